import { and, count, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  cekKelayakanTerverifikasi,
  kematanganTerverifikasi,
  hitungIndeks,
  hitungUrusanYandasTercakup,
  inovasiDihitung,
  parseMetodologi,
  type HasilIndeks,
  type Kelayakan,
  type Metodologi,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { adaBuktiSql, jumlahTerverifikasiSql } from '../../db/skor';
import { aspekLog, iga2020Inovasi, iga2020InovasiSkor, igaUrusanPemerintahan, indeksHasil, indikatorDaerah, metodologi, nomorRegistrasi, profilPemda } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { bacaRujukan } from '../../lib/rujukan';

export type Sumber = 'self' | 'verified';

export async function metodologiTahun(db: DbOrTx, tahun: number, akar?: DbOrTx): Promise<Metodologi> {
  return (await metodologiDanYandas(db, tahun, akar)).m;
}

/**
 * The year's methodology and the basic-service affairs (yandas) in one round trip; from process memory when `db` is
 * the app's root handle or `akar` is given (lib/rujukan.ts, decision 117). A missing or invalid one is not kept.
 */
function metodologiDanYandas(db: DbOrTx, tahun: number, akar?: DbOrTx): Promise<{ m: Metodologi; yandasIds: number[] }> {
  return bacaRujukan(db, `metodologi:${tahun}`, () => bacaMetodologiDanYandas(db, tahun), akar);
}

async function bacaMetodologiDanYandas(db: DbOrTx, tahun: number): Promise<{ m: Metodologi; yandasIds: number[] }> {
  const [found] = await db
    .select({
      row: metodologi,
      yandas: sql<number[]>`(select coalesce(array_agg(${igaUrusanPemerintahan.id} order by ${igaUrusanPemerintahan.id}), '{}') from ${igaUrusanPemerintahan} where ${igaUrusanPemerintahan.yandas} = 1)`,
    })
    .from(metodologi)
    .where(eq(metodologi.tahun, tahun));
  if (!found) throw new AppError('NOT_FOUND', `Metodologi tahun ${tahun} belum ditetapkan.`);
  const parsed = parseMetodologi(found.row);
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', `Metodologi tahun ${tahun} tidak valid: ${parsed.masalah.join('; ')}`);
  return { m: parsed.metodologi, yandasIds: (found.yandas ?? []).map(Number) };
}

export interface HasilDaerah {
  profil_id: number;
  self: HasilIndeks;
  verified: HasilIndeks;
}

/**
 * SQL conditions that every innovation counted by `kelayakan` meets (a superset:
 * inovasiDihitung still decides each row in JavaScript, so the result is exact).
 * They let the database return the few thousand candidates through
 * inovasi_indeks_idx instead of every innovation of the country.
 */
export function saringKelayakan(k: Kelayakan | null | undefined, tahun: number): SQL[] {
  const out: SQL[] = [];
  if (!k) return out;
  const tanggal = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
  if (k.tahapan_min !== undefined) out.push(gte(iga2020Inovasi.inovasi_status, k.tahapan_min));
  if (k.waktu_penerapan_min !== undefined || k.waktu_penerapan_max !== undefined || k.tahun_terakhir !== undefined) {
    out.push(isNotNull(iga2020Inovasi.waktu_implementasi));
    const min = tanggal(k.waktu_penerapan_min);
    const max = tanggal(k.waktu_penerapan_max);
    if (min) out.push(gte(iga2020Inovasi.waktu_implementasi, min));
    if (max) out.push(lte(iga2020Inovasi.waktu_implementasi, max));
    if (k.tahun_terakhir !== undefined && Number.isInteger(k.tahun_terakhir)) {
      out.push(gte(iga2020Inovasi.waktu_implementasi, `${String(tahun - k.tahun_terakhir).padStart(4, '0')}-01-01`));
      out.push(lte(iga2020Inovasi.waktu_implementasi, `${String(tahun - 1).padStart(4, '0')}-12-31`));
    }
  }
  return out;
}

/**
 * The innovations with what the counting rules read (stage, application date, exclusion, affairs), their
 * kematangan, verified points and registration: the one query of the engine and of the score breakdown.
 */
export function pilihInovasi(db: DbOrTx) {
  return db
    .select({
      id: iga2020Inovasi.id,
      profil_id: iga2020Inovasi.profil_id,
      nama: iga2020Inovasi.nama,
      inovasi_status: iga2020Inovasi.inovasi_status,
      waktu_implementasi: iga2020Inovasi.waktu_implementasi,
      keluar_indeks_alasan: iga2020Inovasi.keluar_indeks_alasan,
      urusan: iga2020Inovasi.urusan_pemerintah_id,
      kematangan: iga2020Inovasi.kematangan,
      verifikasi_points: iga2020InovasiSkor.verifikasi_points,
      status_nomor: nomorRegistrasi.status_nomor,
      qc: nomorRegistrasi.qc,
    })
    .from(iga2020Inovasi)
    .leftJoin(iga2020InovasiSkor, eq(iga2020InovasiSkor.inovasi_id, iga2020Inovasi.id))
    .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id));
}

