import { z } from 'zod';
import { amplop, amplopDaftar, angkaN, bulatAntara, id, kontrak, kueriDaftar, PDF, teksN, XLSX } from './dasar';
import { kueriUnduh } from './media';
import { ASAL_METODOLOGI, SUMBER_METODOLOGI } from './indeks-daftar';
export * from './indeks-daftar';

/**
 * The index area (IDX-01..03, IDX-07, IDX-08): ranking and recap per cluster, how a region's score is made,
 * the IGA flag, recount, the score change log, the raw activity log and the methodology per year.
 */

const TAG = 'indeks';
const RANKING = { resource: 'indeks', action: 'ranking' } as const;
const RECOUNT = { resource: 'indeks', action: 'recount' } as const;

/** Assessment year of the index: the methodology's range (2017–2100); absent = the first assessment year of the settings. */
const tahunIndeks = bulatAntara(2017, 2100);
const sumberIndeks = z.enum(['self', 'verified'], 'Sumber harus self atau verified.');
export type SumberIndeks = z.output<typeof sumberIndeks>;
/** A cluster code (`iga_klaster.kode`); absent = `provinsi`, unknown = 404. */
const klaster = z.string('Klaster harus berupa teks.').trim().max(30, 'Klaster paling banyak 30 karakter.');

/** The filters of a cluster's ranking and recap. */
const saringKlaster = {
  tahun: tahunIndeks.optional(),
  klaster: klaster.optional(),
};

/** A text filter of a log: trimmed, empty = none. */
const teksSaring = (max: number) =>
  z
    .string('Harus berupa teks.')
    .trim()
    .max(max, `Paling banyak ${max} karakter.`)
    .transform((v) => v || undefined)
    .optional();
/** A WIB day filter (YYYY-MM-DD, a real date), empty = none. */
const tanggalSaring = z
  .string('Harus berupa teks.')
  .trim()
  .refine((v) => v === '' || tanggalValid(v), 'Tanggal harus berformat YYYY-MM-DD.')
  .transform((v) => v || undefined)
  .optional();

/** A command that takes no fields: nothing or `{}`; anything else is refused. */
const tanpaIsi = z.object({}, 'Harus berupa objek JSON.').strict().optional();

/** `{ profil_id }` of `/ranking-index/:profil_id/…`. */
const paramProfil = z.object({ profil_id: id });

// ------------------------------------------------------------------ answers

export const rincianRanking = z.object({
  k: z.number(),
  pembagi: z.number(),
  rata_kematangan: z.number(),
  skor_jumlah_inovasi: angkaN,
  total: z.number(),
  skor_maks_total: angkaN,
});

export const barisRanking = z.object({
  profil_id: z.number(),
  nama: z.string(),
  total_score: z.number(),
  peringkat: z.number(),
  predikat: z.string(),
  tab: z.number(),
  isIga: z.boolean(),
  jumlah_inovasi: z.number(),
  spd: z.number(),
  sid: z.number(),
  /** How the score is made (IDX-01): SID = Σ kematangan / MAX(k, n) + skor jumlah inovasi. */
  rincian: rincianRanking,
  /** Whether the caller may toggle this region's IGA flag (the same policy guards the command). */
  boleh_ubah_iga: z.boolean(),
});
export type BarisRankingIndeks = z.output<typeof barisRanking>;

export const barisRekapAkhir = z.object({
  profil_id: z.number(),
  nama: z.string(),
  total_inovasi: z.number(),
  skor: z.number(),
  skor_final_raw: z.number(),
  iga: z.boolean(),
  predikat: z.string(),
  boleh_ubah_iga: z.boolean(),
});
export type BarisRekapAkhir = z.output<typeof barisRekapAkhir>;

export const hasilIndeksDaerah = z.object({
  tahun: z.number(),
  spd: z.number(),
  jumlah_kematangan: z.number(),
  jumlah_inovasi: z.number(),
  k: z.number(),
  pembagi: z.number(),
  rata_kematangan: z.number(),
  skor_jumlah_inovasi: angkaN,
  sid: z.number(),
  total: z.number(),
  skor_maks_total: angkaN,
  iid: angkaN,
  iid_tampil: angkaN,
  predikat: z.string(),
  catatan: z.array(z.object({ kode: z.string(), pesan: z.string() })),
});

