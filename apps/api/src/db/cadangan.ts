/**
 * Backup and restore (`npm run backup`, `npm run restore -- FILE`): one tar.gz holding a logical dump of the
 * database, read through the driver (no pg_dump needed; the same format for PGlite and PostgreSQL, so a PGlite
 * backup restores into PostgreSQL and back), and the uploaded files.
 *
 * Archive entries, in order:
 *   cadangan.json              format, time, database kind, the migrations applied (the schema's version)
 *   db/<table>/<n>.json        the table's rows as a JSON array (`row_to_json`), in parts of a few MB
 *   sequences.json             every sequence's value
 *   uploads/<key>              the uploaded files
 *   manifest.json              row count of every table, size and SHA-256 of every file (checked on restore)
 *
 * The dump reads one snapshot (REPEATABLE READ, read only), so a PostgreSQL server may keep running. Restore runs
 * in one transaction: it empties the target schema, creates the schema of the backup's migrations, loads the rows
 * with foreign keys and user triggers set aside (no superuser needed; counters are restored, not recounted),
 * checks every count against the manifest, puts keys and triggers back, applies the migrations the backup did not
 * have yet, and commits; the upload folder is swapped in only then. A failure changes nothing.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { bacaArsip, PenulisArsip, type EntriArsip } from './arsip';
import { MIGRATIONS_DIR, type Database, type DbOrTx } from './client';

export const FORMAT_CADANGAN = 'sigap-cadangan';
const VERSI_FORMAT = 1;
/** Rows of one table are written in parts of about this size. */
const UKURAN_POTONGAN = 4 * 1024 * 1024;
const BARIS_PER_FETCH = 1000;

/** A refusal or a problem the operator can act on (printed without a stack trace). */
export class CadanganError extends Error {}

interface Migrasi {
  hash: string;
  created_at: number;
}

interface Kepala {
  format: string;
  versi: number;
  dibuat: string;
  basis_data: Database['kind'];
  migrasi: Migrasi[];
}

interface InfoBerkas {
  nama: string;
  ukuran: number;
  sha256: string;
}

interface Manifest {
  tabel: Record<string, number>;
  berkas: InfoBerkas[];
}

interface NilaiSequence {
  nama: string;
  nilai: string;
  is_called: boolean;
}

export interface HasilCadangan {
  file: string;
  tabel: Record<string, number>;
  baris: number;
  berkas: number;
  ukuran: number;
}

export interface HasilPulih {
  dibuat: string;
  asal: Database['kind'];
  tabel: Record<string, number>;
  baris: number;
  berkas: number;
  /** Migrations newer than the backup, applied after loading it. */
  migrasiBaru: number;
}

async function q<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ident = (schema: string, name: string) => sql`${sql.identifier(schema)}.${sql.identifier(name)}`;

/** `YYYYMMDD-HHMMSS` in local time. */
export function capWaktu(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/** Files under `dir`, relative with `/`, sorted; a storage write's temporary file (`*.tmp-PID`) is not a file yet. */
export function daftarBerkas(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else if (e.isFile() && !/\.tmp-\d+$/.test(e.name)) out.push(r);
    }
  };
  walk('');
  return out.sort();
}

async function migrasiTerpasang(db: DbOrTx): Promise<Migrasi[] | null> {
  const [ada] = await q<{ r: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as r`);
  if (!ada?.r) return null;
  const rows = await q<{ hash: string; created_at: string }>(db, sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`);
  return rows.map((r) => ({ hash: r.hash, created_at: Number(r.created_at) }));
}

