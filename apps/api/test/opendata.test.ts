import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISENSI_DATA_TERBUKA } from '@sigap/domain';
import { denganPengaturan } from './factories';
import { buildTestApp, type TestApp } from './helpers';

/** Open data `/v1/data/…` (issue 17 item 6, decision 76): only published records, public columns, licence, ETag. */
let t: TestApp;
let superadmin: string;
let bandung: number;
const ids = {} as Record<'terbit' | 'pending' | 'ujicoba' | 'qc' | 'keluar' | 'tolak', number>;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
let ipSeq = 0;
/** Each request from its own address unless given: the per-address limit is tested on its own. */
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = `10.60.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

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

beforeAll(async () => {
  t = await buildTestApp();
  superadmin = await t.loginAs('superadmin');
  bandung = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('pemda') })).json().data.m_daerah_id;
  const ino = await sql<{ id: number }>(`select id from iga2020_inovasi where profil_id = ${bandung} order by id limit 6`);
  const nama = ['Data Terbuka Terbit', 'Data Terbuka Pending', 'Data Terbuka Uji Coba', 'Data Terbuka Dikembalikan QC', 'Data Terbuka Dikeluarkan', 'Data Terbuka Ditolak'];
  const kunciIds = ['terbit', 'pending', 'ujicoba', 'qc', 'keluar', 'tolak'] as const;
  ino.forEach((r, i) => (ids[kunciIds[i]!] = r.id));
  for (const [i, r] of ino.entries()) {
    await sql(`update iga2020_inovasi set nama = '${nama[i]}', inovasi_status = ${i === 2 ? 1 : 2}, nama_inisiator = 'Ibu Rahasia Pribadi', koordinat = '-6.914744,107.609810',
      keluar_indeks_alasan = ${i === 4 ? `'Data tidak sah'` : 'null'} where id = ${r.id}`);
  }
  await sql(`delete from nomor_registrasi where inovasi_id in (${ino.map((r) => r.id).join(',')})`);
  await sql(`insert into nomor_registrasi (inovasi_id, nomor, status_nomor, qc) values
    (${ids.terbit}, 'IID/T/1', 1, 1), (${ids.pending}, 'IID/T/2', 0, 0), (${ids.ujicoba}, 'IID/T/3', 1, 0),
    (${ids.qc}, 'IID/T/4', 1, 2), (${ids.keluar}, 'IID/T/5', 1, 1), (${ids.tolak}, 'IID/T/6', 2, 1)`);
});
afterAll(() => t.close());

describe('open data: innovations', () => {
  it('lists only innovations that passed verification, with public columns, licence and caching headers', async () => {
    const r = await get(`/v1/data/inovasi?daerah=${bandung}&per_page=1000`);
    expect(r.statusCode, r.body).toBe(200);
    const b = r.json();
    expect(b).toMatchObject({ status: 1, versi: 'v1', lisensi: { nama: 'CC BY 4.0', url: LISENSI_DATA_TERBUKA.url } });
    const got = new Map(b.data.map((x: { id: number }) => [x.id, x]));
    expect(got.has(ids.terbit)).toBe(true);
    expect(got.has(ids.ujicoba)).toBe(true);
    for (const k of ['pending', 'qc', 'keluar', 'tolak'] as const) expect(got.has(ids[k]), k).toBe(false);
    expect(got.get(ids.terbit)).toMatchObject({ nama: 'Data Terbuka Terbit', nomor_registrasi: 'IID/T/1', tahapan: 'Penerapan', daerah_id: bandung, lintang: -6.914744, bujur: 107.60981 });
    expect(got.get(ids.ujicoba)).toMatchObject({ tahapan: 'Uji Coba' });
    const allowed = new Set(['status', 'versi', 'lisensi', 'nama', 'url', 'atribusi', 'page', 'per_page', 'total', 'data', 'id', 'nomor_registrasi', 'tahun', 'tahapan', 'daerah_id', 'daerah_kode', 'daerah_nama', 'jenis_inovasi', 'bentuk_inovasi', 'tema', 'urusan', 'inisiator', 'tanggal_penerapan', 'lintang', 'bujur']);
    expect([...kunci(b)].filter((k) => !allowed.has(k))).toEqual([]);
    expect(r.body).not.toContain('Ibu Rahasia Pribadi');
    expect(r.body).not.toMatch(/Pending|Dikembalikan QC|Dikeluarkan|Ditolak/);
    expect(r.headers['cache-control']).toBe('public, max-age=300');
    expect(r.headers.etag).toMatch(/^W\/".+"$/);
    expect(r.headers.link).toBe(`<${LISENSI_DATA_TERBUKA.url}>; rel="license"`);
    expect(r.headers['x-lisensi']).toBe('CC BY 4.0');
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 304 to a matching If-None-Match, and a new version after a change', async () => {
    const url = `/v1/data/inovasi?daerah=${bandung}`;
    const a = await get(url);
    const etag = a.headers.etag as string;
    const b = await get(url, { 'if-none-match': etag });
    expect(b.statusCode).toBe(304);
    expect(b.body).toBe('');
    expect(b.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': 'W/"lain"' })).statusCode).toBe(200);
    // QC returns the published innovation: it leaves the data and the version changes
    await sql(`update nomor_registrasi set qc = 2 where inovasi_id = ${ids.terbit}`);
    try {
      const c = await get(url, { 'if-none-match': etag });
      expect(c.statusCode).toBe(200);
      expect(c.headers.etag).not.toBe(etag);
      expect(c.json().data.map((x: { id: number }) => x.id)).not.toContain(ids.terbit);
    } finally {
      await sql(`update nomor_registrasi set qc = 1 where inovasi_id = ${ids.terbit}`);
    }
  });

  it('CSV: the same rows and columns, UTF-8 with BOM, a download name, no private field', async () => {
    const r = await get(`/v1/data/inovasi.csv?daerah=${bandung}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain('inovasi-daerah-terverifikasi');
    expect(r.headers.link).toContain('creativecommons.org');
    expect(r.body.charCodeAt(0)).toBe(0xfeff);
    const lines = r.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('id,nomor_registrasi,nama,tahun,tahapan,daerah_id,daerah_kode,daerah_nama,jenis_inovasi,bentuk_inovasi,tema,urusan,inisiator,tanggal_penerapan,lintang,bujur');
    const json = (await get(`/v1/data/inovasi?daerah=${bandung}&per_page=1000`)).json();
    expect(lines.length - 1).toBe(json.total);
    expect(r.body).toContain('Data Terbuka Terbit');
    expect(r.body).not.toMatch(/Rahasia|Pending|Ditolak/);
    expect((await get(`/v1/data/inovasi.csv?daerah=${bandung}`, { 'if-none-match': r.headers.etag as string })).statusCode).toBe(304);
  });

  it('filters are checked: bad values answer 422 per field', async () => {
    const r = await get('/v1/data/inovasi?tahun=abc&tahapan=draf&per_page=5000&rahasia=1');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toMatchObject({ tahun: expect.any(String), tahapan: 'Pilih inisiatif, ujicoba atau penerapan.', per_page: 'Harus bilangan bulat 1–1000.', rahasia: 'Kolom ini tidak dikenal.' });
    const p = await get(`/v1/data/inovasi?daerah=${bandung}&tahapan=ujicoba`);
    expect(p.json().data.map((x: { id: number }) => x.id)).toEqual([ids.ujicoba]);
    // the one list contract: search in the name, order by a column
    const s = await get(`/v1/data/inovasi?daerah=${bandung}&search=Data%20Terbuka&orderBy[field]=nama&orderBy[sort]=desc`);
    expect(s.json().data.map((x: { nama: string }) => x.nama)).toEqual(['Data Terbuka Uji Coba', 'Data Terbuka Terbit']);
    expect((await get('/v1/data/inovasi?orderBy[sort]=sideways')).json().errors['orderBy.sort']).toBe('Harus asc atau desc.');
  });
});