/** One source's result in the breakdown: the engine's result, the basic-service coverage, the stored IID. */
export const sisiRincian = z.object({
  hasil: hasilIndeksDaerah,
  urusan_yandas_tercakup: z.number(),
  tersimpan: z.object({ iid: z.number(), updated_at: z.string() }).nullable(),
});
export type SisiRincian = z.output<typeof sisiRincian>;

/** Whether an innovation counts in one source, why not, and the kematangan that source uses. */
export const kelayakanRincian = z.object({ dihitung: z.boolean(), alasan: z.array(z.string()), kematangan: angkaN });
export const kelayakanTerverifikasiRincian = kelayakanRincian.extend({
  /** Counted while quality control has not confirmed yet ("dihitung sementara, menunggu QC"). */
  menunggu_qc: z.boolean(),
});

/**
 * One indicator row, self beside verified (region SPD rows, innovation kematangan rows). The verified fields
 * are null while the caller may not see the verifier's evaluation (`verifikasi_terlihat` false).
 */
export const barisIndikatorRincian = z.object({
  indikator_id: z.number(),
  kode: teksN,
  nama: z.string(),
  bobot: angkaN,
  /** The formula of a before-and-after row (LABEL_RUMUS), else null. */
  rumus: teksN,
  dijawab: z.boolean(),
  /** The level reached or the value entered, as text. */
  jawaban: teksN,
  skor: z.number(),
  /** A stored supporting document (file or link) backs the answer. */
  ada_bukti: z.boolean(),
  dievaluasi: z.boolean().nullable(),
  verifikasi_jawaban: teksN,
  skor_terverifikasi: angkaN,
  /** skor_terverifikasi − skor. */
  selisih: angkaN,
  alasan: teksN,
  /** The verifier's reason (ALASAN_VERIFIKASI label) or, for an unproven unevaluated claim, that it does not count. */
  alasan_label: teksN,
  catatan: teksN,
});
export type BarisIndikatorRincian = z.output<typeof barisIndikatorRincian>;

export const inovasiRincian = z.object({
  id: z.number(),
  nama: z.string(),
  tahapan: teksN,
  waktu_implementasi: teksN,
  /** The registration in words (Belum dikirim, Menunggu verifikasi, Dikembalikan QC, …). */
  status_registrasi: z.string(),
  /** Of the source asked (`sumber`), for the ranking's expandable row. */
  dihitung: z.boolean(),
  alasan: z.array(z.string()),
  kematangan: angkaN,
  mandiri: kelayakanRincian,
  /** null while the caller may not see this innovation's verified side. */
  terverifikasi: kelayakanTerverifikasiRincian.nullable(),
});
export type InovasiRincian = z.output<typeof inovasiRincian>;

/**
 * Why a region has its score, self and verified side by side. `hasil`, `urusan_yandas_tercakup`, `tersimpan`
 * and each innovation's `dihitung`/`alasan`/`kematangan` are of the source asked (`sumber`, default self).
 */
export const rincianSkorDaerah = z.object({
  profil_id: z.number(),
  nama: z.string(),
  tahun: z.number(),
  sumber: sumberIndeks,
  hasil: hasilIndeksDaerah,
  urusan_yandas_tercakup: z.number(),
  syarat_urusan_yandas_min: angkaN,
  tersimpan: z.object({ iid: z.number(), updated_at: z.string() }).nullable(),
  mandiri: sisiRincian,
  /** null while the caller may not see the verified side (a region before its filling period closes). */
  terverifikasi: sisiRincian.nullable(),
  verifikasi_terlihat: z.boolean(),
  alasan_verifikasi_tersembunyi: teksN,
  /** The region's indicators of the year (tipe P). */
  spd: z.array(barisIndikatorRincian),
  inovasi: z.array(inovasiRincian),
});
export type RincianSkorDaerah = z.output<typeof rincianSkorDaerah>;

