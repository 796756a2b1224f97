/**
 * Two API processes behind a round-robin proxy (issue 21 item 4): two child processes of server.ts on two ports,
 * one PostgreSQL database, one object store (s3rver, STORAGE=s3), and a tiny HTTP proxy here that sends each
 * request to the next process. Sign-in, revocation, rate limits, uploads and downloads behave as with one
 * process, and a reminder run by both processes at once goes out once. Runs with the PostgreSQL suite (TEST_DATABASE_URL, .ci/run); PGlite belongs to one process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../src/app';
import { loadConfig } from '../src/config/env';
import { hashPassword } from '../src/lib/password';
import { DEMO_PASSWORD, freshDatabaseUrl, multipart } from './helpers';
import { mulaiS3, type S3Uji } from './s3-uji';

const PG = Boolean(process.env.TEST_DATABASE_URL);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TSX = path.join(REPO, 'node_modules/tsx/dist/cli.mjs');
const SERVER = path.join(REPO, 'apps/api/src/server.ts');

interface Proses {
  url: string;
  child: ChildProcess;
  log: string[];
}

let s3: S3Uji;
let db: { url?: string; drop: () => Promise<void> };
let tmp: string;
const proses: Proses[] = [];
let proxy: http.Server;
let proxyUrl = '';
/** Which process answered each proxied request (the proxy's own header). */
const dilayani: number[] = [];

