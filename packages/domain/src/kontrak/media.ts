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

/**
 * Resumable uploads (tus 1.0.0 protocol, issue 20): the server names an upload with 32 hexadecimal characters.
 * HEAD /media/tus/:id (the offset) is part of the protocol too; contracts have no HEAD method, see docs/API.md.
 */
const paramUnggahTus = z.object({
  id: z.string('Nomor unggahan tidak valid.').regex(/^[0-9a-f]{32}$/, 'Nomor unggahan tidak valid.'),
});

/** tus answers carry no JSON on success: the status and headers (Location, Upload-Offset, Upload-File-Url) say it all. */
const jawabanTus = z.object({}).describe('Tanpa isi: status 201/204 dan header protokol tus (Location, Upload-Offset, Upload-File-Url)');

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
  tusBuat: kontrak({
    method: 'POST',
    path: '/media/tus',
    izin: { resource: 'media', action: 'upload' },
    ringkasan:
      'Mulai unggahan yang dapat dilanjutkan (tus): header Upload-Length (paling besar UPLOAD_MAX_MB) dan Upload-Metadata (filename); boleh membawa potongan pertama (application/offset+octet-stream); jawaban 201 dengan Location, dan Upload-File-Url bila berkas sudah lengkap',
    tag: 'media',
    jawaban: jawabanTus,
  }),
  tusKirim: kontrak({
    method: 'PATCH',
    path: '/media/tus/:id',
    izin: { resource: 'media', action: 'upload' },
    ringkasan:
      'Kirim potongan berikutnya (application/offset+octet-stream, Upload-Offset); potongan terakhir menyimpan berkas seperti /media/upload dan menjawab header Upload-File-Url',
    tag: 'media',
    params: paramUnggahTus,
    jawaban: jawabanTus,
  }),
  tusHapus: kontrak({
    method: 'DELETE',
    path: '/media/tus/:id',
    izin: { resource: 'media', action: 'upload' },
    ringkasan: 'Batalkan unggahan yang dapat dilanjutkan (hanya akun yang memulainya)',
    tag: 'media',
    params: paramUnggahTus,
    jawaban: jawabanTus,
  }),
  tusHasil: kontrak({
    method: 'GET',
    path: '/media/tus/:id/hasil',
    izin: { resource: 'media', action: 'upload' },
    ringkasan: 'Hasil unggahan tus yang sudah selesai (file_url), bagi klien yang kehilangan jawaban terakhir; 24 jam, hanya akun yang mengunggah',
    tag: 'media',
    params: paramUnggahTus,
    jawaban: amplop(hasilUnggah),
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
