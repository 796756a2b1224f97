import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, ConfigError } from '../src/config/env';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-dist-'));
beforeAll(async () => {
  t = await buildTestApp();
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SIGAP</title><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // a large asset with its precompressed twin, as the web build writes them
  fs.writeFileSync(path.join(dist, 'assets', 'big.js'), 'console.log("sigap");\n'.repeat(500));
  fs.writeFileSync(path.join(dist, 'assets', 'big.js.br'), zlib.brotliCompressSync(fs.readFileSync(path.join(dist, 'assets', 'big.js'))));
  web = await buildApp(t.ctx, { logger: false, webDist: dist });
});
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('a JSON list is compressed when the client accepts it and reads the same', async () => {
    const token = await t.loginAs('admin');
    const plain = await t.req({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=50', token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=50', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=50', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('a precompressed asset is sent as stored, never compressed twice; a spreadsheet is not compressed', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/big.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString('utf8')).toBe(fs.readFileSync(path.join(dist, 'assets', 'big.js'), 'utf8'));
    const token = await t.loginAs('admin');
    const xlsx = await t.app.inject({ method: 'GET', url: '/inovasi/download-excel', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('serving the web app', () => {
  it('answers page routes with index.html and keeps API 404s as JSON', async () => {
    const page = await web.inject({ method: 'GET', url: '/dashboard/summary', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await web.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    const api = await web.inject({ method: 'GET', url: '/crud/nope/1', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(401);
    const missing = await web.inject({ method: 'GET', url: '/tidak-ada', headers: { accept: 'application/json' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 0, code: 'ROUTE_NOT_FOUND' });
  });

  it('health checks the database', async () => {
    const res = await t.req({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.database).toBe('ok');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.req({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/login', '/crud/{table}', '/media/upload']));
  });
});

describe('configuration', () => {
  it('fails with clear messages on bad values', () => {
    expect(() => loadConfig({ PORT: 'abc', NODE_ENV: 'test' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', NODE_ENV: 'test' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: '1', JWT_SECRET: 'x'.repeat(40) })).toThrow(/demo/i);
  });

  it('turns demo mode off in production and keeps a generated JWT secret', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-cfg-'));
    const prod = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(prod.demo).toBe(false);
    const again = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(again.JWT_SECRET).toBe(prod.JWT_SECRET);
    expect(prod.JWT_SECRET.length).toBeGreaterThanOrEqual(64);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
