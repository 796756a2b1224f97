import { useState } from 'react';
import { ActionIcon, Avatar, Button, Card, Group, Modal, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { formatTanggal } from '../../lib/format';
import type { ModuleScreenProps } from '../../lib/screens';
import { rupiah, useContoh, useKirimContoh } from './api';
import type { Pengguna } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

const SEMUA = '/api/user/all';
const SUREL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Detail({ id, onClose }: { id: string; onClose: () => void }) {
  const p = useContoh<Pengguna | null>('/api/user', { id });
  const u = p.data;
  return (
    <Modal opened onClose={onClose} title={u?.name ?? 'Pengguna'}>
      {u ? (
        <Stack gap={4}>
          <Group>
            <Avatar src={u.imgUrl} alt="" size="lg" />
            <div>
              <Text fw={600}>{u.name}</Text>
              <Text size="sm" c="dimmed">
                {u.company}
              </Text>
            </div>
          </Group>
          <Text size="sm">Surel: {u.email || '-'}</Text>
          <Text size="sm">Telepon: {u.phone || '-'}</Text>
          <Text size="sm">Alamat: {u.address || '-'}</Text>
          <Text size="sm">
            Lahir: {formatTanggal(u.bd)} · Umur {u.age} · {u.gender === 'male' ? 'Laki-laki' : 'Perempuan'}
          </Text>
          <Text size="sm">Saldo: {rupiah(u.balance)}</Text>
          <Text size="xs" c="dimmed">
            GUID {u.guid}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{p.isPending ? 'Memuat…' : 'Pengguna tidak ditemukan.'}</Text>
      )}
    </Modal>
  );
}

function Isi() {
  const daftar = useContoh<Pengguna[]>(SEMUA);
  const opsi = { hasil: [SEMUA] } as const;
  const tambah = useKirimContoh<Partial<Pengguna>, Pengguna[]>('/api/user/add', opsi);
  const ubah = useKirimContoh<Partial<Pengguna>, Pengguna[]>('/api/user/update', opsi);
  const hapus = useKirimContoh<{ id: string }, Pengguna[]>('/api/user/delete', opsi);
  const [cari, setCari] = useState('');
  const [lihat, setLihat] = useState<string | null>(null);
  const [nama, setNama] = useState('');
  const [surel, setSurel] = useState('');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const rows = (daftar.data ?? []).filter((u) => `${u.name} ${u.company} ${u.email}`.toLowerCase().includes(cari.trim().toLowerCase()));

  const simpan = () => {
    const g: Record<string, string> = {};
    if (!nama.trim()) g.nama = 'Nama wajib diisi.';
    if (!SUREL.test(surel.trim())) g.surel = 'Surel tidak valid.';
    setGalat(g);
    if (Object.keys(g).length) return;
    tambah.mutate(
      { name: nama.trim(), email: surel.trim(), company: 'Contoh' },
      {
        onSuccess: () => {
          setNama('');
          setSurel('');
        },
      },
    );
  };

  return (
    <Stack>
      <Card withBorder>
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Nama" value={nama} onChange={(e) => setNama(e.currentTarget.value)} error={galat.nama} />
          <TextInput label="Surel" value={surel} onChange={(e) => setSurel(e.currentTarget.value)} error={galat.surel} />
          <Button mt={24} onClick={simpan} loading={tambah.isPending}>
            Tambah pengguna
          </Button>
        </Group>
      </Card>
      <TextInput label="Cari pengguna" placeholder="Nama, instansi atau surel" value={cari} onChange={(e) => setCari(e.currentTarget.value)} maw={360} />
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label="Daftar pengguna contoh">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nama</Table.Th>
              <Table.Th>Instansi</Table.Th>
              <Table.Th>Surel</Table.Th>
              <Table.Th ta="right">Saldo</Table.Th>
              <Table.Th>Aktif</Table.Th>
              <Table.Th>Aksi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((u) => (
              <Table.Tr key={u.id} data-pengguna={u.name}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={u.imgUrl} alt="" size="sm" />
                    {u.name}
                  </Group>
                </Table.Td>
                <Table.Td>{u.company}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td ta="right">{rupiah(u.balance)}</Table.Td>
                <Table.Td>
                  <Switch aria-label={`Aktif: ${u.name}`} checked={u.isActive} onChange={(e) => ubah.mutate({ id: u.id, isActive: e.currentTarget.checked })} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Lihat ${u.name}`} onClick={() => setLihat(u.id)}>
                      <IconEye size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${u.name}`} onClick={() => hapus.mutate({ id: u.id })}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && <Text c="dimmed">Tidak ada pengguna yang cocok.</Text>}
      {lihat && <Detail id={lihat} onClose={() => setLihat(null)} />}
    </Stack>
  );
}

/** Users: list with search, one user (GET ?id=), add, active switch (update), delete. */
export default function PenggunaPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Daftar pengguna sampel dengan saldo dan status aktif.">
      <Isi />
    </KerangkaContoh>
  );
}
