import { z } from 'zod';
import { AKSI_REVIEW, ALASAN_VERIFIKASI, type AksiReview } from '../review/alur';
import { ROLES } from '../permissions/roles';
import { amplop, amplopDaftar, angkaN, bulatAntara, id, kontrak, kueriDaftar, paramId, PDF, teksN } from './dasar';

/** Verification and QC (REV-*): queues, transition commands, history, evaluation, QC dashboard, assignment (the notices: kontrak/notifikasi.ts). */

const aksiReview = z.enum(AKSI_REVIEW);
const badgeReview = z.enum(['Pending', 'Verified', 'Rejected']);

export const antrianRow = z.object({
  id: z.number(),
  inovasi_id: z.number(),
  profil_id: z.number(),
  nomor: teksN,
  nama: z.string(),
  nama_pemda: z.string(),
  waktu_implementasi: teksN,
  total_points: angkaN,
  verifikasi_points: angkaN,
  created_at: z.string(),
  status_nomor: z.number(),
  status_review: badgeReview,
  qc: z.number(),
  qc_status: badgeReview,
  qc_notes: teksN,
  deskripsi: teksN,
  /** What the caller may do with this row now (the same policy guards the commands). */
  aksi: z.array(aksiReview),
});
export type AntrianRow = z.output<typeof antrianRow>;

export const registrasiRow = z.object({
  id: z.number(),
  inovasi_id: z.number(),
  nomor: teksN,
  status_nomor: z.number(),
  qc: z.number(),
  qc_notes: teksN,
  deskripsi: teksN,
  created_at: z.string(),
  reviewed_at: teksN,
  qc_at: teksN,
});

const riwayat = z.object({
  aksi: z.string(),
  status_dari: angkaN.optional(),
  status_ke: angkaN,
  qc_dari: angkaN.optional(),
  qc_ke: angkaN,
  catatan: teksN,
  created_at: z.string(),
  oleh: teksN,
  /** Approvals: indicators accepted as claimed without a verifier's judgement, and the reason (decision 87). */
  terima_sisa: angkaN.optional(),
  alasan_terima_sisa: teksN.optional(),
});
export type Riwayat = z.output<typeof riwayat>;

export const indikatorBanding = z.object({
  indikator_id: z.number(),
  kode: teksN,
  indikator: z.string(),
  bobot: angkaN,
  jawaban: teksN,
  skor: angkaN,
  dievaluasi: z.boolean().nullable(),
  verifikasi_jawaban: teksN,
  verifikasi_skor: angkaN,
  selisih: angkaN,
  alasan: teksN,
  alasan_label: teksN,
  catatan: teksN,
});
export type IndikatorBanding = z.output<typeof indikatorBanding>;

export const detailReview = z.object({
  inovasi: z.object({
    id: z.number(),
    profil_id: z.number(),
    nama: z.string(),
    nama_pemda: z.string(),
    tahun: angkaN,
    inovasi_status: z.number(),
    inisiator: teksN,
    nama_inisiator: teksN,
    jenis_inovasi: teksN,
    bentuk_inovasi: angkaN,
    /** Lookups by name (issue 19 item 5). */
    bentuk_inovasi_nama: teksN,
    klasifikasi_inovasi: teksN,
    urusan: z.array(z.string()),
    waktu: teksN,
    waktu_implementasi: teksN,
    tujuan: teksN,
    manfaat: teksN,
    hasil_inovasi: teksN,
    kematangan: angkaN,
  }),
  registrasi: registrasiRow.extend({ status_review: badgeReview, qc_status: badgeReview }),
  riwayat: z.array(riwayat),
  indikator: z.array(indikatorBanding),
  total_points: angkaN,
  verifikasi_points: angkaN,
  verifikasi_tampil: z.boolean(),
  aksi: z.array(aksiReview),
  boleh_evaluasi: z.boolean(),
  /** Indicators to judge before approval (answered, not automatic), judged so far, and the codes still open. */
  penilaian: z.object({ wajib: z.number(), dinilai: z.number(), belum: z.array(z.string()) }),
});
export type DetailReview = z.output<typeof detailReview>;

