import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ModuleScreenProps } from '../../lib/screens';
import { statistikApi, type BarisIndikator, type Sumber } from './api';
import { angka, DataTable, Grafik, Muat, Panel, skor2, TahunSelect } from './ui';
import { useTahun } from './views';

const LEVEL = [
  { key: 'l0', label: 'Skor 0', color: '#ced4da' },
  { key: 'l1', label: 'Level 1', color: '#ffa94d' },
  { key: 'l2', label: 'Level 2', color: '#748ffc' },
  { key: 'l3', label: 'Level 3', color: '#38d9a9' },
];
const jumlahLevel = (r: BarisIndikator, l: number) => r.distribusi.find((d) => d.level === l)?.jumlah ?? 0;

/** per-indikator (IDX-04): how answers spread over the levels of each indicator, from self or verified scores. */
export default function PerIndikatorPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const [tahun, setTahun] = useTahun();
  const tipe = params.get('tipe') === 'I' ? 'I' : 'P';
  const sumber: Sumber = params.get('sumber') === 'verified' ? 'verified' : 'self';
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    next.set(k, v);
    setParams(next, { replace: true });
  };
  const q = useQuery({ queryKey: ['per-indikator', tipe, sumber, tahun], queryFn: ({ signal }) => statistikApi.perIndikator(tipe, sumber, tahun, signal), placeholderData: keepPreviousData });
  const rows = q.data?.data ?? [];
  const data = rows.map((r) => ({ nomor: `${r.nomor}. ${r.nama}`, ...Object.fromEntries(LEVEL.map((l, i) => [l.key, jumlahLevel(r, i)])) }));
  const terendah = [...rows].filter((r) => r.jumlah_jawaban > 0).sort((a, b) => a.rata_rata_skor / (a.skor_maks || 1) - b.rata_rata_skor / (b.skor_maks || 1))[0];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Sebaran jawaban per indikator: skor = bobot × level; skor 0 berarti dijawab tetapi tidak mencapai level.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl aria-label="Jenis indikator" value={tipe} onChange={(v) => set('tipe', v)} data={[{ value: 'P', label: 'Daerah (SPD)' }, { value: 'I', label: 'Inovasi (SID)' }]} size="sm" />
          <SegmentedControl aria-label="Sumber skor" value={sumber} onChange={(v) => set('sumber', v)} data={[{ value: 'self', label: 'Mandiri' }, { value: 'verified', label: 'Terverifikasi' }]} size="sm" />
          <TahunSelect value={tahun} onChange={setTahun} />
        </Group>
      </Group>
      <Panel title={`Sebaran level per indikator ${q.data?.tahun ?? ''}`} description={terendah ? `Rata-rata terendah terhadap skor maksimum: indikator ${terendah.nomor} (${terendah.nama}).` : undefined}>
        <Muat q={q} kosong={rows.length === 0} baris={10}>
          <Grafik
            judul="Sebaran level per indikator"
            ringkas={`${angka(rows.length)} indikator, ${angka(rows.reduce((s, r) => s + r.jumlah_jawaban, 0))} jawaban.`}
            spec={{ kind: 'hstacked', data, x: 'nomor', seri: LEVEL, height: Math.max(240, rows.length * 26 + 60), labelWidth: 200 }}
            tabel={null}
          />
          <DataTable
            caption="Sebaran level per indikator"
            rows={rows}
            rowKey={(r) => r.indikator_id}
            minWidth={760}
            cols={[
              { label: 'No', value: (r) => r.nomor },
              { label: 'Indikator', value: (r) => r.nama },
              { label: 'Jawaban', value: (r) => angka(r.jumlah_jawaban), numeric: true },
              ...LEVEL.map((l, i) => ({ label: l.label, value: (r: BarisIndikator) => angka(jumlahLevel(r, i)), numeric: true })),
              { label: 'Rata-rata skor', value: (r) => skor2(r.rata_rata_skor), numeric: true },
              { label: 'Skor maks', value: (r) => (r.skor_maks ?? '–').toLocaleString('id-ID'), numeric: true },
            ]}
          />
        </Muat>
      </Panel>
    </Stack>
  );
}
