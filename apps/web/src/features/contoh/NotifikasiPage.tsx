import { Link } from 'react-router';
import { ActionIcon, Anchor, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconTrash } from '@tabler/icons-react';
import { formatWaktu } from '../../lib/format';
import type { ModuleScreenProps } from '../../lib/screens';
import { useContoh, useKirimContoh } from './api';
import type { Notifikasi } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

const SEMUA = '/api/notification';
let nomor = 0;

function Isi() {
  const daftar = useContoh<Notifikasi[]>(SEMUA);
  const opsi = { hasil: [SEMUA] } as const;
  const tambah = useKirimContoh<{ notification: Partial<Notifikasi> }, Notifikasi[]>('/api/notification/add', opsi);
  const hapus = useKirimContoh<{ id: string }, Notifikasi[]>('/api/notification/delete', opsi);
  const hapusSemua = useKirimContoh<Record<string, never>, Notifikasi[]>('/api/notification/delete-all', opsi);
  const rows = daftar.data ?? [];
  return (
    <Stack>
      <Group>
        <Button
          onClick={() =>
            tambah.mutate({
              notification: { heading: 'Pengingat', icon: { name: 'bell', color: 'grape' }, title: `Pengingat contoh ${++nomor}`, subtitle: 'Dibuat dari layar contoh', path: '/dashboard/contoh-tugas' },
            })
          }
          loading={tambah.isPending}
        >
          Tambah notifikasi
        </Button>
        <Button variant="light" color="red" onClick={() => hapusSemua.mutate({})} disabled={!rows.length} loading={hapusSemua.isPending}>
          Hapus semua
        </Button>
      </Group>
      {rows.map((n) => (
        <Card key={n.id} withBorder p="sm" data-notifikasi={n.title}>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color={n.icon.color} aria-hidden>
              <IconBell size={16} />
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {n.heading} · {formatWaktu(n.timestamp)}
              </Text>
              <Text fw={600} size="sm">
                {n.path ? (
                  <Anchor component={Link} to={n.path}>
                    {n.title}
                  </Anchor>
                ) : (
                  n.title
                )}
              </Text>
              <Text size="sm">{n.subtitle}</Text>
            </div>
            <ActionIcon variant="subtle" color="red" aria-label={`Hapus notifikasi ${n.title}`} onClick={() => hapus.mutate({ id: n.id })}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      {rows.length === 0 && <Text c="dimmed">Tidak ada notifikasi.</Text>}
    </Stack>
  );
}

/** Notifications: list, add, delete one, delete all. */
export default function NotifikasiPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Notifikasi dengan tautan ke layar contoh lain.">
      <Isi />
    </KerangkaContoh>
  );
}
