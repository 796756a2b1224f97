import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { cekTujuanTautan, K_PUBLIK, kodeDariAcak, POLA_KODE } from '@sigap/domain';
import { tautanPendek } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';

/**
 * `/tiny` (decision 70): short links to the portal's public pages for sharing on messaging apps. A share button
 * asks for the link of the page it is on; the same address always gets the same code (made once, reused), and
 * only public portal paths are accepted (domain `cekTujuanTautan`), so a short link can never lead to another
 * site or to a page behind sign-in. `GET /tiny/{kode}` redirects (302) and counts the visit.
 */
export function tautanRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_PUBLIK.buatTautan, async ({ body, user, reply }) => {
    const cek = cekTujuanTautan(body.tujuan);
    if (!cek.ok) throw validationError({ tujuan: cek.pesan });
    const tujuan = cek.tujuan;
    const ada = async () => (await db.select({ kode: tautanPendek.kode }).from(tautanPendek).where(eq(tautanPendek.tujuan, tujuan)))[0];
    let row = await ada();
    // a code that is taken (1 in 56^7 per try) is drawn again; a parallel share of the same address wins the unique index
    for (let i = 0; !row && i < 5; i++) {
      const kode = kodeDariAcak(crypto.randomBytes(16));
      row = await db.transaction(async (tx) => {
        const [baru] = await tx.insert(tautanPendek).values({ kode, tujuan }).onConflictDoNothing().returning({ kode: tautanPendek.kode });
        if (baru) await logActivity(tx, user, 'Buat tautan pendek', { kode, tujuan });
        return baru;
      });
      row ??= await ada();
    }
    if (!row) throw new AppError('INTERNAL', 'Tautan pendek belum dapat dibuat. Silakan coba lagi.');
    reply.header('Cache-Control', 'no-store');
    return { status: 1 as const, data: { kode: row.kode, tujuan, alamat: `/tiny/${row.kode}` } };
  }, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } });

  rute(app, K_PUBLIK.bukaTautan, async ({ params, req, reply }) => {
    const [row] = POLA_KODE.test(params.kode)
      ? await db
          .update(tautanPendek)
          .set({ dibuka: sql`${tautanPendek.dibuka} + 1`, terakhir_dibuka: sql`now()` })
          .where(eq(tautanPendek.kode, params.kode))
          .returning({ tujuan: tautanPendek.tujuan })
      : [];
    // the stored address is checked again: only a public portal path is ever a redirect target
    const cek = row ? cekTujuanTautan(row.tujuan) : null;
    if (!cek?.ok) {
      if ((req.headers.accept ?? '').includes('text/html')) return reply.header('Cache-Control', 'no-store').redirect(`/tiny?hilang=${encodeURIComponent(params.kode.slice(0, 20))}`, 302);
      throw new AppError('NOT_FOUND', 'Tautan pendek tidak ditemukan.');
    }
    return reply.header('Cache-Control', 'no-cache').redirect(cek.tujuan, 302);
  }, { config: { rateLimit: { max: 240, timeWindow: '1 minute' } } });
}
