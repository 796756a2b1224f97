import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jawabanEksporDiterima, PESAN_EKSPOR_LATAR } from '@sigap/domain';
import { eksporDaftarInovasiExcel } from '../src/modules/inovasi/export';
import { TUGAS_BERSIHKAN } from '../src/modules/ekspor';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Exports in the background (issue 21 item 4, decision 114): the list export answers its file as before while it is
 * small; past the threshold or with `Prefer: respond-async` it answers 202, a job writes the file to storage with
 * the scope the account had, the account is notified, and only it may download the file until it expires.
 */

let t: TestApp;
let admin: string;
let pemda: string;
const sql = (q: string) => t.ctx.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
const konfig = () => t.ctx.config as { EKSPOR_LATAR_BARIS: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
});
afterAll(() => t.close());

async function bukaXlsx(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const ws = wb.getWorksheet('Inovasi')!;
  const baris = Array.from({ length: ws.rowCount }, (_, i) => (ws.getRow(i + 1).values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v))));
  return { ws, baris };
}

const ekspor = (token: string, url = '/inovasi/download-excel', headers: Record<string, string> = {}) => t.req({ method: 'GET', url, token, headers });

/** Asks for a background export and runs the queue; answers the job's id. */
async function latar(token: string, url = '/inovasi/download-excel') {
  const r = await ekspor(token, url, { prefer: 'respond-async' });
  expect(r.statusCode, r.body).toBe(202);
  const id = jawabanEksporDiterima.parse(r.json()).data.id;
  await t.app.antrian.proses();
  return id;
}

describe('list export, small: the same answer as before', () => {
  it('streams the xlsx in the request, the same rows as the export function writes', async () => {
    const r = await ekspor(admin);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="daftar-inovasi-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(r.headers['preference-applied']).toBeUndefined();
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    await eksporDaftarInovasiExcel(t.ctx.db, out, { where: (await import('drizzle-orm')).sql`${(await import('../src/db/schema')).iga2020Inovasi.is_lomba} = 0` });
    const a = await bukaXlsx(r.rawPayload);
    const b = await bukaXlsx(Buffer.concat(chunks));
    expect(a.baris.length).toBeGreaterThan(1);
    expect(a.baris).toEqual(b.baris);
  });
});

