import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Anchor, Stack } from '@mantine/core';
import { statistikApi, type BarisDaerah } from './api';
import { angka, DataTable, Grafik, Muat, Panel, skor2, WARNA } from './ui';

/**
 * Regions grouped by province (or the regencies and cities of one province):
 * innovations, sent, verified, mean self and verified IID, as a chart of the
 * means and a table.
 */
export function StatistikWilayah({ propinsi, tahun, onPilih }: { propinsi: number | null; tahun: number | null; onPilih?: (id: number) => void }) {
  const q = useQuery({ queryKey: ['statistik-daerah', propinsi, tahun], queryFn: ({ signal }) => statistikApi.daerah(propinsi, tahun, signal), placeholderData: keepPreviousData });
  const rows = q.data?.data ?? [];
  const grafik = [...rows].filter((r) => r.rata_rata_self > 0 || r.rata_rata_verified > 0).sort((a, b) => b.rata_rata_self - a.rata_rata_self).slice(0, 15);
  const judul = propinsi ? `Kabupaten/kota ${q.data?.propinsi?.nama ?? ''}` : 'Per provinsi';
  const total = rows.reduce((s, r) => s + r.inovasi, 0);
  return (
    <Muat q={q} kosong={rows.length === 0} baris={8}>
      <Stack gap="md">
        <Panel title={`Rata-rata IID ${q.data?.tahun ?? ''}: ${judul}`} description="Rata-rata dari daerah yang sudah dinilai (IID di atas 0); 15 teratas menurut IID mandiri.">
          <Grafik
            judul={`Rata-rata IID ${judul}`}
            ringkas={grafik.length ? `Tertinggi: ${grafik[0]!.nama} (${skor2(grafik[0]!.rata_rata_self)} mandiri, ${skor2(grafik[0]!.rata_rata_verified)} terverifikasi). ${angka(total)} inovasi.` : 'Tidak ada data'}
            spec={{
              kind: 'hbar',
              data: grafik.map((r) => ({ nama: r.nama, self: r.rata_rata_self, verified: r.rata_rata_verified })),
              x: 'nama',
              seri: [
                { key: 'self', label: 'Mandiri', color: WARNA.self },
                { key: 'verified', label: 'Terverifikasi', color: WARNA.verified },
              ],
              height: Math.max(200, grafik.length * 38 + 40),
              labelWidth: 160,
            }}
            tabel={<TabelWilayah rows={grafik} caption={`Rata-rata IID ${judul}`} />}
          />
        </Panel>
        <Panel title={judul} description={onPilih && !propinsi ? 'Pilih nama provinsi untuk melihat kabupaten/kotanya.' : undefined}>
          <TabelWilayah rows={rows} caption={`Statistik ${judul}`} onPilih={propinsi ? undefined : onPilih} />
        </Panel>
      </Stack>
    </Muat>
  );
}

function TabelWilayah({ rows, caption, onPilih }: { rows: BarisDaerah[]; caption: string; onPilih?: (id: number) => void }) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.id}
      minWidth={760}
      cols={[
        { label: 'Daerah', value: (r) => (onPilih ? <Anchor component="button" type="button" size="sm" onClick={() => onPilih(r.id)}>{r.nama}</Anchor> : r.nama) },
        { label: 'Pemda', value: (r) => angka(r.jumlah_daerah), numeric: true },
        { label: 'Inovasi', value: (r) => angka(r.inovasi), numeric: true },
        { label: 'Penerapan', value: (r) => angka(r.penerapan), numeric: true },
        { label: 'Dikirim', value: (r) => angka(r.dikirim), numeric: true },
        { label: 'Terverifikasi', value: (r) => angka(r.terverifikasi), numeric: true },
        { label: 'IID mandiri', value: (r) => (r.rata_rata_self ? skor2(r.rata_rata_self) : '–'), numeric: true },
        { label: 'IID terverifikasi', value: (r) => (r.rata_rata_verified ? skor2(r.rata_rata_verified) : '–'), numeric: true },
      ]}
    />
  );
}
