import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { formatWaktu } from '../../lib/format';
import type { ModuleScreenProps } from '../../lib/screens';
import { rupiah, useContoh, useKirimContoh } from './api';
import type { Faktur, StatusFaktur } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

const SEMUA = '/api/invoices/all';
const STATUS: { value: StatusFaktur; label: string; color: string }[] = [
  { value: 'pending', label: 'Menunggu', color: 'yellow' },
  { value: 'processing', label: 'Diproses', color: 'blue' },
  { value: 'delivered', label: 'Terkirim', color: 'teal' },
];
const total = (f: Faktur) => f.item.reduce((s, i) => s + i.unit * i.price, 0) * (1 + f.vat / 100);

function Detail({ id, onClose }: { id: string; onClose: () => void }) {
  const f = useContoh<Faktur | null>('/api/invoices', { id });
  return (
    <Modal opened onClose={onClose} title={f.data ? `Faktur ${f.data.orderNo}` : 'Faktur'} size="lg">
      {f.data ? (
        <Stack gap="xs">
          <Text size="sm">
            Pembeli: <b>{f.data.buyer.name}</b>, {f.data.buyer.address}
          </Text>
          <Text size="sm">
            Penjual: {f.data.seller.name}, {f.data.seller.address}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Barang</Table.Th>
                <Table.Th ta="right">Jumlah</Table.Th>
                <Table.Th ta="right">Harga</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {f.data.item.map((i, n) => (
                <Table.Tr key={n}>
                  <Table.Td>{i.name}</Table.Td>
                  <Table.Td ta="right">{i.unit}</Table.Td>
                  <Table.Td ta="right">{rupiah(i.price)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" ta="right">
            PPN {f.data.vat}% · Total <b>{rupiah(total(f.data))}</b>
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{f.isPending ? 'Memuat…' : 'Faktur tidak ditemukan.'}</Text>
      )}
    </Modal>
  );
}

function Isi() {
  const daftar = useContoh<Faktur[]>(SEMUA);
  const tambah = useKirimContoh<Partial<Faktur>, Faktur[]>('/api/invoices/add', { hasil: [SEMUA] });
  const ubah = useKirimContoh<Partial<Faktur>, Faktur[]>('/api/invoices/update', { hasil: [SEMUA] });
  const hapus = useKirimContoh<{ id: string }, Faktur[]>('/api/invoices/delete', { hasil: [SEMUA] });
  const [lihat, setLihat] = useState<string | null>(null);
  const [pembeli, setPembeli] = useState('');
  const [barang, setBarang] = useState('');
  const [harga, setHarga] = useState<number | string>(100000);
  const [galat, setGalat] = useState<Record<string, string>>({});

  const simpan = () => {
    const g: Record<string, string> = {};
    if (!pembeli.trim()) g.pembeli = 'Nama pembeli wajib diisi.';
    if (!barang.trim()) g.barang = 'Nama barang wajib diisi.';
    if (typeof harga !== 'number' || harga <= 0) g.harga = 'Harga harus lebih dari 0.';
    setGalat(g);
    if (Object.keys(g).length) return;
    tambah.mutate(
      { buyer: { name: pembeli.trim(), address: '' }, item: [{ name: barang.trim(), unit: 1, price: Number(harga) }] },
      {
        onSuccess: () => {
          setPembeli('');
          setBarang('');
        },
      },
    );
  };

  return (
    <Stack>
      <Card withBorder>
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Pembeli" value={pembeli} onChange={(e) => setPembeli(e.currentTarget.value)} error={galat.pembeli} />
          <TextInput label="Barang" value={barang} onChange={(e) => setBarang(e.currentTarget.value)} error={galat.barang} />
          <NumberInput label="Harga (Rp)" value={harga} onChange={setHarga} min={0} thousandSeparator="." decimalSeparator="," error={galat.harga} />
          <Button mt={24} onClick={simpan} loading={tambah.isPending}>
            Tambah faktur
          </Button>
        </Group>
      </Card>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label="Daftar faktur contoh">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>No. pesanan</Table.Th>
              <Table.Th>Pembeli</Table.Th>
              <Table.Th>Tanggal</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Aksi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(daftar.data ?? []).map((f) => {
              const st = STATUS.find((s) => s.value === f.status);
              return (
                <Table.Tr key={f.id} data-faktur={f.orderNo}>
                  <Table.Td>{f.orderNo}</Table.Td>
                  <Table.Td>{f.buyer.name}</Table.Td>
                  <Table.Td>{formatWaktu(f.date)}</Table.Td>
                  <Table.Td ta="right">{rupiah(total(f))}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge color={st?.color} variant="light">
                        {st?.label}
                      </Badge>
                      <Select
                        aria-label={`Ubah status ${f.orderNo}`}
                        data={STATUS}
                        value={f.status}
                        w={130}
                        size="xs"
                        allowDeselect={false}
                        onChange={(v) => v && ubah.mutate({ id: f.id, status: v as StatusFaktur })}
                      />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={`Lihat ${f.orderNo}`} onClick={() => setLihat(f.id)}>
                        <IconEye size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${f.orderNo}`} onClick={() => hapus.mutate({ id: f.id })}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {daftar.data?.length === 0 && <Text c="dimmed">Belum ada faktur.</Text>}
      {lihat && <Detail id={lihat} onClose={() => setLihat(null)} />}
    </Stack>
  );
}

/** Invoices: list, one invoice (GET ?id=), add, status change (update), delete. */
export default function FakturPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Faktur pesanan dengan status menunggu, diproses dan terkirim.">
      <Isi />
    </KerangkaContoh>
  );
}
