import { useState } from 'react';
import { ActionIcon, Avatar, Button, Card, Checkbox, Grid, Group, Stack, Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatWaktu } from '../../lib/format';
import { sanitizeHtml } from '../../lib/sanitize';
import type { ModuleScreenProps } from '../../lib/screens';
import { useContoh, useKirimContoh } from './api';
import type { Pesan } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

const SEMUA = '/api/inbox/all';
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function Baca({ id }: { id: string }) {
  const p = useContoh<Pesan | null>('/api/inbox', { id });
  if (!p.data) return <Text size="sm">{p.isPending ? 'Memuat…' : 'Pesan tidak ditemukan.'}</Text>;
  return (
    <Stack gap="xs">
      <Text fw={600}>{p.data.subject}</Text>
      <Text size="sm" c="dimmed">
        {p.data.sender.name} · {formatWaktu(p.data.date)}
      </Text>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(p.data.message) }} />
    </Stack>
  );
}

function Isi() {
  const daftar = useContoh<Pesan[]>(SEMUA);
  const opsi = { hasil: [SEMUA] } as const;
  const tambah = useKirimContoh<Partial<Pesan>, Pesan[]>('/api/inbox/add', opsi);
  const ubah = useKirimContoh<Partial<Pesan>, Pesan[]>('/api/inbox/update', opsi);
  const hapus = useKirimContoh<{ id: string }, Pesan[]>('/api/inbox/delete', opsi);
  const [buka, setBuka] = useState<string | null>(null);
  const [subjek, setSubjek] = useState('');
  const [isi, setIsi] = useState('');
  const [galat, setGalat] = useState('');
  const dipilih = (daftar.data ?? []).filter((p) => p.selected);

  const kirimPesan = () => {
    if (!subjek.trim()) return setGalat('Subjek wajib diisi.');
    setGalat('');
    const html = isi
      .split(/\n{2,}/)
      .filter((x) => x.trim())
      .map((x) => `<p>${escape(x.trim())}</p>`)
      .join('');
    tambah.mutate(
      { subject: subjek.trim(), message: html, sender: { name: 'Admin Contoh', photo: '' } },
      {
        onSuccess: () => {
          setSubjek('');
          setIsi('');
        },
      },
    );
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm">{dipilih.length} pesan dipilih</Text>
            <Button size="xs" variant="light" color="red" disabled={!dipilih.length} onClick={() => dipilih.forEach((p) => hapus.mutate({ id: p.id }))}>
              Hapus yang dipilih
            </Button>
          </Group>
          {(daftar.data ?? []).map((p) => (
            <Card key={p.id} withBorder p="xs" bg={buka === p.id ? 'var(--mantine-color-blue-light)' : undefined}>
              <Group wrap="nowrap" align="flex-start" gap="xs">
                <Checkbox aria-label={`Pilih: ${p.subject}`} checked={p.selected} onChange={(e) => ubah.mutate({ id: p.id, selected: e.currentTarget.checked })} mt={4} />
                <UnstyledButton onClick={() => setBuka(p.id)} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={p.sender.photo} alt="" size="sm" />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {p.subject}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {p.sender.name} · {formatWaktu(p.date)}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
                <ActionIcon variant="subtle" color="red" aria-label={`Hapus: ${p.subject}`} onClick={() => hapus.mutate({ id: p.id })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Card>
          ))}
          {daftar.data?.length === 0 && <Text c="dimmed">Kotak masuk kosong.</Text>}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <Card withBorder>{buka ? <Baca id={buka} /> : <Text c="dimmed">Pilih pesan untuk membacanya.</Text>}</Card>
          <Card withBorder>
            <Stack gap="xs">
              <Text fw={600}>Tulis pesan</Text>
              <TextInput label="Subjek" value={subjek} onChange={(e) => setSubjek(e.currentTarget.value)} error={galat} />
              <Textarea label="Isi" value={isi} onChange={(e) => setIsi(e.currentTarget.value)} autosize minRows={3} />
              <Group justify="flex-end">
                <Button onClick={kirimPesan} loading={tambah.isPending}>
                  Kirim
                </Button>
              </Group>
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Inbox: messages, one message (GET ?id=, its HTML through the sanitiser), select (update), write (add), delete. */
export default function KotakMasukPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Pesan masuk dengan isi HTML.">
      <Isi />
    </KerangkaContoh>
  );
}
