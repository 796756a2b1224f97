/**
 * Sign-in limiter (issue 14, item 3): X-Forwarded-For only through trusted proxies (TRUST_PROXY), failed attempts per
 * username with a growing delay and per address with a high ceiling, state in the table `batas_masuk` shared by
 * every API process. The limiter's clock is frozen and moved by the tests: no test sleeps or depends on speed.
 */
import Fastify from 'fastify';
import { desc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, createContext } from '../src/app';
import { ConfigError, fastifyTrustProxy, loadConfig, parseTrustProxy } from '../src/config/env';
import type { Db } from '../src/db/client';
import { activityLog, batasMasuk, usrAsn } from '../src/db/schema';
import { aturJamBatasMasuk, GAGAL_ALAMAT, JENDELA_ALAMAT_MS, LUPA_MS } from '../src/modules/auth/batas';
import { buildTestApp, DEMO_PASSWORD, freshDatabaseUrl, type TestApp } from './helpers';

let t: TestApp;
let sekarang = Date.parse('2026-05-04T01:00:00Z');
const maju = (ms: number) => {
  sekarang += ms;
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());
beforeEach(() => aturJamBatasMasuk(() => sekarang));
afterEach(() => aturJamBatasMasuk(null));

interface Coba {
  ip?: string;
  xff?: string;
  app?: { inject: TestApp['app']['inject'] };
}
const masuk = (username: string, password: string, o: Coba = {}) =>
  (o.app ?? t.app).inject({
    method: 'POST',
    url: '/login',
    payload: { username, password },
    remoteAddress: o.ip ?? '10.40.0.1',
    headers: o.xff ? { 'x-forwarded-for': o.xff } : {},
  });

const baris = async (db: Db, kunci: string) => (await db.select().from(batasMasuk).where(eq(batasMasuk.kunci, kunci)))[0];

