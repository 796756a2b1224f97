import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { dataScope, getResource, K_INOVASI, kebijakanInovasi, kelengkapanInovasi, PESAN_SETUJU, ringkasHambatan, STATUS_NOMOR } from '@sigap/domain';
import { iga2020Inovasi, mDaerah, nomorRegistrasi, nomorRegistrasiHistory, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { scopeSql, whereAll } from '../../crud/query';
import { inovasiDalamScope } from '../../crud/muat';
import { rute } from '../../plugins/kontrak';
import { inovasiHooks } from './hooks';
import { eksporDaftarInovasiExcel, hitungDaftarInovasi, inovasiExcel, inovasiPdf, saringanDaftarInovasi } from './export';
import { asRow, konteksDb, pastikan, periodeDb } from './kebijakan';
import { periksaInovasiDb } from '../indikator';
import { perbaruiIndeksDaerah } from '../indeks';
import { kirimNotifikasi } from '../notifikasi';
import { daftarkanEkspor, kirimKeLatar, mintaLatar } from '../ekspor';

const resource = getResource('iga2020_inovasi')!;


/** At most this many rows in one list export (a national export is 100k rows: about 40 s, flat memory). */
const EKSPOR_MAKS = 200_000;

/** Registration number: IID/{year}/{region code}/{innovation id}. */
export const formatNomor = (tahun: number, kodeDaerah: string, id: number) => `IID/${tahun}/${kodeDaerah}/${String(id).padStart(6, '0')}`;

export async function inovasiRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('iga2020_inovasi', inovasiHooks);

  /**
   * Kirim ke Kemendagri (INO-05): its own command. On the locked row, the live checker (fields, indicator
   * answers and evidence of the assessment year) gives the data's state; then the one policy decides
   * (`kebijakanInovasi`, the same that gives the list its `aksi`): already sent, archive or closed year,
   * closed sending, incomplete data each answer their own code. Allowed: the registration number, status 0
   * (pending), a history row and an activity row in one transaction.
   */
  rute(app, K_INOVASI.kirim, async ({ user, params: { id }, body }) => {
    if (body.setuju !== 1) throw validationError({ setuju: PESAN_SETUJU });
    const deskripsi = body.deskripsi ?? null;
    const settings = await app.ctx.settings.all();
    const result = await db.transaction(async (tx) => {
      // the period of the assessment year (its methodology's counting window): the same the row's Kirim reads
      // this transaction writes no reference data: the methodology and the catalogue come from memory (decision 117)
      const ctx = await konteksDb(tx, user, settings, db);
      const row = await inovasiDalamScope(tx, user, id, 'baca', true);
      // a competition entry is sent to the competition (modules/lomba), never to the ministry's registry
      if (row.is_lomba === 1) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan.');
      const [reg] = await tx.select().from(nomorRegistrasi).where(eq(nomorRegistrasi.inovasi_id, id)).for('update');
      const hambatan = (await periksaInovasiDb(tx, row, settings, db)).filter((i) => i.blocking);
      const { kurang } = kelengkapanInovasi(row);
      const rincian: Record<string, string> = {};
      if (hambatan.length) {
        const indikator = hambatan.filter((i) => i.kode !== 'ISIAN_INOVASI_KOSONG');
        const bagian = [kurang.length ? `Isian belum lengkap: ${kurang.join(', ')}.` : '', indikator.length ? `Indikator dan bukti dukung: ${ringkasHambatan(indikator)}` : ''];
        rincian._ = bagian.filter(Boolean).join(' ');
        for (const i of hambatan) rincian[i.indikator_id ? `indikator_${i.indikator_id}` : (i.field ?? '_')] ??= i.pesan;
      }
      const data = { ...asRow(row), submitable: hambatan.length ? 0 : 1, kurang: hambatan.length ? kurang : [] };
      pastikan(kebijakanInovasi(ctx, data, reg ?? null), 'kirim', rincian);
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

  /**
   * Keluarkan dari indeks (issue 13): an admin takes an innovation out of the index with a reason the region
   * sees (on the innovation and in the score breakdown), or puts it back; the region's stored index is
   * recomputed in the same transaction, and the change is logged and notified to the innovation's creator.
   */
  rute(app, K_INOVASI.keluarIndeks, async ({ user, params: { id }, body }) => {
    const settings = await app.ctx.settings.all();
    const keluar = body.keluar === 1;
    const alasan = keluar ? body.alasan!.trim() : null;
    const data = await db.transaction(async (tx) => {
      const row = await inovasiDalamScope(tx, user, id, 'baca', true);
      const [saved] = await tx
        .update(iga2020Inovasi)
        .set({ keluar_indeks_alasan: alasan, keluar_indeks_oleh: keluar ? user.id : null, keluar_indeks_pada: keluar ? sql`now()` : null, updated_at: sql`now()` })
        .where(eq(iga2020Inovasi.id, id))
        .returning({ id: iga2020Inovasi.id, keluar_indeks_alasan: iga2020Inovasi.keluar_indeks_alasan, keluar_indeks_pada: iga2020Inovasi.keluar_indeks_pada });
      await perbaruiIndeksDaerah(tx, settings.tahun_penilaian, row.profil_id, user.id, db);
      await logActivity(tx, user, keluar ? 'Keluarkan inovasi dari indeks' : 'Masukkan kembali inovasi ke indeks', { inovasi_id: id, nama: row.nama, alasan });
      await kirimNotifikasi(tx, { usr_asn_id: row.created_by }, {
        jenis: 'umum',
        judul: keluar ? `Inovasi "${row.nama}" dikeluarkan dari perhitungan indeks` : `Inovasi "${row.nama}" kembali dihitung dalam indeks`,
        isi: keluar ? `Alasan: ${alasan}` : 'Inovasi ini kembali dihitung sesuai aturan metodologi tahun penilaian.',
        tautan: `/inovasi-daerah`,
      });
      return saved!;
    });
    return {
      status: 1,
      data: { id: data.id, keluar_indeks_alasan: data.keluar_indeks_alasan, keluar_indeks_pada: data.keluar_indeks_pada ? new Date(data.keluar_indeks_pada).toISOString() : null },
      message: keluar ? 'Inovasi dikeluarkan dari perhitungan indeks.' : 'Inovasi kembali dihitung dalam indeks.',
    };
  });

  /** The period of the assessment year: what every screen shows about years and windows (decision 83). */
  rute(app, K_INOVASI.periode, async () => {
    const settings = await app.ctx.settings.all();
    return { status: 1, data: await periodeDb(db, settings) };
  });

  /** Pengirim: the registration of an innovation, its sender and its history. */
  rute(app, K_INOVASI.pengirim, async ({ user, params: { id } }) => {
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
  rute(app, K_INOVASI.rekap, async ({ user, params: { id: profilId } }) => {
    const scope = dataScope(user, resource.scope ?? {});
    if (scope.daerah_ids && !scope.daerah_ids.includes(profilId)) throw new AppError('NOT_FOUND');
    const where = whereAll([eq(iga2020Inovasi.profil_id, profilId), eq(iga2020Inovasi.is_lomba, 0), ...scopeSql(scope, resource, iga2020Inovasi)]);
    const rows = await db
      .select({ status: iga2020Inovasi.inovasi_status, n: sql<number>`count(*)::int` })
      .from(iga2020Inovasi)
      .where(where)
      .groupBy(iga2020Inovasi.inovasi_status);
    const by = (s: number) => rows.find((r) => r.status === s)?.n ?? 0;
    return { status: 1, data: { inisiatif: by(0), ujicoba: by(1), implementasi: by(2), total: by(0) + by(1) + by(2) } };
  });

  // downloads are opened from the list (INO-07) as plain links with a download token `?unduh=` (plugins/auth.ts)
  rute(app, K_INOVASI.unduhPdf, async ({ user, reply, params }) => {
    const row = await inovasiDalamScope(db, user, params.id);
    const pdf = await inovasiPdf(db, row);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="inovasi-${row.id}.pdf"`)
      .send(pdf);
  });

  /**
   * The innovation list as an xlsx (INO-03 toolbar): the same filters, search and scope as
   * GET /crud/iga2020_inovasi, every matching row up to EKSPOR_MAKS, streamed page by page. Past
   * EKSPOR_LATAR_BARIS rows, or with `Prefer: respond-async`, it is prepared in the background instead: 202 with
   * the job, a notice with the download when it is ready (modules/ekspor, decision 114).
   */
  daftarkanEkspor(app, 'daftar_inovasi', {
    tulis: (dbTugas, user, kueri, berkas) => eksporDaftarInovasiExcel(dbTugas, berkas, { where: saringanDaftarInovasi(user, kueri), batas: EKSPOR_MAKS }).then((r) => ({ baris: r.rows })),
  });
  rute(app, K_INOVASI.eksporDaftar, async ({ user, req, reply, query }) => {
    const { unduh: _token, ...daftar } = query;
    const where = saringanDaftarInovasi(user, daftar);
    const tanggal = new Date().toISOString().slice(0, 10);
    const nama = `daftar-inovasi-${tanggal}.xlsx`;
    const diminta = mintaLatar(req.headers.prefer);
    // counted no further than the threshold; the count also tries the filter before a file starts (a 422, not a broken download)
    const ambang = app.ctx.config.EKSPOR_LATAR_BARIS;
    const n = await hitungDaftarInovasi(db, where, ambang + 1);
    if (diminta || n > ambang) return kirimKeLatar(app, reply, { user, jenis: 'daftar_inovasi', kueri: daftar, nama, diminta });
    const out = new PassThrough();
    const selesai = eksporDaftarInovasiExcel(db, out, { where, batas: EKSPOR_MAKS });
    selesai.catch((e: unknown) => {
      req.log.error({ err: e }, 'ekspor daftar inovasi gagal');
      out.destroy(e instanceof Error ? e : new Error(String(e)));
    });
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${nama}"`)
      .send(out);
  });

  rute(app, K_INOVASI.unduhExcel, async ({ user, reply, params }) => {
    const row = await inovasiDalamScope(db, user, params.id);
    const xlsx = await inovasiExcel(db, row);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="inovasi-${row.id}.xlsx"`)
      .send(xlsx);
  });
}
