import { z } from 'zod';
import { amplop, amplopDaftar, berkas, bulatAntara, id, kontrak, kueriDaftar, tahun, teksN } from './dasar';
import { HALAMAN_KONTEN, PANJANG_MAKS_TUJUAN, type HalamanKonten } from '../publik/portal';

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
  /** The region's awards (winners), newest year first. */
  pemenang: z.array(z.object({ tahun: z.number(), kategori: z.string(), urutan: z.number() })),
});
export type HalamanPublik = z.output<typeof halamanPublik>;

// ------------------------------------------------------------------ portal (issue 17 item 1)
// Every answer schema below is a whitelist (z.object drops unknown keys when the API parses its answer):
// no account, e-mail, phone, author, draft flag, self score or file that is not public ever reaches a visitor.

/** A file the public may download: an uploaded file marked public (media.is_public) or an https link. */
export const berkasPublik = z.object({ url: z.string(), nama: z.string(), mime: teksN, ukuran: z.number().nullable() });
export type BerkasPublik = z.output<typeof berkasPublik>;

export const bannerPublik = z.object({ id: z.number(), judul: z.string(), url: teksN, image_url: z.string() });
export const beritaRingkas = z.object({ id: z.number(), title: z.string(), excerpt: teksN, photo_url: teksN, tanggal: z.string() });
export const beritaPublik = beritaRingkas.extend({ description: teksN });
export const pengumumanRingkas = z.object({ id: z.number(), judul: z.string(), slug: z.string(), ringkasan: z.string(), tanggal: z.string(), berkas: berkasPublik.nullable() });
export const pengumumanPublik = pengumumanRingkas.extend({ content: teksN });
export const kontenPublik = z.object({ id: z.number(), title: z.string(), description: teksN, tanggal: z.string(), berkas: berkasPublik.nullable() });
export const pemenangPublik = z.object({ tahun: z.number(), kategori_id: z.number(), kategori: z.string(), urutan: z.number(), profil_id: z.number(), pemda: z.string() });
export type BannerPublik = z.output<typeof bannerPublik>;
export type BeritaRingkas = z.output<typeof beritaRingkas>;
export type BeritaPublik = z.output<typeof beritaPublik>;
export type PengumumanRingkas = z.output<typeof pengumumanRingkas>;
export type PengumumanPublik = z.output<typeof pengumumanPublik>;
export type KontenPublik = z.output<typeof kontenPublik>;
export type PemenangPublik = z.output<typeof pemenangPublik>;

/** A catalogue row: public fields of a verified innovation (decision 68). */
export const inovasiRingkas = z.object({
  id: z.number(),
  nama: z.string(),
  profil_id: z.number(),
  pemda: z.string(),
  tahun: z.number(),
  tahap: z.number(),
  jenis_inovasi: teksN,
  bentuk: teksN,
  tema: teksN,
  urusan: z.array(z.string()),
  /** Distinct regions that implemented a replication of it (decision 108). */
  jumlah_replikasi: z.number(),
});
export type InovasiRingkas = z.output<typeof inovasiRingkas>;

/** An innovation's public page: no initiator's name, no files, no scores, no account. */
export const inovasiPublik = inovasiRingkas.extend({
  klasifikasi_inovasi: teksN,
  inisiator: teksN,
  waktu: teksN,
  waktu_implementasi: teksN,
  latar_belakang: teksN,
  tujuan: teksN,
  manfaat: teksN,
  hasil_inovasi: teksN,
  titik: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** "Direplikasi oleh": implemented replications, region and day only (no agreement file). */
  direplikasi_oleh: z.array(z.object({ profil_id: z.number(), daerah: z.string(), tanggal: teksN })),
});
export type InovasiPublik = z.output<typeof inovasiPublik>;

export const titikPeta = z.object({ id: z.number(), nama: z.string(), pemda: z.string(), lat: z.number(), lng: z.number() });
export type TitikPeta = z.output<typeof titikPeta>;

const opsi = z.object({ id: z.number(), nama: z.string() });
export const opsiKatalog = z.object({ daerah: z.array(opsi), urusan: z.array(opsi), bentuk: z.array(opsi), tahun: z.array(z.number()) });
export type OpsiKatalog = z.output<typeof opsiKatalog>;

export const urusanPublik = z.object({ id: z.number(), nama: z.string(), kategori: teksN, jumlah: z.number() });
export type UrusanPublik = z.output<typeof urusanPublik>;

export const berandaPublik = z.object({
  banner: z.array(bannerPublik),
  berita: z.array(beritaRingkas),
  pengumuman: z.array(pengumumanRingkas),
  /** The newest year with winners. */
  pemenang: z.object({ tahun: z.number(), data: z.array(pemenangPublik) }).nullable(),
  statistik: z.object({ inovasi: z.number(), daerah: z.number(), urusan: z.number() }),
});
export type BerandaPublik = z.output<typeof berandaPublik>;

export const pemenangDaftar = z.object({ tahun: z.array(z.number()), kategori: z.array(opsi), data: z.array(pemenangPublik) });
export type PemenangDaftar = z.output<typeof pemenangDaftar>;

/** Filters of the public catalogue and its map. */
export const kueriKatalog = kueriDaftar.extend({
  profil_id: id.optional(),
  urusan: id.optional(),
  bentuk: id.optional(),
  tahap: bulatAntara(0, 2).optional(),
  tahun: tahun.optional(),
});
const filterPeta = kueriKatalog.pick({ search: true, profil_id: true, urusan: true, bentuk: true, tahap: true, tahun: true });

export const tautanPendek = z.object({ kode: z.string(), tujuan: z.string(), alamat: z.string() });
export type TautanPendek = z.output<typeof tautanPendek>;

