import { z } from 'zod';
import { bulat } from './skor-indikator';
import type { AturanJumlahInovasi, Kelayakan, Metodologi, PredikatBand } from './types';

const SUMBER_PIHAK_KETIGA = 'pihak ketiga (S5, S8)';

/**
 * The methodology of the years we know, with the same values the database seed
 * writes to `metodologi` (apps/api/src/db/seed/master.ts). `sumber` says, per
 * value, whether it is official (resmi), derived from official numbers
 * (turunan), third-party (pihak ketiga) or unknown (tidak diketahui); see
 * /work/shared/domain/iid-methodology.md for the sources S1…S27.
 */
export const METODOLOGI_BAWAAN: Readonly<Record<2023 | 2026, Metodologi & { sumber: Readonly<Record<string, string>> }>> = {
  2023: {
    tahun: 2023,
    k: 10,
    skor_maks_total: 250,
    skor_maks_spd: 63,
    skor_maks_kematangan: 111,
    // the 2023 formula was not found: only its maximum (76 = 250 − 63 − 111) is known
    skor_jumlah_inovasi: { rumus: null, maks: 76 },
    predikat: [
      { nama: 'Sangat Inovatif', mulai_dari: 60.01, sampai_dengan: 100 },
      { nama: 'Inovatif', mulai_dari: 35, sampai_dengan: 60 },
      { nama: 'Kurang Inovatif', mulai_dari: 0.01, sampai_dengan: 34.99 },
      { nama: 'Tidak Dapat Dinilai', mulai_dari: 0, sampai_dengan: 0 },
    ],
    kelayakan: { tahapan_min: 2, tahun_terakhir: 2 },
    sumber: {
      k: 'resmi (S1)',
      skor_maks_total: 'turunan dari angka resmi (S1)',
      skor_maks_spd: 'resmi (S1, S4)',
      skor_maks_kematangan: 'resmi (S16)',
      skor_jumlah_inovasi: 'tidak diketahui (maksimum 76 turunan)',
      predikat: 'resmi (S1)',
      'kelayakan.tahun_terakhir': 'resmi 2022 (S15), diasumsikan berlaku',
      katalog: 'SID: pihak ketiga (S6); SPD 2023 tidak diketahui',
    },
  },
  2026: {
    tahun: 2026,
    k: 12,
    skor_maks_total: 250,
    skor_maks_spd: 63,
    skor_maks_kematangan: 111,
    skor_jumlah_inovasi: { rumus: 'linear', faktor: 0.38, batas_n: 200, maks: 76, syarat_urusan_yandas_min: 5 },
    predikat: [
      { nama: 'Sangat Inovatif', mulai_dari: 65.01, sampai_dengan: 100 },
      { nama: 'Inovatif', mulai_dari: 40.01, sampai_dengan: 65 },
      { nama: 'Kurang Inovatif', mulai_dari: 0.01, sampai_dengan: 40 },
      { nama: 'Tidak Dapat Dinilai', mulai_dari: 0, sampai_dengan: 0 },
    ],
    kelayakan: { tahapan_min: 2, waktu_penerapan_min: '2024-01-01', waktu_penerapan_max: '2025-12-31' },
    sumber: {
      k: SUMBER_PIHAK_KETIGA,
      skor_maks_total: SUMBER_PIHAK_KETIGA,
      skor_maks_spd: SUMBER_PIHAK_KETIGA,
      skor_maks_kematangan: SUMBER_PIHAK_KETIGA,
      skor_jumlah_inovasi: SUMBER_PIHAK_KETIGA,
      predikat: SUMBER_PIHAK_KETIGA,
      'kelayakan.waktu_penerapan': SUMBER_PIHAK_KETIGA,
      katalog: 'pihak ketiga (S5)',
    },
  },
};

// ---------------------------------------------------------------- row validation

