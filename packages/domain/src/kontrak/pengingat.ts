import { z } from 'zod';
import { amplop, amplopDaftar, berkas, bulatAntara, kontrak, kueriDaftar, teksN } from './dasar';
import { STATUS_PENGINGAT } from '../pengingat/jadwal';

/**
 * Reminders before the close of the filling period (issue 20, domain pengingat/): a job queue in PostgreSQL sends
 * them once per account, close date and point (settings `pengingat_hari`) to the accounts of regions at risk, by
 * e-mail and in the notification centre; an account may stop them (signed in, or with the link in the e-mail);
 * admins read what was sent. docs/API.md "Pengingat".
 */

export const pengingatLogRow = z.object({
  id: z.number(),
  created_at: z.string(),
  usr_asn_id: z.number().nullable(),
  nama_akun: teksN,
  profil_id: z.number().nullable(),
  nama_daerah: teksN,
  tahun: z.number(),
  periode_selesai: z.string(),
  titik: z.number(),
  email: teksN,
  /** menunggu (the e-mail waits in the queue) | terkirim | tanpa_email | gagal (the e-mail failed after its attempts; the notice in the app was written). */
  status: z.string(),
  /** surel_aplikasi (e-mail and the notification centre) | aplikasi (the notification centre only). */
  kanal: z.string(),
  judul: z.string(),
  galat: teksN,
});
export type PengingatLogRow = z.output<typeof pengingatLogRow>;

export const K_PENGINGAT = {
  langganan: kontrak({
    method: 'GET',
    path: '/pengingat/langganan',
    izin: 'masuk',
    ringkasan: 'Apakah akun ini menerima pengingat tenggat',
    tag: 'pengingat',
    jawaban: amplop(z.object({ aktif: z.boolean() })),
  }),
  ubahLangganan: kontrak({
    method: 'PUT',
    path: '/pengingat/langganan',
    izin: 'masuk',
    ringkasan: 'Berhenti atau kembali menerima pengingat tenggat (akun sendiri)',
    tag: 'pengingat',
    body: z.object({ aktif: z.boolean('Aktif harus true atau false.') }, 'Isi permintaan harus berupa objek JSON.'),
    jawaban: amplop(z.object({ aktif: z.boolean() })),
  }),
  berhenti: kontrak({
    method: 'GET',
    path: '/pengingat/berhenti',
    // the link in a reminder e-mail: a signed token of the account, no sign-in needed
    izin: 'publik',
    ringkasan: 'Berhenti menerima pengingat lewat tautan di surel (halaman HTML singkat)',
    tag: 'pengingat',
    query: z.object({ token: z.string('Token harus berupa teks.').max(200, 'Token terlalu panjang.') }),
    jawaban: berkas('text/html'),
  }),
  log: kontrak({
    method: 'GET',
    path: '/pengingat/log',
    izin: { resource: 'app_settings', action: 'update' },
    ringkasan: 'Pengingat yang sudah dikirim (terbaru dulu; cari akun, daerah atau surel; saring status dan titik H-n)',
    tag: 'pengingat',
    query: kueriDaftar.extend({
      status: z.enum(STATUS_PENGINGAT, 'Status harus menunggu, terkirim, tanpa_email atau gagal.').optional(),
      titik: bulatAntara(0, 365).optional(),
    }),
    jawaban: amplopDaftar(pengingatLogRow),
  }),
  proses: kontrak({
    method: 'POST',
    path: '/pengingat/proses',
    izin: { resource: 'app_settings', action: 'update' },
    ringkasan: 'Jalankan jadwal pengingat hari ini dan antrean tugas sekarang (tanpa menunggu putaran berikutnya)',
    tag: 'pengingat',
    jawaban: amplop(z.object({ hari_sisa: z.number().nullable(), titik: z.number().nullable(), dijalankan: z.number() })),
  }),
};