async function portBebas(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/** Polls `f` until true or `ms` have passed; answers how long it took, or throws with `apa`. */
async function dalam(ms: number, f: () => Promise<boolean>, apa: string): Promise<number> {
  const t0 = performance.now();
  for (;;) {
    if (await f().catch(() => false)) return performance.now() - t0;
    if (performance.now() - t0 > ms) throw new Error(`${apa}: tidak terjadi dalam ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function mulaiProses(i: number, env: Record<string, string>): Promise<Proses> {
  const port = await portBebas();
  const child = spawn(process.execPath, [TSX, SERVER], {
    cwd: REPO,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(tmp, `data-${i}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: afterAll can end tsx and the server together
  });
  const log: string[] = [];
  child.stdout!.on('data', (d) => log.push(String(d)));
  child.stderr!.on('data', (d) => log.push(String(d)));
  const p = { url: `http://127.0.0.1:${port}`, child, log };
  await dalam(
    120_000,
    async () => {
      if (child.exitCode !== null) throw new Error(`proses ${i} berhenti: ${log.join('')}`);
      return (await fetch(`${p.url}/health`)).ok;
    },
    `proses ${i} siap`,
  ).catch((e) => {
    throw new Error(`${(e as Error).message}\n${log.join('')}`);
  });
  return p;
}

/** The round-robin proxy: each request to the next process; the client's address in X-Forwarded-For. */
function mulaiProxy(): Promise<string> {
  let ke = 0;
  proxy = http.createServer((req, res) => {
    const n = ke++ % proses.length;
    const hulu = new URL(proses[n]!.url);
    const up = http.request(
      { host: hulu.hostname, port: hulu.port, method: req.method, path: req.url, headers: { ...req.headers, host: hulu.host, 'x-forwarded-for': String(req.headers['x-klien'] ?? '192.0.2.10') } },
      (r) => {
        dilayani.push(n);
        res.writeHead(r.statusCode ?? 502, { ...r.headers, 'x-hulu': String(n) });
        r.pipe(res);
      },
    );
    up.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(up);
  });
  return new Promise((r) => proxy.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
}

async function panggil(base: string, p: string, o: { method?: string; token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${p}`, { method: o.method ?? 'GET', headers, body: o.json !== undefined ? JSON.stringify(o.json) : o.body });
  return { status: res.status, hulu: res.headers.get('x-hulu'), headers: res.headers, buf: Buffer.from(await res.arrayBuffer()) };
}
const json = (r: { buf: Buffer }) => JSON.parse(r.buf.toString('utf8'));

/** The accounts the tests sign in with (username = role), password DEMO_PASSWORD, in a regency. */
async function buatAkun(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const sandi = await hashPassword(DEMO_PASSWORD);
    const { rows } = await c.query<{ id: number }>(`select id from m_daerah where parent_id is not null order by id limit 1`);
    for (const role of ['pusat', 'viewer', 'pemda', 'admin'])
      await c.query(`insert into usr_asn (username, password, role, nama_lengkap, m_daerah_id, email) values ($1, $2, $1, $3, $4, $5)`, [
        role,
        sandi,
        `Uji ${role}`,
        role === 'pemda' ? rows[0]!.id : null,
        role === 'pemda' ? 'pemda@uji.go.id' : null,
      ]);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!PG) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-dua-'));
  s3 = await mulaiS3();
  db = await freshDatabaseUrl();
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // no demo data (its seed takes most of a start): the accounts are made below
    DEMO: '0',
    DATABASE_URL: db.url!,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    TRUST_PROXY: 'loopback',
    WORKERS: '1',
    WEB_DIST: path.join(tmp, 'tanpa-web'),
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
  };
  // migrations and master data once, as a deployment's first start (or the cluster's primary) does; then both
  // processes start at the same time and find them done
  const siap = await createContext(loadConfig({ ...env, DATA_DIR: path.join(tmp, 'siap') }), { databaseUrl: db.url });
  await siap.database.close();
  await buatAkun(db.url!);
  proses.push(...(await Promise.all([mulaiProses(0, env), mulaiProses(1, env)])));
  proxyUrl = await mulaiProxy();
}, 240_000);

afterAll(async () => {
  if (!PG) return;
  await new Promise((r) => (proxy ? proxy.close(r) : r(null)));
  await Promise.all(
    proses.map(
      (p) =>
        new Promise<void>((r) => {
          if (p.child.exitCode !== null) return r();
          p.child.once('exit', () => r());
          p.child.kill('SIGTERM');
          setTimeout(() => {
            try {
              process.kill(-p.child.pid!, 'SIGKILL');
            } catch {
              /* already gone */
            }
          }, 10_000).unref();
        }),
    ),
  );
  await db?.drop().catch(() => {});
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!PG)('two API processes behind a round-robin proxy', () => {
  it('a sign-in on one process is a session on the other', async () => {
    const login = await panggil(proxyUrl, '/login', { method: 'POST', json: { username: 'pusat', password: DEMO_PASSWORD } });
    expect(login.status, login.buf.toString()).toBe(200);
    const token = json(login).token as string;
    const hulu = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const r = await panggil(proxyUrl, '/me', { token });
      expect(r.status).toBe(200);
      expect(json(r).data.username).toBe('pusat');
      hulu.add(r.hulu!);
    }
    expect([...hulu].sort()).toEqual(['0', '1']);
  });

  it('a revocation through one process is refused by the other within a second', async () => {
    const lama = json(await panggil(proses[0]!.url, '/login', { method: 'POST', json: { username: 'viewer', password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.20' } })).token as string;
    expect((await panggil(proses[1]!.url, '/me', { token: lama })).status).toBe(200); // cached by the other
    const ubah = await panggil(proses[0]!.url, '/password/change', { method: 'POST', token: lama, json: { password_lama: DEMO_PASSWORD, password: 'Sandi#Baru2026', password_confirmation: 'Sandi#Baru2026' } });
    expect(ubah.status, ubah.buf.toString()).toBe(200);
    const ms = await dalam(1000, async () => (await panggil(proses[1]!.url, '/me', { token: lama })).status === 401, 'token lama ditolak proses lain');
    expect(ms).toBeLessThan(1000);
    const baru = json(ubah).token as string;
    for (let i = 0; i < 2; i++) expect((await panggil(proxyUrl, '/me', { token: baru })).status).toBe(200);
  });

  it('a rate limit counts the requests of both processes', async () => {
    const kode: number[] = [];
    const hulu: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await panggil(proxyUrl, '/register', { method: 'POST', json: {}, headers: { 'x-klien': '198.51.100.7' } });
      kode.push(r.status);
      hulu.push(r.hulu!);
    }
    // 5 a minute per address: each process saw only 3, the sixth is refused
    expect(new Set(hulu.slice(0, 5)).size).toBe(2);
    expect(kode).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await panggil(proxyUrl, '/register', { method: 'POST', json: {}, headers: { 'x-klien': '198.51.100.8' } })).status).toBe(422);
  });

  it('a file uploaded through one process is downloaded byte-identical through the other', async () => {
    const login = await panggil(proses[0]!.url, '/login', { method: 'POST', json: { username: 'pemda', password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.30' } });
    expect(login.status, login.buf.toString()).toBe(200);
    const token = json(login).token as string;
    const isi = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(2 * 1024 * 1024 - 16), Buffer.from('\n%%EOF\n')]);
    const mp = multipart('file', 'laporan.pdf', isi, 'application/pdf');
    const up = await panggil(proses[0]!.url, '/media/upload', { method: 'POST', token, body: mp.payload, headers: mp.headers });
    expect(up.status, up.buf.toString()).toBe(201);
    const url = json(up).file_url as string;
    const down = await panggil(proses[1]!.url, url, { token });
    expect(down.status).toBe(200);
    expect(down.headers.get('content-type')).toBe('application/pdf');
    expect(down.buf.length).toBe(isi.length);
    expect(down.buf.equals(isi)).toBe(true);
    // the file is in the object store, not on either process's disk
    expect(fs.existsSync(path.join(tmp, 'data-0', 'uploads', url.replace(/^\/media\//, '')))).toBe(false);
    // and through the proxy, whichever process answers
    for (let i = 0; i < 2; i++) expect((await panggil(proxyUrl, url, { token })).buf.equals(isi)).toBe(true);
  });

  it('a resumable upload begun on one process is continued and finished on the other (tus, nothing on either disk)', async () => {
    const login = await panggil(proses[0]!.url, '/login', { method: 'POST', json: { username: 'pemda', password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.31' } });
    expect(login.status, login.buf.toString()).toBe(200);
    const token = json(login).token as string;
    const TUS = { 'tus-resumable': '1.0.0' };
    const isi = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(1_500_000)]);
    const buat = await panggil(proses[0]!.url, '/media/tus', { method: 'POST', token, headers: { ...TUS, 'upload-length': String(isi.length), 'upload-metadata': `filename ${Buffer.from('bukti.pdf').toString('base64')}` } });
    expect(buat.status, buat.buf.toString()).toBe(201);
    const loc = buat.headers.get('location')!;
    const patch = (i: number, offset: number, bytes: Buffer) =>
      panggil(proses[i]!.url, loc, { method: 'PATCH', token, body: bytes, headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' } });
    expect((await patch(0, 0, isi.subarray(0, 524_288))).status).toBe(204);
    // the other process knows the offset, and of two chunks sent to both at the same offset one is taken
    const head = await panggil(proses[1]!.url, loc, { method: 'HEAD', token, headers: TUS });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('524288');
    const dua = await Promise.all([patch(0, 524_288, isi.subarray(524_288, 1_048_576)), patch(1, 524_288, isi.subarray(524_288, 1_048_576))]);
    expect(dua.map((r) => r.status).sort()).toEqual([204, 409]);
    const akhir = await patch(1, 1_048_576, isi.subarray(1_048_576));
    expect(akhir.status, akhir.buf.toString()).toBe(204);
    const url = akhir.headers.get('upload-file-url')!;
    expect(url).toMatch(/^\/media\/.+\.pdf$/);
    for (let i = 0; i < 2; i++) expect((await panggil(proxyUrl, url, { token })).buf.equals(isi)).toBe(true);
    // the answer is known to the process that began it too (a client that lost the last answer asks again)
    const hasil = await panggil(proses[0]!.url, `${loc}/hasil`, { token });
    expect(json(hasil).data).toMatchObject({ file_url: url, size: isi.length });
    for (const i of [0, 1]) expect(fs.existsSync(path.join(tmp, `data-${i}`, 'uploads', 'sebagian'))).toBe(false);
  });

  it('a reminder run by both processes at once goes out once: one e-mail, one notice, one log row', async () => {
    const login = await panggil(proses[0]!.url, '/login', { method: 'POST', json: { username: 'admin', password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': '192.0.2.40' } });
    expect(login.status, login.buf.toString()).toBe(200);
    const token = json(login).token as string;
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      // the close in 7 days (WIB), a reminder day; the region of the pemda account has nothing filled: at risk
      const { rows: hari } = await c.query<{ d: string }>(`select to_char((now() at time zone 'Asia/Jakarta')::date + 7, 'YYYY-MM-DD') as d`);
      const selesai = hari[0]!.d;
      const { rows: akun } = await c.query<{ id: number }>(`select id from usr_asn where username = 'pemda'`);
      const pemdaId = akun[0]!.id;
      // the settings written through each process, so each one's settings cache is renewed at once
      const { rows: set } = await c.query<{ id: number; name: string }>(`select id, name from app_settings where name in ('periode_selesai', 'pengingat_hari')`);
      for (const p of proses)
        for (const s of set) {
          const r = await panggil(p.url, `/crud/app_settings/${s.id}`, { method: 'POST', token, json: { setting_value: s.name === 'periode_selesai' ? selesai : '14,7,3,1' } });
          expect(r.status, r.buf.toString()).toBe(200);
        }

      const [a, b] = await Promise.all(proses.map((p) => panggil(p.url, '/pengingat/proses', { method: 'POST', token })));
      expect(a!.status, a!.buf.toString()).toBe(200);
      expect(b!.status, b!.buf.toString()).toBe(200);
      expect(json(a!).data.titik).toBe(7);
      expect(json(b!).data.titik).toBe(7);
      // both processes may have done part of the work; together every job ran once
      const { rows: log } = await c.query(`select usr_asn_id, status from pengingat_log where periode_selesai = $1`, [selesai]);
      expect(log).toEqual([{ usr_asn_id: pemdaId, status: 'terkirim' }]);
      const { rows: n } = await c.query(`select jenis from notifikasi where usr_asn_id = $1 and jenis = 'pengingat'`, [pemdaId]);
      expect(n).toHaveLength(1);
      // the e-mails of both processes' outboxes (no SMTP in tests): one to the account
      const surel = [0, 1].flatMap((i) => {
        const dir = path.join(tmp, `data-${i}`, 'outbox');
        return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
      });
      expect(surel.filter((m) => m.includes('pemda@uji.go.id'))).toHaveLength(1);

      // run again through both: nothing more
      await Promise.all(proses.map((p) => panggil(p.url, '/pengingat/proses', { method: 'POST', token })));
      expect((await c.query(`select 1 from pengingat_log where periode_selesai = $1`, [selesai])).rows).toHaveLength(1);
    } finally {
      await c.end();
    }
  });
});
