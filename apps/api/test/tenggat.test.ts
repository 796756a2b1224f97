import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';
import { buatInovasi, denganPengaturan } from './factories';

/**
 * Deadline board (issue 20): every region with its progress against the close, the regions at risk first;
 * the ministry every region, a province its own regions, nobody else; Excel of the same rows.
 */

let t: TestApp;
let admin: string;
let pemda: string;
let bandung: number;
const get = (url: string, token: string) => t.req({ method: 'GET', url, token });
type Baris = { profil_id: number; nama: string; risiko: string; alasan: string[]; inovasi_draf: number; inovasi_terkirim: number; propinsi: string | null; persen: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  bandung = (await get('/me', pemda)).json().data.m_daerah_id;
});
afterAll(async () => {
  await t?.close();
});

describe('GET /tenggat', () => {
  it('lists every region, most at risk first, with the days to the close', async () => {
    await denganPengaturan(t, admin, { periode_selesai: '2099-12-31' }, async () => {
      const r = await get('/tenggat?per_page=100', admin);
      expect(r.statusCode, r.body).toBe(200);
      const b = r.json();
      const rows = b.data as Baris[];
      expect(rows.length).toBe(Math.min(100, b.total));
      expect(b.hari_sisa).toBeGreaterThan(0);
      const urutan = { tinggi: 2, sedang: 1, rendah: 0 } as Record<string, number>;
      for (let i = 1; i < rows.length; i++) expect(urutan[rows[i - 1]!.risiko]!).toBeGreaterThanOrEqual(urutan[rows[i]!.risiko]!);
      expect(b.rekap.tinggi + b.rekap.sedang + b.rekap.rendah).toBe(b.total);
      const bdg = ((await get('/tenggat?search=Kota%20Bandung', admin)).json().data as Baris[]).find((x) => x.profil_id === bandung)!;
      expect(bdg.propinsi).toContain('Jawa Barat');
    });
  });

  it('counts a new draft innovation of the region and names it among the reasons', async () => {
    const sebelum = ((await get(`/tenggat?per_page=100&search=Bandung`, admin)).json().data as Baris[]).find((x) => x.profil_id === bandung)!;
    await buatInovasi(t, pemda, { nama: 'Draf Papan Tenggat' });
    const sesudah = ((await get(`/tenggat?per_page=100&search=Bandung`, admin)).json().data as Baris[]).find((x) => x.profil_id === bandung)!;
    expect(sesudah.inovasi_draf).toBe(sebelum.inovasi_draf + 1);
    expect(sesudah.alasan.join(' ')).toMatch(/draf/);
  });

  it('filters by risk, province and search; a province sees only its regions', async () => {
    const tinggi = (await get('/tenggat?risiko=tinggi&per_page=100', admin)).json();
    expect((tinggi.data as Baris[]).every((r) => r.risiko === 'tinggi')).toBe(true);
    const prov = await get('/tenggat?per_page=100', await t.loginAs('provinsi'));
    expect(prov.statusCode, prov.body).toBe(200);
    const rows = prov.json().data as Baris[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.propinsi?.includes('Jawa Barat') || r.nama.includes('Jawa Barat'))).toBe(true);
  });

  it('refuses regions and verifiers (403) and a bad filter (422)', async () => {
    expect((await get('/tenggat', pemda)).statusCode).toBe(403);
    expect((await get('/tenggat', await t.loginAs('verifikator'))).statusCode).toBe(403);
    const bad = await get('/tenggat?risiko=parah', admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.risiko).toContain('tinggi');
  });

  it('exports the same rows as a real Excel file', async () => {
    const r = await get('/tenggat/excel?search=Bandung', admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as never);
    const ws = wb.getWorksheet('Papan Tenggat')!;
    expect(ws.getRow(1).getCell(2).value).toBe('Pemerintah Daerah');
    const nama = (await get('/tenggat?search=Bandung&per_page=100', admin)).json().data.map((x: Baris) => x.nama);
    expect(ws.getRow(2).getCell(2).value).toBe(nama[0]);
  });
});
