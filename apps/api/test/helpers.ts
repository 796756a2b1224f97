import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../src/config/env';
import { buildApp, createContext } from '../src/app';
import type { AppContext } from '../src/context';

export const DEMO_PASSWORD = 'Inovasi#2026';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: AppConfig;
  dataDir: string;
  /** Signs in a demo account (username = role name) and returns its token. */
  loginAs(username: string): Promise<string>;
  /** app.inject with an optional bearer token. */
  req(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh database for one test file: PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `sigap_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD, LOG_LEVEL: 'silent', UPLOAD_MAX_MB: '1', ...env });
  const db = await freshDatabaseUrl();
  const ctx = await createContext(config, { databaseUrl: db.url, pgliteDir: 'memory://' });
  const app = await buildApp(ctx, { logger: false, webDist: null });
  await app.ready();
  const tokens = new Map<string, string>();
  const req = (opts: InjectOptions & { token?: string }) => {
    const { token, headers, ...rest } = opts;
    return app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  };
  return {
    app,
    ctx,
    config,
    dataDir,
    req,
    async loginAs(username: string) {
      const cached = tokens.get(username);
      if (cached) return cached;
      const res = await app.inject({ method: 'POST', url: '/login', payload: { username, password: DEMO_PASSWORD }, remoteAddress: `10.9.${tokens.size}.1` });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      const token = res.json().token as string;
      tokens.set(username, token);
      return token;
    },
    async close() {
      await app.close();
      await ctx.database.close();
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small valid PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Builds a multipart/form-data body with one file. */
export function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----sigap${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
