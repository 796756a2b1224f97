import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { halaman, K_PUBLIK, polaLike, titikKoordinat, type QueryOf } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020BentukInovasi, iga2020Inovasi, iga2020Tematik, igaUrusanPemerintahan, nomorRegistrasi, profilPemda } from '../../db/schema';
import { direplikasiOleh, jumlahReplikasi } from '../../db/replikasi';
import { AppError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize';
import { rute } from '../../plugins/kontrak';

/**
 * The public catalogue of verified innovations (issue 17 item 1). Decision 68 (domain `inovasiTerbitPublik`):
 * public = registration approved by a verifier (status_nomor 1), not returned by QC (qc <> 2), not taken out of
 * the index by an admin. Every query here starts from {@link syaratPublikSql}; the answer schemas whitelist the
 * columns (no initiator's name, files, scores, accounts).
 */
export function syaratPublikSql(): SQL {
  return and(eq(nomorRegistrasi.status_nomor, 1), ne(nomorRegistrasi.qc, 2), isNull(iga2020Inovasi.keluar_indeks_alasan))!;
}

/** Public GET answers may be kept by browsers and shared caches for a few minutes. */
export const CACHE_PUBLIK = 'public, max-age=300, stale-while-revalidate=600';

type Filter = Pick<QueryOf<typeof K_PUBLIK.katalog>, 'search' | 'profil_id' | 'urusan' | 'bentuk' | 'tahap' | 'tahun'>;

/** A comma-joined list column holds the id (spaces tolerated). */
const memuatId = (col: typeof iga2020Inovasi.urusan_pemerintah_id, idv: number) => sql`(',' || replace(coalesce(${col}, ''), ' ', '') || ',') like ${`%,${idv},%`}`;

function filterSql(f: Filter): SQL {
  const w: (SQL | undefined)[] = [syaratPublikSql()];
  if (f.search) w.push(sql`${iga2020Inovasi.nama} ilike ${polaLike(f.search)}`);
  if (f.profil_id) w.push(eq(iga2020Inovasi.profil_id, f.profil_id));
  if (f.urusan) w.push(memuatId(iga2020Inovasi.urusan_pemerintah_id, f.urusan));
  if (f.bentuk) w.push(eq(iga2020Inovasi.bentuk_inovasi, f.bentuk));
  if (f.tahap !== undefined) w.push(eq(iga2020Inovasi.inovasi_status, f.tahap));
  if (f.tahun) w.push(eq(iga2020Inovasi.tahun, f.tahun));
  return and(...w)!;
}

/** Names of the affairs of each innovation's comma list. */
async function namaUrusan(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: igaUrusanPemerintahan.id, nama: igaUrusanPemerintahan.nama }).from(igaUrusanPemerintahan);
  return new Map(rows.map((r) => [r.id, r.nama]));
}
const idsDari = (s: string | null) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter((x) => /^[1-9]\d{0,8}$/.test(x))
    .map(Number);

const kolomRingkas = {
  id: iga2020Inovasi.id,
  nama: iga2020Inovasi.nama,
  profil_id: iga2020Inovasi.profil_id,
  pemda: profilPemda.nama,
  tahun: iga2020Inovasi.tahun,
  tahap: iga2020Inovasi.inovasi_status,
  jenis_inovasi: iga2020Inovasi.jenis_inovasi,
  bentuk: iga2020BentukInovasi.nama,
  tema: iga2020Tematik.nama,
  urusan_ids: iga2020Inovasi.urusan_pemerintah_id,
};

/** Number of public innovations, regions and affairs (the portal's front page). */
export async function statistikPublik(db: DbOrTx): Promise<{ inovasi: number; daerah: number; urusan: number }> {
  const [a] = await db
    .select({ inovasi: sql<number>`count(*)::int`, daerah: sql<number>`count(distinct ${iga2020Inovasi.profil_id})::int` })
    .from(iga2020Inovasi)
    .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
    .where(syaratPublikSql());
  const u = await jumlahPerUrusan(db);
  return { inovasi: a?.inovasi ?? 0, daerah: a?.daerah ?? 0, urusan: [...u.values()].filter((n) => n > 0).length };
}

