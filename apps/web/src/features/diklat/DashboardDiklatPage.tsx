import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { DIMENSI_DIKLAT, type FieldDef } from '@sigap/domain';
import { angka, Grafik, Muat, WARNA, type ChartSpec } from '../../components/statistik';
import { LookupInput } from '../../resource-ui/fields/LookupInput';
import { notifyError } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { diklatApi, type HitunganDiklat } from './api';

const DAERAH: FieldDef = { kind: 'lookup', label: 'Daerah', lookup: { resource: 'm_daerah' } };
const angkaParam = (p: URLSearchParams, k: string) => {
  const v = p.get(k);
  return v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null;
};

/** One grouping: a chart and the same numbers in a table (the chart's text alternative). */
function Kelompok({ judul, baris, jenis, warna, total }: { judul: string; baris: HitunganDiklat[]; jenis: ChartSpec['kind']; warna: string; total: number }) {
  const top = baris.reduce<HitunganDiklat | null>((m, b) => (b.jumlah > 0 && (!m || b.jumlah > m.jumlah) ? b : m), null);
  const tegak = jenis === 'bar' || jenis === 'line';
  return (
    <Card withBorder radius="md" padding="md" data-testid={`kelompok-${judul}`}>
      <Title order={3} size="h5" mb="sm">
        Laporan per {judul.toLowerCase()}
      </Title>
      {baris.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          Tidak ada data
        </Text>
      ) : (
        <Grafik
          judul={`Laporan diklat per ${judul.toLowerCase()}`}
          ringkas={top ? `${angka(total)} laporan; terbanyak ${top.nama} (${angka(top.jumlah)}).` : 'Belum ada laporan.'}
          spec={{
            kind: jenis,
            data: baris.map((b) => ({ nama: b.nama, jumlah: b.jumlah })),
            x: 'nama',
            seri: [{ key: 'jumlah', label: 'Jumlah laporan', color: warna }],
            height: tegak ? 240 : Math.max(160, Math.min(baris.length, 15) * 30 + 50),
            labelWidth: 170,
          }}
          tabel={
            <Table striped verticalSpacing={4} aria-label={`Tabel laporan per ${judul.toLowerCase()}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{judul}</Table.Th>
                  <Table.Th ta="right">Jumlah</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {baris.map((b) => (
                  <Table.Tr key={b.kunci || b.nama}>
                    <Table.Td>{b.nama}</Table.Td>
                    <Table.Td ta="right">{angka(b.jumlah)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          }
        />
      )}
    </Card>
  );
}

function Angka({ label, nilai, testid }: { label: string; nilai: number | undefined; testid: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testid}>
        {angka(nilai)}
      </Text>
    </Card>
  );
}

/**
 * `dashboard-diklat` (DKL-01 item 5): training reports in the user's scope counted by training type, region,
 * year and affair, as charts with their tables, filtered by year (and region for the roles that choose one),
 * and the same numbers as an Excel workbook.
 */
export default function DashboardDiklatPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const [params, setParams] = useSearchParams();
  const tahun = angkaParam(params, 'tahun');
  const profil = angkaParam(params, 'profil_id');
  const filter = { tahun, profil_id: profil };
  const q = useQuery(diklatApi.dashboard(filter));
  const [mengunduh, setMengunduh] = useState(false);
  const set = (k: string, v: number | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, String(v));
    else next.delete(k);
    setParams(next, { replace: true });
  };
  const excel = async () => {
    setMengunduh(true);
    try {
      await diklatApi.unduhExcel(filter);
    } catch (e) {
      notifyError(e, 'Excel gagal diunduh');
    } finally {
      setMengunduh(false);
    }
  };
  const d = q.data;
  const tahunPilihan = (d?.tahun_tersedia ?? []).map((t) => ({ value: String(t), label: String(t) }));
  if (tahun && !tahunPilihan.some((t) => t.value === String(tahun))) tahunPilihan.push({ value: String(tahun), label: String(tahun) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Laporan proyek perubahan peserta diklat {user.daerah_ids === null ? 'seluruh daerah' : 'di daerah Anda'}
            {user.role === 'peserta.diklat' ? ' (laporan Anda sendiri)' : ''}.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select label="Tahun" placeholder="Semua tahun" data={tahunPilihan} value={tahun ? String(tahun) : null} onChange={(v) => set('tahun', v ? Number(v) : null)} clearable w={150} />
          {user.daerah_ids === null && (
            <Box w={240}>
              <LookupInput name="profil_id" def={DAERAH} value={profil} onChange={(v) => set('profil_id', v === null || v === '' ? null : Number(v))} values={{}} />
            </Box>
          )}
          <Button leftSection={<IconFileSpreadsheet size={16} />} color="teal.9" onClick={() => void excel()} loading={mengunduh} disabled={!d}>
            Unduh Excel
          </Button>
        </Group>
      </Group>
      <Muat q={q} baris={6}>
        {d && (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Angka label="Laporan" nilai={d.total} testid="jumlah-laporan" />
              <Angka label="Peserta" nilai={d.peserta} testid="jumlah-peserta" />
              <Angka label="Menghasilkan inovasi" nilai={d.dengan_inovasi} testid="jumlah-inovasi" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <Kelompok judul={DIMENSI_DIKLAT.jenis} baris={d.per_jenis} jenis="hbar" warna={WARNA.ujicoba} total={d.total} />
              <Kelompok judul={DIMENSI_DIKLAT.tahun} baris={d.per_tahun} jenis="bar" warna={WARNA.penerapan} total={d.total} />
              <Kelompok judul={DIMENSI_DIKLAT.daerah} baris={d.per_daerah} jenis="hbar" warna={WARNA.inisiatif} total={d.total} />
              <Kelompok judul={DIMENSI_DIKLAT.urusan} baris={d.per_urusan} jenis="hbar" warna={WARNA.abu} total={d.total} />
            </SimpleGrid>
          </Stack>
        )}
      </Muat>
    </Stack>
  );
}
