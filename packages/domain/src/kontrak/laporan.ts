import { z } from 'zod';
import { amplop, amplopDaftar, angkaN, bulatAntara, id, kontrak, paramId, tahun, teksN, XLSX } from './dasar';

/**
 * Reports, summaries and statistics (IDX-04..06): dashboards (`/summary…`, `/statistik/…`), index averages
 * and their recaps (`/indeks/average/…`), province lookups (`/propinsi/…`), rekap reports and analisis
 * (`/laporan/…`). Every answer is limited to the caller's scope on the server.
 */

// ------------------------------------------------------------------ shared query pieces

/** The score source of an index figure: the region's own answers (`self`) or the verifier's (`verified`). */
export const sumberSkor = z.enum(['self', 'verified'], 'Sumber harus self atau verified.');
export type SumberSkor = z.output<typeof sumberSkor>;

/** The assessment year of the stored index results (default: the setting `tahun_penilaian`). */
const tahunIndeks = bulatAntara(2017, 2100);

import { DIMENSI_LAPORAN, JENIS_DAERAH_PROPINSI, JENIS_REKAP, KELOMPOK_RATA_RATA, type Dimensi, type JenisDaerahPropinsi, type JenisRekap, type KelompokRataRata } from './laporan-daftar';
export * from './laporan-daftar';

/** `?tahun=` (assessment year) and `?sumber=` of the index screens. */
const kueriIndeks = z.object({ tahun: tahunIndeks.optional(), sumber: sumberSkor.default('self') });
/** Innovation filters of the reports: innovation year and province. */
const kueriLaporan = z.object({ tahun: tahun.optional(), propinsi_id: id.optional() });

const KUNCI_DIMENSI = Object.keys(DIMENSI_LAPORAN) as [Dimensi, ...Dimensi[]];
const dimensi = (arah: 'baris' | 'kolom') => z.enum(KUNCI_DIMENSI, `Dimensi ${arah} tidak dikenal. Pilih salah satu: ${KUNCI_DIMENSI.join(', ')}.`);


const kueriAnalisis = kueriLaporan
  .extend({ baris: dimensi('baris').default('propinsi'), kolom: dimensi('kolom').default('tahapan') })
  .refine((q) => q.baris !== q.kolom, { path: ['kolom'], message: 'Dimensi kolom harus berbeda dari dimensi baris.' });

// ------------------------------------------------------------------ answer rows

const idNama = z.object({ id: z.number(), nama: z.string() });
const pilihan = z.object({ value: z.number(), label: z.string(), id: z.number() });

export const perTahun = z.object({ tahun: z.number(), inisiatif: z.number(), ujicoba: z.number(), penerapan: z.number(), total: z.number() });
export type PerTahun = z.output<typeof perTahun>;
export const perTema = z.object({ kode: angkaN, nama: z.string(), asta_cita: z.boolean(), jumlah: z.number() });
export type PerTema = z.output<typeof perTema>;
export const perUrusan = z.object({ id: z.number(), nama: z.string(), yandas: z.boolean(), jumlah: z.number() });
export type PerUrusan = z.output<typeof perUrusan>;
const temaTahunRow = z.object({ kode: angkaN, tahun: z.number(), jumlah: z.number() });

/** Innovation counts of a scope: per stage, sending state, year, theme and affair. */
export const ringkasanInovasi = z.object({
  inovasi: z.object({ total: z.number(), inisiatif: z.number(), ujicoba: z.number(), penerapan: z.number(), digital: z.number(), non_digital: z.number() }),
  pengiriman: z.object({ belum_dikirim: z.number(), menunggu: z.number(), terverifikasi: z.number(), ditolak: z.number(), ditarik: z.number(), qc_terverifikasi: z.number() }),
  per_tahun: z.array(perTahun),
  per_tema: z.array(perTema),
  per_tema_tahun: z.array(temaTahunRow),
  per_urusan: z.array(perUrusan),
  per_urusan_tahun: z.array(z.object({ urusan_id: z.number(), tahun: z.number(), jumlah: z.number() })),
});
export type RingkasanInovasi = z.output<typeof ringkasanInovasi>;

/** Aggregate of stored IIDs: `rata_rata` is the mean of the regions with an IID above 0. */
export const statIndeks = z.object({
  jumlah_daerah: z.number(),
  jumlah_dinilai: z.number(),
  rata_rata: z.number(),
  tertinggi: z.number(),
  terendah: z.number(),
  predikat: z.array(z.object({ predikat: z.string(), jumlah: z.number() })),
});
export type StatIndeks = z.output<typeof statIndeks>;