/** One innovation of the breakdown: counted or not in each source, and its indicators self beside verified. */
export const rincianSkorInovasi = z.object({
  id: z.number(),
  profil_id: z.number(),
  nama: z.string(),
  tahun: z.number(),
  tahapan: teksN,
  waktu_implementasi: teksN,
  status_registrasi: z.string(),
  mandiri: kelayakanRincian,
  terverifikasi: kelayakanTerverifikasiRincian.nullable(),
  verifikasi_terlihat: z.boolean(),
  alasan_verifikasi_tersembunyi: teksN,
  /** Σ self scores of the rows, and Σ verified scores (null while hidden). */
  jumlah_skor: z.number(),
  jumlah_skor_terverifikasi: angkaN,
  /** Notes when the kematangan an index source uses differs from the rows' sum (e.g. never evaluated). */
  catatan: z.array(z.string()),
  indikator: z.array(barisIndikatorRincian),
});
export type RincianSkorInovasi = z.output<typeof rincianSkorInovasi>;

export const statusIga = z.object({ id: z.number(), nama: z.string(), is_iga: z.number() });
export type StatusIga = z.output<typeof statusIga>;

export const hasilHitungUlang = z.object({ tahun: z.number(), dihitung: z.number(), berubah: z.number(), durasi_ms: z.number() });
export type HasilHitungUlang = z.output<typeof hasilHitungUlang>;

export const aspeklogRow = z.object({
  id: z.number(),
  profil_id: angkaN,
  nama: teksN,
  tahun: angkaN,
  aspek: z.string(),
  nilai_lama: angkaN,
  nilai_baru: angkaN,
  oleh: teksN,
  created_at: z.string(),
});
export type AspeklogRow = z.output<typeof aspeklogRow>;

