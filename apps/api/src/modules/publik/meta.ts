import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { HALAMAN_KONTEN, ringkasTeks } from '@sigap/domain';
import { profilPemda } from '../../db/schema';
import { judulInovasiPublik } from './katalog';
import { judulBerita, judulPengumuman } from './konten';

/**
 * Title, description and Open Graph tags of the portal's public pages, written into index.html by the server
 * (app.ts, the page answer of unknown routes): crawlers and the link previews of messaging apps read them
 * without running JavaScript. The web app sets the same title on the client (features/portal/meta.ts).
 */
export interface Meta {
  judul: string;
  deskripsi: string;
  gambar?: string | null;
  /** Unknown or unpublished item: not to be indexed. */
  noindex?: boolean;
  jenis?: 'website' | 'article';
}

const SITUS = 'SIGAP Inovasi';
const DESKRIPSI_PORTAL = 'Portal publik Indeks Inovasi Daerah: katalog inovasi daerah terverifikasi, berita, pengumuman, pemenang penghargaan, panduan, laporan, dan dokumen.';
const TETAP: Record<string, Meta> = {
  '/': { judul: `${SITUS} — Portal Inovasi Daerah`, deskripsi: DESKRIPSI_PORTAL },
  '/berita': { judul: 'Berita', deskripsi: 'Berita terbaru seputar inovasi daerah dan Indeks Inovasi Daerah.' },
  '/pengumuman': { judul: 'Pengumuman', deskripsi: 'Pengumuman resmi seputar pelaksanaan Indeks Inovasi Daerah.' },
  '/katalog': { judul: 'Katalog Inovasi Daerah', deskripsi: 'Cari inovasi daerah yang telah terverifikasi menurut daerah, urusan pemerintahan, bentuk, dan tahapan, lengkap dengan peta.' },
  '/pemenang': { judul: 'Pemenang Penghargaan', deskripsi: 'Daftar pemerintah daerah pemenang penghargaan inovasi per tahun dan kategori.' },
  '/urusan': { judul: 'Inovasi per Urusan Pemerintahan', deskripsi: 'Jumlah inovasi daerah terverifikasi menurut urusan pemerintahan.' },
  '/tiny': { judul: 'Tautan Pendek', deskripsi: 'Tautan pendek halaman publik SIGAP Inovasi untuk dibagikan.' },
};
for (const [k, v] of Object.entries(HALAMAN_KONTEN)) TETAP[`/${k}`] = { judul: v.judul, deskripsi: v.deskripsi };

const TIDAK_ADA: Meta = { judul: 'Halaman tidak ditemukan', deskripsi: DESKRIPSI_PORTAL, noindex: true };

/** The meta of a public page's path, or null when the path is not a public portal page. */
export async function metaHalaman(app: FastifyInstance, path: string): Promise<Meta | null> {
  const { db } = app.ctx;
  if (TETAP[path]) return TETAP[path];
  let m: RegExpExecArray | null;
  if ((m = /^\/berita\/([1-9]\d{0,8})$/.exec(path))) {
    const b = await judulBerita(db, Number(m[1]));
    return b ? { judul: b.judul, deskripsi: b.deskripsi || DESKRIPSI_PORTAL, gambar: b.gambar, jenis: 'article' } : TIDAK_ADA;
  }
  if ((m = /^\/pengumuman\/([a-z0-9][a-z0-9-]{0,149})$/.exec(path))) {
    const p = await judulPengumuman(db, m[1]!);
    return p ? { judul: p.judul, deskripsi: p.deskripsi || DESKRIPSI_PORTAL, jenis: 'article' } : TIDAK_ADA;
  }
  if ((m = /^\/katalog\/([1-9]\d{0,8})$/.exec(path))) {
    const i = await judulInovasiPublik(db, Number(m[1]));
    return i ? { judul: `${i.nama} — ${i.pemda}`, deskripsi: ringkasTeks(i.tujuan) || `Inovasi daerah ${i.pemda} yang telah terverifikasi.`, jenis: 'article' } : TIDAK_ADA;
  }
  if ((m = /^\/landing\/pemda\/([1-9]\d{0,8})$/.exec(path))) {
    const [p] = await db.select({ nama: profilPemda.nama }).from(profilPemda).where(eq(profilPemda.id, Number(m[1])));
    return p ? { judul: p.nama, deskripsi: `Profil, Indeks Inovasi Daerah terverifikasi, inovasi yang diterapkan, dan penghargaan ${p.nama}.` } : TIDAK_ADA;
  }
  return null;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The site's address as the visitor reached it (for absolute og:url and og:image). */
function asal(req: FastifyRequest): string {
  const host = /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(req.host ?? '') ? req.host : 'localhost';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/** index.html with the page's title, description and Open Graph tags; null when the path is not a public page. */
export async function htmlDenganMeta(app: FastifyInstance, html: string, req: FastifyRequest): Promise<string | null> {
  const path = (req.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
  let meta: Meta | null;
  try {
    meta = await metaHalaman(app, path);
  } catch (e) {
    req.log.warn({ err: e }, 'meta halaman publik gagal dibaca');
    return null; // the page still loads; only the tags are generic
  }
  if (!meta) return null;
  const origin = asal(req);
  const judul = meta.judul.startsWith(SITUS) ? meta.judul : `${meta.judul} — ${SITUS}`;
  const deskripsi = ringkasTeks(meta.deskripsi, 200);
  const gambar = meta.gambar ? (meta.gambar.startsWith('/') ? `${origin}${meta.gambar}` : meta.gambar) : `${origin}/favicon.svg`;
  const tags = [
    `<meta property="og:site_name" content="${esc(SITUS)}" />`,
    `<meta property="og:type" content="${meta.jenis ?? 'website'}" />`,
    `<meta property="og:title" content="${esc(judul)}" />`,
    `<meta property="og:description" content="${esc(deskripsi)}" />`,
    `<meta property="og:url" content="${esc(origin + path)}" />`,
    `<meta property="og:image" content="${esc(gambar)}" />`,
    `<meta property="og:locale" content="id_ID" />`,
    `<meta name="twitter:card" content="${meta.gambar ? 'summary_large_image' : 'summary'}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${esc(origin + path)}" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${esc(judul)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${esc(deskripsi)}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
}
