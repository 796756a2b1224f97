import { z } from 'zod';
import { AKSI_TAHAP_IGA, STATUS_TAHAP_IGA, TAHAP_IGA, TAHAP_PENILAIAN } from '../iga/alur';
import { ASAL_METODOLOGI } from './indeks-daftar';
import { amplop, amplopDaftar, angkaN, bendera, bulatAntara, id, kontrak, kueriDaftar, PDF, teksN, XLSX } from './dasar';
import { kueriUnduh } from './media';

/**
 * The Innovative Government Award (IGA-01..05, issue 15): the award year as a workflow (nominasi -> presentasi ->
 * validasi_lapangan -> pleno -> diumumkan), jurors, assignments, conflicts of interest, scoring sheets, the plenary
 * (final ranking -> winners), publication and the outputs (berita acara, certificates, Excel); the spec's award
 * screens' calls (`/review/ranking/lookup`, `/iga/progress-input`, `/presentasi-dan-validasi`, `/ranking-iga`,
 * `/iga/pengukuran-indeks`).
 */

const TAG = 'iga';
const LIHAT = { resource: 'iga', action: 'lihat' } as const;
const KELOLA = { resource: 'iga', action: 'kelola' } as const;
const NILAI = { resource: 'iga', action: 'nilai' } as const;
const KONFLIK = { resource: 'iga', action: 'konflik' } as const;
const KOREKSI = { resource: 'iga', action: 'koreksi' } as const;

export const tahapIgaZ = z.enum(TAHAP_IGA, 'Tahap tidak dikenal.');
export const statusTahapIgaZ = z.enum(STATUS_TAHAP_IGA);
export const tahapPenilaianZ = z.enum(TAHAP_PENILAIAN, 'Tahap penilaian harus presentasi atau validasi_lapangan.');
export const aksiTahapIgaZ = z.enum(AKSI_TAHAP_IGA, 'Perintah tahap harus tutup, buka, buka_kembali atau umumkan.');

/** The award year in a path or query (2017 to 2100). */
const tahunIga = bulatAntara(2017, 2100);
/** The year in a path: any plain year (an unknown one answers 404, so a list's bad query still answers 422 per field). */
const tahunAlamat = bulatAntara(1, 9999);
const paramTahun = z.object({ tahun: tahunAlamat });
/** A cluster code (`iga_klaster.kode`); absent = every cluster. */
const klaster = z.string('Klaster harus berupa teks.').trim().max(30, 'Klaster paling banyak 30 karakter.');
/** The filters of the award screens: year (absent = the newest award year) and cluster (absent = all). */
const saring = { tahun: tahunIga.optional(), klaster: klaster.optional() };

const alasanWajib = z.string('Alasan harus berupa teks.').trim().min(5, 'Alasan wajib diisi (minimal 5 karakter).').max(2000, 'Alasan paling banyak 2000 karakter.');
const alasanBoleh = z.string('Alasan harus berupa teks.').trim().max(2000, 'Alasan paling banyak 2000 karakter.').optional().nullable();

// ------------------------------------------------------------------ rows

export const bobotIga = z.object({
  indeks: z.number(),
  presentasi: z.number(),
  validasi: z.number(),
  sumber: z.enum(ASAL_METODOLOGI),
  catatan: teksN,
});
export const kriteriaIga = z.object({ indikator_id: z.number(), kode: teksN, nama: z.string(), bobot: z.number() });
export type KriteriaIgaRow = z.output<typeof kriteriaIga>;
export const aturanOutlier = z.object({ k: z.number(), selisih_min: z.number(), min_penilai: z.number() });

export const riwayatTahapIga = z.object({
  id: z.number(),
  aksi: z.string(),
  tahap_dari: teksN,
  status_dari: teksN,
  tahap_ke: z.string(),
  status_ke: z.string(),
  alasan: teksN,
  oleh: teksN,
  created_at: z.string(),
});
export type RiwayatTahapIga = z.output<typeof riwayatTahapIga>;