export const ringkasanNasional = ringkasanInovasi.extend({
  tahun: z.number(),
  sumber: sumberSkor,
  lingkup: z.object({
    jenis: z.enum(['nasional', 'provinsi', 'wilayah', 'daerah']),
    daerah: z.object({ id: z.number(), nama: z.string(), tingkat: z.number(), jenis: z.string() }).nullable(),
    jumlah_daerah: angkaN,
  }),
  indeks: statIndeks,
  /** `/summary-verified` only: why the verified index is not shown to the caller yet; null when shown. */
  alasan_verifikasi_tersembunyi: teksN.optional(),
});
export type RingkasanNasional = z.output<typeof ringkasanNasional>;

export const nilaiIndeks = z.object({ spd: z.number(), sid: z.number(), total: z.number(), iid: z.number(), predikat: teksN, jumlah_inovasi: z.number() });
export type NilaiIndeks = z.output<typeof nilaiIndeks>;
export const posisiKlaster = statIndeks.extend({ kode: z.string(), klaster: z.string(), nilai: z.number(), peringkat: z.number() });
export type PosisiKlaster = z.output<typeof posisiKlaster>;

export const ringkasanDaerah = ringkasanInovasi.extend({
  tahun: z.number(),
  sumber: sumberSkor,
  profil: z.object({ id: z.number(), nama: z.string(), daerah: z.string(), kode: z.string(), tingkat: z.number(), jenis: z.string(), is_iga: z.number() }),
  indeks: z.object({ self: nilaiIndeks.nullable(), verified: nilaiIndeks.nullable() }),
  klaster: z.array(posisiKlaster),
  /** Why the verified results are not shown to the caller yet (the region's own users before its filling closes); null when shown. */
  alasan_verifikasi_tersembunyi: teksN,
});
export type RingkasanDaerah = z.output<typeof ringkasanDaerah>;

const hitungAkun = { total: z.number(), aktif: z.number(), pernah_masuk: z.number(), masuk_7_hari: z.number(), masuk_30_hari: z.number() };
export const ringkasanLogin = z.object({
  akun: z.object(hitungAkun),
  per_role: z.array(z.object({ role: z.string(), label: z.string(), ...hitungAkun })),
  terakhir: z.array(z.object({ id: z.number(), username: z.string(), nama_lengkap: z.string(), role: z.string(), last_login_at: teksN })),
});
export type RingkasanLogin = z.output<typeof ringkasanLogin>;

export const detailTema = z.object({ id: z.number(), nama: z.string(), group_id: z.number(), tema: teksN, jumlah: z.number() });
export type DetailTema = z.output<typeof detailTema>;

/** Innovations per theme and year with the themes used and the years. */
const jawabanTemaTahun = amplopDaftar(temaTahunRow).extend({
  tema: z.array(perTema),
  tahun: z.array(z.number()),
});
export type TemaTahun = z.output<typeof jawabanTemaTahun>;

export const barisStatistikDaerah = z.object({
  id: z.number(),
  nama: z.string(),
  jenis: teksN,
  jumlah_daerah: z.number(),
  inovasi: z.number(),
  penerapan: z.number(),
  dikirim: z.number(),
  terverifikasi: z.number(),
  rata_rata_self: z.number(),
  rata_rata_verified: z.number(),
  jumlah_dinilai: z.number(),
});
export type BarisStatistikDaerah = z.output<typeof barisStatistikDaerah>;

export const barisPerIndikator = z.object({
  indikator_id: z.number(),
  nomor: z.string(),
  kode: teksN,
  nama: z.string(),
  bobot: angkaN,
  skor_maks: angkaN,
  required: z.number(),
  jumlah_jawaban: z.number(),
  rata_rata_skor: z.number(),
  distribusi: z.array(z.object({ level: z.number(), jumlah: z.number() })),
});
export type BarisPerIndikator = z.output<typeof barisPerIndikator>;

export const barisRataRata = statIndeks.extend({
  /** A province or region id, or a cluster code (`nasional`, `kota`, ...). */
  id: z.union([z.number(), z.string()]),
  nama: z.string(),
  /** Group `propinsi`: the province government's own IID. */
  nilai_provinsi: z.number().optional(),
  predikat_provinsi: teksN.optional(),
});
export type BarisRataRata = z.output<typeof barisRataRata>;

