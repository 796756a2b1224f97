import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { alasanKirimLomba, alasanNilaiLomba, cekBobotKriteria, cekNilaiLembar, getResource, K_LOMBA, kelengkapanLomba } from '@sigap/domain';
import { iga2020Inovasi, lombaKiriman, lombaPengumuman, lombaRiwayat, mDaerah, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { orderSql, parseListQuery, scopeFor, scopeSql, selectFields, whereAll } from '../../crud/query';
import { rute } from '../../plugins/kontrak';
import type { ResourceHooks } from '../../crud/hooks';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '@sigap/domain';
import { HANYA_LOMBA, JOIN_LOMBA, lombaHooks } from './hooks';
import { barisLomba, konteks, tolak } from './kebijakan';
import { kriteriaTahun, simpanLembar, susunLembar, susunPeringkat, umumkanTahun } from './penjurian';

const resource = getResource('lomba_inovasi')!;
const TOTAL = '__total';

/** Criteria of a published year are frozen (the published scores were computed on them). */
const kriteriaHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    for (const tahun of new Set([current?.tahun, values.tahun].filter((x) => x != null).map(Number))) {
      const [umum] = await tx.select({ tahun: lombaPengumuman.tahun }).from(lombaPengumuman).where(eq(lombaPengumuman.tahun, tahun));
      if (umum) throw new AppError('INVALID_TRANSITION', `Hasil lomba tahun ${tahun} sudah diumumkan; kriterianya tidak dapat diubah.`);
    }
  },
  async beforeDelete({ tx, current }) {
    const [umum] = await tx.select({ tahun: lombaPengumuman.tahun }).from(lombaPengumuman).where(eq(lombaPengumuman.tahun, Number(current.tahun)));
    if (umum) throw new AppError('INVALID_TRANSITION', `Hasil lomba tahun ${String(current.tahun)} sudah diumumkan; kriterianya tidak dapat dihapus.`);
  },
};

/** A competition entry in the caller's read scope (404 outside it, and for any database innovation). */
async function entriDalamScope(db: DbOrTx, user: SessionUser, id: number, lock = false) {
  const where = whereAll([eq(iga2020Inovasi.id, id), HANYA_LOMBA, ...scopeSql(scopeFor(user, resource, 'baca'), resource, iga2020Inovasi)]);
  const q = db
    .select({ row: iga2020Inovasi, nama_pemda: mDaerah.nama })
    .from(iga2020Inovasi)
    .leftJoin(mDaerah, eq(mDaerah.id, iga2020Inovasi.profil_id))
    .where(where);
  const [r] = lock ? await q.for('update', { of: iga2020Inovasi }) : await q;
  if (!r) throw new AppError('NOT_FOUND', 'Inovasi lomba tidak ditemukan.');
  return { ...r.row, nama_pemda: r.nama_pemda };
}

/** Years offered to the judges and the public: the years with criteria or sent entries, newest first. */
async function tahunLomba(db: DbOrTx): Promise<number[]> {
  const r = await db.execute(sql`select tahun from lomba_kriteria union select tahun from lomba_kiriman order by 1 desc`);
  return ((r as unknown as { rows: { tahun: number }[] }).rows ?? []).map((x) => Number(x.tahun));
}

