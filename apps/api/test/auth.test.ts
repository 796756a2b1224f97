import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.req({ method: 'POST', url: '/login', payload: { username, password }, remoteAddress: ip });

function readOutbox(): string[] {
  const dir = t.config.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** The reset link of the newest message (quoted-printable soft breaks removed). */
const resetToken = (eml: string) => /token=([A-Za-z0-9_-]+)/.exec(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];

describe('sign-in', () => {
  it('signs in with the demo password and returns token and user', async () => {
    const res = await login('pemda', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(typeof body.token).toBe('string');
    expect(body.user.role).toBe('pemda');
    expect(body.user.daerah.nama).toBe('Kota Bandung');
    expect(body.user.iga_status).toBe(1);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const a = await login('pemda', 'salah-sekali1', '10.0.0.2');
    const b = await login('tidak.ada', 'salah-sekali1', '10.0.0.2');
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json()).toEqual(b.json());
    expect(a.json().message).toBe('Nama pengguna atau kata sandi salah.');
  });

  it('rejects a missing field with a per-field Indonesian message', async () => {
    const res = await t.req({ method: 'POST', url: '/login', payload: { username: 'pemda' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toMatch(/wajib diisi/);
  });

  it('rate-limits repeated failures', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await login('admin', 'salah-terus1', '10.0.0.99')).statusCode);
    expect(codes).toContain(429);
    const last = await login('admin', 'salah-terus1', '10.0.0.99');
    expect(last.json().message).toMatch(/Terlalu banyak/);
  });

  it('GET /me returns role, region, flags and allowed years', async () => {
    const token = await t.loginAs('opd');
    const res = await t.req({ method: 'GET', url: '/me', token });
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me.role).toBe('opd');
    expect(me.m_daerah_id).toBeTypeOf('number');
    expect(me.profil_id).toBe(me.m_daerah_id);
    expect(me.opd_perangkat_id).toBeTypeOf('number');
    for (const f of ['iga_status', 'kirim_inovasi', 'lomba_status', 'lomba_edit_indikator', 'lomba_kirim_inovasi', 'data_tahun_all']) expect(me).toHaveProperty(f);
    expect(me.allowed_years).toEqual([2023, 2024, 2025, 2026]);
    const admin = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('admin') })).json().data;
    expect(admin.allowed_years).toBeNull();
    expect(admin.daerah_ids).toBeNull();
  });

  it('refuses a missing, malformed or expired token with 401', async () => {
    expect((await t.req({ method: 'GET', url: '/me' })).statusCode).toBe(401);
    expect((await t.req({ method: 'GET', url: '/me', token: 'abc.def.ghi' })).statusCode).toBe(401);
    const acc = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('viewer') })).json().data;
    const expired = t.app.jwt.sign({ sub: acc.id, v: 0 }, { expiresIn: -10 });
    const res = await t.req({ method: 'GET', url: '/me', token: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('register and activate', () => {
  it('creates an inactive account that can sign in only after an admin activates it', async () => {
    const daerah = (await t.req({ method: 'GET', url: '/crud/m_daerah/lookup?search=Kota%20Bogor', token: await t.loginAs('admin') })).json().data[0];
    const reg = await t.req({
      method: 'POST',
      url: '/register',
      payload: { username: 'operator.bogor', password: 'Rahasia123', password_confirmation: 'Rahasia123', nama_lengkap: 'Operator Bogor', email: 'op@bogor.go.id', m_daerah_id: daerah.id },
    });
    expect(reg.statusCode).toBe(201);
    const id = reg.json().data.id;
    const before = await login('operator.bogor', 'Rahasia123', '10.0.1.1');
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('ACCOUNT_INACTIVE');
    // a pemda may not activate accounts
    expect((await t.req({ method: 'POST', url: `/account/${id}/activate`, token: await t.loginAs('pemda') })).statusCode).toBe(403);
    const act = await t.req({ method: 'POST', url: `/account/${id}/activate`, token: await t.loginAs('admin') });
    expect(act.statusCode).toBe(200);
    const after = await login('operator.bogor', 'Rahasia123', '10.0.1.2');
    expect(after.statusCode).toBe(200);
    expect(after.json().user.role).toBe('pemda');
  });

  it('refuses a taken username, a weak password and a privileged role', async () => {
    const res = await t.req({
      method: 'POST',
      url: '/register',
      payload: { username: 'pemda', password: 'pendek', password_confirmation: 'lain', nama_lengkap: '', email: 'bukan-email', m_daerah_id: 1, role: 'superadmin' },
    });
    expect(res.statusCode).toBe(422);
    const e = res.json().errors;
    expect(Object.keys(e)).toEqual(expect.arrayContaining(['password', 'nama_lengkap', 'email', 'role']));
    const dup = await t.req({
      method: 'POST',
      url: '/register',
      payload: { username: 'PEMDA', password: 'Rahasia123', password_confirmation: 'Rahasia123', nama_lengkap: 'X', email: 'x@y.go.id', m_daerah_id: 1 },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.username).toBeDefined();
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link; the new password works and old tokens are revoked', async () => {
    const oldToken = (await login('asn', DEMO_PASSWORD, '10.0.2.1')).json().token;
    expect((await t.req({ method: 'GET', url: '/me', token: oldToken })).statusCode).toBe(200);
    const before = readOutbox().length;
    const res = await t.req({ method: 'POST', url: '/password/forgot', payload: { email: 'asn@demo.sigap.local' } });
    expect(res.statusCode).toBe(200);
    const mails = readOutbox();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toMatch(/To: asn@demo\.sigap\.local/);
    const token = resetToken(mails.at(-1)!);
    expect(token).toBeTruthy();

    const bad = await t.req({ method: 'POST', url: '/password/reset', payload: { token, password: 'BaruSekali2026', password_confirmation: 'beda' } });
    expect(bad.statusCode).toBe(422);

    const ok = await t.req({ method: 'POST', url: '/password/reset', payload: { token, password: 'BaruSekali2026', password_confirmation: 'BaruSekali2026' } });
    expect(ok.statusCode).toBe(200);
    const again = await t.req({ method: 'POST', url: '/password/reset', payload: { token, password: 'LagiLagi2026', password_confirmation: 'LagiLagi2026' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');

    expect((await t.req({ method: 'GET', url: '/me', token: oldToken })).statusCode).toBe(401);
    expect((await login('asn', DEMO_PASSWORD, '10.0.2.2')).statusCode).toBe(401);
    expect((await login('asn', 'BaruSekali2026', '10.0.2.3')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = readOutbox().length;
    const res = await t.req({ method: 'POST', url: '/password/forgot', payload: { email: 'tidak-ada@contoh.go.id' } });
    expect(res.statusCode).toBe(200);
    expect(readOutbox().length).toBe(before);
  });

  it('refuses an expired token', async () => {
    await t.req({ method: 'POST', url: '/password/forgot', payload: { email: 'kecamatan@demo.sigap.local' } });
    const token = resetToken(readOutbox().at(-1)!);
    await t.ctx.db.execute(`update password_reset set expires_at = now() - interval '1 minute' where used_at is null` as never);
    const res = await t.req({ method: 'POST', url: '/password/reset', payload: { token, password: 'BaruSekali2026', password_confirmation: 'BaruSekali2026' } });
    expect(res.statusCode).toBe(400);
  });
});
