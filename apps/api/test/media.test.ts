import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipart, PDF_BYTES, type TestApp } from './helpers';
import { tautanUnduh } from './unduh';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_MB: '1' });
});
afterAll(() => t.close());

const upload = async (token: string | undefined, name: string, content: Buffer, type?: string) =>
  t.req({ method: 'POST', url: '/media/upload', token, ...multipart('file', name, content, type) });

const countFiles = (dir: string): number =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0) : 0;

describe('uploads', () => {
  it('stores a real PDF under a generated name and returns file_url', async () => {
    const res = await upload(await t.loginAs('pemda'), '../../etc/passwd.pdf', PDF_BYTES, 'application/pdf');
    expect(res.statusCode).toBe(201);
    const { file_url } = res.json();
    expect(file_url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(file_url).not.toContain('passwd');
  });

  it('rejects a renamed .exe as .pdf by its content', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2000, 1)]);
    const before = countFiles(t.config.uploadDir);
    const res = await upload(await t.loginAs('pemda'), 'laporan.pdf', exe, 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/Jenis berkas tidak diizinkan/);
    expect(countFiles(t.config.uploadDir)).toBe(before);
  });

  it('rejects an oversized file with 413 and a clear message', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await upload(await t.loginAs('pemda'), 'besar.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/melebihi batas 1 MB/);
  });

  it('rejects a request without a file, and anonymous uploads', async () => {
    const res = await t.req({ method: 'POST', url: '/media/upload', token: await t.loginAs('pemda'), payload: {} });
    expect(res.statusCode).toBe(400);
    expect((await upload(undefined, 'a.pdf', PDF_BYTES)).statusCode).toBe(401);
  });

  it('serves a file only to someone allowed to read it', async () => {
    const up = await upload(await t.loginAs('pemda'), 'pakta.pdf', PDF_BYTES);
    const url = up.json().file_url as string;
    const own = await t.req({ method: 'GET', url, token: await t.loginAs('pemda') });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await t.req({ method: 'GET', url, token: await t.loginAs('admin') })).statusCode).toBe(200);
    // a plain link (an image, a frame): a download token for this file, never the session token
    expect((await t.req({ method: 'GET', url: await tautanUnduh(t, await t.loginAs('verifikator'), url) })).statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: `${url}?access_token=${await t.loginAs('verifikator')}` })).statusCode).toBe(401);
    // another region, and nobody signed in
    expect((await t.req({ method: 'GET', url, token: await t.loginAs('pemda.lain') })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('does not let a path escape the upload folder', async () => {
    const res = await t.req({ method: 'GET', url: '/media/..%2F..%2Fjwt-secret', token: await t.loginAs('admin') });
    expect(res.statusCode).toBe(404);
    const res2 = await t.req({ method: 'GET', url: '/media/../../package.json', token: await t.loginAs('admin') });
    expect([404]).toContain(res2.statusCode);
  });
});

describe('broken multipart bodies answer 400 with an Indonesian message', () => {
  const mp = (body: Buffer | string, contentType: string) =>
    t.loginAs('pemda').then((token) => t.req({ method: 'POST', url: '/media/upload', token, payload: body, headers: { 'content-type': contentType } }));

  it('a boundary that does not match the header, a truncated body, no boundary at all', async () => {
    const before = countFiles(t.config.uploadDir);
    const good = multipart('file', 'a.pdf', PDF_BYTES, 'application/pdf');
    const cases: [string, Buffer | string, string][] = [
      ['boundary lain', good.payload, 'multipart/form-data; boundary=----bukanBatasYangSama'],
      ['terpotong', good.payload.subarray(0, good.payload.length - 40), good.headers['content-type']],
      ['tanpa boundary', good.payload, 'multipart/form-data'],
      ['kepala rusak', `--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n`, 'multipart/form-data; boundary=x'],
    ];
    for (const [name, body, type] of cases) {
      const res = await mp(body, type);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().status, name).toBe(0);
      expect(res.json().message, name).toMatch(/^Data unggahan \(multipart\/form-data\) rusak atau tidak lengkap/);
      expect(res.json().message, name).not.toMatch(/Unexpected|Boundary not found|Malformed/);
    }
    expect(countFiles(t.config.uploadDir)).toBe(before);
  });
});

describe('contract of the media routes', () => {
  it('refuses a bad `public` flag with 422 and stores nothing', async () => {
    const token = await t.loginAs('admin');
    const before = countFiles(t.config.uploadDir);
    for (const q of ['public=ya', 'public=true', 'public[]=1', 'public=2']) {
      const res = await t.req({ method: 'POST', url: `/media/upload?${q}`, token, ...multipart('file', 'a.pdf', PDF_BYTES, 'application/pdf') });
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors.public, q).toBeDefined();
    }
    expect(countFiles(t.config.uploadDir)).toBe(before);
    // public=1 by an admin: readable without signing in
    const pub = await t.req({ method: 'POST', url: '/media/upload?public=1', token, ...multipart('file', 'umum.pdf', PDF_BYTES, 'application/pdf') });
    expect(pub.statusCode).toBe(201);
    expect(pub.json().data).toMatchObject({ mime: 'application/pdf', size: PDF_BYTES.length, nama: 'umum.pdf' });
    expect((await t.req({ method: 'GET', url: pub.json().file_url })).statusCode).toBe(200);
  });

  it('refuses a junk download address or token with 422, never a 500', async () => {
    const token = await t.loginAs('admin');
    expect((await t.req({ method: 'GET', url: '/media/a%00b', token })).statusCode).toBe(422);
    expect((await t.req({ method: 'GET', url: `/media/${'a'.repeat(600)}`, token })).statusCode).toBe(422);
    expect((await t.req({ method: 'GET', url: '/media/2026/01/x.pdf?unduh[]=a', token })).statusCode).toBe(422);
    expect((await t.req({ method: 'GET', url: '/media/2026/01/tidak-ada.pdf', token })).statusCode).toBe(404);
  });
});
