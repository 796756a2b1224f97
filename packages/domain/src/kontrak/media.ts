import { z } from 'zod';
import { amplop, bendera, berkas, kontrak } from './dasar';

/** Uploads and downloads of stored files (PDF, JPEG, PNG, WebP). */

export const hasilUnggah = z.object({ file_url: z.string(), mime: z.string(), size: z.number(), nama: z.string().optional() });
export type HasilUnggah = z.output<typeof hasilUnggah>;

/**
 * The query parameter of a file answer opened as a plain link (download, frame, image, new tab): a download
 * token from `POST /unduh/token`, valid minutes and for that one address (apps/api/src/lib/unduh-token.ts).
 * Every file route accepts it; routes whose query is declared list it here for the documentation and 422.
 */
export const kueriUnduh = {
  unduh: z.string('Token unduhan harus berupa teks.').max(2000, 'Token unduhan terlalu panjang.').optional(),
};

/** A same-site address (path and query) of one file to open: `/media/…`, `/inovasi/download-pdf/3`, … */
const alamatUnduh = z
  .string('Alamat berkas harus berupa teks.')
  .min(2, 'Alamat berkas wajib diisi.')
  .max(2000, 'Alamat berkas terlalu panjang.')
  .regex(/^\/(?![/\\])[^\u0000-\u0020\u007f#]*$/, 'Alamat berkas harus berupa alamat di situs ini (diawali "/").');

export const tokenUnduh = z.object({
  /** The token to append as `?unduh=` (or `&unduh=`). */
  token: z.string(),
  /** When it stops working (ISO 8601). */
  kedaluwarsa: z.string(),
});
export type TokenUnduh = z.output<typeof tokenUnduh>;

export const K_MEDIA = {
  tokenUnduh: kontrak({
    method: 'POST',
    path: '/unduh/token',
    izin: 'masuk',
    ringkasan:
      'Token unduhan untuk satu berkas (path dan query alamatnya): berlaku 5 menit, hanya untuk alamat itu dan akun ini; tempelkan sebagai ?unduh= pada tautan biasa (unduhan, bingkai PDF, tab baru)',
    tag: 'media',
    body: z.object({ url: alamatUnduh }, 'Kirim data sebagai objek JSON.').strict(),
    jawaban: amplop(tokenUnduh),
  }),
  unggah: kontrak({
    method: 'POST',
    path: '/media/upload',
    izin: { resource: 'media', action: 'upload' },
    ringkasan: 'Unggah satu berkas (multipart, kolom "file"); jenis dikenali dari isinya',
    tag: 'media',
    multipart: true,
    /** `public=1`: readable without signing in (admins only; ignored for other roles). */
    query: z.object({ public: bendera.optional() }),
    body: z.object({ file: z.unknown().describe('Berkas PDF, JPEG, PNG atau WebP') }),
    jawaban: z.object({ status: z.literal(1), file_url: z.string(), data: hasilUnggah }),
  }),
  unduh: kontrak({
    method: 'GET',
    path: '/media/*',
    izin: 'publik',
    ringkasan: 'Unduh berkas (berkas tidak publik: pengunggah dan pengguna yang wilayahnya mencakup berkas; header Authorization atau token unduhan ?unduh=)',
    tag: 'media',
    params: z.object({
      '*': z
        .string('Alamat berkas tidak valid.')
        .max(500, 'Alamat berkas terlalu panjang.')
        .regex(/^[^\u0000-\u001f\u007f]*$/, 'Alamat berkas tidak valid.'),
    }),
    query: z.object(kueriUnduh),
    jawaban: berkas('application/octet-stream'),
  }),
};
