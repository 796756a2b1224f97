import { useState } from 'react';
import { Avatar, Group, Image, Select, Table, Text, TextInput } from '@mantine/core';
import { formatTanggal } from '../../lib/format';
import type { ModuleScreenProps } from '../../lib/screens';
import { useContoh } from './api';
import type { ItemDaftar } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

type Urut = 'date' | 'comment' | 'revision';

function Isi() {
  const daftar = useContoh<ItemDaftar[]>('/api/list/all');
  const [cari, setCari] = useState('');
  const [urut, setUrut] = useState<Urut>('date');
  const q = cari.trim().toLowerCase();
  const rows = (daftar.data ?? [])
    .filter((x) => `${x.projectName} ${x.userName} ${x.email}`.toLowerCase().includes(q))
    .sort((a, b) => (urut === 'date' ? b.date.localeCompare(a.date) : b[urut] - a[urut]));
  return (
    <>
      <Group align="flex-end">
        <TextInput label="Cari proyek" value={cari} onChange={(e) => setCari(e.currentTarget.value)} />
        <Select
          label="Urutkan"
          value={urut}
          allowDeselect={false}
          onChange={(v) => v && setUrut(v as Urut)}
          data={[
            { value: 'date', label: 'Terbaru' },
            { value: 'comment', label: 'Komentar terbanyak' },
            { value: 'revision', label: 'Revisi terbanyak' },
          ]}
        />
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label="Daftar proyek contoh">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Proyek</Table.Th>
              <Table.Th>Pengelola</Table.Th>
              <Table.Th>Tanggal</Table.Th>
              <Table.Th ta="right">Komentar</Table.Th>
              <Table.Th ta="right">Revisi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((x) => (
              <Table.Tr key={x.id} data-proyek={x.projectName}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Image src={x.projectImage} alt="" w={32} h={32} />
                    {x.projectName}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={x.userImage} alt="" size="sm" />
                    <div>
                      <Text size="sm">{x.userName}</Text>
                      <Text size="xs" c="dimmed">
                        {x.email}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{formatTanggal(x.date.slice(0, 10))}</Table.Td>
                <Table.Td ta="right">{x.comment}</Table.Td>
                <Table.Td ta="right">{x.revision}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && <Text c="dimmed">Tidak ada proyek yang cocok.</Text>}
    </>
  );
}

/** List: the project list (GET only), searched and sorted on the screen. */
export default function DaftarPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Daftar proyek dengan jumlah komentar dan revisi.">
      <Isi />
    </KerangkaContoh>
  );
}