export const barisRekapDaerah = z.object({
  id: z.number(),
  profil_id: z.number(),
  nama: z.string(),
  jenis: z.string(),
  propinsi: teksN,
  jumlah_inovasi: z.number(),
  iid_self: z.number(),
  predikat_self: teksN,
  iid_verified: z.number(),
  predikat_verified: teksN,
});
export type BarisRekapDaerah = z.output<typeof barisRekapDaerah>;

export const barisOpd = z.object({
  opd_id: angkaN,
  nama_opd: z.string(),
  jumlah_inovasi: z.number(),
  penerapan: z.number(),
  rata_kematangan: z.number(),
  rata_verifikasi: z.number(),
});
export type BarisOpd = z.output<typeof barisOpd>;

const jumlahTahapan = z.object({ inisiatif: z.number(), ujicoba: z.number(), penerapan: z.number(), total: z.number() });
export const barisRekap = jumlahTahapan.extend({ kunci: z.string(), nama: z.string() });
export type BarisRekap = z.output<typeof barisRekap>;

const kunciLabel = z.object({ kunci: z.string(), label: z.string() });
export const tabulasiSilang = z.object({
  baris: z.array(kunciLabel),
  kolom: z.array(kunciLabel),
  /** sel[b][k]: innovations of row b and column k. */
  sel: z.array(z.array(z.number())),
  total_baris: z.array(z.number()),
  total_kolom: z.array(z.number()),
  /** Distinct innovations (an innovation with several affairs counts once here). */
  total: z.number(),
});
export type TabulasiSilang = z.output<typeof tabulasiSilang>;

// ------------------------------------------------------------------ contract families

const TAG = 'laporan';

const ringkasan = (sumber: SumberSkor) =>
  kontrak({
    method: 'GET',
    path: sumber === 'verified' ? '/summary-verified' : '/summary',
    izin: { resource: 'statistik', action: 'summary' },
    ringkasan: `Ringkasan inovasi dan indeks lingkup akun (skor ${sumber === 'verified' ? 'terverifikasi' : 'mandiri'})`,
    tag: TAG,
    query: z.object({ tahun: tahunIndeks.optional(), tahun_inovasi: tahun.optional() }),
    jawaban: amplop(ringkasanNasional),
  });

const ringkasanSatuDaerah = (sumber: SumberSkor) =>
  kontrak({
    method: 'GET',
    path: sumber === 'verified' ? '/summary-verified/:id' : '/summary/:id',
    izin: { resource: 'statistik', action: 'summary' },
    ringkasan: `Ringkasan satu daerah {id}: inovasi, indeks mandiri dan terverifikasi, posisi di klaster (${sumber === 'verified' ? 'terverifikasi' : 'mandiri'})`,
    tag: TAG,
    params: paramId,
    query: z.object({ tahun: tahunIndeks.optional(), tahun_inovasi: tahun.optional() }),
    jawaban: amplop(ringkasanDaerah),
  });

const temaTahun = (path: string, ringkas: string, params?: typeof paramId) =>
  kontrak({
    method: 'GET',
    path,
    izin: { resource: 'statistik', action: 'summary' },
    ringkasan: ringkas,
    tag: TAG,
    params,
    query: z.object({ sumber: sumberSkor.default('self') }),
    jawaban: jawabanTemaTahun,
  });

const rataRata = (kelompok: KelompokRataRata) =>
  kontrak({
    method: 'GET',
    path: `/indeks/average/${kelompok}`,
    izin: { resource: 'laporan', action: 'rata_rata' },
    ringkasan: `Rata-rata indeks inovasi daerah: kelompok ${kelompok}`,
    tag: TAG,
    query: kueriIndeks,
    jawaban: amplopDaftar(barisRataRata).extend({ tahun: z.number(), sumber: sumberSkor, kelompok: z.enum(KELOMPOK_RATA_RATA), ringkasan: barisRataRata.nullable() }),
  });
/** One contract per index-average group (`/indeks/average/{kelompok}`). */
export const K_RATA_RATA = Object.fromEntries(KELOMPOK_RATA_RATA.map((k) => [k, rataRata(k)])) as Record<KelompokRataRata, ReturnType<typeof rataRata>>;

