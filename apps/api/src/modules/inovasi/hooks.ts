import { eq, inArray, sql } from 'drizzle-orm';
import {
  aksiArsip,
  aksiInovasi,
  bolehHapus,
  bolehTambah,
  bolehUbah,
  cekKoordinat,
  hariIniWib,
  inovasiOverrides,
  kelengkapanInovasi,
  konteksInovasi,
  profilBelumLengkap,
  registrasiMengunci,
  statusPengiriman,
  tahunArsip,
  tanggalTerkunci,
  warnaBaris,
  type InovasiRow,
  type Registrasi,
  type SessionUser,
} from '@sigap/domain';
import type { Db, DbOrTx } from '../../db/client';
import { mDaerah, nomorRegistrasi, nomorRegistrasiHistory, opdPerangkat, usrAsn } from '../../db/schema';
import { AppError, validationError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import type { SettingsMap } from '../../lib/settings';
import type { ResourceHooks } from '../../crud/hooks';
import { perbaruiIndeksDaerah } from '../indeks/hitung';
import { inovasiSubmitable } from '../indikator/cek';

const RICH = ['latar_belakang', 'tujuan', 'manfaat', 'hasil_inovasi'] as const;

export const inovasiContext = (user: SessionUser, settings: SettingsMap) => konteksInovasi(user.role, settings, hariIniWib());

export async function registrasiOf(db: DbOrTx, inovasiId: number, lock = false) {
  const q = db.select().from(nomorRegistrasi).where(eq(nomorRegistrasi.inovasi_id, inovasiId));
  const [reg] = lock ? await q.for('update') : await q;
  return reg ?? null;
}

export async function adaRiwayat(db: DbOrTx, registrasiId: number | undefined): Promise<boolean> {
  if (!registrasiId) return false;
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(nomorRegistrasiHistory).where(eq(nomorRegistrasiHistory.nomor_registrasi_id, registrasiId));
  return (r?.n ?? 0) > 0;
}

const asRow = (r: Record<string, unknown>): InovasiRow => ({
  tahun: Number(r.tahun),
  is_index: Number(r.is_index ?? 0),
  inovasi_status: Number(r.inovasi_status ?? 0),
  is_covid: r.is_covid == null ? null : Number(r.is_covid),
  submitable: Number(r.submitable ?? 0),
  created_by: r.created_by == null ? null : Number(r.created_by),
});

/** Server rules of the innovation record on top of the generic resource (INO-01..05). */
export const inovasiHooks: ResourceHooks = {
  overrides: (settings) => inovasiOverrides(settings),

  async beforeWrite({ tx, user, settings, mode, values, current }) {
    const ctx = inovasiContext(user, settings);
    if (mode === 'create' && !bolehTambah(ctx)) {
      throw new AppError('PERIODE_DITUTUP', ctx.iga_status !== 1 ? 'Pengisian data inovasi sedang ditutup (status IGA tidak aktif).' : 'Periode pengisian data inovasi sudah berakhir.');
    }
    if (mode === 'update' && current) {
      const reg = await registrasiOf(tx, Number(current.id), true);
      if (!bolehUbah(ctx, asRow(current), reg)) {
        if (Number(current.is_index) === 1) throw new AppError('INVALID_TRANSITION', 'Inovasi yang sudah masuk indeks tidak dapat diubah.');
        if (registrasiMengunci(reg)) throw new AppError('INVALID_TRANSITION', 'Inovasi sudah dikirim dan sedang diverifikasi atau sudah terverifikasi, sehingga tidak dapat diubah.');
        throw new AppError('PERIODE_DITUTUP', ctx.iga_status !== 1 ? 'Pengisian data inovasi sedang ditutup (status IGA tidak aktif).' : 'Periode pengisian data inovasi sudah berakhir.');
      }
      // application and development dates freeze once the innovation has a registration history
      if (tanggalTerkunci(user.role, await adaRiwayat(tx, reg?.id))) {
        const errors: Record<string, string> = {};
        for (const f of ['waktu_implementasi', 'waktu_pengembangan'] as const) {
          if (values[f] !== undefined && (values[f] ?? null) !== (current[f] ?? null)) errors[f] = 'Tanggal ini tidak dapat diubah setelah inovasi pernah dikirim.';
        }
        if (Object.keys(errors).length) throw validationError(errors);
      }
    }
    const koordinatError = values.koordinat !== undefined ? cekKoordinat(values.koordinat) : null;
    if (koordinatError) throw validationError({ koordinat: koordinatError });
    for (const f of RICH) if (typeof values[f] === 'string') values[f] = sanitizeRichText(values[f] as string);

    const merged = { ...(current ?? {}), ...values };
    if (Number(merged.is_developed) !== 1) values.waktu_pengembangan = null;
    if (mode === 'create' && values.tahun == null) {
      const d = (values.waktu_implementasi ?? values.waktu) as string | null | undefined;
      values.tahun = d ? Number(d.slice(0, 4)) : Number(hariIniWib().slice(0, 4));
    }
    // complete fields and no blocking item of the indicator checker (answers and evidence of the assessment year)
    values.submitable = await inovasiSubmitable(tx, { ...merged, ...values }, settings);
  },

  async afterWrite({ tx, user, settings, row }) {
    await perbaruiIndeksDaerah(tx, settings.tahun_penilaian, Number(row.profil_id), user.id);
  },

  async afterDelete({ tx, user, settings, current }) {
    await perbaruiIndeksDaerah(tx, settings.tahun_penilaian, Number(current.profil_id), user.id);
  },

  async beforeDelete({ tx, user, settings, current }) {
    const reg = await registrasiOf(tx, Number(current.id), true);
    if (!bolehHapus(inovasiContext(user, settings), asRow(current), reg)) {
      if (Number(current.is_index) === 1) throw new AppError('INVALID_TRANSITION', 'Inovasi yang sudah masuk indeks tidak dapat dihapus.');
      throw new AppError('INVALID_TRANSITION', 'Inovasi sudah dikirim dan sedang diverifikasi atau sudah terverifikasi, sehingga tidak dapat dihapus.');
    }
  },

  async decorate(db: Db, user, settings, rows) {
    if (!rows.length) return rows;
    const ids = rows.map((r) => Number(r.id));
    const creators = [...new Set(rows.map((r) => r.created_by).filter((v): v is number => typeof v === 'number'))];
    const regions = [...new Set(rows.map((r) => Number(r.profil_id)).filter((v) => Number.isInteger(v) && v > 0))];
    const [regs, accounts, daerah] = await Promise.all([
      db.select().from(nomorRegistrasi).where(inArray(nomorRegistrasi.inovasi_id, ids)),
      creators.length
        ? db
            .select({ id: usrAsn.id, nama_lengkap: usrAsn.nama_lengkap, opd_id: usrAsn.opd_perangkat_id, nama_opd: opdPerangkat.nama })
            .from(usrAsn)
            .leftJoin(opdPerangkat, eq(opdPerangkat.id, usrAsn.opd_perangkat_id))
            .where(inArray(usrAsn.id, creators))
        : Promise.resolve([]),
      regions.length ? db.select({ id: mDaerah.id, nama: mDaerah.nama }).from(mDaerah).where(inArray(mDaerah.id, regions)) : Promise.resolve([]),
    ]);
    // registrations with a history: their dates are frozen for non-superadmin (the form shows them read-only)
    const regIds = regs.map((r) => r.id);
    const withHistory = new Set(
      regIds.length
        ? (
            await db
              .selectDistinct({ id: nomorRegistrasiHistory.nomor_registrasi_id })
              .from(nomorRegistrasiHistory)
              .where(inArray(nomorRegistrasiHistory.nomor_registrasi_id, regIds))
          ).map((h) => h.id)
        : [],
    );
    const daerahBy = new Map(daerah.map((d) => [d.id, d.nama]));
    const regBy = new Map(regs.map((r) => [r.inovasi_id, r]));
    const accBy = new Map(accounts.map((a) => [a.id, a]));
    const ctx = inovasiContext(user, settings);
    const arsip = tahunArsip(settings);
    return rows.map((r) => {
      const reg = regBy.get(Number(r.id)) ?? null;
      const registrasi: Registrasi | null = reg ? { status_nomor: reg.status_nomor, setuju: reg.setuju, nomor: reg.nomor, qc: reg.qc } : null;
      const acc = typeof r.created_by === 'number' ? accBy.get(r.created_by) : undefined;
      const row = asRow(r);
      const kelengkapan = kelengkapanInovasi(r);
      return {
        ...r,
        registrasi,
        usr_asn: acc ? { id: acc.id, nama_lengkap: acc.nama_lengkap } : null,
        opd: acc?.opd_id ? { id: acc.opd_id, nama_opd: acc.nama_opd } : null,
        nama_pemda: daerahBy.get(Number(r.profil_id)) ?? null,
        tanggal_terkunci: tanggalTerkunci(user.role, reg != null && withHistory.has(reg.id)),
        status_pengiriman: statusPengiriman(registrasi),
        warna: warnaBaris(ctx, row, registrasi),
        profil_belum_lengkap: profilBelumLengkap(row),
        kelengkapan,
        kirim_inovasi: ctx.kirim_inovasi,
        arsip: row.tahun >= arsip.min && row.tahun <= arsip.max,
        aksi: row.tahun >= arsip.min && row.tahun <= arsip.max ? aksiArsip(ctx, row, registrasi) : aksiInovasi(ctx, row, registrasi),
      };
    });
  },
};