/** An award year: state, numbers (weights, criteria, outlier rule), what the caller may do, history. */
export const tahunIgaRow = z.object({
  id: z.number(),
  tahun: z.number(),
  tahap: tahapIgaZ,
  status: statusTahapIgaZ,
  bobot: bobotIga,
  kriteria_presentasi: z.array(kriteriaIga),
  indikator_validasi: z.array(kriteriaIga),
  aturan_outlier: aturanOutlier,
  juri_per_nomine: z.number(),
  jumlah_pemenang: z.number(),
  jumlah_nomine: z.number(),
  jumlah_juri: z.number(),
  pleno_at: teksN,
  diumumkan_at: teksN,
  /** Stage commands the caller may run now (the same table guards the commands). */
  aksi: z.array(aksiTahapIgaZ),
  /** The caller's juror record of this year (tim.penilai linked through iga_penilai.usr_asn_id), or null. */
  saya: z.object({ penilai_id: z.number(), nama: z.string() }).nullable(),
  /** The caller may manage the year (stage commands, jurors, assignments, plenary). */
  boleh_kelola: z.boolean(),
});
export type TahunIgaRow = z.output<typeof tahunIgaRow>;

export const klasterNomine = z.object({ kode: z.string(), klaster: z.string() });

export const nomineRow = z.object({
  id: z.number(),
  profil_id: z.number(),
  nama: z.string(),
  klaster: z.array(klasterNomine),
  provinsi_id: angkaN,
  /** IID (verified) fixed when nominasi closed; before that the current one. */
  skor_indeks: angkaN,
  penilai: z.array(z.object({ penugasan_id: z.number(), penilai_id: z.number(), nama: z.string(), cara: z.enum(['manual', 'otomatis']) })),
  konflik: z.array(z.object({ penilai_id: z.number(), nama: z.string(), alasan: z.string(), sumber: z.enum(['provinsi', 'instansi_asal', 'deklarasi']) })),
});
export type NomineRow = z.output<typeof nomineRow>;

export const juriRow = z.object({
  penilai_id: z.number(),
  nama: z.string(),
  instansi: z.string(),
  usr_asn_id: angkaN,
  provinsi_id: angkaN,
  provinsi: teksN,
  asal_daerah_id: angkaN,
  asal_daerah: teksN,
  /** Juror of this award year. */
  aktif: z.boolean(),
  beban: z.number(),
  jumlah_konflik: z.number(),
});
export type JuriRow = z.output<typeof juriRow>;

export const hasilPenugasan = z.object({
  baru: z.number(),
  total: z.number(),
  seimbang: z.boolean(),
  beban: z.array(z.object({ penilai_id: z.number(), nama: z.string(), beban: z.number() })),
  kurang: z.array(z.object({ nomine_id: z.number(), nama: z.string(), kurang: z.number() })),
});
export type HasilPenugasanIga = z.output<typeof hasilPenugasan>;

export const statusLembarIga = z.enum(['belum', 'draf', 'terkirim', 'konflik']);
export type StatusLembarIga = z.output<typeof statusLembarIga>;

export const itemLembarRow = z.object({
  indikator_id: z.number(),
  kode: teksN,
  nama: z.string(),
  bobot: z.number(),
  nilai: angkaN,
  catatan: teksN,
  foto: z.array(z.string()),
});
export type ItemLembarRow = z.output<typeof itemLembarRow>;

export const koreksiRow = z.object({
  id: z.number(),
  alasan: z.string(),
  oleh: teksN,
  total_sebelum: angkaN,
  total_sesudah: angkaN,
  created_at: z.string(),
});

/** One juror's sheet of one nominee and stage, with the other jurors' totals (hidden until one's own is sent). */
export const lembarIga = z.object({
  id: angkaN,
  tahun: z.number(),
  nomine_id: z.number(),
  profil_id: z.number(),
  nama: z.string(),
  tahap: tahapPenilaianZ,
  penilai_id: z.number(),
  nama_penilai: z.string(),
  status: statusLembarIga,
  total: angkaN,
  catatan: teksN,
  dikirim_at: teksN,
  item: z.array(itemLembarRow),
  /** Scale of an item: 0-100 for presentation; 0, 50, 100 (Tidak sesuai, Sebagian, Sesuai) for field validation. */
  pilihan_nilai: z.array(z.object({ nilai: z.number(), label: z.string() })).nullable(),
  boleh: z.object({ simpan: z.boolean(), kirim: z.boolean(), koreksi: z.boolean() }),
  /** Why the sheet cannot be edited now (stage closed, sent, conflict), or null. */
  terkunci: teksN,
  koreksi: z.array(koreksiRow),
  lain: z.array(
    z.object({
      penilai_id: z.number(),
      nama: z.string(),
      status: statusLembarIga,
      total: angkaN,
      /** Why this juror's total is hidden from the caller (LABEL_TERSEMBUNYI), or null. */
      tersembunyi: teksN,
    }),
  ),
});
export type LembarIga = z.output<typeof lembarIga>;

