import type { PerTema, TemaTahun } from './api';
import { angka, DataTable, Grafik, Panel, PALET } from './ui';

/** Innovations per theme over the years (stacked bars per year). */
export function TemaPerTahun({ data }: { data: TemaTahun }) {
  const rows = data.tahun.map((t) => ({ tahun: String(t), ...Object.fromEntries(data.tema.map((x) => [`t${x.kode}`, data.data.find((r) => r.tahun === t && r.kode === x.kode)?.jumlah ?? 0])) }));
  const nilai = (x: PerTema, t: number) => data.data.find((r) => r.tahun === t && r.kode === x.kode)?.jumlah ?? 0;
  return (
    <Panel title="Tema inovasi dari tahun ke tahun" description="Jumlah inovasi per tema menurut tahun data.">
      {data.tahun.length === 0 ? (
        <div>Tidak ada data</div>
      ) : (
        <Grafik
          judul="Tema inovasi per tahun"
          ringkas={`${angka(data.total)} inovasi dalam ${data.tema.length} tema, tahun ${data.tahun[0]}–${data.tahun[data.tahun.length - 1]}.`}
          spec={{ kind: 'stacked', data: rows, x: 'tahun', seri: data.tema.map((x, i) => ({ key: `t${x.kode}`, label: x.nama, color: PALET[i % PALET.length]! })), height: 300 }}
          tabel={
            <DataTable
              caption="Tema inovasi per tahun"
              rows={data.tema}
              rowKey={(r) => String(r.kode)}
              minWidth={320 + data.tahun.length * 60}
              cols={[{ label: 'Tema', value: (r) => r.nama }, ...data.tahun.map((t) => ({ label: String(t), value: (r: PerTema) => angka(nilai(r, t)), numeric: true }))]}
            />
          }
        />
      )}
    </Panel>
  );
}
