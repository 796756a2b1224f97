/**
 * Reference data in process memory (decision 117, lib/rujukan.ts): the indicator catalogue and the methodology are
 * read once per process and dropped on any committed change, through the API (at once in that process) or anywhere
 * else (the triggers of migration 0023, LISTEN/NOTIFY: within a second in every process). A transaction's own
 * uncommitted catalogue is never kept. Two API instances on one database: on PostgreSQL when TEST_DATABASE_URL is
 * set (two contexts, two pools, two caches), else on one PGlite database (one cache shared by both apps).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { katalog } from '../src/modules/indikator/data';
import { dalam, duaInstans, kueriSelama, masuk, type Instans } from './dua-instans';
import { isianInovasi } from './factories';

let a: Instans;
let b: Instans;
let tutup: () => Promise<void>;

const REFERENSI = /from "(iga_indikator|iga_skala|metodologi)"/;

let pemda: string;
let admin: string;
let inovasiId: number;
let tahun: number;

interface Item {
  indikator_id: number;
  bentuk_isian: string;
  skala: { id: number; nilai: number; keterangan: string }[];
  subs: Item[];
}
const pilihan = (items: Item[]) => items.flatMap((i) => [i, ...i.subs]).filter((i) => i.bentuk_isian === 'pilihan' && i.skala.length);

beforeAll(async () => {
  ({ a, b, tutup } = await duaInstans('/tmp/sigap-rujukan-uji'));
  await dalam(15_000, async () => a.app.cacheRujukan.pendengar.aktif() && b.app.cacheRujukan.pendengar.aktif(), 'pendengar siap');
  pemda = await masuk(a, 'pemda');
  admin = await masuk(a, 'admin');
  const dibuat = await a.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: pemda, payload: isianInovasi({ nama: 'Inovasi Uji Rujukan' }) });
  expect(dibuat.statusCode, dibuat.body).toBe(201);
  inovasiId = dibuat.json().data.id;
  const ed = await a.req({ method: 'GET', url: `/inovasi/${inovasiId}/indikator`, token: pemda });
  expect(ed.statusCode, ed.body).toBe(200);
  tahun = ed.json().tahun;
}, 240_000);

afterAll(async () => {
  await tutup?.();
});

const editor = async (i: Instans) => {
  const r = await i.req({ method: 'GET', url: `/inovasi/${inovasiId}/indikator`, token: pemda });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Item[];
};

describe('reference data in memory (decision 117)', () => {
  it('once read, an answer save and the editor read neither the catalogue nor the methodology', async () => {
    const items = pilihan(await editor(a));
    const jawab = items.slice(0, 3).map((i) => ({ indikator_id: i.indikator_id, skala_id: i.skala[0]!.id }));
    await a.req({ method: 'POST', url: `/inovasi/${inovasiId}/indikator`, token: pemda, payload: jawab as never }); // fills the methodology
    const teks = await kueriSelama(a, async () => {
      const r = await a.req({ method: 'POST', url: `/inovasi/${inovasiId}/indikator`, token: pemda, payload: jawab.map((j, k) => ({ ...j, skala_id: items[k]!.skala.at(-1)!.id })) as never });
      expect(r.statusCode, r.body).toBe(200);
      await editor(a);
    });
    expect(teks.filter((q) => REFERENSI.test(q))).toEqual([]);
    // the answers of one save are written in one statement
    expect(teks.filter((q) => /insert into "indikator_inovasi"/.test(q))).toHaveLength(1);
    expect(a.app.cacheRujukan.ukuran).toBeGreaterThan(0);
  });

  it('a scale changed through the generic CRUD on A is shown by A at once and by B within a second', async () => {
    const it0 = pilihan(await editor(a))[0]!;
    await editor(b); // B holds the catalogue too
    const skala = it0.skala[0]!;
    const teks = `Tingkat uji ${Math.random().toString(36).slice(2, 8)}`;
    const r = await a.req({ method: 'POST', url: `/crud/iga_skala/${skala.id}`, token: admin, payload: { keterangan: teks } });
    expect(r.statusCode, r.body).toBe(200);
    const diA = pilihan(await editor(a)).find((i) => i.indikator_id === it0.indikator_id)!;
    expect(diA.skala.find((s) => s.id === skala.id)!.keterangan).toBe(teks);
    await dalam(1000, async () => pilihan(await editor(b)).find((i) => i.indikator_id === it0.indikator_id)!.skala.find((s) => s.id === skala.id)!.keterangan === teks, 'skala baru di B');
  });

  it('a change written straight in SQL (no API) reaches both caches within a second', async () => {
    const it0 = pilihan(await editor(a))[1]!;
    await editor(b);
    const nama = `Indikator diubah langsung ${Math.random().toString(36).slice(2, 8)}`;
    await a.ctx.db.execute(sql`update iga_indikator set indikator = ${nama} where id = ${it0.indikator_id}`);
    const namaDi = async (i: Instans) =>
      ((await editor(i)).flatMap((x) => [x, ...x.subs]).find((x) => x.indikator_id === it0.indikator_id) as unknown as { nama: string }).nama;
    await dalam(1000, async () => (await namaDi(a)) === nama, 'nama baru di A');
    await dalam(1000, async () => (await namaDi(b)) === nama, 'nama baru di B');
  });

  it('the methodology saved on A is dropped by B; the next save on B reads it once, the one after reads none', async () => {
    await editor(b);
    const items = pilihan(await editor(b));
    const jawab = [{ indikator_id: items[0]!.indikator_id, skala_id: items[0]!.skala[0]!.id }];
    await b.req({ method: 'POST', url: `/inovasi/${inovasiId}/indikator`, token: pemda, payload: jawab as never });
    const m = await a.req({ method: 'GET', url: `/metodologi/${tahun}`, token: admin });
    if (m.statusCode !== 200) return; // no methodology for the year in this data set: nothing to drop
    const catatan = `Uji rujukan ${Math.random().toString(36).slice(2, 8)}`;
    const simpan = await a.req({ method: 'POST', url: `/metodologi/${tahun}`, token: await masuk(a, 'superadmin'), payload: { catatan } });
    expect(simpan.statusCode, simpan.body).toBe(200);
    await dalam(1000, async () => b.app.cacheRujukan.ukuran === 0, 'B mengosongkan rujukan');
    const sekali = await kueriSelama(b, () => b.req({ method: 'POST', url: `/inovasi/${inovasiId}/indikator`, token: pemda, payload: jawab as never }));
    expect(sekali.filter((q) => /from "metodologi"/.test(q))).toHaveLength(1);
    const lagi = await kueriSelama(b, () => b.req({ method: 'POST', url: `/inovasi/${inovasiId}/indikator`, token: pemda, payload: jawab as never }));
    expect(lagi.filter((q) => REFERENSI.test(q))).toEqual([]);
  });

  it("a transaction's own uncommitted catalogue is read inside it and never kept", async () => {
    const TAHUN = 2091;
    expect(await katalog(a.ctx.db, TAHUN, 'I')).toEqual([]); // the empty year is now held in memory
    const gagal = new Error('batal');
    await expect(
      a.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`insert into iga_indikator (tahun, tipe, no_urut, kode, indikator, jenis, required) values (${TAHUN}, 'I', 1, 'UJI-01', 'Indikator sementara', 'H', 0)`);
        const diDalam = await katalog(tx, TAHUN, 'I');
        expect(diDalam.map((d) => d.kode)).toEqual(['UJI-01']);
        throw gagal;
      }),
    ).rejects.toBe(gagal);
    expect(await katalog(a.ctx.db, TAHUN, 'I')).toEqual([]);
    // committed: every process drops what it held
    await a.ctx.db.execute(sql`insert into iga_indikator (tahun, tipe, no_urut, kode, indikator, jenis, required) values (${TAHUN}, 'I', 1, 'UJI-01', 'Indikator tetap', 'H', 0)`);
    await dalam(1000, async () => (await katalog(a.ctx.db, TAHUN, 'I')).length === 1, 'indikator baru di A');
    await dalam(1000, async () => (await katalog(b.ctx.db, TAHUN, 'I')).length === 1, 'indikator baru di B');
    await a.ctx.db.execute(sql`delete from iga_indikator where tahun = ${TAHUN}`);
  });
});
