import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PREDIKAT_BELUM_MENGISI_DATA, type SessionUser, type StatIndeks, type SumberSkor } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020Inovasi, iga2020Tematik, igaKlaster, igaKlasterDaerah, igaUrusanPemerintahan, indeksHasil, nomorRegistrasi, profilPemda } from '../../db/schema';
import { dua, inovasiScope, semua } from './common';

/** Rows of a raw query on PGlite and node-postgres alike. */
export async function rows<T>(db: DbOrTx, q: SQL): Promise<T[]> {
  const res = (await db.execute(q)) as unknown as { rows: T[] };
  return res.rows;
}

export interface FilterInovasi {
  /** One region only. */
  profil?: number;
  /** Regions (null/undefined = every region the user may see). */
  profilIds?: number[] | null;
  /** Innovation year (null = all). */
  tahun?: number | null;
  /** Only innovations whose registration is verified (status_nomor 1). */
  verified?: boolean;
}

/** Where-clause over iga2020_inovasi (joined with nomor_registrasi) for a user and a filter. */
export function whereInovasi(user: SessionUser, f: FilterInovasi): SQL | undefined {
  return semua(
    ...inovasiScope(user),
    f.profil !== undefined ? eq(iga2020Inovasi.profil_id, f.profil) : undefined,
    f.profilIds ? (f.profilIds.length ? inArray(iga2020Inovasi.profil_id, f.profilIds) : sql`false`) : undefined,
    f.tahun ? eq(iga2020Inovasi.tahun, f.tahun) : undefined,
    f.verified ? eq(nomorRegistrasi.status_nomor, 1) : undefined,
  );
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * Innovation counts of a scope: per stage, digital or not, per registration
 * state, per year and stage, per theme (Asta Cita and legacy) and per affair
 * (an innovation with several affairs counts once for each).
 */
export async function ringkasanInovasi(db: DbOrTx, user: SessionUser, f: FilterInovasi) {
  const where = whereInovasi(user, f);
  const st = iga2020Inovasi.inovasi_status;
  const nr = nomorRegistrasi.status_nomor;
  const [totals, perTahun, perTema, perUrusan, tema, urusan] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        inisiatif: sql<number>`count(*) filter (where ${st} = 0)::int`,
        ujicoba: sql<number>`count(*) filter (where ${st} = 1)::int`,
        penerapan: sql<number>`count(*) filter (where ${st} = 2)::int`,
        digital: sql<number>`count(*) filter (where ${iga2020Inovasi.jenis_inovasi} = 'Digital')::int`,
        non_digital: sql<number>`count(*) filter (where ${iga2020Inovasi.jenis_inovasi} = 'Non Digital')::int`,
        belum_dikirim: sql<number>`count(*) filter (where ${nr} is null)::int`,
        menunggu: sql<number>`count(*) filter (where ${nr} = 0)::int`,
        terverifikasi: sql<number>`count(*) filter (where ${nr} = 1)::int`,
        ditolak: sql<number>`count(*) filter (where ${nr} = 2)::int`,
        ditarik: sql<number>`count(*) filter (where ${nr} = -1)::int`,
        qc_terverifikasi: sql<number>`count(*) filter (where ${nr} = 1 and ${nomorRegistrasi.qc} = 1)::int`,
      })
      .from(iga2020Inovasi)
      .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
      .where(where),
    db
      .select({ tahun: iga2020Inovasi.tahun, status: st, jumlah: sql<number>`count(*)::int` })
      .from(iga2020Inovasi)
      .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
      .where(where)
      .groupBy(iga2020Inovasi.tahun, st)
      .orderBy(asc(iga2020Inovasi.tahun)),
    db
      .select({ kode: iga2020Inovasi.is_covid, tahun: iga2020Inovasi.tahun, jumlah: sql<number>`count(*)::int` })
      .from(iga2020Inovasi)
      .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
      .where(where)
      .groupBy(iga2020Inovasi.is_covid, iga2020Inovasi.tahun),
    rows<{ urusan_id: number; tahun: number; jumlah: number }>(
      db,
      sql`select u.id::int as urusan_id, ${iga2020Inovasi.tahun} as tahun, count(*)::int as jumlah
          from ${iga2020Inovasi}
          left join ${nomorRegistrasi} on ${nomorRegistrasi.inovasi_id} = ${iga2020Inovasi.id}
          cross join lateral (select distinct trim(x) as id from unnest(string_to_array(${iga2020Inovasi.urusan_pemerintah_id}, ',')) as x) u
          where u.id ~ '^[0-9]{1,9}$' ${where ? sql`and ${where}` : sql``}
          group by 1, 2`,
    ),
    db.select({ kode: iga2020Tematik.kode, nama: iga2020Tematik.nama, is_legacy: iga2020Tematik.is_legacy }).from(iga2020Tematik).orderBy(asc(iga2020Tematik.kode)),
    db.select({ id: igaUrusanPemerintahan.id, nama: igaUrusanPemerintahan.nama, yandas: igaUrusanPemerintahan.yandas }).from(igaUrusanPemerintahan),
  ]);
  const t = totals[0]!;
  const tahunList = [...new Set(perTahun.map((r) => r.tahun))].sort((a, b) => a - b);
  const per_tahun = tahunList.map((tahun) => {
    const of = (s: number) => n(perTahun.find((r) => r.tahun === tahun && r.status === s)?.jumlah);
    return { tahun, inisiatif: of(0), ujicoba: of(1), penerapan: of(2), total: of(0) + of(1) + of(2) };
  });
  const temaNama = new Map(tema.map((x) => [x.kode, x]));
  const temaJumlah = new Map<number | null, number>();
  for (const r of perTema) temaJumlah.set(r.kode, (temaJumlah.get(r.kode) ?? 0) + n(r.jumlah));
  const per_tema = [
    ...tema.map((x) => ({ kode: x.kode as number | null, nama: x.nama, asta_cita: x.is_legacy === 0, jumlah: temaJumlah.get(x.kode) ?? 0 })),
    ...[...temaJumlah.entries()].filter(([k]) => k === null || !temaNama.has(k)).map(([k, j]) => ({ kode: k, nama: k === null ? 'Belum memilih tema' : `Tema ${k}`, asta_cita: false, jumlah: j })),
  ];
  const per_tema_tahun = perTema.map((r) => ({ kode: r.kode, tahun: r.tahun, jumlah: n(r.jumlah) })).sort((a, b) => a.tahun - b.tahun || (a.kode ?? -1) - (b.kode ?? -1));
  const urusanNama = new Map(urusan.map((u) => [u.id, u]));
  const urusanJumlah = new Map<number, number>();
  for (const r of perUrusan) urusanJumlah.set(n(r.urusan_id), (urusanJumlah.get(n(r.urusan_id)) ?? 0) + n(r.jumlah));
  const per_urusan = [...urusanJumlah.entries()]
    .map(([id, jumlah]) => ({ id, nama: urusanNama.get(id)?.nama ?? `Urusan ${id}`, yandas: urusanNama.get(id)?.yandas === 1, jumlah }))
    .sort((a, b) => b.jumlah - a.jumlah || a.nama.localeCompare(b.nama));
  const per_urusan_tahun = perUrusan.map((r) => ({ urusan_id: n(r.urusan_id), tahun: n(r.tahun), jumlah: n(r.jumlah) })).sort((a, b) => a.tahun - b.tahun || a.urusan_id - b.urusan_id);
  return {
    inovasi: { total: n(t.total), inisiatif: n(t.inisiatif), ujicoba: n(t.ujicoba), penerapan: n(t.penerapan), digital: n(t.digital), non_digital: n(t.non_digital) },
    pengiriman: {
      belum_dikirim: n(t.belum_dikirim),
      menunggu: n(t.menunggu),
      terverifikasi: n(t.terverifikasi),
      ditolak: n(t.ditolak),
      ditarik: n(t.ditarik),
      qc_terverifikasi: n(t.qc_terverifikasi),
    },
    per_tahun,
    per_tema,
    per_tema_tahun,
    per_urusan,
    per_urusan_tahun,
  };
}

