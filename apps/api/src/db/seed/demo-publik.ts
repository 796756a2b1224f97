/**
 * Demo data of the public portal (demo mode only; called once per database from seedDemo, inside its
 * transaction): banners and news photos (small WebP images drawn with sharp), published news and one draft,
 * announcements, guides / annual reports / documents with small real PDF files (public uploads), the
 * winners of 2017-2024 when no other seed gave a year its winners, and coordinates for the public demo
 * innovations that have none (around their province's capital), so the map has points. Every text says it is
 * sample content of the demo.
 */
import { rakitPdf } from './pdf-contoh';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Storage } from '../../lib/storage';
import type { DbOrTx } from '../client';
import { announcements, banners, contentCategories, contents, iga2020Inovasi, mDaerah, media, news, nomorRegistrasi, usrAsn, winnerCategory, winners } from '../schema';

// ---------------------------------------------------------------- files

/** A PDF of one A4 page with a title and wrapped paragraphs (Helvetica, no fonts to embed). */
export function pdfSederhana(judul: string, paragraf: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const baris: string[] = [];
  for (const p of paragraf) {
    let cur = '';
    for (const w of p.split(/\s+/)) {
      if ((cur + ' ' + w).trim().length > 88) {
        baris.push(cur);
        cur = w;
      } else cur = (cur + ' ' + w).trim();
    }
    if (cur) baris.push(cur);
    baris.push('');
  }
  let y = 780;
  let text = `BT /F2 16 Tf 56 ${y} Td (${esc(judul)}) Tj ET\n`;
  y -= 20;
  text += `BT /F1 9 Tf 56 ${y} Td (SIGAP Inovasi - dokumen contoh untuk demonstrasi portal publik) Tj ET\n`;
  y -= 30;
  for (const b of baris.slice(0, 58)) {
    if (b) text += `BT /F1 11 Tf 56 ${y} Td (${esc(b)}) Tj ET\n`;
    y -= 15;
  }
  const objs = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 5 0 R/F2 6 0 R>>>>/Contents 4 0 R>>',
    `<</Length ${Buffer.byteLength(text, 'latin1')}>>stream\n${text}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica-Bold>>',
  ];
  return rakitPdf(objs);
}

/** An abstract WebP picture (gradient and circles) in the portal's colours; no text (fonts may be absent). */
async function gambarAbstrak(w: number, h: number, warna: [string, string], seed: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const lingkaran = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = ((seed * 37 + i * 211) % 100) / 100;
      const y = ((seed * 53 + i * 97) % 100) / 100;
      const r = 0.12 + (((seed + i) * 29) % 25) / 100;
      return `<circle cx="${Math.round(x * w)}" cy="${Math.round(y * h)}" r="${Math.round(r * h)}" fill="#ffffff" fill-opacity="${0.06 + i * 0.03}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${warna[0]}"/><stop offset="1" stop-color="${warna[1]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${lingkaran}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 62 }).toBuffer();
}

interface Berkas {
  key: string;
  nama: string;
  mime: string;
  isi: Buffer;
}

// ---------------------------------------------------------------- content

const PARAGRAF_PANDUAN = [
  'Indeks Inovasi Daerah (IID) mengukur kinerja penyelenggaraan inovasi pemerintah daerah melalui dua aspek: Satuan Pemerintah Daerah (SPD) dan Satuan Inovasi Daerah (SID).',
  'Pemerintah daerah mengisi profil daerah beserta indikator SPD, kemudian mendaftarkan setiap inovasi dengan tahapan inisiatif, uji coba, atau penerapan. Setiap jawaban indikator dilengkapi bukti dukung berupa dokumen, foto, video, atau tautan.',
  'Inovasi yang lengkap dikirim ke Kementerian untuk diverifikasi. Verifikator memeriksa kesesuaian bukti dukung, lalu tim quality control memastikan keputusan verifikasi. Hanya inovasi yang lolos verifikasi yang tampil di katalog publik.',
  'Nilai indeks dihitung dari skor SPD dan skor kematangan inovasi. Predikat daerah ditetapkan menurut rentang nilai pada metodologi tahun penilaian yang berlaku.',
];

