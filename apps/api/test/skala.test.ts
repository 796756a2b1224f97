/**
 * Two API instances on one database (issue 21 items 3 and 4, decisions 95-96): a session is served from each
 * instance's cache without reading the account, and a change made through one instance (or straight in SQL) is
 * refused by the other within a second (LISTEN/NOTIFY); the rate limits count across both. On PostgreSQL when
 * TEST_DATABASE_URL is set (two contexts, two pools), else on one PGlite database shared by two app instances.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bacaLaju, hitungLaju } from '../src/lib/batas-laju';
import { DEMO_PASSWORD } from './helpers';
import { dalam, duaInstans, kueriSelama, masuk, PG, type Instans } from './dua-instans';

let a: Instans;
let b: Instans;
let tutup: () => Promise<void>;

const siap = (i: Instans) => dalam(15_000, async () => i.app.cacheSesi.pendengar.aktif(), 'pendengar siap');

async function idDari(q: SQL): Promise<{ id: number }[]> {
  return ((await a.ctx.db.execute(q)) as unknown as { rows: { id: number }[] }).rows;
}

beforeAll(async () => {
  ({ a, b, tutup } = await duaInstans('/tmp/sigap-skala-uji'));
  await siap(a);
  await siap(b);
}, 240_000);

afterAll(async () => {
  await tutup?.();
});

describe('session cache across instances (LISTEN/NOTIFY)', () => {
  it('a token from A works on B; once cached, B authenticates without reading the account', async () => {
    const token = await masuk(a, 'pusat');
    const dingin = await kueriSelama(b, async () => expect((await b.req({ method: 'GET', url: '/platform/modules', token })).statusCode).toBe(200));
    expect(dingin.some((q) => /from "usr_asn"/.test(q))).toBe(true);
    const hangat = await kueriSelama(b, async () => {
      for (let i = 0; i < 5; i++) expect((await b.req({ method: 'GET', url: '/platform/modules', token })).statusCode).toBe(200);
    });
    expect(hangat.filter((q) => /usr_asn/.test(q))).toEqual([]);
    expect(b.app.cacheSesi.ukuran).toBeGreaterThan(0);
  });

  it('a password change through A (token revoked) is refused by B within a second', async () => {
    const lama = await masuk(a, 'viewer');
    expect((await b.req({ method: 'GET', url: '/platform/modules', token: lama })).statusCode).toBe(200); // cached on B
    const ubah = await a.req({ method: 'POST', url: '/password/change', token: lama, payload: { password_lama: DEMO_PASSWORD, password: 'Baru#Sandi2026x', password_confirmation: 'Baru#Sandi2026x' } });
    expect(ubah.statusCode, ubah.body).toBe(200);
    const ms = await dalam(1000, async () => (await b.req({ method: 'GET', url: '/platform/modules', token: lama })).statusCode === 401, 'token lama ditolak B');
    expect(ms).toBeLessThan(1000);
    // the new token works on both
    const baru = await masuk(b, 'viewer', 'Baru#Sandi2026x');
    expect((await a.req({ method: 'GET', url: '/platform/modules', token: baru })).statusCode).toBe(200);
  });

  it('a deactivation through A is refused by B within a second; reactivation lets a new sign-in in', async () => {
    const admin = await masuk(a, 'admin');
    const token = await masuk(a, 'pemda.lain');
    expect((await b.req({ method: 'GET', url: '/platform/modules', token })).statusCode).toBe(200);
    const [acc] = await idDari(sql`select id from usr_asn where username = 'pemda.lain'`);
    const res = await a.req({ method: 'POST', url: `/account/${acc!.id}/activate`, token: admin, payload: { is_active: 0 } });
    expect(res.statusCode, res.body).toBe(200);
    await dalam(1000, async () => (await b.req({ method: 'GET', url: '/platform/modules', token })).statusCode === 403, 'akun nonaktif ditolak B');
    expect((await b.req({ method: 'GET', url: '/platform/modules', token })).json().message).toMatch(/belum diaktifkan/);
    expect((await a.req({ method: 'POST', url: `/account/${acc!.id}/activate`, token: admin, payload: { is_active: 1 } })).statusCode).toBe(200);
    await dalam(1000, async () => (await b.req({ method: 'GET', url: '/platform/modules', token })).statusCode === 200, 'akun aktif lagi di B');
  });

  it('a change written straight in SQL (no API) reaches both caches: role change and revocation', async () => {
    const token = await masuk(a, 'opd');
    const peran = async (i: Instans) => (await i.req({ method: 'GET', url: '/me', token })).json().data?.role as string | undefined;
    expect(await peran(a)).toBe('opd');
    expect(await peran(b)).toBe('opd');
    await a.ctx.db.execute(sql`update usr_asn set role = 'upt' where username = 'opd'`);
    await dalam(1000, async () => (await peran(a)) === 'upt' && (await peran(b)) === 'upt', 'peran baru di A dan B');
    await a.ctx.db.execute(sql`update usr_asn set token_version = token_version + 1 where username = 'opd'`);
    await dalam(1000, async () => (await b.req({ method: 'GET', url: '/platform/modules', token })).statusCode === 401 && (await a.req({ method: 'GET', url: '/platform/modules', token })).statusCode === 401, 'token dicabut lewat SQL');
    await a.ctx.db.execute(sql`update usr_asn set role = 'opd' where username = 'opd'`);
  });

  it('a verifier region assignment (usr_asn_daerah) changes the visible regions on both', async () => {
    const token = await masuk(a, 'verifikator');
    const daerah = async (i: Instans) => ((await i.req({ method: 'GET', url: '/me', token })).json().data?.daerah_ids ?? null) as number[] | null;
    const awal = await daerah(b);
    const [lain] = await idDari(sql`select id from m_daerah where id not in (select m_daerah_id from usr_asn_daerah) order by id desc limit 1`);
    expect(Array.isArray(awal)).toBe(true);
    expect(awal).not.toContain(lain!.id);
    await a.ctx.db.execute(sql`insert into usr_asn_daerah (usr_asn_id, m_daerah_id) select id, ${lain!.id} from usr_asn where username = 'verifikator'`);
    await dalam(1000, async () => (await daerah(b))?.includes(lain!.id) === true, 'daerah baru terlihat di B');
    await a.ctx.db.execute(sql`delete from usr_asn_daerah where m_daerah_id = ${lain!.id} and usr_asn_id = (select id from usr_asn where username = 'verifikator')`);
    await dalam(1000, async () => (await daerah(b))?.includes(lain!.id) === false, 'daerah dicabut di B');
  });

  it.skipIf(!PG)('PostgreSQL: a lost LISTEN connection drops the cache, sessions keep working, and it reconnects', async () => {
    const token = await masuk(a, 'pusat');
    expect((await b.req({ method: 'GET', url: '/platform/modules', token })).statusCode).toBe(200);
    expect(b.app.cacheSesi.ukuran).toBeGreaterThan(0);
    await a.ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'sigap-dengar' and datname = current_database()`);
    await dalam(5000, async () => !b.app.cacheSesi.pendengar.aktif() || b.app.cacheSesi.ukuran === 0, 'cache dikosongkan');
    expect((await b.req({ method: 'GET', url: '/platform/modules', token })).statusCode).toBe(200);
    await siap(b);
    await siap(a);
    await a.ctx.db.execute(sql`update usr_asn set token_version = token_version + 1 where username = 'pusat'`);
    await dalam(1000, async () => (await b.req({ method: 'GET', url: '/platform/modules', token })).statusCode === 401, 'pencabutan setelah sambung ulang');
  });
});

describe('rate limits shared across instances (batas_laju)', () => {
  it('the register limit (5 a minute per address) counts requests to A and B together', async () => {
    const ip = '10.88.0.1';
    const kirim = (i: Instans, remoteAddress = ip) => i.req({ method: 'POST', url: '/register', payload: {}, remoteAddress });
    const kode: number[] = [];
    for (const i of [a, b, a, b, a]) kode.push((await kirim(i)).statusCode);
    expect(kode.every((k) => k === 422)).toBe(true); // counted although invalid
    const ke6 = await kirim(b);
    expect(ke6.statusCode).toBe(429);
    expect(ke6.headers['retry-after']).toBeDefined();
    expect((await kirim(a)).statusCode).toBe(429);
    // another address, and another route, have their own counters
    expect((await kirim(a, '10.88.0.2')).statusCode).toBe(422);
    expect((await b.req({ method: 'POST', url: '/password/forgot', payload: { email: 'tidak.ada@contoh.id' }, remoteAddress: ip })).statusCode).not.toBe(429);
  });

  it('one atomic upsert per request: parallel requests never lose a count; a window that ended starts over', async () => {
    const db = a.ctx.db;
    const hasil = await Promise.all(Array.from({ length: 40 }, () => hitungLaju(db, 'uji', 'k1', 60_000)));
    expect(hasil.map((h) => h.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await bacaLaju(b.ctx.db, 'uji', 'k1')).current).toBe(40);
    const pendek = await hitungLaju(db, 'uji', 'k2', 200);
    expect(pendek).toMatchObject({ current: 1 });
    expect(pendek.ttl).toBeLessThanOrEqual(200);
    await dalam(5000, async () => (await bacaLaju(db, 'uji', 'k2')).current === 0, 'jendela berakhir');
    expect((await hitungLaju(db, 'uji', 'k2', 200)).current).toBe(1);
  });
});