/** Aggregate of stored IIDs (one row per region). */
export function statIndeks(list: { iid: number | null; predikat: string | null }[]): StatIndeks {
  const dinilai = list.filter((r) => (r.iid ?? 0) > 0);
  const by = new Map<string, number>();
  for (const r of list) {
    const p = r.predikat ?? PREDIKAT_BELUM_MENGISI_DATA;
    by.set(p, (by.get(p) ?? 0) + 1);
  }
  const v = dinilai.map((r) => r.iid!);
  return {
    jumlah_daerah: list.length,
    jumlah_dinilai: dinilai.length,
    rata_rata: v.length ? dua(v.reduce((s, x) => s + x, 0) / v.length) : 0,
    tertinggi: v.length ? dua(Math.max(...v)) : 0,
    terendah: v.length ? dua(Math.min(...v)) : 0,
    predikat: [...by.entries()].map(([predikat, jumlah]) => ({ predikat, jumlah })).sort((a, b) => b.jumlah - a.jumlah),
  };
}

/** Stored results of a year and source for regions (null = all), with region data. */
export async function hasilDaerah(db: DbOrTx, tahun: number, sumber: SumberSkor, profilIds: number[] | null) {
  return db
    .select({
      profil_id: profilPemda.id,
      nama: profilPemda.nama,
      iid: indeksHasil.iid,
      total: indeksHasil.total,
      spd: indeksHasil.spd,
      sid: indeksHasil.sid,
      jumlah_inovasi: indeksHasil.jumlah_inovasi,
      predikat: indeksHasil.predikat,
    })
    .from(profilPemda)
    .leftJoin(indeksHasil, and(eq(indeksHasil.profil_id, profilPemda.id), eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, sumber)))
    .where(profilIds ? (profilIds.length ? inArray(profilPemda.id, profilIds) : sql`false`) : undefined);
}

/** The clusters a region belongs to, with the region's place among the members (ties share a rank). */
export async function posisiKlaster(db: DbOrTx, profilId: number, tahun: number, sumber: SumberSkor) {
  const klaster = await db
    .select({ id: igaKlaster.id, kode: igaKlaster.kode, klaster: igaKlaster.klaster })
    .from(igaKlasterDaerah)
    .innerJoin(igaKlaster, eq(igaKlaster.id, igaKlasterDaerah.iga_klaster_id))
    .where(eq(igaKlasterDaerah.iga_daerah_id, profilId))
    .orderBy(asc(igaKlaster.id));
  const out = [];
  for (const k of klaster) {
    const anggota = await db
      .select({ profil_id: igaKlasterDaerah.iga_daerah_id, iid: indeksHasil.iid, predikat: indeksHasil.predikat })
      .from(igaKlasterDaerah)
      .leftJoin(indeksHasil, and(eq(indeksHasil.profil_id, igaKlasterDaerah.iga_daerah_id), eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, sumber)))
      .where(eq(igaKlasterDaerah.iga_klaster_id, k.id));
    const nilai = dua(anggota.find((a) => a.profil_id === profilId)?.iid ?? 0);
    const stat = statIndeks(anggota);
    out.push({
      kode: k.kode,
      klaster: k.klaster,
      nilai,
      peringkat: anggota.filter((a) => dua(a.iid ?? 0) > nilai).length + 1,
      ...stat,
    });
  }
  return out;
}
