import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AREA_ROLES, CENTRAL_ROLES, inRoles, K_MEDIA, type SessionUser } from '@sigap/domain';
import { media } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/errors';
import { authenticate } from '../../plugins/auth';
import { rute } from '../../plugins/kontrak';
import { tokenUnduhRoutes } from './unduh';

/** Allowed upload types, recognised by their first bytes, never by name or header. */
export const FILE_SIGNATURES = [
  { mime: 'application/pdf', ext: 'pdf', test: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', ext: 'png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/webp', ext: 'webp', test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
] as const;

export function sniffType(buf: Buffer) {
  return FILE_SIGNATURES.find((s) => s.test(buf)) ?? null;
}

const MEDIA_PREFIX = '/media/';

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
    const wantPublic = query.public === 1 && (user.role === 'admin' || user.role === 'superadmin');
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${crypto.randomUUID()}.${type.ext}`;
    const fileUrl = `${MEDIA_PREFIX}${key}`;
    await storage.put(key, buf);
    try {
      await db.transaction(async (tx) => {
        await tx.insert(media).values({
          file_url: fileUrl,
          storage_key: key,
          original_name: (part.filename ?? '').slice(0, 255) || null,
          mime: type.mime,
          size: buf.length,
          uploaded_by: user.id,
          m_daerah_id: user.m_daerah_id,
          is_public: wantPublic ? 1 : 0,
        });
        await logActivity(tx, user, 'Unggah berkas', { file_url: fileUrl, nama: part.filename, ukuran: buf.length, jenis: type.mime });
      });
    } catch (e) {
      await storage.delete(key).catch(() => {}); // no orphan file when the record failed
      throw e;
    }
    reply.status(201);
    return { status: 1, file_url: fileUrl, data: { file_url: fileUrl, mime: type.mime, size: buf.length, nama: part.filename } };
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
