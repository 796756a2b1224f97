import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/env';
import { buatCadangan, CadanganError, daftarBerkas, pulihkanCadangan } from '../src/db/cadangan';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PenulisArsip } from '../src/db/arsip';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../src/db/client';
import { buatInovasi } from './factories';
import { buildTestApp, freshDatabaseUrl, multipart, PDF_BYTES, type TestApp } from './helpers';

/**
 * Backup and restore (issue 14 item 8): a round trip through one archive gives back every table's rows, the
 * sequences and the uploaded files; a target holding data is refused unless replaced; a cut-off archive changes
 * nothing; `npm run backup` / `npm run restore` work from the repository root and refuse an embedded database in
 * use. On PGlite by default, on PostgreSQL when TEST_DATABASE_URL is set (the CI's second API run).
 */

const rows = async <T>(db: Database, q: ReturnType<typeof sql>) => ((await db.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Every table's row count and content digest, and every sequence's value. */
async function sidik(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const tables = await rows<{ t: string }>(db, sql`select relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and relkind = 'r' order by 1`);
  for (const { t } of tables) {
    const [r] = await rows<{ n: number; h: string }>(
      db,
      sql`select count(*)::int as n, md5(coalesce(string_agg(j, E'\n' order by j), '')) as h from (select row_to_json(x)::text as j from ${sql.identifier(t)} x) s`,
    );
    out[t] = `${r!.n} ${r!.h}`;
  }
  const seqs = await rows<{ s: string }>(db, sql`select relname as s from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and relkind = 'S' order by 1`);
  for (const { s } of seqs) {
    const [r] = await rows<{ v: string }>(db, sql`select last_value::text || ' ' || is_called::text as v from ${sql.identifier(s)}`);
    out[`sequence ${s}`] = r!.v;
  }
  return out;
}

const isiBerkas = (dir: string) => Object.fromEntries(daftarBerkas(dir).map((f) => [f, fs.readFileSync(path.join(dir, f)).toString('base64')]));

let t: TestApp;
let tmp: string;
let arsip: string;
let asal: Record<string, string>;
const sasaran: { db: Database; uploadDir: string; drop: () => Promise<void> }[] = [];

async function sasaranBaru() {
  const fresh = await freshDatabaseUrl();
  const db = await openDatabase({ url: fresh.url, pgliteDir: 'memory://' });
  const s = { db, uploadDir: fs.mkdtempSync(path.join(tmp, 'uploads-')), drop: fresh.drop, url: fresh.url };
  sasaran.push(s);
  return s;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-cadangan-'));
  t = await buildTestApp();
  const pemda = await t.loginAs('pemda');
  const up = await t.req({ method: 'POST', url: '/media/upload', token: pemda, ...multipart('file', 'bukti.pdf', PDF_BYTES, 'application/pdf') });
  expect(up.statusCode, up.body).toBe(201);
  await buatInovasi(t, pemda); // counters kept by triggers (inovasi_jumlah) must come back as they were, not counted twice
  arsip = path.join(tmp, 'sigap-uji.tar.gz');
  const h = await buatCadangan(t.ctx.database, { uploadDir: t.config.uploadDir, file: arsip });
  expect(h.berkas).toBeGreaterThanOrEqual(2); // the upload and the demo evidence PDF
  expect(h.tabel.iga2020_inovasi).toBeGreaterThan(0);
  asal = await sidik(t.ctx.database);
}, 240_000);

afterAll(async () => {
  for (const s of sasaran) {
    await s.db.close().catch(() => {});
    await s.drop(); // each test database dropped even when a close fails
  }
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('a round trip gives back every table row for row, the sequences and every uploaded file', async () => {
    expect(fs.existsSync(arsip)).toBe(true);
    const s = await sasaranBaru();
    const h = await pulihkanCadangan(s.db, { uploadDir: s.uploadDir, file: arsip });
    expect(h.baris).toBeGreaterThan(1000);
    const pulih = await sidik(s.db);
    expect(Object.keys(pulih).length).toBeGreaterThan(40);
    expect(pulih).toEqual(asal);
    // the manifest's counts are the source's
    for (const [tabel, n] of Object.entries(h.tabel)) expect(asal[tabel]?.split(' ')[0]).toBe(String(n));
    expect(isiBerkas(s.uploadDir)).toEqual(isiBerkas(t.config.uploadDir));
    expect(Object.keys(isiBerkas(s.uploadDir)).length).toBe(h.berkas);
    // the restored database keeps working: keys back, triggers on, the next id follows the restored ones
    const [fk] = await rows<{ n: number }>(s.db, sql`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`);
    const [fkAsal] = await rows<{ n: number }>(t.ctx.database, sql`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`);
    expect(fk!.n).toBe(fkAsal!.n);
    const [faq] = await rows<{ id: number }>(s.db, sql`insert into help_faq (question, answer) values ('Setelah pulih?', 'Ya') returning id`);
    const [maks] = await rows<{ m: number }>(t.ctx.database, sql`select max(id)::int as m from help_faq`);
    expect(faq!.id).toBe(maks!.m + 1);
  }, 240_000);

  it('refuses a target that holds data unless --ganti, which replaces database and files whole', async () => {
    const s = sasaran[0]!; // restored by the test above, with one more FAQ row
    fs.mkdirSync(path.join(s.uploadDir, 'lain'), { recursive: true });
    fs.writeFileSync(path.join(s.uploadDir, 'lain', 'tambahan.pdf'), 'bukan dari cadangan');
    const sebelum = await sidik(s.db);
    await expect(pulihkanCadangan(s.db, { uploadDir: s.uploadDir, file: arsip })).rejects.toThrow(/tidak kosong.*--ganti/);
    expect(await sidik(s.db)).toEqual(sebelum);
    expect(fs.existsSync(path.join(s.uploadDir, 'lain', 'tambahan.pdf'))).toBe(true);

    await pulihkanCadangan(s.db, { uploadDir: s.uploadDir, file: arsip, ganti: true });
    expect(await sidik(s.db)).toEqual(asal); // the extra FAQ row of the first test is gone
    expect(isiBerkas(s.uploadDir)).toEqual(isiBerkas(t.config.uploadDir)); // and the extra file
  }, 240_000);

  it('a cut-off or foreign archive changes nothing', async () => {
    const s = sasaran[0]!;
    const terpotong = path.join(tmp, 'terpotong.tar.gz');
    const b = fs.readFileSync(arsip);
    fs.writeFileSync(terpotong, b.subarray(0, Math.floor(b.length * 0.8)));
    await expect(pulihkanCadangan(s.db, { uploadDir: s.uploadDir, file: terpotong, ganti: true })).rejects.toThrow(/rusak|terpotong|tidak lengkap/);
    expect(await sidik(s.db)).toEqual(asal);
    expect(isiBerkas(s.uploadDir)).toEqual(isiBerkas(t.config.uploadDir));
    expect(fs.readdirSync(path.dirname(s.uploadDir)).filter((f) => f.includes('.pulih-'))).toEqual([]);

    const asing = path.join(tmp, 'asing.tar.gz');
    fs.writeFileSync(asing, 'bukan arsip');
    await expect(pulihkanCadangan(s.db, { uploadDir: s.uploadDir, file: asing, ganti: true })).rejects.toThrow(CadanganError);
    await expect(buatCadangan(t.ctx.database, { uploadDir: t.config.uploadDir, file: arsip })).rejects.toThrow(/sudah ada/);
  }, 240_000);

  it('a backup of an older schema is restored and then migrated; one of an unknown (newer) schema is refused', async () => {
    // a database at every migration but the last, as an older version of the application left it
    const alle = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const lama = path.join(tmp, 'migrasi-lama');
    fs.mkdirSync(path.join(lama, 'meta'), { recursive: true });
    const entries = alle.entries.slice(0, -1);
    fs.writeFileSync(path.join(lama, 'meta', '_journal.json'), JSON.stringify({ ...alle, entries }));
    for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(lama, `${e.tag}.sql`));
    const src = await openDatabase({ pgliteDir: 'memory://' });
    const berkasLama = path.join(tmp, 'lama.tar.gz');
    try {
      await migratePglite(src.db as never, { migrationsFolder: lama });
      await src.db.execute(sql`insert into help_faq (question, answer) values ('Versi lama?', 'Ya')`);
      await buatCadangan(src, { uploadDir: path.join(tmp, 'tidak-ada'), file: berkasLama });
    } finally {
      await src.close();
    }
    const s = await sasaranBaru();
    const h = await pulihkanCadangan(s.db, { uploadDir: s.uploadDir, file: berkasLama });
    expect(h.migrasiBaru).toBe(1);
    const [m] = await rows<{ n: number }>(s.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(m!.n).toBe(alle.entries.length);
    expect(await rows(s.db, sql`select question from help_faq`)).toEqual([{ question: 'Versi lama?' }]);

    const baru = path.join(tmp, 'baru.tar.gz');
    const w = new PenulisArsip(baru);
    await w.entri('cadangan.json', JSON.stringify({ format: 'sigap-cadangan', versi: 1, dibuat: new Date().toISOString(), basis_data: 'pglite', migrasi: [{ hash: 'x', created_at: 1 }] }));
    await w.selesai();
    await expect(pulihkanCadangan(s.db, { uploadDir: s.uploadDir, file: baru, ganti: true })).rejects.toThrow(/tidak dikenal oleh versi aplikasi ini/);
    expect(await rows(s.db, sql`select question from help_faq`)).toEqual([{ question: 'Versi lama?' }]);
  }, 240_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: refuses to restore while another client (the server) is connected', async () => {
    const s = await sasaranBaru();
    const lain = new pg.Client({ connectionString: (s as { url?: string }).url, application_name: 'server-lain' });
    await lain.connect();
    try {
      await expect(pulihkanCadangan(s.db, { uploadDir: s.uploadDir, file: arsip, ganti: true })).rejects.toThrow(/koneksi lain.*server-lain/);
    } finally {
      await lain.end();
    }
  }, 240_000);
});

