import { z } from 'zod';
import { amplopDaftar, bulatAntara, id, kontrak, kueriDaftar, teksN, XLSX } from './dasar';
import { kueriUnduh } from './media';

/**
 * Deadline board (issue 20, domain tenggat/): per region, how far it is against the close of the filling period,
 * the regions at risk first. The ministry roles every region; a province account its own regions. Excel of the
 * same rows. docs/API.md "Papan tenggat".
 */

export const barisTenggat = z.object({
  profil_id: z.number(),
  nama: z.string(),
  propinsi: teksN,
  indikator_terisi: z.number(),
  indikator_jumlah: z.number(),
  wajib_terpenuhi: z.number(),
  wajib_jumlah: z.number(),
  jumlah_dokumen: z.number(),
  inovasi_jumlah: z.number(),
  inovasi_draf: z.number(),
  inovasi_terkirim: z.number(),
  iid: z.number().nullable(),
  predikat: teksN,
  risiko: z.enum(['tinggi', 'sedang', 'rendah']),
  risiko_label: z.string(),
  alasan: z.array(z.string()),
  tidak_dapat_dinilai: z.boolean(),
  persen: z.number(),
});
export type BarisTenggat = z.output<typeof barisTenggat>;

const saringTenggat = kueriDaftar.extend({
  tahun: bulatAntara(2017, 2100).optional(),
  propinsi_id: id.optional(),
  klaster: z.string('Klaster harus berupa teks.').trim().max(30, 'Klaster paling banyak 30 karakter.').optional(),
  wilayah_id: id.optional(),
  risiko: z.enum(['tinggi', 'sedang', 'rendah'], 'Risiko harus tinggi, sedang atau rendah.').optional(),
});

export const K_TENGGAT = {
  daftar: kontrak({
    method: 'GET',
    path: '/tenggat',
    // admin, superadmin, pusat: every region; provinsi: its regions (aksesPapanTenggat; others 403)
    izin: 'masuk',
    ringkasan: 'Papan tenggat: kemajuan profil, indikator, bukti dan inovasi terkirim setiap daerah terhadap akhir periode pengisian, daerah berisiko lebih dulu',
    tag: 'indeks',
    query: saringTenggat,
    jawaban: amplopDaftar(barisTenggat).extend({
      tahun: z.number(),
      periode_selesai: teksN,
      /** Whole days to the close (negative after it), null without a close date. */
      hari_sisa: z.number().nullable(),
      rekap: z.object({ tinggi: z.number(), sedang: z.number(), rendah: z.number(), tidak_dapat_dinilai: z.number() }),
    }),
  }),
  excel: kontrak({
    method: 'GET',
    path: '/tenggat/excel',
    izin: 'masuk',
    ringkasan: 'Papan tenggat sebagai Excel (saringan yang sama, semua baris)',
    tag: 'indeks',
    query: saringTenggat.extend(kueriUnduh),
    jawaban: XLSX,
  }),
};
