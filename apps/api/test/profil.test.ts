import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipart, PDF_BYTES, type TestApp } from './helpers';
import { tautanUnduh } from './unduh';

let t: TestApp;
let admin: string;
let pemda: string;
let lain: string;
let prov: string;
let ver: string;
let bandung: number;
let banyuwangi: number;
let jabar: number;

const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const get = (url: string, token: string) => t.req({ method: 'GET', url, token });
const post = (url: string, token: string, payload: unknown) => t.req({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
const upload = async (token: string, name: string, content: Buffer) => {
  const r = await t.req({ method: 'POST', url: '/media/upload', token, ...multipart('file', name, content) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().file_url as string;
};
const idOf = async (kode: string) => (await sql<{ id: number }>(`select id from m_daerah where kode = '${kode}'`))[0]!.id;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  lain = await t.loginAs('pemda.lain');
  prov = await t.loginAs('provinsi');
  ver = await t.loginAs('verifikator');
  bandung = await idOf('32.73');
  banyuwangi = await idOf('35.10');
  jabar = await idOf('32');
});
afterAll(() => t.close());

describe('pledge of integrity (pakta)', () => {
  it('accepts an uploaded PDF and answers "Dokumen berhasil dikirim"', async () => {
    expect((await get(`/pakta/${bandung}`, pemda)).json().data).toMatchObject({ profil_id: bandung, file_url: null });
    const pdf = await upload(pemda, 'pakta-integritas.pdf', PDF_BYTES);
    const r = await post(`/pakta/${bandung}`, pemda, { file_url: pdf });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, message: 'Dokumen berhasil dikirim', data: { file_url: pdf, nama_berkas: 'pakta-integritas.pdf' } });
    expect((await get(`/pakta/${bandung}`, pemda)).json().data.pakta_pemda_filename).toBe(pdf);
    expect((await get(`/crud/profil_pemda/${bandung}`, pemda)).json().data.pakta_pemda_filename).toBe(pdf);
    // the verifier of the area reads it
    expect((await get(`/pakta/${bandung}`, ver)).json().data.file_url).toBe(pdf);
  });

  it('refuses an image, a missing file and someone else\'s file with "Dokumen gagal dikirim" and the reason', async () => {
    const png = await upload(pemda, 'pakta.png', PNG_BYTES);
    const foreign = await upload(lain, 'pakta.pdf', PDF_BYTES);
    for (const [body, msg] of [
      [{ file_url: png }, /harus berupa berkas PDF/],
      [{}, /wajib diunggah/],
      [{ file_url: foreign }, /tidak dapat Anda akses/],
      [{ file_url: '/media/2026/01/tidak-ada.pdf' }, /tidak ditemukan/],
    ] as [Record<string, unknown>, RegExp][]) {
      const r = await post(`/pakta/${bandung}`, pemda, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(r.json().message).toBe('Dokumen gagal dikirim');
      expect(r.json().errors.file_url).toMatch(msg);
    }
  });

  it('another region gets 404; roles without the pledge action get 403', async () => {
    const pdf = await upload(lain, 'pakta.pdf', PDF_BYTES);
    expect((await post(`/pakta/${bandung}`, lain, { file_url: pdf })).statusCode).toBe(404);
    expect((await get(`/pakta/${bandung}`, lain)).statusCode).toBe(404);
    expect((await post(`/pakta/${bandung}`, await t.loginAs('opd'), { file_url: pdf })).statusCode).toBe(403);
    expect((await post(`/pakta/${banyuwangi}`, lain, { file_url: pdf })).statusCode).toBe(200);
  });
});

describe('logo', () => {
  it('sets the own profile\'s logo from an uploaded image and makes it public', async () => {
    const png = await upload(pemda, 'logo.png', PNG_BYTES);
    const r = await post('/logo', pemda, { file_url: png });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ profil_id: bandung, logo_url: png });
    expect((await t.req({ method: 'GET', url: png })).statusCode).toBe(200);
    expect((await post('/logo', pemda, { file_url: await upload(pemda, 'logo.pdf', PDF_BYTES) })).json().errors.file_url).toMatch(/gambar/);
    expect((await post('/logo', pemda, { profil_id: banyuwangi, file_url: png })).statusCode).toBe(404);
    // an admin names the profile
    const a = await upload(admin, 'logo-bwi.png', PNG_BYTES);
    expect((await post('/logo', admin, { file_url: a })).json().errors.profil_id).toBeTruthy();
    expect((await post('/logo', admin, { profil_id: banyuwangi, file_url: a })).json().data.logo_url).toBe(a);
  });
});

