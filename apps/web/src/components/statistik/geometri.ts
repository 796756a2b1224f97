/**
 * Geometry of the statistics charts (pure, tested): the value axis with round ticks, the
 * category bands, and where each bar or point of a series goes. charts.tsx draws it as SVG.
 */

/** Round tick step (1, 2, 2.5 or 5 × 10^k) for about `target` ticks up to `max`. */
export function langkahTick(max: number, target = 5, bulat = true): number {
  if (!(max > 0)) return 1;
  const kasar = max / target;
  const pangkat = 10 ** Math.floor(Math.log10(kasar));
  const n = kasar / pangkat;
  const step = (n <= 1 ? 1 : n <= 2 ? 2 : n <= 2.5 ? 2.5 : n <= 5 ? 5 : 10) * pangkat;
  return bulat ? Math.max(1, Math.ceil(step)) : step;
}

/** The value axis: 0 to a round maximum at or above the largest value, with its ticks. */
export function sumbuNilai(maxData: number, bulat = true): { max: number; ticks: number[] } {
  const step = langkahTick(maxData, 5, bulat);
  const max = Math.max(step, Math.ceil((maxData > 0 ? maxData : 0) / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let v = 0; v <= max + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return { max, ticks };
}

export type Nilai = string | number | null | undefined;

/** A number of a data cell; anything else counts as 0 (an empty bar). */
export const nilai = (v: Nilai): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The largest value to show: per row the sum of the series (stacked) or the largest series. */
export function maksimum(data: readonly Record<string, Nilai>[], keys: readonly string[], tumpuk: boolean): number {
  let m = 0;
  for (const row of data) {
    const vs = keys.map((k) => nilai(row[k]));
    m = Math.max(m, tumpuk ? vs.reduce((a, b) => a + Math.max(0, b), 0) : Math.max(0, ...vs));
  }
  return m;
}

export interface Batang {
  seri: number;
  /** Offset along the category axis from the band start, and thickness. */
  pos: number;
  tebal: number;
  /** Start and end along the value axis, in values. */
  dari: number;
  sampai: number;
}

/**
 * The bars of one category band of width `band`: grouped side by side, or stacked in one bar.
 * Negative values are drawn as empty (the statistics have none).
 */
export function batangKategori(row: Record<string, Nilai>, keys: readonly string[], band: number, tumpuk: boolean): Batang[] {
  const isi = band * (tumpuk ? 0.6 : 0.8);
  const awal = (band - isi) / 2;
  if (tumpuk) {
    let acc = 0;
    return keys.map((k, i) => {
      const v = Math.max(0, nilai(row[k]));
      const b = { seri: i, pos: awal, tebal: isi, dari: acc, sampai: acc + v };
      acc += v;
      return b;
    });
  }
  const tebal = isi / Math.max(1, keys.length);
  return keys.map((k, i) => ({ seri: i, pos: awal + i * tebal, tebal, dari: 0, sampai: Math.max(0, nilai(row[k])) }));
}

/** Every n-th category label so that labels `minJarak` px apart fit in `panjang` px. */
export function jarakLabel(jumlah: number, panjang: number, minJarak: number): number {
  if (jumlah <= 0) return 1;
  return Math.max(1, Math.ceil((jumlah * minJarak) / Math.max(1, panjang)));
}

/** A label cut to `n` characters with an ellipsis. */
export const pendek = (v: unknown, n = 28): string => {
  const s = String(v ?? '');
  return s.length > n ? `${s.slice(0, Math.max(1, n - 1))}…` : s;
};

/** Numbers as Indonesians write them (dot thousands, comma decimals). */
export const angkaId = (v: unknown): string => (typeof v === 'number' ? v.toLocaleString('id-ID', { maximumFractionDigits: 2 }) : String(v ?? ''));
