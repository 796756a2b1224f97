/** Optimistic concurrency on every editable record (issue 14 item 7): a stale save is 409 and changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';
import { buatInovasi } from './factories';

let t: TestApp;
let pemda: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  pemda = await t.loginAs('pemda');
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

const baca = async (url: string, token: string) => (await t.req({ method: 'GET', url, token })).json().data;
const simpan = (url: string, token: string, payload: Record<string, unknown>) => t.req({ method: 'POST', url, token, payload });

describe('optimistic concurrency of the generic save', () => {
  it('two people edit the same innovation: the second, stale save is refused with the current record; nothing is lost', async () => {
    const { id } = await buatInovasi(t, pemda);
    const url = `/crud/iga2020_inovasi/${id}`;
    const dibuka = await baca(url, pemda);
    expect(typeof dibuka.updated_at).toBe('string');
    // A saves first, with the version A loaded
    const a = await simpan(url, pemda, { nama: 'Versi A', updated_at: dibuka.updated_at });
    expect(a.statusCode, a.body).toBe(200);
    // B saves with the same (now stale) version
    const b = await simpan(url, admin, { tujuan: '<p>Versi B</p>', updated_at: dibuka.updated_at });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({ status: 0, code: 'DIUBAH_PENGGUNA_LAIN', message: expect.stringMatching(/diubah oleh pengguna lain/) });
    expect(b.json().data).toMatchObject({ id, nama: 'Versi A' });
    expect(b.json().data).not.toHaveProperty('password');
    const kini = await baca(url, pemda);
    expect(kini.nama).toBe('Versi A');
    expect(kini.tujuan).not.toContain('Versi B');
    // B decides to keep theirs: saving with the version they were just shown succeeds
    const lagi = await simpan(url, admin, { tujuan: '<p>Versi B</p>', updated_at: b.json().data.updated_at });
    expect(lagi.statusCode, lagi.body).toBe(200);
    expect((await baca(url, pemda)).tujuan).toContain('Versi B');
  });

  it('a save without a version is not checked (API clients of the spec); a malformed version is 422, not 500', async () => {
    const { id } = await buatInovasi(t, pemda);
    const url = `/crud/iga2020_inovasi/${id}`;
    expect((await simpan(url, pemda, { nama: 'Tanpa versi' })).statusCode).toBe(200);
    for (const v of ['kemarin', '2026-02-30 10:00:00+00', '2026-01-01 99:00:00+00', 12345]) {
      const r = await simpan(url, pemda, { nama: 'Rusak', updated_at: v });
      expect(r.statusCode, `${String(v)}: ${r.body}`).toBe(422);
    }
    expect((await baca(url, pemda)).nama).toBe('Tanpa versi');
  });

  it('works for any resource with timestamps (news)', async () => {
    const buat = await t.req({ method: 'POST', url: '/crud/news', token: admin, payload: { title: 'Berita uji versi', description: '<p>isi</p>' } });
    expect(buat.statusCode, buat.body).toBe(201);
    const id = buat.json().data.id;
    const v = buat.json().data.updated_at;
    expect((await simpan(`/crud/news/${id}`, admin, { title: 'Satu', updated_at: v })).statusCode).toBe(200);
    expect((await simpan(`/crud/news/${id}`, admin, { title: 'Dua', updated_at: v })).statusCode).toBe(409);
  });
});

describe('optimistic concurrency of indicator answers', () => {
  it('an answer saved by someone else since the editor read it is 409 and keeps the newer answer', async () => {
    const bandung = (await baca('/me', pemda)).m_daerah_id as number;
    const editor = await t.req({ method: 'GET', url: `/daerah/${bandung}/indikator?tahun=2026`, token: pemda });
    const items = (editor.json().data as { kode: string; id: number; updated_at: string | null; skala: { id: number; nilai: number }[]; subs: unknown[] }[]).flatMap((i) => [i, ...(i.subs as typeof i[])]);
    const spd08 = items.find((i) => i.kode === 'SPD-08')!;
    const level = (n: number) => spd08.skala.find((s) => s.nilai === n)!.id;
    const url = `/daerah/${bandung}/indikator`;
    // the region admin saves first with the version both read
    const a = await t.req({ method: 'POST', url, token: admin, payload: { indikator_id: spd08.id, skala_id: level(1), updated_at: spd08.updated_at } });
    expect(a.statusCode, a.body).toBe(200);
    // the pemda, still on the old page, saves with the same (now stale) version: refused, nothing changes
    const b = await t.req({ method: 'POST', url, token: pemda, payload: { data: [{ indikator_id: spd08.id, skala_id: level(3), updated_at: spd08.updated_at }] } });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({ code: 'DIUBAH_PENGGUNA_LAIN', errors: { [`${spd08.id}.updated_at`]: expect.stringMatching(/diubah oleh pengguna lain/) } });
    expect(b.json().data).toEqual([expect.objectContaining({ indikator_id: spd08.id, skala_id: level(1) })]);
    const kini = (await t.req({ method: 'GET', url: `${url}?tahun=2026`, token: pemda })).json().data.flatMap((i: { subs: unknown[] }) => [i, ...i.subs]).find((i: { kode: string }) => i.kode === 'SPD-08');
    expect(kini.skala_id).toBe(level(1));
    // saving again with the version now shown keeps the pemda's answer
    const c = await t.req({ method: 'POST', url, token: pemda, payload: { indikator_id: spd08.id, skala_id: level(3), updated_at: kini.updated_at } });
    expect(c.statusCode, c.body).toBe(200);
  });
});