describe('open data: index results per year', () => {
  it('publishes a year only when it is listed in tahun_publikasi and its filling is closed', async () => {
    const none = await get('/v1/data/indeks');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ tahun_terbit: [], data: [], total: 0 });
    expect((await get('/v1/data/indeks?tahun=2026')).statusCode).toBe(404);
    expect((await get('/v1/data/indeks.csv?tahun=2026')).statusCode).toBe(404);

    // listed, but the 2026 filling is still open: nothing yet
    await denganPengaturan(t, superadmin, { tahun_publikasi: '2026', iga_status: '1', periode_selesai: '2099-12-31' }, async () => {
      t.ctx.settings.invalidate();
      const r = await get('/v1/data/indeks?tahun=2026');
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('Hasil indeks tahun 2026 belum diumumkan.');
      expect((await get('/v1/data')).json().data.tahun_indeks_terbit).toEqual([]);
    });
    // listed and closed: every region's verified index with the ranking's words
    await denganPengaturan(t, superadmin, { tahun_publikasi: '2026', iga_status: '0' }, async () => {
      t.ctx.settings.invalidate();
      const r = await get('/v1/data/indeks?tahun=2026');
      expect(r.statusCode, r.body).toBe(200);
      const b = r.json();
      expect(b.tahun_terbit).toEqual([2026]);
      expect(b.total).toBeGreaterThan(3);
      const kota = b.data.find((x: { daerah_id: number }) => x.daerah_id === bandung);
      expect(kota).toMatchObject({ tahun: 2026, jenis_daerah: 'kota', predikat: expect.any(String) });
      // the stored verified results, never the self-assessed ones
      const [v] = await sql<{ iid: number }>(`select iid from indeks_hasil where profil_id = ${bandung} and tahun = 2026 and sumber = 'verified'`);
      if (kota.iid !== null) expect(kota.iid).toBeCloseTo(Number(v!.iid), 1);
      const allowed = new Set(['status', 'versi', 'lisensi', 'nama', 'url', 'atribusi', 'page', 'per_page', 'total', 'tahun_terbit', 'data', 'tahun', 'daerah_id', 'daerah_kode', 'daerah_nama', 'jenis_daerah', 'iid', 'predikat']);
      expect([...kunci(b)].filter((k) => !allowed.has(k))).toEqual([]);
      const csv = await get('/v1/data/indeks.csv?tahun=2026');
      expect(csv.statusCode).toBe(200);
      expect(csv.body.slice(1).split('\r\n')[0]).toBe('tahun,daerah_id,daerah_kode,daerah_nama,jenis_daerah,iid,predikat');
      expect(csv.body.slice(1).trim().split('\r\n').length - 1).toBe(b.total);
      const etag = r.headers.etag as string;
      expect((await get('/v1/data/indeks?tahun=2026', { 'if-none-match': etag })).statusCode).toBe(304);
      expect((await get('/v1/data')).json().data.tahun_indeks_terbit).toEqual([2026]);
    });
    t.ctx.settings.invalidate();
    expect((await get('/v1/data/indeks?tahun=2026')).statusCode).toBe(404);
  });
});

describe('open data: catalogue, docs and limits', () => {
  it('the catalogue names the data sets, their columns and the licence; OpenAPI documents every route', async () => {
    const k = (await get('/v1/data')).json();
    expect(k.lisensi.nama).toBe('CC BY 4.0');
    expect(k.data.dataset.map((d: { nama: string }) => d.nama)).toEqual(['inovasi', 'indeks']);
    expect(k.data.dataset[0].kolom.map((c: { nama: string }) => c.nama)).toContain('nomor_registrasi');
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const p of ['/v1/data', '/v1/data/inovasi', '/v1/data/inovasi.csv', '/v1/data/indeks', '/v1/data/indeks.csv']) {
      expect(spec.paths[p]?.get, p).toBeDefined();
      expect(spec.paths[p].get.security).toEqual([]);
    }
  });

  it('limits each address to 60 requests a minute; another address is not affected', async () => {
    let kode = 0;
    for (let i = 0; i < 61; i++) kode = (await get('/v1/data', {}, '10.99.0.1')).statusCode;
    expect(kode).toBe(429);
    expect((await get('/v1/data', {}, '10.99.0.2')).statusCode).toBe(200);
  });
});
