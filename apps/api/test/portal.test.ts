import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buatInovasi } from './factories';
import { buildTestApp, type TestApp } from './helpers';

/**
 * The public portal (issue 17 item 1): anonymous answers carry nothing unpublished or personal (drafts,
 * unverified innovations, accounts, e-mails, phones, private files); short links; the meta tags the server
 * writes into index.html. Decisions 68-70.
 */
let t: TestApp;
let pemda: string;
let bandung: number;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const get = (url: string, headers: Record<string, string> = {}) => t.req({ method: 'GET', url, headers });

/** Every key anywhere in a JSON value. */
function kunci(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) kunci(x, out);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      kunci(x, out);
    }
  return out;
}

/** Innovation name -> id, one per review state. */
const ino: Record<string, number> = {};
const SEMUA = ['Publik Terverifikasi QC', 'Publik Menunggu QC', 'Uji Coba Terverifikasi', 'Menunggu Verifikasi', 'Ditolak Verifikator', 'Dikembalikan QC', 'Ditarik', 'Belum Dikirim', 'Dikeluarkan Admin'];
const PUBLIK = ['Publik Terverifikasi QC', 'Publik Menunggu QC', 'Uji Coba Terverifikasi'];
const TERSEMBUNYI = SEMUA.filter((n) => !PUBLIK.includes(n));

beforeAll(async () => {
  t = await buildTestApp();
  pemda = await t.loginAs('pemda');
  bandung = (await t.req({ method: 'GET', url: '/me', token: pemda })).json().data.m_daerah_id;
  for (const n of SEMUA) {
    const nama = `Portal ${n}`;
    const over: Record<string, unknown> = { nama, nama_inisiator: 'Budi Rahasia Santoso', urusan_pemerintah_id: '2,6', tahun: 2024 };
    if (n === 'Uji Coba Terverifikasi') over.inovasi_status = 1;
    ino[n] = (await buatInovasi(t, pemda, over)).id;
  }
  const reg: Record<string, [number, number]> = {
    'Publik Terverifikasi QC': [1, 1],
    'Publik Menunggu QC': [1, 0],
    'Uji Coba Terverifikasi': [1, 1],
    'Menunggu Verifikasi': [0, 0],
    'Ditolak Verifikator': [2, 0],
    'Dikembalikan QC': [1, 2],
    Ditarik: [-1, 0],
    'Dikeluarkan Admin': [1, 1],
  };
  for (const [n, [s, qc]] of Object.entries(reg)) await sql(`insert into nomor_registrasi (inovasi_id, nomor, status_nomor, qc) values (${ino[n]}, 'PORTAL/${ino[n]}', ${s}, ${qc})`);
  await sql(`update iga2020_inovasi set keluar_indeks_alasan = 'Duplikat' where id = ${ino['Dikeluarkan Admin']}`);
  await sql(`update profil_pemda set email = 'rahasia@bandung.go.id', no_telp = '08123456789', nama_admin = 'Petugas Rahasia' where id = ${bandung}`);
});
afterAll(() => t.close());

const namaKatalog = async (q = 'search=Portal') => (await get(`/publik/inovasi?${q}&per_page=100`)).json().data.map((r: { nama: string }) => r.nama.replace(/^Portal /, '')) as string[];

