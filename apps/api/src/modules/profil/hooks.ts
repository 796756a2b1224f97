import { eq } from 'drizzle-orm';
import { sanitasiPeta, tautanBerkasAman } from '@sigap/domain';
import type { ResourceHooks } from '../../crud/hooks';
import { mDaerah } from '../../db/schema';
import { validationError } from '../../lib/errors';

/** Server rules of profile records written through the generic CRUD (map embed, supporting files, one profile per region). */
export const profilHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, values, raw }) {
    // map embed: only the src of an allowed provider's iframe is stored (PRF-03)
    if (values.map_embed !== undefined) {
      const peta = sanitasiPeta(values.map_embed);
      if (peta.error) throw validationError({ map_embed: peta.error });
      values.map_embed = peta.src;
    }
    if (values.files !== undefined && values.files !== null) {
      const e = periksaBerkasProfil(values.files);
      if (e) throw validationError({ files: e });
    }
    if (mode !== 'create') return;
    // one profile per pemda: the profile id is the region id
    const id = Number(raw.m_daerah_id);
    const [d] = Number.isInteger(id) ? await tx.select().from(mDaerah).where(eq(mDaerah.id, id)) : [];
    if (!d) throw validationError({ m_daerah_id: 'Daerah tidak ditemukan.' });
    values.id = d.id;
    values.m_daerah_id = d.id;
  },
};

/** The profile's supporting files: a list of `{nama, file_url}` with an uploaded file (`/media/…`) or an https link. */
function periksaBerkasProfil(files: unknown): string | null {
  if (!Array.isArray(files)) return 'Berkas pendukung harus berupa daftar.';
  if (files.length > 20) return 'Berkas pendukung paling banyak 20.';
  for (const f of files) {
    if (!f || typeof f !== 'object' || Array.isArray(f)) return 'Setiap berkas pendukung berisi nama dan berkas.';
    const { nama, file_url } = f as Record<string, unknown>;
    if (typeof nama !== 'string' || !nama.trim() || nama.length > 200) return 'Nama berkas pendukung wajib diisi (paling banyak 200 karakter).';
    if (!tautanBerkasAman(file_url)) return 'Berkas pendukung harus berkas yang diunggah atau tautan https.';
  }
  return null;
}
