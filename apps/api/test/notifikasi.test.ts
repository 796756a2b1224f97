import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';
import { buatInovasiTerkirim } from './factories';

/**
 * The notification centre (decision 109): an account lists, filters and marks only its own notices; review
 * decisions, QC returns and comments each notify the accounts concerned with their kind.
 */

let t: TestApp;
let pemda: string;
let ver: string;
let qc: string;
const ids: Record<string, number> = {};

interface Baris {
  id: number;
  usr_asn_id: number;
  jenis: string;
  judul: string;
  isi: string | null;
  tautan: string | null;
  dibaca_at: string | null;
}
const daftar = async (token: string, q = '') => {
  const r = await t.req({ method: 'GET', url: `/notifikasi${q}`, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { data: Baris[]; total: number; belum_dibaca: number };
};
const TERIMA_SISA = { terima_sisa: true, alasan_terima_sisa: 'Indikator lain diterima sesuai klaim daerah (uji).' };
const aksi = async (id: number, a: string, token: string, body: Record<string, unknown> = {}) => {
  const r = await t.req({ method: 'POST', url: `/review/${id}/${a}`, token, payload: body });
  expect(r.statusCode, r.body).toBe(200);
};

beforeAll(async () => {
  t = await buildTestApp();
  pemda = await t.loginAs('pemda');
  ver = await t.loginAs('verifikator');
  qc = await t.loginAs('quality_control');
  for (const [u, tok] of [['pemda', pemda], ['verifikator', ver], ['quality_control', qc]] as const) ids[u] = (await t.req({ method: 'GET', url: '/me', token: tok })).json().data.id;
});
afterAll(() => t?.close());

describe('notification centre', () => {
  it('a verifier decision and a QC return notify the sender and the verifier, each only in their own list', async () => {
    const id = await buatInovasiTerkirim(t, pemda, { nama: 'Inovasi Notifikasi QC' });
    await aksi(id, 'setujui', ver, TERIMA_SISA);
    await aksi(id, 'qc_tolak', qc, { catatan: 'Bukti indikator 3 tidak sesuai level' });

    const milikPemda = await daftar(pemda, '?per_page=100');
    expect(milikPemda.data.every((n) => n.usr_asn_id === ids.pemda)).toBe(true);
    const tautan = `/inovasi/${id}/review`;
    const kePemda = milikPemda.data.filter((n) => n.tautan === tautan);
    expect(kePemda.map((n) => n.jenis)).toEqual(['qc_kembali', 'keputusan_review']);

    const milikVer = await daftar(ver, '?jenis=qc_kembali');
    expect(milikVer.data.every((n) => n.usr_asn_id === ids.verifikator && n.jenis === 'qc_kembali')).toBe(true);
    const kembali = milikVer.data.find((n) => n.tautan === tautan);
    expect(kembali?.judul).toContain('QC mengembalikan');
    expect(kembali?.isi).toContain('Bukti indikator 3 tidak sesuai level');
    // the QC account that acted hears nothing of its own act
    expect((await daftar(qc, '?per_page=100')).data.some((n) => n.tautan === tautan)).toBe(false);
  });

  it('a comment reaches the sender and the verifier, not its author', async () => {
    const id = await buatInovasiTerkirim(t, pemda, { nama: 'Inovasi Notifikasi Komentar' });
    await aksi(id, 'tolak', ver, { catatan: 'Belum ada bukti layanan berjalan' });
    await aksi(id, 'komentar', qc, { catatan: 'Mohon lengkapi SK penetapan.' });
    const tautan = `/inovasi/${id}/review`;
    for (const tok of [pemda, ver]) {
      const k = (await daftar(tok, '?jenis=komentar')).data.find((n) => n.tautan === tautan);
      expect(k?.isi).toBe('Mohon lengkapi SK penetapan.');
    }
    expect((await daftar(qc, '?jenis=komentar')).data.some((n) => n.tautan === tautan)).toBe(false);
  });

  it("refuses to mark another account's notice (404) and marks one's own once", async () => {
    const n = (await daftar(pemda, '?dibaca=0&jenis=keputusan_review')).data[0]!;
    expect((await t.req({ method: 'POST', url: `/notifikasi/${n.id}/baca`, token: ver })).statusCode).toBe(404);
    expect((await daftar(pemda, '?dibaca=0')).data.some((x) => x.id === n.id)).toBe(true);
    const r = await t.req({ method: 'POST', url: `/notifikasi/${n.id}/baca`, token: pemda });
    expect(r.statusCode).toBe(200);
    const pertama = r.json().data.dibaca_at as string;
    expect(pertama).toBeTruthy();
    // read again: the first reading time stays
    expect((await t.req({ method: 'POST', url: `/notifikasi/${n.id}/baca`, token: pemda })).json().data.dibaca_at).toBe(pertama);
    expect((await daftar(pemda, '?dibaca=1')).data.some((x) => x.id === n.id)).toBe(true);
    expect((await t.req({ method: 'POST', url: '/notifikasi/999999/baca', token: pemda })).statusCode).toBe(404);
  });

  it('pages, filters by kind and read state, and marks all read (of one kind, then every kind)', async () => {
    const semua = await daftar(pemda, '?per_page=100');
    expect(semua.total).toBeGreaterThanOrEqual(4);
    const hal = await daftar(pemda, '?per_page=2&page=1');
    expect(hal.data.map((n) => n.id)).toEqual(semua.data.slice(2, 4).map((n) => n.id));
    expect(hal.total).toBe(semua.total);

    const belumKeputusan = (await daftar(pemda, '?jenis=keputusan_review&dibaca=0')).total;
    expect(belumKeputusan).toBeGreaterThan(0);
    const sebelum = semua.belum_dibaca;
    const r = await t.req({ method: 'POST', url: '/notifikasi/baca-semua', token: pemda, payload: { jenis: 'keputusan_review' } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ ditandai: belumKeputusan, belum_dibaca: sebelum - belumKeputusan });
    expect((await daftar(pemda, '?jenis=keputusan_review&dibaca=0')).total).toBe(0);
    expect((await daftar(pemda, '?jenis=komentar&dibaca=0')).total).toBeGreaterThan(0);

    // another account's notices are untouched
    const verBelum = (await daftar(ver)).belum_dibaca;
    const semuaDibaca = await t.req({ method: 'POST', url: '/notifikasi/baca-semua', token: pemda });
    expect(semuaDibaca.statusCode).toBe(200);
    expect(semuaDibaca.json().data.belum_dibaca).toBe(0);
    expect((await daftar(pemda)).belum_dibaca).toBe(0);
    expect((await daftar(ver)).belum_dibaca).toBe(verBelum);
    expect(verBelum).toBeGreaterThan(0);
  });

  it('answers 422 per field for a bad kind or read flag, and 401 without sign-in', async () => {
    const r = await t.req({ method: 'GET', url: '/notifikasi?jenis=lain&dibaca=2', token: pemda });
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors).sort()).toEqual(['dibaca', 'jenis']);
    expect((await t.req({ method: 'POST', url: '/notifikasi/baca-semua', token: pemda, payload: { jenis: 'x' } })).statusCode).toBe(422);
    expect((await t.req({ method: 'GET', url: '/notifikasi' })).statusCode).toBe(401);
  });
});
