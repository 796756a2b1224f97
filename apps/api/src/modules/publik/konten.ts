import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { berkasUnggahanAman, DAFTAR_HALAMAN_KONTEN, halaman, HALAMAN_KONTEN, K_PUBLIK, polaLike, ringkasTeks, tautanHttpsAman, type BerkasPublik } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { announcements, banners, contentCategories, contents, igaTahun, media, news, profilPemda, winnerCategory, winners } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { rute } from '../../plugins/kontrak';
import { CACHE_PUBLIK, statistikPublik } from './katalog';

/**
 * What the portal publishes from the content tables (issue 17 item 1): banners, published news (a draft is
 * never read here: `is_published = 1` in every query), announcements, guides / annual reports / documents and
 * winners. A file or an image is shown only when the public may read it: an uploaded file marked public
 * (media.is_public) or an https link; any other stored address is dropped from the answer.
 */

/** The public files among `urls`, by address (one query). */
export async function berkasPublikDari(db: DbOrTx, urls: (string | null | undefined)[]): Promise<Map<string, BerkasPublik>> {
  const out = new Map<string, BerkasPublik>();
  const unggahan = [...new Set(urls.filter(berkasUnggahanAman))];
  if (unggahan.length) {
    const rows = await db
      .select({ url: media.file_url, nama: media.original_name, mime: media.mime, ukuran: media.size })
      .from(media)
      .where(and(inArray(media.file_url, unggahan), eq(media.is_public, 1)));
    for (const r of rows) out.set(r.url, { url: r.url, nama: r.nama || r.url.split('/').pop()!, mime: r.mime, ukuran: r.ukuran });
  }
  for (const u of urls) {
    if (!tautanHttpsAman(u) || out.has(u)) continue;
    const nama = decodeURIComponent(u.replace(/[?#].*$/, '').split('/').filter(Boolean).pop() ?? u).slice(0, 200);
    out.set(u, { url: u, nama, mime: null, ukuran: null });
  }
  return out;
}

/** An image address the public may load (public upload or https), else null. */
const gambar = (m: Map<string, BerkasPublik>, u: string | null) => (u && m.has(u) ? u : null);
/** A banner's link: an https address or a path of this site. */
const tautanBanner = (u: string | null) => (u && (tautanHttpsAman(u) || /^\/(?![/\\])[^\s"'<>]*$/.test(u)) ? u : null);

async function daftarBerita(db: DbOrTx, limit: number, offset: number, search?: string) {
  const where = and(eq(news.is_published, 1), search ? sql`${news.title} ilike ${polaLike(search)}` : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: news.id, title: news.title, excerpt: news.excerpt, photo_url: news.photo_url, tanggal: news.created_at, description: news.description })
      .from(news)
      .where(where)
      .orderBy(desc(news.created_at), desc(news.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(news).where(where),
  ]);
  const files = await berkasPublikDari(db, rows.map((r) => r.photo_url));
  const data = rows.map(({ description, ...r }) => ({ ...r, excerpt: r.excerpt || ringkasTeks(description, 200) || null, photo_url: gambar(files, r.photo_url) }));
  return { data, total: total?.n ?? 0 };
}

async function daftarPengumuman(db: DbOrTx, limit: number, offset: number, search?: string) {
  const where = search ? sql`${announcements.judul} ilike ${polaLike(search)}` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: announcements.id, judul: announcements.judul, slug: announcements.slug, content: announcements.content, file: announcements.file, tanggal: announcements.created_at })
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.created_at), desc(announcements.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(announcements).where(where),
  ]);
  const files = await berkasPublikDari(db, rows.map((r) => r.file));
  const data = rows.map(({ content, file, ...r }) => ({ ...r, ringkasan: ringkasTeks(content, 200), berkas: (file && files.get(file)) || null }));
  return { data, total: total?.n ?? 0 };
}

/** Winners of an award year still being judged in the product (iga_tahun not yet `diumumkan`) stay off the portal. */
const pemenangTerbit = sql`not exists (select 1 from ${igaTahun} t where t.tahun = ${winners.tahun} and t.tahap <> 'diumumkan')`;

async function pemenangDari(db: DbOrTx, where: ReturnType<typeof and>) {
  return db
    .select({ tahun: winners.tahun, kategori_id: winners.category_id, kategori: winnerCategory.name, urutan: winners.urutan, profil_id: winners.profil_id, pemda: profilPemda.nama })
    .from(winners)
    .innerJoin(winnerCategory, eq(winnerCategory.id, winners.category_id))
    .innerJoin(profilPemda, eq(profilPemda.id, winners.profil_id))
    .where(and(where, pemenangTerbit))
    .orderBy(desc(winners.tahun), asc(winnerCategory.name), asc(winners.urutan), asc(profilPemda.nama));
}

/** A region's awards (its public page). */
export async function pemenangDaerah(db: DbOrTx, profilId: number) {
  const rows = await pemenangDari(db, eq(winners.profil_id, profilId));
  return rows.map((r) => ({ tahun: r.tahun, kategori: r.kategori, urutan: r.urutan }));
}

/** Title and summary of a published news item / an announcement (meta tags); null for a draft or none. */
export async function judulBerita(db: DbOrTx, id: number) {
  const [r] = await db.select({ title: news.title, excerpt: news.excerpt, description: news.description, photo_url: news.photo_url }).from(news).where(and(eq(news.id, id), eq(news.is_published, 1)));
  if (!r) return null;
  const files = await berkasPublikDari(db, [r.photo_url]);
  return { judul: r.title, deskripsi: r.excerpt || ringkasTeks(r.description), gambar: gambar(files, r.photo_url) };
}
export async function judulPengumuman(db: DbOrTx, slug: string) {
  const [r] = await db.select({ judul: announcements.judul, content: announcements.content }).from(announcements).where(eq(announcements.slug, slug));
  return r ? { judul: r.judul, deskripsi: ringkasTeks(r.content) } : null;
}

export function kontenRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const batas = { config: { rateLimit: { max: 240, timeWindow: '1 minute' } } };

  rute(app, K_PUBLIK.beranda, async ({ reply }) => {
    const [bannerRows, berita, pengumuman, [terbaru], statistik] = await Promise.all([
      db.select().from(banners).orderBy(asc(banners.id)).limit(8),
      daftarBerita(db, 4, 0),
      daftarPengumuman(db, 4, 0),
      db.select({ tahun: sql<number | null>`max(${winners.tahun})` }).from(winners).where(pemenangTerbit),
      statistikPublik(db),
    ]);
    const files = await berkasPublikDari(db, bannerRows.map((b) => b.image_url));
    const pemenang = terbaru?.tahun ? { tahun: Number(terbaru.tahun), data: await pemenangDari(db, eq(winners.tahun, Number(terbaru.tahun))) } : null;
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.beranda.jawaban.parse({
      status: 1,
      data: {
        banner: bannerRows.flatMap((b) => (files.has(b.image_url) ? [{ id: b.id, judul: b.judul, url: tautanBanner(b.url), image_url: b.image_url }] : [])),
        berita: berita.data,
        pengumuman: pengumuman.data,
        pemenang,
        statistik,
      },
    });
  }, batas);

  rute(app, K_PUBLIK.berita, async ({ query, reply }) => {
    const { perPage, offset, search } = halaman(query, { perPage: 9 });
    const r = await daftarBerita(db, perPage, offset, search);
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.berita.jawaban.parse({ status: 1, ...r });
  }, batas);

  rute(app, K_PUBLIK.beritaItem, async ({ params, reply }) => {
    const [r] = await db
      .select({ id: news.id, title: news.title, excerpt: news.excerpt, photo_url: news.photo_url, tanggal: news.created_at, description: news.description })
      .from(news)
      .where(and(eq(news.id, params.id), eq(news.is_published, 1)));
    // a draft answers exactly like a missing item
    if (!r) throw new AppError('NOT_FOUND', 'Berita tidak ditemukan.');
    const files = await berkasPublikDari(db, [r.photo_url]);
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.beritaItem.jawaban.parse({ status: 1, data: { ...r, photo_url: gambar(files, r.photo_url), description: r.description ? sanitizeRichText(r.description) : null } });
  }, batas);

  rute(app, K_PUBLIK.pengumuman, async ({ query, reply }) => {
    const { perPage, offset, search } = halaman(query, { perPage: 10 });
    const r = await daftarPengumuman(db, perPage, offset, search);
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.pengumuman.jawaban.parse({ status: 1, ...r });
  }, batas);

  rute(app, K_PUBLIK.pengumumanItem, async ({ params, reply }) => {
    const [r] = await db
      .select({ id: announcements.id, judul: announcements.judul, slug: announcements.slug, content: announcements.content, file: announcements.file, tanggal: announcements.created_at })
      .from(announcements)
      .where(eq(announcements.slug, params.slug));
    if (!r) throw new AppError('NOT_FOUND', 'Pengumuman tidak ditemukan.');
    const files = await berkasPublikDari(db, [r.file]);
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.pengumumanItem.jawaban.parse({
      status: 1,
      data: { id: r.id, judul: r.judul, slug: r.slug, tanggal: r.tanggal, ringkasan: ringkasTeks(r.content, 200), content: r.content ? sanitizeRichText(r.content) : null, berkas: (r.file && files.get(r.file)) || null },
    });
  }, batas);

  for (const h of DAFTAR_HALAMAN_KONTEN)
  rute(app, K_PUBLIK[h], async ({ query, reply }) => {
    const slug = HALAMAN_KONTEN[h].slug;
    const { perPage, offset, search } = halaman(query, { perPage: 20 });
    const where = and(eq(contentCategories.slug, slug), search ? sql`${contents.title} ilike ${polaLike(search)}` : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: contents.id, title: contents.title, description: contents.description, file: contents.file, tanggal: contents.created_at })
        .from(contents)
        .innerJoin(contentCategories, eq(contentCategories.id, contents.category_id))
        .where(where)
        .orderBy(desc(contents.created_at), desc(contents.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(contents).innerJoin(contentCategories, eq(contentCategories.id, contents.category_id)).where(where),
    ]);
    const files = await berkasPublikDari(db, rows.map((r) => r.file));
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK[h].jawaban.parse({
      status: 1,
      total: total?.n ?? 0,
      data: rows.map(({ file, description, ...r }) => ({ ...r, description: description ? sanitizeRichText(description) : null, berkas: (file && files.get(file)) || null })),
    });
  }, batas);

  rute(app, K_PUBLIK.pemenang, async ({ query, reply }) => {
    const [tahun, kategori] = await Promise.all([
      db.selectDistinct({ tahun: winners.tahun }).from(winners).where(pemenangTerbit).orderBy(desc(winners.tahun)),
      db.select({ id: winnerCategory.id, nama: winnerCategory.name }).from(winnerCategory).orderBy(asc(winnerCategory.name)),
    ]);
    const data = await pemenangDari(db, and(query.tahun ? eq(winners.tahun, query.tahun) : undefined, query.kategori ? eq(winners.category_id, query.kategori) : undefined));
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.pemenang.jawaban.parse({ status: 1, data: { tahun: tahun.map((t) => t.tahun), kategori, data } });
  }, batas);
}