/** The caller's sheets of a year: every assigned nominee x scoring stage. */
export const lembarSayaRow = z.object({
  nomine_id: z.number(),
  profil_id: z.number(),
  nama: z.string(),
  klaster: z.string(),
  tahap: tahapPenilaianZ,
  status: statusLembarIga,
  total: angkaN,
  /** The stage is open for scoring now. */
  terbuka: z.boolean(),
});
export type LembarSayaRow = z.output<typeof lembarSayaRow>;

/** Spec: Ranking rows (hasil-review-ranking). */
export const rankingReviewRow = z.object({
  profil_id: z.number(),
  pemda: z.string(),
  klaster: z.string(),
  jumlah_inovasi: z.number(),
  /** ISP: the region's verified SPD score. */
  skor_pemda_verify: z.number(),
  /** ISI: the innovations' verified score (SID). */
  avg_inovasi: z.number(),
  /** IID (verified), rounded as shown. */
  skor_total: z.number(),
  peringkat: z.number(),
  predikat: z.string(),
  iga: z.boolean(),
});
export type RankingReviewRow = z.output<typeof rankingReviewRow>;

/** Per nominee and juror: which stage sheets are in. */
export const progressRow = z.object({
  nomine_id: z.number(),
  profil_id: z.number(),
  nama: z.string(),
  klaster: z.string(),
  penilai_id: z.number(),
  nama_penilai: z.string(),
  presentasi: statusLembarIga,
  validasi_lapangan: statusLembarIga,
});
export type ProgressRow = z.output<typeof progressRow>;

export const outlierRow = z.object({ tahap: tahapPenilaianZ, penilai_id: z.number(), nama: z.string(), skor: z.number(), selisih: z.number() });

/** Spec: Presentation rows (presentasi-dan-validasi-lapangan), with how each number is made. */
export const presentasiRow = z.object({
  nomine_id: z.number(),
  profil_id: z.number(),
  klaster: z.string(),
  nama: z.string(),
  /** Index score (IID, verified) of the nominee. */
  total_score: angkaN,
  /** Presentation: mean of the submitted sheets' totals (abstentions excluded); null while hidden or none. */
  skor_penilaian: angkaN,
  skor_validasi_lapangan: angkaN,
  /** Combination by the year's weights; null until every weighted part exists. */
  overall_score: angkaN,
  overall_sementara: angkaN,
  penilai_presentasi: z.number(),
  penilai_validasi: z.number(),
  abstain: z.number(),
  simpangan_presentasi: angkaN,
  simpangan_validasi: angkaN,
  outlier: z.array(outlierRow),
});
export type PresentasiRow = z.output<typeof presentasiRow>;

/** Spec: Index rows (ranking-iga, pengukuran-inovasi). */
export const peringkatIgaRow = z.object({
  nomine_id: z.number(),
  profil_id: z.number(),
  nama: z.string(),
  klaster: z.string(),
  overall_score: angkaN,
  peringkat: z.number(),
  predikat: z.string(),
});
export type PeringkatIgaRow = z.output<typeof peringkatIgaRow>;

export const pemenangRow = z.object({
  id: z.number(),
  tahun: z.number(),
  category_id: z.number(),
  kategori: z.string(),
  profil_id: z.number(),
  nama: z.string(),
  urutan: z.number(),
  overall_score: angkaN,
});
export type PemenangRow = z.output<typeof pemenangRow>;

// ------------------------------------------------------------------ bodies

const angkaBobot = z.number('Bobot harus berupa angka.').min(0, 'Bobot minimal 0.').max(100, 'Bobot paling besar 100.');
const bobotBody = z
  .object(
    {
      indeks: angkaBobot,
      presentasi: angkaBobot,
      validasi: angkaBobot,
      sumber: z.enum(ASAL_METODOLOGI, 'Sumber bobot tidak dikenal.').default('pilihan_proyek'),
      catatan: z.string('Catatan harus berupa teks.').max(1000, 'Catatan paling banyak 1000 karakter.').optional().nullable(),
    },
    'Bobot harus berupa objek {indeks, presentasi, validasi}.',
  )
  .strict()
  .refine((b) => b.indeks + b.presentasi + b.validasi > 0, { message: 'Setidaknya satu bobot harus lebih dari 0.', path: ['indeks'] });
