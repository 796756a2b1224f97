import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { notifyError } from '../../lib/notify';
import { A_REKAP_LAPORAN_EXCEL, type JenisRekap } from '@sigap/domain';
import type { ModuleScreenProps } from '../../lib/screens';
import { laporanApi, unduh } from './api';
import { angka, angkaParam, Grafik, Muat, PropinsiSelect, TahunSelect, WARNA } from './ui';

/** Screen slug -> report (IDX-06). */
const JENIS: Record<string, { jenis: JenisRekap; kolom: string }> = {
  'rekap-jenis-inovasi': { jenis: 'jenis', kolom: 'Jenis Inovasi' },
  'rekap-bentuk-inovasi': { jenis: 'bentuk', kolom: 'Bentuk Inovasi' },
  'rekap-urusan-pemerintah': { jenis: 'urusan', kolom: 'Urusan Pemerintahan' },
  'rekap-inisiator': { jenis: 'inisiator', kolom: 'Inisiator' },
};

/**
 * Reports rekap jenis / bentuk / urusan / inisiator (IDX-06): innovations of
 * each value per stage, filtered by year and province, as a chart, a table
 * and an Excel file with the same numbers.
 */
export default function RekapPage({ module }: ModuleScreenProps) {
  const def = JENIS[module.slug] ?? JENIS['rekap-jenis-inovasi']!;
  const [params, setParams] = useSearchParams();
  const tahun = angkaParam(params, 'tahun');
  const propinsi = angkaParam(params, 'propinsi_id');
  const [mengunduh, setMengunduh] = useState(false);
  const set = (k: string, v: number | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, String(v));
    else next.delete(k);
    setParams(next, { replace: true });
  };
  const q = useQuery({
    queryKey: ['laporan-rekap', def.jenis, tahun, propinsi],
    queryFn: ({ signal }) => laporanApi.rekap(def.jenis, { tahun, propinsi_id: propinsi }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = q.data?.data ?? [];
  const excel = async () => {
    setMengunduh(true);
    try {
      await unduh(A_REKAP_LAPORAN_EXCEL[def.jenis], { tahun, propinsi_id: propinsi }, `rekap-${def.jenis}${tahun ? `-${tahun}` : ''}.xlsx`);
    } catch (e) {
      notifyError(e, 'Excel gagal diunduh');
    } finally {
      setMengunduh(false);
    }
  };
  const top = [...rows].sort((a, b) => b.total - a.total)[0];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Jumlah inovasi per {def.kolom.toLowerCase()} dan tahapan{def.jenis === 'urusan' ? '; satu inovasi dapat dihitung pada beberapa urusan' : ''}.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TahunSelect value={tahun} onChange={(v) => set('tahun', v)} label="Tahun inovasi" />
          <PropinsiSelect value={propinsi} onChange={(v) => set('propinsi_id', v)} />
          <Button leftSection={<IconFileSpreadsheet size={16} />} variant="filled" color="teal.9" onClick={() => void excel()} loading={mengunduh} disabled={!q.data}>
            Unduh Excel
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" padding="md">
        <Muat q={q} kosong={rows.length === 0}>
          <Stack gap="md">
            <Grafik
              judul={module.title}
              ringkas={top ? `${angka(q.data?.total_inovasi)} inovasi; terbanyak ${top.nama} (${angka(top.total)}).` : ''}
              spec={{
                kind: 'hstacked',
                data: rows.map((r) => ({ nama: r.nama, inisiatif: r.inisiatif, ujicoba: r.ujicoba, penerapan: r.penerapan })),
                x: 'nama',
                seri: [
                  { key: 'inisiatif', label: 'Inisiatif', color: WARNA.inisiatif },
                  { key: 'ujicoba', label: 'Uji Coba', color: WARNA.ujicoba },
                  { key: 'penerapan', label: 'Penerapan', color: WARNA.penerapan },
                ],
                height: Math.max(180, Math.min(rows.length, 40) * 30 + 60),
                labelWidth: 190,
              }}
            />
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover verticalSpacing={6} aria-label={`Tabel ${module.title}`} aria-busy={q.isFetching} data-testid="tabel-rekap">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={50}>No</Table.Th>
                    <Table.Th>{def.kolom}</Table.Th>
                    <Table.Th ta="right">Inisiatif</Table.Th>
                    <Table.Th ta="right">Uji Coba</Table.Th>
                    <Table.Th ta="right">Penerapan</Table.Th>
                    <Table.Th ta="right">Jumlah</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r, i) => (
                    <Table.Tr key={r.kunci}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td>{r.nama}</Table.Td>
                      <Table.Td ta="right">{angka(r.inisiatif)}</Table.Td>
                      <Table.Td ta="right">{angka(r.ujicoba)}</Table.Td>
                      <Table.Td ta="right">{angka(r.penerapan)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {angka(r.total)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                {q.data && (
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th />
                      <Table.Th>Jumlah</Table.Th>
                      <Table.Th ta="right">{angka(q.data.jumlah.inisiatif)}</Table.Th>
                      <Table.Th ta="right">{angka(q.data.jumlah.ujicoba)}</Table.Th>
                      <Table.Th ta="right">{angka(q.data.jumlah.penerapan)}</Table.Th>
                      <Table.Th ta="right">{angka(q.data.jumlah.total)}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                )}
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Muat>
      </Card>
    </Stack>
  );
}
