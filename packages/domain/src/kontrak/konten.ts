import { z } from 'zod';
import { amplopDaftar, kontrak, kueriDaftar, teksN } from './dasar';

/**
 * Content for signed-in users (CNT-01, CNT-02): announcements (`pengumuman`, `/v1/announcements`) and the
 * contents of the three fixed categories (`content-panduan`, `content-laporan`, `content-dokumen`) with their
 * files. Editors manage the records through the generic `/crud/{announcements,contents,content_categories}`.
 */

/** The category slug each content screen lists (content_categories.slug). */
export const KATEGORI_KONTEN = {
  panduan: 'panduan',
  laporan: 'laporan-tahunan',
  dokumen: 'dokumen',
} as const;
export type KategoriKonten = (typeof KATEGORI_KONTEN)[keyof typeof KATEGORI_KONTEN];

export const pengumumanBaris = z.object({
  id: z.number(),
  judul: z.string(),
  slug: z.string(),
  /** Sanitised rich text (sanitised on write). */
  content: teksN,
  file: teksN,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PengumumanBaris = z.output<typeof pengumumanBaris>;

export const kontenBaris = z.object({
  id: z.number(),
  title: z.string(),
  description: teksN,
  file: teksN,
  /** The uploaded file's own name and size (null for an outside link or a missing upload). */
  nama_berkas: teksN,
  ukuran: z.number().nullable(),
  jenis_berkas: teksN,
  kategori: z.string(),
  created_at: z.string(),
});
export type KontenBaris = z.output<typeof kontenBaris>;

const kontenKategori = <P extends string>(path: P, judul: string) =>
  kontrak({
    method: 'GET',
    path,
    izin: { resource: 'contents', action: 'list' },
    ringkasan: `${judul}: konten kategori ini, terbaru dahulu, dengan berkas untuk diunduh (search, page, per_page)`,
    tag: 'konten',
    query: kueriDaftar,
    jawaban: amplopDaftar(kontenBaris),
  });

export const K_KONTEN = {
  pengumuman: kontrak({
    method: 'GET',
    path: '/v1/announcements',
    izin: { resource: 'announcements', action: 'list' },
    ringkasan: 'Pengumuman untuk pengguna yang masuk, terbaru dahulu (search, page, per_page); dikelola admin lewat /crud/announcements',
    tag: 'konten',
    query: kueriDaftar,
    jawaban: amplopDaftar(pengumumanBaris),
  }),
  panduan: kontenKategori('/content/panduan', 'Panduan'),
  laporan: kontenKategori('/content/laporan-tahunan', 'Laporan Tahunan'),
  dokumen: kontenKategori('/content/dokumen', 'Dokumen'),
};