const anakPropinsi = (jenis: JenisDaerahPropinsi) =>
  kontrak({
    method: 'GET',
    path: `/propinsi/:id/${jenis}`,
    izin: { resource: 'm_daerah', action: 'list' },
    ringkasan: `Daerah (${jenis}) di satu provinsi {id}`,
    tag: TAG,
    params: paramId,
    jawaban: amplopDaftar(idNama).extend({ propinsi: idNama }),
  });
const anakPropinsiLookup = (jenis: JenisDaerahPropinsi) =>
  kontrak({
    method: 'GET',
    path: `/propinsi/:id/${jenis}/lookup`,
    izin: { resource: 'm_daerah', action: 'list' },
    ringkasan: `Pilihan daerah (${jenis}) di satu provinsi {id}`,
    tag: TAG,
    params: paramId,
    jawaban: amplopDaftar(pilihan),
  });
/** Regions of a kind in one province (`/propinsi/{id}/{jenis}`), and as select options (`…/lookup`). */
export const K_PROPINSI_ANAK = Object.fromEntries(JENIS_DAERAH_PROPINSI.map((j) => [j, anakPropinsi(j)])) as Record<JenisDaerahPropinsi, ReturnType<typeof anakPropinsi>>;
export const K_PROPINSI_ANAK_LOOKUP = Object.fromEntries(JENIS_DAERAH_PROPINSI.map((j) => [j, anakPropinsiLookup(j)])) as Record<JenisDaerahPropinsi, ReturnType<typeof anakPropinsiLookup>>;

const izinRekap = (jenis: JenisRekap) => ({ resource: 'laporan' as const, action: jenis === 'jenis' ? 'rekap_jenis' : 'rekap' });
const rekap = (jenis: JenisRekap) =>
  kontrak({
    method: 'GET',
    path: `/laporan/rekap/${jenis}`,
    izin: izinRekap(jenis),
    ringkasan: `Rekap inovasi per ${DIMENSI_LAPORAN[jenis].toLowerCase()} dan tahapan`,
    tag: TAG,
    query: kueriLaporan,
    jawaban: amplopDaftar(barisRekap).extend({ jumlah: jumlahTahapan, total_inovasi: z.number(), judul: z.string(), tahun: angkaN, propinsi_id: angkaN }),
  });
const rekapExcel = (jenis: JenisRekap) =>
  kontrak({
    method: 'GET',
    path: `/laporan/rekap/${jenis}/excel`,
    izin: izinRekap(jenis),
    ringkasan: `Rekap inovasi per ${DIMENSI_LAPORAN[jenis].toLowerCase()} dan tahapan (Excel)`,
    tag: TAG,
    query: kueriLaporan,
    jawaban: XLSX,
  });
/** The rekap reports (`/laporan/rekap/{jenis}`) and their Excel files (`…/excel`). */
export const K_REKAP_LAPORAN = Object.fromEntries(JENIS_REKAP.map((j) => [j, rekap(j)])) as Record<JenisRekap, ReturnType<typeof rekap>>;
export const K_REKAP_LAPORAN_EXCEL = Object.fromEntries(JENIS_REKAP.map((j) => [j, rekapExcel(j)])) as Record<JenisRekap, ReturnType<typeof rekapExcel>>;

// ------------------------------------------------------------------ the single routes

