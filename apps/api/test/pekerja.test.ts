/**
 * Workers (decision 98): how many, and a real cluster of server.ts on PostgreSQL (TEST_DATABASE_URL) that serves on
 * one port from several processes and stops cleanly on SIGTERM.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createContext } from '../src/app';
import { jumlahWorker, loadConfig } from '../src/config/env';
import { freshDatabaseUrl } from './helpers';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('WORKERS', () => {
  it('defaults to the core count in production and 1 elsewhere; PGlite is always one process, with the reason', () => {
    const pg = 'postgres://u:p@h/db';
    expect(jumlahWorker({ NODE_ENV: 'production', DATABASE_URL: pg }, 8)).toEqual({ n: 8 });
    expect(jumlahWorker({ NODE_ENV: 'development', DATABASE_URL: pg }, 8)).toEqual({ n: 1 });
    expect(jumlahWorker({ NODE_ENV: 'production', DATABASE_URL: pg, WORKERS: 3 }, 8)).toEqual({ n: 3 });
    expect(jumlahWorker({ NODE_ENV: 'development', DATABASE_URL: pg, WORKERS: 2 }, 8)).toEqual({ n: 2 });
    const pglite = jumlahWorker({ NODE_ENV: 'production' }, 8);
    expect(pglite.n).toBe(1);
    expect(pglite.alasan).toMatch(/WORKERS=8 diabaikan: basis data tertanam \(PGlite\) hanya dapat dibuka satu proses/);
    expect(jumlahWorker({ NODE_ENV: 'development', WORKERS: 1 }, 8)).toEqual({ n: 1 });
  });

  it('takes only a whole number from 1 to 256, with an Indonesian message', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: os.tmpdir() } as NodeJS.ProcessEnv;
    expect(loadConfig({ ...base, WORKERS: '4' }).WORKERS).toBe(4);
    expect(loadConfig({ ...base, WORKERS: '' }).WORKERS).toBeUndefined();
    for (const v of ['0', '-1', '1.5', 'dua', '1000']) expect(() => loadConfig({ ...base, WORKERS: v }), v).toThrow(/WORKERS harus bilangan bulat 1 sampai 256/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: WORKERS=2 serves one port from two processes and stops on SIGTERM', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-pekerja-'));
    const db = await freshDatabaseUrl();
    let child: ReturnType<typeof spawn> | null = null;
    try {
      const s = http.createServer();
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
      const port = (s.address() as AddressInfo).port;
      await new Promise((r) => s.close(r));
      const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: '0', DATABASE_URL: db.url!, JWT_SECRET: crypto.randomBytes(32).toString('hex'), WORKERS: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tmp, WEB_DIST: path.join(tmp, 'x') };
      // the database prepared once, as a previous start would have
      const siap = await createContext(loadConfig(env), { databaseUrl: db.url });
      await siap.database.close();
      child = spawn(process.execPath, [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), path.join(REPO, 'apps/api/src/server.ts')], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      let log = '';
      child.stdout!.on('data', (d) => (log += d));
      child.stderr!.on('data', (d) => (log += d));
      const c = child;
      const selesai = new Promise<number | null>((r) => c.on('exit', (code) => r(code)));
      const t0 = Date.now();
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server berhenti: ${log}`);
        if (await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)) break;
        if (Date.now() - t0 > 300_000) throw new Error(`server tidak siap: ${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(log).toMatch(/Berjalan dengan 2 proses pekerja/);
      // tsx runs the server in a child of its own: the primary is the process whose children are the workers
      const anak = (pid: number): number[] => {
        try {
          return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
            .split('\n')
            .map((x) => Number(x.trim()))
            .filter(Boolean);
        } catch {
          return []; // ps answers 1 when the process has no children
        }
      };
      const keturunan = (pid: number): number[] => anak(pid).flatMap((c) => [c, ...keturunan(c)]);
      const semua = keturunan(child.pid!);
      expect(semua.length).toBeGreaterThanOrEqual(3); // primary + 2 workers
      // both workers answer on the one port
      const jawab = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/health`, { headers: { connection: 'close' } }).then((r) => r.status)));
      expect(jawab.every((k) => k === 200)).toBe(true);
      child.kill('SIGTERM');
      const t1 = Date.now();
      const kode = await Promise.race([selesai, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]);
      expect(kode).not.toBe('timeout');
      expect(Date.now() - t1).toBeLessThan(30_000);
      // no worker left behind: each is gone within a few seconds (a busy machine may still be reaping one, and
      // tsx's esbuild helper leaves when its parent's pipe closes)
      const hidup = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      const batas = Date.now() + 10_000;
      while (semua.some(hidup) && Date.now() < batas) await new Promise((r) => setTimeout(r, 100));
      expect(semua.filter(hidup)).toEqual([]);
    } finally {
      // whatever failed, no process of this test is left (tsx, the primary and its workers share one group)
      if (child?.pid)
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      await db.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 420_000);
});
