import { eq, sql, type SQL } from 'drizzle-orm';
import {
  alasanHapusLomba,
  alasanTambahLomba,
  alasanUbahLomba,
  cekKoordinat,
  hariIniWib,
  jumlahKataInovasi,
  kebijakanLomba,
  kelengkapanLomba,
  lombaOverrides,
} from '@sigap/domain';
import { iga2020Inovasi, lombaLembar } from '../../db/schema';
import { validationError } from '../../lib/errors';
import type { ResourceHooks } from '../../crud/hooks';
import { barisLomba, konteks, tolak } from './kebijakan';

const AKUN = '__akun';
const DAERAH = '__nama_pemda';
const KIRIM = '__dikirim_pada';
const JURI = '__jumlah_juri';
const UMUM = '__diumumkan';
// the outer row, always qualified: inside a sub-select drizzle would render a bare "id" (the inner table's)
const i = { id: sql.raw('iga2020_inovasi.id'), created_by: sql.raw('iga2020_inovasi.created_by'), profil_id: sql.raw('iga2020_inovasi.profil_id'), tahun: sql.raw('iga2020_inovasi.tahun') };

/** Correlated sub-selects on primary keys and unique indexes: evaluated for the page's rows only. */
export const JOIN_LOMBA: Record<string, SQL.Aliased> = {
  [AKUN]: sql`(select json_build_object('id', u.id, 'nama_lengkap', u.nama_lengkap, 'opd_id', u.opd_perangkat_id, 'nama_opd', o.nama) from usr_asn u left join opd_perangkat o on o.id = u.opd_perangkat_id where u.id = ${i.created_by})`.as(AKUN),
  [DAERAH]: sql<string>`(select d.nama from m_daerah d where d.id = ${i.profil_id})`.as(DAERAH),
  [KIRIM]: sql<string>`(select k.created_at from lomba_kiriman k where k.inovasi_id = ${i.id})`.as(KIRIM),
  [JURI]: sql<number>`(select count(*)::int from lomba_lembar l where l.inovasi_id = ${i.id} and l.status = 'terkirim')`.as(JURI),
  [UMUM]: sql<boolean>`exists (select 1 from lomba_pengumuman p where p.tahun = ${i.tahun})`.as(UMUM),
};

/** Only competition entries (never a database innovation) are rows of `lomba_inovasi`. */
export const HANYA_LOMBA = eq(iga2020Inovasi.is_lomba, 1);

const iso = (v: unknown): string | null => (v == null ? null : new Date(String(v).replace(' ', 'T').replace(/\+00$/, 'Z')).toISOString());

/** Server rules of a competition entry on top of the generic resource (LMB-01): the competition policy guards every write. */
export const lombaHooks: ResourceHooks = {
  overrides: (settings) => lombaOverrides(settings),

  extraScope: () => HANYA_LOMBA,

  async beforeWrite({ tx, user, settings, mode, values, current }) {
    const ctx = konteks(user, settings);
    if (mode === 'create') {
      tolak(alasanTambahLomba(ctx));
      values.is_lomba = 1;
      if (values.profil_id == null) throw validationError({ profil_id: 'Pilih pemerintah daerah peserta lomba.' });
    } else if (current) {
      tolak(alasanUbahLomba(ctx, await barisLomba(tx, current as { id: number; tahun: number; inovasi_status: number }, {}, true)));
    }
    const koordinatError = values.koordinat !== undefined ? cekKoordinat(values.koordinat) : null;
    if (koordinatError) throw validationError({ koordinat: koordinatError });
    const merged = { ...(current ?? {}), ...values };
    values.jumlah_kata = jumlahKataInovasi(merged);
    if (Number(merged.is_developed) !== 1) values.waktu_pengembangan = null;
    if (mode === 'create' && values.tahun == null) {
      const d = (values.waktu_implementasi ?? values.waktu) as string | null | undefined;
      values.tahun = d ? Number(d.slice(0, 4)) : Number(hariIniWib().slice(0, 4));
    }
    // ready to send when the competition form is complete (Asta Cita optional)
    values.submitable = kelengkapanLomba({ ...merged, ...values }).kurang.length ? 0 : 1;
  },

  async beforeDelete({ tx, user, settings, current }) {
    tolak(alasanHapusLomba(konteks(user, settings), await barisLomba(tx, current as { id: number; tahun: number; inovasi_status: number }, {}, true)));
  },

  joinFields: () => JOIN_LOMBA,

  async decorate(db, user, settings, rows) {
    if (!rows.length) return rows;
    const ctx = konteks(user, settings);
    // the caller's own sheets (judges): one query for the page
    const milik = new Map<number, 'draf' | 'terkirim'>();
    if (user.role === 'tim.penilai') {
      const ids = rows.map((r) => Number(r.id));
      const mine = await db
        .select({ inovasi_id: lombaLembar.inovasi_id, status: lombaLembar.status })
        .from(lombaLembar)
        .where(sql`${lombaLembar.penilai_id} = ${user.id} and ${lombaLembar.inovasi_id} = any(${sql.param(ids)}::int[])`);
      for (const m of mine) milik.set(m.inovasi_id, m.status === 'terkirim' ? 'terkirim' : 'draf');
    }
    for (const r of rows) {
      const akun = r[AKUN] as { id: number; nama_lengkap: string | null; opd_id: number | null; nama_opd: string | null } | null;
      const kelengkapan = kelengkapanLomba(r);
      const dikirim = r[KIRIM] ?? null;
      r.kelengkapan = kelengkapan;
      r.usr_asn = akun ? { id: akun.id, nama_lengkap: akun.nama_lengkap ?? '' } : null;
      r.opd = akun?.opd_id ? { id: akun.opd_id, nama_opd: akun.nama_opd } : null;
      r.nama_pemda = (r[DAERAH] as string | null) ?? null;
      r.dikirim_pada = iso(dikirim);
      r.status_lomba = dikirim ? 'Terkirim' : 'Belum Dikirim';
      r.jumlah_juri = Number(r[JURI] ?? 0);
      r.lembar_saya = milik.get(Number(r.id)) ?? null;
      r.aksi = kebijakanLomba(ctx, {
        tahun: Number(r.tahun),
        inovasi_status: Number(r.inovasi_status),
        terkirim: Boolean(dikirim),
        diumumkan: r[UMUM] === true,
        kurang: kelengkapan.kurang,
      }).aksi;
      r[AKUN] = r[DAERAH] = r[KIRIM] = r[JURI] = r[UMUM] = r.jumlah_kata = undefined;
    }
    return rows;
  },
};
