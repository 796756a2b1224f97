import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { mDaerah, usrAsn } from '../src/db/schema';
import { DISEMBUNYIKAN, REDACT_PATHS, sembunyikanRahasiaUrl } from '../src/lib/log';
import { alamatKanonik, tandaiUnduh, UNDUH_TTL_MS } from '../src/lib/unduh-token';
import { buildTestApp, multipart, PDF_BYTES, type TestApp } from './helpers';
import { tautanUnduh } from './unduh';

/** Issue 14 item 8: download links carry a short-lived token for one file, never the session; no token in the log. */

let t: TestApp;
let pemda: string;
let bandung: number;
let fileA: string;
let fileB: string;

const upload = async (token: string, name: string) => {
  const r = await t.req({ method: 'POST', url: '/media/upload', token, ...multipart('file', name, PDF_BYTES, 'application/pdf') });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().file_url as string;
};
const minta = (token: string | undefined, url: unknown) => t.req({ method: 'POST', url: '/unduh/token', token, payload: { url } });
const tokenDari = (tautan: string) => decodeURIComponent(new URL(tautan, 'http://x').searchParams.get('unduh')!);
const akun = async (username: string) => (await t.ctx.db.select().from(usrAsn).where(eq(usrAsn.username, username)))[0]!;
/** A plain link: no Authorization header, as the browser opens it. */
const buka = (url: string) => t.req({ method: 'GET', url });

beforeAll(async () => {
  t = await buildTestApp();
  pemda = await t.loginAs('pemda');
  bandung = (await t.ctx.db.select({ id: mDaerah.id }).from(mDaerah).where(eq(mDaerah.kode, '32.73')))[0]!.id;
  fileA = await upload(pemda, 'a.pdf');
  fileB = await upload(pemda, 'b.pdf');
});
afterAll(() => t.close());

describe('POST /unduh/token', () => {
  it('answers a token for one file address, valid five minutes', async () => {
    const before = Date.now();
    const r = await minta(pemda, fileA);
    expect(r.statusCode, r.body).toBe(200);
    const { token, kedaluwarsa } = r.json().data as { token: string; kedaluwarsa: string };
    expect(token.split('.')).toHaveLength(3);
    expect(token).not.toBe(pemda);
    const sampai = Date.parse(kedaluwarsa);
    expect(sampai).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + UNDUH_TTL_MS);
    expect(sampai).toBeLessThanOrEqual(Date.now() + UNDUH_TTL_MS);
  });

  it('needs a session and refuses addresses that are not a file of this site', async () => {
    expect((await minta(undefined, fileA)).statusCode).toBe(401);
    for (const url of ['/crud/iga2020_inovasi', '/me', 'https://contoh.go.id/a.pdf', '//contoh.go.id/media/a.pdf', 'media/a.pdf', '', 5, null]) {
      const r = await minta(pemda, url);
      expect(r.statusCode, String(url)).toBe(422);
      expect(r.json().errors.url, String(url)).toBeTruthy();
    }
    const extra = await t.req({ method: 'POST', url: '/unduh/token', token: pemda, payload: { url: fileA, sub: 1 } });
    expect(extra.statusCode).toBe(422);
  });
});

