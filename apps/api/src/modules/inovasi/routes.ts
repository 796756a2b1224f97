import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import {
  bolehKirim,
  dataScope,
  getResource,
  kelengkapanInovasi,
  registrasiMengunci,
  ringkasHambatan,
  STATUS_NOMOR,
  type SessionUser,
} from '@sigap/domain';
import { iga2020Inovasi, mDaerah, nomorRegistrasi, nomorRegistrasiHistory, usrAsn } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { parseListQuery, scopeFor, scopeSql, whereAll } from '../../crud/query';
import { assertCan, authenticate } from '../../plugins/auth';
import { inovasiContext, inovasiHooks } from './hooks';
import { eksporDaftarInovasiExcel, inovasiExcel, inovasiPdf } from './export';
import { periksaInovasiDb } from '../indikator';

const resource = getResource('iga2020_inovasi')!;

function idParam(req: FastifyRequest): number {
  const id = Number((req.params as { id: string }).id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError('NOT_FOUND');
  return id;
}

/** One innovation inside the user's scope (404 outside it), optionally locked for update. */
export async function inovasiDalamScope(db: DbOrTx, user: SessionUser, id: number, lock = false) {
  const where = whereAll([eq(iga2020Inovasi.id, id), ...scopeSql(dataScope(user, resource.scope ?? {}), resource, iga2020Inovasi)]);
  const q = db.select().from(iga2020Inovasi).where(where);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan.');
  return row;
}

/** At most this many rows in one list export (a national export is 100k rows: about 40 s, flat memory). */
const EKSPOR_MAKS = 200_000;

/** Registration number: IID/{year}/{region code}/{innovation id}. */
export const formatNomor = (tahun: number, kodeDaerah: string, id: number) => `IID/${tahun}/${kodeDaerah}/${String(id).padStart(6, '0')}`;

export async function inovasiRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('iga2020_inovasi', inovasiHooks);

  /**
   * Kirim ke Kemendagri (INO-05): its own command. Checks the eligibility
   * rules on the locked row, issues the registration number, sets status 0
   * (pending) and writes a history row and an activity row in one transaction.
   */
  app.post('/nomor_registrasi/:id', { config: { permission: { resource: 'iga2020_inovasi', action: 'kirim' } } }, async (req) => {
    const user = req.auth!;
    const id = idParam(req);
    const body = (req.body ?? {}) as { setuju?: unknown; deskripsi?: unknown };
    if (Number(body.setuju) !== 1) throw validationError({ setuju: 'Anda harus menyetujui pernyataan kebenaran data sebelum mengirim.' });
    const deskripsi = typeof body.deskripsi === 'string' ? body.deskripsi.slice(0, 2000) : null;
    const settings = await app.ctx.settings.all();
    const ctx = inovasiContext(user, settings);
    const result = await db.transaction(async (tx) => {
      const row = await inovasiDalamScope(tx, user, id, true);
      const [reg] = await tx.select().from(nomorRegistrasi).where(eq(nomorRegistrasi.inovasi_id, id)).for('update');
      if (registrasiMengunci(reg)) {
        throw new AppError(
          'INVALID_TRANSITION',
          reg!.status_nomor === STATUS_NOMOR.PENDING ? 'Inovasi ini sudah dikirim dan sedang menunggu verifikasi; tidak dapat dikirim ulang.' : 'Inovasi ini sudah terverifikasi; tidak dapat dikirim ulang.',
        );
      }
      // closed for the caller (period, role, year window) before anything about the data is said
      if (!bolehKirim(ctx, { ...row, submitable: 1 }, reg ?? null)) {
        throw new AppError('PERIODE_DITUTUP', ctx.kirim_inovasi !== 1 ? 'Pengiriman inovasi ke Kemendagri sedang ditutup.' : 'Inovasi ini tidak memenuhi syarat pengiriman.');
      }
      // the live checker decides (fields, indicator answers and evidence of the assessment year)
      const hambatan = (await periksaInovasiDb(tx, row, settings)).filter((i) => i.blocking);
      if (hambatan.length) {
        const { kurang } = kelengkapanInovasi(row);
        const indikator = hambatan.filter((i) => i.kode !== 'ISIAN_INOVASI_KOSONG');
        const bagian = [kurang.length ? `Isian belum lengkap: ${kurang.join(', ')}.` : '', indikator.length ? `Indikator dan bukti dukung: ${ringkasHambatan(indikator)}` : ''];
        const errors: Record<string, string> = { _: bagian.filter(Boolean).join(' ') };
        for (const i of hambatan) errors[i.indikator_id ? `indikator_${i.indikator_id}` : (i.field ?? '_')] ??= i.pesan;
        throw validationError(errors, 'Inovasi belum dapat dikirim karena isiannya belum lengkap.');
      }
      if (row.submitable !== 1) {
        // a stale flag (e.g. the catalogue changed) with nothing blocking: correct it
        await tx.update(iga2020Inovasi).set({ submitable: 1 }).where(eq(iga2020Inovasi.id, id));
        row.submitable = 1;
      }
      const [daerah] = await tx.select({ kode: mDaerah.kode }).from(mDaerah).where(eq(mDaerah.id, row.profil_id));
      const nomor = reg?.nomor ?? formatNomor(row.tahun, (daerah?.kode ?? '00').replace(/\./g, ''), row.id);
      const values = { status_nomor: STATUS_NOMOR.PENDING, setuju: 1, qc: 0, qc_notes: null, deskripsi, created_by: user.id, updated_at: sql`now()` };
      const [saved] = reg
        ? await tx.update(nomorRegistrasi).set(values).where(eq(nomorRegistrasi.id, reg.id)).returning()
        : await tx.insert(nomorRegistrasi).values({ ...values, inovasi_id: id, nomor, updated_at: undefined }).returning();
      await tx.insert(nomorRegistrasiHistory).values({
        nomor_registrasi_id: saved!.id,
        aksi: reg ? 'kirim_ulang' : 'kirim',
        status_dari: reg?.status_nomor ?? null,
        status_ke: STATUS_NOMOR.PENDING,
        catatan: deskripsi,
        usr_asn_id: user.id,
      });
      await logActivity(tx, user, 'Kirim inovasi ke Kemendagri', { inovasi_id: id, nama: row.nama, nomor: saved!.nomor, status_nomor: 0 });
      return saved!;
    });
    return { status: 1, data: result, message: 'Inovasi berhasil dikirim ke Kemendagri.' };
  });

  /** Pengirim: the registration of an innovation, its sender and its history. */
  app.get('/nomor_registrasi/:id', { config: { permission: { resource: 'iga2020_inovasi', action: 'read' } } }, async (req) => {
    const user = req.auth!;
    const id = idParam(req);
    await inovasiDalamScope(db, user, id);
    const [reg] = await db.select().from(nomorRegistrasi).where(eq(nomorRegistrasi.inovasi_id, id));
    if (!reg) return { status: 1, data: null, riwayat: [] };
    const [pengirim] = reg.created_by
      ? await db.select({ id: usrAsn.id, username: usrAsn.username, nama_lengkap: usrAsn.nama_lengkap, email: usrAsn.email }).from(usrAsn).where(eq(usrAsn.id, reg.created_by))
      : [];
    const riwayat = await db
      .select({
        id: nomorRegistrasiHistory.id,
        aksi: nomorRegistrasiHistory.aksi,
        status_dari: nomorRegistrasiHistory.status_dari,
        status_ke: nomorRegistrasiHistory.status_ke,
        qc_dari: nomorRegistrasiHistory.qc_dari,
        qc_ke: nomorRegistrasiHistory.qc_ke,
        catatan: nomorRegistrasiHistory.catatan,
        created_at: nomorRegistrasiHistory.created_at,
        oleh: usrAsn.nama_lengkap,
      })
      .from(nomorRegistrasiHistory)
      .leftJoin(usrAsn, eq(usrAsn.id, nomorRegistrasiHistory.usr_asn_id))
      .where(eq(nomorRegistrasiHistory.nomor_registrasi_id, reg.id))
      .orderBy(desc(nomorRegistrasiHistory.id));
    return { status: 1, data: { ...reg, pengirim: pengirim ?? null }, riwayat };
  });

  /** Counts per stage of a pemda's innovations (INO-09); {id} is the profile (pemda) id. */
  app.get('/inovasi/:id/rekap', { config: { permission: { resource: 'iga2020_inovasi', action: 'list' } } }, async (req) => {
    const user = req.auth!;
    const profilId = idParam(req);
    const scope = dataScope(user, resource.scope ?? {});
    if (scope.daerah_ids && !scope.daerah_ids.includes(profilId)) throw new AppError('NOT_FOUND');
    const where = whereAll([eq(iga2020Inovasi.profil_id, profilId), ...scopeSql(scope, resource, iga2020Inovasi)]);
    const rows = await db
      .select({ status: iga2020Inovasi.inovasi_status, n: sql<number>`count(*)::int` })
      .from(iga2020Inovasi)
      .where(where)
      .groupBy(iga2020Inovasi.inovasi_status);
    const by = (s: number) => rows.find((r) => r.status === s)?.n ?? 0;
    return { status: 1, data: { inisiatif: by(0), ujicoba: by(1), implementasi: by(2), total: by(0) + by(1) + by(2) } };
  });

  /**
   * Downloads are plain links in the list (INO-07), so they also accept the
   * token as `?access_token=` (like /media and the profile downloads); the
   * route checks the sign-in and the permission itself.
   */
  const unduhan = async (req: FastifyRequest): Promise<SessionUser> => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const qt = Array.isArray(q.access_token) ? q.access_token[0] : q.access_token;
    if (typeof qt === 'string' && qt && !req.headers.authorization) req.headers.authorization = `Bearer ${qt}`;
    const user = await authenticate(app, req);
    assertCan(user, 'download', 'iga2020_inovasi');
    return user;
  };
  for (const url of ['/inovasi/download-pdf/:id', '/inovasi/download-excel/:id', '/inovasi/download-excel']) app.protectedRoutes.push({ method: 'GET', url, resource: 'iga2020_inovasi', action: 'download' });

  app.get('/inovasi/download-pdf/:id', async (req, reply) => {
    const row = await inovasiDalamScope(db, await unduhan(req), idParam(req));
    const pdf = await inovasiPdf(db, row);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="inovasi-${row.id}.pdf"`)
      .send(pdf);
  });

  /**
   * The innovation list as an xlsx (INO-03 toolbar): the same filters, search and scope as
   * GET /crud/iga2020_inovasi, every matching row up to EKSPOR_MAKS, streamed page by page.
   */
  app.get('/inovasi/download-excel', async (req, reply) => {
    const user = await unduhan(req);
    const q = parseListQuery(resource, iga2020Inovasi, req.query as Record<string, unknown>);
    const extra = inovasiHooks.extraScope?.(user);
    const where = whereAll([...scopeSql(scopeFor(user, resource), resource, iga2020Inovasi), ...(extra ? [extra] : []), ...q.filters]);
    // the filter is tried once before the file starts: a value PostgreSQL refuses becomes a clear 422, not a broken download
    await db.select({ id: iga2020Inovasi.id }).from(iga2020Inovasi).where(where).limit(1);
    const out = new PassThrough();
    const selesai = eksporDaftarInovasiExcel(db, out, { where, batas: EKSPOR_MAKS });
    selesai.catch((e: unknown) => {
      req.log.error({ err: e }, 'ekspor daftar inovasi gagal');
      out.destroy(e instanceof Error ? e : new Error(String(e)));
    });
    const tanggal = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="daftar-inovasi-${tanggal}.xlsx"`)
      .send(out);
  });

  app.get('/inovasi/download-excel/:id', async (req, reply) => {
    const row = await inovasiDalamScope(db, await unduhan(req), idParam(req));
    const xlsx = await inovasiExcel(db, row);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="inovasi-${row.id}.xlsx"`)
      .send(xlsx);
  });

}
