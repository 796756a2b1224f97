import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, ConfigError, REPO_ROOT } from '../src/config/env';
import { adaSuperadmin, pesanMulai } from '../src/config/mulai';
import { openDatabase } from '../src/db/client';
import { usrAsn } from '../src/db/schema';
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

  it('GET / answers 200 to every client: index.html when the web app is built, else where to go', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html']) {
      const headers = accept ? { accept } : {};
      const page = await web.inject({ method: 'GET', url: '/', headers });
      expect(page.statusCode, accept).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
      const bare = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(bare.statusCode, accept).toBe(200);
      expect(bare.json()).toEqual({ status: 1, data: { name: expect.any(String), docs: '/docs', health: '/health' } });
    }
    expect((await web.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/?cek=1' })).statusCode).toBe(200);
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

describe('operations', () => {
  const apiDir = path.join(REPO_ROOT, 'apps/api');

  it('a relative DATA_DIR is the same folder from the repository root and from apps/api', () => {
    expect(fs.existsSync(path.join(REPO_ROOT, 'package.json'))).toBe(true);
    const cfg = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'data' });
    expect(cfg.pgliteDir).toBe(path.join(REPO_ROOT, 'data', 'pglite'));
    expect(cfg.uploadDir).toBe(path.join(REPO_ROOT, 'data', 'uploads'));
    expect(loadConfig({ NODE_ENV: 'test' }).pgliteDir).toBe(path.join(REPO_ROOT, 'data', 'pglite'));
    const abs = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-abs-'));
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: abs }).pgliteDir).toBe(path.join(abs, 'pglite'));
    fs.rmSync(abs, { recursive: true, force: true });
  });

  it('npm run admin:create (run from apps/api) writes the superadmin where the server reads it', async () => {
    const rel = `.tmp/uji-admin-${process.pid}-${Date.now()}`;
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: rel, ADMIN_PASSWORD: 'RahasiaSekali2026' };
    delete env.DATABASE_URL;
    delete env.DEMO;
    try {
      const tsx = path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs');
      const out = await promisify(execFile)(process.execPath, [tsx, 'src/db/cli.ts', 'create-admin', 'admin.pertama', 'admin@contoh.go.id'], { cwd: apiDir, env, timeout: 300_000 });
      expect(out.stdout).toMatch(/Superadmin admin\.pertama dibuat/);
      expect(fs.existsSync(path.join(apiDir, rel))).toBe(false);
      // the server (started from the repository root) opens this folder
      const cfg = loadConfig({ NODE_ENV: 'production', DATA_DIR: rel });
      const database = await openDatabase({ pgliteDir: cfg.pgliteDir });
      try {
        const rows = await database.db.select({ username: usrAsn.username, role: usrAsn.role }).from(usrAsn);
        expect(rows).toEqual([{ username: 'admin.pertama', role: 'superadmin' }]);
        expect(await adaSuperadmin(database.db)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(path.join(REPO_ROOT, rel), { recursive: true, force: true });
      fs.rmSync(path.join(apiDir, rel), { recursive: true, force: true });
    }
  }, 360_000);

  it('apps/api/data is git-ignored as a safety net', () => {
    const ignore = fs.readFileSync(path.join(REPO_ROOT, '.gitignore'), 'utf8').split(/\r?\n/);
    expect(ignore).toContain('/apps/api/data/');
  });

  it('the start message names the embedded database in production and the next step without a superadmin', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-mulai-'));
    try {
      const prod = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
      const lines = pesanMulai({ config: prod, databaseKind: 'pglite', adaSuperadmin: false });
      const db = lines.filter((l) => l.includes('DATABASE_URL'));
      expect(db).toHaveLength(1);
      expect(db[0]).toContain(prod.pgliteDir);
      expect(db[0]).toMatch(/DATABASE_URL=postgres:\/\//);
      expect(lines.filter((l) => l.includes('npm run admin:create -- NAMA EMAIL'))).toHaveLength(1);
      // with PostgreSQL and a superadmin: no advice
      const ok = pesanMulai({ config: prod, databaseKind: 'postgres', adaSuperadmin: true });
      expect(ok.join('\n')).not.toMatch(/admin:create|DATABASE_URL=/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // the check itself: the demo has an active superadmin; with every superadmin inactive there is none
    expect(await adaSuperadmin(t.ctx.db)).toBe(true);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await tx.update(usrAsn).set({ is_active: 0 }).where(eq(usrAsn.role, 'superadmin'));
        expect(await adaSuperadmin(tx)).toBe(false);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await adaSuperadmin(t.ctx.db)).toBe(true);
  });
});
