import { eq, sql, type SQL } from 'drizzle-orm';
import {
  alasanTambah,
  alasanTidakDihitung,
  barisArsip,
  cekTanggalPeriode,
  hambatanKirim,
  cekKoordinat,
  hariIniWib,
  inovasiOverrides,
  jumlahKataInovasi,
  kebijakanInovasi,
  kelengkapanInovasi,
  profilBelumLengkap,
  statusPengiriman,
  tanggalTerkunci,
  warnaBaris,
  type DataScope,
  type Registrasi,
} from '@sigap/domain';
import { adaRiwayat, registrasiOf } from '../../db/registrasi';
import { iga2020Inovasi, inovasiCari } from '../../db/schema';
import { AppError, validationError } from '../../lib/errors';
import type { ResourceHooks } from '../../crud/hooks';
import { inRegions } from '../../crud/query';
import { perbaruiIndeksDaerah } from '../indeks';
import { inovasiSubmitable } from '../indikator';
import { asRow, konteksDb, pastikan } from './kebijakan';

const REG = '__registrasi';
const AKUN = '__akun';
const DAERAH = '__nama_pemda';
// the outer row, always qualified: inside a sub-select drizzle would render a bare "id" (the inner table's)
const i = { id: sql.raw('iga2020_inovasi.id'), created_by: sql.raw('iga2020_inovasi.created_by'), profil_id: sql.raw('iga2020_inovasi.profil_id') };
/** Correlated sub-selects on the primary keys and unique indexes: evaluated for the page's rows only. */
const JOIN_FIELDS: Record<string, SQL.Aliased> = {
  // the registration with a flag for its history (dates freeze once sent): one probe of each index
  [REG]: sql`(select json_build_object('status_nomor', r.status_nomor, 'setuju', r.setuju, 'nomor', r.nomor, 'qc', r.qc, 'riwayat', exists (select 1 from nomor_registrasi_history h where h.nomor_registrasi_id = r.id)) from nomor_registrasi r where r.inovasi_id = ${i.id})`.as(REG),
  [AKUN]: sql`(select json_build_object('id', u.id, 'nama_lengkap', u.nama_lengkap, 'opd_id', u.opd_perangkat_id, 'nama_opd', o.nama) from usr_asn u left join opd_perangkat o on o.id = u.opd_perangkat_id where u.id = ${i.created_by})`.as(AKUN),
  [DAERAH]: sql<string>`(select d.nama from m_daerah d where d.id = ${i.profil_id})`.as(DAERAH),
};

/**
 * The columns `inovasi_jumlah_kolom` counts per region, year and value (drizzle/0022 `inovasi_jumlah_kolom_nilai`,
 * decision 115); a test keeps this list and the SQL function in step.
 */
export const KOLOM_TERHITUNG: readonly string[] = ['inovasi_status', 'inisiator', 'klasifikasi_inovasi', 'jenis_inovasi', 'bentuk_inovasi', 'is_covid', 'is_index', 'created_by'];

/**
 * The exact total of a list without a search from the counters, or null when its filters need a count of the rows.
 * The list's WHERE is its data scope (regions, own records, years), `extraScope` (is_lomba = 0) and the column
 * filters: regions and years select counter rows, the own-records scope is the author column (`created_by`), an
 * `is_lomba` filter keeps all or nothing, and one more counted column (any of its values) selects `kolom`/`nilai`.
 * Two counted columns (or an author filter under the own-records scope plus one more) are counted.
 */