describe('X-Forwarded-For and TRUST_PROXY', () => {
  it('ignores X-Forwarded-For by default: 25 wrong passwords from 25 forwarded addresses all count, the right 26th is refused', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await masuk('pemda', 'salah-sekali1', { ip: '10.41.0.1', xff: `203.0.113.${i + 1}` })).statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(t.config.LOGIN_RATE_MAX);
    expect(codes.slice(t.config.LOGIN_RATE_MAX).every((c) => c === 429)).toBe(true);
    const benar = await masuk('pemda', DEMO_PASSWORD, { ip: '10.41.0.1', xff: '203.0.113.200' });
    expect(benar.statusCode).toBe(429);
    expect(benar.headers['retry-after']).toBe('1');
    expect(benar.json()).toMatchObject({ status: 0, code: 'RATE_LIMITED', message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 1 detik.' });
    // counted on the socket's address; no forwarded address got a counter of its own
    expect((await baris(t.ctx.db, 'a:10.41.0.1'))?.gagal).toBe(t.config.LOGIN_RATE_MAX);
    expect(await t.ctx.db.select().from(batasMasuk).where(like(batasMasuk.kunci, 'a:203.0.113.%'))).toEqual([]);
  });

  it('the address ceiling counts the socket address whatever X-Forwarded-For says', async () => {
    const ip = '10.42.0.1';
    // three failures of three unknown users, each "forwarded" from elsewhere: all on the socket's address
    for (let i = 0; i < 3; i++) expect((await masuk(`tidak.ada.${i}`, 'salah-sekali1', { ip, xff: `198.51.100.${i + 1}` })).statusCode).toBe(401);
    expect((await baris(t.ctx.db, `a:${ip}`))?.gagal).toBe(3);
    // the address is one failure below its ceiling: the next failure reaches it, wherever it claims to come from
    await t.ctx.db.update(batasMasuk).set({ gagal: GAGAL_ALAMAT - 1 }).where(eq(batasMasuk.kunci, `a:${ip}`));
    expect((await masuk('tidak.ada.9', 'salah-sekali1', { ip, xff: '198.51.100.50' })).statusCode).toBe(401);
    const res = await masuk('opd', DEMO_PASSWORD, { ip, xff: '198.51.100.51' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBe(JENDELA_ALAMAT_MS / 1000);
    expect(res.json().message).toBe('Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.');
    // the window ends: the address starts over
    maju(JENDELA_ALAMAT_MS);
    expect((await masuk('opd', DEMO_PASSWORD, { ip, xff: '198.51.100.52' })).statusCode).toBe(200);
  });

  it('with TRUST_PROXY=1 the address forwarded by the proxy is the client', async () => {
    const t1 = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      expect(t1.config.TRUST_PROXY).toBe(1);
      const proxy = '10.43.0.1';
      // the proxy's own address is full of failures (other clients): a client behind it still gets in
      await t1.ctx.db.insert(batasMasuk).values({ kunci: `a:${proxy}`, gagal: GAGAL_ALAMAT, blocked_until: new Date(sekarang + JENDELA_ALAMAT_MS), window_start: new Date(sekarang), updated_at: new Date(sekarang) });
      expect((await masuk('upt', 'salah-sekali1', { app: t1.app, ip: proxy, xff: '198.51.100.7' })).statusCode).toBe(401);
      expect((await baris(t1.ctx.db, 'a:198.51.100.7'))?.gagal).toBe(1);
      // one hop: the address the proxy appended, not what the client wrote before it
      const ok = await masuk('upt', DEMO_PASSWORD, { app: t1.app, ip: proxy, xff: '1.2.3.4, 198.51.100.8' });
      expect(ok.statusCode, ok.body).toBe(200);
      const [log] = await t1.ctx.db.select().from(activityLog).where(eq(activityLog.name, 'Masuk ke aplikasi')).orderBy(desc(activityLog.id)).limit(1);
      expect(JSON.stringify(log)).toContain('198.51.100.8');
      expect(JSON.stringify(log)).not.toContain('1.2.3.4');
      // blocked forwarded address: refused even when the proxy is not
      await t1.ctx.db.insert(batasMasuk).values({ kunci: 'a:198.51.100.9', gagal: GAGAL_ALAMAT, blocked_until: new Date(sekarang + 60_000), window_start: new Date(sekarang), updated_at: new Date(sekarang) });
      expect((await masuk('upt', DEMO_PASSWORD, { app: t1.app, ip: '10.43.0.2', xff: '198.51.100.9' })).statusCode).toBe(429);
    } finally {
      await t1.close();
    }
  });

  it('TRUST_PROXY: off by default; a hop count, true or a list of addresses/CIDRs; anything else stops the start', async () => {
    const env = { NODE_ENV: 'test' } as const;
    expect(loadConfig(env).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'loopback']);
    for (const v of ['ya', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,,']) {
      expect(typeof parseTrustProxy(v), v).toBe('string');
      expect(() => loadConfig({ ...env, TRUST_PROXY: v }), v).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'ya' })).toThrow(/TRUST_PROXY/);

    // what each value does to the client address Fastify reports
    const alamat = async (v: string, remoteAddress: string, xff: string) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ ...env, TRUST_PROXY: v }).TRUST_PROXY) });
      app.get('/', async (req) => req.ip);
      const res = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': xff } });
      await app.close();
      return res.body;
    };
    expect(await alamat('', '10.1.1.1', '9.9.9.9')).toBe('10.1.1.1');
    expect(await alamat('1', '10.1.1.1', '8.8.8.8, 9.9.9.9')).toBe('9.9.9.9');
    expect(await alamat('2', '10.1.1.1', '8.8.8.8, 9.9.9.9')).toBe('8.8.8.8');
    expect(await alamat('10.1.0.0/16', '10.1.1.1', '8.8.8.8, 9.9.9.9')).toBe('9.9.9.9');
    expect(await alamat('10.1.0.0/16', '10.2.1.1', '9.9.9.9')).toBe('10.2.1.1');
    expect(await alamat('true', '10.2.1.1', '8.8.8.8, 9.9.9.9')).toBe('8.8.8.8');
  });
});

