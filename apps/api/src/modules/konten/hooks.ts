import { inArray } from 'drizzle-orm';
import type { ResourceHooks, WriteContext } from '../../crud/hooks';
import type { Tx } from '../../db/client';
import { media } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { buatGambarKecil } from './gambar-kecil';

/**
 * Uploaded files of published content are public (media.is_public): the portal shows them to visitors and
 * signed-in users open them by plain link. Only uploads (`/media/...`) are touched; outside links stay as they are.
 */
export async function terbitkanBerkas(tx: Tx, urls: unknown[]): Promise<void> {
  const daftar = urls.filter((u): u is string => typeof u === 'string' && u.startsWith('/media/'));
  if (!daftar.length) return;
  await tx.update(media).set({ is_public: 1 }).where(inArray(media.file_url, daftar));
}

/** Content whose files are public once written (contents, announcements, banners). */
export const berkasTerbitHooks = (...kolom: string[]): ResourceHooks => ({
  async afterWrite({ tx, row }) {
    await terbitkanBerkas(
      tx,
      kolom.map((k) => row[k]),
    );
  },
});

/**
 * Gallery photos (CNT-03): the 450 x 450 thumbnail is made with sharp when a photo is uploaded to a record
 * (create, or a new photo on update); `thumb_url` is read-only for clients. Photo and thumbnail are public.
 */
export function galeriHooks(storage: Storage): ResourceHooks {
  return {
    async beforeWrite({ tx, user, mode, values, current }: WriteContext) {
      const foto = values.photo_url;
      if (typeof foto !== 'string' || !foto) return;
      if (mode === 'update' && current && current.photo_url === foto && current.thumb_url) return;
      values.thumb_url = await buatGambarKecil(tx, storage, foto, user);
    },
    async afterWrite({ tx, row }) {
      await terbitkanBerkas(tx, [row.photo_url, row.thumb_url]);
    },
  };
}