describe('a download token opens exactly its file', () => {
  it('opens its file without the header, and no other file or address', async () => {
    const a = await tautanUnduh(t, pemda, fileA);
    const ok = await buka(a);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.rawPayload.equals(PDF_BYTES)).toBe(true);
    // again within its lifetime (a PDF viewer asks several times)
    expect((await buka(a)).statusCode).toBe(200);
    // file A's token on file B
    const lain = await buka(`${fileB}?unduh=${encodeURIComponent(tokenDari(a))}`);
    expect(lain.statusCode).toBe(403);
    expect(lain.json().message).toMatch(/berkas lain/);
    // the same file with another query is another address
    expect((await buka(`${fileA}?x=1&unduh=${encodeURIComponent(tokenDari(a))}`)).statusCode).toBe(403);
  });

  it('binds the query too: the token of an export with filters opens only that export', async () => {
    const url = `/profil/download-excel/${bandung}?tahun=2026`;
    const tautan = await tautanUnduh(t, pemda, url);
    const ok = await buka(tautan);
    expect(ok.statusCode, ok.body.slice(0, 200)).toBe(200);
    expect(ok.headers['content-type']).toContain('spreadsheetml');
    expect((await buka(`/profil/download-excel/${bandung}?tahun=2025&unduh=${encodeURIComponent(tokenDari(tautan))}`)).statusCode).toBe(403);
    expect((await buka(`/profil/download-pdf/${bandung}?tahun=2026&unduh=${encodeURIComponent(tokenDari(tautan))}`)).statusCode).toBe(403);
    // the place of `unduh` among the parameters does not matter
    expect((await buka(`/profil/download-excel/${bandung}?unduh=${encodeURIComponent(tokenDari(tautan))}&tahun=2026`)).statusCode).toBe(200);
  });

  it("signs in as the token's account: permission and scope are checked as with the header", async () => {
    // another region's token for Bandung's file and profile
    const lain = await t.loginAs('pemda.lain');
    expect((await buka(await tautanUnduh(t, lain, fileA))).statusCode).toBe(404);
    expect((await buka(await tautanUnduh(t, lain, `/profil/download-pdf/${bandung}`))).statusCode).toBe(404);
    // a role that may not read profiles
    expect((await buka(await tautanUnduh(t, await t.loginAs('admin.diklat'), `/profil/download-pdf/${bandung}`))).statusCode).toBe(403);
    // the handler never sees the parameter: the list export with filters still answers its file
    const daftar = await buka(await tautanUnduh(t, pemda, '/inovasi/download-excel?search=zzz-tidak-ada'));
    expect(daftar.statusCode, daftar.body.slice(0, 200)).toBe(200);
  });

  it('expires after five minutes with a clear message', async () => {
    const acc = await akun('pemda');
    const masih = tandaiUnduh(t.app, acc, fileA, { iatMs: Date.now() - UNDUH_TTL_MS + 60_000 });
    expect((await buka(`${fileA}?unduh=${masih.token}`)).statusCode).toBe(200);
    const lewat = tandaiUnduh(t.app, acc, fileA, { iatMs: Date.now() - UNDUH_TTL_MS - 1000 });
    const r = await buka(`${fileA}?unduh=${lewat.token}`);
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/kedaluwarsa/);
  });

  it('ends with the session: a new token version (new password, sign out everywhere) refuses it', async () => {
    const token = await t.loginAs('upt');
    const url = await upload(token, 'upt.pdf');
    const tautan = await tautanUnduh(t, token, url);
    expect((await buka(tautan)).statusCode).toBe(200);
    await t.ctx.db.update(usrAsn).set({ token_version: sql`${usrAsn.token_version} + 1` }).where(eq(usrAsn.username, 'upt'));
    // a change made outside the API reaches the session cache through its notification (PostgreSQL: LISTEN on its
    // own connection, within a second); wait until every notification committed so far has been handled
    await t.app.cacheSesi.pendengar.sinkron();
    expect((await buka(tautan)).statusCode).toBe(401);
  });
});