describe('failed attempts per username', () => {
  it('after LOGIN_RATE_MAX failures (from any address) each further attempt waits 1 s, 2 s, 4 s ... at most 15 minutes', async () => {
    const n = t.config.LOGIN_RATE_MAX;
    for (let i = 0; i < n; i++) expect((await masuk('kabkota', 'salah-sekali1', { ip: `10.44.${i}.1` })).statusCode).toBe(401);
    const tunggu: number[] = [];
    for (let i = 0; i < 12; i++) {
      const ditolak = await masuk('kabkota', 'salah-sekali1', { ip: `10.44.100.${i}` });
      expect(ditolak.statusCode).toBe(429);
      const detik = Number(ditolak.headers['retry-after']);
      tunggu.push(detik);
      // the right password is refused too until the delay is over
      expect((await masuk('kabkota', DEMO_PASSWORD, { ip: `10.44.101.${i}` })).statusCode).toBe(429);
      maju(detik * 1000 - 1);
      expect((await masuk('kabkota', 'salah-sekali1', { ip: `10.44.102.${i}` })).statusCode).toBe(429);
      maju(1);
      expect((await masuk('kabkota', 'salah-sekali1', { ip: `10.44.103.${i}` })).statusCode).toBe(401);
    }
    expect(tunggu).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    const akhir = await masuk('kabkota', DEMO_PASSWORD, { ip: '10.44.104.1' });
    expect(akhir.json().message).toBe('Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.');
    maju(900_000);
    expect((await masuk('kabkota', DEMO_PASSWORD, { ip: '10.44.104.2' })).statusCode).toBe(200);
    expect(await baris(t.ctx.db, 'u:kabkota')).toBeUndefined();
  });

  it('a successful sign-in resets the username\'s counter', async () => {
    const n = t.config.LOGIN_RATE_MAX;
    for (let i = 0; i < n - 1; i++) expect((await masuk('UPT', 'salah-sekali1')).statusCode).toBe(401);
    expect((await baris(t.ctx.db, 'u:upt'))?.gagal).toBe(n - 1);
    expect((await masuk('upt', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await baris(t.ctx.db, 'u:upt')).toBeUndefined();
    // a full allowance again: n failures answer 401, only then the delay starts
    for (let i = 0; i < n; i++) expect((await masuk('upt', 'salah-sekali1')).statusCode).toBe(401);
    expect((await masuk('upt', 'salah-sekali1')).statusCode).toBe(429);
    maju(1000);
    expect((await masuk('upt', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('parallel attempts cannot slip past the limit while passwords are being checked', async () => {
    const res = await Promise.all(Array.from({ length: 30 }, (_, i) => masuk('dinas', 'salah-sekali1', { ip: `10.45.0.${i + 1}` })));
    const codes = res.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(t.config.LOGIN_RATE_MAX);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - t.config.LOGIN_RATE_MAX);
  });

  it('right and wrong passwords racing for one username and address never fail with a server error', async () => {
    // an attempt counts as failed until its password proved right, so fewer at once than the allowance:
    // whatever the order, each answer is 200 or 401 by its own password
    const n = t.config.LOGIN_RATE_MAX - 1;
    const benar = (i: number) => i % 3 !== 0;
    const res = await Promise.all(Array.from({ length: n }, (_, i) => masuk('provinsi', benar(i) ? DEMO_PASSWORD : 'salah-sekali1', { ip: '10.45.1.1' })));
    expect(res.map((r) => r.statusCode)).toEqual(res.map((_, i) => (benar(i) ? 200 : 401)));
    expect((await baris(t.ctx.db, 'a:10.45.1.1'))?.gagal).toBe(res.filter((_, i) => !benar(i)).length);
    // a larger burst over two addresses: some are refused, none fails
    const banyak = await Promise.all(Array.from({ length: 40 }, (_, i) => masuk('provinsi', benar(i) ? DEMO_PASSWORD : 'salah-sekali1', { ip: `10.45.2.${i % 2}` })));
    expect(banyak.map((r) => r.statusCode).filter((c) => ![200, 401, 429].includes(c))).toEqual([]);
  });
});

describe('one address, many people', () => {
  it('twenty colleagues behind one address all get in after ten failed attempts of another user from it', async () => {
    const office = '10.46.0.1';
    const [contoh] = await t.ctx.db.select().from(usrAsn).where(eq(usrAsn.username, 'pemda'));
    const names = Array.from({ length: 20 }, (_, i) => `kantor.${i + 1}`);
    await t.ctx.db.insert(usrAsn).values(names.map((username) => ({ username, password: contoh!.password, role: 'pemda', m_daerah_id: contoh!.m_daerah_id, nama_lengkap: `Pegawai ${username}`, is_active: 1 })));
    for (let i = 0; i < 10; i++) expect((await masuk('kecamatan', 'salah-sekali1', { ip: office })).statusCode).toBe(401);
    expect((await masuk('kecamatan', DEMO_PASSWORD, { ip: office })).statusCode).toBe(429);
    // ten one after the other within the minute, then ten at the same moment
    const codes: number[] = [];
    for (const u of names.slice(0, 10)) {
      codes.push((await masuk(u, DEMO_PASSWORD, { ip: office })).statusCode);
      maju(3_000);
    }
    codes.push(...(await Promise.all(names.slice(10).map((u) => masuk(u, DEMO_PASSWORD, { ip: office })))).map((r) => r.statusCode));
    expect(codes).toEqual(names.map(() => 200));
    // successful sign-ins never count against the address
    expect((await baris(t.ctx.db, `a:${office}`))?.gagal).toBe(10);
    // and a right password that meets an inactive account is not a failure either
    await t.ctx.db.update(usrAsn).set({ is_active: 0 }).where(eq(usrAsn.username, 'kantor.1'));
    expect((await masuk('kantor.1', DEMO_PASSWORD, { ip: office })).statusCode).toBe(403);
    expect((await baris(t.ctx.db, `a:${office}`))?.gagal).toBe(10);
  });
});

describe('state in the database', () => {
  it('two API instances on one database share the limiter state', async () => {
    const base = await freshDatabaseUrl();
    const ctxA = await createContext(t.config, { databaseUrl: base.url, pgliteDir: 'memory://' });
    // PostgreSQL: a second process has its own connection pool; PGlite is one process per data folder (lock file),
    // so the second instance shares the database handle
    const ctxB = base.url ? await createContext(t.config, { databaseUrl: base.url, seed: false }) : ctxA;
    const appA = await buildApp(ctxA, { logger: false, webDist: null });
    const appB = await buildApp(ctxB, { logger: false, webDist: null });
    try {
      const n = t.config.LOGIN_RATE_MAX;
      for (let i = 0; i < n; i++) expect((await masuk('asn', 'salah-sekali1', { app: i % 2 ? appA : appB, ip: `10.47.0.${i + 1}` })).statusCode).toBe(401);
      expect((await masuk('asn', DEMO_PASSWORD, { app: appA, ip: '10.47.1.1' })).statusCode).toBe(429);
      expect((await masuk('asn', DEMO_PASSWORD, { app: appB, ip: '10.47.1.2' })).statusCode).toBe(429);
      expect((await baris(ctxB.db, 'u:asn'))?.gagal).toBe(n);
      maju(1000);
      expect((await masuk('asn', DEMO_PASSWORD, { app: appB, ip: '10.47.1.3' })).statusCode).toBe(200);
      expect(await baris(ctxA.db, 'u:asn')).toBeUndefined();
    } finally {
      await appA.close();
      await appB.close();
      if (ctxB !== ctxA) await ctxB.database.close();
      await ctxA.database.close();
      await base.drop();
    }
  });

  it('rows nobody needs any more are pruned', async () => {
    const lama = new Date(sekarang - LUPA_MS - 1000);
    await t.ctx.db.insert(batasMasuk).values([
      { kunci: 'u:sudah.lama', gagal: 3, window_start: lama, updated_at: lama },
      { kunci: 'a:10.48.0.9', gagal: 5, window_start: lama, updated_at: lama },
      { kunci: 'u:masih.diblok', gagal: 30, blocked_until: new Date(sekarang + 3_600_000), window_start: lama, updated_at: lama },
    ]);
    maju(11 * 60_000);
    expect((await masuk('tim.penilai', 'salah-sekali1', { ip: '10.48.0.1' })).statusCode).toBe(401);
    const sisa = await t.ctx.db.select({ kunci: batasMasuk.kunci }).from(batasMasuk).where(inArray(batasMasuk.kunci, ['u:sudah.lama', 'a:10.48.0.9', 'u:masih.diblok']));
    expect(sisa.map((r) => r.kunci)).toEqual(['u:masih.diblok']);
  });
});