describe('public catalogue: only verified innovations (decision 68)', () => {
  it('lists innovations approved by a verifier and not returned by QC or excluded; nothing else, whatever the stage', async () => {
    const r = await get('/publik/inovasi?search=Portal&per_page=100');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().total).toBe(PUBLIK.length);
    expect((await namaKatalog()).sort()).toEqual([...PUBLIK].sort());
  });

  it('an unverified, rejected, returned, withdrawn, unsent or excluded innovation has no public page (404, the same answer as none)', async () => {
    for (const n of TERSEMBUNYI) {
      const r = await get(`/publik/inovasi/${ino[n]}`);
      expect(r.statusCode, n).toBe(404);
      expect(r.body).not.toContain(n);
    }
    const ok = await get(`/publik/inovasi/${ino['Publik Terverifikasi QC']}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ nama: 'Portal Publik Terverifikasi QC', pemda: expect.stringMatching(/Bandung/), urusan: ['Kesehatan', expect.any(String)], titik: { lat: -6.917464, lng: 107.619123 } });
  });

  it('the map, the filter options and the counts per affair read the same rule', async () => {
    const peta = (await get('/publik/inovasi/peta?search=Portal')).json().data.map((p: { id: number }) => p.id);
    expect(peta.sort()).toEqual(PUBLIK.map((n) => ino[n]).sort());
    const opsi = (await get('/publik/inovasi/opsi')).json().data;
    expect(opsi.daerah.map((d: { id: number }) => d.id)).toContain(bandung);
    const jumlahSebelum = (await get('/publik/urusan')).json().data.find((u: { id: number }) => u.id === 2).jumlah;
    await sql(`update nomor_registrasi set qc = 2 where inovasi_id = ${ino['Publik Menunggu QC']}`);
    try {
      expect((await get('/publik/urusan')).json().data.find((u: { id: number }) => u.id === 2).jumlah).toBe(jumlahSebelum - 1);
      expect(await namaKatalog()).not.toContain('Publik Menunggu QC');
    } finally {
      await sql(`update nomor_registrasi set qc = 0 where inovasi_id = ${ino['Publik Menunggu QC']}`);
    }
  });

  it('filters by region, affair, form, stage and year; a bad filter is 422 per field in Indonesian', async () => {
    expect((await namaKatalog('search=Portal&tahap=1'))).toEqual(['Uji Coba Terverifikasi']);
    expect((await namaKatalog(`search=Portal&profil_id=${bandung}&urusan=6&bentuk=2&tahun=2024&tahap=2`)).sort()).toEqual(['Publik Menunggu QC', 'Publik Terverifikasi QC']);
    expect(await namaKatalog('search=Portal&urusan=3')).toEqual([]);
    expect(await namaKatalog('search=Portal&tahun=2019')).toEqual([]);
    const bad = await get('/publik/inovasi?tahap=7&profil_id=abc&urusan=0x2');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ tahap: expect.stringMatching(/Harus bilangan bulat 0–2/), profil_id: expect.stringMatching(/bilangan bulat positif/), urusan: expect.any(String) });
  });

  it('whitelists fields: no initiator name, files, scores, accounts or contacts, and caches for a few minutes', async () => {
    const list = await get('/publik/inovasi?search=Portal');
    const item = await get(`/publik/inovasi/${ino['Publik Terverifikasi QC']}`);
    expect(list.headers['cache-control']).toMatch(/public, max-age=300/);
    expect([...kunci(list.json())].sort()).toEqual(['bentuk', 'data', 'id', 'jenis_inovasi', 'nama', 'pemda', 'profil_id', 'status', 'tahap', 'tahun', 'tema', 'total', 'urusan', 'jumlah_replikasi'].sort());
    const extra = ['klasifikasi_inovasi', 'inisiator', 'waktu', 'waktu_implementasi', 'latar_belakang', 'tujuan', 'manfaat', 'hasil_inovasi', 'titik', 'lat', 'lng', 'jumlah_replikasi', 'direplikasi_oleh', 'daerah', 'tanggal'];
    expect([...kunci(item.json())].filter((k) => !['status', 'data', 'id', 'nama', 'profil_id', 'pemda', 'tahun', 'tahap', 'jenis_inovasi', 'bentuk', 'tema', 'urusan', ...extra].includes(k))).toEqual([]);
    for (const body of [list.body, item.body]) for (const s of ['Budi Rahasia', 'rahasia@bandung.go.id', '08123456789', 'Petugas Rahasia', 'created_by', 'kematangan', 'anggaran', 'nomor']) expect(body).not.toContain(s);
  });
});

describe('public content: drafts and private files never reach a visitor', () => {
  let draf: number;
  let terbit: number;
  beforeAll(async () => {
    ({ id: terbit } = (await sql<{ id: number }>(`insert into news (title, excerpt, description, is_published) values ('Berita Portal Terbit', 'Ringkas', '<p>Isi <script>alert(1)</script>terbit</p>', 1) returning id`))[0]!);
    ({ id: draf } = (await sql<{ id: number }>(`insert into news (title, excerpt, description, is_published) values ('Berita Portal Draf Rahasia', 'Draf', '<p>draf</p>', 0) returning id`))[0]!);
  });

  it('a draft is absent from the list and the front page, and its page is 404', async () => {
    const list = await get('/publik/berita?per_page=100');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Berita Portal Terbit');
    expect(list.body).not.toContain('Draf Rahasia');
    const beranda = await get('/publik/beranda');
    expect(beranda.statusCode, beranda.body).toBe(200);
    expect(beranda.body).not.toContain('Draf Rahasia');
    expect(beranda.json().data.statistik.inovasi).toBeGreaterThanOrEqual(PUBLIK.length);
    expect((await get(`/publik/berita/${draf}`)).statusCode).toBe(404);
    const item = await get(`/publik/berita/${terbit}`);
    expect(item.statusCode).toBe(200);
    expect(item.json().data.description).toBe('<p>Isi terbit</p>');
    // publishing it shows it at once
    await sql(`update news set is_published = 1 where id = ${draf}`);
    try {
      expect((await get(`/publik/berita/${draf}`)).statusCode).toBe(200);
    } finally {
      await sql(`update news set is_published = 0 where id = ${draf}`);
    }
  });

  it('a document or announcement file is offered only when it is a public upload (or https); the public file downloads without signing in', async () => {
    await sql(`insert into media (file_url, storage_key, original_name, mime, size, is_public) values ('/media/uji/privat.pdf', 'uji/privat.pdf', 'privat.pdf', 'application/pdf', 10, 0) on conflict do nothing`);
    const [cat] = await sql<{ id: number }>(`select id from content_categories where slug = 'dokumen'`);
    await sql(`insert into contents (category_id, title, file) values (${cat!.id}, 'Dokumen Portal Privat', '/media/uji/privat.pdf'), (${cat!.id}, 'Dokumen Portal Tautan', 'https://jdih.kemendagri.go.id/berkas.pdf')`);
    const r = await get('/publik/dokumen?search=Dokumen%20Portal');
    expect(r.statusCode, r.body).toBe(200);
    const by = Object.fromEntries(r.json().data.map((d: { title: string; berkas: unknown }) => [d.title, d.berkas]));
    expect(by['Dokumen Portal Privat']).toBeNull();
    expect(by['Dokumen Portal Tautan']).toMatchObject({ url: 'https://jdih.kemendagri.go.id/berkas.pdf', nama: 'berkas.pdf' });
    // the demo documents are real public PDFs
    const demo = (await get('/publik/dokumen')).json().data.find((d: { berkas: { url: string } | null }) => d.berkas?.url.startsWith('/media/'));
    expect(demo, 'demo document with a public file').toBeTruthy();
    const dl = await get(demo.berkas.url);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/publik/dokumen?per_page=0')).statusCode).toBe(422);
  });

  it('announcements by slug; an unknown slug is 404 and a malformed one 422', async () => {
    const list = (await get('/publik/pengumuman')).json();
    expect(list.total).toBeGreaterThan(0);
    const a = list.data[0];
    const item = await get(`/publik/pengumuman/${a.slug}`);
    expect(item.statusCode).toBe(200);
    expect(item.json().data).toMatchObject({ judul: a.judul, slug: a.slug });
    expect((await get('/publik/pengumuman/tidak-ada-pengumuman-ini')).statusCode).toBe(404);
    expect((await get('/publik/pengumuman/Bad%20Slug')).statusCode).toBe(422);
  });

  it('winners by year and category, and on the region page', async () => {
    const [cat] = await sql<{ id: number }>(`insert into winner_category (name) values ('Kategori Uji Portal') returning id`);
    await sql(`insert into winners (tahun, category_id, profil_id, urutan) values (2016, ${cat!.id}, ${bandung}, 1)`);
    const r = (await get(`/publik/pemenang?tahun=2016&kategori=${cat!.id}`)).json().data;
    expect(r.tahun).toContain(2016);
    expect(r.data).toEqual([{ tahun: 2016, kategori_id: cat!.id, kategori: 'Kategori Uji Portal', urutan: 1, profil_id: bandung, pemda: expect.stringMatching(/Bandung/) }]);
    const page = (await get(`/publik/pemda/${bandung}`)).json().data;
    expect(page.pemenang).toContainEqual({ tahun: 2016, kategori: 'Kategori Uji Portal', urutan: 1 });
    expect((await get('/publik/pemenang?tahun=1999')).statusCode).toBe(422);
  });
});

describe('short links /tiny (decision 70)', () => {
  const buat = (tujuan: unknown) => t.req({ method: 'POST', url: '/publik/tautan', payload: { tujuan } });

  it('makes one code per public address, reuses it, and redirects to it', async () => {
    const a = await buat(`/katalog/${ino['Publik Terverifikasi QC']}`);
    expect(a.statusCode, a.body).toBe(200);
    const { kode, alamat, tujuan } = a.json().data;
    expect(kode).toMatch(/^[A-Za-z2-9]{7}$/);
    expect(alamat).toBe(`/tiny/${kode}`);
    expect(tujuan).toBe(`/katalog/${ino['Publik Terverifikasi QC']}`);
    expect((await buat(`/katalog/${ino['Publik Terverifikasi QC']}#peta`)).json().data.kode).toBe(kode);
    // the same filter in another order is the same page
    const f1 = (await buat('/katalog?tahap=2&urusan=6')).json().data.kode;
    expect((await buat('/katalog?urusan=6&tahap=2')).json().data.kode).toBe(f1);
    const go = await get(`/tiny/${kode}`);
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(tujuan);
    const [row] = await sql<{ dibuka: number }>(`select dibuka from tautan_pendek where kode = '${kode}'`);
    expect(row!.dibuka).toBe(1);
  });

  it('refuses any address that is not a public portal page (422 on tujuan), and unknown codes', async () => {
    for (const bad of ['/dashboard/summary', 'https://evil.example/', '//evil.example', '/login', '/katalog/1/../../dashboard', '/katalog?x=<script>', '', 42]) {
      const r = await buat(bad);
      expect(r.statusCode, String(bad)).toBe(422);
      expect(r.json().errors.tujuan, String(bad)).toEqual(expect.any(String));
    }
    expect((await t.req({ method: 'POST', url: '/publik/tautan', payload: { tujuan: '/', lain: 1 } })).statusCode).toBe(422);
    const { n } = (await sql<{ n: number }>(`select count(*)::int as n from tautan_pendek where tujuan like '%dashboard%' or tujuan like '%evil%'`))[0]!;
    expect(n).toBe(0);
    const r = await get('/tiny/zzzzzzz');
    expect(r.statusCode).toBe(404);
    const html = await get('/tiny/zzzzzzz', { accept: 'text/html' });
    expect(html.statusCode).toBe(302);
    expect(html.headers.location).toBe('/tiny?hilang=zzzzzzz');
  });
});

