import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let bandung: number;
let inovasiId: number;
const sql = (q: string) => t.ctx.db.execute(q as never);
const ranking = async (q: string, token = admin) => (await t.req({ method: 'GET', url: `/ranking-index?${q}`, token })).json();

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  bandung = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('pemda') })).json().data.m_daerah_id;
  // one Bandung innovation that counts for 2026: Penerapan, in the index, applied in 2024, maturity 111
  const row = (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi?profil_id=${bandung}&search=Sapa%20Warga`, token: admin })).json().data[0];
  inovasiId = row.id;
  await sql(`update iga2020_inovasi set is_index = 1, kematangan = 111, waktu_implementasi = '2024-03-01', urusan_pemerintah_id = '1,2' where id = ${inovasiId}`);
  // SPD 0: drop the demo answers of Kota Bandung's region indicators (seeded in demo mode)
  await sql(`delete from indikator_daerah where profil_id = ${bandung}`);
});
afterAll(() => t.close());

describe('recount and stored results', () => {
  it('recomputes every pemda and reports what changed', async () => {
    const r = await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.dihitung).toBe(546);
    expect(r.json().data.berubah).toBeGreaterThan(0);
    const again = (await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin })).json().data;
    expect(again.berubah).toBe(0);
    expect((await t.req({ method: 'POST', url: '/recount', token: await t.loginAs('pemda') })).statusCode).toBe(403);
  });

  it('SID = sum of maturity / MAX(k, n) + count score; IID = total / 250 x 100', async () => {
    const kota = await ranking('klaster=kota&tahun=2026');
    const b = kota.data.find((r: { profil_id: number }) => r.profil_id === bandung);
    // 111 / MAX(12, 1) = 9.25; 2 of 6 basic-service affairs -> count score 0; SPD 0
    expect(b.sid).toBeCloseTo(9.25, 4);
    expect(b.total_score).toBe(3.7);
    expect(b.predikat).toBe('Kurang Inovatif');
    expect(b.peringkat).toBe(1);
    expect(b.jumlah_inovasi).toBe(1);
    // ties share a rank: everyone else has 0 and rank 2
    const rest = kota.data.filter((r: { profil_id: number }) => r.profil_id !== bandung);
    expect(new Set(rest.map((r: { peringkat: number }) => r.peringkat))).toEqual(new Set([2]));
    expect(rest[0].predikat).toBe('Tidak Dapat Dinilai');
    expect(kota.total).toBe(93);
    expect((await ranking('klaster=provinsi&tahun=2026')).total).toBe(38);
    expect((await ranking('klaster=tertinggal&tahun=2026')).total).toBe(62);
  });

  it('the verified index follows the review decisions in the same transaction', async () => {
    const before = (await ranking('klaster=kota&tahun=2026&sumber=verified')).data.find((r: { profil_id: number }) => r.profil_id === bandung);
    expect(before.total_score).toBe(0);
    const pemda = await t.loginAs('pemda');
    expect((await t.req({ method: 'POST', url: `/nomor_registrasi/${inovasiId}`, token: pemda, payload: { setuju: 1 } })).statusCode).toBe(200);
    expect((await t.req({ method: 'POST', url: `/review/${inovasiId}/setujui`, token: await t.loginAs('verifikator'), payload: {} })).statusCode).toBe(200);
    const after = (await ranking('klaster=kota&tahun=2026&sumber=verified')).data.find((r: { profil_id: number }) => r.profil_id === bandung);
    expect(after.total_score).toBe(3.7);
    const log = (await t.req({ method: 'GET', url: `/aspeklog?profil_id=${bandung}`, token: admin })).json();
    expect(log.data.some((l: { aspek: string; nilai_baru: number }) => l.aspek === 'iid_verified' && l.nilai_baru === 3.7)).toBe(true);
    const rekap = (await t.req({ method: 'GET', url: '/rekap-akhir?klaster=kota&tahun=2026', token: admin })).json();
    const r = rekap.data.find((x: { profil_id: number }) => x.profil_id === bandung);
    expect(r).toMatchObject({ total_inovasi: 1, skor: 3.7, predikat: 'Kurang Inovatif', iga: false });
    expect(rekap.data.find((x: { profil_id: number }) => x.profil_id !== bandung).predikat).toBe('Tidak Dapat Dinilai');
  });

  it('"Ubah Status IGA" toggles the flag, only for admins, and logs it', async () => {
    expect((await t.req({ method: 'GET', url: `/ranking-index/${bandung}/flag`, token: admin })).json().data.is_iga).toBe(0);
    const on = await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token: admin });
    expect(on.json().data.is_iga).toBe(1);
    expect((await ranking('klaster=kota&tahun=2026')).data.find((r: { profil_id: number }) => r.profil_id === bandung).isIga).toBe(true);
    expect((await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token: await t.loginAs('tim.penilai') })).statusCode).toBe(403);
    const acts = (await t.req({ method: 'GET', url: '/activities?limit=5', token: admin })).json().data;
    expect(acts.some((a: { name: string }) => a.name === 'Ubah Status IGA')).toBe(true);
    expect((await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token: admin })).json().data.is_iga).toBe(0);
  });

  it('ranking tabs filter by predicate; an unknown cluster is 404', async () => {
    const tab1 = await ranking('klaster=kota&tahun=2026&tab=1');
    expect(tab1.data.every((r: { predikat: string }) => r.predikat === 'Kurang Inovatif')).toBe(true);
    expect((await t.req({ method: 'GET', url: '/ranking-index?klaster=nope', token: admin })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: '/ranking-index', token: await t.loginAs('pemda') })).statusCode).toBe(403);
  });
});