/**
 * Computes the index of regions for one assessment year with the domain
 * engine, from stored scores: SPD = the region's indicator scores (verified:
 * the verifier's score where given, else the self score when backed by
 * evidence, else 0); SID from the maturity of the innovations that count by
 * the year's rules (`cekKelayakanInovasi`; verified: `cekKelayakanTerverifikasi`,
 * approved and not returned by QC, with their verified points).
 */
export async function hitungDaerah(db: DbOrTx, tahun: number, profilIds?: number[], akar?: DbOrTx): Promise<HasilDaerah[]> {
  const { m, yandasIds } = await metodologiDanYandas(db, tahun, akar);
  // the regions with their SPD sums (one statement), then the candidate innovations
  const profiles = await db
    .select({
      id: profilPemda.id,
      self: sql<number>`coalesce(sum(${indikatorDaerah.skor}), 0)::float8`,
      verified: jumlahTerverifikasiSql(indikatorDaerah, adaBuktiSql('daerah', indikatorDaerah.profil_id, indikatorDaerah.indikator_id)),
      n: sql<number>`count(${indikatorDaerah.id})::int`,
    })
    .from(profilPemda)
    .leftJoin(indikatorDaerah, and(eq(indikatorDaerah.profil_id, profilPemda.id), eq(indikatorDaerah.tahun, tahun)))
    .where(profilIds ? inArray(profilPemda.id, profilIds) : undefined)
    .groupBy(profilPemda.id)
    .orderBy(profilPemda.id);
  const inovasi = await pilihInovasi(db)
    .where(and(profilIds ? inArray(iga2020Inovasi.profil_id, profilIds) : undefined, eq(iga2020Inovasi.is_lomba, 0), isNull(iga2020Inovasi.keluar_indeks_alasan), ...saringKelayakan(m.kelayakan, tahun)));
  const spdBy = new Map(profiles.map((r) => [r.id, r]));
  const inoBy = new Map<number, typeof inovasi>();
  for (const i of inovasi) {
    if (!inovasiDihitung(i, m.kelayakan, tahun)) continue;
    const list = inoBy.get(i.profil_id) ?? [];
    list.push(i);
    inoBy.set(i.profil_id, list);
  }
  return profiles.map(({ id }) => {
    const spd = spdBy.get(id);
    const counted = inoBy.get(id) ?? [];
    const verifiedSet = counted.filter((i) => cekKelayakanTerverifikasi(i, i, m.kelayakan, tahun).dihitung);
    const adaData = Boolean(spd?.n) || counted.length > 0;
    const self = hitungIndeks(m, {
      spd: spd?.self ?? 0,
      kematanganList: counted.map((i) => i.kematangan),
      urusanYandasTercakup: hitungUrusanYandasTercakup(
        counted.map((i) => i.urusan),
        yandasIds,
      ),
      adaData,
    });
    const verified = hitungIndeks(m, {
      spd: spd?.verified ?? 0,
      kematanganList: verifiedSet.map(kematanganTerverifikasi),
      urusanYandasTercakup: hitungUrusanYandasTercakup(
        verifiedSet.map((i) => i.urusan),
        yandasIds,
      ),
      adaData,
    });
    return { profil_id: id, self, verified };
  });
}

