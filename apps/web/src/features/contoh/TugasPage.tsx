import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Checkbox, CloseButton, Group, MultiSelect, SegmentedControl, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconAlertCircleFilled, IconArrowDown, IconArrowUp, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { formatTanggal } from '../../lib/format';
import type { ModuleScreenProps } from '../../lib/screens';
import { useContoh, useKirimContoh } from './api';
import type { Label, Tugas } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

const SEMUA = '/api/todo/all';
const TAG = '/api/todo/tag';
type Saring = 'semua' | 'penting' | 'bintang' | 'selesai';
const SARING: Record<Saring, (t: Tugas) => boolean> = { semua: () => true, penting: (t) => t.important, bintang: (t) => t.starred, selesai: (t) => t.done };

function Isi() {
  const tugas = useContoh<Tugas[]>(SEMUA);
  const tag = useContoh<Label[]>(TAG);
  const opsi = { hasil: [SEMUA] } as const;
  const tambah = useKirimContoh<{ todo: Partial<Tugas> }, Tugas[]>('/api/todo/add', opsi);
  const ubah = useKirimContoh<{ todo: Partial<Tugas> }, Tugas[]>('/api/todo/update', opsi);
  const hapus = useKirimContoh<{ todo: { id: string } }, Tugas[]>('/api/todo/delete', opsi);
  const urut = useKirimContoh<{ todoList: { id: string }[] }, Tugas[]>('/api/todo/reorder', opsi);
  const tambahTag = useKirimContoh<{ tag: { name: string } }, Label[]>('/api/todo/tag/add', { hasil: [TAG] });
  const hapusTag = useKirimContoh<{ tag: { id: string } }, Label[]>('/api/todo/tag/delete', { hasil: [TAG], segarkan: [SEMUA] });
  const [saring, setSaring] = useState<Saring>('semua');
  const [judul, setJudul] = useState('');
  const [pilihTag, setPilihTag] = useState<string[]>([]);
  const [tagBaru, setTagBaru] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const semua = tugas.data ?? [];
  const rows = semua.filter(SARING[saring]);
  const namaTag = (id: string) => tag.data?.find((l) => l.id === id)?.name;
  const set = (t: Tugas, v: Partial<Tugas>) => ubah.mutate({ todo: { id: t.id, ...v } });
  const geser = (t: Tugas, arah: -1 | 1) => {
    const i = semua.indexOf(t);
    const j = i + arah;
    if (j < 0 || j >= semua.length) return;
    const baru = [...semua];
    [baru[i], baru[j]] = [baru[j]!, baru[i]!];
    urut.mutate({ todoList: baru.map((x) => ({ id: x.id })) });
  };
  const dipilih = semua.filter((t) => t.selected);

  return (
    <Stack>
      <Card withBorder>
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Tugas baru" value={judul} onChange={(e) => setJudul(e.currentTarget.value)} error={galat.judul} />
          <MultiSelect label="Label" data={(tag.data ?? []).map((l) => ({ value: l.id, label: l.name }))} value={pilihTag} onChange={setPilihTag} w={240} />
          <Button
            mt={24}
            loading={tambah.isPending}
            onClick={() => {
              if (!judul.trim()) return setGalat({ judul: 'Judul tugas wajib diisi.' });
              setGalat({});
              tambah.mutate(
                { todo: { title: judul.trim(), tag: pilihTag } },
                {
                  onSuccess: () => {
                    setJudul('');
                    setPilihTag([]);
                  },
                },
              );
            }}
          >
            Tambah tugas
          </Button>
        </Group>
        <Group mt="sm" gap="xs" align="flex-start">
          {(tag.data ?? []).map((l) => (
            <Badge key={l.id} variant="light" rightSection={<CloseButton size="xs" aria-label={`Hapus label ${l.name}`} onClick={() => hapusTag.mutate({ tag: { id: l.id } })} />}>
              {l.name}
            </Badge>
          ))}
          <TextInput size="xs" aria-label="Label baru" placeholder="Label baru" value={tagBaru} onChange={(e) => setTagBaru(e.currentTarget.value)} error={galat.tag} />
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              if (!tagBaru.trim()) return setGalat({ tag: 'Nama label wajib diisi.' });
              setGalat({});
              tambahTag.mutate({ tag: { name: tagBaru.trim() } }, { onSuccess: () => setTagBaru('') });
            }}
          >
            Tambah label
          </Button>
        </Group>
      </Card>
      <Group justify="space-between">
        <SegmentedControl
          value={saring}
          onChange={(v) => setSaring(v as Saring)}
          data={[
            { value: 'semua', label: 'Semua' },
            { value: 'penting', label: 'Penting' },
            { value: 'bintang', label: 'Berbintang' },
            { value: 'selesai', label: 'Selesai' },
          ]}
        />
        <Button size="xs" variant="light" color="red" disabled={!dipilih.length} onClick={() => dipilih.forEach((t) => hapus.mutate({ todo: { id: t.id } }))}>
          Hapus {dipilih.length} yang dipilih
        </Button>
      </Group>
      <Stack gap={6}>
        {rows.map((t) => (
          <Card key={t.id} withBorder p="xs" data-tugas={t.title}>
            <Group wrap="nowrap" gap="xs">
              <Checkbox aria-label={`Pilih: ${t.title}`} checked={t.selected} onChange={(e) => set(t, { selected: e.currentTarget.checked })} />
              <Checkbox aria-label={`Selesai: ${t.title}`} checked={t.done} color="teal" onChange={(e) => set(t, { done: e.currentTarget.checked })} />
              <UnstyledButton style={{ flex: 1, minWidth: 0 }} onClick={() => !t.read && set(t, { read: true })} aria-label={t.read ? t.title : `${t.title} (belum dibaca)`}>
                <Text size="sm" fw={t.read ? 400 : 700} td={t.done ? 'line-through' : undefined} truncate>
                  {t.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {t.note || 'Tanpa catatan'} · {formatTanggal(t.startDate)} – {formatTanggal(t.dueDate)}
                </Text>
              </UnstyledButton>
              {t.tag.map((id) => (
                <Badge key={id} size="xs" variant="outline" visibleFrom="sm">
                  {namaTag(id)}
                </Badge>
              ))}
              <ActionIcon variant="subtle" color="orange" aria-label={`Penting: ${t.title}`} aria-pressed={t.important} onClick={() => set(t, { important: !t.important })}>
                {t.important ? <IconAlertCircleFilled size={16} /> : <IconAlertCircle size={16} />}
              </ActionIcon>
              <ActionIcon variant="subtle" color="yellow" aria-label={`Bintang: ${t.title}`} aria-pressed={t.starred} onClick={() => set(t, { starred: !t.starred })}>
                {t.starred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={`Naikkan: ${t.title}`} onClick={() => geser(t, -1)} disabled={semua[0] === t}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label={`Turunkan: ${t.title}`} onClick={() => geser(t, 1)} disabled={semua.at(-1) === t}>
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`Hapus: ${t.title}`} onClick={() => hapus.mutate({ todo: { id: t.id } })}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Card>
        ))}
        {rows.length === 0 && <Text c="dimmed">Tidak ada tugas di sini.</Text>}
      </Stack>
    </Stack>
  );
}

/** Todo: the flags important, starred, done, read and selected; add, reorder, delete; tags added and deleted. */
export default function TugasPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Daftar tugas dengan tanda penting, bintang, selesai, dibaca dan dipilih.">
      <Isi />
    </KerangkaContoh>
  );
}
