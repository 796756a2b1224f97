import { z } from 'zod';
import { amplop, id, kontrak, teksN } from './dasar';

/**
 * The public page of a region (PLT-14, `/landing/pemda/{profil_id}`), no sign-in. The answer schema is the
 * whitelist: the API parses its answer through it before sending (unknown keys are dropped), so a column
 * added to a query by mistake never reaches the public.
 */

export const halamanPublik = z.object({
  profil: z.object({
    id: z.number(),
    nama: z.string(),
    tingkat: z.string(),
    jenis: z.string(),
    kode: z.string(),
    induk: teksN,
    alamat: teksN,
    logo_url: teksN,
    peta_src: teksN,
  }),
  /** The verified index of the published years (setting `tahun_publikasi`), newest first. */
  indeks: z.array(z.object({ tahun: z.number(), iid: z.number().nullable(), predikat: z.string() })),
  tahun_publikasi: z.array(z.number()),
  /** Verified innovations at stage Penerapan. */
  inovasi: z.array(z.object({ id: z.number(), nama: z.string(), tema: teksN, tahun: z.number(), jenis_inovasi: teksN })),
});
export type HalamanPublik = z.output<typeof halamanPublik>;

export const K_PUBLIK = {
  pemda: kontrak({
    method: 'GET',
    path: '/publik/pemda/:profil_id',
    izin: 'publik',
    ringkasan: 'Halaman publik satu pemda: profil, peta, indeks terverifikasi tahun terbit, inovasi terverifikasi tahap Penerapan',
    tag: 'publik',
    params: z.object({ profil_id: id }),
    jawaban: amplop(halamanPublik),
  }),
};
