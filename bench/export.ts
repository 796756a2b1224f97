/**
 * Streamed Excel export of N innovations, run by bench/run.ts in its own process
 * so its peak memory (process.resourceUsage().maxRSS) is its own.
 *
 * Measures the product's list export, `eksporDaftarInovasiExcel` of
 * apps/api/src/modules/inovasi/export.ts: keyset pages of 500 rows in the list
 * order (waktu desc, id desc), lookups resolved to labels, rich text as text,
 * written row by row with exceljs' streaming WorkbookWriter, the next page read
 * while the current one is written.
 *
 * Usage: tsx bench/export.ts <databaseUrl> <rows> <outFile> [tahun]
 * Prints one JSON line: { rows, ms, bytes, max_rss_mb, query_ms }.
 */
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import { iga2020Inovasi } from '../apps/api/src/db/schema';
import { eksporDaftarInovasiExcel } from '../apps/api/src/modules/inovasi/export';

const [url, nArg, outFile, tahunArg] = process.argv.slice(2);
const N = Number(nArg ?? 10_000);

async function main() {
  // the API's PostgreSQL handle (db/client.ts openDatabase) without loading PGlite, which this process does not use
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  await pool.query('select 1');
  const baseRss = process.memoryUsage().rss;
  const t0 = performance.now();
  const r = await eksporDaftarInovasiExcel(db, outFile!, { batas: N, where: tahunArg ? eq(iga2020Inovasi.tahun, Number(tahunArg)) : undefined });
  const ms = performance.now() - t0;
  await pool.end();
  const ru = process.resourceUsage();
  const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;
  process.stdout.write(
    `${JSON.stringify({ rows: r.rows, ms: Math.round(ms), query_ms: r.query_ms, bytes: fs.statSync(outFile!).size, max_rss_mb: Math.round((ru.maxRSS / 1024) * 10) / 10, rss_before_mb: mb(baseRss) })}\n`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