describe('a session token is never a download token, nor the other way round', () => {
  it('refuses the session JWT in ?unduh= and ?access_token=', async () => {
    for (const url of [fileA, `/profil/download-pdf/${bandung}`, `/inovasi/download-excel`]) {
      const unduh = await buka(`${url}${url.includes('?') ? '&' : '?'}unduh=${encodeURIComponent(pemda)}`);
      expect(unduh.statusCode, url).toBe(401);
      expect(unduh.json().message, url).toMatch(/Tautan unduhan tidak sah/);
      expect((await buka(`${url}?access_token=${encodeURIComponent(pemda)}`)).statusCode, url).toBe(401);
    }
    // a forged token
    expect((await buka(`${fileA}?unduh=abc.def.ghi`)).statusCode).toBe(401);
  });

  it('refuses a download token as a Bearer session', async () => {
    const token = tokenDari(await tautanUnduh(t, pemda, fileA));
    expect((await t.req({ method: 'GET', url: '/me', token })).statusCode).toBe(401);
    expect((await t.req({ method: 'GET', url: fileA, token })).statusCode).toBe(401);
    expect((await t.req({ method: 'POST', url: '/unduh/token', token, payload: { url: fileA } })).statusCode).toBe(401);
  });

  it('accepts ?unduh= only on file answers', async () => {
    // a JSON route: the parameter is not a way in
    const token = tokenDari(await tautanUnduh(t, pemda, fileA));
    expect((await buka(`/me?unduh=${encodeURIComponent(token)}`)).statusCode).toBe(401);
  });
});

describe('no token or password in the log', () => {
  it('hides the secrets of a URL and keeps the rest', () => {
    expect(sembunyikanRahasiaUrl('/media/a.pdf?unduh=abc.def')).toBe(`/media/a.pdf?unduh=${DISEMBUNYIKAN}`);
    expect(sembunyikanRahasiaUrl('/x?tahun=2026&access_token=e.y.j&search=a%20b#f')).toBe(`/x?tahun=2026&access_token=${DISEMBUNYIKAN}&search=a%20b#f`);
    expect(sembunyikanRahasiaUrl('/reset?token=123&password=rahasia&sandi=x&token[]=y')).toBe(`/reset?token=${DISEMBUNYIKAN}&password=${DISEMBUNYIKAN}&sandi=${DISEMBUNYIKAN}&token[]=${DISEMBUNYIKAN}`);
    expect(sembunyikanRahasiaUrl('/crud/iga2020_inovasi?page=1')).toBe('/crud/iga2020_inovasi?page=1');
    expect(REDACT_PATHS).toEqual(expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie', 'body.password']));
    // the canonical address ignores where `unduh` stands and drops it
    expect(alamatKanonik('/a?x=1&unduh=t&y=2')).toBe(alamatKanonik('/a?unduh=u&x=1&y=2'));
  });

  it('a download, a sign-in and a logged header leave no secret in the log lines', async () => {
    const lines: string[] = [];
    const logged = await buildApp(t.ctx, { logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } }, webDist: null });
    try {
      await logged.ready();
      const tautan = await tautanUnduh(t, pemda, fileA);
      const token = tokenDari(tautan);
      expect((await logged.inject({ method: 'GET', url: tautan })).statusCode).toBe(200);
      expect((await logged.inject({ method: 'GET', url: `${fileA}?access_token=${encodeURIComponent(pemda)}` })).statusCode).toBe(401);
      const password = 'Salah#Sandi-8472';
      await logged.inject({ method: 'POST', url: '/login', payload: { username: 'pemda', password }, remoteAddress: '10.77.0.1' });
      expect((await logged.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${pemda}`, cookie: 'sesi=rahasia-kue' } })).statusCode).toBe(200);
      // a handler that logs a request's headers and body
      logged.log.info({ req: { headers: { authorization: `Bearer ${pemda}`, cookie: 'sesi=rahasia-kue' } }, body: { username: 'pemda', password } }, 'uji');
      logged.log.info({ headers: { authorization: `Bearer ${pemda}`, cookie: 'sesi=rahasia-kue' }, data: { password_baru: password, sandi: password } }, 'uji 2');
      const log = lines.join('');
      expect(log).toContain(`unduh=${DISEMBUNYIKAN}`);
      expect(log).toContain(`access_token=${DISEMBUNYIKAN}`);
      expect(log).toContain('"url":"/media/');
      expect(log).toContain('uji 2');
      for (const rahasia of [token, encodeURIComponent(token), pemda, password, 'rahasia-kue']) expect(log).not.toContain(rahasia);
    } finally {
      await logged.close();
    }
  });
});