describe('map embed', () => {
  const GMAPS = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3960.7';
  it('stores only the src of an allowed provider\'s iframe', async () => {
    const r = await post(`/crud/profil_pemda/${bandung}`, pemda, { map_embed: `<iframe src="${GMAPS}" width="600" height="450" style="border:0;" allowfullscreen loading="lazy"></iframe>` });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.map_embed).toBe(GMAPS);
    const osm = 'https://www.openstreetmap.org/export/embed.html?bbox=107.5%2C-7.0%2C107.7%2C-6.8&layer=mapnik';
    expect((await post(`/crud/profil_pemda/${bandung}`, pemda, { map_embed: osm })).json().data.map_embed).toBe(osm);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an iframe with a script', `<iframe src="${GMAPS}"></iframe><script>alert(1)</script>`],
    ['an event handler', `<iframe src="${GMAPS}" onload="alert(1)"></iframe>`],
    ['a host that is not allowed', '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'],
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
  ])('refuses %s with a field error and keeps the stored map', async (_l, value) => {
    const r = await post(`/crud/profil_pemda/${bandung}`, pemda, { map_embed: value });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.map_embed).toMatch(/Google Maps|OpenStreetMap/);
    expect((await get(`/crud/profil_pemda/${bandung}`, pemda)).json().data.map_embed).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
  });
});

describe('supporting files of the profile', () => {
  it('stores a list of {nama, file_url} with uploaded files or https links', async () => {
    const files = [{ nama: 'Perda Inovasi', file_url: 'https://jdih.bandung.go.id/perda-inovasi.pdf' }];
    const r = await post(`/crud/profil_pemda/${bandung}`, pemda, { files });
    expect(r.statusCode, r.body).toBe(200);
    expect((await get(`/crud/profil_pemda/${bandung}`, pemda)).json().data.files).toEqual(files);
  });

  it.each([
    ['not a list', { nama: 'x', file_url: 'https://a.id/x.pdf' }],
    ['a javascript: link', [{ nama: 'x', file_url: 'javascript:alert(1)' }]],
    ['a plain http link', [{ nama: 'x', file_url: 'http://a.id/x.pdf' }]],
    ['a path outside uploads', [{ nama: 'x', file_url: '/media/../../etc/passwd' }]],
    ['no name', [{ file_url: 'https://a.id/x.pdf' }]],
    ['too many', Array.from({ length: 21 }, (_, i) => ({ nama: `f${i}`, file_url: 'https://a.id/x.pdf' }))],
  ])('refuses %s with a field error and keeps the stored list', async (_l, files) => {
    const before = (await get(`/crud/profil_pemda/${bandung}`, pemda)).json().data.files;
    const r = await post(`/crud/profil_pemda/${bandung}`, pemda, { files });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.files).toBeTruthy();
    expect((await get(`/crud/profil_pemda/${bandung}`, pemda)).json().data.files).toEqual(before);
  });
});

