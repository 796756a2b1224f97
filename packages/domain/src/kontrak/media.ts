import { z } from 'zod';
import { bendera, berkas, kontrak } from './dasar';

/** Uploads and downloads of stored files (PDF, JPEG, PNG, WebP). */

export const hasilUnggah = z.object({ file_url: z.string(), mime: z.string(), size: z.number(), nama: z.string().optional() });
export type HasilUnggah = z.output<typeof hasilUnggah>;

export const K_MEDIA = {
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
    ringkasan: 'Unduh berkas (berkas tidak publik: pengunggah dan pengguna yang wilayahnya mencakup berkas; token boleh lewat ?access_token=)',
    tag: 'media',
    params: z.object({
      '*': z
        .string('Alamat berkas tidak valid.')
        .max(500, 'Alamat berkas terlalu panjang.')
        .regex(/^[^\u0000-\u001f\u007f]*$/, 'Alamat berkas tidak valid.'),
    }),
    query: z.object({ access_token: z.string('Token harus berupa teks.').max(4000, 'Token terlalu panjang.').optional() }),
    jawaban: berkas('application/octet-stream'),
  }),
};