const KONTEN: { halaman: 'panduan' | 'laporan-tahunan' | 'dokumen'; title: string; description: string; berkas: string; paragraf: string[] }[] = [
  { halaman: 'panduan', title: 'Panduan Pengisian Indeks Inovasi Daerah', description: '<p>Langkah pengisian profil daerah, indikator SPD, data inovasi, dan bukti dukung hingga pengiriman ke Kementerian.</p>', berkas: 'panduan-pengisian-iid.pdf', paragraf: PARAGRAF_PANDUAN },
  {
    halaman: 'panduan',
    title: 'Panduan Verifikasi Bukti Dukung',
    description: '<p>Ketentuan jenis dokumen, format berkas, dan contoh bukti dukung yang diterima untuk setiap indikator.</p>',
    berkas: 'panduan-bukti-dukung.pdf',
    paragraf: [
      'Bukti dukung harus relevan dengan indikator yang dijawab, diterbitkan oleh pejabat yang berwenang, dan berada dalam periode penilaian.',
      'Dokumen resmi berupa peraturan kepala daerah, surat keputusan, atau laporan diunggah dalam format PDF dengan ukuran yang wajar. Foto kegiatan disertai keterangan waktu dan tempat.',
      'Video diunggah ke kanal resmi pemerintah daerah dan tautannya dicantumkan pada isian. Tautan harus dapat dibuka tanpa masuk ke akun tertentu.',
    ],
  },
  {
    halaman: 'laporan-tahunan',
    title: 'Laporan Indeks Inovasi Daerah Tahun 2024',
    description: '<p>Ringkasan hasil pengukuran Indeks Inovasi Daerah tahun 2024: sebaran predikat, jumlah inovasi, dan praktik baik daerah.</p>',
    berkas: 'laporan-iid-2024.pdf',
    paragraf: [
      'Laporan ini merangkum pelaksanaan pengukuran Indeks Inovasi Daerah tahun 2024 (data contoh untuk demonstrasi).',
      'Pengukuran diikuti oleh pemerintah provinsi, kabupaten, dan kota. Inovasi yang dilaporkan tersebar pada urusan pendidikan, kesehatan, administrasi kependudukan, dan pelayanan perizinan.',
      'Daerah dengan predikat Sangat Inovatif umumnya memiliki regulasi inovasi daerah, anggaran yang memadai, dan jejaring kolaborasi dengan perguruan tinggi serta masyarakat.',
    ],
  },
  {
    halaman: 'laporan-tahunan',
    title: 'Laporan Indeks Inovasi Daerah Tahun 2023',
    description: '<p>Hasil pengukuran tahun 2023 beserta catatan perbaikan metodologi untuk tahun berikutnya.</p>',
    berkas: 'laporan-iid-2023.pdf',
    paragraf: ['Laporan tahun 2023 memuat hasil pengukuran, catatan pelaksanaan verifikasi, dan rekomendasi perbaikan metodologi (data contoh untuk demonstrasi).'],
  },
  {
    halaman: 'dokumen',
    title: 'Pedoman Penilaian Indeks Inovasi Daerah',
    description: '<p>Pedoman teknis penilaian: variabel, indikator, bobot, dan rentang predikat.</p>',
    berkas: 'pedoman-penilaian-iid.pdf',
    paragraf: ['Pedoman ini menjelaskan variabel dan indikator penilaian, bobot setiap indikator, cara perhitungan skor, serta rentang nilai predikat (dokumen contoh).', ...PARAGRAF_PANDUAN.slice(3)],
  },
  {
    halaman: 'dokumen',
    title: 'Formulir Pakta Integritas Pemerintah Daerah',
    description: '<p>Templat pakta integritas yang ditandatangani kepala daerah sebelum pengiriman data.</p>',
    berkas: 'formulir-pakta-integritas.pdf',
    paragraf: ['Yang bertanda tangan di bawah ini menyatakan bahwa data dan bukti dukung yang disampaikan dalam Indeks Inovasi Daerah adalah benar dan dapat dipertanggungjawabkan (templat contoh).'],
  },
  {
    halaman: 'dokumen',
    title: 'Jadwal Pelaksanaan Pengukuran Indeks Inovasi Daerah',
    description: '<p>Tahapan penjaringan, pengukuran, presentasi kepala daerah, dan validasi lapangan.</p>',
    berkas: 'jadwal-pelaksanaan-iid.pdf',
    paragraf: ['Tahapan pengukuran: penjaringan data melalui aplikasi, verifikasi dan validasi bukti dukung, presentasi kepala daerah, dan validasi lapangan (jadwal contoh).'],
  },
];

