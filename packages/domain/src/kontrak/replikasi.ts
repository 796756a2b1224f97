import { z } from 'zod';
import { isValidDate } from '../fields/validate';
import { AKSI_TRANSISI_REPLIKASI, STATUS_REPLIKASI } from '../replikasi/alur';
import { amplop, amplopDaftar, id, kontrak, kueriDaftar, paramId, teksN } from './dasar';

/**
 * Replication requests (issue 20 item 6, domain replikasi/, decision 108): a region asks to replicate another
 * region's public innovation, the owner accepts or refuses, the requesting region tracks it to implementation.
 * Who may do what is the domain's `aksiReplikasi`; every row carries its `aksi`. docs/API.md "Replikasi inovasi".
 */

const statusSkema = z.enum(STATUS_REPLIKASI, 'Status tidak dikenal.');
const teksCatatan = (max: number) => z.string('Catatan harus berupa teks.').trim().max(max, `Paling banyak ${max} karakter.`);
const tanggalHari = z
  .string('Tanggal harus berupa teks.')
  .trim()
  .refine((v) => isValidDate(v), 'Tanggal harus berformat YYYY-MM-DD.');
/** An uploaded file (the generic upload answers `/media/…`). */
const berkasUnggahan = z
  .string('Berkas harus berupa alamat unggahan.')
  .trim()
  .max(1000, 'Alamat berkas terlalu panjang.')
  .regex(/^\/media\/[^\u0000-\u0020\u007f#?]+$/, 'Berkas harus diunggah melalui /media/upload.');

export const barisReplikasi = z.object({
  id: z.number(),
  status: statusSkema,
  status_label: z.string(),
  inovasi_id: z.number(),
  inovasi_nama: z.string(),
  pemilik_profil_id: z.number(),
  pemilik_nama: z.string(),
  peminta_profil_id: z.number(),
  peminta_nama: z.string(),
  /** The requester's note when asking. */
  catatan: teksN,
  alasan_tolak: teksN,
  replika_inovasi_id: z.number().nullable(),
  replika_nama: teksN,
  /** The agreement (PKS/MoU/statement), the copy the caller may open. */
  file_url: teksN,
  tanggal_terlaksana: teksN,
  created_at: z.string(),
  updated_at: z.string(),
  /** The side the caller acts for (null: reading only). */
  pihak: z.enum(['peminta', 'pemilik']).nullable(),
  aksi: z.array(z.enum([...AKSI_TRANSISI_REPLIKASI, 'lengkapi'])),
});
export type BarisReplikasi = z.output<typeof barisReplikasi>;

export const riwayatReplikasi = z.object({
  id: z.number(),
  aksi: z.string(),
  status: statusSkema,
  status_label: z.string(),
  tanggal: z.string(),
  catatan: teksN,
  oleh: teksN,
  created_at: z.string(),
});
export type RiwayatReplikasi = z.output<typeof riwayatReplikasi>;

export const detailReplikasi = barisReplikasi.extend({ riwayat: z.array(riwayatReplikasi) });
export type DetailReplikasi = z.output<typeof detailReplikasi>;

/**
 * Implemented replications shown beside an innovation's SID-31 ("Replikasi") in its indicator editor: `oleh` the
 * regions that replicated this innovation, `dari` the innovation this one replicates. `level_didukung` is the
 * catalogue level the number of distinct regions supports: help for the operator, never written as the answer.
 */
export const buktiReplikasi = z.object({
  jumlah_daerah: z.number(),
  level_didukung: z.number(),
  oleh: z.array(z.object({ replikasi_id: z.number(), daerah: z.string(), tanggal: teksN, file_url: teksN })),
  dari: z.array(z.object({ replikasi_id: z.number(), inovasi: z.string(), daerah: z.string(), tanggal: teksN, file_url: teksN })),
});
export type BuktiReplikasi = z.output<typeof buktiReplikasi>;

const kueriReplikasi = kueriDaftar.extend({
  /** saya: asked by the caller's region; masuk: asked of it. Left out: every request the caller may read. */
  arah: z.enum(['saya', 'masuk'], 'Arah harus saya atau masuk.').optional(),
  status: statusSkema.optional(),
});

const bodyAjukan = z
  .object({ inovasi_id: id, catatan: teksCatatan(1000).optional() }, 'Kirim permintaan sebagai objek JSON.')
  .strict();

const bodyLengkapi = z
  .object(
    {
      replika_inovasi_id: id.nullable().optional(),
      file_url: berkasUnggahan.nullable().optional(),
      catatan: teksCatatan(1000).optional(),
    },
    'Kirim isian sebagai objek JSON.',
  )
  .strict()
  .refine((b) => b.replika_inovasi_id !== undefined || b.file_url !== undefined || !!b.catatan, { message: 'Tidak ada yang diubah.', path: ['_'] });

const bodyTransisi = z
  .object(
    {
      aksi: z.enum(AKSI_TRANSISI_REPLIKASI, 'Tindakan tidak dikenal.'),
      /** The day the step happened (WIB); today when left out. */
      tanggal: tanggalHari.optional(),
      catatan: teksCatatan(1000).optional(),
    },
    'Kirim tindakan sebagai objek JSON.',
  )
  .strict()
  .superRefine((b, ctx) => {
    if ((b.aksi === 'tolak' || b.aksi === 'batalkan') && (b.catatan ?? '').length < 5)
      ctx.addIssue({ code: 'custom', path: ['catatan'], message: b.aksi === 'tolak' ? 'Tuliskan alasan penolakan (minimal 5 karakter).' : 'Tuliskan alasan pembatalan (minimal 5 karakter).' });
  });

const tag = 'replikasi';

export const K_REPLIKASI = {
  daftar: kontrak({
    method: 'GET',
    path: '/replikasi',
    // pemda/opd: their region's requests (either side); admin, superadmin, pusat: all; provinsi: its regions
    izin: 'masuk',
    ringkasan: 'Permintaan replikasi inovasi: yang diajukan daerah Anda (arah=saya) atau yang masuk untuk inovasi daerah Anda (arah=masuk)',
    tag,
    query: kueriReplikasi,
    jawaban: amplopDaftar(barisReplikasi),
  }),
  detail: kontrak({
    method: 'GET',
    path: '/replikasi/:id',
    izin: 'masuk',
    ringkasan: 'Satu permintaan replikasi dengan lini masa langkahnya dan tindakan yang boleh dilakukan',
    tag,
    params: paramId,
    jawaban: amplop(detailReplikasi),
  }),
  ajukan: kontrak({
    method: 'POST',
    path: '/replikasi',
    izin: 'masuk',
    ringkasan: 'Ajukan replikasi inovasi publik daerah lain (satu permintaan berjalan per inovasi dan daerah); jawaban 201',
    tag,
    body: bodyAjukan,
    jawaban: amplop(detailReplikasi),
  }),
  lengkapi: kontrak({
    method: 'PATCH',
    path: '/replikasi/:id',
    izin: 'masuk',
    ringkasan: 'Daerah peminta menautkan inovasi replikanya, mengunggah PKS/MoU (PDF) atau menambah catatan',
    tag,
    params: paramId,
    body: bodyLengkapi,
    jawaban: amplop(detailReplikasi),
  }),
  transisi: kontrak({
    method: 'POST',
    path: '/replikasi/:id/transisi',
    izin: 'masuk',
    ringkasan: 'Langkah permintaan: terima/tolak (daerah pemilik), persiapan/terlaksana/batalkan (daerah peminta)',
    tag,
    params: paramId,
    body: bodyTransisi,
    jawaban: amplop(detailReplikasi),
  }),
};
