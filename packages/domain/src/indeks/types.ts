/**
 * Types of the IID (Indeks Inovasi Daerah) engine.
 *
 * They mirror the database: table `metodologi` (one row per assessment year),
 * `iga_indikator` with its scale rows `iga_skala`, and the answer columns of the
 * indicator answer tables (nilai, nilai_sebelum, nilai_sesudah, skala_id).
 * See /work/shared/domain/iid-methodology.md for the method itself.
 */

/**
 * Input type of an indicator (core spec §3):
 * L text, H scale choice, T number with unit, G/X/Y/Z/D before-and-after values,
 * O other, C vision and mission, V video plus URL, F photo, A automatic.
 */
export type JenisIndikator = 'L' | 'H' | 'T' | 'G' | 'X' | 'Y' | 'Z' | 'D' | 'O' | 'C' | 'V' | 'F' | 'A';

/** The before-and-after types whose value is derived from two numbers. */
export type JenisSebelumSesudah = 'G' | 'X' | 'Y' | 'Z' | 'D';

/** P regional unit (SPD), I innovation unit (SID), V validation, R head-of-region presentation. */
export type TipeIndikator = 'P' | 'I' | 'V' | 'R';

/**
 * How a before-and-after indicator turns its two numbers into the value placed on the scale (data of the
 * year's catalogue, column `iga_indikator.rumus`; without it the input type decides, see `rumusIndikator`):
 * - `persen`: percent change (after − before) / before × 100 (types G, X);
 * - `selisih_turun`: a decrease in points, before − after (types Y, Z; the 2026 "progres penurunan" rows);
 * - `selisih_naik`: an increase in points, after − before (type D).
 */
export const RUMUS_INDIKATOR = ['persen', 'selisih_turun', 'selisih_naik'] as const;
export type RumusIndikator = (typeof RUMUS_INDIKATOR)[number];

/** Labels of the formulas for the screens and the methodology page. */
export const LABEL_RUMUS: Readonly<Record<RumusIndikator, string>> = {
  persen: 'Persentase perubahan: (T2 − T1) / T1 × 100%',
  selisih_turun: 'Penurunan poin: T1 − T2',
  selisih_naik: 'Kenaikan poin: T2 − T1',
};

/**
 * One parameter (level) of an indicator: a row of `iga_skala`. A missing bound is open. Bounds are inclusive
 * unless `mulai_inklusif` / `sampai_inklusif` is false (0): the catalogue's "> 5,23" is `mulai_dari` 5.23
 * with `mulai_inklusif` false.
 */
export interface SkalaDef {
  id?: number;
  /** The level (1, 2, 3 in every known catalogue). */
  nilai: number;
  mulai_dari?: number | null;
  sampai_dengan?: number | null;
  mulai_inklusif?: boolean | number | null;
  sampai_inklusif?: boolean | number | null;
  keterangan?: string;
}

/** An indicator of one year (a row of `iga_indikator` with its scale). */
export interface IndikatorDef {
  id: number;
  kode: string;
  tipe: TipeIndikator;
  jenis: JenisIndikator;
  /** Weight; null for the automatic indicator 36. */
  bobot: number | null;
  /** Formula of a before-and-after indicator; null or missing: by `jenis` (see `rumusIndikator`). */
  rumus?: RumusIndikator | string | null;
  skala: readonly SkalaDef[];
  required: boolean | number;
  skor_maks: number | null;
}

/**
 * An answer to one indicator (self answer or verified answer).
 * `nilai` is a text column in the database, so numeric strings are accepted
 * ("12", "5.23", "5,23").
 */
export interface Jawaban {
  nilai?: number | string | null;
  nilai_sebelum?: number | string | null;
  nilai_sesudah?: number | string | null;
  /** Chosen scale row (`iga_skala.id`). */
  skala_id?: number | null;
  /** Chosen level directly (e.g. set by a verifier). */
  level?: number | null;
}

/** Answers keyed by indicator id. */
export type JawabanPerIndikator =
  | ReadonlyMap<number, Jawaban | null | undefined>
  | Readonly<Record<number, Jawaban | null | undefined>>;

/** Skor Jumlah Inovasi (indicator 36): MIN(n, batas_n) × faktor, capped at maks. */
export interface AturanJumlahInovasiLinear {
  rumus: 'linear';
  faktor: number;
  batas_n: number;
  maks: number;
  /** Minimum number of the 6 basic-service affairs (urusan wajib pelayanan dasar) covered; below it the score is 0. */
  syarat_urusan_yandas_min?: number;
}

/** Skor Jumlah Inovasi by count bands: the score of the highest band whose min_n ≤ n, capped at maks. */
export interface AturanJumlahInovasiTabel {
  rumus: 'tabel';
  batas: readonly { min_n: number; skor: number }[];
  maks: number;
  syarat_urusan_yandas_min?: number;
}

/** Formula unknown for this year (e.g. 2023): only the maximum may be known. */
export interface AturanJumlahInovasiBelumDitetapkan {
  rumus: null;
  maks: number | null;
}

export type AturanJumlahInovasi = AturanJumlahInovasiLinear | AturanJumlahInovasiTabel | AturanJumlahInovasiBelumDitetapkan;

/** A predicate band; both bounds inclusive, compared on the IID rounded to 2 decimals. */
export interface PredikatBand {
  nama: string;
  mulai_dari: number;
  sampai_dengan: number;
}

/** Which innovations are counted in the index of a year. Every rule is optional. */
export interface Kelayakan {
  /** Minimum stage (inovasi_status: 0 Inisiatif, 1 Uji Coba, 2 Penerapan). */
  tahapan_min?: number;
  /** Application date window (waktu_implementasi), inclusive, YYYY-MM-DD. */
  waktu_penerapan_min?: string;
  waktu_penerapan_max?: string;
  /** Application year within the N calendar years before the assessment year. */
  tahun_terakhir?: number;
}

/** The IID rules of one assessment year (a row of `metodologi`). */
export interface Metodologi {
  tahun: number;
  /** Divisor floor in MAX(k, n); null when not set for the year. */
  k: number | null;
  skor_maks_total: number | null;
  skor_maks_spd: number | null;
  skor_maks_kematangan: number | null;
  skor_jumlah_inovasi: AturanJumlahInovasi;
  predikat: readonly PredikatBand[];
  kelayakan: Kelayakan;
  /** Where each value comes from (resmi / pihak ketiga / tidak diketahui …). */
  sumber?: Readonly<Record<string, string>>;
  catatan?: string | null;
}