const BERITA: { title: string; excerpt: string; description: string; terbit: boolean; hari: number }[] = [
  {
    title: 'Penjaringan Data Indeks Inovasi Daerah Resmi Dibuka',
    excerpt: 'Pemerintah daerah diminta melengkapi profil dan data inovasi sebelum batas waktu pengisian.',
    description:
      '<p>Penjaringan data Indeks Inovasi Daerah tahun ini resmi dibuka. Pemerintah provinsi, kabupaten, dan kota diminta melengkapi profil daerah, indikator Satuan Pemerintah Daerah, serta data inovasi beserta bukti dukungnya.</p><p>Pendampingan teknis tersedia melalui bimbingan daring setiap pekan. Panduan pengisian dapat diunduh pada halaman Panduan.</p><p><em>Berita contoh untuk demonstrasi portal.</em></p>',
    terbit: true,
    hari: 3,
  },
  {
    title: 'Bimbingan Teknis Verifikasi Bukti Dukung bagi Operator Daerah',
    excerpt: 'Lebih dari seribu operator daerah mengikuti bimbingan teknis tentang bukti dukung yang diterima verifikator.',
    description:
      '<p>Bimbingan teknis membahas jenis bukti dukung untuk setiap indikator, kesalahan yang sering ditemukan verifikator, dan cara menautkan video kegiatan.</p><p>Peserta juga mencoba fitur pemeriksa kelengkapan yang menunjukkan indikator yang belum memiliki bukti dukung sebelum data dikirim.</p><p><em>Berita contoh untuk demonstrasi portal.</em></p>',
    terbit: true,
    hari: 10,
  },
  {
    title: 'Katalog Inovasi Daerah Kini Dapat Diakses Publik',
    excerpt: 'Masyarakat dapat mencari inovasi daerah yang telah terverifikasi menurut daerah, urusan, dan tahapan.',
    description:
      '<p>Katalog inovasi daerah kini terbuka bagi masyarakat. Setiap inovasi yang telah lolos verifikasi dapat dicari menurut daerah, urusan pemerintahan, bentuk, dan tahapan, lengkap dengan peta lokasi.</p><p>Halaman setiap inovasi dapat dibagikan melalui tautan pendek ke aplikasi pesan.</p><p><em>Berita contoh untuk demonstrasi portal.</em></p>',
    terbit: true,
    hari: 18,
  },
  {
    title: 'Replikasi Inovasi Layanan Kesehatan Daring Meluas ke Daerah Lain',
    excerpt: 'Sejumlah daerah mempelajari inovasi konsultasi kesehatan daring untuk diterapkan di wilayahnya.',
    description:
      '<p>Inovasi konsultasi kesehatan daring yang diterapkan di beberapa kota mulai direplikasi oleh daerah lain. Kunjungan belajar dilakukan untuk memahami tata kelola, anggaran, dan pelibatan tenaga kesehatan.</p><p><em>Berita contoh untuk demonstrasi portal.</em></p>',
    terbit: true,
    hari: 30,
  },
  {
    title: 'Draf: Persiapan Malam Penganugerahan Innovative Government Award',
    excerpt: 'Rancangan berita yang belum terbit.',
    description: '<p>Draf ini hanya dapat dibaca oleh penyunting berita dan tidak pernah tampil di portal publik.</p>',
    terbit: false,
    hari: 1,
  },
];

