/**
 * Demo content of the signed-in content screens (demo mode only; called once per database from seedDemo, inside
 * its transaction): two photo albums whose photos are real images drawn with sharp (an SVG scene rendered to
 * JPEG), each with its 450 x 450 thumbnail made by the same code as an upload (modules/konten), and more FAQ
 * answers for the `faq` screen. Banners, news, announcements, documents and winners are the portal's demo
 * (demo-publik.ts); the site texts (about-us, profil, faq) come with the master data. Every text says it is
 * sample content.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage';
import type { DbOrTx } from '../client';
import { albums, gallery, helpFaq, media, usrAsn } from '../schema';
import { buatGambarKecil } from '../../modules/konten';

const ALBUM: { name: string; foto: { judul: string; warna: [string, string]; teks: string }[] }[] = [
  {
    name: 'Penganugerahan Innovative Government Award (contoh)',
    foto: [
      { judul: 'Panggung penganugerahan', warna: ['#0b4f8a', '#1c7ed6'], teks: 'Penganugerahan IGA' },
      { judul: 'Penyerahan piala kepada pemerintah daerah', warna: ['#7a4b00', '#f59f00'], teks: 'Penyerahan Piala' },
      { judul: 'Foto bersama para pemenang', warna: ['#1b5e20', '#40c057'], teks: 'Foto Bersama' },
    ],
  },
  {
    name: 'Bimbingan Teknis Pengisian Indeks (contoh)',
    foto: [
      { judul: 'Pembukaan bimbingan teknis', warna: ['#4a148c', '#9c36b5'], teks: 'Bimbingan Teknis' },
      { judul: 'Diskusi kelompok pengisian indikator', warna: ['#b71c1c', '#fa5252'], teks: 'Diskusi Kelompok' },
    ],
  },
];

const FAQ_TAMBAHAN = [
  {
    question: 'Kapan batas waktu pengisian indikator pemerintah daerah?',
    answer: '<p>Batas waktu mengikuti periode pengisian yang diumumkan Kementerian pada menu <strong>Pengumuman</strong>. Setelah periode ditutup, isian hanya dapat dibaca. (Contoh demo.)</p>',
  },
  {
    question: 'Siapa yang membuat akun OPD dan UPT?',
    answer: '<p>Admin pemerintah daerah (peran <em>pemda</em>) membuat akun OPD dan UPT di menu <strong>Akun OPD/UPT</strong>. Akun UPT dipilih dari OPD induknya. (Contoh demo.)</p>',
  },
  {
    question: 'Mengapa akun saya dinonaktifkan, bukan dihapus?',
    answer: '<p>Akun yang masih tercatat pada data lain (inovasi, penilaian, berkas) dinonaktifkan agar riwayat data tetap utuh. Hubungi admin daerah Anda untuk mengaktifkannya kembali. (Contoh demo.)</p>',
  },
  {
    question: 'Berkas apa saja yang dapat diunggah sebagai bukti dukung?',
    answer: '<p>PDF, JPG, PNG dan WebP sesuai batas ukuran yang tertera di formulir. Jenis berkas diperiksa dari isinya, bukan dari namanya. (Contoh demo.)</p>',
  },
];

/** A photo-like scene: sky gradient, hills, a stage and a caption, rendered from SVG. */
async function gambarAdegan(warna: [string, string], teks: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${warna[1]}"/><stop offset="1" stop-color="${warna[0]}"/></linearGradient></defs>
  <rect width="1200" height="800" fill="url(#g)"/>
  <circle cx="950" cy="170" r="90" fill="#fff3bf" opacity="0.85"/>
  <path d="M0 560 Q 300 420 600 540 T 1200 500 V 800 H 0 Z" fill="#000" opacity="0.25"/>
  <rect x="300" y="470" width="600" height="150" rx="12" fill="#fff" opacity="0.9"/>
  <rect x="330" y="500" width="540" height="20" rx="6" fill="${warna[0]}" opacity="0.7"/>
  <text x="600" y="590" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" text-anchor="middle" fill="${warna[0]}">${teks}</text>
  <text x="40" y="770" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#fff">Foto contoh SIGAP Inovasi</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

export async function seedKontenDemo(tx: DbOrTx, storage: Storage | undefined): Promise<void> {
  const [admin] = await tx.select({ id: usrAsn.id }).from(usrAsn).where(sql`lower(${usrAsn.username}) = 'admin'`);
  const pengunggah = { id: admin?.id ?? 0, m_daerah_id: null };

  // more FAQ (the master data brings the first three)
  const ada = new Set((await tx.select({ q: helpFaq.question }).from(helpFaq)).map((r) => r.q));
  const faq = FAQ_TAMBAHAN.filter((f) => !ada.has(f.question));
  if (faq.length) await tx.insert(helpFaq).values(faq);

  // albums with photos and their thumbnails (files need the storage)
  if (!storage || !admin) return;
  if ((await tx.select({ n: sql<number>`count(*)::int` }).from(albums))[0]!.n > 0) return;
  for (const a of ALBUM) {
    const [album] = await tx.insert(albums).values({ name: a.name }).returning({ id: albums.id });
    for (const f of a.foto) {
      const isi = await gambarAdegan(f.warna, f.teks);
      const key = `demo/galeri-${crypto.randomUUID()}.jpg`;
      await storage.put(key, isi);
      const url = `/media/${key}`;
      await tx.insert(media).values({ file_url: url, storage_key: key, original_name: `${f.judul}.jpg`, mime: 'image/jpeg', size: isi.length, uploaded_by: admin.id, is_public: 1 });
      const thumb = await buatGambarKecil(tx, storage, url, pengunggah);
      await tx.insert(gallery).values({ album_id: album!.id, judul: f.judul, photo_url: url, thumb_url: thumb });
    }
  }
}
