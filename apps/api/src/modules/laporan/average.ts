import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  JENIS_DAERAH_PROPINSI,
  K_LAPORAN,
  K_PROPINSI_ANAK,
  K_PROPINSI_ANAK_LOOKUP,
  K_RATA_RATA,
  KELOMPOK_RATA_RATA,
  type BarisRataRata,
  type JenisDaerahPropinsi,
  type KelompokRataRata,
  type SessionUser,
  type SumberSkor,
} from '@sigap/domain';
import { iga2020Inovasi, iga2020InovasiSkor, igaKlaster, igaKlasterDaerah, mDaerah, opdPerangkat, profilPemda, usrAsn, wilayah } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { daerahScope, dalamDaerah, dua, pastikanHasil, tahunIndeks } from './common';
import { hasilDaerah, statIndeks } from './data';

/** Index averages, their recaps and the province lookups (IDX-05, MST-01). */
export async function averageRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const settings = () => app.ctx.settings.all();

  const daerahSemua = () =>
    db.select({ id: mDaerah.id, nama: mDaerah.nama, kode: mDaerah.kode, tingkat: mDaerah.tingkat, jenis: mDaerah.jenis, parent_id: mDaerah.parent_id, wilayah_id: mDaerah.wilayah_id }).from(mDaerah);
  const anggotaKlaster = async () => {
    const r = await db.select({ kode: igaKlaster.kode, klaster: igaKlaster.klaster, daerah_id: igaKlasterDaerah.iga_daerah_id }).from(igaKlaster).leftJoin(igaKlasterDaerah, eq(igaKlasterDaerah.iga_klaster_id, igaKlaster.id)).orderBy(asc(igaKlaster.id));
    const by = new Map<string, { klaster: string; ids: Set<number> }>();
    for (const x of r) {
      const k = by.get(x.kode) ?? { klaster: x.klaster, ids: new Set<number>() };
      if (x.daerah_id != null) k.ids.add(x.daerah_id);
      by.set(x.kode, k);
    }
    return by;
  };

  /**
   * Rows of an average screen. Every row: {id, nama, jumlah_daerah,
   * jumlah_dinilai, rata_rata, tertinggi, terendah, predikat[]} over the stored
   * IID of the year and source; `rata_rata` is the mean of the regions with an
   * IID above 0.
   */
  async function rataRata(kelompok: KelompokRataRata, tahun: number, sumber: SumberSkor): Promise<BarisRataRata[]> {
    const ada = await pastikanHasil(db, tahun);
    const [daerah, hasil, klaster, wil] = await Promise.all([daerahSemua(), ada ? hasilDaerah(db, tahun, sumber, null) : [], anggotaKlaster(), db.select().from(wilayah).orderBy(asc(wilayah.id))]);
    const iid = new Map(hasil.map((h) => [h.profil_id, h]));
    const of = (ids: Iterable<number>) => [...ids].map((id) => iid.get(id) ?? { iid: 0, predikat: null });
    const prov = daerah.filter((d) => d.tingkat === 1).sort((a, b) => a.kode.localeCompare(b.kode));
    const row = (id: number | string, nama: string, ids: number[], extra: Pick<BarisRataRata, 'nilai_provinsi' | 'predikat_provinsi'> = {}): BarisRataRata => ({ id, nama, ...statIndeks(of(ids)), ...extra });
    const wilayahProv = (p: number) => daerah.filter((d) => d.id === p || d.parent_id === p).map((d) => d.id);
    switch (kelompok) {
      case 'nasional':
        return [
          row('nasional', 'Nasional', daerah.map((d) => d.id)),
          ...[...klaster.entries()].map(([kode, k]) => row(kode, k.klaster, [...k.ids])),
        ];
      case 'wilayah':
        return wil.map((w) => row(w.id, w.nama, daerah.filter((d) => d.wilayah_id === w.id).map((d) => d.id)));
      case 'propinsi':
        // the province government and every regency and city of the province together, plus the province's own IID
        return prov.map((p) => row(p.id, p.nama, wilayahProv(p.id), { nilai_provinsi: dua(iid.get(p.id)?.iid ?? 0), predikat_provinsi: iid.get(p.id)?.predikat ?? null }));
      case 'propinsi2':
        // the regencies and cities of each province only (without the province government)
        return prov.map((p) => row(p.id, p.nama, daerah.filter((d) => d.parent_id === p.id).map((d) => d.id)));
      case 'kota':
      case 'kabupaten':
        return prov
          .map((p) => row(p.id, p.nama, daerah.filter((d) => d.parent_id === p.id && d.jenis === kelompok).map((d) => d.id)))
          .filter((r) => r.jumlah_daerah > 0);
      default: {
        const ids = klaster.get(kelompok)?.ids ?? new Set<number>();
        // members by province (a member province counts in its own row)
        return prov
          .map((p) => row(p.id, p.nama, wilayahProv(p.id).filter((id) => ids.has(id))))
          .filter((r) => r.jumlah_daerah > 0);
      }
    }
  }

  for (const kelompok of KELOMPOK_RATA_RATA) {
    rute(app, K_RATA_RATA[kelompok], async ({ query: { sumber, ...q } }) => {
      const tahun = tahunIndeks(await settings(), q.tahun);
      const data = await rataRata(kelompok, tahun, sumber);
      const ringkasan = kelompok === 'nasional' ? (data[0] ?? null) : null;
      return { status: 1, data, total: data.length, tahun, sumber, kelompok, ringkasan };
    });
  }

  /** Every region of a set with its self and verified index, cluster memberships and province. */
  async function rekapDaerah(tahun: number, where: SQL | undefined) {
    const ada = await pastikanHasil(db, tahun);
    const daerah = await daerahSemua().where(where).orderBy(asc(mDaerah.kode));
    const ids = daerah.map((d) => d.id);
    const [self, verified, provs] = await Promise.all([
      ada ? hasilDaerah(db, tahun, 'self', ids) : [],
      ada ? hasilDaerah(db, tahun, 'verified', ids) : [],
      db.select({ id: mDaerah.id, nama: mDaerah.nama }).from(mDaerah).where(eq(mDaerah.tingkat, 1)),
    ]);
    const s = new Map(self.map((r) => [r.profil_id, r]));
    const v = new Map(verified.map((r) => [r.profil_id, r]));
    const p = new Map(provs.map((r) => [r.id, r.nama]));
    return daerah.map((d) => ({
      id: d.id,
      profil_id: d.id,
      nama: d.nama,
      jenis: d.jenis,
      propinsi: d.tingkat === 1 ? d.nama : (p.get(d.parent_id ?? 0) ?? null),
      jumlah_inovasi: s.get(d.id)?.jumlah_inovasi ?? 0,
      iid_self: dua(s.get(d.id)?.iid ?? 0),
      predikat_self: s.get(d.id)?.predikat ?? null,
      iid_verified: dua(v.get(d.id)?.iid ?? 0),
      predikat_verified: v.get(d.id)?.predikat ?? null,
    }));
  }

  rute(app, K_LAPORAN.rekapNasional, async ({ query }) => {
    const tahun = tahunIndeks(await settings(), query.tahun);
    const data = await rekapDaerah(tahun, undefined);
    return { status: 1, data, total: data.length, tahun };
  });

  rute(app, K_LAPORAN.rekapPropinsi, async ({ params: { id }, query }) => {
    const [prov] = await db.select({ id: mDaerah.id, nama: mDaerah.nama }).from(mDaerah).where(and(eq(mDaerah.id, id), eq(mDaerah.tingkat, 1)));
    if (!prov) throw new AppError('NOT_FOUND', 'Provinsi tidak ditemukan.');
    const tahun = tahunIndeks(await settings(), query.tahun);
    const data = await rekapDaerah(tahun, or(eq(mDaerah.id, id), eq(mDaerah.parent_id, id)));
    return { status: 1, data, total: data.length, tahun, propinsi: prov };
  });

  /** Innovations of one region per OPD (by the OPD of the account that created them): count and mean maturity. */
  rute(app, K_LAPORAN.rekapOpd, async ({ params: { id }, query }) => {
    const [profil] = await db.select({ id: profilPemda.id, nama: profilPemda.nama }).from(profilPemda).where(eq(profilPemda.id, id));
    if (!profil) throw new AppError('NOT_FOUND');
    const tahun = query.tahun;
    const r = await db
      .select({
        opd_id: opdPerangkat.id,
        nama_opd: opdPerangkat.nama,
        jumlah_inovasi: sql<number>`count(*)::int`,
        penerapan: sql<number>`count(*) filter (where ${iga2020Inovasi.inovasi_status} = 2)::int`,
        rata_kematangan: sql<number>`coalesce(avg(${iga2020Inovasi.kematangan}), 0)::float8`,
        rata_verifikasi: sql<number>`coalesce(avg(${iga2020InovasiSkor.verifikasi_points}), 0)::float8`,
      })
      .from(iga2020Inovasi)
      .leftJoin(usrAsn, eq(usrAsn.id, iga2020Inovasi.created_by))
      .leftJoin(opdPerangkat, eq(opdPerangkat.id, usrAsn.opd_perangkat_id))
      .leftJoin(iga2020InovasiSkor, eq(iga2020InovasiSkor.inovasi_id, iga2020Inovasi.id))
      .where(and(eq(iga2020Inovasi.profil_id, id), eq(iga2020Inovasi.is_lomba, 0), tahun ? eq(iga2020Inovasi.tahun, tahun) : undefined))
      .groupBy(opdPerangkat.id, opdPerangkat.nama)
      .orderBy(asc(opdPerangkat.nama));
    const data = r.map((x) => ({ ...x, nama_opd: x.nama_opd ?? 'Pemerintah Daerah (tanpa OPD)', rata_kematangan: dua(x.rata_kematangan), rata_verifikasi: dua(x.rata_verifikasi) }));
    return { status: 1, data, total: data.length, profil };
  });

  // ------------------------------------------------------------ province lookups
  rute(app, K_LAPORAN.propinsi, async ({ user }) => {
    // a regional user sees the provinces holding its regions
    const ids = daerahScope(user);
    const induk = ids?.length ? (await db.select({ p: mDaerah.parent_id }).from(mDaerah).where(inArray(mDaerah.id, ids))).map((r) => r.p).filter((p): p is number => p != null) : [];
    const boleh = ids ? [...ids, ...induk] : null;
    const rows = await db
      .select({ id: mDaerah.id, nama: mDaerah.nama })
      .from(mDaerah)
      .where(and(eq(mDaerah.tingkat, 1), boleh ? (boleh.length ? inArray(mDaerah.id, boleh) : sql`false`) : undefined))
      .orderBy(asc(mDaerah.nama));
    return { status: 1, data: rows.map((r) => ({ value: r.id, label: r.nama, id: r.id })), total: rows.length };
  });

  async function anakPropinsi(user: SessionUser, id: number, jenis: JenisDaerahPropinsi) {
    const [prov] = await db.select({ id: mDaerah.id, nama: mDaerah.nama }).from(mDaerah).where(and(eq(mDaerah.id, id), eq(mDaerah.tingkat, 1)));
    if (!prov) throw new AppError('NOT_FOUND', 'Provinsi tidak ditemukan.');
    let kondisi;
    if (jenis === 'kota' || jenis === 'kabupaten') kondisi = eq(mDaerah.jenis, jenis);
    else {
      const [k] = await db.select({ id: igaKlaster.id }).from(igaKlaster).where(eq(igaKlaster.kode, jenis));
      const anggota = k ? (await db.select({ id: igaKlasterDaerah.iga_daerah_id }).from(igaKlasterDaerah).where(eq(igaKlasterDaerah.iga_klaster_id, k.id))).map((r) => r.id) : [];
      kondisi = anggota.length ? inArray(mDaerah.id, anggota) : sql`false`;
    }
    const rows = await db
      .select({ id: mDaerah.id, nama: mDaerah.nama })
      .from(mDaerah)
      .where(and(eq(mDaerah.parent_id, prov.id), kondisi, dalamDaerah(user, mDaerah.id)))
      .orderBy(asc(mDaerah.nama));
    return { prov, rows };
  }
  for (const jenis of JENIS_DAERAH_PROPINSI) {
    rute(app, K_PROPINSI_ANAK[jenis], async ({ user, params }) => {
      const { prov, rows } = await anakPropinsi(user, params.id, jenis);
      return { status: 1, data: rows, total: rows.length, propinsi: prov };
    });
    rute(app, K_PROPINSI_ANAK_LOOKUP[jenis], async ({ user, params }) => {
      const { rows } = await anakPropinsi(user, params.id, jenis);
      return { status: 1, data: rows.map((r) => ({ value: r.id, label: r.nama, id: r.id })), total: rows.length };
    });
  }
}
