import { RUMUS_INDIKATOR, type IndikatorDef, type Jawaban, type JenisSebelumSesudah, type RumusIndikator, type SkalaDef } from './types';

/** Decimals kept by every score of the engine. */
export const DESIMAL_SKOR = 4;

/**
 * `x` rounded to `desimal` decimals, half away from zero, always finite.
 *
 * Binary noise is removed first (1.00005 × 10 000 is 10 000.499999… in floating
 * point), so a value written with a 5 in the next decimal rounds up as a person
 * would expect. Non-finite input gives 0; −0 gives 0.
 */
export function bulat(x: number, desimal: number = DESIMAL_SKOR): number {
  if (!Number.isFinite(x)) return 0;
  const f = 10 ** desimal;
  const r = (Math.sign(x) * Math.round(Number((Math.abs(x) * f).toPrecision(15)))) / f;
  return Number.isFinite(r) ? r + 0 : 0;
}

/**
 * A number from an answer field. The `nilai` column is text, so numeric strings
 * are accepted, with a dot or a single decimal comma ("5,23"). Anything else
 * (empty, text, NaN, Infinity) gives null.
 */
export function angka(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(s)) return null;
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * Percent change from `before` to `after`: (after − before) / before × 100,
 * rounded to 4 decimals (core spec §5, types G and X).
 *
 * **before = 0.** The ratio is undefined there, but the score must be a defined,
 * finite number (never NaN or Infinity, which would poison every sum above it).
 * We return:
 * - `0` when after = 0 too: nothing changed;
 * - `100` when after > 0: growth from nothing is counted as a full (+100 %) change.
 *   The direction is kept, and the size is the smallest that still reads as a
 *   complete change; any larger number would be arbitrary since the true ratio
 *   is unbounded;
 * - `−100` when after < 0: the mirror case, a full change downwards.
 *
 * **before < 0.** The spec's formula is applied literally (the sign follows the
 * negative denominator); none of the known indicators has a negative base.
 *
 * Non-finite input gives 0.
 */
export function perubahanPersen(before: number, after: number): number {
  if (!Number.isFinite(before) || !Number.isFinite(after)) return 0;
  if (before === 0) return after === 0 ? 0 : after > 0 ? 100 : -100;
  return bulat(((after - before) / before) * 100);
}

const SEBELUM_SESUDAH: readonly string[] = ['G', 'X', 'Y', 'Z', 'D'] satisfies readonly JenisSebelumSesudah[];

/** Whether an indicator type is scored from a before and an after value. */
export function isJenisSebelumSesudah(jenis: string): jenis is JenisSebelumSesudah {
  return SEBELUM_SESUDAH.includes(jenis);
}

/** The formula an input type implies when the catalogue row names none (methodology §4.7). */
const RUMUS_BAWAAN: Readonly<Record<JenisSebelumSesudah, RumusIndikator>> = { G: 'persen', X: 'persen', Y: 'selisih_turun', Z: 'selisih_turun', D: 'selisih_naik' };

/**
 * The formula of a before-and-after indicator: the catalogue row's `rumus` when it is one of
 * {@link RUMUS_INDIKATOR}, else by input type (G, X percent change; Y, Z before − after, since
 * "(T2 − T1) × −1" is T1 − T2; D after − before). Null for any other input type.
 */
export function rumusIndikator(ind: { jenis: string; rumus?: string | null }): RumusIndikator | null {
  if (!isJenisSebelumSesudah(ind.jenis)) return null;
  const r = ind.rumus?.trim();
  if (r && (RUMUS_INDIKATOR as readonly string[]).includes(r)) return r as RumusIndikator;
  return RUMUS_BAWAAN[ind.jenis];
}

/**
 * The value a before-and-after indicator is scored on (core spec §5), 4 decimals, by its formula
 * ({@link rumusIndikator}): percent change ({@link perubahanPersen}), before − after, or after − before.
 * `ind` may be the input type alone (its default formula applies).
 *
 * Returns null when the indicator is not a before-and-after type or when either value is missing or not a
 * number (the indicator is then unanswered).
 */
export function nilaiTurunan(ind: { jenis: string; rumus?: string | null } | string, before: unknown, after: unknown): number | null {
  const rumus = rumusIndikator(typeof ind === 'string' ? { jenis: ind } : ind);
  if (rumus === null) return null;
  const b = angka(before);
  const a = angka(after);
  if (b === null || a === null) return null;
  switch (rumus) {
    case 'persen':
      return perubahanPersen(b, a);
    case 'selisih_turun':
      return bulat(b - a);
    case 'selisih_naik':
      return bulat(a - b);
  }
}

/** Decimals a bound is written with (5.23 → 2, 13.1 → 1, 200 → 0), at most 4. */
function desimalBatas(x: number): number {
  for (let d = 0; d < DESIMAL_SKOR; d++) {
    const f = 10 ** d;
    if (Math.round(x * f) / f === x) return d;
  }
  return DESIMAL_SKOR;
}

function batas(v: number | null | undefined): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

const inklusif = (v: boolean | number | null | undefined): boolean => v !== false && v !== 0;