const PENGUMUMAN: { judul: string; slug: string; content: string; berkas?: string; hari: number }[] = [
  {
    judul: 'Batas Akhir Pengiriman Data Indeks Inovasi Daerah',
    slug: 'batas-akhir-pengiriman-data-iid',
    content:
      '<p>Pengiriman data Indeks Inovasi Daerah ditutup pada akhir periode penjaringan. Data yang belum dikirim sampai batas akhir tidak ikut diverifikasi.</p><p>Surat edaran lengkap dapat diunduh di bawah ini. <em>(Pengumuman contoh.)</em></p>',
    berkas: 'surat-edaran-batas-pengiriman.pdf',
    hari: 2,
  },
  {
    judul: 'Jadwal Presentasi Kepala Daerah Nominator',
    slug: 'jadwal-presentasi-kepala-daerah',
    content: '<p>Kepala daerah nominator menyampaikan presentasi inovasi secara daring sesuai jadwal yang ditetapkan. Bahan presentasi diunggah paling lambat dua hari sebelum jadwal. <em>(Pengumuman contoh.)</em></p>',
    hari: 12,
  },
  {
    judul: 'Pemeliharaan Sistem Terjadwal',
    slug: 'pemeliharaan-sistem-terjadwal',
    content: '<p>Aplikasi tidak dapat diakses selama pemeliharaan sistem pada Sabtu pukul 22.00-24.00 WIB. Data yang sudah tersimpan tidak terpengaruh. <em>(Pengumuman contoh.)</em></p>',
    hari: 20,
  },
];

const BANNER: { judul: string; url: string; warna: [string, string] }[] = [
  { judul: 'Katalog Inovasi Daerah terverifikasi', url: '/katalog', warna: ['#312e81', '#4338ca'] },
  { judul: 'Pemenang penghargaan inovasi daerah', url: '/pemenang', warna: ['#134e4a', '#0f766e'] },
  { judul: 'Panduan pengisian Indeks Inovasi Daerah', url: '/panduan', warna: ['#7c2d12', '#c2410c'] },
];

const KATEGORI_PEMENANG = ['Provinsi Terinovatif', 'Kabupaten Terinovatif', 'Kota Terinovatif', 'Kabupaten Daerah Tertinggal Terinovatif', 'Kabupaten Daerah Perbatasan Terinovatif'];

/** Approximate capital of each province (Kemendagri code), for demo coordinates. */
const IBU_KOTA: Record<string, [number, number]> = {
  '11': [5.55, 95.32], '12': [3.59, 98.67], '13': [-0.95, 100.35], '14': [0.51, 101.45], '15': [-1.61, 103.61], '16': [-2.99, 104.76],
  '17': [-3.79, 102.26], '18': [-5.43, 105.26], '19': [-2.13, 106.11], '21': [0.92, 104.45], '31': [-6.18, 106.83], '32': [-6.91, 107.61],
  '33': [-6.97, 110.42], '34': [-7.8, 110.36], '35': [-7.25, 112.75], '36': [-6.12, 106.15], '51': [-8.65, 115.22], '52': [-8.58, 116.12],
  '53': [-10.17, 123.61], '61': [-0.03, 109.33], '62': [-2.21, 113.92], '63': [-3.32, 114.59], '64': [-0.5, 117.15], '65': [2.84, 117.37],
  '71': [1.47, 124.84], '72': [-0.9, 119.87], '73': [-5.15, 119.43], '74': [-3.97, 122.51], '75': [0.54, 123.06], '76': [-2.68, 118.89],
  '81': [-3.7, 128.17], '82': [0.73, 127.57], '91': [-2.53, 140.72], '92': [-0.86, 134.06], '93': [-8.49, 140.4], '94': [-3.37, 135.5],
  '95': [-4.1, 138.95], '96': [-0.88, 131.25],
};

