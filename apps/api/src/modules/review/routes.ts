import type { FastifyInstance } from 'fastify';
import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  AKSI_REVIEW,
  ALASAN_VERIFIKASI,
  ALUR_REVIEW,
  aksiReview,
  badgeQc,
  badgeReview,
  butuhPenilaian,
  cekPersetujuan,
  cekTransisi,
  labelStatusQc,
  labelStatusReview,
  terkunciIndeks,
  dataScope,
  getResource,
  halaman,
  K_REVIEW,
  K_TRANSISI,
  polaLike,
  type AksiReview,
  type Kontrak,
  type PermintaanPersetujuan,
  type SessionUser,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020Inovasi, iga2020InovasiSkor, nomorRegistrasi, nomorRegistrasiHistory, profilPemda, registrasiJumlah, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { inRegions, scopeSql, whereAll } from '../../crud/query';
import { ringkasanPdf } from './ringkasan';
import { simpanEvaluasi } from './evaluasi';
import { perbaruiIndeksDaerah } from '../indeks';
import { antreanSurel, kirimNotifikasi, type AntreSurel } from '../notifikasi';
import { detailRoutes } from './detail';
import { indikatorPenilaian } from './penilaian';
import { rute } from '../../plugins/kontrak';

const inovasiResource = getResource('iga2020_inovasi')!;

type Layar = 'review' | 'hasil-review' | 'hasil-rejected' | 'quality-control';
interface Antrian {
  kontrak: Kontrak[];
  layar: Layar;
  /** Review state of the queue. */
  status: number;
}

const ANTRIAN: Antrian[] = [
  { kontrak: [K_REVIEW.antrian, K_REVIEW.antrianTerpilih], layar: 'review', status: 0 },
  { kontrak: [K_REVIEW.disetujui, K_REVIEW.disetujuiTerpilih], layar: 'hasil-review', status: 1 },
  { kontrak: [K_REVIEW.ditolak, K_REVIEW.ditolakTerpilih], layar: 'hasil-rejected', status: 2 },
  { kontrak: [K_REVIEW.qc, K_REVIEW.qcTerpilih], layar: 'quality-control', status: 1 },
];

/** The innovation's region must be in the user's scope (verifiers: their area and assigned regions). */
const regionScope = (user: SessionUser) => scopeSql({ ...dataScope(user, { region: 'profil_id' }), years: null, created_by: null }, inovasiResource, iga2020Inovasi);
/** The regions of the user's scope (verifiers: their area and assigned regions); null = every region. */
const scopeRegions = (user: SessionUser): number[] | null => dataScope(user, { region: 'profil_id' }).daerah_ids;

