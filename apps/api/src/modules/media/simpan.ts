import crypto from 'node:crypto';
import type { HasilUnggah, SessionUser } from '@sigap/domain';
import type { AppContext } from '../../context';
import { media } from '../../db/schema';
import { logActivity } from '../../lib/activity';

/** Allowed upload types, recognised by their first bytes, never by name or header. */
export const FILE_SIGNATURES = [
  { mime: 'application/pdf', ext: 'pdf', test: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { mime: 'image/jpeg', ext: 'jpg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', ext: 'png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/webp', ext: 'webp', test: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
] as const;

export type JenisBerkas = (typeof FILE_SIGNATURES)[number];

export function sniffType(buf: Buffer): JenisBerkas | null {
  return FILE_SIGNATURES.find((s) => s.test(buf)) ?? null;
}

export const MEDIA_PREFIX = '/media/';

/** A file readable without signing in is asked for (`public=1`) and granted to admins only; others get a private file. */
export const bolehPublik = (user: SessionUser, diminta: boolean): boolean => diminta && (user.role === 'admin' || user.role === 'superadmin');

/**
 * Stores a complete, already checked upload and records it: the file through the storage interface (local disk
 * or S3), the `media` row and the activity in one transaction. Both upload paths end here (POST /media/upload and
 * the last tus PATCH), so every `file_url` is made the same way.
 */
export async function simpanUnggahan(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  user: SessionUser,
  berkas: { buf: Buffer; jenis: JenisBerkas; nama: string | null; publik: boolean },
): Promise<HasilUnggah> {
  const { buf, jenis, publik } = berkas;
  const nama = berkas.nama?.slice(0, 255) || null;
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${crypto.randomUUID()}.${jenis.ext}`;
  const fileUrl = `${MEDIA_PREFIX}${key}`;
  await ctx.storage.put(key, buf);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(media).values({
        file_url: fileUrl,
        storage_key: key,
        original_name: nama,
        mime: jenis.mime,
        size: buf.length,
        uploaded_by: user.id,
        m_daerah_id: user.m_daerah_id,
        is_public: publik ? 1 : 0,
      });
      await logActivity(tx, user, 'Unggah berkas', { file_url: fileUrl, nama: nama ?? undefined, ukuran: buf.length, jenis: jenis.mime });
    });
  } catch (e) {
    await ctx.storage.delete(key).catch(() => {}); // no orphan file when the record failed
    throw e;
  }
  return { file_url: fileUrl, mime: jenis.mime, size: buf.length, ...(nama ? { nama } : {}) };
}