async function tabelPublik(db: DbOrTx): Promise<string[]> {
  const rows = await q<{ nama: string }>(
    db,
    sql`select c.relname as nama from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((r) => r.nama);
}

/** Writes a backup of `database` and of the files under `uploadDir` to `file` (which must not exist yet). */
export async function buatCadangan(database: Database, o: { uploadDir: string; file: string }): Promise<HasilCadangan> {
  const file = path.resolve(o.file);
  if (fs.existsSync(file)) throw new CadanganError(`Berkas ${file} sudah ada; pilih nama lain.`);
  const migrasi = await migrasiTerpasang(database.db);
  if (!migrasi?.length) throw new CadanganError('Basis data belum berisi skema SIGAP (belum dimigrasi): tidak ada yang dicadangkan.');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  const w = new PenulisArsip(tmp);
  try {
    const kepala: Kepala = { format: FORMAT_CADANGAN, versi: VERSI_FORMAT, dibuat: new Date().toISOString(), basis_data: database.kind, migrasi };
    await w.entri('cadangan.json', JSON.stringify(kepala, null, 1));
    const manifest: Manifest = { tabel: {}, berkas: [] };
    await database.db.transaction(
      async (tx) => {
        for (const tabel of await tabelPublik(tx)) {
          let n = 0;
          let bagian = 0;
          let baris: string[] = [];
          let ukuran = 0;
          const tulis = async () => {
            bagian++;
            await w.entri(`db/${tabel}/${String(bagian).padStart(5, '0')}.json`, `[${baris.join(',\n')}]`);
            baris = [];
            ukuran = 0;
          };
          await tx.execute(sql`declare sigap_cadangan no scroll cursor for select row_to_json(t)::text as j from ${ident('public', tabel)} t`);
          for (;;) {
            const rows = await q<{ j: string }>(tx, sql.raw(`fetch ${BARIS_PER_FETCH} from sigap_cadangan`));
            for (const r of rows) {
              baris.push(r.j);
              ukuran += r.j.length;
              if (ukuran >= UKURAN_POTONGAN) await tulis();
            }
            n += rows.length;
            if (rows.length < BARIS_PER_FETCH) break;
          }
          await tx.execute(sql`close sigap_cadangan`);
          if (baris.length) await tulis();
          manifest.tabel[tabel] = n;
        }
        const seqs = await q<{ nama: string }>(
          tx,
          sql`select c.relname as nama from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
        );
        const nilai: NilaiSequence[] = [];
        for (const { nama } of seqs) {
          const [v] = await q<{ nilai: string; is_called: boolean }>(tx, sql`select last_value::text as nilai, is_called from ${ident('public', nama)}`);
          nilai.push({ nama, nilai: v!.nilai, is_called: v!.is_called });
        }
        await w.entri('sequences.json', JSON.stringify(nilai, null, 1));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const rel of daftarBerkas(o.uploadDir)) {
      const full = path.join(o.uploadDir, rel);
      const st = await fsp.stat(full).catch(() => null);
      if (!st) continue; // removed meanwhile
      const sha256 = await w.berkas(`uploads/${rel}`, full, st.size, st.mtime);
      manifest.berkas.push({ nama: rel, ukuran: st.size, sha256 });
    }
    await w.entri('manifest.json', JSON.stringify(manifest, null, 1));
    await w.selesai();
    fs.renameSync(tmp, file);
    return {
      file,
      tabel: manifest.tabel,
      baris: Object.values(manifest.tabel).reduce((a, b) => a + b, 0),
      berkas: manifest.berkas.length,
      ukuran: fs.statSync(file).size,
    };
  } catch (e) {
    w.batal();
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}

