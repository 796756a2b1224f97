import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BATAS_KUNCI_API, can, PESAN_AKSES_API, POLA_KUNCI_API, POLA_RAHASIA_API, ROLES, TOKEN_API_TTL_DETIK, type Role } from '@sigap/domain';
import { buildApp } from '../src/app';
import { aturJamAksesApi } from '../src/lib/token-api';
import { buildTestApp, type TestApp } from './helpers';

/**
 * API access (PLT-13, decision 74): keys and secrets, the exchange, the read-only token limited to the owner's
 * scope, revocation, the per-key rate limit kept in the database, the audit rows.
 */
let t: TestApp;
const tokens = {} as Record<Role, string>;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const tukar = (api_key: string, api_secret: string, remoteAddress = '10.7.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/access/token', payload: { api_key, api_secret }, remoteAddress, headers: { 'user-agent': 'uji-klien/1.0' } });

beforeAll(async () => {
  t = await buildTestApp();
  for (const r of ROLES) tokens[r] = await t.loginAs(r);
  // the demo key of `pemda` is revoked so each test starts from the account's own new key
  await sql(`update api_keys set revoked_at = now() where revoked_at is null`);
});
afterAll(() => t.close());
afterEach(() => aturJamAksesApi(null));

async function buatKunci(token: string, nama = 'Integrasi uji') {
  const r = await t.req({ method: 'POST', url: '/api/access', token, payload: { nama } });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; api_key: string; api_secret: string; status: string };
}

describe('API access: every role x every route', () => {
  it('only admin, pemda and superadmin manage keys; the exchange needs no session', async () => {
    const wrong: string[] = [];
    for (const role of ROLES) {
      const boleh = can(role, 'read', 'api_access');
      expect(boleh).toBe(['admin', 'pemda', 'superadmin'].includes(role));
      const cases = [
        { method: 'GET' as const, url: '/api/access', ok: 200 },
        { method: 'POST' as const, url: '/api/access', payload: {}, ok: 422 },
        { method: 'DELETE' as const, url: '/api/access/999999', ok: 404 },
        { method: 'GET' as const, url: '/api/access/999999/riwayat', ok: 404 },
      ];
      for (const c of cases) {
        const res = await t.req({ method: c.method, url: c.url, token: tokens[role], payload: c.payload });
        const expected = boleh ? c.ok : 403;
        if (res.statusCode !== expected) wrong.push(`${role} ${c.method} ${c.url} -> ${res.statusCode} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
    for (const [method, url] of [['GET', '/api/access'], ['POST', '/api/access'], ['DELETE', '/api/access/1'], ['GET', '/api/access/1/riwayat']] as const) {
      expect((await t.req({ method, url, payload: method === 'POST' ? { nama: 'x' } : undefined })).statusCode, `${method} ${url}`).toBe(401);
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/access/token', payload: { api_key: 'abc' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ api_key: 'Format kunci API tidak valid.', api_secret: 'Wajib diisi.' });
  });
});

describe('keys and secrets', () => {
  it('the secret is answered once, stored as an argon2id hash, never listed; one active key per account', async () => {
    const k = await buatKunci(tokens.admin, '  Dasbor pusat  ');
    expect(k.api_key).toMatch(POLA_KUNCI_API);
    expect(k.api_secret).toMatch(POLA_RAHASIA_API);
    expect(k).toMatchObject({ nama: 'Dasbor pusat', status: 'aktif', last_used_at: null, revoked_at: null, jumlah_tukar: 0 });
    const [row] = await sql<{ secret_hash: string }>(`select secret_hash from api_keys where id = ${k.id}`);
    expect(row!.secret_hash).toMatch(/^\$argon2id\$/);
    expect(row!.secret_hash).not.toContain(k.api_secret.slice(4));
    const list = await t.req({ method: 'GET', url: '/api/access', token: tokens.admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(k.api_secret);
    expect(list.body).not.toContain('secret');
    expect(list.json().data.find((x: { id: number }) => x.id === k.id)).toMatchObject({ api_key: k.api_key, status: 'aktif' });
    expect(list.json().ketentuan).toEqual({ ttl_detik: TOKEN_API_TTL_DETIK, batas_per_menit: BATAS_KUNCI_API, kunci_aktif_maks: 1 });
    // the activity log names the key, never the secret
    const log = await sql<{ data: unknown }>(`select data from activity_log where name = 'Membuat kunci API' order by id desc limit 1`);
    expect(JSON.stringify(log[0]!.data)).toContain(k.api_key);
    expect(JSON.stringify(log[0]!.data)).not.toContain(k.api_secret);

    const dua = await t.req({ method: 'POST', url: '/api/access', token: tokens.admin, payload: { nama: 'Kedua' } });
    expect(dua.statusCode).toBe(409);
    expect(dua.json().message).toBe(PESAN_AKSES_API.sudahAdaKunci);
    const kosong = await t.req({ method: 'POST', url: '/api/access', token: tokens.admin, payload: { nama: '   ' } });
    expect(kosong.statusCode).toBe(422);
    expect(kosong.json().errors).toEqual({ nama: 'Wajib diisi.' });
    // revoked: a new one may be made
    expect((await t.req({ method: 'DELETE', url: `/api/access/${k.id}`, token: tokens.admin })).statusCode).toBe(200);
    const baru = await buatKunci(tokens.admin, 'Pengganti');
    expect(baru.api_key).not.toBe(k.api_key);
  });

  it("another account's key is not found: neither revoked nor its history read", async () => {
    const k = await buatKunci(tokens.superadmin);
    const lain = await t.loginAs('pemda.lain');
    expect((await t.req({ method: 'DELETE', url: `/api/access/${k.id}`, token: lain })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/api/access/${k.id}/riwayat`, token: lain })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: '/api/access', token: lain })).json().data.map((x: { id: number }) => x.id)).not.toContain(k.id);
    const [row] = await sql<{ revoked_at: string | null }>(`select revoked_at from api_keys where id = ${k.id}`);
    expect(row!.revoked_at).toBeNull();
  });
});