describe('list export in the background', () => {
  it('answers 202 when asked; the job writes a valid xlsx, notifies, and only the owner downloads it', async () => {
    const r = await ekspor(admin, '/inovasi/download-excel', { prefer: 'respond-async' });
    expect(r.statusCode, r.body).toBe(202);
    expect(r.headers['preference-applied']).toBe('respond-async');
    const body = jawabanEksporDiterima.parse(r.json());
    expect(body.message).toBe(PESAN_EKSPOR_LATAR);
    expect(body.data).toMatchObject({ jenis: 'daftar_inovasi', status: 'menunggu', alamat_unduh: null });
    expect(r.headers.location).toBe(`/ekspor/${body.data.id}`);
    const id = body.data.id;

    // before the job ran: the state says so, the download is not there yet
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}`, token: admin })).json().data.status).toBe('menunggu');
    const dini = await t.req({ method: 'GET', url: `/ekspor/${id}/unduh`, token: admin });
    expect(dini.statusCode).toBe(409);
    expect(dini.json().message).toMatch(/masih disiapkan/);

    await t.app.antrian.proses();
    const s = jawabanEksporDiterima.parse((await t.req({ method: 'GET', url: `/ekspor/${id}`, token: admin })).json()).data;
    expect(s).toMatchObject({ status: 'selesai', alamat_unduh: `/ekspor/${id}/unduh`, galat: null });
    expect(s.baris).toBeGreaterThan(0);
    expect(Date.parse(s.kedaluwarsa_at!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    const f = await t.req({ method: 'GET', url: `/ekspor/${id}/unduh`, token: admin });
    expect(f.statusCode).toBe(200);
    expect(f.headers['content-type']).toContain('spreadsheetml');
    expect(f.headers['content-disposition']).toMatch(/filename="daftar-inovasi-/);
    const { baris } = await bukaXlsx(f.rawPayload);
    expect(baris.length - 1).toBe(s.baris);
    expect(baris[0]!.slice(0, 3)).toEqual(['ID', 'Pemerintah Daerah', 'Nama Inovasi']);
    // the same rows as the request would have streamed
    expect(baris).toEqual((await bukaXlsx((await ekspor(admin)).rawPayload)).baris);

    // the notice links to the download
    const n = (await t.req({ method: 'GET', url: '/notifikasi?jenis=ekspor', token: admin })).json().data as { judul: string; tautan: string }[];
    expect(n[0]).toMatchObject({ tautan: `/ekspor/${id}/unduh` });
    expect(n[0]!.judul).toMatch(/Ekspor siap diunduh/);

    // another account: as if it did not exist
    const lain = await t.loginAs('superadmin');
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}`, token: lain })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}/unduh`, token: lain })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}/unduh`, token: pemda })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}/unduh` })).statusCode).toBe(401);

    // a download token of the owner opens it as a plain link
    const tok = (await t.req({ method: 'POST', url: '/unduh/token', token: admin, payload: { url: `/ekspor/${id}/unduh` } })).json().data.token as string;
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}/unduh?unduh=${encodeURIComponent(tok)}` })).statusCode).toBe(200);
  });

  it('goes to the background by itself past the row threshold', async () => {
    const sebelum = konfig().EKSPOR_LATAR_BARIS;
    // the threshold: exactly the operator's rows (answered at once), fewer than the administrator's (queued)
    const milikPemda = (await t.req({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=1', token: pemda })).json().total as number;
    konfig().EKSPOR_LATAR_BARIS = milikPemda;
    try {
      const r = await ekspor(admin);
      expect(r.statusCode).toBe(202);
      expect(r.headers['preference-applied']).toBeUndefined();
      expect(jawabanEksporDiterima.parse(r.json()).data.status).toBe('menunggu');
      const kecil = await ekspor(pemda);
      expect(kecil.statusCode).toBe(200);
      expect((await bukaXlsx(kecil.rawPayload)).baris.length - 1).toBe(milikPemda);
    } finally {
      konfig().EKSPOR_LATAR_BARIS = sebelum;
    }
  });

  it("keeps the operator's scope: the queued export holds only the rows of their region", async () => {
    const id = await latar(pemda);
    const f = await t.req({ method: 'GET', url: `/ekspor/${id}/unduh`, token: pemda });
    expect(f.statusCode).toBe(200);
    const { baris } = await bukaXlsx(f.rawPayload);
    const daerah = (await sql(`select p.nama from profil_pemda p join usr_asn u on u.m_daerah_id = p.id where u.username = 'pemda'`)).rows[0]!.nama as string;
    const semua = (await sql(`select count(*)::int n from iga2020_inovasi i where i.is_lomba = 0`)).rows[0]!.n as number;
    expect(baris.length - 1).toBeGreaterThan(0);
    expect(baris.length - 1).toBeLessThan(semua);
    expect(new Set(baris.slice(1).map((b) => b[1]))).toEqual(new Set([daerah]));
    // the same rows the operator's list shows
    const daftar = (await t.req({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=1', token: pemda })).json();
    expect(baris.length - 1).toBe(daftar.total);
  });

  it('refuses a bad filter before queueing (422), like the streamed export', async () => {
    const r = await ekspor(admin, '/inovasi/download-excel?tahun=abc', { prefer: 'respond-async' });
    expect(r.statusCode).toBe(422);
  });

  it('never runs with more than the account has: a deactivated account gets a failed export and a notice', async () => {
    const opd = await t.loginAs('opd');
    const r = await ekspor(opd, '/inovasi/download-excel', { prefer: 'respond-async' });
    expect(r.statusCode, r.body).toBe(202);
    const id = r.json().data.id as number;
    await sql(`update usr_asn set is_active = 0 where username = 'opd'`);
    try {
      await t.app.antrian.proses();
      const [row] = (await sql(`select status, galat from antrian_tugas where id = ${id}`)).rows;
      expect(row).toMatchObject({ status: 'gagal' });
      expect(String(row!.galat)).toMatch(/Hak akses akun berubah/);
      const [n] = (await sql(`select judul from notifikasi where jenis = 'ekspor' and usr_asn_id = (select id from usr_asn where username = 'opd') order by id desc limit 1`)).rows;
      expect(String(n!.judul)).toMatch(/Ekspor gagal/);
    } finally {
      await sql(`update usr_asn set is_active = 1 where username = 'opd'`);
    }
  });

  it('expires: the hourly clean-up deletes the file and the download answers 404', async () => {
    const id = await latar(admin);
    const [row] = (await sql(`select data->'hasil'->>'berkas' as berkas from antrian_tugas where id = ${id}`)).rows;
    const kunci = String(row!.berkas);
    expect(kunci).toMatch(/^ekspor\/\d{4}\/\d{2}\/\d+-[0-9a-f]{16}\.xlsx$/);
    expect(await t.ctx.storage.exists(kunci)).toBe(true);
    await sql(`update antrian_tugas set data = jsonb_set(data, '{hasil,kedaluwarsa_at}', to_jsonb((now() - interval '1 minute')::text)) where id = ${id}`);
    await t.app.antrian.tambah(t.ctx.db, TUGAS_BERSIHKAN, `${TUGAS_BERSIHKAN}:uji`);
    await t.app.antrian.proses();
    expect(await t.ctx.storage.exists(kunci)).toBe(false);
    expect((await t.req({ method: 'GET', url: `/ekspor/${id}`, token: admin })).json().data).toMatchObject({ status: 'kedaluwarsa', alamat_unduh: null });
    const f = await t.req({ method: 'GET', url: `/ekspor/${id}/unduh`, token: admin });
    expect(f.statusCode).toBe(404);
    expect(f.json().message).toMatch(/kedaluwarsa/);
  });
});
