import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildTestApp, type TestApp } from './helpers';
import { denganPengaturan } from './factories';

/**
 * Summaries, index averages and reports (IDX-04..06) on a small known data
 * set: the demo innovations are replaced by seven of our own and the stored
 * 2026 results by five known values.
 */
let t: TestApp;
let admin: string;
let superadmin: string;
let pemda: string;
const id: Record<string, number> = {};
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const get = async (url: string, token: string) => t.req({ method: 'GET', url, token });
const data = async (url: string, token: string) => {
  const r = await get(url, token);
  expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  return r.json();
};

beforeAll(async () => {
  t = await buildTestApp();
  [admin, superadmin, pemda] = await Promise.all([t.loginAs('admin'), t.loginAs('superadmin'), t.loginAs('pemda')]);
  for (const [k, kode] of Object.entries({ bandung: '32.73', bogor: '32.71', jabar: '32', banyuwangi: '35.10', surabaya: '35.78', jatim: '35', ntt: '53' })) {
    id[k] = Number((await sql<{ id: number }>(`select id from m_daerah where kode = '${kode}'`))[0]!.id);
  }
  await sql(`delete from iga2020_inovasi`);
  const ino = (profil: number, nama: string, tahun: number, status: number, jenis: string, bentuk: number, tema: number, urusan: string, inisiator: string) =>
    sql<{ id: number }>(
      `insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, jenis_inovasi, bentuk_inovasi, is_covid, urusan_pemerintah_id, inisiator) values (${profil}, '${nama}', ${tahun}, ${status}, '${jenis}', ${bentuk}, ${tema}, '${urusan}', '${inisiator}') returning id`,
    ).then((r) => r[0]!.id);
  // Kota Bandung: 4 innovations (stages 0, 1, 2, 2), one sent and pending, one verified
  const b1 = await ino(id.bandung!, 'B1', 2025, 0, 'Digital', 1, 9, '1', 'OPD');
  void b1;
  await ino(id.bandung!, 'B2', 2025, 1, 'Non Digital', 2, 12, '1,2', 'Kepala Daerah');
  const b3 = await ino(id.bandung!, 'B3', 2024, 2, 'Digital', 2, 12, '2', 'OPD');
  const b4 = await ino(id.bandung!, 'B4', 2025, 2, 'Digital', 3, 14, '2,3', 'ASN');
  await sql(`insert into nomor_registrasi (inovasi_id, nomor, status_nomor, qc) values (${b3}, 'T/1', 0, 0), (${b4}, 'T/2', 1, 1)`);
  // Kabupaten Banyuwangi (Jawa Timur): 2 innovations at Penerapan, one verified, one rejected
  const w1 = await ino(id.banyuwangi!, 'W1', 2025, 2, 'Digital', 2, 14, '1', 'Masyarakat');
  const w2 = await ino(id.banyuwangi!, 'W2', 2024, 2, 'Non Digital', 1, 9, '13', 'OPD');
  await sql(`insert into nomor_registrasi (inovasi_id, nomor, status_nomor, qc) values (${w1}, 'T/3', 1, 0), (${w2}, 'T/4', 2, 0)`);
  // Kota Surabaya: 1 innovation at trial stage
  await ino(id.surabaya!, 'S1', 2025, 1, 'Digital', 2, 12, '2', 'OPD');

  // known stored results for 2026 (everyone else: no row = 0)
  await sql(`delete from indeks_hasil where tahun = 2026`);
  const h = (p: number, sumber: string, iid: number, predikat: string) => `(${p}, 2026, '${sumber}', ${iid}, '${predikat}')`;
  await sql(
    `insert into indeks_hasil (profil_id, tahun, sumber, iid, predikat) values ${[
      h(id.bandung!, 'self', 50, 'Inovatif'),
      h(id.bandung!, 'verified', 30, 'Kurang Inovatif'),
      h(id.bogor!, 'self', 70, 'Sangat Inovatif'),
      h(id.bogor!, 'verified', 66, 'Sangat Inovatif'),
      h(id.surabaya!, 'self', 50, 'Inovatif'),
      h(id.banyuwangi!, 'self', 20, 'Kurang Inovatif'),
      h(id.banyuwangi!, 'verified', 10, 'Kurang Inovatif'),
      h(id.jabar!, 'self', 40, 'Kurang Inovatif'),
    ].join(', ')}`,
  );
});
afterAll(() => t.close());

