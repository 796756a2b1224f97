import { z } from 'zod';
import { JENIS_NOTIFIKASI } from '../notifikasi/jenis';
import { amplop, amplopDaftar, bendera, kontrak, kueriDaftar, paramId, teksN } from './dasar';

/**
 * The notification centre (issue 20): each account's own notices, written by the modules through the notifikasi
 * module's face (`kirimNotifikasi`) with a kind (`jenis`), listed with filters and pages, marked read one by one or
 * all at once. docs/API.md "Notifikasi".
 */

const jenis = z.enum(JENIS_NOTIFIKASI, `Jenis harus salah satu dari: ${JENIS_NOTIFIKASI.join(', ')}.`);

export const notifikasiRow = z.object({
  id: z.number(),
  usr_asn_id: z.number(),
  jenis: z.string(),
  judul: z.string(),
  isi: teksN,
  tautan: teksN,
  dibaca_at: teksN,
  created_at: z.string(),
});
export type Notifikasi = z.output<typeof notifikasiRow>;

export const K_NOTIFIKASI = {
  daftar: kontrak({
    method: 'GET',
    path: '/notifikasi',
    izin: { resource: 'notifikasi', action: 'list' },
    ringkasan: 'Pemberitahuan akun sendiri, terbaru dulu (saring jenis dan sudah/belum dibaca), dengan jumlah belum dibaca',
    tag: 'notifikasi',
    query: kueriDaftar.extend({ jenis: jenis.optional(), dibaca: bendera.optional() }),
    jawaban: amplopDaftar(notifikasiRow).extend({ belum_dibaca: z.number() }),
  }),
  baca: kontrak({
    method: 'POST',
    path: '/notifikasi/:id/baca',
    izin: { resource: 'notifikasi', action: 'list' },
    ringkasan: 'Tandai satu pemberitahuan sudah dibaca (hanya milik sendiri)',
    tag: 'notifikasi',
    params: paramId,
    jawaban: amplop(notifikasiRow),
  }),
  bacaSemua: kontrak({
    method: 'POST',
    path: '/notifikasi/baca-semua',
    izin: { resource: 'notifikasi', action: 'list' },
    ringkasan: 'Tandai semua pemberitahuan sendiri sudah dibaca (atau semua dari satu jenis)',
    tag: 'notifikasi',
    // no body: every kind
    body: z.object({ jenis: jenis.optional() }, 'Isi permintaan harus berupa objek JSON.').optional(),
    jawaban: amplop(z.object({ ditandai: z.number(), belum_dibaca: z.number() })),
  }),
};
