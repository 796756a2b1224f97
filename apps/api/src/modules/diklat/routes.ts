import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { and, asc, count, countDistinct, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  DIMENSI_DIKLAT,
  getResource,
  K_DIKLAT,
  lingkupLaporanDiklat,
  polaLike,
  TANPA_URUSAN,
  XLSX,
  type DashboardDiklat,
  type HitunganDiklat,
  type SessionUser,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020Inovasi, igaUrusanPemerintahan, jenisPelatihan, laporanDiklat, mDaerah } from '../../db/schema';
import { scopeFor, scopeSql } from '../../crud/query';
import { AppError, validationError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { daftarkanEkspor, eksporAtauLatar, tulisBerkas } from '../ekspor';
import { akunDiklatRoutes } from './akun';
import { laporanDiklatHooks } from './hooks';

const L = laporanDiklat;
const RES_LAPORAN = getResource('laporan_diklat')!;
const RES_INOVASI = getResource('iga2020_inovasi')!;
/** The year of a report: the year it was filed, in WIB. */
const TAHUN = sql<number>`extract(year from (${L.created_at} at time zone 'Asia/Jakarta'))::int`;

interface FilterDashboard {
  tahun?: number;
  profil_id?: number;
  jenis_pelatihan_id?: number;
}

/** The reports a user may read, with the dashboard's filters (`tanpaTahun`: every year, for the year choices). */
function kondisi(user: SessionUser, f: FilterDashboard, tanpaTahun = false): SQL | undefined {
  const parts: SQL[] = scopeSql(lingkupLaporanDiklat(user), RES_LAPORAN, L);
  if (f.tahun !== undefined && !tanpaTahun) parts.push(sql`${TAHUN} = ${f.tahun}`);
  if (f.profil_id !== undefined) parts.push(eq(L.profil_id, f.profil_id));
  if (f.jenis_pelatihan_id !== undefined) parts.push(eq(L.jenis_pelatihan_id, f.jenis_pelatihan_id));
  return parts.length ? and(...parts) : undefined;
}

const urut = (rows: HitunganDiklat[]) => rows.sort((a, b) => b.jumlah - a.jumlah || a.nama.localeCompare(b.nama, 'id'));

/** Counts of the reports in the user's scope by training type, region, year and affair (DKL-01 item 5). */
export async function hitungDashboardDiklat(db: DbOrTx, user: SessionUser, f: FilterDashboard): Promise<DashboardDiklat> {
  const where = kondisi(user, f);
  const [jumlah] = await db
    .select({ total: count(), peserta: countDistinct(L.nip), dengan_inovasi: count(L.inovasi_id) })
    .from(L)
    .where(where);
  const [semuaJenis, perJenis, perDaerah, perTahun, perUrusan, tahunAda] = await Promise.all([
    db.select({ id: jenisPelatihan.id, name: jenisPelatihan.name }).from(jenisPelatihan).orderBy(asc(jenisPelatihan.name)),
    db.select({ id: L.jenis_pelatihan_id, n: count() }).from(L).where(where).groupBy(L.jenis_pelatihan_id),
    db
      .select({ id: L.profil_id, nama: mDaerah.nama, n: count() })
      .from(L)
      .leftJoin(mDaerah, eq(mDaerah.id, L.profil_id))
      .where(where)
      .groupBy(L.profil_id, mDaerah.nama),
    db.select({ tahun: TAHUN, n: count() }).from(L).where(where).groupBy(TAHUN).orderBy(TAHUN),
    db
      .select({ id: L.urusan_pemerintah_id, nama: igaUrusanPemerintahan.nama, n: count() })
      .from(L)
      .leftJoin(igaUrusanPemerintahan, eq(igaUrusanPemerintahan.id, L.urusan_pemerintah_id))
      .where(where)
      .groupBy(L.urusan_pemerintah_id, igaUrusanPemerintahan.nama),
    db.selectDistinct({ tahun: TAHUN }).from(L).where(kondisi(user, f, true)).orderBy(desc(TAHUN)),
  ]);
  const nJenis = new Map(perJenis.map((r) => [r.id, Number(r.n)]));
  return {
    total: Number(jumlah?.total ?? 0),
    peserta: Number(jumlah?.peserta ?? 0),
    dengan_inovasi: Number(jumlah?.dengan_inovasi ?? 0),
    // every training type, also those without a report: the chart shows what is missing
    per_jenis: urut(semuaJenis.map((j) => ({ kunci: String(j.id), nama: j.name, jumlah: nJenis.get(j.id) ?? 0 }))),
    per_daerah: urut(perDaerah.map((r) => ({ kunci: String(r.id), nama: r.nama ?? `Daerah ${r.id}`, jumlah: Number(r.n) }))),
    per_tahun: perTahun.map((r) => ({ kunci: String(r.tahun), nama: String(r.tahun), jumlah: Number(r.n) })),
    per_urusan: urut(perUrusan.map((r) => ({ kunci: r.id == null ? '' : String(r.id), nama: r.nama ?? TANPA_URUSAN, jumlah: Number(r.n) }))),
    tahun_tersedia: tahunAda.map((r) => Number(r.tahun)),
  };
}

/** The reports in the user's scope with the dashboard's filters (the rows of its list sheet), counted up to `batas`. */
async function hitungLaporan(db: DbOrTx, user: SessionUser, f: FilterDashboard, batas: number): Promise<number> {
  const sub = db.select({ id: L.id }).from(L).where(kondisi(user, f)).limit(batas).as('x');
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(sub);
  return Number(r?.n ?? 0);
}

/** The dashboard as a workbook: a summary sheet per grouping, then the list of the reports counted. */
async function dashboardExcel(db: DbOrTx, user: SessionUser, f: FilterDashboard): Promise<{ buf: Buffer; baris: number }> {
  const d = await hitungDashboardDiklat(db, user, f);
  const rows = await db
    .select({
      nama_peserta: L.nama_peserta,
      nip: L.nip,
      jabatan: L.jabatan,
      instansi: L.instansi,
      daerah: mDaerah.nama,
      jenis: jenisPelatihan.name,
      judul_proyek: L.judul_proyek,
      urusan: igaUrusanPemerintahan.nama,
      nama_mentor: L.nama_mentor,
      nomor_sertifikat: L.nomor_sertifikat_pelatihan,
      inovasi: iga2020Inovasi.nama,
      tahun: TAHUN,
    })
    .from(L)
    .leftJoin(mDaerah, eq(mDaerah.id, L.profil_id))
    .leftJoin(jenisPelatihan, eq(jenisPelatihan.id, L.jenis_pelatihan_id))
    .leftJoin(igaUrusanPemerintahan, eq(igaUrusanPemerintahan.id, L.urusan_pemerintah_id))
    .leftJoin(iga2020Inovasi, eq(iga2020Inovasi.id, L.inovasi_id))
    .where(kondisi(user, f))
    .orderBy(desc(L.created_at), desc(L.id));

  const wb = new ExcelJS.Workbook();
  wb.creator = 'SIGAP Inovasi';
  wb.created = new Date();
  const keterangan = `${f.tahun ? `Tahun ${f.tahun}` : 'Semua tahun'} · ${d.total} laporan, ${d.peserta} peserta · dicetak ${new Date().toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })} WIB`;
  const ringkas = wb.addWorksheet('Ringkasan');
  ringkas.addRow(['Dashboard Diklat']).font = { bold: true, size: 13 };
  ringkas.addRow([keterangan]).font = { italic: true, color: { argb: 'FF555555' } };
  const kelompok: [string, HitunganDiklat[]][] = [
    [DIMENSI_DIKLAT.jenis, d.per_jenis],
    [DIMENSI_DIKLAT.daerah, d.per_daerah],
    [DIMENSI_DIKLAT.tahun, d.per_tahun],
    [DIMENSI_DIKLAT.urusan, d.per_urusan],
  ];
  for (const [judul, isi] of kelompok) {
    ringkas.addRow([]);
    const h = ringkas.addRow([judul, 'Jumlah Laporan']);
    h.font = { bold: true };
    h.eachCell((c) => {
      c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EAF6' } };
    });
    for (const r of isi) ringkas.addRow([r.nama, r.jumlah]);
    ringkas.addRow(['Jumlah', isi.reduce((s, r) => s + r.jumlah, 0)]).font = { bold: true };
  }
  ringkas.getColumn(1).width = 48;
  ringkas.getColumn(2).width = 16;

  const daftar = wb.addWorksheet('Daftar Laporan');
  const kolom = ['Nama Peserta', 'NIP', 'Jabatan', 'Instansi', 'Daerah', 'Jenis Pelatihan', 'Judul Proyek Perubahan', 'Urusan', 'Mentor', 'Nomor Sertifikat', 'Inovasi yang Dihasilkan', 'Tahun'];
  daftar.addRow(kolom).font = { bold: true };
  for (const r of rows) {
    daftar.addRow([r.nama_peserta, r.nip, r.jabatan, r.instansi, r.daerah ?? '', r.jenis ?? '', r.judul_proyek, r.urusan ?? TANPA_URUSAN, r.nama_mentor ?? '', r.nomor_sertifikat ?? '', r.inovasi ?? '', Number(r.tahun)]);
  }
  daftar.columns.forEach((c, i) => {
    c.width = [28, 22, 24, 28, 26, 24, 48, 28, 24, 22, 36, 8][i] ?? 16;
  });
  // NIP as text: long digit strings must not turn into numbers in a spreadsheet
  daftar.getColumn(2).numFmt = '@';
  daftar.views = [{ state: 'frozen', ySplit: 1 }];
  return { buf: Buffer.from(await wb.xlsx.writeBuffer()), baris: rows.length };
}

/** Training reports (DKL-01): CRUD hooks of `laporan_diklat`, the dashboard, innovation links and diklat accounts. */
export async function diklatRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('laporan_diklat', laporanDiklatHooks);

  rute(app, K_DIKLAT.dashboard, async ({ user, query }) => ({ status: 1, data: await hitungDashboardDiklat(db, user, query) }));

  /**
   * The dashboard as an xlsx. Rows are the reports its list sheet holds (counted no further than the threshold):
   * past EKSPOR_LATAR_BARIS, or with `Prefer: respond-async`, a job writes it in the caller's scope as it was
   * (decision 116).
   */
  daftarkanEkspor(app, 'dashboard_diklat', {
    izin: K_DIKLAT.dashboardExcel.izin,
    tulis: async (dbTugas, user, kueri, berkas) => {
      const { buf, baris } = await dashboardExcel(dbTugas, user, kueri as FilterDashboard);
      await tulisBerkas(berkas, buf);
      return { baris };
    },
  });
  rute(app, K_DIKLAT.dashboardExcel, async ({ user, req, query, reply }) => {
    const { unduh: _token, ...f } = query;
    const nama = `dashboard-diklat${f.tahun ? `-${f.tahun}` : ''}.xlsx`;
    return eksporAtauLatar(app, req, reply, { user, jenis: 'dashboard_diklat', kueri: f, nama }, async (ambang) => ({
      baris: await hitungLaporan(db, user, f, ambang + 1),
      kirim: async () => reply.header('Content-Type', XLSX.berkas).header('Content-Disposition', `attachment; filename="${nama}"`).send((await dashboardExcel(db, user, f)).buf),
    }));
  });

  /** The innovations a report of region {profil_id} may name: that region's, when the user may write reports there. */
  rute(app, K_DIKLAT.inovasi, async ({ user, query }) => {
    const wilayah = lingkupLaporanDiklat(user, 'tulis').daerah_ids;
    if (wilayah && !wilayah.includes(query.profil_id)) throw validationError({ profil_id: 'Daerah di luar wilayah Anda.' });
    const where = [eq(iga2020Inovasi.profil_id, query.profil_id), query.search ? ilike(iga2020Inovasi.nama, polaLike(query.search)) : undefined].filter((x): x is SQL => Boolean(x));
    const rows = await db
      .select({ id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, tahun: iga2020Inovasi.tahun, profil_id: iga2020Inovasi.profil_id })
      .from(iga2020Inovasi)
      .where(and(...where))
      .orderBy(desc(iga2020Inovasi.tahun), asc(iga2020Inovasi.nama))
      .limit(50);
    return { status: 1, data: rows, total: rows.length };
  });

  /** The training projects that produced innovation {id} (item 8), for whoever may read the innovation. */
  rute(app, K_DIKLAT.proyekInovasi, async ({ user, params }) => {
    const [inov] = await db
      .select({ id: iga2020Inovasi.id })
      .from(iga2020Inovasi)
      .where(and(eq(iga2020Inovasi.id, params.id), ...scopeSql(scopeFor(user, RES_INOVASI), RES_INOVASI, iga2020Inovasi)));
    if (!inov) throw new AppError('NOT_FOUND');
    const rows = await db
      .select({ id: L.id, judul_proyek: L.judul_proyek, nama_peserta: L.nama_peserta, instansi: L.instansi, jenis_pelatihan: jenisPelatihan.name, tahun: TAHUN })
      .from(L)
      .leftJoin(jenisPelatihan, eq(jenisPelatihan.id, L.jenis_pelatihan_id))
      .where(eq(L.inovasi_id, inov.id))
      .orderBy(desc(L.created_at), desc(L.id));
    return { status: 1, data: rows.map((r) => ({ ...r, tahun: Number(r.tahun) })), total: rows.length };
  });

  await akunDiklatRoutes(app);
}