describe('timeline (lini masa)', () => {
  it('shows the changes of the profile and of its innovations, newest first, and nothing of other regions', async () => {
    await post(`/crud/profil_pemda/${bandung}`, pemda, { alamat: 'Jl. Wastukencana No. 2, Bandung' });
    const ino = (await get(`/crud/iga2020_inovasi?profil_id=${bandung}&search=Posyandu%20Digital%20Cegah`, pemda)).json().data[0];
    await post(`/crud/iga2020_inovasi/${ino.id}`, pemda, { tujuan: '<p>Tujuan diperbarui.</p>' });
    await post(`/crud/profil_pemda/${banyuwangi}`, lain, { alamat: 'Banyuwangi' });
    const r = await get(`/profil/${bandung}/linimasa`, pemda);
    expect(r.statusCode).toBe(200);
    const names = r.json().data.map((a: { name: string }) => a.name);
    expect(names[0]).toBe('Ubah Inovasi Daerah');
    expect(r.json().data[0]).toMatchObject({ kategori: 'inovasi', inovasi_id: ino.id });
    expect(names).toEqual(expect.arrayContaining(['Ubah Profil Pemerintah Daerah', 'Unggah pakta integritas', 'Ubah logo profil pemda']));
    const ids = r.json().data.map((a: { id: number }) => a.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    for (const a of r.json().data as { data: { name: string; value: string }[] }[]) expect(JSON.stringify(a.data)).not.toContain('Banyuwangi');
    const older = await get(`/profil/${bandung}/linimasa?since_id=${ids[0]}&limit=1`, pemda);
    expect(older.json().data[0].id).toBe(ids[1]);
    expect((await get(`/profil/${bandung}/linimasa`, lain)).statusCode).toBe(404);
    expect((await get(`/profil/${bandung}/linimasa`, ver)).statusCode).toBe(200);
  });
});

describe('profile downloads', () => {
  it('the PDF names the region and its indicators; the Excel has profile, indicators and documents', async () => {
    const pdf = await get(`/profil/download-pdf/${bandung}`, pemda);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Pemerintah Kota Bandung');
    expect(text).toContain('Visi dan Misi');
    expect(text).toContain('Opini BPK');
    expect(text).toContain('Perda RPJMD Kota Bandung 2025-2029');
    expect(text).toContain('Jl. Wastukencana No. 2');

    const xlsx = await get(`/profil/download-excel/${bandung}`, pemda);
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Profil', 'Indikator', 'Dokumen']);
    const ind = wb.getWorksheet('Indikator')!;
    const rows = ind.getSheetValues().slice(2) as unknown[][];
    const visi = rows.find((r) => r?.[3] === 'Visi dan Misi')!;
    expect(visi[6]).toBe('Kepala Daerah memiliki visi dan misi inovasi');
    expect(visi[8]).toBe(3); // bobot 1 x level 3
    expect(wb.getWorksheet('Dokumen')!.rowCount).toBeGreaterThan(10);
    expect((await get(`/profil/download-pdf/${bandung}`, lain)).statusCode).toBe(404);
    expect((await get(`/profil/download-excel/${bandung}`, lain)).statusCode).toBe(404);
  });
});

describe('profile downloads as plain links (?unduh=)', () => {
  it('accepts a download token in the query string, with the same scope and permission checks', async () => {
    const plain = (url: string) => t.req({ method: 'GET', url });
    const pdf = await plain(await tautanUnduh(t, pemda, `/profil/download-pdf/${bandung}`));
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`profil-pemda-${bandung}.pdf`);
    const xlsx = await plain(await tautanUnduh(t, pemda, `/profil/download-excel/${bandung}`));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    // no token, a forged token, the session token itself, another region, a role without profile reading
    expect((await plain(`/profil/download-pdf/${bandung}`)).statusCode).toBe(401);
    expect((await plain(`/profil/download-pdf/${bandung}?unduh=abc.def.ghi`)).statusCode).toBe(401);
    expect((await plain(`/profil/download-pdf/${bandung}?access_token=${encodeURIComponent(pemda)}`)).statusCode).toBe(401);
    expect((await plain(await tautanUnduh(t, lain, `/profil/download-excel/${bandung}`))).statusCode).toBe(404);
    const diklat = await t.loginAs('admin.diklat');
    expect((await plain(await tautanUnduh(t, diklat, `/profil/download-pdf/${bandung}`))).statusCode).toBe(403);
    // still listed with the protected routes (the permission tests walk them)
    expect(t.app.protectedRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /profil/download-pdf/:id', 'GET /profil/download-excel/:id']));
  });
});

describe('province dashboard (daerah-binaan)', () => {
  it('shows only the province\'s regencies and cities, is_index = 1, with counts per stage', async () => {
    // an is_index innovation in East Java must not show for West Java
    await sql(`update iga2020_inovasi set is_index = 1 where profil_id = ${banyuwangi}`);
    const r = await get('/daerah-binaan', prov);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.data.every((x: { profil_id: number }) => x.profil_id === bandung)).toBe(true);
    expect(body.data.map((x: { nama: string }) => x.nama)).toEqual(['Bank Sampah Kelurahan Terpadu', 'Parkir Pintar Berbasis Sensor']);
    expect(body.data[0]).toMatchObject({ no: 1, nama_pemda: 'Pemerintah Kota Bandung', tahapan: 'Uji Coba', status_pengiriman: 'Belum Dikirim', dokumen: { status: 'Indikator Mandatori Sudah Terpenuhi', wajib: 5, wajib_terpenuhi: 5 } });
    expect(body.data[1]).toMatchObject({ status_pengiriman: 'Sudah Dikirim', registrasi: { status_nomor: 1 } });
    expect(body.rekap).toEqual({ inisiatif: 0, ujicoba: 1, penerapan: 1, total: 2 });
    expect(body.kabkota.map((k: { nama: string }) => k.nama)).toContain('Kota Bandung');
    expect(body.kabkota).toHaveLength(27);
    // sort, search, picker, tab
    expect((await get('/daerah-binaan?sort=nama_desc', prov)).json().data[0].nama).toBe('Parkir Pintar Berbasis Sensor');
    expect((await get('/daerah-binaan?orderBy[field]=waktu&orderBy[sort]=desc', prov)).json().data[0].nama).toBe('Bank Sampah Kelurahan Terpadu');
    expect((await get('/daerah-binaan?search=parkir', prov)).json().total).toBe(1);
    expect((await get(`/daerah-binaan?kabkota_id=${bandung}&inovasi_status=2`, prov)).json().data.map((x: { nama: string }) => x.nama)).toEqual(['Parkir Pintar Berbasis Sensor']);
    expect((await get(`/daerah-binaan?kabkota_id=${banyuwangi}`, prov)).json().total).toBe(0);
    expect((await get('/daerah-binaan?per_page=1&page=1', prov)).json().data[0].no).toBe(2);
    await sql(`update iga2020_inovasi set is_index = 0 where profil_id = ${banyuwangi}`);
  });

  it('is for the province role only', async () => {
    expect((await get('/daerah-binaan', pemda)).statusCode).toBe(403);
    expect((await get('/daerah-binaan', admin)).statusCode).toBe(403);
  });

  it('lists the regencies and cities of a province within the caller\'s scope', async () => {
    const all = (await get(`/propinsi/${jabar}/kabkota`, prov)).json();
    expect(all.data).toHaveLength(27);
    expect(all.data[0]).toEqual({ id: expect.any(Number), nama: expect.any(String) });
    expect((await get(`/propinsi/${jabar}/kabkota`, pemda)).json().data).toEqual([{ id: bandung, nama: 'Kota Bandung' }]);
    expect((await get(`/propinsi/${bandung}/kabkota`, prov)).statusCode).toBe(404);
  });
});

