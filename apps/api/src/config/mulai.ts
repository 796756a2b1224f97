import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { usrAsn } from '../db/schema';
import type { AppConfig } from './env';

/** Whether an active superadmin exists: without one, nobody can sign in to a production deployment. */
export async function adaSuperadmin(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: usrAsn.id })
    .from(usrAsn)
    .where(and(eq(usrAsn.role, 'superadmin'), eq(usrAsn.is_active, 1)))
    .limit(1);
  return Boolean(row);
}

/** The lines printed when the server starts: where it runs, which database it uses, and the next step if any. */
export function pesanMulai(o: { config: AppConfig; databaseKind: 'pglite' | 'postgres'; adaSuperadmin: boolean; demoAccounts?: readonly { username: string; role: string; daerah: string | null }[] }): string[] {
  const { config } = o;
  const url = `http://localhost:${config.PORT}`;
  const lines = ['', `SIGAP Inovasi berjalan di ${url}  (API docs: ${url}/docs)`];
  if (o.databaseKind === 'postgres') lines.push('Basis data: PostgreSQL (DATABASE_URL)');
  else if (config.NODE_ENV === 'production')
    lines.push(
      `Basis data: PGlite tertanam di ${config.pgliteDir}, karena DATABASE_URL tidak diisi. Untuk PostgreSQL, isi DATABASE_URL=postgres://PENGGUNA:SANDI@HOST:5432/NAMA_DB lalu mulai ulang.`,
    );
  else lines.push(`Basis data: PGlite tertanam (${config.pgliteDir})`);
  if (config.demo && o.demoAccounts) {
    lines.push(`Mode demo. Akun demo (kata sandi: ${config.DEMO_PASSWORD}):`);
    for (const a of o.demoAccounts) lines.push(`  ${a.username.padEnd(22)} ${a.role.padEnd(22)} ${a.daerah ?? ''}`);
    lines.push(`Email keluar (demo) disimpan di ${config.outboxDir}`);
  }
  if (!o.adaSuperadmin)
    lines.push(
      `Belum ada superadmin. Langkah berikutnya, dari folder repositori: npm run admin:create -- NAMA EMAIL (kata sandi dari ADMIN_PASSWORD atau dibuatkan dan ditampilkan sekali), lalu masuk di ${url}.`,
    );
  return lines;
}
