import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { K_KONTEN, RESOURCES, ROLES, rolesFor, type ResourceName } from '@sigap/domain';
import { buildTestApp, multipart, PDF_BYTES, type TestApp } from './helpers';

/**
 * Content management (issue 17 item 2; CNT-01..03): the signed-in content routes for every role, editors only
 * on the content tables, drafts of news for editors only, rich text cleaned on every rich field, files of
 * content public, gallery thumbnails 450 x 450 made on upload.
 */
let t: TestApp;
let admin: string;
const tokens: Record<string, string> = {};
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const unggah = async (token: string, nama: string, isi: Buffer, jenis: string) => {
  const r = await t.req({ method: 'POST', url: '/media/upload', token, ...multipart('file', nama, isi, jenis) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.file_url as string;
};
const buat = async (tabel: string, payload: Record<string, unknown>, token = admin) => {
  const r = await t.req({ method: 'POST', url: `/crud/${tabel}`, token, payload });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as Record<string, unknown> & { id: number };
};
const kategori = async (slug: string) => (await sql<{ id: number }>(`select id from content_categories where slug = '${slug}'`))[0]!.id;

beforeAll(async () => {
  t = await buildTestApp();
  for (const r of ROLES) tokens[r] = await t.loginAs(r);
  admin = tokens.admin!;
});
afterAll(() => t.close());

const RUTE_KONTEN = Object.values(K_KONTEN).map((k) => k.path);

describe('signed-in content routes: every role x every route', () => {
  it('every signed-in role reads announcements and the three content lists; a visitor without a session is refused', async () => {
    for (const url of RUTE_KONTEN) {
      const anon = await t.req({ method: 'GET', url });
      expect(anon.statusCode, url).toBe(401);
      for (const role of ROLES) {
        const r = await t.req({ method: 'GET', url, token: tokens[role] });
        expect(r.statusCode, `${role} ${url}`).toBe(200);
        expect(r.json()).toMatchObject({ status: 1, data: expect.any(Array), total: expect.any(Number) });
      }
    }
  });

  it('bad list input is a field message, not an error page', async () => {
    const r = await t.req({ method: 'GET', url: '/content/dokumen?per_page=0&page=-1', token: tokens.pemda });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toMatchObject({ per_page: expect.any(String), page: expect.any(String) });
  });

  const TABEL_KONTEN: ResourceName[] = ['content_categories', 'contents', 'announcements', 'help_faq', 'tuxe_contents', 'news', 'albums', 'gallery', 'banners', 'winner_category', 'winners'];
  it('content tables: every role lists them, only admin and superadmin write (supporting spec 6)', async () => {
    for (const tabel of TABEL_KONTEN) {
      expect([...rolesFor(tabel, 'create')].sort(), tabel).toEqual(['admin', 'superadmin']);
      for (const role of ROLES) {
        const list = await t.req({ method: 'GET', url: `/crud/${tabel}`, token: tokens[role] });
        expect(list.statusCode, `${role} list ${tabel}`).toBe(200);
        // an empty body: the permission is checked first (403), editors reach the validation (422)
        const add = await t.req({ method: 'POST', url: `/crud/${tabel}`, token: tokens[role], payload: {} });
        expect(add.statusCode, `${role} create ${tabel}`).toBe(role === 'admin' || role === 'superadmin' ? 422 : 403);
      }
    }
  });
});

describe('announcements and contents by category', () => {
  it('/v1/announcements: newest first, searchable; content cleaned on write', async () => {
    const lama = await buat('announcements', { judul: 'Jadwal Verifikasi Lapangan Zebrakuda', slug: 'jadwal-verifikasi-zebrakuda', content: '<p>Verifikasi dimulai 1 Juli.</p>' });
    await sql(`update announcements set created_at = now() - interval '2 days' where id = ${lama.id}`);
    const baru = await buat('announcements', {
      judul: 'Batas Pengisian Indikator',
      slug: 'batas-pengisian',
      content: '<p onclick="alert(1)">Batas <b>30 Juni</b><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    const r = await t.req({ method: 'GET', url: '/v1/announcements', token: tokens.opd });
    const data = r.json().data as { id: number; judul: string; content: string }[];
    expect(data.map((d) => d.id).slice(0, 2)).toEqual([baru.id, lama.id]);
    const isi = data.find((d) => d.id === baru.id)!.content;
    expect(isi).toContain('<b>30 Juni</b>');
    expect(isi).not.toMatch(/script|onclick|javascript:/i);
    const cari = (await t.req({ method: 'GET', url: '/v1/announcements?search=zebrakuda', token: tokens.opd })).json();
    expect(cari.data.map((d: { id: number }) => d.id)).toEqual([lama.id]);
    expect(cari.total).toBe(1);
  });

  it('each content screen lists its own category only, with the file name and size of the upload', async () => {
    const pdf = await unggah(admin, 'Panduan Pengisian 2026.pdf', PDF_BYTES, 'application/pdf');
    const panduan = await buat('contents', { category_id: await kategori('panduan'), title: 'Panduan Pengisian Indikator', description: '<p>Langkah demi langkah.</p>', file: pdf });
    const laporan = await buat('contents', { category_id: await kategori('laporan-tahunan'), title: 'Laporan Tahunan 2025' });
    const p = (await t.req({ method: 'GET', url: '/content/panduan', token: tokens.asn })).json();
    expect(p.data.map((d: { id: number }) => d.id)).toContain(panduan.id);
    expect(p.data.map((d: { id: number }) => d.id)).not.toContain(laporan.id);
    expect(p.data.find((d: { id: number }) => d.id === panduan.id)).toMatchObject({
      title: 'Panduan Pengisian Indikator',
      file: pdf,
      nama_berkas: 'Panduan Pengisian 2026.pdf',
      ukuran: PDF_BYTES.length,
      jenis_berkas: 'application/pdf',
      kategori: 'Panduan',
    });
    const l = (await t.req({ method: 'GET', url: '/content/laporan-tahunan', token: tokens.asn })).json();
    expect(l.data.map((d: { id: number }) => d.id)).toContain(laporan.id);
    expect(l.data.map((d: { id: number }) => d.id)).not.toContain(panduan.id);
    expect(new Set([...p.data, ...l.data].map((d: { kategori: string }) => d.kategori))).toEqual(new Set(['Panduan', 'Laporan Tahunan']));
    expect(p.data.every((d: { kategori: string }) => d.kategori === 'Panduan')).toBe(true);
    expect((await t.req({ method: 'GET', url: '/content/dokumen', token: tokens.asn })).json().data.map((d: { id: number }) => d.id)).not.toContain(panduan.id);
    // the file of published content can be downloaded by anyone (public documents, supporting spec 2)
    const unduh = await t.req({ method: 'GET', url: pdf });
    expect(unduh.statusCode).toBe(200);
    expect(unduh.headers['content-type']).toBe('application/pdf');
  });
});

describe('news: drafts only for editors', () => {
  it('a draft is invisible to every non-editor role (list and read) and visible to admin and superadmin', async () => {
    const draf = await buat('news', { title: 'Draf Berita Rahasia', excerpt: 'belum terbit', is_published: 0 });
    const terbit = await buat('news', { title: 'Berita Terbit', excerpt: 'sudah terbit', is_published: 1 });
    for (const role of ROLES) {
      const editor = role === 'admin' || role === 'superadmin';
      const list = (await t.req({ method: 'GET', url: '/crud/news?per_page=100', token: tokens[role] })).json();
      const ids = list.data.map((d: { id: number }) => d.id);
      expect(ids, role).toContain(terbit.id);
      expect(ids.includes(draf.id), role).toBe(editor);
      const baca = await t.req({ method: 'GET', url: `/crud/news/${draf.id}`, token: tokens[role] });
      expect(baca.statusCode, role).toBe(editor ? 200 : 404);
    }
    // publishing makes it visible
    const ubah = await t.req({ method: 'POST', url: `/crud/news/${draf.id}`, token: admin, payload: { is_published: 1 } });
    expect(ubah.statusCode, ubah.body).toBe(200);
    expect((await t.req({ method: 'GET', url: `/crud/news/${draf.id}`, token: tokens.pemda })).statusCode).toBe(200);
  });
});

describe('rich text is cleaned on write, on every rich field of the content tables', () => {
  const KOTOR = '<p>Isi <strong>penting</strong><img src="x" onerror="alert(1)"><script>alert(2)</script><iframe src="https://evil.example"></iframe><a href="javascript:alert(3)">tautan</a></p>';
  const wajib: Record<string, Record<string, unknown>> = {
    contents: { title: 'Konten Kaya' },
    announcements: { judul: 'Pengumuman Kaya', slug: 'pengumuman-kaya' },
    help_faq: { question: 'Bagaimana cara mengisi?' },
    tuxe_contents: { judul: 'Tentang Kami', slug: 'tentang-kami-uji', section: 'about-us' },
    news: { title: 'Berita Kaya', is_published: 1 },
  };
  const kaya = Object.values(RESOURCES).flatMap((r) =>
    r && r.name in wajib ? Object.entries(r.fields).filter(([, d]) => d.kind === 'richtext').map(([k]) => [r.name, k] as const) : [],
  );

  it('the rich fields of the content tables are the ones checked here', () => {
    expect(kaya.map((x) => x.join('.')).sort()).toEqual(['announcements.content', 'contents.description', 'help_faq.answer', 'news.description', 'tuxe_contents.content']);
  });

  for (const [tabel, kolom] of [
    ['contents', 'description'],
    ['announcements', 'content'],
    ['help_faq', 'answer'],
    ['tuxe_contents', 'content'],
    ['news', 'description'],
  ] as const) {
    it(`${tabel}.${kolom}: on create and on update`, async () => {
      const extra = tabel === 'contents' ? { category_id: await kategori('dokumen') } : {};
      const row = await buat(tabel, { ...wajib[tabel], ...extra, [kolom]: KOTOR });
      const [simpan] = await sql<Record<string, string>>(`select ${kolom} as v from ${tabel} where id = ${row.id}`);
      expect(simpan!.v).toContain('<strong>penting</strong>');
      expect(simpan!.v).not.toMatch(/onerror|<script|<iframe|javascript:/i);
      const ubah = await t.req({ method: 'POST', url: `/crud/${tabel}/${row.id}`, token: admin, payload: { [kolom]: `<p>Baru</p><svg onload="alert(1)"></svg>` } });
      expect(ubah.statusCode, ubah.body).toBe(200);
      const [lagi] = await sql<Record<string, string>>(`select ${kolom} as v from ${tabel} where id = ${row.id}`);
      expect(lagi!.v).toContain('<p>Baru</p>');
      expect(lagi!.v).not.toMatch(/onload|<svg/i);
    });
  }
});

describe('albums and gallery: thumbnails 450 x 450 made on upload', () => {
  let album: number;
  beforeAll(async () => {
    album = (await buat('albums', { name: 'Penganugerahan IGA 2025' })).id;
  });

  it('a gallery photo gets its 450 x 450 thumbnail, both readable by anyone; the list shows the thumbnail', async () => {
    const foto = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
    const url = await unggah(admin, 'panggung.png', foto, 'image/png');
    const g = await buat('gallery', { album_id: album, judul: 'Panggung utama', photo_url: url });
    expect(g.thumb_url).toMatch(/^\/media\/.+-thumb\.jpg$/);
    expect(g.thumb_url).not.toBe(url);
    const kecil = await t.req({ method: 'GET', url: String(g.thumb_url) });
    expect(kecil.statusCode).toBe(200);
    expect(kecil.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(kecil.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([450, 450]);
    expect((await t.req({ method: 'GET', url })).statusCode).toBe(200);
    const list = (await t.req({ method: 'GET', url: `/crud/gallery?album_id=${album}`, token: tokens.viewer })).json();
    expect(list.data.find((d: { id: number }) => d.id === g.id)).toMatchObject({ thumb_url: g.thumb_url, photo_url: url });
  });

  it('a new photo makes a new thumbnail; a client cannot set the thumbnail itself', async () => {
    const a = await unggah(admin, 'a.png', await sharp({ create: { width: 300, height: 900, channels: 3, background: '#aa0000' } }).png().toBuffer(), 'image/png');
    const b = await unggah(admin, 'b.jpg', await sharp({ create: { width: 2000, height: 500, channels: 3, background: '#00aa00' } }).jpeg().toBuffer(), 'image/jpeg');
    const g = await buat('gallery', { album_id: album, judul: 'Foto A', photo_url: a });
    const tetap = await t.req({ method: 'POST', url: `/crud/gallery/${g.id}`, token: admin, payload: { judul: 'Foto A (ubah judul)' } });
    expect(tetap.json().data.thumb_url).toBe(g.thumb_url);
    const ganti = await t.req({ method: 'POST', url: `/crud/gallery/${g.id}`, token: admin, payload: { photo_url: b } });
    expect(ganti.statusCode, ganti.body).toBe(200);
    const baru = ganti.json().data.thumb_url as string;
    expect(baru).not.toBe(g.thumb_url);
    const meta = await sharp((await t.req({ method: 'GET', url: baru })).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([450, 450]);
    const palsu = await t.req({ method: 'POST', url: '/crud/gallery', token: admin, payload: { album_id: album, judul: 'X', photo_url: a, thumb_url: '/media/palsu.jpg' } });
    expect(palsu.statusCode, palsu.body).toBe(201);
    expect(palsu.json().data.thumb_url).not.toBe('/media/palsu.jpg');
  });

  it('a photo that is not an uploaded image is a field message and stores nothing', async () => {
    const pdf = await unggah(admin, 'bukan-foto.pdf', PDF_BYTES, 'application/pdf');
    const before = (await sql<{ n: number }>('select count(*)::int as n from gallery'))[0]!.n;
    for (const photo_url of [pdf, 'https://contoh.go.id/foto.jpg', '/media/2026/01/tidak-ada.png']) {
      const r = await t.req({ method: 'POST', url: '/crud/gallery', token: admin, payload: { album_id: album, judul: 'Salah', photo_url } });
      expect(r.statusCode, photo_url).toBe(422);
      expect(r.json().errors.photo_url, photo_url).toMatch(/gambar|unggah|tidak ditemukan/i);
    }
    expect((await sql<{ n: number }>('select count(*)::int as n from gallery'))[0]!.n).toBe(before);
  });
});

describe('banners and winners', () => {
  it('a banner image is public once the banner is written; winners read with their lookups', async () => {
    const img = await unggah(admin, 'banner.png', await sharp({ create: { width: 1600, height: 500, channels: 3, background: '#123456' } }).png().toBuffer(), 'image/png');
    expect((await t.req({ method: 'GET', url: img })).statusCode).toBe(401);
    await buat('banners', { judul: 'IGA 2026', url: 'https://contoh.go.id', image_url: img });
    expect((await t.req({ method: 'GET', url: img })).statusCode).toBe(200);
    const kat = await buat('winner_category', { name: 'Provinsi Terinovatif' });
    const [pemda] = await sql<{ id: number; nama: string }>(`select id, nama from profil_pemda order by id limit 1`);
    const w = await buat('winners', { tahun: 2023, category_id: kat.id, profil_id: pemda!.id, urutan: 1 });
    const r = await t.req({ method: 'GET', url: `/crud/winners/${w.id}`, token: tokens.viewer });
    expect(r.statusCode).toBe(200);
    const salah = await t.req({ method: 'POST', url: '/crud/winners', token: admin, payload: { tahun: 2030, category_id: kat.id, profil_id: pemda!.id, urutan: 21 } });
    expect(salah.statusCode).toBe(422);
    expect(salah.json().errors).toMatchObject({ tahun: expect.any(String), urutan: expect.any(String) });
  });
});