export const K_LAPORAN = {
  ringkasan: ringkasan('self'),
  ringkasanVerified: ringkasan('verified'),
  ringkasanDaerah: ringkasanSatuDaerah('self'),
  ringkasanDaerahVerified: ringkasanSatuDaerah('verified'),
  login: kontrak({
    method: 'GET',
    path: '/summary/login',
    izin: { resource: 'statistik', action: 'login' },
    ringkasan: 'Statistik masuk akun di lingkup akun',
    tag: TAG,
    jawaban: amplop(ringkasanLogin),
  }),
  tema: kontrak({
    method: 'GET',
    path: '/summary/covid',
    izin: { resource: 'statistik', action: 'summary' },
    ringkasan: 'Inovasi per tema (Asta Cita dan tema lama)',
    tag: TAG,
    query: z.object({ tahun: tahun.optional(), sumber: sumberSkor.default('self') }),
    jawaban: amplop(z.array(perTema)).extend({ total: z.number() }),
  }),
  temaTahun: temaTahun('/summary/covid/overall', 'Inovasi per tema dan tahun di lingkup akun'),
  temaTahunDaerah: temaTahun('/summary/covid/overall/:id', 'Inovasi per tema dan tahun satu daerah {id}', paramId),
  detailTema: kontrak({
    method: 'GET',
    path: '/summary/covid/klaster',
    izin: { resource: 'statistik', action: 'summary' },
    ringkasan: 'Inovasi per detail tema (klaster_covid_id)',
    tag: TAG,
    query: z.object({ tahun: tahun.optional() }),
    jawaban: amplopDaftar(detailTema),
  }),
  statistikDaerah: kontrak({
    method: 'GET',
    path: '/statistik/daerah',
    izin: { resource: 'statistik', action: 'daerah' },
    ringkasan: 'Statistik per provinsi, atau per kabupaten/kota satu provinsi (propinsi_id)',
    tag: TAG,
    query: z.object({ tahun: tahunIndeks.optional(), tahun_inovasi: tahun.optional(), propinsi_id: id.optional() }),
    jawaban: amplopDaftar(barisStatistikDaerah).extend({ tahun: z.number(), propinsi: idNama.nullable() }),
  }),
  perIndikator: kontrak({
    method: 'GET',
    path: '/statistik/per-indikator',
    izin: { resource: 'statistik', action: 'per_indikator' },
    ringkasan: 'Sebaran level jawaban per indikator (skor mandiri atau terverifikasi)',
    tag: TAG,
    query: kueriIndeks.extend({ tipe: z.enum(['P', 'I'], 'Tipe harus P (daerah) atau I (inovasi).').default('P') }),
    jawaban: amplopDaftar(barisPerIndikator).extend({ tahun: z.number(), tipe: z.enum(['P', 'I']), sumber: sumberSkor }),
  }),
  rekapNasional: kontrak({
    method: 'GET',
    path: '/indeks/average/nasional/rekap',
    izin: { resource: 'laporan', action: 'rata_rata' },
    ringkasan: 'Indeks mandiri dan terverifikasi setiap daerah',
    tag: TAG,
    query: z.object({ tahun: tahunIndeks.optional() }),
    jawaban: amplopDaftar(barisRekapDaerah).extend({ tahun: z.number() }),
  }),
  rekapPropinsi: kontrak({
    method: 'GET',
    path: '/indeks/average/propinsi/:id/rekap',
    izin: { resource: 'laporan', action: 'rata_rata' },
    ringkasan: 'Indeks mandiri dan terverifikasi daerah-daerah satu provinsi {id}',
    tag: TAG,
    params: paramId,
    query: z.object({ tahun: tahunIndeks.optional() }),
    jawaban: amplopDaftar(barisRekapDaerah).extend({ tahun: z.number(), propinsi: idNama }),
  }),
  rekapOpd: kontrak({
    method: 'GET',
    path: '/indeks/average/opd/:id/rekap',
    izin: { resource: 'laporan', action: 'rata_rata' },
    ringkasan: 'Inovasi satu daerah {id} per OPD: jumlah dan rata-rata kematangan',
    tag: TAG,
    params: paramId,
    query: z.object({ tahun: tahun.optional() }),
    jawaban: amplopDaftar(barisOpd).extend({ profil: idNama }),
  }),
  propinsi: kontrak({
    method: 'GET',
    path: '/propinsi/lookup',
    izin: { resource: 'm_daerah', action: 'list' },
    ringkasan: 'Pilihan provinsi (akun daerah: provinsi daerahnya)',
    tag: TAG,
    jawaban: amplopDaftar(pilihan),
  }),
  analisis: kontrak({
    method: 'GET',
    path: '/laporan/analisis',
    izin: { resource: 'laporan', action: 'analisis' },
    ringkasan: 'Tabulasi silang jumlah inovasi menurut dua dimensi (baris, kolom)',
    tag: TAG,
    query: kueriAnalisis,
    jawaban: amplop(tabulasiSilang).extend({
      total: z.number(),
      dimensi: z.array(z.object({ value: z.string(), label: z.string() })),
      baris: z.enum(KUNCI_DIMENSI),
      kolom: z.enum(KUNCI_DIMENSI),
      tahun: angkaN,
      propinsi_id: angkaN,
    }),
  }),
  analisisExcel: kontrak({
    method: 'GET',
    path: '/laporan/analisis/excel',
    izin: { resource: 'laporan', action: 'analisis' },
    ringkasan: 'Tabulasi silang jumlah inovasi (Excel)',
    tag: TAG,
    query: kueriAnalisis,
    jawaban: XLSX,
  }),
};