export const qcDashboard = z.object({
  menunggu_verifikasi: z.number(),
  menunggu_qc: z.number(),
  qc_verified: z.number(),
  qc_rejected: z.number(),
  disetujui: z.number(),
  ditolak: z.number(),
  tertua: z.array(z.object({ inovasi_id: z.number(), nama: z.string(), status_nomor: z.number(), qc: z.number(), menunggu_sejak: z.string() })),
  per_verifikator: z.array(z.object({ verifikator_id: angkaN, nama: teksN, n: z.number() })),
});
export type QcDashboard = z.output<typeof qcDashboard>;

export const akunPenugasan = z.object({
  id: z.number(),
  username: z.string(),
  nama_lengkap: z.string(),
  role: z.enum(ROLES),
  area: z.number(),
  is_active: z.number(),
  area_label: z.string(),
  jumlah_daerah_area: z.number(),
  daerah: z.array(z.object({ id: z.number(), nama: z.string() })),
});
export type AkunPenugasan = z.output<typeof akunPenugasan>;

/** QC state filter (`qc=0|1|2`), read by the QC queues only. */
const qcFilter = { qc: z.enum(['0', '1', '2'], 'Status QC harus 0, 1 atau 2.').transform(Number).optional() };

const queue = (path: string, action: string, ringkasan: string) =>
  kontrak({
    method: 'GET',
    path,
    izin: { resource: 'review', action },
    ringkasan,
    tag: 'review',
    query: kueriDaftar.extend(qcFilter),
    jawaban: amplopDaftar(antrianRow),
  });
const catatan = z.object({
  catatan: z.string('Catatan harus berupa teks.').max(2000, 'Catatan paling banyak 2000 karakter.').optional().nullable(),
  /** Approvals only: accept the indicators not judged yet as the region claimed them (needs `alasan_terima_sisa`). */
  terima_sisa: z.boolean('Pilihan "terima sisanya sesuai klaim" harus ya atau tidak.').optional().nullable(),
  alasan_terima_sisa: z.string('Alasan harus berupa teks.').max(2000, 'Alasan paling banyak 2000 karakter.').optional().nullable(),
});

const transisi = (aksi: AksiReview) =>
  kontrak({
    method: 'POST',
    path: `/review/:id/${aksi}`,
    izin: { resource: 'review', action: aksi },
    ringkasan: `Keputusan review "${aksi}" atas inovasi {id}`,
    tag: 'review',
    params: paramId,
    body: catatan.optional(),
    jawaban: amplop(registrasiRow),
  });
/** One contract per transition command (`/review/{id}/{aksi}`). */
export const K_TRANSISI = Object.fromEntries(AKSI_REVIEW.map((aksi) => [aksi, transisi(aksi)])) as Record<AksiReview, ReturnType<typeof transisi>>;

const evaluasiBody = z
  .object({
    indikator_id: id,
    tahun: bulatAntara(2017, 2100).optional().nullable(),
    nilai: z.union([z.string(), z.number()], 'Nilai harus berupa angka atau teks.').optional().nullable(),
    nilai_sebelum: z.union([z.string(), z.number()], 'Nilai harus berupa angka.').optional().nullable(),
    nilai_sesudah: z.union([z.string(), z.number()], 'Nilai harus berupa angka.').optional().nullable(),
    skala_id: z.union([z.string(), z.number()], 'Pilihan skala tidak valid.').optional().nullable(),
    catatan: z.string('Catatan harus berupa teks.').optional().nullable(),
    alasan: z.union([z.enum(ALASAN_VERIFIKASI.map((a) => a.value) as [string, ...string[]], 'Pilih alasan dari daftar alasan verifikasi.'), z.literal('')]).optional().nullable(),
    profil_id: z.unknown().optional(),
    inovasi_id: z.unknown().optional(),
  })
  .strict();
export type EvaluasiBody = z.input<typeof evaluasiBody>;

const evaluasi = (pemilik: 'profil' | 'inovasi') =>
  kontrak({
    method: 'POST',
    path: `/evaluasi/:id/${pemilik}`,
    izin: { resource: 'review', action: 'evaluasi' },
    ringkasan: `Simpan hasil evaluasi satu indikator ${pemilik === 'profil' ? 'profil pemda' : 'inovasi'} {id}`,
    tag: 'review',
    params: paramId,
    body: evaluasiBody,
    jawaban: amplop(z.record(z.string(), z.unknown())),
  });