/** Runs a root npm script as an operator would, from the repository root. */
function npmRun(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env };
    delete childEnv.DATABASE_URL;
    delete childEnv.TEST_DATABASE_URL;
    const p = spawn('npm', ['run', '--silent', ...args], { cwd: REPO_ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

describe('npm run backup / restore (embedded database on disk)', () => {
  it('backs up and restores through the commands, and refuses while the server holds the database', async () => {
    const dataA = path.join(tmp, 'data-a');
    const dataB = path.join(tmp, 'data-b');
    const src = await openDatabase({ pgliteDir: path.join(dataA, 'pglite') });
    await src.migrate();
    await src.db.execute(sql`insert into help_faq (question, answer) values ('Cadangan?', 'Ada')`);
    const sidikA = await sidik(src);
    await src.close();
    fs.mkdirSync(path.join(dataA, 'uploads', '2026', '05'), { recursive: true });
    fs.writeFileSync(path.join(dataA, 'uploads', '2026', '05', 'berkas.pdf'), PDF_BYTES);

    // the server's lock (this process stands for it): refused with the next step
    fs.writeFileSync(path.join(dataA, 'pglite', 'sigap.lock'), String(process.pid));
    const terkunci = await npmRun(['backup'], { DATA_DIR: dataA });
    expect(terkunci.code, terkunci.out).toBe(1);
    expect(terkunci.out).toMatch(/sedang dipakai proses lain \(pid \d+\).*hentikan server dulu/);
    fs.rmSync(path.join(dataA, 'pglite', 'sigap.lock'));

    const keluar = path.join(tmp, 'keluar');
    const b = await npmRun(['backup', '--', `${keluar}/`], { DATA_DIR: dataA });
    expect(b.code, b.out).toBe(0);
    const files = fs.readdirSync(keluar);
    expect(files).toEqual([expect.stringMatching(/^sigap-\d{8}-\d{6}\.tar\.gz$/)]);

    const r = await npmRun(['restore', '--', path.join(keluar, files[0]!)], { DATA_DIR: dataB });
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/dipulihkan/);
    const hasil = await openDatabase({ pgliteDir: path.join(dataB, 'pglite') });
    try {
      expect(await sidik(hasil)).toEqual(sidikA);
    } finally {
      await hasil.close();
    }
    expect(fs.readFileSync(path.join(dataB, 'uploads', '2026', '05', 'berkas.pdf'))).toEqual(PDF_BYTES);
  }, 300_000);
});