describe('summaries (IDX-04)', () => {
  it('/summary counts the whole country for central roles', async () => {
    const d = (await data('/summary?tahun=2026', admin)).data;
    expect(d.lingkup.jenis).toBe('nasional');
    expect(d.inovasi).toEqual({ total: 7, inisiatif: 1, ujicoba: 2, penerapan: 4, digital: 5, non_digital: 2 });
    expect(d.pengiriman).toMatchObject({ belum_dikirim: 3, menunggu: 1, terverifikasi: 2, ditolak: 1, ditarik: 0, qc_terverifikasi: 1 });
    expect(d.per_tahun).toEqual([
      { tahun: 2024, inisiatif: 0, ujicoba: 0, penerapan: 2, total: 2 },
      { tahun: 2025, inisiatif: 1, ujicoba: 2, penerapan: 2, total: 5 },
    ]);
    expect(d.per_tema.find((x: { kode: number }) => x.kode === 12).jumlah).toBe(3);
    expect(d.per_tema.find((x: { kode: number }) => x.kode === 12).asta_cita).toBe(true);
    // Kesehatan (2) appears in B2, B3, B4, S1
    expect(d.per_urusan[0]).toMatchObject({ id: 2, nama: 'Kesehatan', jumlah: 4, yandas: true });
    expect(d.indeks).toMatchObject({ jumlah_daerah: 546, jumlah_dinilai: 5, rata_rata: 46, tertinggi: 70, terendah: 20 });
  });

  it('/summary-verified counts verified innovations and verified scores', async () => {
    const d = (await data('/summary-verified?tahun=2026', admin)).data;
    expect(d.sumber).toBe('verified');
    expect(d.inovasi).toMatchObject({ total: 2, penerapan: 2 });
    expect(d.indeks).toMatchObject({ jumlah_dinilai: 3, rata_rata: 35.33, tertinggi: 66 });
  });

  it('a pemda sees only its own region; other regions are 404', async () => {
    const d = (await data('/summary?tahun=2026', pemda)).data;
    expect(d.lingkup).toMatchObject({ jenis: 'daerah', jumlah_daerah: 1 });
    expect(d.inovasi.total).toBe(4);
    expect(d.indeks).toMatchObject({ jumlah_daerah: 1, rata_rata: 50 });
    const own = (await data(`/summary/${id.bandung}?tahun=2026`, pemda)).data;
    expect(own.profil.nama).toContain('Bandung');
    expect(own.inovasi).toMatchObject({ total: 4, inisiatif: 1, ujicoba: 1, penerapan: 2 });
    expect(own.indeks.self).toMatchObject({ iid: 50, predikat: 'Inovatif' });
    // the filling of 2026 is open: the region does not see its verified results yet (one rule, issue 14 item 1)
    expect(own.indeks.verified).toBeNull();
    expect(own.alasan_verifikasi_tersembunyi).toMatch(/periode pengisian ditutup/);
    // the region against its cluster (kota: Bogor 70, Bandung 50, Surabaya 50)
    const kota = own.klaster.find((k: { kode: string }) => k.kode === 'kota');
    expect(kota).toMatchObject({ nilai: 50, peringkat: 2, jumlah_daerah: 93, jumlah_dinilai: 3, rata_rata: 56.67, tertinggi: 70 });
    const ver = (await data(`/summary-verified/${id.bandung}?tahun=2026`, pemda)).data;
    expect(ver.inovasi.total).toBe(1);
    expect(ver.klaster).toEqual([]);
    // once the filling closed, it does
    await denganPengaturan(t, admin, { iga_status: '0' }, async () => {
      const tutup = (await data(`/summary-verified/${id.bandung}?tahun=2026`, pemda)).data;
      expect(tutup.indeks.verified).toMatchObject({ iid: 30 });
      expect(tutup.klaster.find((k: { kode: string }) => k.kode === 'kota')).toMatchObject({ nilai: 30, peringkat: 2, rata_rata: 48 });
    });
    for (const url of [`/summary/${id.banyuwangi}`, `/summary-verified/${id.banyuwangi}`, `/summary/covid/overall/${id.banyuwangi}`, '/summary/99999999']) {
      const r = await get(url, pemda);
      expect(r.statusCode, url).toBe(404);
    }
    // a junk id is refused by the contract (422), before any lookup
    expect((await get('/summary/abc', pemda)).statusCode).toBe(422);
    const lain = await t.loginAs('pemda.lain');
    expect((await data('/summary', lain)).data.inovasi.total).toBe(2);
    expect((await get(`/summary/${id.bandung}`, lain)).statusCode).toBe(404);
  });

  it('a province sees itself and its regencies and cities', async () => {
    const prov = await t.loginAs('provinsi');
    const d = (await data('/summary?tahun=2026', prov)).data;
    expect(d.lingkup.jenis).toBe('provinsi');
    expect(d.inovasi.total).toBe(4);
    expect((await data(`/summary/${id.bandung}`, prov)).data.inovasi.total).toBe(4);
    expect((await get(`/summary/${id.banyuwangi}`, prov)).statusCode).toBe(404);
    const rows = (await data(`/statistik/daerah?tahun=2026&propinsi_id=${id.jabar}`, prov)).data;
    expect(rows[0]).toMatchObject({ id: id.jabar, rata_rata_self: 40 });
    expect(rows.find((r: { id: number }) => r.id === id.bandung)).toMatchObject({ inovasi: 4, penerapan: 2, dikirim: 2, terverifikasi: 1, rata_rata_self: 50, rata_rata_verified: 30 });
    expect((await get(`/statistik/daerah?propinsi_id=${id.jatim}`, prov)).statusCode).toBe(404);
  });

  it('an OPD sees only the innovations it created', async () => {
    const opd = await t.loginAs('opd');
    expect((await data('/summary', opd)).data.inovasi.total).toBe(0);
  });

  it('/summary/login is open to opd (core spec 6: Dashboard summary is admin, superadmin, pemda, opd), for its own OPD\'s accounts', async () => {
    const opd = await t.loginAs('opd');
    const r = await get('/summary/login', opd);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    const roles = d.per_role.map((x: { role: string }) => x.role).sort();
    // the demo OPD and the UPT under it; never the region's pemda or other accounts
    expect(roles).toEqual(['opd', 'upt']);
    expect(d.akun.total).toBe(2);
    expect(d.terakhir.every((a: { role: string }) => ['opd', 'upt'].includes(a.role))).toBe(true);
    expect(d.terakhir.some((a: { username: string }) => a.username === 'opd')).toBe(true);
    for (const role of ['asn', 'upt', 'viewer', 'admin.diklat']) expect((await get('/summary/login', await t.loginAs(role))).statusCode, role).toBe(403);
  });

  it('themes, detail themes and themes over the years', async () => {
    const tema = await data('/summary/covid', admin);
    expect(tema.total).toBe(7);
    expect(tema.data.find((x: { kode: number }) => x.kode === 14).jumlah).toBe(2);
    const over = await data('/summary/covid/overall', admin);
    expect(over.tahun).toEqual([2024, 2025]);
    expect(over.data).toContainEqual({ kode: 12, tahun: 2025, jumlah: 2 });
    expect(over.tema.map((x: { kode: number }) => x.kode).sort()).toEqual([12, 14, 9]);
    const own = await data(`/summary/covid/overall/${id.bandung}`, pemda);
    expect(own.total).toBe(4);
    const kl = await data('/summary/covid/klaster', admin);
    expect(Array.isArray(kl.data)).toBe(true);
    expect(kl.total).toBe(0);
  });

  it('/summary/login counts accounts in scope', async () => {
    const all = (await data('/summary/login', admin)).data;
    const mine = (await data('/summary/login', pemda)).data;
    expect(all.akun.total).toBeGreaterThan(mine.akun.total);
    expect(mine.akun.pernah_masuk).toBeGreaterThanOrEqual(1);
    const roles = mine.per_role.map((r: { role: string }) => r.role);
    expect(roles).toContain('pemda');
    expect(roles).not.toContain('superadmin');
    expect(mine.terakhir.every((a: { username: string }) => a.username !== 'pemda.lain')).toBe(true);
  });

  it('per-indikator: distribution of levels per indicator', async () => {
    await sql(`delete from indikator_daerah`);
    const [ind] = await sql<{ id: number; bobot: number }>(`select id, bobot from iga_indikator where tahun = 2026 and tipe = 'P' and kode = 'SPD-08'`);
    await sql(`insert into indikator_daerah (profil_id, tahun, indikator_id, skor, verifikasi_skor) values (${id.bandung}, 2026, ${ind!.id}, ${ind!.bobot * 3}, ${ind!.bobot}), (${id.bogor}, 2026, ${ind!.id}, ${ind!.bobot * 3}, null), (${id.surabaya}, 2026, ${ind!.id}, 0, null)`);
    const d = await data('/statistik/per-indikator?tahun=2026&tipe=P', await t.loginAs('tim.penilai'));
    const row = d.data.find((r: { kode: string }) => r.kode === 'SPD-08');
    expect(row.jumlah_jawaban).toBe(3);
    expect(row.distribusi).toEqual([
      { level: 0, jumlah: 1 },
      { level: 1, jumlah: 0 },
      { level: 2, jumlah: 0 },
      { level: 3, jumlah: 2 },
    ]);
    expect(row.rata_rata_skor).toBeCloseTo((ind!.bobot * 6) / 3, 4);
    const v = (await data('/statistik/per-indikator?tahun=2026&tipe=P&sumber=verified', superadmin)).data.find((r: { kode: string }) => r.kode === 'SPD-08');
    // verified: Bandung's evaluated level 1; Bogor's level 3 has no supporting document and no evaluation -> 0
    expect(v.distribusi.map((x: { jumlah: number }) => x.jumlah)).toEqual([2, 1, 0, 0]);
    expect((await get('/statistik/per-indikator', admin)).statusCode).toBe(403);
  });

  it('roles outside the matrix are refused', async () => {
    expect((await get('/summary', await t.loginAs('verifikator'))).statusCode).toBe(403);
    expect((await get('/statistik/daerah', pemda)).statusCode).toBe(403);
  });
});