const tanggalLalu = (hari: number) => new Date(Date.UTC(2026, 0, 31) - hari * 86_400_000).toISOString();

export async function seedDemoPublik(tx: DbOrTx, storage: Storage | undefined): Promise<void> {
  const [admin] = await tx.select({ id: usrAsn.id }).from(usrAsn).where(sql`lower(${usrAsn.username}) = 'admin'`);
  const berkas: Berkas[] = [];
  const simpan = async (b: Berkas) => {
    if (!storage) return null;
    berkas.push(b);
    await storage.put(b.key, b.isi);
    return `/media/${b.key}`;
  };

  // banners and news photos: public images
  if ((await tx.select({ n: sql<number>`count(*)::int` }).from(banners))[0]!.n === 0 && storage) {
    for (const [i, b] of BANNER.entries()) {
      const url = await simpan({ key: `demo/publik/banner-${i + 1}.webp`, nama: `banner-${i + 1}.webp`, mime: 'image/webp', isi: await gambarAbstrak(1200, 400, b.warna, i + 3) });
      if (url) await tx.insert(banners).values({ judul: b.judul, url: b.url, image_url: url });
    }
  }
  if ((await tx.select({ n: sql<number>`count(*)::int` }).from(news))[0]!.n === 0) {
    const warna: [string, string][] = [['#1e3a8a', '#3b82f6'], ['#065f46', '#10b981'], ['#581c87', '#a855f7'], ['#9a3412', '#f97316'], ['#374151', '#9ca3af']];
    for (const [i, b] of BERITA.entries()) {
      const foto = await simpan({ key: `demo/publik/berita-${i + 1}.webp`, nama: `berita-${i + 1}.webp`, mime: 'image/webp', isi: await gambarAbstrak(800, 450, warna[i % warna.length]!, i + 11) });
      const t = tanggalLalu(b.hari);
      await tx.insert(news).values({ title: b.title, excerpt: b.excerpt, description: b.description, photo_url: foto, is_published: b.terbit ? 1 : 0, created_at: t, updated_at: t });
    }
  }
  for (const p of PENGUMUMAN) {
    const file = p.berkas ? await simpan({ key: `demo/publik/${p.berkas}`, nama: p.berkas, mime: 'application/pdf', isi: pdfSederhana(p.judul, [p.content.replace(/<[^>]+>/g, ' ')]) }) : null;
    const t = tanggalLalu(p.hari);
    await tx.insert(announcements).values({ judul: p.judul, slug: p.slug, content: p.content, file, created_at: t, updated_at: t }).onConflictDoNothing();
  }

  // guides, annual reports, documents (categories from the master seed)
  const kategori = new Map((await tx.select({ id: contentCategories.id, slug: contentCategories.slug }).from(contentCategories)).map((r) => [r.slug, r.id]));
  const adaJudul = new Set((await tx.select({ title: contents.title }).from(contents)).map((r) => r.title));
  for (const [i, k] of KONTEN.entries()) {
    const cat = kategori.get(k.halaman);
    if (!cat || adaJudul.has(k.title)) continue;
    const file = await simpan({ key: `demo/publik/${k.berkas}`, nama: k.berkas, mime: 'application/pdf', isi: pdfSederhana(k.title, k.paragraf) });
    const t = tanggalLalu(5 + i * 7);
    await tx.insert(contents).values({ category_id: cat, title: k.title, description: k.description, file, created_at: t, updated_at: t });
  }
  if (berkas.length) {
    await tx
      .insert(media)
      .values(berkas.map((b) => ({ file_url: `/media/${b.key}`, storage_key: b.key, original_name: b.nama, mime: b.mime, size: b.isi.length, uploaded_by: admin?.id ?? null, m_daerah_id: null, is_public: 1 })))
      .onConflictDoNothing();
  }

  await seedPemenang(tx);
  await koordinatDemo(tx);
}