/** Indonesian message of a zod issue (the schema's own messages win over this map). */
function pesanIsu(iss: z.core.$ZodRawIssue): string {
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.input === undefined) return 'wajib diisi';
      const jenis: Record<string, string> = {
        number: 'harus berupa angka',
        int: 'harus berupa bilangan bulat',
        string: 'harus berupa teks',
        object: 'harus berupa objek JSON',
        array: 'harus berupa daftar JSON',
        record: 'harus berupa objek JSON',
        null: 'harus kosong (null)',
      };
      return jenis[iss.expected] ?? 'jenis data tidak sesuai';
    }
    case 'too_small':
      if (iss.origin === 'array') return `minimal ${String(iss.minimum)} baris`;
      if (iss.origin === 'string') return 'wajib diisi';
      return iss.inclusive ? `minimal ${String(iss.minimum)}` : `harus lebih dari ${String(iss.minimum)}`;
    case 'too_big':
      return iss.inclusive ? `maksimal ${String(iss.maximum)}` : `harus kurang dari ${String(iss.maximum)}`;
    case 'invalid_value':
      return `harus salah satu dari: ${iss.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return 'bentuk tidak dikenali';
    case 'invalid_format':
      return 'format tidak valid';
    default:
      return 'tidak valid';
  }
}

/** A JSON column may arrive parsed (jsonb) or as text; numbers may arrive as text (numeric columns). */
function jsonTeks(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}
function angkaTeks(v: unknown): unknown {
  return typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
}

const angkaPositifAtauNull = z.preprocess(
  angkaTeks,
  z
    .number()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
);

const rumusLinear = z.object({
  rumus: z.literal('linear'),
  faktor: z.number().nonnegative(),
  batas_n: z.number().int().positive(),
  maks: z.number().nonnegative(),
  syarat_urusan_yandas_min: z.number().int().min(0).max(6).optional(),
});
const rumusTabel = z.object({
  rumus: z.literal('tabel'),
  batas: z.array(z.object({ min_n: z.number().int().nonnegative(), skor: z.number().nonnegative() })).min(1),
  maks: z.number().nonnegative(),
  syarat_urusan_yandas_min: z.number().int().min(0).max(6).optional(),
});
const rumusBelum = z.object({
  rumus: z.null(),
  maks: z
    .number()
    .nonnegative()
    .nullish()
    .transform((v) => v ?? null),
});
const aturanJumlahInovasi = z.preprocess(
  (v) => jsonTeks(v) ?? { rumus: null, maks: null },
  z.discriminatedUnion('rumus', [rumusLinear, rumusTabel, rumusBelum], {
    // zod reports a non-object as invalid_type although the callback is typed for invalid_union only
    error: (iss) => (String(iss.code) === 'invalid_type' ? 'harus berupa objek JSON' : "rumus harus 'linear', 'tabel' atau null"),
  }),
);

const band = z
  .object({ nama: z.string().trim().min(1), mulai_dari: z.number(), sampai_dengan: z.number() })
  .refine((b) => b.mulai_dari <= b.sampai_dengan, { error: 'mulai_dari tidak boleh lebih besar dari sampai_dengan' });
const daftarPredikat = z.preprocess(
  (v) => jsonTeks(v) ?? [],
  z.array(band).superRefine((bands, ctx) => {
    const urut = [...bands].sort((a, b) => a.mulai_dari - b.mulai_dari);
    for (let i = 1; i < urut.length; i++) {
      const a = urut[i - 1];
      const b = urut[i];
      if (a && b && b.mulai_dari <= a.sampai_dengan) ctx.addIssue({ code: 'custom', message: `rentang "${a.nama}" dan "${b.nama}" tumpang tindih` });
    }
  }),
);

function tanggalValid(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}
const tanggalIso = z.string().refine(tanggalValid, { error: 'harus tanggal yang valid dengan format YYYY-MM-DD' });
const kelayakan = z.preprocess(
  (v) => jsonTeks(v) ?? {},
  z
    .object({
      tahapan_min: z.number().int().min(0).max(2).optional(),
      waktu_penerapan_min: tanggalIso.optional(),
      waktu_penerapan_max: tanggalIso.optional(),
      tahun_terakhir: z.number().int().positive().optional(),
    })
    .refine((k) => !k.waktu_penerapan_min || !k.waktu_penerapan_max || k.waktu_penerapan_min <= k.waktu_penerapan_max, {
      error: 'waktu_penerapan_min tidak boleh setelah waktu_penerapan_max',
    }),
);

const barisMetodologi = z.object({
  tahun: z.preprocess(angkaTeks, z.number().int().min(2017).max(2100)),
  k: angkaPositifAtauNull,
  skor_maks_total: angkaPositifAtauNull,
  skor_maks_spd: angkaPositifAtauNull,
  skor_maks_kematangan: angkaPositifAtauNull,
  skor_jumlah_inovasi: aturanJumlahInovasi,
  predikat: daftarPredikat,
  kelayakan,
  sumber: z.preprocess((v) => jsonTeks(v) ?? undefined, z.record(z.string(), z.string()).optional()),
  catatan: z.string().nullish(),
});

export type HasilParseMetodologi =
  | { ok: true; metodologi: Metodologi; peringatan: string[] }
  | { ok: false; masalah: string[] };

function hampirSama(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-9;
}

/**
 * Validates a `metodologi` row as read from the database (JSON columns parsed
 * or as text, numbers as numbers or numeric text) and returns the typed
 * methodology, or the list of problems in Indonesian ("kolom: masalah").
 *
 * Missing values are allowed where the engine has a documented fallback, and
 * reported in `peringatan` (non-fatal): k (the engine uses 1), skor_maks_total
 * (IID not measurable), the count-score formula (rumus null), the predicate
 * bands (empty: predicate "Tidak dapat diukur"). Inconsistent maxima are also
 * warnings: SPD + kematangan + count maximum ≠ total, or faktor × batas_n ≠ maks.
 *
 * Fatal problems: wrong types, an unknown rumus, a band whose start is above its
 * end, overlapping bands, an invalid or reversed date window.
 */
export function parseMetodologi(row: unknown): HasilParseMetodologi {
  const hasil = barisMetodologi.safeParse(row, { error: pesanIsu });
  if (!hasil.success) {
    const masalah = hasil.error.issues.map((iss) => (iss.path.length ? `${iss.path.map(String).join('.')}: ${iss.message}` : iss.message));
    return { ok: false, masalah };
  }
  const d = hasil.data;
  const aturan: AturanJumlahInovasi = d.skor_jumlah_inovasi;
  const predikat: PredikatBand[] = d.predikat;
  const kel: Kelayakan = d.kelayakan;
  const metodologi: Metodologi = {
    tahun: d.tahun,
    k: d.k,
    skor_maks_total: d.skor_maks_total,
    skor_maks_spd: d.skor_maks_spd,
    skor_maks_kematangan: d.skor_maks_kematangan,
    skor_jumlah_inovasi: aturan,
    predikat,
    kelayakan: kel,
    ...(d.sumber ? { sumber: d.sumber } : {}),
    ...(d.catatan !== undefined ? { catatan: d.catatan } : {}),
  };

  const peringatan: string[] = [];
  if (d.k === null) peringatan.push('k: belum ditetapkan; perhitungan memakai k = 1.');
  if (d.skor_maks_total === null) peringatan.push('skor_maks_total: belum ditetapkan; IID tidak dapat diukur.');
  if (aturan.rumus === null) peringatan.push('skor_jumlah_inovasi: rumus belum ditetapkan; skor jumlah inovasi dilaporkan "Belum ditetapkan".');
  if (!predikat.length) peringatan.push('predikat: batas predikat belum diisi; predikat menjadi "Tidak dapat diukur".');
  if (d.skor_maks_total !== null && d.skor_maks_spd !== null && d.skor_maks_kematangan !== null && aturan.maks !== null) {
    const jumlah = d.skor_maks_spd + d.skor_maks_kematangan + aturan.maks;
    if (!hampirSama(jumlah, d.skor_maks_total)) {
      peringatan.push(
        `skor_maks_total: ${d.skor_maks_total} tidak sama dengan maksimum SPD + kematangan + jumlah inovasi (${d.skor_maks_spd} + ${d.skor_maks_kematangan} + ${aturan.maks} = ${bulat(jumlah)}).`,
      );
    }
  }
  if (aturan.rumus === 'linear' && !hampirSama(aturan.faktor * aturan.batas_n, aturan.maks)) {
    peringatan.push(`skor_jumlah_inovasi: faktor × batas_n = ${bulat(aturan.faktor * aturan.batas_n)}, berbeda dari maks ${aturan.maks}; skor dibatasi pada maks.`);
  }
  return { ok: true, metodologi, peringatan };
}