describe('exchange, scope, revocation', () => {
  let kunci: { id: number; api_key: string; api_secret: string };
  let akses: string;
  let bandung: number;
  let banyuwangi: number;

  beforeAll(async () => {
    kunci = await buatKunci(tokens.pemda, 'Dasbor Kota Bandung');
    bandung = (await t.req({ method: 'GET', url: '/me', token: tokens.pemda })).json().data.m_daerah_id;
    banyuwangi = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('pemda.lain') })).json().data.m_daerah_id;
  });

  it('a key and its secret give a 15-minute read token; each exchange writes an audit row', async () => {
    const r = await tukar(kunci.api_key, kunci.api_secret);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const d = r.json().data;
    expect(d).toMatchObject({ token_type: 'Bearer', expires_in: TOKEN_API_TTL_DETIK, scope: 'baca' });
    const klaim = t.app.jwt.decode<{ exp: number; iat: number; typ: string; aud: string }>(d.access_token)!;
    expect(klaim.exp - klaim.iat).toBe(15 * 60);
    expect(klaim).toMatchObject({ typ: 'api', aud: 'sigap:api' });
    akses = d.access_token;

    const salah = await tukar(kunci.api_key, `sgs_${'A'.repeat(43)}`);
    expect(salah.statusCode).toBe(401);
    expect(salah.json().message).toBe(PESAN_AKSES_API.kunciSalah);
    const asing = await tukar(`sgk_${'B'.repeat(32)}`, kunci.api_secret);
    expect(asing.statusCode).toBe(401);
    expect(asing.json().message).toBe(PESAN_AKSES_API.kunciSalah);

    const audit = await sql<{ hasil: string; api_key_id: number | null; ip: string; user_agent: string }>(
      `select hasil, api_key_id, ip, user_agent from api_akses_log where api_key in ('${kunci.api_key}', 'sgk_${'B'.repeat(32)}') order by id`,
    );
    expect(audit.map((a) => a.hasil)).toEqual(['berhasil', 'rahasia_salah', 'kunci_tidak_dikenal']);
    expect(audit[0]).toMatchObject({ api_key_id: kunci.id, ip: '10.7.0.1', user_agent: 'uji-klien/1.0' });
    expect(audit[2]!.api_key_id).toBeNull();
    expect(JSON.stringify(audit)).not.toContain(kunci.api_secret);

    const list = (await t.req({ method: 'GET', url: '/api/access', token: tokens.pemda })).json().data.find((x: { id: number }) => x.id === kunci.id);
    expect(list.jumlah_tukar).toBe(1);
    expect(list.last_used_at).not.toBeNull();
    const riwayat = await t.req({ method: 'GET', url: `/api/access/${kunci.id}/riwayat`, token: tokens.pemda });
    expect(riwayat.json()).toMatchObject({ total: 2, data: [{ hasil: 'rahasia_salah', hasil_label: 'Rahasia salah' }, { hasil: 'berhasil' }] });
  });

  it("reads with the owner's scope: its own region's records, not another region's", async () => {
    const me = await t.req({ method: 'GET', url: '/me', token: akses });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.username).toBe('pemda');
    const list = await t.req({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=100', token: akses });
    expect(list.statusCode).toBe(200);
    const regions = new Set(list.json().data.map((r: { profil_id: number }) => r.profil_id));
    expect([...regions]).toEqual([bandung]);
    const [lain] = await sql<{ id: number }>(`select id from iga2020_inovasi where profil_id = ${banyuwangi} limit 1`);
    expect(lain).toBeDefined();
    expect((await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${lain!.id}`, token: akses })).statusCode).toBe(404);
    // the same answer as the owner's own session
    expect((await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${lain!.id}`, token: tokens.pemda })).statusCode).toBe(404);
  });

  it('refuses every write, download-token request and key management, whatever the route', async () => {
    const [mine] = await sql<{ id: number }>(`select id from iga2020_inovasi where profil_id = ${bandung} limit 1`);
    const writes = [
      { method: 'POST' as const, url: '/crud/iga2020_inovasi', payload: { nama: 'x' } },
      { method: 'POST' as const, url: `/crud/iga2020_inovasi/${mine!.id}`, payload: { nama: 'Diubah lewat API' } },
      { method: 'DELETE' as const, url: `/crud/iga2020_inovasi/${mine!.id}` },
      { method: 'POST' as const, url: '/unduh/token', payload: { url: '/me' } },
      { method: 'POST' as const, url: '/api/access', payload: { nama: 'lewat token' } },
      { method: 'DELETE' as const, url: `/api/access/${kunci.id}` },
      { method: 'POST' as const, url: '/result', payload: { jawaban: {} } },
    ];
    for (const w of writes) {
      const r = await t.req({ ...w, token: akses });
      expect(r.statusCode, `${w.method} ${w.url}`).toBe(403);
      expect(r.json().message).toBe(PESAN_AKSES_API.hanyaBaca);
    }
    const kelola = await t.req({ method: 'GET', url: '/api/access', token: akses });
    expect(kelola.statusCode).toBe(403);
    expect(kelola.json().message).toBe(PESAN_AKSES_API.hanyaSesi);
    const [still] = await sql<{ nama: string }>(`select nama from iga2020_inovasi where id = ${mine!.id}`);
    expect(still!.nama).not.toBe('Diubah lewat API');
    // a forged token (signed with the session key) is no API token and no session either
    const palsu = t.app.jwt.sign({ sub: 1, v: 0, k: kunci.id, typ: 'api' }, { expiresIn: 900 });
    expect((await t.req({ method: 'GET', url: '/me', token: palsu })).statusCode).toBe(401);
  });

  it('a role that no longer holds api_access cannot use or exchange its key', async () => {
    const k = await buatKunci(await t.loginAs('pemda.lain'), 'Banyuwangi');
    const tok = (await tukar(k.api_key, k.api_secret)).json().data.access_token as string;
    await sql(`update usr_asn set role = 'asn' where username = 'pemda.lain'`);
    try {
      const r = await t.req({ method: 'GET', url: '/me', token: tok });
      expect(r.statusCode).toBe(403);
      const x = await tukar(k.api_key, k.api_secret);
      expect(x.statusCode).toBe(403);
    } finally {
      await sql(`update usr_asn set role = 'pemda' where username = 'pemda.lain'`);
    }
  });

  it('after revocation the issued token and the key are refused at once', async () => {
    expect((await t.req({ method: 'GET', url: '/me', token: akses })).statusCode).toBe(200);
    const r = await t.req({ method: 'DELETE', url: `/api/access/${kunci.id}`, token: tokens.pemda });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(PESAN_AKSES_API.dicabutOk);
    const pakai = await t.req({ method: 'GET', url: '/me', token: akses });
    expect(pakai.statusCode).toBe(401);
    expect(pakai.json().message).toBe(PESAN_AKSES_API.dicabut);
    const x = await tukar(kunci.api_key, kunci.api_secret);
    expect(x.statusCode).toBe(401);
    expect(x.json().message).toBe(PESAN_AKSES_API.dicabut);
    const [a] = await sql<{ hasil: string }>(`select hasil from api_akses_log where api_key_id = ${kunci.id} order by id desc limit 1`);
    expect(a!.hasil).toBe('dicabut');
    const list = (await t.req({ method: 'GET', url: '/api/access', token: tokens.pemda })).json().data.find((k: { id: number }) => k.id === kunci.id);
    expect(list).toMatchObject({ status: 'dicabut', revoked_at: expect.any(String) });
  });
});

