import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipart, PDF_BYTES, type TestApp } from './helpers';

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
    expect((await t.req({ method: 'GET', url: `${url}?access_token=${await t.loginAs('verifikator')}` })).statusCode).toBe(200);
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