const aturanBody = z
  .object(
    {
      k: z.number('Pengali sebaran harus berupa angka.').gt(0, 'Pengali sebaran harus lebih dari 0.').max(10, 'Pengali sebaran paling besar 10.'),
      selisih_min: z.number('Selisih minimum harus berupa angka.').min(0, 'Selisih minimum minimal 0.').max(100, 'Selisih minimum paling besar 100.'),
      min_penilai: z.number('Jumlah penilai minimum harus berupa angka.').int('Jumlah penilai minimum harus bilangan bulat.').min(2, 'Minimal 2.').max(50, 'Paling banyak 50.'),
    },
    'Aturan outlier harus berupa objek {k, selisih_min, min_penilai}.',
  )
  .strict();
const juriPerNomine = z.number('Harus berupa angka.').int('Harus bilangan bulat.').min(1, 'Minimal 1 penilai.').max(15, 'Paling banyak 15 penilai.');
const jumlahPemenang = z.number('Harus berupa angka.').int('Harus bilangan bulat.').min(1, 'Minimal 1 pemenang.').max(20, 'Paling banyak 20 pemenang per klaster (urutan 1-20).');

const buatTahunBody = z
  .object(
    {
      tahun: tahunIga,
      bobot: bobotBody,
      aturan_outlier: aturanBody.optional(),
      juri_per_nomine: juriPerNomine.optional(),
      jumlah_pemenang: jumlahPemenang.optional(),
    },
    'Kirim data sebagai objek JSON.',
  )
  .strict();
export type BuatTahunIgaBody = z.input<typeof buatTahunBody>;

const pengaturanBody = z
  .object(
    {
      bobot: bobotBody.optional(),
      aturan_outlier: aturanBody.optional(),
      juri_per_nomine: juriPerNomine.optional(),
      jumlah_pemenang: jumlahPemenang.optional(),
      /** Read the criteria again from the year's indicators of tipe R and V (only while nominasi runs). */
      segarkan_kriteria: z.boolean('Harus benar/salah.').optional(),
      /** Required once the nominees are fixed: every change of the numbers is logged with its reason. */
      alasan: alasanBoleh,
    },
    'Kirim data sebagai objek JSON.',
  )
  .strict();
export type PengaturanIgaBody = z.input<typeof pengaturanBody>;