/**
 * The level of `value` on a numeric scale: the `nilai` of the row whose range contains the value. A bound is
 * inclusive unless the row marks it exclusive (`mulai_inklusif` / `sampai_inklusif` false: "> 5,23"); a
 * missing bound is open. Rows with no bound at all are choice rows and never match a number.
 *
 * Choices documented here:
 * - **Precision.** The value is first rounded (half up, {@link bulat}) to the number of decimals the scale's
 *   bounds are written with (at most 4). Bounds such as "≤ 2,04 / 2,05 s.d. 5,23" leave gaps (2.045) that
 *   the source never meant; rounding puts such a value in the band it reads as (2.045 → 2.05 → level 2).
 * - **Overlapping bounds.** Where the catalogue note says which row a shared bound belongs to, the data
 *   carries it as an exclusive end (SPD-04: "> 5,23 → parameter 3"). Where no note says so
 *   (0,36 / 0,36; 5,91–5,92; 2,34–2,35), a value in two rows gets the HIGHEST matching level: the overlap is
 *   a transcription ambiguity and the region gets the benefit of the doubt. This works the same for
 *   reversed scales (lower is better), whose higher level has the lower range.
 * - **No match** (below every range, e.g. 0 on a scale that starts at 1) → 0.
 */
export function levelDariNilai(skala: readonly SkalaDef[], value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  const rentang = skala.filter((s) => Number.isFinite(s.nilai) && s.nilai >= 0 && (batas(s.mulai_dari) !== null || batas(s.sampai_dengan) !== null));
  if (!rentang.length) return 0;
  const desimal = Math.max(
    0,
    ...rentang.flatMap((s) => [batas(s.mulai_dari), batas(s.sampai_dengan)]).map((b) => (b === null ? 0 : desimalBatas(b))),
  );
  const v = bulat(value, desimal);
  let level = 0;
  for (const s of rentang) {
    const min = batas(s.mulai_dari);
    const max = batas(s.sampai_dengan);
    const atasMin = min === null || (inklusif(s.mulai_inklusif) ? v >= min : v > min);
    const bawahMax = max === null || (inklusif(s.sampai_inklusif) ? v <= max : v < max);
    if (atasMin && bawahMax && s.nilai > level) level = s.nilai;
  }
  return level;
}

/**
 * The level chosen in an answer: by `skala_id` (a row of this indicator's scale),
 * else by `level` (0, or a level present in the scale). Returns null when the
 * answer makes no choice, and 0 for an invalid choice (unknown row, level not in
 * the scale, or an empty scale).
 */
export function levelPilihan(skala: readonly SkalaDef[], jawaban: Jawaban): number | null {
  if (jawaban.skala_id !== null && jawaban.skala_id !== undefined) {
    const row = skala.find((s) => s.id !== undefined && s.id === jawaban.skala_id);
    return row && Number.isFinite(row.nilai) && row.nilai >= 0 ? row.nilai : 0;
  }
  if (jawaban.level !== null && jawaban.level !== undefined) {
    const l = jawaban.level;
    if (!Number.isFinite(l)) return 0;
    if (l === 0) return 0;
    return skala.some((s) => s.nilai === l) ? l : 0;
  }
  return null;
}

/**
 * The level an answer reaches on an indicator, by input type:
 * - H, C (choice): the chosen level (skala_id or level).
 * - T (number): the level of `nilai` on the scale; without a number, a chosen level.
 * - G, X, Y, Z, D: the level of the derived value ({@link nilaiTurunan}) on the
 *   scale; without both numbers, a chosen level.
 * - L, O, V, F (text / evidence): with a scale they behave as a choice; when no
 *   choice is made but `nilai` is a number and the scale has bounds (the 2026
 *   video indicator counts 1–5 substance points), the number is placed on the
 *   scale. Without a scale: 0.
 * - A (automatic, e.g. Skor Jumlah Inovasi): 0 here, it is computed elsewhere.
 * - Unknown type, missing or invalid answer: 0.
 */
export function levelJawaban(ind: IndikatorDef, jawaban: Jawaban | null | undefined): number {
  if (!jawaban) return 0;
  const skala = ind.skala ?? [];
  switch (ind.jenis) {
    case 'H':
    case 'C':
      return levelPilihan(skala, jawaban) ?? 0;
    case 'T': {
      const v = angka(jawaban.nilai);
      return v !== null ? levelDariNilai(skala, v) : (levelPilihan(skala, jawaban) ?? 0);
    }
    case 'G':
    case 'X':
    case 'Y':
    case 'Z':
    case 'D': {
      const v = nilaiTurunan(ind, jawaban.nilai_sebelum, jawaban.nilai_sesudah);
      return v !== null ? levelDariNilai(skala, v) : (levelPilihan(skala, jawaban) ?? 0);
    }
    case 'L':
    case 'O':
    case 'V':
    case 'F': {
      if (!skala.length) return 0;
      const p = levelPilihan(skala, jawaban);
      if (p !== null) return p;
      return levelDariNilai(skala, angka(jawaban.nilai));
    }
    default:
      // 'A' and anything unknown
      return 0;
  }
}

/**
 * Score of one indicator: bobot × level (methodology §4.1), rounded to 4 decimals.
 * A missing, non-finite or negative weight (e.g. the automatic indicator 36),
 * a missing or invalid answer give 0. Always finite and ≥ 0.
 */
export function skorIndikator(ind: IndikatorDef, jawaban: Jawaban | null | undefined): number {
  const bobot = ind.bobot;
  if (typeof bobot !== 'number' || !Number.isFinite(bobot) || bobot <= 0) return 0;
  const level = levelJawaban(ind, jawaban);
  return bulat(bobot * level);
}