describe('verification lists (PRF-09)', () => {
  it('a verifier of Wilayah Barat sees the profiles of its area with their indicator progress', async () => {
    const r = await get('/profil_pemda/verifikasi?search=bandung&per_page=100', ver);
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json().data.find((x: { id: number }) => x.id === bandung);
    expect(row).toMatchObject({ nama: 'Pemerintah Kota Bandung', propinsi: { id: jabar }, indikator: { status: 'Belum Lengkap', wajib: 13 } });
    expect(row.indikator.terisi).toBeGreaterThan(10);
    expect(row.skor_total).toBeGreaterThan(0);
    const papua = await idOf('94.01');
    expect((await get(`/profil_pemda/verifikasi?per_page=100&propinsi_id=${await idOf('94')}`, ver)).json().total).toBe(0);
    expect((await get(`/profil_pemda/verifikasi?per_page=100&propinsi_id=${await idOf('94')}`, admin)).json().data.some((x: { id: number }) => x.id === papua)).toBe(true);
    expect((await get('/profil_pemda/verifikasi', pemda)).statusCode).toBe(403);
  });

  it('provinces and their regencies for the drill-down, scoped to the area', async () => {
    const provs = (await get('/daerah_verifikasi', ver)).json().data as { id: number; nama: string; jumlah_daerah: number; jumlah_profil_terisi: number }[];
    const jb = provs.find((p) => p.id === jabar)!;
    expect(jb).toMatchObject({ jumlah_daerah: 28, jumlah_profil_terisi: 1 });
    expect(provs.some((p) => /Papua/.test(p.nama))).toBe(false);
    expect((await get('/daerah_verifikasi', admin)).json().total).toBe(38);
    const kab = (await get(`/kabkota/${jabar}`, ver)).json();
    expect(kab.propinsi).toEqual({ id: jabar, nama: 'Jawa Barat' });
    expect(kab.data.find((k: { id: number }) => k.id === bandung)).toMatchObject({ nama: 'Kota Bandung', indikator: { status: 'Belum Lengkap' } });
    expect((await get(`/kabkota/${await idOf('94')}`, ver)).json().data).toEqual([]);
  });

  it('/kabkota/{id} (progress and scores) only for the roles that read a region\'s indicators, each in its scope', async () => {
    const ids = async (token: string) => {
      const r = await get(`/kabkota/${jabar}`, token);
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().data as { id: number }[]).map((x) => x.id);
    };
    // central roles: every region of the province; the province: its regencies and cities
    for (const role of ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer']) expect(await ids(await t.loginAs(role)), role).toHaveLength(27);
    expect(await ids(prov)).toHaveLength(27);
    // regional users: their own region only
    for (const role of ['pemda', 'opd', 'asn', 'upt']) expect(await ids(await t.loginAs(role)), role).toEqual([bandung]);
    expect(await ids(lain)).toEqual([]);
    // diklat roles, developer and the roles that cannot read a region's indicator page: refused
    for (const role of ['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat', 'developer', 'kabkota', 'dinas', 'kecamatan']) {
      const r = await get(`/kabkota/${jabar}`, await t.loginAs(role));
      expect(r.statusCode, role).toBe(403);
      expect(r.json().data, role).toBeUndefined();
    }
  });
});