export async function lombaRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('lomba_inovasi', lombaHooks);
  app.crudHooks.set('lomba_kriteria', kriteriaHooks);

  /**
   * The competition list of the spec (`/lomba/lookup`): competition entries only, the stage tabs (inovasi_status),
   * year(s), region (central roles pick one; regional roles are locked by the scope), search and sort; OPD and UPT
   * see only what they created; no year chosen = the years the user may see. Rows decorated like the CRUD's.
   */
  rute(app, K_LOMBA.daftar, async ({ user, query }) => {
    const q = parseListQuery(resource, iga2020Inovasi, query as Record<string, unknown>);
    const where = whereAll([...scopeSql(scopeFor(user, resource), resource, iga2020Inovasi), HANYA_LOMBA, ...q.filters]);
    const fields: Record<string, SQL.Aliased | PgColumn> = { ...selectFields(resource, iga2020Inovasi, true), ...JOIN_LOMBA };
    for (const k of ['latar_belakang', 'tujuan', 'manfaat', 'hasil_inovasi']) delete fields[k];
    const countSql = sql<number>`(select count(*) from iga2020_inovasi where ${where ?? sql`true`})`.mapWith(Number);
    const rows = (await db
      .select({ ...fields, [TOTAL]: countSql.as(TOTAL) })
      .from(iga2020Inovasi)
      .where(where)
      .orderBy(...orderSql(iga2020Inovasi, q.sort))
      .limit(q.perPage)
      .offset(q.page * q.perPage)) as Record<string, unknown>[];
    let total = rows.length ? Number(rows[0]![TOTAL]) : 0;
    if (!rows.length && q.page > 0) total = Number((await db.select({ n: sql<number>`count(*)::int` }).from(iga2020Inovasi).where(where))[0]?.n ?? 0);
    for (const r of rows) delete r[TOTAL];
    const data = await lombaHooks.decorate!(db, user, await app.ctx.settings.all(), rows);
    return { status: 1, data: data as never, total, page: q.page, per_page: q.perPage };
  });

  /**
   * Kirim (the spec's GET /lomba-inovasi-daerah/kirim/{id}): on the locked entry the competition policy decides
   * (role, never twice, year, lomba_kirim_inovasi = 1, complete competition form); allowed: the send record, a
   * history row and an activity row in one transaction. A second send answers 409 SUDAH_DIKIRIM (the unique index
   * keeps it so under concurrency too).
   */
  rute(app, K_LOMBA.kirim, async ({ user, params: { id } }) => {
    const settings = await app.ctx.settings.all();
    const saved = await db.transaction(async (tx) => {
      const e = await entriDalamScope(tx, user, id, true);
      const { kurang } = kelengkapanLomba(e);
      tolak(alasanKirimLomba(konteks(user, settings), await barisLomba(tx, e, { kurang }, true)));
      const [k] = await tx.insert(lombaKiriman).values({ inovasi_id: id, tahun: e.tahun, dikirim_oleh: user.id }).onConflictDoNothing().returning();
      if (!k) throw new AppError('SUDAH_DIKIRIM', 'Inovasi lomba ini sudah dikirim; tidak dapat dikirim ulang.');
      await tx.update(iga2020Inovasi).set({ submitable: 1 }).where(eq(iga2020Inovasi.id, id));
      await tx.insert(lombaRiwayat).values({ inovasi_id: id, aksi: 'kirim', catatan: `Dikirim ke lomba inovasi daerah tahun ${e.tahun}.`, usr_asn_id: user.id });
      await logActivity(tx, user, 'Kirim inovasi lomba', { inovasi_id: id, nama: e.nama, tahun: e.tahun });
      return k;
    });
    return { status: 1, data: { ...saved, created_at: new Date(saved.created_at).toISOString() }, message: 'Inovasi berhasil dikirim ke lomba.' };
  });

  rute(app, K_LOMBA.riwayat, async ({ user, params: { id } }) => {
    await entriDalamScope(db, user, id);
    const rows = await db
      .select({ id: lombaRiwayat.id, aksi: lombaRiwayat.aksi, catatan: lombaRiwayat.catatan, oleh: usrAsn.nama_lengkap, created_at: lombaRiwayat.created_at })
      .from(lombaRiwayat)
      .leftJoin(usrAsn, eq(usrAsn.id, lombaRiwayat.usr_asn_id))
      .where(eq(lombaRiwayat.inovasi_id, id))
      .orderBy(desc(lombaRiwayat.id));
    return { status: 1, data: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })) };
  });

  rute(app, K_LOMBA.lembar, async ({ user, params: { id } }) => {
    const settings = await app.ctx.settings.all();
    const e = await entriDalamScope(db, user, id);
    return { status: 1, data: await susunLembar(db, user, settings, e) };
  });

  /**
   * A judge saves a sheet: the policy (judges, sent entries, year not published), no conflict of interest, every
   * score within 0..skor_maks of the year's criteria (all of them to submit); one transaction with an activity row.
   */
  rute(app, K_LOMBA.simpanNilai, async ({ user, params: { id }, body }) => {
    const settings = await app.ctx.settings.all();
    const kirim = body.kirim === 1;
    await db.transaction(async (tx) => {
      const e = await entriDalamScope(tx, user, id, true);
      tolak(alasanNilaiLomba(konteks(user, settings), await barisLomba(tx, e)));
      const lembar = await susunLembar(tx, user, settings, e);
      if (lembar.konflik) throw new AppError('FORBIDDEN', `Konflik kepentingan: ${lembar.konflik}. Anda tidak dapat menilai inovasi ini.`);
      const kriteria = await kriteriaTahun(tx, e.tahun);
      if (!kriteria.length) throw new AppError('INVALID_TRANSITION', `Kriteria penilaian lomba tahun ${e.tahun} belum ditetapkan.`);
      const { nilai, errors } = cekNilaiLembar(kriteria, body.skor, { lengkap: kirim });
      if (Object.keys(errors).length) throw validationError(errors);
      const total = await simpanLembar(tx, user, e, kriteria, nilai, kirim, body.catatan?.trim() || null);
      await logActivity(tx, user, kirim ? 'Kirim nilai lomba' : 'Simpan draf nilai lomba', { inovasi_id: id, nama: e.nama, total });
    });
    const e = await entriDalamScope(db, user, id);
    return { status: 1, data: await susunLembar(db, user, settings, e), message: kirim ? 'Nilai dikirim dan dihitung dalam peringkat.' : 'Draf nilai disimpan.' };
  });

  rute(app, K_LOMBA.peringkat, async ({ query }) => {
    const tahun = query.tahun ?? (await tahunLomba(db))[0] ?? new Date().getFullYear();
    const { baris, pengumuman } = await susunPeringkat(db, tahun);
    return { status: 1, data: { tahun, pengumuman, peringatan_kriteria: cekBobotKriteria(await kriteriaTahun(db, tahun)), baris } };
  });

  /** Publishes a year's results and winners (admins; once: the scores and criteria of that year freeze). */
  rute(app, K_LOMBA.umumkan, async ({ user, body }) => {
    await db.transaction(async (tx) => {
      const [ada] = await tx.select({ tahun: lombaPengumuman.tahun }).from(lombaPengumuman).where(eq(lombaPengumuman.tahun, body.tahun)).for('update');
      if (ada) throw new AppError('INVALID_TRANSITION', `Hasil lomba tahun ${body.tahun} sudah diumumkan.`);
      const [n] = await tx.select({ n: sql<number>`count(*)::int` }).from(lombaKiriman).where(eq(lombaKiriman.tahun, body.tahun));
      if (!n?.n) throw validationError({ tahun: `Belum ada inovasi lomba tahun ${body.tahun} yang dikirim.` });
      await umumkanTahun(tx, user, body.tahun, body.jumlah_pemenang);
      await logActivity(tx, user, 'Umumkan hasil lomba', { tahun: body.tahun, jumlah_pemenang: body.jumlah_pemenang });
    });
    const { baris, pengumuman } = await susunPeringkat(db, body.tahun);
    return { status: 1, data: { tahun: body.tahun, pengumuman, baris }, message: `Hasil lomba tahun ${body.tahun} diumumkan.` };
  });

  /**
   * The public page (no sign-in): the year's criteria, the sent entries (name, region, stage, type: no scores) and,
   * once the year is published, its winners with their mean score. Never a draft or an unsent entry.
   */
  rute(app, K_LOMBA.publik, async ({ query }) => {
    const tahunTersedia = await tahunLomba(db);
    const umum = await db.select({ tahun: lombaPengumuman.tahun }).from(lombaPengumuman).orderBy(desc(lombaPengumuman.tahun));
    const tahun = query.tahun ?? umum[0]?.tahun ?? tahunTersedia[0] ?? null;
    if (tahun == null) return { status: 1, data: { tahun: null, tahun_tersedia: [], pengumuman: null, kriteria: [], entri: [], pemenang: [] } };
    const kriteria = (await kriteriaTahun(db, tahun)).map((k) => ({ nama: k.nama, keterangan: k.keterangan, bobot: k.bobot }));
    const entri = await db
      .select({ id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, nama_pemda: mDaerah.nama, inovasi_status: iga2020Inovasi.inovasi_status, jenis_inovasi: iga2020Inovasi.jenis_inovasi })
      .from(lombaKiriman)
      .innerJoin(iga2020Inovasi, and(eq(iga2020Inovasi.id, lombaKiriman.inovasi_id), eq(iga2020Inovasi.is_lomba, 1)))
      .leftJoin(mDaerah, eq(mDaerah.id, iga2020Inovasi.profil_id))
      .where(eq(lombaKiriman.tahun, tahun))
      .orderBy(asc(mDaerah.nama), asc(iga2020Inovasi.nama))
      .limit(500);
    const { baris, pengumuman } = await susunPeringkat(db, tahun);
    const pemenang = pengumuman
      ? baris.filter((b) => b.pemenang && b.peringkat != null && b.nilai != null).map((b) => ({ inovasi_id: b.inovasi_id, nama: b.nama, nama_pemda: b.nama_pemda, peringkat: b.peringkat!, nilai: b.nilai!, jumlah_juri: b.jumlah_juri }))
      : [];
    return {
      status: 1,
      data: {
        tahun,
        tahun_tersedia: [...new Set([...tahunTersedia, ...umum.map((u) => u.tahun)])].sort((a, b) => b - a),
        pengumuman: pengumuman ? { ...pengumuman, oleh: null } : null,
        kriteria,
        entri: entri.map((x) => ({ ...x, inovasi_status: Number(x.inovasi_status) })),
        pemenang,
      },
    };
  });
}