export const K_REVIEW = {
  antrian: queue('/nomor_registrasi/request/lookup', 'antrian', 'Antrean verifikasi (menunggu keputusan)'),
  antrianTerpilih: queue('/nomor_registrasi/request/selected/lookup', 'antrian', 'Antrean verifikasi di wilayah verifikator'),
  disetujui: queue('/review/approved/lookup', 'hasil', 'Hasil review: disetujui'),
  disetujuiTerpilih: queue('/review/approved/selected/lookup', 'hasil', 'Hasil review disetujui, wilayah verifikator'),
  ditolak: queue('/review/rejected/lookup', 'hasil', 'Hasil review: ditolak'),
  ditolakTerpilih: queue('/review/rejected/selected/lookup', 'hasil', 'Hasil review ditolak, wilayah verifikator'),
  qc: queue('/review/qc/lookup', 'antrian_qc', 'Antrean quality control'),
  qcTerpilih: queue('/review/qc/selected/lookup', 'antrian_qc', 'Antrean quality control, wilayah'),
  riwayat: kontrak({
    method: 'GET',
    path: '/review/:id/riwayat',
    izin: { resource: 'review', action: 'ringkasan' },
    ringkasan: 'Registrasi dan riwayat keputusan satu inovasi',
    tag: 'review',
    params: paramId,
    jawaban: amplop(registrasiRow.extend({ status_review: badgeReview, qc_status: badgeReview })).extend({ riwayat: z.array(riwayat) }),
  }),
  ringkasan: kontrak({
    method: 'GET',
    path: '/review/:id/ringkasan',
    izin: { resource: 'review', action: 'ringkasan' },
    ringkasan: 'Ringkasan review satu inovasi (PDF)',
    tag: 'review',
    params: paramId,
    jawaban: PDF,
  }),
  detail: kontrak({
    method: 'GET',
    path: '/review/:id/detail',
    izin: { resource: 'review', action: 'lihat' },
    ringkasan: 'Halaman review: inovasi, registrasi, riwayat, indikator mandiri vs terverifikasi, aksi',
    tag: 'review',
    params: paramId,
    jawaban: amplop(detailReview),
  }),
  alasan: kontrak({
    method: 'GET',
    path: '/evaluasi/alasan',
    izin: 'masuk',
    ringkasan: 'Daftar alasan verifikasi',
    tag: 'review',
    jawaban: amplop(z.array(z.object({ value: z.string(), label: z.string() }))),
  }),
  evaluasiProfil: evaluasi('profil'),
  evaluasiInovasi: evaluasi('inovasi'),
  dashboardQc: kontrak({
    method: 'GET',
    path: '/review/qc/dashboard',
    izin: { resource: 'review', action: 'dashboard_qc' },
    ringkasan: 'Dasbor quality control: jumlah per status, antrean tertua, beban per verifikator',
    tag: 'review',
    jawaban: amplop(qcDashboard),
  }),
  penugasan: kontrak({
    method: 'GET',
    path: '/penugasan',
    izin: { resource: 'review', action: 'penugasan' },
    ringkasan: 'Akun verifikator dan QC dengan wilayah dan daerah tugasnya',
    tag: 'review',
    query: kueriDaftar,
    jawaban: amplopDaftar(akunPenugasan).extend({ areas: z.array(z.object({ value: z.number(), label: z.string() })) }),
  }),
  simpanPenugasan: kontrak({
    method: 'POST',
    path: '/penugasan/:id',
    izin: { resource: 'review', action: 'penugasan' },
    ringkasan: 'Atur wilayah dan daerah tugas satu akun verifikator/QC',
    tag: 'review',
    params: paramId,
    body: z
      .object({
        area: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.enum(['0', '1', '2', '3'])], 'Pilih wilayah: 0 (tidak ada), 1 Barat, 2 Timur atau 3 Tambahan.').transform(Number),
        m_daerah_ids: z.array(id, 'Daftar daerah tidak valid.').max(1000, 'Maksimal 1000 daerah.').default([]),
      })
      .strict(),
    jawaban: amplop(akunPenugasan),
  }),
};
