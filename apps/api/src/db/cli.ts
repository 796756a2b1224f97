/**
 * Database commands:
 *   migrate                 apply migrations
 *   seed                    master data (and demo data unless NODE_ENV=production)
 *   create-admin USERNAME EMAIL
 *                           create the first superadmin of a production deployment;
 *                           the password comes from ADMIN_PASSWORD, or a strong one is
 *                           generated and printed once. There is never a default password.
 *   backup [FILE|FOLDER]    one archive of the database and the uploads (db/cadangan.ts); by default
 *                           DATA_DIR/backups/sigap-YYYYMMDD-HHMMSS.tar.gz
 *   restore FILE [--ganti]  restore an archive into an empty database and upload folder; --ganti (or --force)
 *                           replaces what is there
 * Relative paths are taken from the folder npm was started in (INIT_CWD).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/env';
import { hashPassword } from '../lib/password';
import { logActivity } from '../lib/activity';
import { buatCadangan, CadanganError, capWaktu, pulihkanCadangan } from './cadangan';
import { DatabaseLockedError, openDatabase } from './client';
import { usrAsn } from './schema';
import { seedMaster } from './seed/master';
import { seedDemo } from './seed/demo';

/** A path given on the command line, from the folder `npm run` was started in (npm runs scripts elsewhere). */
const dariCwd = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

async function cadangan(cmd: 'backup' | 'restore', args: string[]) {
  const config = loadConfig();
  const dataDir = path.dirname(config.pgliteDir);
  const flags = args.filter((a) => a.startsWith('--'));
  const posisi = args.filter((a) => !a.startsWith('--'));
  const ganti = flags.some((f) => f === '--ganti' || f === '--force');
  const salah = flags.filter((f) => f !== '--ganti' && f !== '--force');
  if (posisi.length > 1 || salah.length || (cmd === 'backup' && flags.length) || (cmd === 'restore' && !posisi.length)) {
    console.error(cmd === 'backup' ? 'Pemakaian: npm run backup [-- BERKAS.tar.gz | FOLDER]' : 'Pemakaian: npm run restore -- BERKAS.tar.gz [--ganti]');
    process.exitCode = 2;
    return;
  }
  const nama = `sigap-${capWaktu()}.tar.gz`;
  let file: string;
  if (cmd === 'restore') file = dariCwd(posisi[0]!);
  else if (!posisi[0]) file = path.join(dataDir, 'backups', nama);
  else {
    const p = dariCwd(posisi[0]);
    file = posisi[0].endsWith('/') || (fs.existsSync(p) && fs.statSync(p).isDirectory()) ? path.join(p, nama) : p;
  }
  let database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  } catch (e) {
    if (e instanceof DatabaseLockedError) {
      console.error(
        `Basis data tertanam ${e.dir} sedang dipakai proses lain (pid ${e.pid}), biasanya server SIGAP. PGlite hanya dapat dibuka satu proses: hentikan server dulu, lalu ulangi npm run ${cmd}.`,
      );
      process.exitCode = 1;
      return;
    }
    throw e;
  }
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${config.pgliteDir}`;
  try {
    if (cmd === 'backup') {
      const h = await buatCadangan(database, { uploadDir: config.uploadDir, file });
      console.log(`Cadangan ${where} dan ${config.uploadDir} ditulis ke ${h.file}`);
      console.log(`  ${Object.keys(h.tabel).length} tabel, ${h.baris} baris, ${h.berkas} berkas unggahan, ${(h.ukuran / 1024 / 1024).toFixed(1)} MB`);
      console.log(`Pulihkan dengan: npm run restore -- ${h.file}`);
    } else {
      const h = await pulihkanCadangan(database, { uploadDir: config.uploadDir, file, ganti });
      console.log(`Cadangan ${file} (dibuat ${h.dibuat}, dari ${h.asal}) dipulihkan ke ${where} dan ${config.uploadDir}`);
      console.log(`  ${Object.keys(h.tabel).length} tabel, ${h.baris} baris, ${h.berkas} berkas unggahan${h.migrasiBaru ? `; ${h.migrasiBaru} migrasi yang lebih baru diterapkan` : ''}`);
    }
  } catch (e) {
    if (!(e instanceof CadanganError)) throw e;
    console.error(e.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  if (cmd === 'backup' || cmd === 'restore') return cadangan(cmd, args);
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  try {
    await database.migrate();
    if (cmd === 'migrate') {
      console.log('Migrasi selesai.');
    } else if (cmd === 'seed') {
      console.log(await seedMaster(database.db));
      if (config.demo) console.log(`Akun demo: ${(await seedDemo(database.db, { password: config.DEMO_PASSWORD })).accounts.length}`);
    } else if (cmd === 'create-admin') {
      const [username, email] = args;
      if (!username || !email || !/^[a-zA-Z0-9._-]{3,60}$/.test(username) || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        console.error('Pemakaian: npm run admin:create -- NAMA_PENGGUNA EMAIL   (kata sandi dari ADMIN_PASSWORD atau dibuatkan)');
        process.exitCode = 2;
        return;
      }
      await seedMaster(database.db);
      const given = process.env.ADMIN_PASSWORD;
      if (given && (given.length < 12 || !/[A-Za-z]/.test(given) || !/[0-9]/.test(given))) {
        console.error('ADMIN_PASSWORD minimal 12 karakter dan memuat huruf serta angka.');
        process.exitCode = 2;
        return;
      }
      const password = given ?? crypto.randomBytes(15).toString('base64url');
      const [exists] = await database.db.select({ id: usrAsn.id }).from(usrAsn).where(sql`lower(${usrAsn.username}) = ${username.toLowerCase()}`);
      if (exists) {
        console.error(`Nama pengguna ${username} sudah ada.`);
        process.exitCode = 1;
        return;
      }
      const hash = await hashPassword(password);
      await database.db.transaction(async (tx) => {
        const [acc] = await tx.insert(usrAsn).values({ username, password: hash, role: 'superadmin', nama_lengkap: 'Super Admin', email, is_active: 1 }).returning();
        await logActivity(tx, acc!, 'Buat superadmin (CLI)', { username, email });
      });
      console.log(`Superadmin ${username} dibuat.${given ? '' : `\nKata sandi (simpan sekarang, tidak ditampilkan lagi): ${password}`}`);
    } else {
      console.error('Perintah: migrate | seed | create-admin NAMA_PENGGUNA EMAIL | backup [BERKAS] | restore BERKAS [--ganti]');
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
