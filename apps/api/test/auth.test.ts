import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aturJamBatasMasuk } from '../src/modules/auth/batas';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.req({ method: 'POST', url: '/login', payload: { username, password }, remoteAddress: ip });

/** The demo outbox, after the queue has sent what waits (tests do not poll: the mail is a `kirim_surel` job). */
async function readOutbox(): Promise<string[]> {
  await t.app.antrian.proses();
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

  it('rate-limits repeated failures of a username (more in batas-masuk.test.ts)', async () => {
    // the limiter's clock stands still: the delay after the last allowed failure cannot run out mid-test
    const now = Date.now();
    aturJamBatasMasuk(() => now);
    try {
      const codes: number[] = [];
      for (let i = 0; i < 12; i++) codes.push((await login('belum.terdaftar', 'salah-terus1', `10.0.0.${90 + i}`)).statusCode);
      expect(codes).toEqual([...Array(10).fill(401), 429, 429]);
      const last = await login('belum.terdaftar', 'salah-terus1', '10.0.0.99');
      expect(last.json().message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ detik\.$/);
      expect(last.headers['retry-after']).toBe('1');
    } finally {
      aturJamBatasMasuk(null);
    }
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

  it('a token verified once is kept only until its expiry, and a changed signature is verified anew', async () => {
    const acc = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('viewer') })).json().data;
    const token = t.app.jwt.sign({ sub: acc.id, v: 0 }, { expiresIn: 60 });
    expect((await t.req({ method: 'GET', url: '/me', token })).statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: '/me', token })).statusCode).toBe(200);
    const [kepala, isi, tanda] = token.split('.');
    const lain = `${kepala}.${isi}.${tanda!.slice(0, -2)}${tanda!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.req({ method: 'GET', url: '/me', token: lain })).statusCode).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      const res = await t.req({ method: 'GET', url: '/me', token });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    } finally {
      vi.useRealTimers();
    }
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
    const before = (await readOutbox()).length;
    const res = await t.req({ method: 'POST', url: '/password/forgot', payload: { email: 'asn@demo.sigap.local' } });
    expect(res.statusCode).toBe(200);
    const mails = await readOutbox();
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
    const before = (await readOutbox()).length;
    const res = await t.req({ method: 'POST', url: '/password/forgot', payload: { email: 'tidak-ada@contoh.go.id' } });
    expect(res.statusCode).toBe(200);
    expect((await readOutbox()).length).toBe(before);
  });

  it('refuses an expired token', async () => {
    await t.req({ method: 'POST', url: '/password/forgot', payload: { email: 'kecamatan@demo.sigap.local' } });
    const token = resetToken((await readOutbox()).at(-1)!);
    await t.ctx.db.execute(`update password_reset set expires_at = now() - interval '1 minute' where used_at is null` as never);
    const res = await t.req({ method: 'POST', url: '/password/reset', payload: { token, password: 'BaruSekali2026', password_confirmation: 'BaruSekali2026' } });
    expect(res.statusCode).toBe(400);
  });

  /** Asks for a reset link of `username` (from its own address) and returns the token of the mail sent. */
  const mintaTautan = async (username: string, alamat: string) => {
    const before = (await readOutbox()).length;
    const res = await t.req({ method: 'POST', url: '/password/forgot', payload: { email: `${username}@demo.sigap.local` }, remoteAddress: alamat });
    expect(res.statusCode).toBe(200);
    const mails = await readOutbox();
    expect(mails.length).toBe(before + 1);
    return resetToken(mails.at(-1)!)!;
  };
  const aturUlang = (token: string, password: string, alamat: string) =>
    t.req({ method: 'POST', url: '/password/reset', payload: { token, password, password_confirmation: password }, remoteAddress: alamat });

  it('an older unused link stops working once a newer one is issued', async () => {
    const lama = await mintaTautan('dinas', '10.0.3.1');
    const baru = await mintaTautan('dinas', '10.0.3.1');
    const tolak = await aturUlang(lama, 'TautanLama2026', '10.0.3.2');
    expect(tolak.statusCode).toBe(400);
    expect(tolak.json().code).toBe('TOKEN_INVALID');
    expect((await login('dinas', 'TautanLama2026', '10.0.3.3')).statusCode).toBe(401);
    expect((await aturUlang(baru, 'TautanBaru2026', '10.0.3.2')).statusCode).toBe(200);
    expect((await login('dinas', 'TautanBaru2026', '10.0.3.4')).statusCode).toBe(200);
  });

  it('every link stops working once the password is changed (/password/change or by an admin)', async () => {
    const tautan = await mintaTautan('upt', '10.0.4.1');
    const token = (await login('upt', DEMO_PASSWORD, '10.0.4.2')).json().token as string;
    const ubah = await t.req({ method: 'POST', url: '/password/change', token, payload: { password_lama: DEMO_PASSWORD, password: 'GantiSendiri2026', password_confirmation: 'GantiSendiri2026' } });
    expect(ubah.statusCode, ubah.body).toBe(200);
    const tolak = await aturUlang(tautan, 'PakaiTautan2026', '10.0.4.3');
    expect(tolak.statusCode).toBe(400);
    expect(tolak.json().code).toBe('TOKEN_INVALID');
    expect((await login('upt', 'GantiSendiri2026', '10.0.4.4')).statusCode).toBe(200);

    // a password set by an account administrator ends the links too
    const tautanDua = await mintaTautan('developer', '10.0.4.5');
    const dev = (await t.req({ method: 'GET', url: '/crud/usr_asn?search=developer&per_page=100', token: await t.loginAs('superadmin') })).json().data.find((r: { username: string }) => r.username === 'developer');
    const simpan = await t.req({ method: 'POST', url: `/crud/usr_asn/${dev.id}`, token: await t.loginAs('superadmin'), payload: { password: 'DariAdmin2026' } });
    expect(simpan.statusCode, simpan.body).toBe(200);
    expect((await aturUlang(tautanDua, 'PakaiTautan2026', '10.0.4.6')).statusCode).toBe(400);
    expect((await login('developer', 'DariAdmin2026', '10.0.4.7')).statusCode).toBe(200);
  });
});

// ------------------------------------------------------------------ contracts and the account policy

type Akun = { id: number; username: string; role: string; is_active: number; area: number; opd_perangkat_id: number | null; aksi: string[] };
let ipSeq = 0;
/** A fresh client address per call: the sign-in and registration rate limits never get in the way. */
const ip = () => `10.0.${100 + Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;

async function akun(username: string, token?: string): Promise<Akun> {
  const rows = (await t.req({ method: 'GET', url: `/crud/usr_asn?search=${encodeURIComponent(username)}&per_page=100`, token: token ?? (await t.loginAs('superadmin')) })).json().data as Akun[];
  const row = rows.find((r) => r.username === username);
  if (!row) throw new Error(`akun ${username} tidak ada`);
  return row;
}
const jumlahAkun = async () => (await t.req({ method: 'GET', url: '/crud/usr_asn?per_page=1', token: await t.loginAs('superadmin') })).json().total as number;
const buatAkun = async (token: string, values: Record<string, unknown>) => {
  const res = await t.req({ method: 'POST', url: '/crud/usr_asn', token, payload: { password: 'Rahasia123', nama_lengkap: 'Akun Uji', email: 'uji@contoh.go.id', ...values } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Akun;
};
const aktifkan = async (id: number | string, token: string, payload?: unknown) =>
  t.req({ method: 'POST', url: `/account/${id}/activate`, token, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('POST /account/:id/activate (account policy)', () => {
  it('takes only 0/1 (or "0"/"1") for is_active; anything else answers 422 and changes nothing', async () => {
    const admin = await t.loginAs('admin');
    const acc = await buatAkun(admin, { username: 'uji.aktivasi', role: 'pusat', is_active: 0 });
    expect(acc.is_active).toBe(0);
    for (const payload of [{ is_active: false }, { is_active: 'false' }, { is_active: true }, { is_active: 2 }, { is_active: 'ya' }, { is_active: null }, { is_active: { toString: 1 } }, { aktif: 1 }, [1]]) {
      const res = await aktifkan(acc.id, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().status).toBe(0);
      expect((await akun('uji.aktivasi')).is_active, JSON.stringify(payload)).toBe(0);
    }
    expect((await aktifkan(acc.id, admin, { is_active: false })).json().errors.is_active).toBe('Status aktif harus 0 atau 1.');
    // junk ids in the path
    for (const id of ['0x2', '1%20OR%201=1', '2e0', '002', '-1', '0', '99999999999']) {
      const res = await aktifkan(id, admin, {});
      expect(res.statusCode, id).toBe(422);
      expect(res.json().errors.id, id).toBeDefined();
    }
    expect((await aktifkan(999999, admin)).statusCode).toBe(404);
    const deep = await t.req({ method: 'POST', url: `/account/${acc.id}/activate`, token: admin, payload: `{"is_active":${'['.repeat(5000)}${']'.repeat(5000)}}`, headers: { 'content-type': 'application/json' } });
    expect(deep.statusCode).toBe(422);
    expect((await akun('uji.aktivasi')).is_active).toBe(0);

    expect((await aktifkan(acc.id, admin, { is_active: '1' })).json().data).toEqual({ id: acc.id, username: 'uji.aktivasi', is_active: 1 });
    expect((await aktifkan(acc.id, admin, { is_active: '0' })).json().data.is_active).toBe(0);
    expect((await aktifkan(acc.id, admin, { is_active: 1 })).json().data.is_active).toBe(1);
    expect((await aktifkan(acc.id, admin, { is_active: 0 })).json().data.is_active).toBe(0);
    // no body, or an empty one: activates
    expect((await aktifkan(acc.id, admin, {})).json().data.is_active).toBe(1);
    const again = await aktifkan(acc.id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Akun ini sudah aktif.');
    await aktifkan(acc.id, admin, { is_active: 0 });
    expect((await aktifkan(acc.id, admin, { is_active: 0 })).json().message).toBe('Akun ini sudah nonaktif.');
  });

  it('nobody deactivates their own account; only a superadmin acts on a superadmin account', async () => {
    const admin = await t.loginAs('admin');
    const superadmin = await t.loginAs('superadmin');
    const self = await aktifkan((await akun('admin')).id, admin, { is_active: 0 });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri.');
    expect((await aktifkan((await akun('superadmin')).id, superadmin, { is_active: 0 })).statusCode).toBe(409);
    expect((await t.req({ method: 'GET', url: '/me', token: admin })).statusCode).toBe(200);

    const sa = await akun('superadmin');
    const onSuper = await aktifkan(sa.id, admin, { is_active: 0 });
    expect(onSuper.statusCode).toBe(403);
    expect(onSuper.json().message).toBe('Akun superadmin hanya dapat dikelola oleh superadmin.');
    expect((await akun('superadmin')).is_active).toBe(1);

    // a second superadmin: a superadmin may deactivate it, an admin may not
    const sa2 = await buatAkun(superadmin, { username: 'superadmin.dua', role: 'superadmin' });
    expect((await aktifkan(sa2.id, admin, { is_active: 0 })).statusCode).toBe(403);
    expect((await aktifkan(sa2.id, superadmin, { is_active: 0 })).statusCode).toBe(200);
    // an admin manages other admins' accounts (a role it may assign)
    const admin2 = await buatAkun(superadmin, { username: 'admin.dua', role: 'admin' });
    expect((await aktifkan(admin2.id, admin, { is_active: 0 })).statusCode).toBe(200);
    // an admin may not assign viewer or developer roles, so it does not (de)activate those accounts either
    const viewer = await t.req({ method: 'POST', url: `/account/${(await akun('viewer')).id}/activate`, token: admin, payload: { is_active: 0 } });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toBe('Anda tidak dapat mengelola akun dengan peran ini.');
    expect((await akun('viewer')).is_active).toBe(1);
    // roles without the right to activate never reach the command
    expect((await aktifkan(admin2.id, await t.loginAs('pemda'), {})).statusCode).toBe(403);
    expect((await aktifkan(admin2.id, await t.loginAs('admin.diklat'), {})).statusCode).toBe(403);
  });

  it('the same policy gives each account row its actions and guards deletes', async () => {
    const admin = await t.loginAs('admin');
    expect((await akun('superadmin', admin)).aksi).toEqual([]);
    expect((await akun('admin', admin)).aksi).toEqual(['ubah']);
    expect((await akun('pusat', admin)).aksi).toEqual(['ubah', 'nonaktifkan', 'hapus']);
    // roles an admin may not assign (viewer, developer) are not an admin's to manage
    expect((await akun('viewer', admin)).aksi).toEqual([]);
    expect((await akun('uji.aktivasi', admin)).aksi).toEqual(['ubah', 'aktifkan', 'hapus']);
    // a pemda manages its OPD and UPT accounts but does not activate (matrix: admins only)
    const pemdaRows = (await t.req({ method: 'GET', url: '/crud/usr_asn?per_page=100', token: await t.loginAs('pemda') })).json().data as Akun[];
    expect(pemdaRows.length).toBeGreaterThan(0);
    for (const r of pemdaRows) expect(r.aksi, r.username).toEqual(['ubah', 'hapus']);

    const sa = await akun('superadmin');
    const del = await t.req({ method: 'DELETE', url: `/crud/usr_asn/${sa.id}`, token: admin, payload: {} });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('Akun superadmin hanya dapat dikelola oleh superadmin.');
    const own = await t.req({ method: 'DELETE', url: `/crud/usr_asn/${(await akun('admin')).id}`, token: admin, payload: {} });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Anda tidak dapat menghapus akun Anda sendiri.');
    expect((await akun('superadmin')).id).toBe(sa.id);
    // an admin may not edit a superadmin account either (a field message: the form stays, the session too)
    const edit = await t.req({ method: 'POST', url: `/crud/usr_asn/${sa.id}`, token: admin, payload: { nama_lengkap: 'Diubah Admin' } });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.role).toBe('Akun superadmin hanya dapat dikelola oleh superadmin.');
  });
});

describe('one password and username policy', () => {
  it('registration, reset, change and account writes refuse the same weak passwords', async () => {
    const base = { username: 'uji.sandi', password_confirmation: '', nama_lengkap: 'Uji Sandi', email: 'sandi@contoh.go.id', m_daerah_id: 1 };
    for (const [password, pesan] of [
      ['abcdefgh', 'Kata sandi harus memuat angka.'],
      ['12345678', 'Kata sandi harus memuat huruf.'],
      ['abc1', 'Kata sandi minimal 8 karakter.'],
      [`a1${'x'.repeat(130)}`, 'Kata sandi maksimal 128 karakter.'],
    ]) {
      const reg = await t.req({ method: 'POST', url: '/register', payload: { ...base, password, password_confirmation: password }, remoteAddress: ip() });
      expect(reg.statusCode, password).toBe(422);
      expect(reg.json().errors.password).toBe(pesan);
      const crud = await t.req({ method: 'POST', url: '/crud/usr_asn', token: await t.loginAs('admin'), payload: { username: 'uji.sandi', role: 'pusat', nama_lengkap: 'X', email: 'x@contoh.go.id', password } });
      expect(crud.statusCode, password).toBe(422);
      expect(crud.json().errors.password).toMatch(/Kata sandi/i);
      const reset = await t.req({ method: 'POST', url: '/password/reset', payload: { token: 'x'.repeat(40), password, password_confirmation: password }, remoteAddress: ip() });
      expect(reset.statusCode).toBe(422);
      expect(reset.json().errors.password).toBe(pesan);
    }
    const token = await t.loginAs('viewer');
    const change = await t.req({ method: 'POST', url: '/password/change', token, payload: { password_lama: DEMO_PASSWORD, password: 'abcdefghij', password_confirmation: 'abcdefghij' } });
    expect(change.statusCode).toBe(422);
    expect(change.json().errors.password).toBe('Kata sandi harus memuat angka.');
    expect((await login('viewer', DEMO_PASSWORD, ip())).statusCode).toBe(200);
  });

  it('usernames: letters, digits, dot, underscore and hyphen, 3 to 60 characters', async () => {
    const admin = await t.loginAs('admin');
    for (const username of ['nama spasi', 'ab', 'nama<script>', 'x'.repeat(61)]) {
      const reg = await t.req({ method: 'POST', url: '/register', payload: { username, password: 'Rahasia123', password_confirmation: 'Rahasia123', nama_lengkap: 'X', email: 'x@contoh.go.id', m_daerah_id: 1 }, remoteAddress: ip() });
      expect(reg.statusCode, username).toBe(422);
      expect(reg.json().errors.username, username).toMatch(/Nama pengguna/);
      const crud = await t.req({ method: 'POST', url: '/crud/usr_asn', token: admin, payload: { username, password: 'Rahasia123', role: 'pusat', nama_lengkap: 'X', email: 'x@contoh.go.id' } });
      expect(crud.statusCode, username).toBe(422);
      expect(crud.json().errors.username, username).toBeDefined();
    }
  });
});

describe('account fields that do not apply to the role are cleared', () => {
  it('area only for verifiers and QC, OPD for OPD and UPT accounts', async () => {
    const admin = await t.loginAs('admin');
    const v = await buatAkun(admin, { username: 'uji.verifikator', role: 'verifikator', area: 1 });
    expect(v.area).toBe(1);
    const moved = await t.req({ method: 'POST', url: `/crud/usr_asn/${v.id}`, token: admin, payload: { role: 'pusat' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.area).toBe(0);

    const opdDemo = await akun('opd');
    const me = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('opd') })).json().data;
    const o = await buatAkun(admin, { username: 'uji.opd', role: 'opd', m_daerah_id: me.m_daerah_id, opd_perangkat_id: opdDemo.opd_perangkat_id });
    expect(o.opd_perangkat_id).toBe(opdDemo.opd_perangkat_id);
    const asn = await t.req({ method: 'POST', url: `/crud/usr_asn/${o.id}`, token: admin, payload: { role: 'asn' } });
    expect(asn.statusCode, asn.body).toBe(200);
    expect(asn.json().data.opd_perangkat_id).toBeNull();
  });
});

describe('bad bodies of the auth routes answer 422 and write nothing', () => {
  it('objects where strings belong, deeply nested arrays, wrong types', async () => {
    const before = await jumlahAkun();
    const reg = await t.req({
      method: 'POST',
      url: '/register',
      payload: { username: { toString: 1 }, password: ['Rahasia123'], password_confirmation: 'Rahasia123', nama_lengkap: { a: 1 }, email: 5, m_daerah_id: '1 OR 1=1', role: ['pemda'] },
      remoteAddress: ip(),
    });
    expect(reg.statusCode).toBe(422);
    expect(Object.keys(reg.json().errors).sort()).toEqual(['email', 'm_daerah_id', 'nama_lengkap', 'password', 'role', 'username']);
    expect(reg.json().errors.m_daerah_id).toBe('Daerah wajib dipilih.');
    expect(reg.json().errors.username).toBe('Nama pengguna harus berupa teks.');
    const deep = `{"username":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`;
    for (const url of ['/login', '/register', '/password/forgot', '/password/reset']) {
      const res = await t.req({ method: 'POST', url, payload: deep, headers: { 'content-type': 'application/json' }, remoteAddress: ip() });
      expect(res.statusCode, url).toBe(422);
      const arr = await t.req({ method: 'POST', url, payload: [1, 2], remoteAddress: ip() });
      expect(arr.statusCode, url).toBe(422);
      const none = await t.req({ method: 'POST', url, remoteAddress: ip() });
      expect(none.statusCode, url).toBe(422);
    }
    expect(await jumlahAkun()).toBe(before);

    const missing = await t.req({ method: 'POST', url: '/register', remoteAddress: ip() });
    expect(missing.json().errors).toMatchObject({ username: 'Nama pengguna wajib diisi.', password: 'Kata sandi wajib diisi.', m_daerah_id: 'Daerah wajib dipilih.' });
    expect((await t.req({ method: 'POST', url: '/password/forgot', payload: { email: ['asn@demo.sigap.local'] }, remoteAddress: ip() })).statusCode).toBe(422);
    const login2 = await t.req({ method: 'POST', url: '/login', payload: { username: { toString: 1 }, password: DEMO_PASSWORD }, remoteAddress: ip() });
    expect(login2.statusCode).toBe(422);
    expect(login2.json().errors.username).toBe('Nama pengguna harus berupa teks.');

    const token = await t.loginAs('kabkota');
    for (const payload of [{ password_lama: DEMO_PASSWORD, password: 12345678, password_confirmation: 12345678 }, { password_lama: [DEMO_PASSWORD], password: 'BaruSekali2026', password_confirmation: 'BaruSekali2026' }, 'teks']) {
      const res = await t.req({ method: 'POST', url: '/password/change', token, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await t.req({ method: 'GET', url: '/me', token })).statusCode).toBe(200);
    expect((await login('kabkota', DEMO_PASSWORD, ip())).statusCode).toBe(200);
  });
});