export async function reviewRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const antreSurel = antreanSurel(app);
  await detailRoutes(app);

  // ------------------------------------------------------------ queues
  for (const a of ANTRIAN) {
    for (const k of a.kontrak as (typeof K_REVIEW.qc)[]) {
      rute(app, k, async ({ user, query }) => {
        const { page, perPage, dir: arah } = halaman(query);
        const search = query.search ? polaLike(query.search) : null;
        const regions = scopeRegions(user);
        const qc = a.layar === 'quality-control' ? query.qc : undefined;
        // the registration's own region column (kept by triggers): scope, filter and order on one table
        const where = whereAll([
          eq(nomorRegistrasi.status_nomor, a.status),
          qc !== undefined ? eq(nomorRegistrasi.qc, qc) : undefined,
          inRegions(nomorRegistrasi.profil_id, regions),
          search ? ilike(iga2020Inovasi.nama, search) : undefined,
        ]);
        const base = db
          .select({
            id: nomorRegistrasi.id,
            inovasi_id: iga2020Inovasi.id,
            profil_id: iga2020Inovasi.profil_id,
            nomor: nomorRegistrasi.nomor,
            nama: iga2020Inovasi.nama,
            nama_pemda: profilPemda.nama,
            waktu_implementasi: iga2020Inovasi.waktu_implementasi,
            total_points: iga2020Inovasi.kematangan,
            verifikasi_points: iga2020InovasiSkor.verifikasi_points,
            created_at: nomorRegistrasi.created_at,
            status_nomor: nomorRegistrasi.status_nomor,
            qc: nomorRegistrasi.qc,
            qc_notes: nomorRegistrasi.qc_notes,
            deskripsi: nomorRegistrasi.deskripsi,
          })
          .from(nomorRegistrasi)
          .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, nomorRegistrasi.inovasi_id))
          .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
          .leftJoin(iga2020InovasiSkor, eq(iga2020InovasiSkor.inovasi_id, iga2020Inovasi.id))
          .where(where);
        const dir = arah === 'desc' ? desc : asc;
        // the total: the maintained counter per region and state, unless a search narrows it
        const countQuery = search
          ? db.select({ n: count() }).from(nomorRegistrasi).innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, nomorRegistrasi.inovasi_id)).where(where)
          : db
              .select({ n: sql<number>`coalesce(sum(${registrasiJumlah.n}), 0)::int` })
              .from(registrasiJumlah)
              .where(whereAll([eq(registrasiJumlah.status_nomor, a.status), qc !== undefined ? eq(registrasiJumlah.qc, qc) : undefined, inRegions(registrasiJumlah.profil_id, regions)]));
        const [rows, [total]] = await Promise.all([base.orderBy(dir(nomorRegistrasi.updated_at), asc(nomorRegistrasi.id)).limit(perPage).offset(page * perPage), countQuery]);
        return {
          status: 1,
          total: Number(total?.n ?? 0),
          data: rows.map((r) => ({
            ...r,
            status_review: badgeReview(r.status_nomor),
            qc_status: badgeQc(r.qc),
            aksi: aksiReview(user.role, r, a.layar),
          })),
        };
      });
    }
  }

  // ------------------------------------------------------------ transitions, each its own command
  for (const aksi of AKSI_REVIEW) {
    rute(app, K_TRANSISI[aksi], async ({ user, params, body }) => {
      const catatan = body?.catatan?.trim() || null;
      const persetujuan = { terima_sisa: body?.terima_sisa ?? null, alasan_terima_sisa: body?.alasan_terima_sisa ?? null };
      const result = await jalankanTransisi(db, user, params.id, aksi, catatan, (await app.ctx.settings.all()).tahun_penilaian, persetujuan, antreSurel);
      // the decision's e-mail was enqueued with it (decision 114): send it now, not at the next poll
      if (result.email) app.antrian.dorong();
      return { status: 1, data: result.registrasi, message: `${ALUR_REVIEW[aksi].label}: berhasil disimpan.` };
    });
  }

  // ------------------------------------------------------------ history, summary PDF, evaluation, QC dashboard
  rute(app, K_REVIEW.riwayat, async ({ user, params: { id } }) => {
    const [reg] = await db
      .select({ reg: nomorRegistrasi })
      .from(nomorRegistrasi)
      .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, nomorRegistrasi.inovasi_id))
      .where(whereAll([eq(nomorRegistrasi.inovasi_id, id), ...regionScope(user)]));
    if (!reg) throw new AppError('NOT_FOUND');
    const riwayat = await db
      .select({
        aksi: nomorRegistrasiHistory.aksi,
        status_ke: nomorRegistrasiHistory.status_ke,
        qc_ke: nomorRegistrasiHistory.qc_ke,
        catatan: nomorRegistrasiHistory.catatan,
        terima_sisa: nomorRegistrasiHistory.terima_sisa,
        alasan_terima_sisa: nomorRegistrasiHistory.alasan_terima_sisa,
        created_at: nomorRegistrasiHistory.created_at,
        oleh: usrAsn.nama_lengkap,
      })
      .from(nomorRegistrasiHistory)
      .leftJoin(usrAsn, eq(usrAsn.id, nomorRegistrasiHistory.usr_asn_id))
      .where(eq(nomorRegistrasiHistory.nomor_registrasi_id, reg.reg.id))
      .orderBy(asc(nomorRegistrasiHistory.id));
    return { status: 1, data: { ...reg.reg, status_review: badgeReview(reg.reg.status_nomor), qc_status: badgeQc(reg.reg.qc) }, riwayat };
  });

  rute(app, K_REVIEW.ringkasan, async ({ user, params: { id }, reply }) => {
    const [row] = await db.select().from(iga2020Inovasi).where(whereAll([eq(iga2020Inovasi.id, id), ...regionScope(user)]));
    if (!row) throw new AppError('NOT_FOUND');
    const pdf = await ringkasanPdf(db, row);
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="ringkasan-review-${id}.pdf"`).send(pdf);
  });

  rute(app, K_REVIEW.alasan, async () => ({ status: 1, data: [...ALASAN_VERIFIKASI] }));

  for (const [pemilik, k] of [['profil', K_REVIEW.evaluasiProfil], ['inovasi', K_REVIEW.evaluasiInovasi]] as const) {
    rute(app, k, async ({ user, params, body }) => {
      const data = await simpanEvaluasi(db, user, pemilik, params.id, body, await app.ctx.settings.all());
      return { status: 1, data, message: 'Hasil evaluasi berhasil disimpan!' };
    });
  }

  rute(app, K_REVIEW.dashboardQc, async ({ user }) => {
    const scope = regionScope(user);
    const joined = (sel: Parameters<typeof db.select>[0]) =>
      db.select(sel).from(nomorRegistrasi).innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, nomorRegistrasi.inovasi_id));
    const [perStatus, tertua, perVerifikator] = await Promise.all([
      joined({ status_nomor: nomorRegistrasi.status_nomor, qc: nomorRegistrasi.qc, n: sql<number>`count(*)::int` })
        .where(whereAll(scope))
        .groupBy(nomorRegistrasi.status_nomor, nomorRegistrasi.qc),
      db
        .select({ inovasi_id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, status_nomor: nomorRegistrasi.status_nomor, qc: nomorRegistrasi.qc, menunggu_sejak: nomorRegistrasi.updated_at })
        .from(nomorRegistrasi)
        .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, nomorRegistrasi.inovasi_id))
        .where(whereAll([...scope, sql`(${nomorRegistrasi.status_nomor} = 0 or (${nomorRegistrasi.status_nomor} in (1, 2) and ${nomorRegistrasi.qc} = 0))`]))
        .orderBy(asc(nomorRegistrasi.updated_at))
        .limit(10),
      db
        .select({ verifikator_id: nomorRegistrasi.verifikator_id, nama: usrAsn.nama_lengkap, n: sql<number>`count(*)::int` })
        .from(nomorRegistrasi)
        .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, nomorRegistrasi.inovasi_id))
        .leftJoin(usrAsn, eq(usrAsn.id, nomorRegistrasi.verifikator_id))
        .where(whereAll([...scope, sql`${nomorRegistrasi.verifikator_id} is not null`]))
        .groupBy(nomorRegistrasi.verifikator_id, usrAsn.nama_lengkap),
    ]);
    const c = (f: (r: { status_nomor: number; qc: number }) => boolean) => (perStatus as { status_nomor: number; qc: number; n: number }[]).filter(f).reduce((s, r) => s + r.n, 0);
    return {
      status: 1,
      data: {
        menunggu_verifikasi: c((r) => r.status_nomor === 0),
        menunggu_qc: c((r) => (r.status_nomor === 1 || r.status_nomor === 2) && r.qc === 0),
        qc_verified: c((r) => r.qc === 1),
        qc_rejected: c((r) => r.qc === 2),
        disetujui: c((r) => r.status_nomor === 1),
        ditolak: c((r) => r.status_nomor === 2),
        tertua: tertua,
        per_verifikator: perVerifikator,
      },
    };
  });
}

/**
 * One review/QC transition: locks the registration, checks role, scope and
 * state (so two people acting at once cannot both pass), then for an approval
 * the judgement of the indicators (decision 87: all judged, or the rest
 * accepted as claimed with a reason), writes the new state, a history row,
 * an activity row, a notice for the sender and the sender's e-mail (enqueued: decision 114).
 */
export async function jalankanTransisi(
  db: DbOrTx & { transaction: (fn: (tx: DbOrTx) => Promise<unknown>) => Promise<unknown> },
  user: SessionUser,
  inovasiId: number,
  aksi: AksiReview,
  catatan: string | null,
  tahunPenilaian?: string,
  persetujuan: PermintaanPersetujuan = {},
  /** Enqueues the sender's e-mail in the decision's transaction (none given: no e-mail). */
  antreSurel?: AntreSurel,
) {
  return (await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ reg: nomorRegistrasi, nama: iga2020Inovasi.nama, profil_id: iga2020Inovasi.profil_id })
      .from(nomorRegistrasi)
      .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, nomorRegistrasi.inovasi_id))
      .where(whereAll([eq(nomorRegistrasi.inovasi_id, inovasiId), ...regionScope(user)]))
      .for('update', { of: nomorRegistrasi });
    if (!found) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan di antrean Anda.');
    const reg = found.reg;
    const cek = cekTransisi(user.role, aksi, reg, catatan);
    if (!cek.ok) {
      if (cek.alasan === 'catatan') throw validationError({ catatan: cek.pesan });
      if (cek.alasan === 'peran') throw new AppError('FORBIDDEN');
      throw new AppError('INVALID_TRANSITION', cek.pesan);
    }
    // an approval needs every answered indicator judged, or the rest accepted as claimed with a reason
    let terimaSisa: { jumlah: number; alasan: string } | null = null;
    if (butuhPenilaian(aksi)) {
      const p = cekPersetujuan(await indikatorPenilaian(tx, inovasiId), persetujuan);
      if (!p.ok) throw validationError(p.errors);
      if (p.terima_sisa > 0) terimaSisa = { jumlah: p.terima_sisa, alasan: p.alasan! };
    }
    const qcAction = aksi.startsWith('qc_');
    const set: Partial<typeof nomorRegistrasi.$inferInsert> = { status_nomor: cek.ke.status_nomor, qc: cek.ke.qc, updated_at: sql`now()` as never };
    if (aksi !== 'komentar') {
      if (qcAction) Object.assign(set, { qc_by: user.id, qc_at: sql`now()`, qc_notes: catatan });
      else Object.assign(set, { verifikator_id: user.id, reviewed_at: sql`now()`, ...(catatan ? { deskripsi: catatan } : {}) });
    }
    const [updated] = aksi === 'komentar' ? [reg] : await tx.update(nomorRegistrasi).set(set).where(eq(nomorRegistrasi.id, reg.id)).returning();
    await tx.insert(nomorRegistrasiHistory).values({
      nomor_registrasi_id: reg.id,
      aksi,
      status_dari: reg.status_nomor,
      status_ke: cek.ke.status_nomor,
      qc_dari: reg.qc,
      qc_ke: cek.ke.qc,
      catatan,
      terima_sisa: terimaSisa?.jumlah ?? null,
      alasan_terima_sisa: terimaSisa?.alasan ?? null,
      usr_asn_id: user.id,
    });
    // the workflow's lock follows the decision; the verified index of the region too
    if (aksi !== 'komentar') await tx.update(iga2020Inovasi).set({ is_index: terkunciIndeks(cek.ke) }).where(eq(iga2020Inovasi.id, inovasiId));
    if (aksi !== 'komentar') await perbaruiIndeksDaerah(tx, tahunPenilaian, found.profil_id, user.id, db);
    await logActivity(tx, user, `Review: ${ALUR_REVIEW[aksi].label}`, {
      inovasi_id: inovasiId,
      nama: found.nama,
      aksi,
      status_nomor: cek.ke.status_nomor,
      qc: cek.ke.qc,
      catatan,
      ...(terimaSisa ? { terima_sisa: terimaSisa.jumlah, alasan_terima_sisa: terimaSisa.alasan } : {}),
    });
    const tautan = `/inovasi/${inovasiId}/review`;
    // a comment reaches the others who worked on the item (sender, verifier, QC), never its author
    if (aksi === 'komentar') {
      await kirimNotifikasi(tx, { usr_asn_ids: [reg.created_by, reg.verifikator_id, reg.qc_by].filter((x) => x !== user.id) }, { jenis: 'komentar', judul: `Komentar baru pada inovasi "${found.nama}"`, isi: catatan, tautan });
    }
    // QC sends a verifier's approval back: the verifier who approved looks again
    if (aksi === 'qc_tolak' && reg.verifikator_id && reg.verifikator_id !== user.id) {
      await kirimNotifikasi(
        tx,
        { usr_asn_id: reg.verifikator_id },
        { jenis: 'qc_kembali', judul: `QC mengembalikan persetujuan Anda untuk inovasi "${found.nama}"`, isi: `Periksa kembali hasil verifikasi. Alasan QC: ${catatan}`, tautan },
      );
    }
    // the sender hears about every decision, with the reason
    let email: { to: string; subject: string; text: string } | null = null;
    if (aksi !== 'komentar' && reg.created_by) {
      const judul = `Keputusan ${ALUR_REVIEW[aksi].label} untuk inovasi "${found.nama}"`;
      const isi = `Status verifikasi: ${labelStatusReview(cek.ke.status_nomor)}; status QC: ${labelStatusQc(cek.ke.qc)}.${catatan ? ` Alasan/catatan: ${catatan}` : ''}`;
      await kirimNotifikasi(tx, { usr_asn_id: reg.created_by }, { jenis: aksi === 'qc_tolak' ? 'qc_kembali' : 'keputusan_review', judul, isi, tautan });
      const [sender] = await tx.select({ email: usrAsn.email, nama: usrAsn.nama_lengkap }).from(usrAsn).where(eq(usrAsn.id, reg.created_by));
      if (sender?.email) email = { to: sender.email, subject: judul, text: `Yth. ${sender.nama},\n\n${isi}\n\nLihat rinciannya di SIGAP Inovasi.\n` };
      // the outbox: the e-mail exists exactly when the decision commits, and leaves through the queue
      if (email && antreSurel) await antreSurel(tx, email);
    }
    return { registrasi: updated!, email };
  })) as { registrasi: typeof nomorRegistrasi.$inferSelect; email: { to: string; subject: string; text: string } | null };
}