const itemBody = z
  .object(
    {
      indikator_id: id,
      nilai: z.number('Nilai harus berupa angka.').min(0, 'Nilai minimal 0.').max(100, 'Nilai paling besar 100.').nullable(),
      catatan: z.string('Catatan harus berupa teks.').max(2000, 'Catatan paling banyak 2000 karakter.').optional().nullable(),
      foto: z
        .array(
          z
            .string('Alamat foto harus berupa teks.')
            .max(1000, 'Alamat foto terlalu panjang.')
            .regex(/^\/media\/[^\u0000-\u0020\u007f#?]+$/, 'Foto harus berkas yang diunggah (alamat /media/…).'),
          'Foto harus berupa daftar alamat.',
        )
        .max(5, 'Paling banyak 5 foto per indikator.')
        .optional(),
    },
    'Setiap butir harus berupa objek {indikator_id, nilai}.',
  )
  .strict();
const lembarBody = z
  .object(
    {
      item: z.array(itemBody, 'Butir penilaian harus berupa daftar.').max(100, 'Terlalu banyak butir.'),
      catatan: z.string('Catatan harus berupa teks.').max(4000, 'Catatan paling banyak 4000 karakter.').optional().nullable(),
    },
    'Kirim data sebagai objek JSON.',
  )
  .strict();
export type LembarIgaBody = z.input<typeof lembarBody>;
const koreksiBody = lembarBody.extend({ alasan: alasanWajib }).strict();
export type KoreksiIgaBody = z.input<typeof koreksiBody>;

const paramLembar = z.object({ id, tahap: tahapPenilaianZ });

// ------------------------------------------------------------------ contracts

export const K_IGA = {
  // -------- the spec's calls (award screens)
  rankingReview: kontrak({
    method: 'GET',
    path: '/review/ranking/lookup',
    izin: LIHAT,
    ringkasan: 'Hasil review ranking: pemda, jumlah inovasi, ISP, ISI, IID (terverifikasi) dan tanda IGA per klaster',
    tag: TAG,
    query: kueriDaftar.extend({ ...saring, iga: bendera.optional() }),
    jawaban: amplopDaftar(rankingReviewRow).extend({ tahun: z.number(), klaster: teksN }),
  }),
  rankingReviewExcel: kontrak({
    method: 'GET',
    path: '/review/ranking/excel',
    izin: LIHAT,
    ringkasan: 'Hasil review ranking (Excel)',
    tag: TAG,
    query: z.object({ ...saring, iga: bendera.optional(), ...kueriUnduh }),
    jawaban: XLSX,
  }),
  progress: kontrak({
    method: 'GET',
    path: '/iga/progress-input',
    izin: LIHAT,
    ringkasan: 'Progres input penilaian: per nomine dan penilai, lembar presentasi dan validasi lapangan yang sudah dan belum',
    tag: TAG,
    query: kueriDaftar.extend({ ...saring, penilai_id: id.optional() }),
    jawaban: amplopDaftar(progressRow).extend({ tahun: z.number() }),
  }),
  presentasi: kontrak({
    method: 'GET',
    path: '/presentasi-dan-validasi',
    izin: LIHAT,
    ringkasan: 'Presentasi dan validasi lapangan: skor indeks, presentasi, validasi lapangan dan skor akhir per nomine',
    tag: TAG,
    query: kueriDaftar.extend(saring),
    jawaban: amplopDaftar(presentasiRow).extend({ tahun: z.number(), bobot: bobotIga }),
  }),
  ranking: kontrak({
    method: 'GET',
    path: '/ranking-iga',
    izin: LIHAT,
    ringkasan: 'Ranking IGA: skor akhir, peringkat dan predikat per klaster',
    tag: TAG,
    query: kueriDaftar.extend(saring),
    jawaban: amplopDaftar(peringkatIgaRow).extend({ tahun: z.number() }),
  }),
  pengukuran: kontrak({
    method: 'GET',
    path: '/iga/pengukuran-indeks',
    izin: LIHAT,
    ringkasan: 'Pengukuran indeks para nomine: skor indeks, peringkat dan predikat per klaster',
    tag: TAG,
    query: kueriDaftar.extend(saring),
    jawaban: amplopDaftar(peringkatIgaRow).extend({ tahun: z.number() }),
  }),

  // -------- award year
  daftarTahun: kontrak({
    method: 'GET',
    path: '/iga/tahun',
    izin: LIHAT,
    ringkasan: 'Tahun penghargaan IGA dengan tahap dan statusnya (terbaru dahulu)',
    tag: TAG,
    jawaban: amplopDaftar(tahunIgaRow),
  }),
  tahun: kontrak({
    method: 'GET',
    path: '/iga/tahun/:tahun',
    izin: LIHAT,
    ringkasan: 'Satu tahun penghargaan: tahap, bobot, kriteria, aturan outlier, aksi yang boleh, riwayat tahap',
    tag: TAG,
    params: paramTahun,
    jawaban: amplop(tahunIgaRow.extend({ riwayat: z.array(riwayatTahapIga) })),
  }),
  buatTahun: kontrak({
    method: 'POST',
    path: '/iga/tahun',
    izin: KELOLA,
    ringkasan: 'Buat tahun penghargaan (tahap nominasi terbuka); kriteria dari indikator tipe R dan V tahun itu',
    tag: TAG,
    body: buatTahunBody,
    jawaban: amplop(tahunIgaRow),
  }),
  pengaturan: kontrak({
    method: 'PUT',
    path: '/iga/tahun/:tahun/pengaturan',
    izin: KELOLA,
    ringkasan: 'Ubah bobot gabungan, aturan outlier, jumlah penilai per nomine dan jumlah pemenang (dengan alasan setelah nominasi)',
    tag: TAG,
    params: paramTahun,
    body: pengaturanBody,
    jawaban: amplop(tahunIgaRow),
  }),
  aksiTahap: kontrak({
    method: 'POST',
    path: '/iga/tahun/:tahun/tahap/:aksi',
    izin: KELOLA,
    ringkasan: 'Perintah tahap: tutup, buka (tahap berikutnya), buka_kembali (dengan alasan), umumkan',
    tag: TAG,
    params: z.object({ tahun: tahunAlamat, aksi: aksiTahapIgaZ }),
    body: z.object({ alasan: alasanBoleh }, 'Kirim data sebagai objek JSON.').strict().optional(),
    jawaban: amplop(tahunIgaRow.extend({ riwayat: z.array(riwayatTahapIga) })),
  }),

  // -------- nominees, jurors, assignments, conflicts
  nomine: kontrak({
    method: 'GET',
    path: '/iga/tahun/:tahun/nomine',
    izin: LIHAT,
    ringkasan: 'Nomine (daerah bertanda IGA) per klaster dengan penilai yang ditugaskan dan konflik kepentingan',
    tag: TAG,
    params: paramTahun,
    query: kueriDaftar.extend({ klaster: klaster.optional() }),
    jawaban: amplopDaftar(nomineRow),
  }),
  juri: kontrak({
    method: 'GET',
    path: '/iga/tahun/:tahun/juri',
    izin: LIHAT,
    ringkasan: 'Penilai (iga_penilai) dengan provinsi, instansi asal, keikutsertaan tahun ini dan bebannya',
    tag: TAG,
    params: paramTahun,
    jawaban: amplopDaftar(juriRow),
  }),
  simpanJuri: kontrak({
    method: 'PUT',
    path: '/iga/tahun/:tahun/juri',
    izin: KELOLA,
    ringkasan: 'Tetapkan penilai tahun ini (daftar iga_penilai); penilai yang dikeluarkan kehilangan penugasan tanpa lembar',
    tag: TAG,
    params: paramTahun,
    body: z.object({ penilai_ids: z.array(id, 'Daftar penilai tidak valid.').max(200, 'Paling banyak 200 penilai.') }, 'Kirim data sebagai objek JSON.').strict(),
    jawaban: amplopDaftar(juriRow),
  }),
  tugaskan: kontrak({
    method: 'POST',
    path: '/iga/tahun/:tahun/penugasan',
    izin: KELOLA,
    ringkasan: 'Tugaskan satu penilai ke satu nomine (manual); ditolak bila ada konflik kepentingan',
    tag: TAG,
    params: paramTahun,
    body: z.object({ nomine_id: id, penilai_id: id }, 'Kirim data sebagai objek JSON.').strict(),
    jawaban: amplop(nomineRow),
  }),
  hapusTugas: kontrak({
    method: 'DELETE',
    path: '/iga/tahun/:tahun/penugasan/:id',
    izin: KELOLA,
    ringkasan: 'Cabut satu penugasan (hanya bila penilai belum mengirim lembar)',
    tag: TAG,
    params: z.object({ tahun: tahunAlamat, id }),
    jawaban: amplop(nomineRow),
  }),
  tugaskanOtomatis: kontrak({
    method: 'POST',
    path: '/iga/tahun/:tahun/penugasan/otomatis',
    izin: KELOLA,
    ringkasan: 'Penugasan otomatis seimbang: n penilai per nomine, beban berselisih paling banyak 1, tanpa konflik; penugasan manual tetap',
    tag: TAG,
    params: paramTahun,
    body: z
      .object(
        {
          per_nomine: juriPerNomine.optional(),
          /** Remove the earlier automatic pairs without a sheet first (manual ones stay). */
          ganti: z.boolean('Harus benar/salah.').optional(),
        },
        'Kirim data sebagai objek JSON.',
      )
      .strict()
      .optional(),
    jawaban: amplop(hasilPenugasan),
  }),
  konflik: kontrak({
    method: 'POST',
    path: '/iga/tahun/:tahun/konflik',
    izin: KONFLIK,
    ringkasan: 'Nyatakan konflik kepentingan atas satu nomine: penilai abstain (admin dapat mencatat atas nama penilai)',
    tag: TAG,
    params: paramTahun,
    body: z.object({ nomine_id: id, penilai_id: id.optional(), alasan: alasanWajib }, 'Kirim data sebagai objek JSON.').strict(),
    jawaban: amplop(nomineRow),
  }),

  // -------- sheets
  lembarSaya: kontrak({
    method: 'GET',
    path: '/iga/tahun/:tahun/lembar',
    izin: NILAI,
    ringkasan: 'Lembar penilaian milik penilai yang masuk: setiap nomine yang ditugaskan x tahap',
    tag: TAG,
    params: paramTahun,
    jawaban: amplopDaftar(lembarSayaRow),
  }),
  lembar: kontrak({
    method: 'GET',
    path: '/iga/nomine/:id/lembar/:tahap',
    izin: LIHAT,
    ringkasan: 'Lembar penilaian satu nomine dan tahap (penilai: miliknya; pengawas: lembar penilai_id); nilai penilai lain tersembunyi sampai lembar sendiri dikirim',
    tag: TAG,
    params: paramLembar,
    query: z.object({ penilai_id: id.optional() }),
    jawaban: amplop(lembarIga),
  }),
  simpanLembar: kontrak({
    method: 'PUT',
    path: '/iga/nomine/:id/lembar/:tahap',
    izin: NILAI,
    ringkasan: 'Simpan lembar sebagai draf (hanya penilai yang ditugaskan, tanpa konflik, selama tahap terbuka)',
    tag: TAG,
    params: paramLembar,
    body: lembarBody,
    jawaban: amplop(lembarIga),
  }),
  kirimLembar: kontrak({
    method: 'POST',
    path: '/iga/nomine/:id/lembar/:tahap/kirim',
    izin: NILAI,
    ringkasan: 'Kirim lembar (sekali; setelah itu hanya koreksi beralasan)',
    tag: TAG,
    params: paramLembar,
    body: lembarBody,
    jawaban: amplop(lembarIga),
  }),
  koreksiLembar: kontrak({
    method: 'POST',
    path: '/iga/nomine/:id/lembar/:tahap/koreksi',
    izin: KOREKSI,
    ringkasan: 'Koreksi beralasan atas lembar terkirim (penilai selama tahap terbuka; admin setelah tahap ditutup, dengan penilai_id)',
    tag: TAG,
    params: paramLembar,
    query: z.object({ penilai_id: id.optional() }),
    body: koreksiBody,
    jawaban: amplop(lembarIga),
  }),

  // -------- plenary, outputs
  pleno: kontrak({
    method: 'POST',
    path: '/iga/tahun/:tahun/pleno',
    izin: KELOLA,
    ringkasan: 'Rapat pleno: peringkat akhir per klaster menjadi baris pemenang (winners) tahun itu; kategori dibuat bila belum ada',
    tag: TAG,
    params: paramTahun,
    body: z.object({ catatan: alasanBoleh }, 'Kirim data sebagai objek JSON.').strict().optional(),
    jawaban: amplopDaftar(pemenangRow),
  }),
  pemenang: kontrak({
    method: 'GET',
    path: '/iga/tahun/:tahun/pemenang',
    izin: LIHAT,
    ringkasan: 'Pemenang tahun itu per kategori (baris winners)',
    tag: TAG,
    params: paramTahun,
    jawaban: amplopDaftar(pemenangRow),
  }),
  beritaAcara: kontrak({
    method: 'GET',
    path: '/iga/tahun/:tahun/berita-acara',
    izin: LIHAT,
    ringkasan: 'Berita acara rapat pleno (PDF): bobot, peringkat akhir per klaster, sebaran penilai, pemenang',
    tag: TAG,
    params: paramTahun,
    query: z.object(kueriUnduh),
    jawaban: PDF,
  }),
  sertifikat: kontrak({
    method: 'GET',
    path: '/iga/tahun/:tahun/sertifikat/:id',
    izin: LIHAT,
    ringkasan: 'Sertifikat satu pemenang (PDF, A4 mendatar); id = baris winners',
    tag: TAG,
    params: z.object({ tahun: tahunAlamat, id }),
    query: z.object(kueriUnduh),
    jawaban: PDF,
  }),
  rankingExcel: kontrak({
    method: 'GET',
    path: '/iga/tahun/:tahun/ranking/excel',
    izin: LIHAT,
    ringkasan: 'Peringkat akhir IGA semua klaster (Excel)',
    tag: TAG,
    params: paramTahun,
    query: z.object(kueriUnduh),
    jawaban: XLSX,
  }),
};
