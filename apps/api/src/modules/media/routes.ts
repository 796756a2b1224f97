import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AREA_ROLES, CENTRAL_ROLES, inRoles, K_MEDIA, type SessionUser } from '@sigap/domain';
import { media } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { authenticate } from '../../plugins/auth';
import { rute } from '../../plugins/kontrak';
import { bolehPublik, MEDIA_PREFIX, simpanUnggahan, sniffType } from './simpan';
import { tusRoutes } from './tus';
import { tokenUnduhRoutes } from './unduh';

/** May this user read this file? Uploader, central roles, and users whose regions cover the file. */
export function canReadMedia(user: SessionUser | null, row: typeof media.$inferSelect): boolean {
  if (row.is_public === 1) return true;
  if (!user) return false;
  if (row.uploaded_by === user.id) return true;
  if (inRoles(user.role, CENTRAL_ROLES)) return true;
  if (row.m_daerah_id == null) return true; // central documents: every signed-in user
  if (user.daerah_ids === null) return true;
  return user.daerah_ids.includes(row.m_daerah_id) && (inRoles(user.role, AREA_ROLES) || !['opd', 'upt'].includes(user.role) || row.uploaded_by === user.id);
}

export async function mediaRoutes(app: FastifyInstance) {
  const { db, storage, config } = app.ctx;
  tokenUnduhRoutes(app);
  tusRoutes(app);
  const maxBytes = Math.round(config.UPLOAD_MAX_MB * 1024 * 1024);

  rute(app, K_MEDIA.unggah, async ({ user, query, req, reply }) => {
    if (!req.isMultipart()) throw new AppError('FILE_MISSING', 'Kirim berkas sebagai multipart/form-data dengan nama kolom "file".');
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw new AppError('FILE_MISSING');
    const buf = await part.toBuffer().catch((e: { code?: string }) => {
      if (e?.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', `Ukuran berkas melebihi batas ${config.UPLOAD_MAX_MB} MB.`);
      throw e;
    });
    if (part.file.truncated) throw new AppError('FILE_TOO_LARGE', `Ukuran berkas melebihi batas ${config.UPLOAD_MAX_MB} MB.`);
    if (buf.length === 0) throw new AppError('FILE_MISSING', 'Berkas kosong.');
    const type = sniffType(buf);
    if (!type) throw new AppError('FILE_TYPE');
    const data = await simpanUnggahan(app.ctx, user, { buf, jenis: type, nama: part.filename ?? null, publik: bolehPublik(user, query.public === 1) });
    reply.status(201);
    return { status: 1, file_url: data.file_url, data };
  });

  /**
   * Downloads check the reader like any read. Plain links (images, frames, new tabs) sign in with a download
   * token `?unduh=` bound to this file (POST /unduh/token; verified in plugins/auth.ts before this handler).
   */
  rute(app, K_MEDIA.unduh, async ({ params, req, reply }) => {
    const key = params['*'];
    const [row] = await db.select().from(media).where(eq(media.file_url, `${MEDIA_PREFIX}${key}`));
    if (!row) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan.');
    let user: SessionUser | null = null;
    if (row.is_public !== 1) {
      user = await authenticate(app, req);
      if (!canReadMedia(user, row)) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan.');
    }
    const stream = await storage.get(row.storage_key);
    if (!stream) throw new AppError('NOT_FOUND', 'Berkas tidak ditemukan.');
    const name = (row.original_name ?? `berkas.${row.storage_key.split('.').pop()}`).replace(/[^\w.\- ]/g, '_');
    return reply
      .header('Content-Type', row.mime)
      .header('Content-Length', row.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', row.is_public === 1 ? 'public, max-age=86400' : 'private, no-store')
      .header('Content-Disposition', `inline; filename="${name}"`)
      .send(stream);
  });
}