/** `/publik/panduan`, `/publik/laporan`, `/publik/dokumen`: one content category each, with public files. */
const kontenKontrak = <H extends HalamanKonten>(h: H) =>
  kontrak({
    method: 'GET',
    path: `/publik/${h}` as const,
    izin: 'publik',
    ringkasan: `${HALAMAN_KONTEN[h].judul} (kategori konten "${HALAMAN_KONTEN[h].slug}") dengan berkas publik yang dapat diunduh`,
    tag: 'publik',
    query: kueriDaftar,
    jawaban: amplopDaftar(kontenPublik),
  });
const slugPengumuman = z.string('Alamat tidak valid.').regex(/^[a-z0-9][a-z0-9-]{0,149}$/, 'Alamat pengumuman tidak valid.');

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
  beranda: kontrak({
    method: 'GET',
    path: '/publik/beranda',
    izin: 'publik',
    ringkasan: 'Beranda portal publik: banner, berita terbit terbaru, pengumuman terbaru, pemenang tahun terakhir, jumlah inovasi terverifikasi',
    tag: 'publik',
    jawaban: amplop(berandaPublik),
  }),
  berita: kontrak({
    method: 'GET',
    path: '/publik/berita',
    izin: 'publik',
    ringkasan: 'Berita yang sudah terbit (draf tidak pernah tampil), terbaru dahulu',
    tag: 'publik',
    query: kueriDaftar,
    jawaban: amplopDaftar(beritaRingkas),
  }),
  beritaItem: kontrak({
    method: 'GET',
    path: '/publik/berita/:id',
    izin: 'publik',
    ringkasan: 'Satu berita yang sudah terbit (draf: 404)',
    tag: 'publik',
    params: z.object({ id }),
    jawaban: amplop(beritaPublik),
  }),
  pengumuman: kontrak({
    method: 'GET',
    path: '/publik/pengumuman',
    izin: 'publik',
    ringkasan: 'Pengumuman, terbaru dahulu',
    tag: 'publik',
    query: kueriDaftar,
    jawaban: amplopDaftar(pengumumanRingkas),
  }),
  pengumumanItem: kontrak({
    method: 'GET',
    path: '/publik/pengumuman/:slug',
    izin: 'publik',
    ringkasan: 'Satu pengumuman menurut slug',
    tag: 'publik',
    params: z.object({ slug: slugPengumuman }),
    jawaban: amplop(pengumumanPublik),
  }),
  panduan: kontenKontrak('panduan'),
  laporan: kontenKontrak('laporan'),
  dokumen: kontenKontrak('dokumen'),
  pemenang: kontrak({
    method: 'GET',
    path: '/publik/pemenang',
    izin: 'publik',
    ringkasan: 'Pemenang penghargaan per tahun dan kategori',
    tag: 'publik',
    query: z.object({ tahun: tahun.optional(), kategori: id.optional() }),
    jawaban: amplop(pemenangDaftar),
  }),
  katalog: kontrak({
    method: 'GET',
    path: '/publik/inovasi',
    izin: 'publik',
    ringkasan: 'Katalog publik inovasi terverifikasi (keputusan 68): cari nama, saring daerah, urusan, bentuk, tahapan, tahun',
    tag: 'publik',
    query: kueriKatalog,
    jawaban: amplopDaftar(inovasiRingkas),
  }),
  peta: kontrak({
    method: 'GET',
    path: '/publik/inovasi/peta',
    izin: 'publik',
    ringkasan: 'Titik koordinat inovasi terverifikasi untuk peta (saringan yang sama dengan katalog, paling banyak 2000 titik)',
    tag: 'publik',
    query: filterPeta,
    jawaban: amplop(z.array(titikPeta)),
  }),
  opsiKatalog: kontrak({
    method: 'GET',
    path: '/publik/inovasi/opsi',
    izin: 'publik',
    ringkasan: 'Pilihan saringan katalog: daerah yang memiliki inovasi terverifikasi, urusan, bentuk, tahun',
    tag: 'publik',
    jawaban: amplop(opsiKatalog),
  }),
  inovasi: kontrak({
    method: 'GET',
    path: '/publik/inovasi/:id',
    izin: 'publik',
    ringkasan: 'Halaman publik satu inovasi terverifikasi (selain itu 404): hanya kolom publik',
    tag: 'publik',
    params: z.object({ id }),
    jawaban: amplop(inovasiPublik),
  }),
  urusan: kontrak({
    method: 'GET',
    path: '/publik/urusan',
    izin: 'publik',
    ringkasan: 'Urusan pemerintahan dengan jumlah inovasi terverifikasi',
    tag: 'publik',
    jawaban: amplop(z.array(urusanPublik)),
  }),
  buatTautan: kontrak({
    method: 'POST',
    path: '/publik/tautan',
    izin: 'publik',
    ringkasan: 'Tautan pendek ke satu halaman publik portal (keputusan 70): dibuat sekali, dipakai ulang untuk alamat yang sama',
    tag: 'publik',
    body: z.object({ tujuan: z.string('Alamat halaman harus berupa teks.').max(PANJANG_MAKS_TUJUAN * 2, `Alamat halaman maksimal ${PANJANG_MAKS_TUJUAN} karakter.`) }, 'Kirim data sebagai objek JSON.').strict(),
    jawaban: amplop(tautanPendek),
  }),
  bukaTautan: kontrak({
    method: 'GET',
    path: '/tiny/:kode',
    izin: 'publik',
    ringkasan: 'Buka tautan pendek: pengalihan 302 ke halaman publiknya (kode tidak dikenal: 404, atau ke /tiny untuk peramban)',
    tag: 'publik',
    params: z.object({ kode: z.string('Kode tidak valid.').max(20, 'Kode tidak valid.') }),
    jawaban: berkas('text/plain'),
  }),
};