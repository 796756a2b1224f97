import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kolomDaftarRingkas, RESOURCES } from '@sigap/domain';
import { parseFieldsParam } from '../src/crud/query';
import { TABLES } from '../src/crud/tables';
import { statistikSimpanan } from '../src/modules/indeks/simpanan';
import { buatInovasi } from './factories';
import { buildTestApp, type TestApp } from './helpers';

/** Issue 21: the full row by default, a narrow row on request (decision 100); kept ranking answers (decision 101). */
let t: TestApp;
let admin: string;
let pemda: string;
let inovasiId: number;
const get = (url: string, token = admin) => t.req({ method: 'GET', url, token });
const sql = (q: string) => t.ctx.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
const RICH = ['latar_belakang', 'tujuan', 'manfaat', 'hasil_inovasi'];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  inovasiId = (await buatInovasi(t, pemda, { tujuan: '<p>Tujuan daftar cepat.</p>' })).id;
});
afterAll(() => t.close());

describe('list rows: full by default, narrow with fields', () => {
  it('a client that does not ask gets every field of a list row, rich texts included', async () => {
    const r = await get(`/crud/iga2020_inovasi?id=${inovasiId}`);
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json().data[0];
    for (const k of RICH) expect(typeof row[k], k).toBe('string');
    expect(row.tujuan).toContain('Tujuan daftar cepat.');
    expect(row.latar_belakang.split(' ').length).toBeGreaterThan(300);
  });

  it('fields narrows the row to the asked columns plus id and what the resource adds', async () => {
    const r = await get(`/crud/iga2020_inovasi?id=${inovasiId}&fields=nama,tahun`);
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json().data[0];
    expect(row).toMatchObject({ id: inovasiId, tahun: 2024 });
    expect(typeof row.nama).toBe('string');
    for (const k of [...RICH, 'inisiator', 'koordinat', 'waktu']) expect(row, k).not.toHaveProperty(k);
    // the row's rules still ran on the whole record: completeness and the registration are there
    expect(row.kelengkapan).toBeDefined();
    expect(r.json().total).toBe(1);
    // a rich text is answered when asked for, in either form of the parameter
    const rich = (await get(`/crud/iga2020_inovasi?id=${inovasiId}&fields[]=nama&fields[]=tujuan`)).json().data[0];
    expect(rich.tujuan).toContain('Tujuan daftar cepat.');
    expect(rich).not.toHaveProperty('latar_belakang');
  });

  it('the web list set leaves out only the rich texts the list does not show', async () => {
    const fields = kolomDaftarRingkas(RESOURCES.iga2020_inovasi!)!;
    const r = await get(`/crud/iga2020_inovasi?id=${inovasiId}&fields=${fields.join(',')}`);
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json().data[0];
    for (const k of RICH) expect(row, k).not.toHaveProperty(k);
    for (const k of ['nama', 'inisiator', 'koordinat', 'waktu', 'profil_id', 'kematangan', 'updated_at']) expect(row, k).toHaveProperty(k);
  });

  it('refuses an unknown or secret field with 422 and an Indonesian message naming it', async () => {
    const bad = await get('/crud/iga2020_inovasi?fields=nama,bukan_kolom');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.fields).toMatch(/tidak dikenal.*bukan_kolom/);
    const secret = await get('/crud/usr_asn?fields=username,password');
    expect(secret.statusCode).toBe(422);
    expect(secret.json().errors.fields).toContain('password');
    expect((await get('/crud/iga2020_inovasi?fields=,')).statusCode).toBe(422);
    // an object is not a list of names: refused by the contract, never a 500
    expect((await get('/crud/iga2020_inovasi?fields[a]=nama')).statusCode).toBe(422);
  });

  it('the narrow set of every resource screen is accepted by the API', () => {
    for (const [name, resource] of Object.entries(RESOURCES)) {
      const table = TABLES[name as keyof typeof TABLES];
      const set = resource && kolomDaftarRingkas(resource);
      if (!table || !set) continue;
      expect(() => parseFieldsParam(resource, table, set.join(',')), name).not.toThrow();
    }
  });
});

describe('ranking and recap answered from kept results', () => {
  const bandungRow = async (q: string) => {
    const r = await get(`/ranking-index?${q}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  it('serves a kept ranking while nothing changed and drops it when a result, a recompute or a flag changes', async () => {
    const me = (await get('/me', pemda)).json().data.m_daerah_id as number;
    const first = await bandungRow('klaster=kota&tahun=2026');
    const built = statistikSimpanan.dibangun;
    const served = statistikSimpanan.dipakai;
    const second = await bandungRow('klaster=kota&tahun=2026');
    expect(second).toEqual(first);
    expect(statistikSimpanan.dibangun).toBe(built);
    expect(statistikSimpanan.dipakai).toBe(served + 1);

    // a result written by anyone (another process, a recompute, an evaluation) is seen by the next reader
    await sql(`update indeks_hasil set iid = 77.5, total = 193.75 where profil_id = ${me} and tahun = 2026 and sumber = 'self'`);
    const after = await bandungRow('klaster=kota&tahun=2026');
    expect(after.data.find((r: { profil_id: number }) => r.profil_id === me)).toMatchObject({ total_score: 77.5, peringkat: 1 });
    expect(statistikSimpanan.dibangun).toBe(built + 1);

    // the recompute writes the results again from the answers: the kept 77.5 is dropped
    expect((await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin })).statusCode).toBe(200);
    const recomputed = await bandungRow('klaster=kota&tahun=2026');
    expect(recomputed.data.find((r: { profil_id: number }) => r.profil_id === me).total_score).not.toBe(77.5);

    // the recap follows the same rule
    await get('/rekap-akhir?klaster=kota&tahun=2026');
    await sql(`update indeks_hasil set iid = 55 where profil_id = ${me} and tahun = 2026 and sumber = 'verified'`);
    const rekap = (await get('/rekap-akhir?klaster=kota&tahun=2026')).json();
    expect(rekap.data.find((r: { profil_id: number }) => r.profil_id === me).skor_final_raw).toBe(55);

    // a flag change (profile row) is part of the stamp as well
    expect((await t.req({ method: 'POST', url: `/ranking-index/${me}/flag`, token: admin })).statusCode).toBe(200);
    const flagged = await bandungRow('klaster=kota&tahun=2026');
    expect(flagged.data.find((r: { profil_id: number }) => r.profil_id === me).isIga).toBe(!after.data.find((r: { profil_id: number }) => r.profil_id === me).isIga);
  });

  it('pages a kept ranking with the total of the whole cluster', async () => {
    const all = await bandungRow('klaster=kota&tahun=2026');
    const page = await bandungRow('klaster=kota&tahun=2026&page=1&per_page=10');
    expect(page.total).toBe(all.total);
    expect(page.data).toEqual(all.data.slice(10, 20));
  });
});