describe('rate limit per key', () => {
  it('counts every exchange and read of a key in the database: two API instances share it; the next window opens again', async () => {
    let now = Date.parse('2026-03-02T03:00:00Z');
    aturJamAksesApi(() => now);
    await sql(`update api_keys set revoked_at = now() where revoked_at is null and usr_asn_id = (select id from usr_asn where username = 'superadmin')`);
    const k = await buatKunci(tokens.superadmin, 'Beban');
    const tok = (await tukar(k.api_key, k.api_secret)).json().data.access_token as string; // 1
    // a second app on the same database: another API process (its own memory, the same rows)
    const app2 = await buildApp(t.ctx, { logger: false, webDist: null });
    await app2.ready();
    try {
      for (let i = 2; i <= BATAS_KUNCI_API; i++) {
        const via = i % 2 ? t.app : app2;
        const r = await via.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${tok}` } });
        expect(r.statusCode, `request ${i}`).toBe(200);
      }
      const lebih = await app2.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${tok}` } });
      expect(lebih.statusCode).toBe(429);
      expect(lebih.json().message).toBe(PESAN_AKSES_API.perlambat(60));
      const x = await tukar(k.api_key, k.api_secret);
      expect(x.statusCode).toBe(429);
      expect(x.headers['retry-after']).toBe('60');
      // another key is not affected
      await sql(`update api_keys set revoked_at = now() where revoked_at is null and usr_asn_id = (select id from usr_asn where username = 'pemda')`);
      const lain = await buatKunci(tokens.pemda, 'Lain');
      expect((await tukar(lain.api_key, lain.api_secret)).statusCode).toBe(200);
      now += 61_000;
      expect((await t.req({ method: 'GET', url: '/me', token: tok })).statusCode).toBe(200);
    } finally {
      await app2.close();
    }
    const [a] = await sql<{ hasil: string }>(`select hasil from api_akses_log where api_key_id = ${k.id} order by id desc limit 1`);
    expect(a!.hasil).toBe('dibatasi');
  });
});