describe('index averages (IDX-05)', () => {
  it('nasional: the country and every cluster', async () => {
    const r = await data('/indeks/average/nasional?tahun=2026', superadmin);
    expect(r.data[0]).toMatchObject({ id: 'nasional', jumlah_daerah: 546, jumlah_dinilai: 5, rata_rata: 46 });
    expect(r.data.find((x: { id: string }) => x.id === 'kota')).toMatchObject({ jumlah_daerah: 93, jumlah_dinilai: 3, rata_rata: 56.67, tertinggi: 70, terendah: 50 });
    expect(r.data.find((x: { id: string }) => x.id === 'provinsi')).toMatchObject({ jumlah_dinilai: 1, rata_rata: 40 });
    const v = await data('/indeks/average/nasional?tahun=2026&sumber=verified', superadmin);
    expect(v.data[0]).toMatchObject({ jumlah_dinilai: 3, rata_rata: 35.33 });
  });

  it('by province, cities, regencies and region', async () => {
    const p = (await data('/indeks/average/propinsi?tahun=2026', superadmin)).data;
    expect(p).toHaveLength(38);
    expect(p.find((x: { id: number }) => x.id === id.jabar)).toMatchObject({ jumlah_dinilai: 3, rata_rata: 53.33, nilai_provinsi: 40 });
    const p2 = (await data('/indeks/average/propinsi2?tahun=2026', superadmin)).data;
    expect(p2.find((x: { id: number }) => x.id === id.jabar)).toMatchObject({ jumlah_dinilai: 2, rata_rata: 60 });
    const kota = (await data('/indeks/average/kota?tahun=2026', superadmin)).data;
    expect(kota.find((x: { id: number }) => x.id === id.jatim)).toMatchObject({ jumlah_dinilai: 1, rata_rata: 50 });
    const kab = (await data('/indeks/average/kabupaten?tahun=2026', superadmin)).data;
    expect(kab.find((x: { id: number }) => x.id === id.jatim)).toMatchObject({ jumlah_dinilai: 1, rata_rata: 20 });
    const w = (await data('/indeks/average/wilayah?tahun=2026', superadmin)).data;
    expect(w[0]).toMatchObject({ jumlah_dinilai: 5, rata_rata: 46 });
    const tert = (await data('/indeks/average/tertinggal?tahun=2026', superadmin)).data;
    expect(tert.reduce((s: number, x: { jumlah_daerah: number }) => s + x.jumlah_daerah, 0)).toBe(62);
    expect((await data('/indeks/average/papua?tahun=2026', superadmin)).data.length).toBeGreaterThan(0);
    expect((await data('/indeks/average/perbatasan?tahun=2026', superadmin)).data).toBeInstanceOf(Array);
  });

  it('recaps: national, one province, one region per OPD', async () => {
    const n = await data('/indeks/average/nasional/rekap?tahun=2026', superadmin);
    expect(n.total).toBe(546);
    expect(n.data.find((x: { id: number }) => x.id === id.bandung)).toMatchObject({ iid_self: 50, iid_verified: 30, propinsi: expect.stringContaining('Jawa Barat') });
    const p = await data(`/indeks/average/propinsi/${id.jabar}/rekap?tahun=2026`, superadmin);
    expect(p.data.every((x: { propinsi: string }) => x.propinsi.includes('Jawa Barat'))).toBe(true);
    expect(p.data.length).toBe(28);
    expect((await get(`/indeks/average/propinsi/${id.bandung}/rekap`, superadmin)).statusCode).toBe(404);
    const o = await data(`/indeks/average/opd/${id.bandung}/rekap`, superadmin);
    expect(o.data.reduce((s: number, x: { jumlah_inovasi: number }) => s + x.jumlah_inovasi, 0)).toBe(4);
    expect((await get('/indeks/average/nasional', admin)).statusCode).toBe(403);
    expect((await get(`/indeks/average/propinsi/${id.jabar}/rekap`, pemda)).statusCode).toBe(403);
  });

  it('province lookups', async () => {
    const l = await data('/propinsi/lookup', pemda);
    expect(l.data).toEqual([expect.objectContaining({ value: id.jabar })]);
    expect((await data('/propinsi/lookup', admin)).total).toBe(38);
    const kota = await data(`/propinsi/${id.jabar}/kota`, admin);
    expect(kota.data.some((x: { id: number }) => x.id === id.bandung)).toBe(true);
    expect(kota.data.every((x: { nama: string }) => x.nama.startsWith('Kota'))).toBe(true);
    const kab = await data(`/propinsi/${id.jatim}/kabupaten/lookup`, admin);
    expect(kab.data).toContainEqual({ value: id.banyuwangi, label: 'Kabupaten Banyuwangi', id: id.banyuwangi });
    expect((await data(`/propinsi/${id.ntt}/tertinggal`, admin)).data.length).toBeGreaterThan(0);
    expect((await get(`/propinsi/${id.bandung}/kota`, admin)).statusCode).toBe(404);
    // a pemda only sees its own region among the children
    expect((await data(`/propinsi/${id.jabar}/kota/lookup`, pemda)).data).toEqual([expect.objectContaining({ value: id.bandung })]);
  });
});