export function totalCepat(scope: DataScope, equals: Record<string, (string | number)[]>): SQL | null {
  const f: Record<string, (string | number)[]> = { ...equals };
  // competition entries are never in this list: is_lomba = 0 is already in its WHERE (extraScope)
  if (f.is_lomba) {
    const nol = f.is_lomba.some((v) => Number(v) === 0);
    delete f.is_lomba;
    if (!nol) return sql`0`;
  }
  // own records only (OPD, ASN): the author column, narrowed by an author filter if there is one
  if (scope.created_by != null) {
    f.created_by = (f.created_by ?? [scope.created_by]).filter((v) => Number(v) === scope.created_by);
  }
  const lain = Object.keys(f).filter((k) => k !== 'profil_id' && k !== 'tahun');
  if (lain.length > 1 || (lain.length === 1 && !KOLOM_TERHITUNG.includes(lain[0]!))) return null;
  const pick = (a: number[] | null, b: (string | number)[] | undefined): number[] | null =>
    a && b ? a.filter((v) => b.some((x) => Number(x) === v)) : (a ?? (b ? b.map(Number) : null));
  const regions = pick(scope.daerah_ids, f.profil_id);
  const years = pick(scope.years, f.tahun);
  if ((regions && !regions.length) || (years && !years.length)) return sql`0`;
  const where = [regions && inRegions(sql.raw('profil_id'), regions), years && sql`tahun = any(${sql.param(years)}::int[])`].filter((x): x is SQL => Boolean(x));
  const kolom = lain[0];
  if (!kolom) return sql`(select coalesce(sum(n), 0)::int from inovasi_jumlah${where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``})`;
  const nilai = [...new Set(f[kolom]!.map(String))];
  if (!nilai.length) return sql`0`;
  // the primary key (kolom, nilai, tahun, profil_id): one range per value and year, the regions filtered in it
  where.unshift(sql`kolom = ${kolom}`, nilai.length === 1 ? sql`nilai = ${nilai[0]}` : sql`nilai = any(${sql.param(nilai)}::text[])`);
  return sql`(select coalesce(sum(n), 0)::int from inovasi_jumlah_kolom where ${sql.join(where, sql` and `)})`;
}