export const rawlogRow = z.object({
  id: z.number(),
  ts: z.string(),
  account_id: angkaN,
  username: teksN,
  name: z.string(),
  data: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type RawlogRow = z.output<typeof rawlogRow>;

// ------------------------------------------------------------------ methodology


/** The count-score rule as stored (the form edits it field by field; `rumus` null = not set for the year). */
export const aturanJumlahTampil = z.object({
  rumus: z.enum(['linear', 'tabel']).nullable(),
  faktor: z.number().optional(),
  batas_n: z.number().optional(),
  batas: z.array(z.object({ min_n: z.number(), skor: z.number() })).optional(),
  maks: angkaN,
  syarat_urusan_yandas_min: z.number().optional(),
});
export type AturanJumlahTampil = z.output<typeof aturanJumlahTampil>;
export const bandPredikat = z.object({ nama: z.string(), mulai_dari: z.number(), sampai_dengan: z.number() });
export type BandPredikat = z.output<typeof bandPredikat>;
export const kelayakanTampil = z.object({
  tahapan_min: z.number().optional(),
  waktu_penerapan_min: z.string().optional(),
  waktu_penerapan_max: z.string().optional(),
  tahun_terakhir: z.number().optional(),
});
export type KelayakanTampil = z.output<typeof kelayakanTampil>;

export const metodologiTampil = z.object({
  id: z.number(),
  tahun: z.number(),
  k: angkaN,
  skor_maks_total: angkaN,
  skor_maks_spd: angkaN,
  skor_maks_kematangan: angkaN,
  skor_jumlah_inovasi: aturanJumlahTampil.nullable(),
  predikat: z.array(bandPredikat).nullable(),
  kelayakan: kelayakanTampil.nullable(),
  catatan: teksN,
  sumber: z.record(z.string(), z.string()),
  /** Provenance of every value (SUMBER_METODOLOGI), each eligibility rule on its own. */
  asal: z.record(z.enum(SUMBER_METODOLOGI), z.enum(ASAL_METODOLOGI)),
  /** Indicators of the year's catalogue per aspect; 0 means the catalogue is missing (a warning names it). */
  katalog: z.object({ spd: z.number(), sid: z.number() }),
  valid: z.boolean(),
  masalah: z.array(z.string()),
  peringatan: z.array(z.string()),
  updated_at: z.string(),
});
export type MetodologiTampil = z.output<typeof metodologiTampil>;

/** `/metodologi/:tahun`: a four-digit year 2017–2100. */
const paramTahun = z.object({
  tahun: z
    .string('Tahun harus berupa angka empat digit.')
    .regex(/^\d{4}$/, 'Tahun harus berupa angka empat digit.')
    .transform(Number)
    .refine((t) => t >= 2017 && t <= 2100, 'Tahun harus 2017–2100.'),
});

const angkaAtauTeks = z.union([z.number(), z.string().max(50, 'Maksimal 50 karakter.'), z.null()], 'Harus berupa angka.');
const objekJson = z.union([z.record(z.string(), z.unknown()), z.null()], 'Harus berupa objek JSON.');

/**
 * Saving a year's rules: only the values sent change. The contract checks the shape (known fields, numbers,
 * objects, lists); the values themselves are checked by the domain's `parseMetodologi` (bands, formulas,
 * dates), whose problems answer 422 per field too.
 */
export const simpanMetodologiBody = z
  .object(
    {
      k: angkaAtauTeks.optional(),
      skor_maks_total: angkaAtauTeks.optional(),
      skor_maks_spd: angkaAtauTeks.optional(),
      skor_maks_kematangan: angkaAtauTeks.optional(),
      skor_jumlah_inovasi: objekJson.optional(),
      predikat: z.union([z.array(z.unknown()).max(20, 'Maksimal 20 predikat.'), z.null()], 'Harus berupa daftar.').optional(),
      kelayakan: objekJson.optional(),
      catatan: z.string('Catatan harus teks, paling banyak 5000 karakter.').max(5000, 'Catatan harus teks, paling banyak 5000 karakter.').nullable().optional(),
    },
    'Data metodologi harus berupa objek JSON.',
  )
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Tidak ada nilai yang diubah.');
export type SimpanMetodologiBody = z.input<typeof simpanMetodologiBody>;

// ------------------------------------------------------------------ contracts

export const K_INDEKS = {
  ranking: kontrak({
    method: 'GET',
    path: '/ranking-index',
    izin: RANKING,
    ringkasan: 'Ranking Indeks Inovasi Daerah satu klaster (mandiri atau terverifikasi); peringkat sama untuk nilai sama',
    tag: TAG,
    query: kueriDaftar.extend({
      ...saringKlaster,
      sumber: sumberIndeks.optional(),
      tab: bulatAntara(0, 3).optional(),
    }),
    jawaban: amplopDaftar(barisRanking).extend({ tahun: z.number(), klaster: z.string(), sumber: sumberIndeks }),
  }),
  rincian: kontrak({
    method: 'GET',
    path: '/ranking-index/:profil_id/rincian',
    // the ranking roles, and a region's own account for its own region (aksesRincianSkor; another region: 404)
    izin: 'masuk',
    ringkasan: 'Rincian skor satu daerah, mandiri dan terverifikasi berdampingan: hasil mesin indeks, indikator SPD, setiap inovasi dihitung atau tidak beserta alasannya',
    tag: TAG,
    params: paramProfil,
    query: z.object({ tahun: tahunIndeks.optional(), sumber: sumberIndeks.optional() }),
    jawaban: amplop(rincianSkorDaerah),
  }),
  rincianInovasi: kontrak({
    method: 'GET',
    path: '/ranking-index/:profil_id/rincian/inovasi/:id',
    izin: 'masuk',
    ringkasan: 'Rincian skor satu inovasi daerah itu: indikator mandiri dan terverifikasi, bukti dukung dan alasan verifikator',
    tag: TAG,
    params: paramProfil.extend({ id }),
    query: z.object({ tahun: tahunIndeks.optional() }),
    jawaban: amplop(rincianSkorInovasi),
  }),
  rincianPdf: kontrak({
    method: 'GET',
    path: '/ranking-index/:profil_id/rincian/pdf',
    // a file answer: plain links carry a download token `?unduh=` (POST /unduh/token; plugins/auth.ts)
    izin: 'masuk',
    ringkasan: 'Rincian skor satu daerah (PDF A4): mandiri dan terverifikasi, rumus, indikator SPD dan inovasi beserta alasannya',
    tag: TAG,
    params: paramProfil,
    query: z.object({ tahun: tahunIndeks.optional(), ...kueriUnduh }),
    jawaban: PDF,
  }),
  rekap: kontrak({
    method: 'GET',
    path: '/rekap-akhir',
    izin: RANKING,
    ringkasan: 'Rekap akhir satu klaster: skor mandiri, skor terverifikasi, IGA dan predikat',
    tag: TAG,
    query: kueriDaftar.extend(saringKlaster),
    jawaban: amplopDaftar(barisRekapAkhir).extend({ tahun: z.number(), klaster: z.string() }),
  }),
  rekapExcel: kontrak({
    method: 'GET',
    path: '/rekap-akhir/excel',
    izin: RANKING,
    ringkasan: 'Rekap akhir satu klaster (Excel)',
    tag: TAG,
    query: z.object(saringKlaster),
    jawaban: XLSX,
  }),
  flag: kontrak({
    method: 'GET',
    path: '/ranking-index/:profil_id/flag',
    izin: { resource: 'indeks', action: 'flag' },
    ringkasan: 'Status IGA satu daerah',
    tag: TAG,
    params: paramProfil,
    jawaban: amplop(statusIga),
  }),
  ubahFlag: kontrak({
    method: 'POST',
    path: '/ranking-index/:profil_id/flag',
    izin: { resource: 'indeks', action: 'flag' },
    ringkasan: 'Ubah Status IGA: membalik status IGA satu daerah (dicatat)',
    tag: TAG,
    params: paramProfil,
    body: tanpaIsi,
    jawaban: amplop(statusIga),
  }),
  recount: kontrak({
    method: 'POST',
    path: '/recount',
    izin: RECOUNT,
    ringkasan: 'Hitung ulang indeks semua daerah satu tahun dan laporkan yang berubah',
    tag: TAG,
    query: z.object({ tahun: tahunIndeks.optional() }),
    body: tanpaIsi,
    jawaban: amplop(hasilHitungUlang),
  }),
  aspeklog: kontrak({
    method: 'GET',
    path: '/aspeklog',
    izin: RECOUNT,
    ringkasan: 'Log perubahan skor indeks (terbaru dulu); cari menurut nama daerah',
    tag: TAG,
    query: kueriDaftar.extend({ profil_id: id.optional() }),
    jawaban: amplopDaftar(aspeklogRow),
  }),
  rawlog: kontrak({
    method: 'GET',
    path: '/rawlog',
    izin: RECOUNT,
    ringkasan: 'Log aktivitas mentah (terbaru dulu) dengan saringan pengguna, aktivitas, daerah dan rentang tanggal WIB',
    tag: TAG,
    query: kueriDaftar
      .extend({
        profil_id: id.optional(),
        username: teksSaring(60),
        name: teksSaring(100),
        start_from: tanggalSaring,
        until: tanggalSaring,
      })
      .refine((q) => !q.start_from || !q.until || q.start_from <= q.until, { message: 'Tanggal akhir tidak boleh sebelum tanggal awal.', path: ['until'] }),
    jawaban: amplopDaftar(rawlogRow).extend({ page: z.number(), per_page: z.number() }),
  }),
  metodologi: kontrak({
    method: 'GET',
    path: '/metodologi',
    izin: { resource: 'metodologi', action: 'list' },
    ringkasan: 'Metodologi IID setiap tahun (terbaru dulu) dengan asal setiap nilai',
    tag: TAG,
    query: kueriDaftar,
    jawaban: amplopDaftar(metodologiTampil),
  }),
  metodologiTahun: kontrak({
    method: 'GET',
    path: '/metodologi/:tahun',
    izin: { resource: 'metodologi', action: 'read' },
    ringkasan: 'Metodologi IID satu tahun',
    tag: TAG,
    params: paramTahun,
    jawaban: amplop(metodologiTampil),
  }),
  simpanMetodologi: kontrak({
    method: 'POST',
    path: '/metodologi/:tahun',
    izin: { resource: 'metodologi', action: 'update' },
    ringkasan: 'Tetapkan atau ubah metodologi IID satu tahun; indeks tahun itu dihitung ulang dalam transaksi yang sama',
    tag: TAG,
    params: paramTahun,
    body: simpanMetodologiBody,
    jawaban: amplop(metodologiTampil).extend({ hitung: hasilHitungUlang.omit({ tahun: true }).nullable() }),
  }),
};

/** A real calendar day written YYYY-MM-DD. */
function tanggalValid(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