describe('meta tags in index.html for public pages', () => {
  let web: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-web-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="id"><head><meta name="description" content="SIGAP Inovasi: registri" /><title>SIGAP Inovasi</title></head><body><div id="root"></div></body></html>',
    );
    web = await buildApp(t.ctx, { logger: false, webDist: dist });
    await web.ready();
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const halaman = (url: string) => web.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'portal.example.go.id' } });

  it('the portal, an innovation and a news item carry their own title, description and Open Graph tags', async () => {
    const root = await halaman('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>SIGAP Inovasi — Portal Inovasi Daerah</title>');
    expect(root.body).toContain('<meta property="og:url" content="http://portal.example.go.id/" />');
    const i = await halaman(`/katalog/${ino['Publik Terverifikasi QC']}`);
    expect(i.body).toMatch(/<title>Portal Publik Terverifikasi QC — [^<]*Kota Bandung — SIGAP Inovasi<\/title>/);
    expect(i.body).toMatch(/<meta property="og:description" content="Mempercepat layanan\." \/>/);
    const { id } = (await sql<{ id: number }>(`insert into news (title, excerpt, is_published) values ('Kabar "Inovasi" <Baru> & Terbit', 'Ringkasan kabar', 1) returning id`))[0]!;
    const n = await halaman(`/berita/${id}`);
    expect(n.body).toContain('<meta property="og:title" content="Kabar &quot;Inovasi&quot; &lt;Baru&gt; &amp; Terbit — SIGAP Inovasi" />');
    expect(n.body).not.toContain('<Baru>');
    expect(n.body).toContain('<meta property="og:type" content="article" />');
  });

  it('a draft or an unverified innovation gives its title to no one: generic tags and noindex', async () => {
    const { id } = (await sql<{ id: number }>(`insert into news (title, is_published) values ('Judul Draf Tersembunyi', 0) returning id`))[0]!;
    const d = await halaman(`/berita/${id}`);
    expect(d.statusCode).toBe(200);
    expect(d.body).not.toContain('Judul Draf Tersembunyi');
    expect(d.body).toContain('<meta name="robots" content="noindex" />');
    for (const n of ['Menunggu Verifikasi', 'Dikembalikan QC', 'Dikeluarkan Admin']) {
      const r = await halaman(`/katalog/${ino[n]}`);
      expect(r.body).not.toContain(n);
      expect(r.body).toContain('noindex');
    }
  });

  it('pages behind sign-in keep the plain index.html', async () => {
    const r = await halaman('/dashboard/summary');
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('og:title');
    expect(r.body).toContain('<title>SIGAP Inovasi</title>');
  });
});