/** Winners 2017-2024 for the years no other seed filled (the award module's seed may give some). */
async function seedPemenang(tx: DbOrTx) {
  const adaKategori = new Map((await tx.select({ id: winnerCategory.id, name: winnerCategory.name }).from(winnerCategory)).map((r) => [r.name, r.id]));
  for (const name of KATEGORI_PEMENANG) {
    if (adaKategori.has(name)) continue;
    const [r] = await tx.insert(winnerCategory).values({ name }).returning({ id: winnerCategory.id });
    adaKategori.set(name, r!.id);
  }
  const tahunAda = new Set((await tx.selectDistinct({ tahun: winners.tahun }).from(winners)).map((r) => r.tahun));
  // regions that have a profile (profil_pemda.id = m_daerah.id), by kind
  const daerah = (await tx.execute(sql`select d.id, d.jenis, d.kode from m_daerah d join profil_pemda p on p.id = d.id order by d.kode`)) as unknown as { rows: { id: number; jenis: string; kode: string }[] };
  const per = (jenis: string) => daerah.rows.filter((d) => d.jenis === jenis);
  const pools: Record<string, { id: number }[]> = {
    'Provinsi Terinovatif': per('provinsi'),
    'Kabupaten Terinovatif': per('kabupaten'),
    'Kota Terinovatif': per('kota'),
    'Kabupaten Daerah Tertinggal Terinovatif': per('kabupaten').filter((d) => /^(5[23]|8[12]|9\d)/.test(d.kode)),
    'Kabupaten Daerah Perbatasan Terinovatif': per('kabupaten').filter((d) => /^(11|12|14|21|61|64|65|53|71|81|82|9\d)/.test(d.kode)),
  };
  const rows: (typeof winners.$inferInsert)[] = [];
  for (let tahun = 2017; tahun <= 2024; tahun++) {
    if (tahunAda.has(tahun)) continue;
    for (const [name, pool] of Object.entries(pools)) {
      if (pool.length === 0) continue;
      const n = Math.min(3, pool.length);
      for (let u = 0; u < n; u++) rows.push({ tahun, category_id: adaKategori.get(name)!, profil_id: pool[(tahun * 7 + u * 5) % pool.length]!.id, urutan: u + 1 });
    }
  }
  // one region never twice in a category and year
  const unik = new Map(rows.map((r) => [`${r.tahun}|${r.category_id}|${r.profil_id}`, r]));
  if (unik.size) await tx.insert(winners).values([...unik.values()]);
}

/** Public demo innovations without coordinates get a point near their province's capital (the map shows them). */
async function koordinatDemo(tx: DbOrTx) {
  const rows = await tx
    .select({ id: iga2020Inovasi.id, kode: mDaerah.kode })
    .from(iga2020Inovasi)
    .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
    .innerJoin(mDaerah, eq(mDaerah.id, iga2020Inovasi.profil_id))
    .where(and(eq(nomorRegistrasi.status_nomor, 1), isNull(iga2020Inovasi.koordinat)));
  const perTitik = new Map<string, number[]>();
  for (const r of rows) {
    const pusat = IBU_KOTA[r.kode.slice(0, 2)];
    if (!pusat) continue;
    const dx = (((r.id * 7919) % 61) - 30) / 100;
    const dy = (((r.id * 104729) % 61) - 30) / 100;
    const k = `${(pusat[0] + dy).toFixed(5)},${(pusat[1] + dx).toFixed(5)}`;
    perTitik.set(k, [...(perTitik.get(k) ?? []), r.id]);
  }
  for (const [k, ids] of perTitik) await tx.update(iga2020Inovasi).set({ koordinat: k }).where(inArray(iga2020Inovasi.id, ids));
}