/** Removes every object of the application's schema (tables, sequences, views, functions, types; not extensions) and the migration record. */
async function kosongkanSkema(tx: DbOrTx) {
  const bukanEkstensi = (oid: SQL) => sql`not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;
  const rel = await q<{ jenis: string; nama: string }>(
    tx,
    sql`select c.relkind::text as jenis, format('%I.%I', n.nspname, c.relname) as nama from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'c', 'f') and ${bukanEkstensi(sql.raw('c.oid'))}`,
  );
  const drop = async (perintah: string, jenis: string[]) => {
    const nama = rel.filter((r) => jenis.includes(r.jenis)).map((r) => r.nama);
    if (nama.length) await tx.execute(sql.raw(`${perintah} if exists ${nama.join(', ')} cascade`));
  };
  await drop('drop view', ['v']);
  await drop('drop materialized view', ['m']);
  await drop('drop foreign table', ['f']);
  await drop('drop table', ['r', 'p']);
  await drop('drop sequence', ['S']);
  await drop('drop type', ['c']);
  const fungsi = await q<{ jenis: string; nama: string }>(
    tx,
    sql`select p.prokind::text as jenis, format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as nama
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and ${bukanEkstensi(sql.raw('p.oid'))}`,
  );
  for (const f of fungsi) {
    const perintah = f.jenis === 'p' ? 'procedure' : f.jenis === 'a' ? 'aggregate' : 'function';
    await tx.execute(sql.raw(`drop ${perintah} if exists ${f.nama} cascade`));
  }
  const tipe = await q<{ jenis: string; nama: string }>(
    tx,
    sql`select t.typtype::text as jenis, format('%I.%I', n.nspname, t.typname) as nama from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype in ('e', 'd', 'r', 'm') and ${bukanEkstensi(sql.raw('t.oid'))}`,
  );
  for (const t of tipe) await tx.execute(sql.raw(`drop ${t.jenis === 'd' ? 'domain' : 'type'} if exists ${t.nama} cascade`));
  await tx.execute(sql`drop schema if exists drizzle cascade`);
}

/** Drizzle's migrator, inside the caller's transaction (its own would commit it): the same statements and record table. */
async function terapkanMigrasi(tx: DbOrTx, daftar: MigrationMeta[]) {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  for (const m of daftar) {
    for (const s of m.sql) if (s.trim()) await tx.execute(sql.raw(s));
    await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`);
  }
}

const RUSAK = 'Arsip cadangan rusak atau tidak lengkap';

function bacaJson<T>(b: Buffer, nama: string): T {
  try {
    return JSON.parse(b.toString('utf8')) as T;
  } catch {
    throw new CadanganError(`${RUSAK}: ${nama} tidak dapat dibaca.`);
  }
}

/** A file's place inside the upload folder, or null when the name could leave it. */
function kunciAman(rel: string): string | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(rel) || rel.split('/').some((s) => s === '' || s === '.' || s === '..')) return null;
  return rel;
}

