import { z } from 'zod';
import { amplop, kontrak, paramId, teksN, XLSX } from './dasar';
import { kueriUnduh } from './media';

/**
 * Exports prepared in the background (issue 21 item 4, decision 114). A list or report export answers its file at
 * once while it is small; past the row threshold (`EKSPOR_LATAR_BARIS`), or when the client sends
 * `Prefer: respond-async`, it answers 202 with {@link jawabanEksporDiterima}: the job's state and where to ask
 * again. The job writes the file to storage with the scope the account had when it asked, and a notice in the
 * app links to the download, which only that account may open, until it expires. docs/API.md "Ekspor latar".
 */

/**
 * The kinds of export that can run in the background (each a registered writer in the API): every list and report
 * file (decision 116). `daftar_inovasi` GET /inovasi/download-excel; `rekap_akhir` GET /rekap-akhir/excel (the
 * ranking's final recap of a cluster); `rekap_jenis`, `rekap_bentuk`, `rekap_urusan`, `rekap_inisiator`
 * GET /laporan/rekap/{jenis}/excel; `analisis` GET /laporan/analisis/excel; `papan_tenggat` GET /tenggat/excel;
 * `dashboard_diklat` GET /diklat/excel; `hasil_kuesioner` GET /kuesioner/hasil/excel; `profil_excel` and
 * `profil_pdf` GET /profil/download-excel/{id} and /profil/download-pdf/{id}.
 */
export const JENIS_EKSPOR = [
  'daftar_inovasi',
  'rekap_akhir',
  'rekap_jenis',
  'rekap_bentuk',
  'rekap_urusan',
  'rekap_inisiator',
  'analisis',
  'papan_tenggat',
  'dashboard_diklat',
  'hasil_kuesioner',
  'profil_excel',
  'profil_pdf',
] as const;
export type JenisEkspor = (typeof JENIS_EKSPOR)[number];

/** A background export's state: the queue's, and `kedaluwarsa` once its file is gone. */
export const STATUS_EKSPOR = ['menunggu', 'jalan', 'selesai', 'gagal', 'kedaluwarsa'] as const;
export type StatusEkspor = (typeof STATUS_EKSPOR)[number];

/** The message of a 202 answer (and of the web app, which shows it). */
export const PESAN_EKSPOR_LATAR = 'Ekspor sedang disiapkan; Anda akan mendapat notifikasi';

export const eksporRow = z.object({
  /** The job's id (the `:id` of the status and download addresses). */
  id: z.number(),
  jenis: z.enum(JENIS_EKSPOR),
  status: z.enum(STATUS_EKSPOR),
  /** The file name the download will carry. */
  nama_berkas: z.string(),
  /** When it was asked for (ISO 8601). */
  diminta_at: z.string(),
  /** When the file was ready (ISO 8601), null before. */
  selesai_at: teksN,
  /** Until when it can be downloaded (ISO 8601), null before it is ready. */
  kedaluwarsa_at: teksN,
  /** Rows written, null before it is ready. */
  baris: z.number().nullable(),
  /** Bytes of the file, null before it is ready. */
  ukuran: z.number().nullable(),
  /** Where to ask for the state again. */
  alamat_status: z.string(),
  /** Where to download the file (send Authorization, or a download token `?unduh=`); null until it is ready. */
  alamat_unduh: teksN,
  /** Why it failed (status gagal), or the last attempt's error while it waits for a retry. */
  galat: teksN,
});
export type EksporLatar = z.output<typeof eksporRow>;

/** The 202 answer of an export sent to the background (also the answer of `GET /ekspor/:id`). */
export const jawabanEksporDiterima = amplop(eksporRow);
export type JawabanEksporDiterima = z.output<typeof jawabanEksporDiterima>;

export const K_EKSPOR = {
  status: kontrak({
    method: 'GET',
    path: '/ekspor/:id',
    izin: 'masuk',
    ringkasan: 'Keadaan ekspor latar {id} milik akun sendiri (menunggu, jalan, selesai, gagal, kedaluwarsa) dan alamat unduhannya; ekspor akun lain 404',
    tag: 'ekspor',
    params: paramId,
    jawaban: jawabanEksporDiterima,
  }),
  unduh: kontrak({
    method: 'GET',
    path: '/ekspor/:id/unduh',
    izin: 'masuk',
    ringkasan:
      'Unduh berkas ekspor latar {id} (xlsx; PDF untuk profil_pdf): hanya akun yang memintanya, sampai kedaluwarsa (409 SEDANG_DIPROSES bila belum siap, 404 bila milik akun lain, gagal atau kedaluwarsa); header Authorization atau token unduhan ?unduh=',
    tag: 'ekspor',
    params: paramId,
    query: z.object(kueriUnduh),
    jawaban: XLSX,
  }),
};
