import { metodologiHooks } from './crud-hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { parseYears, predikat, predikatRekap, predikatTab, PREDIKAT_BELUM_MENGISI_DATA, PREDIKAT_TIDAK_DAPAT_DIUKUR } from '@sigap/domain';
import { aspekLog, igaKlaster, igaKlasterDaerah, indeksHasil, profilPemda, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/errors';
import { metodologiTahun, pastikanHasil, simpanHasil, type Sumber } from './hitung';
import { metodologiRoutes } from './metodologi';
import { rawlogRoutes } from './rawlog';
import { rekapExcel } from './rekap-excel';
import { rincianRoutes } from './rincian';

const intQ = (v: unknown, d: number, min: number, max: number) => {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n >= min && n <= max ? n : d;
};

/** Ranks with ties sharing a rank (1, 2, 2, 4), on the value shown (2 decimals). */
export function peringkat<T>(rows: T[], score: (r: T) => number): (T & { peringkat: number })[] {
  const sorted = [...rows].sort((a, b) => score(b) - score(a));
  let prev: number | null = null;
  let rank = 0;
  return sorted.map((r, i) => {
    const s = Math.round(score(r) * 100) / 100;
    if (prev === null || s !== prev) rank = i + 1;
    prev = s;
    return { ...r, peringkat: rank };
  });
}

export async function indeksRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('metodologi', metodologiHooks);
  const tahunDari = async (req: FastifyRequest) => {
    const q = req.query as Record<string, unknown>;
    const settings = await app.ctx.settings.all();
    return intQ(q.tahun, parseYears(settings.tahun_penilaian)[0] ?? 2026, 2017, 2100);
  };

  /** Results of a cluster for a year; computed once when the year has none stored yet. */
  async function hasilKlaster(kode: string, tahun: number, sumber: Sumber) {
    const [k] = await db.select().from(igaKlaster).where(eq(igaKlaster.kode, kode));
    if (!k) throw new AppError('NOT_FOUND', 'Klaster tidak ditemukan.');
    await pastikanHasil(db, tahun);
    return db
      .select({
        profil_id: profilPemda.id,
        nama: profilPemda.nama,
        is_iga: profilPemda.is_iga,
        iid: indeksHasil.iid,
        total: indeksHasil.total,
        spd: indeksHasil.spd,
        sid: indeksHasil.sid,
        jumlah_inovasi: indeksHasil.jumlah_inovasi,
        skor_jumlah_inovasi: indeksHasil.skor_jumlah_inovasi,
        predikat: indeksHasil.predikat,
      })
      .from(igaKlasterDaerah)
      .innerJoin(profilPemda, eq(profilPemda.id, igaKlasterDaerah.iga_daerah_id))
      .leftJoin(indeksHasil, and(eq(indeksHasil.profil_id, profilPemda.id), eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, sumber)))
      .where(eq(igaKlasterDaerah.iga_klaster_id, k.id));
  }

  app.get('/ranking-index', { config: { permission: { resource: 'indeks', action: 'ranking' } } }, async (req) => {
    const q = req.query as Record<string, unknown>;
    const tahun = await tahunDari(req);
    const sumber: Sumber = q.sumber === 'verified' ? 'verified' : 'self';
    const klaster = typeof q.klaster === 'string' ? q.klaster : 'provinsi';
    const m = await metodologiTahun(db, tahun);
    const rows = await hasilKlaster(klaster, tahun, sumber);
    const k = typeof m.k === 'number' && m.k > 0 ? m.k : 1;
    const ranked = peringkat(rows, (r) => r.iid ?? 0).map((r) => {
      const total_score = Math.round((r.iid ?? 0) * 100) / 100;
      // the fallbacks the engine stored win: nothing entered, or no maximum for the year
      const p = r.predikat === null ? PREDIKAT_BELUM_MENGISI_DATA : r.predikat === PREDIKAT_BELUM_MENGISI_DATA || r.predikat === PREDIKAT_TIDAK_DAPAT_DIUKUR ? r.predikat : predikat(m.predikat, total_score);
      const n = r.jumlah_inovasi ?? 0;
      const sji = r.skor_jumlah_inovasi ?? 0;
      return {
        profil_id: r.profil_id,
        nama: r.nama,
        total_score,
        peringkat: r.peringkat,
        predikat: p,
        tab: predikatTab(p),
        isIga: r.is_iga === 1,
        jumlah_inovasi: n,
        spd: r.spd ?? 0,
        sid: r.sid ?? 0,
        // how the score is made (IDX-01): SID = Σ kematangan / MAX(k, n) + skor jumlah inovasi
        rincian: {
          k,
          pembagi: Math.max(k, n),
          rata_kematangan: Math.round(((r.sid ?? 0) - sji) * 10_000) / 10_000,
          skor_jumlah_inovasi: m.skor_jumlah_inovasi.rumus === null ? null : sji,
          total: r.total ?? 0,
          skor_maks_total: m.skor_maks_total,
        },
      };
    });
    const tab = q.tab === undefined ? null : intQ(q.tab, -1, 0, 3);
    const data = tab === null ? ranked : ranked.filter((r) => r.tab === tab);
    return { status: 1, data, total: data.length, tahun, klaster, sumber };
  });

  /** The recap rows of a cluster (IDX-03): predikat from the verified IID by the recap rule. */
  async function rekapAkhir(klaster: string, tahun: number) {
    const m = await metodologiTahun(db, tahun);
    const [self, verified] = await Promise.all([hasilKlaster(klaster, tahun, 'self'), hasilKlaster(klaster, tahun, 'verified')]);
    const vBy = new Map(verified.map((v) => [v.profil_id, v]));
    return self
      .map((s) => {
        const v = vBy.get(s.profil_id);
        const skor_final_raw = v?.iid ?? 0;
        return {
          profil_id: s.profil_id,
          nama: s.nama,
          total_inovasi: s.jumlah_inovasi ?? 0,
          skor: Math.round((s.iid ?? 0) * 100) / 100,
          skor_final_raw,
          iga: s.is_iga === 1,
          predikat: predikatRekap(skor_final_raw, m.predikat),
        };
      })
      .sort((a, b) => b.skor_final_raw - a.skor_final_raw || a.nama.localeCompare(b.nama, 'id'));
  }

  app.get('/rekap-akhir/excel', { config: { permission: { resource: 'indeks', action: 'ranking' } } }, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const tahun = await tahunDari(req);
    const klaster = typeof q.klaster === 'string' ? q.klaster : 'provinsi';
    const rows = await rekapAkhir(klaster, tahun);
    const [k] = await db.select({ klaster: igaKlaster.klaster }).from(igaKlaster).where(eq(igaKlaster.kode, klaster));
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="rekap-akhir-${klaster.replace(/[^a-z0-9-]/gi, '')}-${tahun}.xlsx"`)
      .header('Cache-Control', 'private, no-store')
      .send(rekapExcel(rows, { tahun, klaster: k?.klaster ?? klaster }));
  });

  app.get('/rekap-akhir', { config: { permission: { resource: 'indeks', action: 'ranking' } } }, async (req) => {
    const q = req.query as Record<string, unknown>;
    const tahun = await tahunDari(req);
    const klaster = typeof q.klaster === 'string' ? q.klaster : 'provinsi';
    const data = await rekapAkhir(klaster, tahun);
    return { status: 1, data, total: data.length, tahun, klaster };
  });

  const flagParam = (req: FastifyRequest) => {
    const id = Number((req.params as { profil_id: string }).profil_id);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError('NOT_FOUND');
    return id;
  };

  app.get('/ranking-index/:profil_id/flag', { config: { permission: { resource: 'indeks', action: 'flag' } } }, async (req) => {
    const [p] = await db.select({ id: profilPemda.id, nama: profilPemda.nama, is_iga: profilPemda.is_iga }).from(profilPemda).where(eq(profilPemda.id, flagParam(req)));
    if (!p) throw new AppError('NOT_FOUND');
    return { status: 1, data: p };
  });

  /** "Ubah Status IGA": toggles the region's IGA flag, logged. */
  app.post('/ranking-index/:profil_id/flag', { config: { permission: { resource: 'indeks', action: 'flag' } } }, async (req) => {
    const id = flagParam(req);
    return db.transaction(async (tx) => {
      const [p] = await tx
        .update(profilPemda)
        .set({ is_iga: sql`1 - ${profilPemda.is_iga}`, updated_at: sql`now()` })
        .where(eq(profilPemda.id, id))
        .returning({ id: profilPemda.id, nama: profilPemda.nama, is_iga: profilPemda.is_iga });
      if (!p) throw new AppError('NOT_FOUND');
      await logActivity(tx, req.auth!, 'Ubah Status IGA', { profil_id: id, nama: p.nama, is_iga: p.is_iga });
      return { status: 1, data: p, message: p.is_iga ? 'Status IGA diaktifkan.' : 'Status IGA dinonaktifkan.' };
    });
  });

  /** recount (IDX-07): recompute every region of a year and report what changed. */
  app.post('/recount', { config: { permission: { resource: 'indeks', action: 'recount' } } }, async (req) => {
    const tahun = await tahunDari(req);
    const start = performance.now();
    const r = await db.transaction(async (tx) => {
      const res = await simpanHasil(tx, tahun, undefined, req.auth!.id);
      await logActivity(tx, req.auth!, 'Hitung ulang indeks', { tahun, dihitung: res.dihitung, berubah: res.berubah });
      return res;
    });
    return { status: 1, data: { tahun, ...r, durasi_ms: Math.round(performance.now() - start) }, message: `Indeks ${r.dihitung} daerah dihitung ulang; ${r.berubah} nilai berubah.` };
  });

  app.get('/aspeklog', { config: { permission: { resource: 'indeks', action: 'recount' } } }, async (req) => {
    const q = req.query as Record<string, unknown>;
    const page = intQ(q.page, 0, 0, 100_000);
    const perPage = intQ(q.per_page, 20, 1, 100);
    const profil = q.profil_id === undefined ? undefined : intQ(q.profil_id, -1, 1, 2_147_483_647);
    const where = profil ? eq(aspekLog.profil_id, profil) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: aspekLog.id, profil_id: aspekLog.profil_id, nama: profilPemda.nama, tahun: aspekLog.tahun, aspek: aspekLog.aspek, nilai_lama: aspekLog.nilai_lama, nilai_baru: aspekLog.nilai_baru, oleh: usrAsn.nama_lengkap, created_at: aspekLog.created_at })
        .from(aspekLog)
        .leftJoin(profilPemda, eq(profilPemda.id, aspekLog.profil_id))
        .leftJoin(usrAsn, eq(usrAsn.id, aspekLog.usr_asn_id))
        .where(where)
        .orderBy(desc(aspekLog.id))
        .limit(perPage)
        .offset(page * perPage),
      db.select({ n: count() }).from(aspekLog).where(where),
    ]);
    return { status: 1, data: rows, total: Number(total?.n ?? 0) };
  });

  await metodologiRoutes(app);
  await rawlogRoutes(app);
  await rincianRoutes(app);
}