async function simpanBerkas(e: EntriArsip, tujuan: string): Promise<string> {
  await fsp.mkdir(path.dirname(tujuan), { recursive: true });
  const hash = crypto.createHash('sha256');
  const out = fs.createWriteStream(tujuan, { flags: 'wx' });
  try {
    for await (const b of e.potongan()) {
      hash.update(b);
      if (!out.write(b)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
  return hash.digest('hex');
}

/**
 * Restores `file` into `database` and `uploadDir`. Refuses a database or upload folder that holds data unless
 * `ganti` (then both are replaced whole), and a PostgreSQL database that other clients are connected to.
 */
export async function pulihkanCadangan(database: Database, o: { uploadDir: string; file: string; ganti?: boolean }): Promise<HasilPulih> {
  const file = path.resolve(o.file);
  if (!fs.existsSync(file)) throw new CadanganError(`Berkas cadangan ${file} tidak ditemukan.`);
  const arsip = bacaArsip(file);
  let staging: string | null = null;
  try {
    const pertama = await arsip.next().catch((e: Error) => {
      throw new CadanganError(`${file} bukan arsip cadangan SIGAP (${e.message}).`);
    });
    if (pertama.done || pertama.value.name !== 'cadangan.json') throw new CadanganError(`${file} bukan arsip cadangan SIGAP.`);
    const kepala = bacaJson<Kepala>(await pertama.value.isi(), 'cadangan.json');
    if (kepala.format !== FORMAT_CADANGAN || !Array.isArray(kepala.migrasi)) throw new CadanganError(`${file} bukan arsip cadangan SIGAP.`);
    if (kepala.versi > VERSI_FORMAT) throw new CadanganError(`Format cadangan versi ${kepala.versi} dibuat oleh versi aplikasi yang lebih baru; perbarui aplikasi dulu.`);

    // the backup's schema version must be a prefix of this code's migrations
    const kode = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    const n = kepala.migrasi.length;
    for (let i = 0; i < n; i++) {
      if (kode[i]?.folderMillis !== Number(kepala.migrasi[i]!.created_at))
        throw new CadanganError(
          'Skema cadangan ini tidak dikenal oleh versi aplikasi ini (migrasinya lebih baru atau berbeda). Pulihkan dengan versi aplikasi yang membuat cadangan itu.',
        );
    }

    // the target: empty, or replaced on request
    if (database.kind === 'postgres') {
      const lain = await q<{ app: string | null; n: number }>(
        database.db,
        sql`select application_name as app, count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' group by application_name`,
      );
      if (lain.length) {
        const nama = lain.map((l) => `${l.app || '(tanpa nama)'} x${l.n}`).join(', ');
        throw new CadanganError(`Ada koneksi lain ke basis data tujuan (${nama}). Hentikan server SIGAP dan klien lain dulu, lalu ulangi pemulihan.`);
      }
    }
    const berisi: string[] = [];
    for (const t of await tabelPublik(database.db)) {
      const [r] = await q<{ ada: boolean }>(database.db, sql`select exists (select 1 from ${ident('public', t)}) as ada`);
      if (r?.ada) berisi.push(t);
    }
    const berkasLama = daftarBerkas(o.uploadDir);
    if (!o.ganti && (berisi.length || berkasLama.length)) {
      const apa = [berisi.length ? `basis data berisi data (${berisi.length} tabel)` : '', berkasLama.length ? `folder unggahan ${o.uploadDir} berisi ${berkasLama.length} berkas` : '']
        .filter(Boolean)
        .join(' dan ');
      throw new CadanganError(`Tujuan pemulihan tidak kosong: ${apa}. Tambahkan --ganti untuk menggantinya seluruhnya dengan isi cadangan.`);
    }

    staging = `${path.resolve(o.uploadDir)}.pulih-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    const stagingDir = staging;

    const hasil = await database.db.transaction(async (tx) => {
      await kosongkanSkema(tx);
      await terapkanMigrasi(tx, kode.slice(0, n));

      // rows go in with foreign keys and user triggers set aside (any order; counters are restored as they were)
      const fk = await q<{ tabel: string; nama: string; def: string }>(
        tx,
        sql`select format('%I.%I', n.nspname, c.relname) as tabel, con.conname as nama, pg_get_constraintdef(con.oid) as def
            from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and con.contype = 'f' order by 1, 2`,
      );
      for (const f of fk) await tx.execute(sql`alter table ${sql.raw(f.tabel)} drop constraint ${sql.identifier(f.nama)}`);
      const pemicu = await q<{ tabel: string; nama: string }>(
        tx,
        sql`select format('%I.%I', n.nspname, c.relname) as tabel, t.tgname as nama from pg_trigger t
            join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D' order by 1, 2`,
      );
      for (const p of pemicu) await tx.execute(sql`alter table ${sql.raw(p.tabel)} disable trigger ${sql.identifier(p.nama)}`);

      const kolom = new Map<string, string[]>();
      for (const r of await q<{ tabel: string; kolom: string }>(
        tx,
        sql`select c.relname as tabel, a.attname as kolom from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by c.relname, a.attnum`,
      )) {
        kolom.set(r.tabel, [...(kolom.get(r.tabel) ?? []), r.kolom]);
      }

      let manifest: Manifest | null = null;
      const berkasDibaca = new Map<string, { ukuran: number; sha256: string }>();
      for await (const e of arsip) {
        if (manifest) throw new CadanganError(`${RUSAK}: ada entri setelah manifest.json.`);
        const m = /^db\/([^/]+)\/\d+\.json$/.exec(e.name);
        if (m) {
          const tabel = m[1]!;
          const cols = kolom.get(tabel);
          if (!cols) throw new CadanganError(`${RUSAK}: tabel ${tabel} tidak ada pada skema cadangan.`);
          const isi = (await e.isi()).toString('utf8');
          const T = ident('public', tabel);
          const daftar = sql.join(
            cols.map((c) => sql.identifier(c)),
            sql`, `,
          );
          await tx.execute(sql`insert into ${T} (${daftar}) overriding system value select ${daftar} from json_populate_recordset(null::${T}, ${isi}::json)`);
        } else if (e.name === 'sequences.json') {
          for (const s of bacaJson<NilaiSequence[]>(await e.isi(), e.name)) {
            await tx.execute(sql`select setval(format('%I.%I', 'public', ${s.nama}::text)::regclass, ${s.nilai}::bigint, ${s.is_called})`);
          }
        } else if (e.name.startsWith('uploads/')) {
          const rel = kunciAman(e.name.slice('uploads/'.length));
          if (!rel) throw new CadanganError(`${RUSAK}: nama berkas tidak aman: ${e.name}`);
          berkasDibaca.set(rel, { ukuran: e.size, sha256: await simpanBerkas(e, path.join(stagingDir, rel)) });
        } else if (e.name === 'manifest.json') {
          manifest = bacaJson<Manifest>(await e.isi(), e.name);
        }
        // other entries (a later format's additions) are skipped
      }
      if (!manifest) throw new CadanganError(`${RUSAK}: manifest.json tidak ada (arsip terpotong?).`);

      // every count and file as the manifest says, before anything is committed
      const tabelTujuan = new Set(kolom.keys());
      for (const [tabel, jumlah] of Object.entries(manifest.tabel)) {
        if (!tabelTujuan.has(tabel)) throw new CadanganError(`${RUSAK}: tabel ${tabel} tidak ada pada skema cadangan.`);
        const [r] = await q<{ n: number }>(tx, sql`select count(*)::int as n from ${ident('public', tabel)}`);
        if (r!.n !== jumlah) throw new CadanganError(`${RUSAK}: tabel ${tabel} berisi ${r!.n} baris, manifest mencatat ${jumlah}.`);
      }
      for (const b of manifest.berkas) {
        const d = berkasDibaca.get(b.nama);
        if (!d || d.ukuran !== b.ukuran || d.sha256 !== b.sha256) throw new CadanganError(`${RUSAK}: berkas ${b.nama} hilang atau berbeda.`);
      }
      if (berkasDibaca.size !== manifest.berkas.length) throw new CadanganError(`${RUSAK}: ada berkas yang tidak tercatat di manifest.`);

      for (const f of fk) await tx.execute(sql`alter table ${sql.raw(f.tabel)} add constraint ${sql.identifier(f.nama)} ${sql.raw(f.def)}`);
      for (const p of pemicu) await tx.execute(sql`alter table ${sql.raw(p.tabel)} enable trigger ${sql.identifier(p.nama)}`);
      await terapkanMigrasi(tx, kode.slice(n));
      return {
        dibuat: kepala.dibuat,
        asal: kepala.basis_data,
        tabel: manifest.tabel,
        baris: Object.values(manifest.tabel).reduce((a, b) => a + b, 0),
        berkas: manifest.berkas.length,
        migrasiBaru: kode.length - n,
      };
    });

    // the files replace the old folder only once the database is committed
    const tujuan = path.resolve(o.uploadDir);
    const lama = `${tujuan}.lama-${process.pid}`;
    fs.mkdirSync(path.dirname(tujuan), { recursive: true });
    if (fs.existsSync(tujuan)) fs.renameSync(tujuan, lama);
    fs.renameSync(staging, tujuan);
    staging = null;
    fs.rmSync(lama, { recursive: true, force: true });
    return hasil;
  } finally {
    await arsip.return(undefined);
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }
}
