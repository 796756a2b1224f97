import { eq, sql, type SQL } from 'drizzle-orm';
import { aksiLaporanDiklat, periksaInovasiLaporan, periksaTautanVideo, type SessionUser } from '@sigap/domain';
import type { ResourceHooks } from '../../crud/hooks';
import type { DbOrTx } from '../../db/client';
import { iga2020Inovasi, media } from '../../db/schema';
import { AppError, validationError } from '../../lib/errors';
import { canReadMedia } from '../media';

// the outer row, always qualified: inside a sub-select drizzle would render a bare column (the inner table's)
const l = (c: string) => sql.raw(`laporan_diklat.${c}`);

/** Labels of the lookups read in the same statement as the rows (the diklat roles may not list profiles or innovations). */
const JOIN_FIELDS: Record<string, SQL.Aliased> = {
  profil_id_label: sql<string>`(select d.nama from m_daerah d where d.id = ${l('profil_id')})`.as('profil_id_label'),
  jenis_pelatihan_id_label: sql<string>`(select j.name from jenis_pelatihan j where j.id = ${l('jenis_pelatihan_id')})`.as('jenis_pelatihan_id_label'),
  urusan_pemerintah_id_label: sql<string>`(select u.nama from iga_urusan_pemerintahan u where u.id = ${l('urusan_pemerintah_id')})`.as('urusan_pemerintah_id_label'),
  inovasi_id_label: sql<string>`(select i.nama from iga2020_inovasi i where i.id = ${l('inovasi_id')})`.as('inovasi_id_label'),
  user_id_label: sql<string>`(select a.nama_lengkap from usr_asn a where a.id = ${l('user_id')})`.as('user_id_label'),
};

/** The uploaded report: a stored upload the writer may read whose content was recognised as PDF at upload. */
async function periksaBerkasLaporan(tx: DbOrTx, user: SessionUser, fileUrl: unknown): Promise<string | null> {
  if (typeof fileUrl !== 'string' || !fileUrl.trim()) return 'Laporan (PDF) wajib diunggah.';
  const [row] = await tx.select().from(media).where(eq(media.file_url, fileUrl.trim()));
  if (!row || !canReadMedia(user, row)) return 'Berkas tidak ditemukan atau tidak dapat Anda akses. Unggah ulang laporannya.';
  // the type is the one sniffed from the file's first bytes on upload, never the name or the browser's header
  if (row.mime !== 'application/pdf') return 'Laporan harus berupa berkas PDF.';
  return null;
}

/**
 * Server rules of training reports written through the generic CRUD (DKL-01): the scope of the generic layer
 * (region `profil_id`, participants their own `user_id`, set on create) plus these: the report file is a PDF
 * by content, the video an http(s) link, and the linked innovation one of the report's region.
 */
export const laporanDiklatHooks: ResourceHooks = {
  joinFields: () => JOIN_FIELDS,

  async decorate(_db, user, _settings, rows) {
    for (const r of rows) r.aksi = aksiLaporanDiklat(user, { profil_id: Number(r.profil_id), user_id: r.user_id == null ? null : Number(r.user_id) });
    return rows;
  },

  async beforeWrite({ tx, user, mode, values, current }) {
    const errors: Record<string, string> = {};
    if (mode === 'update' && current) {
      // the policy that gives the row its `aksi` guards the write (scope already limited the row)
      if (!aksiLaporanDiklat(user, { profil_id: Number(current.profil_id), user_id: current.user_id == null ? null : Number(current.user_id) }).includes('ubah')) {
        throw new AppError('FORBIDDEN', 'Anda tidak dapat mengubah laporan diklat ini.');
      }
    }
    if (values.file_laporan !== undefined && (mode === 'create' || values.file_laporan !== current?.file_laporan)) {
      const e = await periksaBerkasLaporan(tx, user, values.file_laporan);
      if (e) errors.file_laporan = e;
      else values.file_laporan = String(values.file_laporan).trim();
    }
    if (values.file_video !== undefined) {
      const e = periksaTautanVideo(values.file_video);
      if (e) errors.file_video = e;
      else values.file_video = typeof values.file_video === 'string' && values.file_video.trim() ? values.file_video.trim() : null;
    }
    const merged = { ...(current ?? {}), ...values };
    const inovasiId = merged.inovasi_id;
    const berubah = values.inovasi_id !== undefined || (values.profil_id !== undefined && Number(values.profil_id) !== Number(current?.profil_id));
    if (inovasiId !== null && inovasiId !== undefined && inovasiId !== '' && berubah) {
      const [inov] = await tx.select({ profil_id: iga2020Inovasi.profil_id }).from(iga2020Inovasi).where(eq(iga2020Inovasi.id, Number(inovasiId)));
      const e = periksaInovasiLaporan(merged.profil_id == null ? null : Number(merged.profil_id), inov ?? null);
      if (e) errors.inovasi_id = e;
    }
    if (Object.keys(errors).length) throw validationError(errors);
  },

  async beforeDelete({ user, current }) {
    if (!aksiLaporanDiklat(user, { profil_id: Number(current.profil_id), user_id: current.user_id == null ? null : Number(current.user_id) }).includes('hapus')) {
      throw new AppError('FORBIDDEN', 'Anda tidak dapat menghapus laporan diklat ini.');
    }
  },
};