describe('contracts of the profile routes (bad input is 422 and changes nothing)', () => {
  const JUNK_IDS = ['0x2', '1%20OR%201%3D1', '2e0', '002', '-1', 'abc'];
  const jumlahAktivitas = async () => Number((await sql<{ n: number }>('select count(*)::int as n from activity_log'))[0]!.n);

  it('a junk id in the path answers 422 with the field id, never another record', async () => {
    const rute: [string, (id: string) => string, () => string][] = [
      ['GET', (id) => `/pakta/${id}`, () => pemda],
      ['POST', (id) => `/pakta/${id}`, () => pemda],
      ['GET', (id) => `/profil/${id}/linimasa`, () => pemda],
      ['GET', (id) => `/profil/download-pdf/${id}`, () => pemda],
      ['GET', (id) => `/profil/download-excel/${id}`, () => pemda],
      ['GET', (id) => `/propinsi/${id}/kabkota`, () => prov],
      ['GET', (id) => `/kabkota/${id}`, () => ver],
    ];
    const salah: string[] = [];
    for (const [method, url, token] of rute) {
      for (const id of JUNK_IDS) {
        const r = await t.req({ method: method as 'GET', url: url(id), token: token(), payload: method === 'POST' ? {} : undefined });
        if (r.statusCode !== 422 || !r.json().errors?.id) salah.push(`${method} ${url(id)} -> ${r.statusCode}`);
      }
    }
    expect(salah).toEqual([]);
    // the token in the query string does not skip the check
    const plain = await t.req({ method: 'GET', url: await tautanUnduh(t, pemda, '/profil/download-pdf/0x2') });
    expect(plain.statusCode).toBe(422);
  });

  it('POST /pakta/{id} refuses a body of the wrong shape with 422 per field and keeps the stored pledge', async () => {
    const before = (await get(`/pakta/${bandung}`, pemda)).json().data;
    const n = await jumlahAktivitas();
    // arrays nested 5000 deep, written by hand (JSON.stringify would overflow the stack)
    const dalam = `{"file_url":${'['.repeat(5000)}"/media/x.pdf"${']'.repeat(5000)}}`;
    for (const [body, kolom] of [
      [JSON.stringify({ file_url: { toString: 1 } }), 'file_url'],
      [JSON.stringify({ file_url: ['/media/2026/01/a.pdf'] }), 'file_url'],
      [JSON.stringify({ file_url: 42 }), 'file_url'],
      [dalam, 'file_url'],
      [JSON.stringify({ file_url: before.file_url, profil_id: 1 }), 'profil_id'],
      [JSON.stringify({ file_url: 'x'.repeat(1001) }), 'file_url'],
      ['"teks"', '_'],
      ['[1,2]', '_'],
      ['42', '_'],
      ['null', '_'],
    ] as [string, string][]) {
      const r = await t.req({ method: 'POST', url: `/pakta/${bandung}`, token: pemda, payload: body, headers: { 'content-type': 'application/json' } });
      expect(r.statusCode, body.slice(0, 80)).toBe(422);
      expect(r.json().errors[kolom], r.body).toBeTruthy();
    }
    expect((await get(`/pakta/${bandung}`, pemda)).json().data).toEqual(before);
    expect(await jumlahAktivitas()).toBe(n);
  });

  it('POST /logo refuses a body of the wrong shape with 422 per field and keeps the logo', async () => {
    const before = (await get(`/crud/profil_pemda/${bandung}`, pemda)).json().data.logo_url;
    const n = await jumlahAktivitas();
    for (const [body, kolom] of [
      [{ file_url: { toString: 1 } }, 'file_url'],
      [{ file_url: [before] }, 'file_url'],
      [{ profil_id: '0x2', file_url: before }, 'profil_id'],
      [{ profil_id: '1 OR 1=1', file_url: before }, 'profil_id'],
      [{ profil_id: { toString: 1 }, file_url: before }, 'profil_id'],
      [{ profil_id: -1, file_url: before }, 'profil_id'],
      [{ file_url: before, warna: 'merah' }, 'warna'],
    ] as [unknown, string][]) {
      const r = await post('/logo', pemda, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(422);
      expect(r.json().errors[kolom], r.body).toBeTruthy();
    }
    const r = await t.req({ method: 'POST', url: '/logo', token: pemda, payload: '["/media/a.png"]', headers: { 'content-type': 'application/json' } });
    expect(r.statusCode).toBe(422);
    expect((await get(`/crud/profil_pemda/${bandung}`, pemda)).json().data.logo_url).toBe(before);
    expect(await jumlahAktivitas()).toBe(n);
  });

  it('bad query values answer 422 with the field instead of being ignored', async () => {
    const salah: string[] = [];
    for (const [url, token, kolom] of [
      [`/profil/${bandung}/linimasa?since_id=0x2`, pemda, 'since_id'],
      [`/profil/${bandung}/linimasa?limit=abc`, pemda, 'limit'],
      [`/profil/${bandung}/linimasa?limit=1000`, pemda, 'limit'],
      [`/profil/download-pdf/${bandung}?tahun=abc`, pemda, 'tahun'],
      [`/profil/download-excel/${bandung}?tahun=1999`, pemda, 'tahun'],
      [`/kabkota/${jabar}?tahun=20x4`, ver, 'tahun'],
      ['/profil_pemda/verifikasi?page=-1', ver, 'page'],
      ['/profil_pemda/verifikasi?per_page=1000', ver, 'per_page'],
      ['/profil_pemda/verifikasi?propinsi_id=1%20OR%201%3D1', ver, 'propinsi_id'],
      ['/profil_pemda/verifikasi?tingkat=3', ver, 'tingkat'],
      ['/profil_pemda/verifikasi?orderBy[sort]=sideways', ver, 'orderBy.sort'],
      ['/profil_pemda/verifikasi?search[a]=1', ver, 'search'],
      ['/daerah_verifikasi?tahun=abc', ver, 'tahun'],
      ['/daerah_verifikasi?search[a]=1', ver, 'search'],
      ['/daerah-binaan?sort=acak', prov, 'sort'],
      ['/daerah-binaan?is_index=2', prov, 'is_index'],
      ['/daerah-binaan?inovasi_status=5', prov, 'inovasi_status'],
      ['/daerah-binaan?kabkota_id=0x2', prov, 'kabkota_id'],
      ['/daerah-binaan?page=abc', prov, 'page'],
    ] as [string, string, string][]) {
      const r = await get(url, token);
      if (r.statusCode !== 422 || !r.json().errors?.[kolom]) salah.push(`${url} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
    }
    expect(salah).toEqual([]);
  });

  it('a search is text matched literally (% and _ are not wildcards); any sort column is safe', async () => {
    expect((await get('/profil_pemda/verifikasi?search=%25', ver)).json().total).toBe(0);
    expect((await get('/daerah_verifikasi?search=_', ver)).json().total).toBe(0);
    expect((await get('/daerah-binaan?search=%25', prov)).json().total).toBe(0);
    expect((await get('/profil_pemda/verifikasi?search=bandung&tingkat=2&orderBy[sort]=desc', ver)).json().data.some((x: { id: number }) => x.id === bandung)).toBe(true);
    // an unknown or inherited column name sorts by name
    for (const field of ['constructor', 'toString', '__proto__', 'nama;drop']) {
      const r = await get(`/daerah-binaan?orderBy[field]=${encodeURIComponent(field)}&orderBy[sort]=desc`, prov);
      expect(r.statusCode, r.body.slice(0, 120)).toBe(200);
      expect(r.json().data[0].nama).toBe('Parkir Pintar Berbasis Sensor');
    }
  });
});
