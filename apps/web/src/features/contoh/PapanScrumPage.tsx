import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Button, Card, Group, Modal, MultiSelect, ScrollArea, Select, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import type { ModuleScreenProps } from '../../lib/screens';
import { useContoh, useKirimContoh } from './api';
import type { Anggota, Kartu, Kolom, LabelPapan, PapanLengkap } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

const SEMUA = '/api/scrum-board/all-board';

/** One text field with a button; says what is missing instead of sending an empty value. */
function IsianSingkat({ label, tombol, onKirim }: { label: string; tombol: string; onKirim: (v: string) => void }) {
  const [v, setV] = useState('');
  const [galat, setGalat] = useState('');
  const kirim = () => {
    if (!v.trim()) return setGalat(`${label} wajib diisi.`);
    setGalat('');
    onKirim(v.trim());
    setV('');
  };
  return (
    <Group gap={4} align="flex-start" wrap="nowrap">
      <TextInput size="xs" aria-label={label} placeholder={label} value={v} onChange={(e) => setV(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && kirim()} error={galat} style={{ flex: 1, minWidth: 0 }} />
      <Button size="xs" variant="light" onClick={kirim} style={{ flexShrink: 0 }}>
        {tombol}
      </Button>
    </Group>
  );
}

function UbahKartu({ kartu, kolom, label, anggota, onSimpan, onClose }: { kartu: Kartu; kolom: Kolom; label: LabelPapan[]; anggota: Anggota[]; onSimpan: (k: Partial<Kartu>) => void; onClose: () => void }) {
  const [judul, setJudul] = useState(kartu.title);
  const [uraian, setUraian] = useState(kartu.description);
  const [lbl, setLbl] = useState(kartu.labels);
  const [agt, setAgt] = useState(kartu.members);
  const [galat, setGalat] = useState('');
  return (
    <Modal opened onClose={onClose} title={`Kartu di ${kolom.title}`}>
      <Stack>
        <TextInput label="Judul" value={judul} onChange={(e) => setJudul(e.currentTarget.value)} error={galat} />
        <Textarea label="Uraian" value={uraian} onChange={(e) => setUraian(e.currentTarget.value)} autosize minRows={2} />
        <MultiSelect label="Label" data={label.map((l) => ({ value: l.id, label: l.title }))} value={lbl} onChange={setLbl} />
        <MultiSelect label="Anggota" data={anggota.map((a) => ({ value: a.id, label: a.name }))} value={agt} onChange={setAgt} />
        {kartu.attachments.length > 0 && <Text size="xs">Lampiran: {kartu.attachments.map((a) => `${a.name} (${a.size})`).join(', ')}</Text>}
        {kartu.comments.length > 0 && <Text size="xs">Komentar: {kartu.comments.map((c) => c.text).join(' · ')}</Text>}
        <Group justify="flex-end">
          <Button
            onClick={() => {
              if (!judul.trim()) return setGalat('Judul wajib diisi.');
              onSimpan({ id: kartu.id, title: judul.trim(), description: uraian, labels: lbl, members: agt });
              onClose();
            }}
          >
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A board command: its answer (the board) replaces the board read. */
function usePerintah<B>(nama: string, id: string) {
  return useKirimContoh<B & { boardId: string }, PapanLengkap | null>(`/api/scrum-board/${nama}`, { hasil: ['/api/scrum-board', { id }] });
}

function Papan({ id }: { id: string }) {
  const papan = useContoh<PapanLengkap | null>('/api/scrum-board', { id });
  const label = useContoh<LabelPapan[]>('/api/scrum-board/all-label');
  const anggota = useContoh<Anggota[]>('/api/scrum-board/all-member');
  const tambahAnggota = usePerintah<{ memberId: string }>('add-member', id);
  const hapusAnggota = usePerintah<{ memberId: string }>('delete-member', id);
  const tambahKolom = usePerintah<{ listTitle: string }>('add-column', id);
  const ubahNamaKolom = usePerintah<{ listId: string; listTitle: string }>('rename-column', id);
  const hapusKolom = usePerintah<{ listId: string }>('delete-column', id);
  const tambahKartu = usePerintah<{ listId: string; cardTitle: string }>('add-card', id);
  const ubahKartu = usePerintah<{ listId: string; card: Partial<Kartu> }>('update-card', id);
  const urutKolom = usePerintah<{ startIndex: number; endIndex: number }>('reorder-list', id);
  const urutKartu = usePerintah<{ listId: string; startIndex: number; endIndex: number }>('reorder-card', id);
  const pindahKartu = usePerintah<{ sourcelistId: string; destinationlistId: string; source: { index: number }; destination: { index: number } }>('move-card', id);
  const [ubah, setUbah] = useState<{ kartu: Kartu; kolom: Kolom } | null>(null);
  const [namaKolom, setNamaKolom] = useState<{ id: string; title: string } | null>(null);
  const b = papan.data;
  if (!b) return <Text c="dimmed">{papan.isPending ? 'Memuat papan…' : 'Papan tidak ditemukan.'}</Text>;
  const labelDari = (lid: string) => label.data?.find((l) => l.id === lid);
  const anggotaDari = (aid: string) => anggota.data?.find((a) => a.id === aid);
  const bukanAnggota = (anggota.data ?? []).filter((a) => !b.members.some((m) => m.id === a.id));

  return (
    <Stack>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Anggota:
        </Text>
        {b.members.map((m) => (
          <Badge key={m.id} variant="light" leftSection={<Avatar src={m.avatar} alt="" size={16} />} rightSection={<IconX size={12} aria-hidden />} component="button" onClick={() => hapusAnggota.mutate({ boardId: id, memberId: m.id })} aria-label={`Keluarkan ${m.name} dari papan`} style={{ cursor: 'pointer' }}>
            {m.name}
          </Badge>
        ))}
        <Select size="xs" aria-label="Tambah anggota" placeholder="Tambah anggota" data={bukanAnggota.map((a) => ({ value: a.id, label: a.name }))} value={null} onChange={(v) => v && tambahAnggota.mutate({ boardId: id, memberId: v })} w={180} />
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {b.list.map((kol, ki) => (
            <Card key={kol.id} withBorder w={260} miw={260} p="xs" bg="var(--mantine-color-gray-light)" data-kolom={kol.title}>
              <Group justify="space-between" wrap="nowrap" mb="xs">
                {namaKolom?.id === kol.id ? (
                  <TextInput
                    size="xs"
                    aria-label="Nama kolom"
                    value={namaKolom.title}
                    autoFocus
                    onChange={(e) => setNamaKolom({ id: kol.id, title: e.currentTarget.value })}
                    onBlur={() => setNamaKolom(null)}
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') setNamaKolom(null);
                      if (e.key === 'Enter' && namaKolom.title.trim()) {
                        ubahNamaKolom.mutate({ boardId: id, listId: kol.id, listTitle: namaKolom.title.trim() });
                        setNamaKolom(null);
                      }
                    }}
                  />
                ) : (
                  <Text fw={600} size="sm">
                    {kol.title} ({kol.cardList.length})
                  </Text>
                )}
                <Group gap={0} wrap="nowrap">
                  <ActionIcon size="sm" variant="subtle" aria-label={`Ubah nama kolom ${kol.title}`} onClick={() => setNamaKolom({ id: kol.id, title: kol.title })}>
                    <IconPencil size={14} />
                  </ActionIcon>
                  <ActionIcon size="sm" variant="subtle" aria-label={`Geser kolom ${kol.title} ke kiri`} disabled={ki === 0} onClick={() => urutKolom.mutate({ boardId: id, startIndex: ki, endIndex: ki - 1 })}>
                    <IconArrowLeft size={14} />
                  </ActionIcon>
                  <ActionIcon size="sm" variant="subtle" aria-label={`Geser kolom ${kol.title} ke kanan`} disabled={ki === b.list.length - 1} onClick={() => urutKolom.mutate({ boardId: id, startIndex: ki, endIndex: ki + 1 })}>
                    <IconArrowRight size={14} />
                  </ActionIcon>
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Hapus kolom ${kol.title}`} onClick={() => hapusKolom.mutate({ boardId: id, listId: kol.id })}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </Group>
              <Stack gap={6}>
                {kol.cardList.map((c, ci) => (
                  <Card key={c.id} withBorder p={6} data-kartu={c.title}>
                    <Group gap={4} mb={4}>
                      {c.labels.map((l) => (
                        <Badge key={l} size="xs" color={labelDari(l)?.color}>
                          {labelDari(l)?.title}
                        </Badge>
                      ))}
                    </Group>
                    <Text size="sm">{c.title}</Text>
                    <Group justify="space-between" mt={4} wrap="nowrap">
                      <Avatar.Group spacing={6}>
                        {c.members.map((m) => (
                          <Tooltip key={m} label={anggotaDari(m)?.name}>
                            <Avatar src={anggotaDari(m)?.avatar} alt={anggotaDari(m)?.name ?? ''} size={20} />
                          </Tooltip>
                        ))}
                      </Avatar.Group>
                      <Group gap={0} wrap="nowrap">
                        <ActionIcon size="sm" variant="subtle" aria-label={`Ubah kartu ${c.title}`} onClick={() => setUbah({ kartu: c, kolom: kol })}>
                          <IconPencil size={14} />
                        </ActionIcon>
                        <ActionIcon size="sm" variant="subtle" aria-label={`Naikkan kartu ${c.title}`} disabled={ci === 0} onClick={() => urutKartu.mutate({ boardId: id, listId: kol.id, startIndex: ci, endIndex: ci - 1 })}>
                          <IconArrowUp size={14} />
                        </ActionIcon>
                        <ActionIcon size="sm" variant="subtle" aria-label={`Turunkan kartu ${c.title}`} disabled={ci === kol.cardList.length - 1} onClick={() => urutKartu.mutate({ boardId: id, listId: kol.id, startIndex: ci, endIndex: ci + 1 })}>
                          <IconArrowDown size={14} />
                        </ActionIcon>
                        {[-1, 1].map((arah) => {
                          const tujuan = b.list[ki + arah];
                          return (
                            <ActionIcon
                              key={arah}
                              size="sm"
                              variant="subtle"
                              disabled={!tujuan}
                              aria-label={`Pindahkan kartu ${c.title} ke ${tujuan?.title ?? (arah < 0 ? 'kiri' : 'kanan')}`}
                              onClick={() => tujuan && pindahKartu.mutate({ boardId: id, sourcelistId: kol.id, destinationlistId: tujuan.id, source: { index: ci }, destination: { index: tujuan.cardList.length } })}
                            >
                              {arah < 0 ? <IconArrowLeft size={14} /> : <IconArrowRight size={14} />}
                            </ActionIcon>
                          );
                        })}
                      </Group>
                    </Group>
                  </Card>
                ))}
                <IsianSingkat label={`Kartu baru di ${kol.title}`} tombol="Tambah" onKirim={(v) => tambahKartu.mutate({ boardId: id, listId: kol.id, cardTitle: v })} />
              </Stack>
            </Card>
          ))}
          <Card withBorder w={260} miw={260} p="xs">
            <IsianSingkat label="Kolom baru" tombol="Tambah kolom" onKirim={(v) => tambahKolom.mutate({ boardId: id, listTitle: v })} />
          </Card>
        </Group>
      </ScrollArea>
      {ubah && (
        <UbahKartu
          kartu={ubah.kartu}
          kolom={ubah.kolom}
          label={label.data ?? []}
          anggota={anggota.data ?? []}
          onSimpan={(card) => ubahKartu.mutate({ boardId: id, listId: ubah.kolom.id, card })}
          onClose={() => setUbah(null)}
        />
      )}
    </Stack>
  );
}

function Isi() {
  const daftar = useContoh<{ id: string; title: string }[]>(SEMUA);
  const tambah = useKirimContoh<{ title: string }, { id: string; title: string }[]>('/api/scrum-board/add-board', { hasil: [SEMUA] });
  const [pilih, setPilih] = useState<string | null>(null);
  const id = pilih ?? daftar.data?.[0]?.id ?? null;
  return (
    <Stack>
      <Group align="flex-start">
        <Select label="Papan" data={(daftar.data ?? []).map((p) => ({ value: p.id, label: p.title }))} value={id} onChange={setPilih} allowDeselect={false} w={260} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Papan baru
          </Text>
          <IsianSingkat label="Judul papan" tombol="Buat papan" onKirim={(title) => tambah.mutate({ title }, { onSuccess: (l) => setPilih(l.at(-1)?.id ?? null) })} />
        </Stack>
      </Group>
      {id ? <Papan key={id} id={id} /> : <Text c="dimmed">Belum ada papan.</Text>}
    </Stack>
  );
}

/** Scrum board: boards, members, columns (add, rename, delete, reorder) and cards (add, update, reorder, move). */
export default function PapanScrumPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Papan kerja dengan kolom dan kartu.">
      <Isi />
    </KerangkaContoh>
  );
}