const row = (profil_id: number, tahun: number, sumber: Sumber, h: HasilIndeks) => ({
  profil_id,
  tahun,
  sumber,
  spd: h.spd,
  sid: h.sid,
  skor_jumlah_inovasi: h.skor_jumlah_inovasi ?? 0,
  jumlah_inovasi: h.jumlah_inovasi,
  total: h.total,
  iid: h.iid ?? 0,
  predikat: h.predikat,
});

/**
 * Recomputes and stores results (IDX-07), writing an aspeklog row for every
 * changed total. Used by `recount` for everything and, inside the write
 * transaction, for the one region an answer, evaluation or decision touched.
 */
export async function simpanHasil(db: DbOrTx, tahun: number, profilIds: number[] | undefined, usrAsnId: number | null, akar?: DbOrTx): Promise<{ dihitung: number; berubah: number }> {
  const hasil = await hitungDaerah(db, tahun, profilIds, akar);
  const lama = await db
    .select({ profil_id: indeksHasil.profil_id, sumber: indeksHasil.sumber, total: indeksHasil.total, iid: indeksHasil.iid })
    .from(indeksHasil)
    .where(and(eq(indeksHasil.tahun, tahun), profilIds ? inArray(indeksHasil.profil_id, profilIds) : undefined));
  const lamaBy = new Map(lama.map((l) => [`${l.profil_id}|${l.sumber}`, l]));
  const rows = hasil.flatMap((h) => [row(h.profil_id, tahun, 'self', h.self), row(h.profil_id, tahun, 'verified', h.verified)]);
  const logs: (typeof aspekLog.$inferInsert)[] = [];
  for (const r of rows) {
    const old = lamaBy.get(`${r.profil_id}|${r.sumber}`);
    if (!old || Math.abs(old.iid - r.iid) > 1e-9 || Math.abs(old.total - r.total) > 1e-9) {
      logs.push({ profil_id: r.profil_id, tahun, aspek: `iid_${r.sumber}`, nilai_lama: old?.iid ?? null, nilai_baru: r.iid, usr_asn_id: usrAsnId });
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await db
      .insert(indeksHasil)
      .values(chunk)
      .onConflictDoUpdate({
        target: [indeksHasil.profil_id, indeksHasil.tahun, indeksHasil.sumber],
        set: {
          spd: sql`excluded.spd`,
          sid: sql`excluded.sid`,
          skor_jumlah_inovasi: sql`excluded.skor_jumlah_inovasi`,
          jumlah_inovasi: sql`excluded.jumlah_inovasi`,
          total: sql`excluded.total`,
          iid: sql`excluded.iid`,
          predikat: sql`excluded.predikat`,
          updated_at: sql`now()`,
        },
      });
  }
  for (let i = 0; i < logs.length; i += 500) await db.insert(aspekLog).values(logs.slice(i, i + 500));
  return { dihitung: hasil.length, berubah: logs.length };
}

/**
 * Stored results exist for the year: a year never computed is computed once, in one transaction (a reader
 * never leaves half a year stored). A year without methodology has no results: false, not an error.
 */
export async function pastikanHasil(db: DbOrTx, tahun: number): Promise<boolean> {
  const [m] = await db.select({ id: metodologi.id }).from(metodologi).where(eq(metodologi.tahun, tahun));
  if (!m) return false;
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(indeksHasil).where(eq(indeksHasil.tahun, tahun));
  if (Number(n) === 0) await db.transaction((tx) => simpanHasil(tx, tahun, undefined, null));
  return true;
}

/**
 * Keeps one region's stored results current, inside the transaction of the
 * change (answer, evaluation, decision, innovation edit). A year without a
 * valid methodology is skipped: the change itself must not fail for it.
 * `akar`: the root handle whose memory may serve the methodology (a transaction that writes none of it).
 */
export async function perbaruiIndeksDaerah(tx: DbOrTx, tahunPenilaian: string | undefined, profilId: number, usrAsnId: number | null, akar?: DbOrTx): Promise<void> {
  const tahun = Number(String(tahunPenilaian ?? '').split(',')[0]);
  if (!Number.isInteger(tahun)) return;
  try {
    await simpanHasil(tx, tahun, [profilId], usrAsnId, akar);
  } catch (e) {
    // no methodology for the year (thrown before any write), or an invalid one (reported by recount)
    if (e instanceof AppError && (e.code === 'NOT_FOUND' || e.code === 'VALIDATION_FAILED')) return;
    throw e;
  }
}