/** Server rules of the innovation record on top of the generic resource (INO-01..05). */
export const inovasiHooks: ResourceHooks = {
  overrides: (settings) => inovasiOverrides(settings),

  // the record's transaction writes no reference data: the catalogue and the methodology come from memory (`akar`)
  async beforeWrite({ tx, user, settings, mode, values, current, akar }) {
    const ctx = await konteksDb(tx, user, settings, akar);
    if (mode === 'create') {
      const tolak = alasanTambah(ctx);
      if (tolak) throw new AppError(tolak.code, tolak.pesan);
    }
    if (mode === 'update' && current) {
      const reg = await registrasiOf(tx, Number(current.id), true);
      // the policy that gives the row its `aksi` guards the command
      pastikan(kebijakanInovasi(ctx, asRow(current), reg), 'ubah');
      // application and development dates freeze once the innovation has a registration history
      if (tanggalTerkunci(user.role, await adaRiwayat(tx, reg?.id))) {
        const errors: Record<string, string> = {};
        for (const f of ['waktu_implementasi', 'waktu_pengembangan'] as const) {
          if (values[f] !== undefined && (values[f] ?? null) !== (current[f] ?? null)) errors[f] = 'Tanggal ini tidak dapat diubah setelah inovasi pernah dikirim.';
        }
        if (Object.keys(errors).length) throw validationError(errors);
      }
    }
    // the application window of the period (settings met with the year's methodology): a changed date outside it
    // is refused with the form's own message; an unchanged old date stays (the row then says why it will not count)
    if (ctx.periode) {
      const errors: Record<string, string> = {};
      for (const [f, label] of [
        ['waktu_implementasi', 'Waktu Penerapan'],
        ['waktu_pengembangan', 'Waktu Pengembangan'],
      ] as const) {
        const v = values[f];
        if (v === undefined || v === null || v === '' || String(v).slice(0, 10) === String(current?.[f] ?? '').slice(0, 10)) continue;
        const e = cekTanggalPeriode(ctx.periode, label, String(v));
        if (e) errors[f] = e;
      }
      if (Object.keys(errors).length) throw validationError(errors);
    }
    const koordinatError = values.koordinat !== undefined ? cekKoordinat(values.koordinat) : null;
    if (koordinatError) throw validationError({ koordinat: koordinatError });
    // the rich texts arrive cleaned: the generic CRUD sanitises every richtext field on write (crud/rujukan.ts)

    const merged = { ...(current ?? {}), ...values };
    values.jumlah_kata = jumlahKataInovasi(merged);
    if (Number(merged.is_developed) !== 1) values.waktu_pengembangan = null;
    if (mode === 'create' && values.tahun == null) {
      const d = (values.waktu_implementasi ?? values.waktu) as string | null | undefined;
      values.tahun = d ? Number(d.slice(0, 4)) : Number(hariIniWib().slice(0, 4));
    }
    // complete fields and no blocking item of the indicator checker (answers and evidence of the assessment year)
    values.submitable = await inovasiSubmitable(tx, { ...merged, ...values }, settings, akar);
  },

  async afterWrite({ tx, user, settings, row, akar }) {
    await perbaruiIndeksDaerah(tx, settings.tahun_penilaian, Number(row.profil_id), user.id, akar);
  },

  async afterDelete({ tx, user, settings, current }) {
    await perbaruiIndeksDaerah(tx, settings.tahun_penilaian, Number(current.profil_id), user.id);
  },

  async beforeDelete({ tx, user, settings, current }) {
    const reg = await registrasiOf(tx, Number(current.id), true);
    pastikan(kebijakanInovasi(await konteksDb(tx, user, settings), asRow(current), reg), 'hapus');
  },

  // competition entries (is_lomba = 1) are served as `lomba_inovasi`, never in the innovation database (decision 64)
  extraScope: () => eq(iga2020Inovasi.is_lomba, 0),

  // a search reads the narrow copy (inovasi_cari, decision 118) for its total and page, with the same rule on is_lomba
  cari: { table: inovasiCari, extraScope: () => eq(inovasiCari.is_lomba, 0) },

  // the total of a list filtered by region and year (the default of every screen) and at most one more counted column
  // (stage, initiator, type, form, theme, author, QC lock): a sum of maintained counters over the regions in scope
  fastTotal: totalCepat,

  // registration, author and region of each row, read in the same statement as the rows (no extra round trips)
  joinFields: () => JOIN_FIELDS,

  async decorate(db, user, settings, rows) {
    if (!rows.length) return rows;
    if (!(REG in rows[0]!)) throw new Error('inovasi decorate: rows read without joinFields');
    const ctx = await konteksDb(db, user, settings);
    // the rows are this request's own objects: decorated in place (a copy of ~30 keys per row costs more
    // than the rest of the decoration); joined columns become undefined, which JSON leaves out
    for (const r of rows) {
      const reg = r[REG] as (Registrasi & { riwayat: boolean }) | null;
      const akun = r[AKUN] as { id: number; nama_lengkap: string | null; opd_id: number | null; nama_opd: string | null } | null;
      const registrasi: Registrasi | null = reg ? { status_nomor: reg.status_nomor, setuju: reg.setuju, nomor: reg.nomor, qc: reg.qc } : null;
      const row = asRow(r);
      const kelengkapan = kelengkapanInovasi(r);
      r.kelengkapan = kelengkapan;
      r.registrasi = registrasi;
      r.usr_asn = akun ? { id: akun.id, nama_lengkap: akun.nama_lengkap } : null;
      r.opd = akun?.opd_id ? { id: akun.opd_id, nama_opd: akun.nama_opd } : null;
      r.nama_pemda = (r[DAERAH] as string | null) ?? null;
      r.tanggal_terkunci = tanggalTerkunci(user.role, reg?.riwayat === true);
      r.status_pengiriman = statusPengiriman(registrasi);
      r.warna = warnaBaris(ctx, row, registrasi);
      r.profil_belum_lengkap = profilBelumLengkap(row);
      r.kirim_inovasi = ctx.kirim_inovasi;
      r.arsip = barisArsip(ctx, row);
      // the one policy: the same decisions guard the commands (beforeWrite, beforeDelete, the send command)
      r.aksi = kebijakanInovasi(ctx, { ...row, kurang: kelengkapan.kurang }, registrasi).aksi;
      // "why no Kirim" and "why it will not count", from the same policy and period (decision 84)
      r.hambatan_kirim = (r.aksi as string[]).includes('kirim') ? [] : hambatanKirim(ctx, { ...row, kurang: kelengkapan.kurang }, registrasi);
      r.tidak_dihitung = ctx.periode ? alasanTidakDihitung(ctx.periode, row) : [];
      r[REG] = r[AKUN] = r[DAERAH] = r.jumlah_kata = undefined;
    }
    return rows;
  },
};
