import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';
import type { ItemUji } from './indikator-helpers';

/**
 * Score simulator (issue 20): the region's best actions computed by the engine on its own answers, the promise
 * kept when the operator follows the top action, and the breakdown's access and visibility rules.
 */

let t: TestApp;
let admin: string;
let pemda: string;
let ver: string;
let bandung: number;
let items: ItemUji[];
const TAHUN = 2026;
const sql = (q: string) => t.ctx.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
const get = (url: string, token: string) => t.req({ method: 'GET', url, token });
const post = (url: string, token: string, payload: unknown) => t.req({ method: 'POST', url, token, payload: payload as object });
const kode = (k: string) => items.find((i) => i.kode === k)!;
const simulasi = async (token = pemda) => {
  const r = await get(`/simulasi/${bandung}?tahun=${TAHUN}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as {
    mandiri: { hasil: { iid: number; total: number }; aksi: Aksi[] };
    terverifikasi: { hasil: { iid: number; total: number }; aksi: Aksi[] };
    model: { spd: Record<string, { level: number; ada_bukti: boolean; verifikasi_skor: number | null }> };
  };
};
type Aksi = { jenis: string; kode: string; judul: string; indikator_id: number | null; tambah_iid: number; tambah_total: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  ver = await t.loginAs('verifikator');
  bandung = (await get('/me', pemda)).json().data.m_daerah_id;
  await sql(`delete from dokumen_indikator where pemilik = 'daerah' and pemilik_id = ${bandung}`);
  await sql(`delete from indikator_daerah where profil_id = ${bandung}`);
  items = (await get(`/daerah/${bandung}/indikator?tahun=${TAHUN}`, pemda)).json().data as ItemUji[];
  const level = (i: ItemUji, n: number) => i.skala.find((s) => s.nilai === n)!.id;
  const simpan = await post(`/daerah/${bandung}/indikator?tahun=${TAHUN}`, pemda, {
    data: [
      { indikator_id: kode('SPD-08').id, skala_id: level(kode('SPD-08'), 3) },
      { indikator_id: kode('SPD-12').id, skala_id: level(kode('SPD-12'), 3) },
      { indikator_id: kode('SPD-09').id, skala_id: level(kode('SPD-09'), 2) },
    ],
  });
  expect(simpan.statusCode, simpan.body).toBe(200);
  for (const k of ['SPD-08', 'SPD-09']) {
    const d = await post(`/daerah/${bandung}/dokumen`, pemda, { indikator_id: kode(k).id, nama: `Bukti ${k}`, youtube: 'https://bandung.go.id/bukti-dukung' });
    expect(d.statusCode, d.body).toBe(201);
  }
  const ev = await post(`/evaluasi/${bandung}/profil`, ver, { indikator_id: kode('SPD-09').id, skala_id: level(kode('SPD-09'), 1), alasan: 'dokumen_kedaluwarsa', catatan: 'SK tahun 2019' });
  expect(ev.statusCode, ev.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /simulasi/:profil_id', () => {
  it("starts from the engine's own self index of the region", async () => {
    const s = await simulasi(admin);
    const r = (await get(`/ranking-index/${bandung}/rincian?tahun=${TAHUN}`, admin)).json().data;
    expect(s.mandiri.hasil.iid).toBe(r.mandiri.hasil.iid);
    expect(s.mandiri.hasil.total).toBe(r.mandiri.hasil.total);
  });

  it('offers the missing document first where it is worth most, and keeps its promise when followed', async () => {
    const awal = await simulasi();
    const bukti = awal.terverifikasi.aksi.find((a) => a.jenis === 'unggah_bukti' && a.indikator_id === kode('SPD-12').id);
    expect(bukti, JSON.stringify(awal.terverifikasi.aksi.slice(0, 5))).toBeDefined();
    expect(bukti!.judul).toContain('SPD-12');
    expect(bukti!.tambah_total).toBeGreaterThan(0);
    // no document action in the self view: a claim counts there as made
    expect(awal.mandiri.aksi.some((a) => a.jenis === 'unggah_bukti')).toBe(false);
    // the actions are ranked by points
    const iid = awal.terverifikasi.aksi.map((a) => a.tambah_iid);
    expect([...iid].sort((a, b) => b - a)).toEqual(iid);

    const d = await post(`/daerah/${bandung}/dokumen`, pemda, { indikator_id: kode('SPD-12').id, nama: 'Bukti SPD-12', youtube: 'https://bandung.go.id/bukti-spd-12' });
    expect(d.statusCode, d.body).toBe(201);
    const sesudah = await simulasi();
    expect(sesudah.terverifikasi.hasil.iid).toBeCloseTo(awal.terverifikasi.hasil.iid + bukti!.tambah_iid, 4);
    expect(sesudah.terverifikasi.aksi.some((a) => a.kode === bukti!.kode)).toBe(false);
  });

  it("never shows the region a verifier's evaluation it may not see yet; the ministry sees it", async () => {
    const id = String(kode('SPD-09').id);
    const sendiri = await simulasi(pemda);
    const pusat = await simulasi(admin);
    expect(pusat.model.spd[id]!.verifikasi_skor).not.toBeNull();
    // the region's own model never carries a verifier's score (its breakdown may hide them during filling)
    expect(sendiri.model.spd[id]!.verifikasi_skor).toBeNull();
    expect(sendiri.model.spd[id]!.level).toBe(2);
  });

  it("refuses another region (404), roles without the breakdown (403) and bad input (422)", async () => {
    const lain = (await sql(`select id from profil_pemda where id <> ${bandung} order by id limit 1`)).rows[0]!.id as number;
    expect((await get(`/simulasi/${lain}?tahun=${TAHUN}`, pemda)).statusCode).toBe(404);
    expect((await get(`/simulasi/${lain}?tahun=${TAHUN}`, admin)).statusCode).toBe(200);
    const dev = await t.loginAs('developer');
    expect((await get(`/simulasi/${bandung}?tahun=${TAHUN}`, dev)).statusCode).toBe(403);
    const bad = await get(`/simulasi/${bandung}?tahun=abc`, admin);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.tahun).toBeTruthy();
  });
});
