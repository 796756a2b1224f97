import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env';
import { TUGAS_RAPIKAN } from '../src/lib/antrian';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Retention of the job queue: once a day a job deletes the jobs finished or failed more than ANTRIAN_SIMPAN_HARI
 * days ago (default 90); waiting and running jobs and recent results stay.
 */

let t: TestApp;
const baris = async (q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('job queue retention', () => {
  it('deletes finished and failed jobs past the retention, keeps waiting, running and recent ones', async () => {
    const tambah = (kunci: string, status: string, selesai: string | null, jalankan: string, kunciSampai: string | null = null) =>
      t.ctx.db.execute(sql`
        insert into antrian_tugas (jenis, kunci, data, status, selesai_at, jalankan_pada, dikunci_sampai)
        values ('uji_lama', ${kunci}, '{}'::jsonb, ${status}, ${selesai}::timestamptz, ${jalankan}::timestamptz, ${kunciSampai}::timestamptz)`);
    const hari = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await tambah('uji:selesai-lama', 'selesai', hari(100), hari(100));
    await tambah('uji:gagal-lama', 'gagal', null, hari(95));
    await tambah('uji:selesai-baru', 'selesai', hari(10), hari(10));
    await tambah('uji:gagal-baru', 'gagal', null, hari(20));
    // a job held by a worker since long ago (its lease in the future) and one waiting for a future time stay
    await tambah('uji:jalan-lama', 'jalan', null, hari(200), new Date(Date.now() + 3_600_000).toISOString());
    await tambah('uji:menunggu', 'menunggu', null, new Date(Date.now() + 86_400_000).toISOString());

    expect(await t.app.antrian.tambah(t.ctx.db, TUGAS_RAPIKAN, `${TUGAS_RAPIKAN}:uji`)).toBe(true);
    await t.app.antrian.proses();

    const sisa = (await baris(sql`select kunci from antrian_tugas where kunci like 'uji:%' order by kunci`)).map((r) => r.kunci);
    expect(sisa).toEqual(['uji:gagal-baru', 'uji:jalan-lama', 'uji:menunggu', 'uji:selesai-baru']);
    const [job] = await baris(sql`select status, data from antrian_tugas where kunci = ${`${TUGAS_RAPIKAN}:uji`}`);
    expect(job).toMatchObject({ status: 'selesai', data: { hasil: { dihapus: 2 } } });
  });

  it('refuses a retention shorter than an export file lives, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ANTRIAN_SIMPAN_HARI: '10' })).toThrow(/ANTRIAN_SIMPAN_HARI minimal 35/);
    expect(loadConfig({ NODE_ENV: 'test' }).ANTRIAN_SIMPAN_HARI).toBe(90);
  });
});

describe('a shared job (ikutiAtauTambah)', () => {
  it('a request that found the key taken shares the job even when it finished before the request read its id', async () => {
    const db = t.ctx.db;
    const pertama = await t.app.antrian.ikutiAtauTambah(db, 'uji_bagi', { tahun: 2026 });
    expect(await t.app.antrian.ikutiAtauTambah(db, 'uji_bagi', { tahun: 2026 })).toBe(pertama);
    // the job finishes (and gives its key up) between the second request's insert and its read of the key
    let sekali = false;
    const selaNamun = new Proxy(db, {
      get(target, p, r) {
        const v = Reflect.get(target, p, r) as unknown;
        if (p !== 'execute' || typeof v !== 'function') return v;
        return async (q: never) => {
          if (!sekali) {
            sekali = true;
            await target.execute(sql`update antrian_tugas set status = 'selesai', selesai_at = now(), kunci = kunci || ':' || id where id = ${pertama}`);
          }
          return (v as (q: never) => Promise<unknown>).call(target, q);
        };
      },
    });
    expect(await t.app.antrian.ikutiAtauTambah(selaNamun, 'uji_bagi', { tahun: 2026 })).toBe(pertama);
    // the next request after it finished starts a new job; another year or kind never shares it
    const baru = await t.app.antrian.ikutiAtauTambah(db, 'uji_bagi', { tahun: 2026 });
    expect(baru).not.toBe(pertama);
    expect(await t.app.antrian.ikutiAtauTambah(db, 'uji_bagi', { tahun: 2025 })).not.toBe(baru);
    expect(await t.app.antrian.ikutiAtauTambah(db, 'uji_bagi_lain', { tahun: 2026 })).not.toBe(baru);
  });
});
