import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { halaman, K_KONTEN, KATEGORI_KONTEN, polaLike, type KategoriKonten, type KueriDaftar } from '@sigap/domain';
import { announcements, contentCategories, contents, media } from '../../db/schema';
import { rute } from '../../plugins/kontrak';
import { berkasTerbitHooks, galeriHooks } from './hooks';

/**
 * Content for signed-in users (CNT-01..03): announcements (`/v1/announcements`), the contents of the three
 * fixed categories (`/content/panduan|laporan-tahunan|dokumen`) with their files; the server rules of the
 * content tables served by the generic CRUD (files of content made public, gallery thumbnails). Drafts of news
 * are the public module's hook (modules/publik/hooks.ts); rich text is cleaned on every generic write
 * (crud/rujukan.ts `bersihkanRichText`).
 */
export async function kontenRoutes(app: FastifyInstance) {
  const { db, storage } = app.ctx;
  app.crudHooks.set('gallery', galeriHooks(storage));
  app.crudHooks.set('contents', berkasTerbitHooks('file'));
  app.crudHooks.set('announcements', berkasTerbitHooks('file'));
  app.crudHooks.set('banners', berkasTerbitHooks('image_url'));

  rute(app, K_KONTEN.pengumuman, async ({ query }) => {
    const h = halaman(query, { perPage: 20 });
    const where = h.search ? or(ilike(announcements.judul, polaLike(h.search)), ilike(announcements.content, polaLike(h.search))) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: announcements.id,
          judul: announcements.judul,
          slug: announcements.slug,
          content: announcements.content,
          file: announcements.file,
          created_at: announcements.created_at,
          updated_at: announcements.updated_at,
        })
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.created_at), desc(announcements.id))
        .limit(h.perPage)
        .offset(h.offset),
      db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { status: 1 as const, data: rows, total: total?.n ?? 0 };
  });

  async function daftarKonten(slug: KategoriKonten, query: KueriDaftar) {
    const h = halaman(query, { perPage: 20 });
    const syarat: SQL[] = [eq(contentCategories.slug, slug)];
    if (h.search) syarat.push(or(ilike(contents.title, polaLike(h.search)), ilike(contents.description, polaLike(h.search)))!);
    const where = and(...syarat);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: contents.id,
          title: contents.title,
          description: contents.description,
          file: contents.file,
          nama_berkas: media.original_name,
          ukuran: media.size,
          jenis_berkas: media.mime,
          kategori: contentCategories.name,
          created_at: contents.created_at,
        })
        .from(contents)
        .innerJoin(contentCategories, eq(contentCategories.id, contents.category_id))
        .leftJoin(media, eq(media.file_url, contents.file))
        .where(where)
        .orderBy(desc(contents.created_at), desc(contents.id))
        .limit(h.perPage)
        .offset(h.offset),
      db.select({ n: count() }).from(contents).innerJoin(contentCategories, eq(contentCategories.id, contents.category_id)).where(where),
    ]);
    return { status: 1 as const, data: rows, total: total?.n ?? 0 };
  }

  rute(app, K_KONTEN.panduan, ({ query }) => daftarKonten(KATEGORI_KONTEN.panduan, query));
  rute(app, K_KONTEN.laporan, ({ query }) => daftarKonten(KATEGORI_KONTEN.laporan, query));
  rute(app, K_KONTEN.dokumen, ({ query }) => daftarKonten(KATEGORI_KONTEN.dokumen, query));
}