describe('reports and analisis (IDX-06)', () => {
  it('rekap jenis, bentuk, urusan, inisiator per stage', async () => {
    const jenis = await data('/laporan/rekap/jenis', superadmin);
    expect(jenis.data).toEqual([
      { kunci: 'Digital', nama: 'Digital', inisiatif: 1, ujicoba: 1, penerapan: 3, total: 5 },
      { kunci: 'Non Digital', nama: 'Non Digital', inisiatif: 0, ujicoba: 1, penerapan: 1, total: 2 },
    ]);
    expect(jenis.jumlah).toEqual({ inisiatif: 1, ujicoba: 2, penerapan: 4, total: 7 });
    expect((await data('/laporan/rekap/jenis?tahun=2024', superadmin)).jumlah.total).toBe(2);
    expect((await data(`/laporan/rekap/jenis?propinsi_id=${id.jatim}`, superadmin)).jumlah.total).toBe(3);
    const bentuk = await data('/laporan/rekap/bentuk', superadmin);
    expect(bentuk.data.find((x: { kunci: string }) => x.kunci === '2')).toMatchObject({ nama: 'Inovasi pelayanan publik', ujicoba: 2, penerapan: 2, total: 4 });
    const urusan = await data('/laporan/rekap/urusan', superadmin);
    // an innovation with two affairs counts in both rows
    expect(urusan.data.find((x: { kunci: string }) => x.kunci === '2')).toMatchObject({ nama: 'Kesehatan', total: 4 });
    expect(urusan.data.find((x: { kunci: string }) => x.kunci === '1')).toMatchObject({ total: 3 });
    expect(urusan.total_inovasi).toBe(7);
    const ini = await data('/laporan/rekap/inisiator', superadmin);
    expect(ini.data.find((x: { kunci: string }) => x.kunci === 'OPD')).toMatchObject({ total: 4, inisiatif: 1, ujicoba: 1, penerapan: 2 });
    // tim.penilai may read rekap jenis only
    const tp = await t.loginAs('tim.penilai');
    expect((await get('/laporan/rekap/jenis', tp)).statusCode).toBe(200);
    expect((await get('/laporan/rekap/bentuk', tp)).statusCode).toBe(403);
    expect((await get('/laporan/rekap/jenis', admin)).statusCode).toBe(403);
  });

  it('Excel export is a real workbook with the same numbers', async () => {
    const r = await get('/laporan/rekap/jenis/excel?tahun=2025', superadmin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('rekap-jenis-2025.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getCell('A1').value).toBe('Rekap Jenis Inovasi');
    expect(String(ws.getCell('A2').value)).toContain('Tahun 2025');
    expect(ws.getRow(4).values).toEqual([undefined, 'Jenis Inovasi', 'Inisiatif', 'Uji Coba', 'Penerapan', 'Jumlah']);
    expect(ws.getRow(5).values).toEqual([undefined, 'Digital', 1, 1, 2, 4]);
    expect(ws.getRow(6).values).toEqual([undefined, 'Non Digital', 0, 1, 0, 1]);
    expect(ws.getRow(7).values).toEqual([undefined, 'Jumlah', 1, 2, 2, 5]);
    const u = await get('/laporan/rekap/urusan/excel', superadmin);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(u.rawPayload as unknown as ArrayBuffer);
    const kes = wb2.worksheets[0]!.getColumn(1).values.indexOf('Kesehatan');
    expect(wb2.worksheets[0]!.getRow(kes).getCell(5).value).toBe(4);
  });

  it('analisis: any two whitelisted dimensions; anything else is refused with a message', async () => {
    const a = (await data('/laporan/analisis?baris=propinsi&kolom=tahun', superadmin)).data;
    expect(a.kolom.map((k: { kunci: string }) => k.kunci)).toEqual(['2024', '2025']);
    const jb = a.baris.findIndex((b: { kunci: string }) => b.kunci === String(id.jabar));
    expect(a.sel[jb]).toEqual([1, 3]);
    expect(a.total).toBe(7);
    expect(a.total_kolom).toEqual([2, 5]);
    const u = (await data('/laporan/analisis?baris=urusan&kolom=tema', superadmin)).data;
    expect(u.total).toBe(7);
    const d = (await data('/laporan/analisis?baris=daerah&kolom=tahapan&tahun=2025', superadmin)).data;
    expect(d.baris.find((b: { kunci: string }) => b.kunci === String(id.bandung)).label).toContain('Bandung');
    for (const q of ['baris=nama&kolom=tahun', "baris=tahun;drop table usr_asn&kolom=tahapan", 'baris=tahun&kolom=tahun']) {
      const r = await get(`/laporan/analisis?${q}`, superadmin);
      expect(r.statusCode, q).toBe(422);
      expect(r.json().errors).toBeTruthy();
    }
    const x = await get('/laporan/analisis/excel?baris=jenis&kolom=tahapan', superadmin);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(5).values).toEqual([undefined, 'Digital', 1, 1, 3, 5]);
    expect((await get('/laporan/analisis', await t.loginAs('tim.penilai'))).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('never answers 500 for what a user can type', async () => {
    const urls = [
      '/summary?tahun=abc&tahun_inovasi[]=2024',
      '/summary?tahun[a]=1',
      '/summary/0',
      '/summary/-5',
      '/summary/99999999999999',
      '/summary/%00',
      '/summary/covid?sumber[]=verified&tahun=1e3',
      '/summary/covid/overall/1.5',
      '/statistik/daerah?propinsi_id=abc',
      '/statistik/per-indikator?tipe=X&sumber=nope&tahun=3000',
      '/indeks/average/propinsi?sumber[]=x&tahun=-1',
      '/indeks/average/propinsi/abc/rekap',
      '/indeks/average/opd/1/rekap?tahun=abc',
      '/indeks/average/opd/1/rekap?tahun=99999999999',
      '/summary?tahun_inovasi=99999999999&tahun=99999999999',
      '/propinsi/0/kota/lookup',
      "/laporan/rekap/jenis?tahun=2024'--&propinsi_id=1;drop",
      '/laporan/analisis?baris[]=tahun&kolom=tahapan',
      '/laporan/analisis?baris=__proto__&kolom=constructor',
      '/laporan/analisis/excel?baris=toString&kolom=tahun',
    ];
    const bad: string[] = [];
    for (const url of urls) {
      const r = await get(url, superadmin);
      if (r.statusCode >= 500 || r.json().status === undefined) bad.push(`${url} -> ${r.statusCode}`);
    }
    expect(bad).toEqual([]);
    expect((await get('/laporan/analisis?baris=__proto__&kolom=tahun', superadmin)).statusCode).toBe(422);
  });
});

describe('contracts (422 before the handler)', () => {
  const ID_ROUTES = (x: string) => [
    `/summary/${x}`,
    `/summary-verified/${x}`,
    `/summary/covid/overall/${x}`,
    `/indeks/average/propinsi/${x}/rekap`,
    `/indeks/average/opd/${x}/rekap`,
    ...['kota', 'kabupaten', 'perbatasan', 'tertinggal', 'papua'].flatMap((j) => [`/propinsi/${x}/${j}`, `/propinsi/${x}/${j}/lookup`]),
  ];

  it('junk ids in the path answer 422 with a message for the field id', async () => {
    const bad: string[] = [];
    for (const junk of ['0x2', '1%20OR%201%3D1', '2e0', '002', '-1', '0']) {
      for (const url of ID_ROUTES(junk)) {
        const r = await get(url, superadmin);
        if (r.statusCode !== 422 || typeof r.json().errors?.id !== 'string') bad.push(`${url} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
      }
    }
    expect(bad).toEqual([]);
    // the same routes with a plain id still answer
    expect((await get(`/propinsi/${id.jabar}/kota`, superadmin)).statusCode).toBe(200);
  });

  it('junk query values answer 422 with a message per field', async () => {
    const cases: [string, string][] = [
      ['/summary?tahun=abc', 'tahun'],
      ['/summary?tahun=1e3', 'tahun'],
      ['/summary?tahun=3000', 'tahun'],
      ['/summary?tahun[a]=1', 'tahun'],
      ['/summary?tahun=2024&tahun=2025', 'tahun'],
      ['/summary-verified?tahun_inovasi=99999999999', 'tahun_inovasi'],
      ['/summary-verified?tahun_inovasi[]=2024', 'tahun_inovasi'],
      [`/summary/${id.bandung}?tahun_inovasi=2024%27--`, 'tahun_inovasi'],
      ['/summary/covid?sumber=nope', 'sumber'],
      ['/summary/covid?sumber[]=verified', 'sumber'],
      ['/summary/covid/overall?sumber=x', 'sumber'],
      ['/summary/covid/klaster?tahun=0x7e8', 'tahun'],
      ['/statistik/daerah?propinsi_id=abc', 'propinsi_id'],
      ['/statistik/daerah?propinsi_id=1%20OR%201%3D1', 'propinsi_id'],
      ['/statistik/per-indikator?tipe=X', 'tipe'],
      ['/statistik/per-indikator?sumber=semua', 'sumber'],
      ['/indeks/average/nasional?sumber=x', 'sumber'],
      ['/indeks/average/propinsi?tahun=-1', 'tahun'],
      ['/indeks/average/nasional/rekap?tahun=abc', 'tahun'],
      [`/indeks/average/opd/${id.bandung}/rekap?tahun=99999999999`, 'tahun'],
      ["/laporan/rekap/jenis?tahun=2024'--", 'tahun'],
      ['/laporan/rekap/urusan?propinsi_id=1;drop', 'propinsi_id'],
      ['/laporan/rekap/bentuk/excel?propinsi_id=0x2', 'propinsi_id'],
      ['/laporan/analisis?baris=nama&kolom=tahun', 'baris'],
      ['/laporan/analisis?baris[]=tahun&kolom=tahapan', 'baris'],
      ['/laporan/analisis?baris=tahun&kolom=tahun', 'kolom'],
      ['/laporan/analisis?kolom=propinsi', 'kolom'],
      ['/laporan/analisis/excel?baris=toString&kolom=tahun', 'baris'],
    ];
    const bad: string[] = [];
    for (const [url, field] of cases) {
      const r = await get(url, superadmin);
      const msg = r.statusCode === 422 ? r.json().errors?.[field] : undefined;
      if (typeof msg !== 'string' || !msg) bad.push(`${url} -> ${r.statusCode} ${r.body.slice(0, 160)}`);
    }
    expect(bad).toEqual([]);
    const r = await get('/laporan/analisis?baris=__proto__&kolom=tahun', superadmin);
    expect(r.json().errors.baris).toContain('Dimensi baris tidak dikenal');
    expect((await get('/laporan/analisis?baris=tahun&kolom=tahun', superadmin)).json().errors.kolom).toBe('Dimensi kolom harus berbeda dari dimensi baris.');
    expect((await get('/statistik/per-indikator?tipe=X', superadmin)).json().errors.tipe).toBe('Tipe harus P (daerah) atau I (inovasi).');
  });

  it('deeply nested query values are refused, never a 500', async () => {
    const deep = `tahun${'[a]'.repeat(3000)}=1`;
    for (const url of [`/summary?${deep}`, `/laporan/analisis?baris${'[a]'.repeat(3000)}=tahun`, `/indeks/average/nasional?sumber${'[]'.repeat(3000)}=x`]) {
      const r = await get(url, superadmin);
      expect(r.statusCode, url.slice(0, 60)).toBeLessThan(500);
    }
  });

  it('a refused query changes nothing: no index results are computed for it', async () => {
    const before = await sql<{ n: number }>(`select count(*)::int n from indeks_hasil`);
    for (const url of ['/summary?tahun=2016', '/indeks/average/nasional?tahun=1999', '/statistik/daerah?tahun=abc']) {
      expect((await get(url, superadmin)).statusCode, url).toBe(422);
    }
    expect(await sql<{ n: number }>(`select count(*)::int n from indeks_hasil`)).toEqual(before);
  });
});

describe('demo national sample', () => {
  it('lands regions in every predikat band, is idempotent and quick', async () => {
    const { openDatabase } = await import('../src/db/client');
    const { seedMaster } = await import('../src/db/seed/master');
    const { seedDemo } = await import('../src/db/seed/demo');
    const { sql: q } = await import('drizzle-orm');
    const d = await openDatabase({ pgliteDir: 'memory://' });
    process.env.SIGAP_DEMO_NASIONAL = '1';
    try {
      await d.migrate();
      await seedMaster(d.db);
      await seedDemo(d.db, { password: 'Demo#Sandi2026' });
      const rows = async <T>(s: string) => ((await d.db.execute(q.raw(s))) as unknown as { rows: T[] }).rows;
      const counts = () => rows<{ i: number; r: number; h: number }>(`select (select count(*) from iga2020_inovasi)::int i, (select count(*) from nomor_registrasi)::int r, (select count(*) from indeks_hasil)::int h`);
      const first = await counts();
      const bands = (await rows<{ predikat: string }>(`select distinct predikat from indeks_hasil where tahun = 2026 and sumber = 'self'`)).map((r) => r.predikat);
      // a region with data but an IID below 0.01: the ranking wording "Tidak dapat diukur" (core spec 4)
      expect(bands).toEqual(expect.arrayContaining(['Sangat Inovatif', 'Inovatif', 'Kurang Inovatif', 'Tidak dapat diukur']));
      const stages = await rows<{ s: number }>(`select distinct inovasi_status s from iga2020_inovasi order by 1`);
      expect(stages.map((r) => Number(r.s))).toEqual([0, 1, 2]);
      const states = await rows<{ s: number }>(`select distinct status_nomor s from nomor_registrasi order by 1`);
      expect(states.map((r) => Number(r.s))).toEqual([0, 1, 2]);
      const clusters = await rows<{ kode: string; n: number }>(
        `select k.kode, count(*) filter (where h.iid > 0)::int n from iga_klaster k join iga_klaster_daerah kd on kd.iga_klaster_id = k.id left join indeks_hasil h on h.profil_id = kd.iga_daerah_id and h.tahun = 2026 and h.sumber = 'self' group by 1`,
      );
      for (const c of clusters) expect(c.n, c.kode).toBeGreaterThanOrEqual(3);
      // stored results are the engine's: recomputing changes nothing
      const { simpanHasil } = await import('../src/modules/indeks/hitung');
      const ids = (await rows<{ profil_id: number }>(`select profil_id from indeks_hasil where tahun = 2026 and sumber = 'self'`)).map((r) => r.profil_id);
      expect((await simpanHasil(d.db, 2026, ids, null)).berubah).toBe(0);
      const start = performance.now();
      await seedDemo(d.db, { password: 'Demo#Sandi2026' });
      expect(performance.now() - start).toBeLessThan(15_000);
      expect(await counts()).toEqual(first);
    } finally {
      delete process.env.SIGAP_DEMO_NASIONAL;
      await d.close();
    }
  }, 120_000);
});
