import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, jumlahWorker, loadConfig, type AppConfig } from './config/env';
import { adaSuperadmin, pesanMulai } from './config/mulai';
import { buildApp, createContext } from './app';
import { DatabaseLockedError } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/demo';

const here = path.dirname(fileURLToPath(import.meta.url));
/** A worker that stops on its own is started again, unless workers keep dying this fast (a broken deployment). */
const JEDA_ULANG_MS = 1000;
const BATAS_BERHENTI_MS = 15_000;

/**
 * The API server (decision 98). `WORKERS` > 1 (default in production: the core count): the primary process applies
 * migrations and seeds once, then forks that many workers; each runs its own Fastify on the same port (node:cluster
 * hands connections round robin) with its own connection pool. Shared state is in PostgreSQL (sessions'
 * invalidation, rate limits) and files in the storage (an object store across machines). SIGTERM/SIGINT: every
 * worker stops accepting, finishes its requests and closes its pool; then the primary exits.
 */
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return jalankan(config, { seed: false, pesan: false });
  const { n, alasan } = jumlahWorker(config, os.availableParallelism());
  if (alasan) console.warn(alasan);
  if (n <= 1) return jalankan(config, { seed: true, pesan: true });

  // primary: migrations and seeds once, before any worker opens the database
  const ctx = await createContext(config);
  const lines = pesanMulai({ config, databaseKind: ctx.database.kind, adaSuperadmin: await adaSuperadmin(ctx.db), demoAccounts: DEMO_ACCOUNTS });
  await ctx.database.close();
  console.log([...lines, `Berjalan dengan ${n} proses pekerja (WORKERS).`].join('\n'));

  let berhenti = false;
  const mulai = new Map<number, number>();
  const fork = () => {
    const w = cluster.fork();
    mulai.set(w.id, Date.now());
  };
  cluster.on('exit', (w, code, signal) => {
    const umur = Date.now() - (mulai.get(w.id) ?? 0);
    mulai.delete(w.id);
    if (berhenti) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Proses pekerja ${w.process.pid} berhenti (${signal ?? code}); dijalankan lagi.`);
    setTimeout(fork, umur < JEDA_ULANG_MS ? JEDA_ULANG_MS : 0);
  });
  for (let i = 0; i < n; i++) fork();

  const stop = () => {
    if (berhenti) return;
    berhenti = true;
    const sisa = Object.values(cluster.workers ?? {});
    if (sisa.length === 0) process.exit(0);
    for (const w of sisa) w?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(1);
    }, BATAS_BERHENTI_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** One API process: the only one (`seed`: migrations and seeds here), or a worker of the cluster. */
async function jalankan(config: AppConfig, o: { seed: boolean; pesan: boolean }) {
  const ctx = await createContext(config, { seed: o.seed });
  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.resolve(here, '../../web/dist');
  const app = await buildApp(ctx, { webDist });
  let menutup = false;
  const close = async () => {
    if (menutup) return;
    menutup = true;
    await app.close().catch(() => {});
    await ctx.database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (o.pesan) {
    const lines = pesanMulai({ config, databaseKind: ctx.database.kind, adaSuperadmin: await adaSuperadmin(ctx.db), demoAccounts: DEMO_ACCOUNTS });
    console.log(lines.join('\n'));
  }
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DatabaseLockedError) {
    console.error(e.message);
    process.exit(1);
  }
  console.error(e);
  process.exit(1);
});