/** Public innovations per affair id (the comma lists unnested in SQL). */
async function jumlahPerUrusan(db: DbOrTx): Promise<Map<number, number>> {
  const rows = (await db.execute(sql`
    select trim(x)::int as id, count(*)::int as n
    from ${iga2020Inovasi} join ${nomorRegistrasi} on ${nomorRegistrasi.inovasi_id} = ${iga2020Inovasi.id}
    cross join lateral unnest(string_to_array(coalesce(${iga2020Inovasi.urusan_pemerintah_id}, ''), ',')) as x
    where ${syaratPublikSql()} and trim(x) ~ '^[1-9][0-9]{0,8}$'
    group by 1`)) as unknown as { rows: { id: number; n: number }[] };
  return new Map(rows.rows.map((r) => [Number(r.id), Number(r.n)]));
}

export function katalogRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const batas = { config: { rateLimit: { max: 240, timeWindow: '1 minute' } } };

  rute(app, K_PUBLIK.katalog, async ({ query, reply }) => {
    const { offset, perPage, search } = halaman(query, { perPage: 12 });
    const where = filterSql({ ...query, search });
    const [rows, [total], urusan] = await Promise.all([
      db
        .select(kolomRingkas)
        .from(iga2020Inovasi)
        .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
        .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
        .leftJoin(iga2020BentukInovasi, eq(iga2020BentukInovasi.id, iga2020Inovasi.bentuk_inovasi))
        .leftJoin(iga2020Tematik, eq(iga2020Tematik.kode, iga2020Inovasi.is_covid))
        .where(where)
        .orderBy(desc(iga2020Inovasi.tahun), asc(iga2020Inovasi.nama), asc(iga2020Inovasi.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(iga2020Inovasi).innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id)).where(where),
      namaUrusan(db),
    ]);
    const replika = await jumlahReplikasi(db, rows.map((r) => r.id));
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.katalog.jawaban.parse({
      status: 1,
      total: total?.n ?? 0,
      data: rows.map(({ urusan_ids, ...r }) => ({ ...r, urusan: idsDari(urusan_ids).flatMap((i) => urusan.get(i) ?? []), jumlah_replikasi: replika.get(r.id) ?? 0 })),
    });
  }, batas);

  rute(app, K_PUBLIK.peta, async ({ query, reply }) => {
    const rows = await db
      .select({ id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, pemda: profilPemda.nama, koordinat: iga2020Inovasi.koordinat })
      .from(iga2020Inovasi)
      .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
      .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
      .where(and(filterSql(query), sql`${iga2020Inovasi.koordinat} is not null and ${iga2020Inovasi.koordinat} <> ''`))
      .orderBy(desc(iga2020Inovasi.tahun), asc(iga2020Inovasi.id))
      .limit(2000);
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.peta.jawaban.parse({
      status: 1,
      data: rows.flatMap(({ koordinat, ...r }) => {
        const t = titikKoordinat(koordinat);
        return t ? [{ ...r, ...t }] : [];
      }),
    });
  }, batas);

  rute(app, K_PUBLIK.opsiKatalog, async ({ reply }) => {
    const [daerah, urusan, bentuk, tahun] = await Promise.all([
      db
        .selectDistinct({ id: profilPemda.id, nama: profilPemda.nama })
        .from(iga2020Inovasi)
        .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
        .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
        .where(syaratPublikSql())
        .orderBy(profilPemda.nama, profilPemda.id),
      db.select({ id: igaUrusanPemerintahan.id, nama: igaUrusanPemerintahan.nama }).from(igaUrusanPemerintahan).orderBy(igaUrusanPemerintahan.nama),
      db.select({ id: iga2020BentukInovasi.id, nama: iga2020BentukInovasi.nama }).from(iga2020BentukInovasi).orderBy(iga2020BentukInovasi.nama),
      db
        .selectDistinct({ tahun: iga2020Inovasi.tahun })
        .from(iga2020Inovasi)
        .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
        .where(syaratPublikSql())
        .orderBy(desc(iga2020Inovasi.tahun)),
    ]);
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.opsiKatalog.jawaban.parse({ status: 1, data: { daerah, urusan, bentuk, tahun: tahun.map((t) => t.tahun) } });
  }, batas);

  rute(app, K_PUBLIK.inovasi, async ({ params, reply }) => {
    const [r] = await db
      .select({
        ...kolomRingkas,
        klasifikasi_inovasi: iga2020Inovasi.klasifikasi_inovasi,
        inisiator: iga2020Inovasi.inisiator,
        waktu: iga2020Inovasi.waktu,
        waktu_implementasi: iga2020Inovasi.waktu_implementasi,
        latar_belakang: iga2020Inovasi.latar_belakang,
        tujuan: iga2020Inovasi.tujuan,
        manfaat: iga2020Inovasi.manfaat,
        hasil_inovasi: iga2020Inovasi.hasil_inovasi,
        koordinat: iga2020Inovasi.koordinat,
      })
      .from(iga2020Inovasi)
      .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
      .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
      .leftJoin(iga2020BentukInovasi, eq(iga2020BentukInovasi.id, iga2020Inovasi.bentuk_inovasi))
      .leftJoin(iga2020Tematik, eq(iga2020Tematik.kode, iga2020Inovasi.is_covid))
      .where(and(eq(iga2020Inovasi.id, params.id), syaratPublikSql()));
    // not verified, sent back, excluded or unknown: the same answer (nothing tells which)
    if (!r) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan atau belum terverifikasi.');
    const [urusan, replikasi] = await Promise.all([namaUrusan(db), direplikasiOleh(db, r.id)]);
    const teks = (v: string | null) => (v ? sanitizeRichText(v) : null);
    const { urusan_ids, koordinat, ...rest } = r;
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.inovasi.jawaban.parse({
      status: 1,
      data: {
        ...rest,
        urusan: idsDari(urusan_ids).flatMap((i) => urusan.get(i) ?? []),
        latar_belakang: teks(r.latar_belakang),
        tujuan: teks(r.tujuan),
        manfaat: teks(r.manfaat),
        hasil_inovasi: teks(r.hasil_inovasi),
        titik: titikKoordinat(koordinat),
        jumlah_replikasi: new Set(replikasi.map((x) => x.profil_id)).size,
        direplikasi_oleh: replikasi,
      },
    });
  }, batas);

  rute(app, K_PUBLIK.urusan, async ({ reply }) => {
    const [rows, jumlah] = await Promise.all([
      db.select({ id: igaUrusanPemerintahan.id, nama: igaUrusanPemerintahan.nama, kategori: igaUrusanPemerintahan.kategori }).from(igaUrusanPemerintahan).orderBy(igaUrusanPemerintahan.nama),
      jumlahPerUrusan(db),
    ]);
    reply.header('Cache-Control', CACHE_PUBLIK);
    return K_PUBLIK.urusan.jawaban.parse({ status: 1, data: rows.map((r) => ({ ...r, jumlah: jumlah.get(r.id) ?? 0 })) });
  }, batas);
}

/** Names of public innovations by id (meta tags of a shared page); nothing for one that is not public. */
export async function judulInovasiPublik(db: DbOrTx, id: number): Promise<{ nama: string; pemda: string; tujuan: string | null } | null> {
  const [r] = await db
    .select({ nama: iga2020Inovasi.nama, pemda: profilPemda.nama, tujuan: iga2020Inovasi.tujuan })
    .from(iga2020Inovasi)
    .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
    .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
    .where(and(eq(iga2020Inovasi.id, id), syaratPublikSql()));
  return r ?? null;
}
