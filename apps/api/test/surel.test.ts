import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAKS_PERCOBAAN } from '../src/lib/antrian';
import { antreanSurel, TUGAS_SUREL } from '../src/modules/notifikasi';
import { buildTestApp, type TestApp } from './helpers';

/**
 * E-mail through the job queue (decision 114): enqueued in the transaction of the write that causes it (a
 * rolled-back write leaves no job), sent by the queue (the demo outbox here), retried with a growing delay when SMTP
 * fails and kept with its error after the last attempt; the request never waits for SMTP.
 */

let t: TestApp;
const sql = (app: TestApp, q: string) => app.ctx.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
const jobs = async (app: TestApp) => (await sql(app, `select id, status, percobaan, galat, data from antrian_tugas where jenis = '${TUGAS_SUREL}' order by id`)).rows;
const outbox = (app: TestApp) => (fs.existsSync(app.config.outboxDir) ? fs.readdirSync(app.config.outboxDir).map((f) => fs.readFileSync(`${app.config.outboxDir}/${f}`, 'utf8')) : []);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('e-mail outbox', () => {
  it('a rolled-back write leaves no e-mail; a committed one is sent by the queue', async () => {
    const antre = antreanSurel(t.app);
    const awal = (await jobs(t)).length;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await antre(tx, { to: 'batal@contoh.go.id', subject: 'Tidak jadi', text: 'Tidak pernah terkirim' });
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await jobs(t)).toHaveLength(awal);

    await t.ctx.db.transaction(async (tx) => {
      await antre(tx, { to: 'jadi@contoh.go.id', subject: 'Jadi', text: 'Isi rahasia 12345' });
    });
    const [job] = (await jobs(t)).slice(awal);
    expect(job).toMatchObject({ status: 'menunggu' });
    // the body waits encrypted, never as text in the row
    expect(JSON.stringify(job!.data)).not.toContain('rahasia 12345');
    expect(job!.data).toMatchObject({ kepada: 'jadi@contoh.go.id', subjek: 'Jadi' });

    await t.app.antrian.proses();
    expect(outbox(t).some((m) => m.includes('To: jadi@contoh.go.id') && m.includes('Isi rahasia 12345'))).toBe(true);
    const [sesudah] = (await sql(t, `select status, data from antrian_tugas where id = ${job!.id}`)).rows;
    expect(sesudah!.status).toBe('selesai');
    // once sent the row keeps address, subject and outcome, not the body
    expect((sesudah!.data as Record<string, unknown>).isi).toBeUndefined();
    expect(sesudah!.data).toMatchObject({ kepada: 'jadi@contoh.go.id', hasil: { terkirim: true } });
  });

  it('the reset link still reaches the demo outbox; an unknown address enqueues nothing', async () => {
    const awal = (await jobs(t)).length;
    const tidak = await t.req({ method: 'POST', url: '/password/forgot', payload: { email: 'tidak-ada@contoh.go.id' }, remoteAddress: '10.7.0.1' });
    expect(tidak.statusCode).toBe(200);
    expect(await jobs(t)).toHaveLength(awal);
    const r = await t.req({ method: 'POST', url: '/password/forgot', payload: { email: 'asn@demo.sigap.local' }, remoteAddress: '10.7.0.2' });
    expect(r.statusCode).toBe(200);
    const [job] = (await jobs(t)).slice(awal);
    expect(job).toMatchObject({ status: 'menunggu' });
    expect(JSON.stringify(job!.data)).not.toContain('reset-password?token');
    await t.app.antrian.proses();
    const mail = outbox(t).find((m) => m.includes('To: asn@demo.sigap.local') && m.replace(/=\r?\n/g, '').includes('reset-password?token'));
    expect(mail).toBeTruthy();
  });
});

describe('SMTP down', () => {
  let mati: TestApp;
  beforeAll(async () => {
    // a real SMTP transport to a port where nothing listens: every attempt fails
    mati = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => mati.close());

  it('the request answers at once; the queue retries with a growing delay, then keeps the failure with its error', async () => {
    const mulai = Date.now();
    const r = await mati.req({ method: 'POST', url: '/password/forgot', payload: { email: 'asn@demo.sigap.local' }, remoteAddress: '10.7.1.1' });
    expect(r.statusCode).toBe(200);
    expect(Date.now() - mulai).toBeLessThan(5_000);
    const [job] = await jobs(mati);
    const jeda: number[] = [];
    for (let i = 1; i <= MAKS_PERCOBAAN; i++) {
      await mati.app.antrian.proses();
      const [s] = (await sql(mati, `select status, percobaan, galat, extract(epoch from (jalankan_pada - now()))::int as tunggu from antrian_tugas where id = ${job!.id}`)).rows;
      expect(Number(s!.percobaan)).toBe(i);
      expect(String(s!.galat)).toMatch(/ECONNREFUSED|connect/i);
      if (i < MAKS_PERCOBAAN) {
        expect(s!.status).toBe('menunggu');
        jeda.push(Number(s!.tunggu));
        // not due yet: another run leaves it alone
        expect(await mati.app.antrian.proses()).toBe(0);
        await sql(mati, `update antrian_tugas set jalankan_pada = now() where id = ${job!.id}`);
      } else expect(s!.status).toBe('gagal');
    }
    // 30 s, 60 s, 120 s, 240 s
    expect(jeda).toEqual([...jeda].sort((a, b) => a - b));
    expect(jeda[0]).toBeGreaterThan(20);
    expect(jeda.at(-1)!).toBeGreaterThan(200);
    // the link itself was issued: SMTP being down did not undo the request's write
    const [reset] = (await sql(mati, `select count(*)::int n from password_reset where used_at is null`)).rows;
    expect(Number(reset!.n)).toBe(1);
  });
});
