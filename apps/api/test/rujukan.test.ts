/**
 * Reference data in process memory (decision 117, lib/rujukan.ts): the indicator catalogue and the methodology are
 * read once per process and dropped on any committed change, through the API (at once in that process) or anywhere
 * else (the triggers of migration 0023, LISTEN/NOTIFY: within a second in every process). A transaction's own
 * uncommitted catalogue is never kept. Two API instances on one database: on PostgreSQL when TEST_DATABASE_URL is
 * set (two contexts, two pools, two caches), else on one PGlite database (one cache shared by both apps).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { buildApp, createContext } from '../src/app';
import type { AppContext } from '../src/context';
import { katalog } from '../src/modules/indikator/data';
import { DEMO_PASSWORD, freshDatabaseUrl } from './helpers';

const PG = Boolean(process.env.TEST_DATABASE_URL);

interface Instans {
  app: FastifyInstance;
  ctx: AppContext;
  req(o: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

let a: Instans;
let b: Instans;
let tutup: () => Promise<void>;
let ipKe = 0;

const instans = (app: FastifyInstance, ctx: AppContext): Instans => ({
  app,
  ctx,
  req: ({ token, headers, ...rest }) => app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
});

async function masuk(i: Instans, username: string): Promise<string> {
  const res = await i.req({ method: 'POST', url: '/login', payload: { username, password: DEMO_PASSWORD }, remoteAddress: `10.78.${++ipKe}.1` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

/** Polls `f` until it is true or `ms` have passed; answers the time it took, or throws. */
async function dalam(ms: number, f: () => Promise<boolean>, apa: string): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await f()) return performance.now() - t0;
    if (performance.now() - t0 > ms) throw new Error(`${apa}: tidak terjadi dalam ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** SQL texts sent on instance `i`'s database while `f` runs, transactions included. */
async function kueriSelama(i: Instans, f: () => Promise<unknown>): Promise<string[]> {
  const teks: string[] = [];
  const catat = (q: unknown) => teks.push(typeof q === 'string' ? q : String((q as { text?: string })?.text ?? ''));
  type Klien = { query: (...a: unknown[]) => unknown; transaction?: (cb: (tx: Klien) => unknown) => unknown };
  const client = (i.ctx.db as unknown as { $client: Klien & { _clients?: unknown[] } }).$client;
  if (PG) {
    // every connection of this instance's pool (warm by now; each has its own `query`, db/client.ts)
    const klien = (client._clients ?? []) as Klien[];
    const asli = klien.map((k) => k.query);
    klien.forEach((k, n) => {
      k.query = (...args: unknown[]) => {
        catat(args[0]);
        return asli[n]!.apply(k, args);
      };
    });
    try {
      await f();
    } finally {
      klien.forEach((k, n) => {
        k.query = asli[n]!;
      });
    }
    return teks;
  }
  // PGlite: its own query, and the query of the transaction object it hands out
  const asli = client.query;
  const asliTx = client.transaction!;
  client.query = function (this: unknown, ...args: unknown[]) {
    catat(args[0]);
    return asli.apply(this, args);
  };
  client.transaction = function (this: unknown, cb: (tx: Klien) => unknown) {
    return asliTx.call(this, (tx: Klien) => {
      const q = tx.query;
      tx.query = (...args: unknown[]) => {
        catat(args[0]);
        return q.apply(tx, args);
      };
      return cb(tx);
    });
  };
  try {
    await f();
  } finally {
    client.query = asli;
    client.transaction = asliTx;
  }
  return teks;
}

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
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/sigap-rujukan-uji', DEMO: '1', DEMO_PASSWORD, LOG_LEVEL: 'silent' });
  if (PG) {
    const db = await freshDatabaseUrl();
    const ctxA = await createContext(config, { databaseUrl: db.url });
    const ctxB = await createContext(config, { databaseUrl: db.url, seed: false });
    const appA = await buildApp(ctxA, { logger: false, webDist: null });
    const appB = await buildApp(ctxB, { logger: false, webDist: null });
    a = instans(appA, ctxA);
    b = instans(appB, ctxB);
    tutup = async () => {
      await appA.close();
      await appB.close();
      await ctxA.database.close();
      await ctxB.database.close();
      await db.drop();
    };
  } else {
    const ctx = await createContext(config, { pgliteDir: 'memory://' });
    const appA = await buildApp(ctx, { logger: false, webDist: null });
    const appB = await buildApp(ctx, { logger: false, webDist: null });
    a = instans(appA, ctx);
    b = instans(appB, ctx);
    tutup = async () => {
      await appA.close();
      await appB.close();
      await ctx.database.close();
    };
  }
  await a.app.ready();
  await b.app.ready();
  await dalam(15_000, async () => a.app.cacheRujukan.pendengar.aktif() && b.app.cacheRujukan.pendengar.aktif(), 'pendengar siap');
  pemda = await masuk(a, 'pemda');
  admin = await masuk(a, 'admin');
  const dibuat = await a.req({
    method: 'POST',
    url: '/crud/iga2020_inovasi',
    token: pemda,
    payload: {
      nama: 'Inovasi Uji Rujukan',
      inovasi_status: 2,
      inisiator: 'OPD',
      nama_inisiator: 'Dinas',
      koordinat: '-6.917464,107.619123',
      klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
      jenis_inovasi: 'Digital',
      bentuk_inovasi: 2,
      is_covid: 12,
      urusan_pemerintah_id: '1,2',
      waktu: '2024-01-10',
      waktu_implementasi: '2024-02-01',
      is_developed: 0,
      latar_belakang: `<p>${Array.from({ length: 300 }, (_, i) => `kata${i}`).join(' ')}</p>`,
      tujuan: '<p>Tujuan.</p>',
      manfaat: '<p>Manfaat.</p>',
      hasil_inovasi: '<p>Hasil.</p>',
    },
  });
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
