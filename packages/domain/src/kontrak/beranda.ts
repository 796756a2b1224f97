import { z } from 'zod';
import { amplop, angkaN, kontrak, teksN } from './dasar';

/**
 * The role-aware home (issue 19 item 1, decision 80): one answer whose parts depend on the caller's role
 * (`jenisBeranda`); the server decides the scope (its own region, its province, its verification area, the
 * country) and fills only the parts of that kind (the others are null or empty).
 */

const jumlahReview = z.object({
  /** Sent, not yet decided by a verifier (status 0). */
  menunggu: z.number(),
  /** Approved by a verifier, waiting for quality control (status 1, qc 0). */
  menunggu_qc: z.number(),
  /** Returned by quality control: the verifier looks again (status 1, qc 2). */
  dikembalikan_qc: z.number(),
  /** Rejected by a verifier (status 2). */
  ditolak: z.number(),
  /** Approved and confirmed by quality control (final). */
  selesai: z.number(),
  /** The oldest waiting items of the scope. */
  terlama: z.array(z.object({ inovasi_id: z.number(), nama: z.string(), nama_pemda: z.string(), dikirim_at: z.string() })),
});
export type JumlahReview = z.output<typeof jumlahReview>;

const jumlahInovasi = z.object({
  total: z.number(),
  inisiatif: z.number(),
  ujicoba: z.number(),
  penerapan: z.number(),
  belum_dikirim: z.number(),
  menunggu: z.number(),
  terverifikasi: z.number(),
  ditolak: z.number(),
  /** OPD/UPT: the innovations the account made itself (null for other roles). */
  milik_sendiri: angkaN,
});
export type JumlahInovasi = z.output<typeof jumlahInovasi>;

const barisDaerah = z.object({ profil_id: z.number(), nama: z.string(), iid: z.number(), predikat: teksN, jumlah_inovasi: z.number() });
export type BarisDaerahBeranda = z.output<typeof barisDaerah>;

export const berandaRingkasan = z.object({
  jenis: z.enum(['review', 'juri', 'nasional', 'provinsi', 'daerah', 'sistem']),
  /** The assessment year the numbers are about. */
  tahun: z.number(),
  /** What the answer covers: "Nasional", the region, the province, the verification area. */
  lingkup: z.object({ nama: z.string(), jumlah_daerah: angkaN }),
  review: jumlahReview.nullable(),
  juri: z
    .object({
      iga_tahun: angkaN,
      iga_tahap: teksN,
      /** Award nominees assigned to this juror in the current award year. */
      iga_ditugaskan: z.number(),
      /** Sheets the juror sent, and the drafts still open. */
      iga_terkirim: z.number(),
      iga_draf: z.number(),
      lomba_tahun: angkaN,
      /** Competition entries sent this year, and those this juror has scored. */
      lomba_kiriman: z.number(),
      lomba_dinilai: z.number(),
    })
    .nullable(),
  inovasi: jumlahInovasi.nullable(),
  indeks: z
    .object({
      /** self | verified: which score the numbers are (verified when the caller may see it). */
      sumber: z.enum(['self', 'verified']),
      rata_rata: z.number(),
      jumlah_dinilai: z.number(),
      /** Why the verified index is not shown yet; null when it is. */
      catatan: teksN,
    })
    .nullable(),
  /** National: the five best regions; province: every region of it, best first. */
  daerah_daftar: z.array(barisDaerah),
  /** A region's own view (asn, upt, kabkota, dinas, kecamatan). */
  daerah: z
    .object({
      profil_id: z.number(),
      nama: z.string(),
      /** The region's IID and predikat once the year's index is published, else null with the reason. */
      iid: angkaN,
      predikat: teksN,
      alasan_indeks: teksN,
      profil: z.array(z.object({ label: z.string(), lengkap: z.boolean() })),
      indikator_terisi: z.number(),
      /** Region indicators (tipe P) of the assessment year, and how many the region has answered. */
      indikator_jumlah: z.number(),
      /** Published innovations of the region (the portal's rule), newest first. */
      inovasi_terbit: z.array(z.object({ id: z.number(), nama: z.string(), tahapan: z.string(), tahun: z.number() })),
    })
    .nullable(),
  sistem: z
    .object({
      basis_data: z.boolean(),
      versi: z.string(),
      mode_demo: z.boolean(),
      aktivitas_24_jam: z.number(),
      aktivitas_7_hari: z.number(),
      akun_aktif: z.number(),
      terakhir: z.array(z.object({ id: z.number(), ts: z.string(), username: teksN, name: z.string() })),
    })
    .nullable(),
});
export type BerandaRingkasan = z.output<typeof berandaRingkasan>;

export const K_BERANDA = {
  ringkasan: kontrak({
    method: 'GET',
    path: '/beranda',
    izin: { resource: 'beranda', action: 'lihat' },
    ringkasan: 'Beranda menurut peran: antrean dan jumlahnya, ringkasan nasional/provinsi/daerah, atau status sistem (lingkup ditentukan server)',
    tag: 'beranda',
    jawaban: amplop(berandaRingkasan),
  }),
} as const;
