/**
 * Database commands:
 *   migrate                 apply migrations
 *   seed                    master data (and demo data unless NODE_ENV=production)
 *   create-admin USERNAME EMAIL
 *                           create the first superadmin of a production deployment;
 *                           the password comes from ADMIN_PASSWORD, or a strong one is
 *                           generated and printed once. There is never a default password.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/env';
import { hashPassword } from '../lib/password';
import { logActivity } from '../lib/activity';
import { openDatabase } from './client';
import { usrAsn } from './schema';
import { seedMaster } from './seed/master';
import { seedDemo } from './seed/demo';

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
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
      console.error('Perintah: migrate | seed | create-admin NAMA_PENGGUNA EMAIL');
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
