import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { validationError } from '../../lib/errors';

/** Gallery thumbnails (CNT-03, supporting spec 3: Gallery.thumb_url 450x450). */
export const SISI_GAMBAR_KECIL = 450;
const JENIS_GAMBAR = new Set(['image/jpeg', 'image/png', 'image/webp']);
const MEDIA_PREFIX = '/media/';

/**
 * Makes the 450 x 450 thumbnail of an uploaded photo (`/media/...`): cropped to the centre (cover), turned
 * upright by its EXIF orientation, metadata removed, stored as a JPEG upload of its own with the photo's
 * visibility. Returns the thumbnail's address. A photo that is not an uploaded image, or that the image library
 * cannot read, is a field message on `photo_url` (422).
 */
export async function buatGambarKecil(tx: DbOrTx, storage: Storage, photoUrl: string, pengunggah: { id: number; m_daerah_id: number | null }): Promise<string> {
  if (!photoUrl.startsWith(MEDIA_PREFIX)) throw validationError({ photo_url: 'Unggah foto galeri sebagai berkas gambar; tautan luar tidak dapat dibuatkan gambar kecil.' });
  const [asal] = await tx.select().from(media).where(eq(media.file_url, photoUrl));
  if (!asal) throw validationError({ photo_url: 'Berkas foto tidak ditemukan; unggah ulang.' });
  if (!JENIS_GAMBAR.has(asal.mime)) throw validationError({ photo_url: 'Foto harus berupa gambar JPG, PNG atau WebP.' });
  const asli = await storage.bacaUtuh(asal.storage_key);
  if (!asli) throw validationError({ photo_url: 'Berkas foto tidak ditemukan; unggah ulang.' });
  let kecil: Buffer;
  try {
    kecil = await sharp(asli, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize(SISI_GAMBAR_KECIL, SISI_GAMBAR_KECIL, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw validationError({ photo_url: 'Gambar tidak dapat dibaca; unggah ulang dalam format JPG, PNG atau WebP.' });
  }
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${crypto.randomUUID()}-thumb.jpg`;
  const url = `${MEDIA_PREFIX}${key}`;
  await storage.put(key, kecil);
  const nama = (asal.original_name ?? 'foto').replace(/\.[a-z0-9]{2,5}$/i, '');
  await tx.insert(media).values({
    file_url: url,
    storage_key: key,
    original_name: `${nama}-450x450.jpg`.slice(0, 255),
    mime: 'image/jpeg',
    size: kecil.length,
    uploaded_by: pengunggah.id,
    m_daerah_id: asal.m_daerah_id ?? pengunggah.m_daerah_id,
    is_public: asal.is_public,
  });
  return url;
}
