import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  bulat,
  kematanganTerverifikasi,
  ALASAN_VERIFIKASI,
  AREA_ROLES,
  AREAS,
  aksiReview,
  badgeQc,
  badgeReview,
  bolehEvaluasiInovasi,
  can,
  dataScope,
  getResource,
  K_REVIEW,
  polaLike,
  ringkasanPenilaian,
  skorTerverifikasi,
  sudahDievaluasi,
  type SessionUser,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import {
  iga2020BentukInovasi,
  iga2020Inovasi,
  iga2020InovasiSkor,
  igaIndikator,
  igaSkala,
  igaUrusanPemerintahan,
  indikatorInovasi,
  mDaerah,
  nomorRegistrasi,
  nomorRegistrasiHistory,
  profilPemda,
  usrAsn,
  usrAsnDaerah,
  wilayahDaerah,
} from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { adaBuktiSql } from '../../db/skor';
import { AppError, validationError } from '../../lib/errors';
import { scopeSql, whereAll } from '../../crud/query';
import { rute } from '../../plugins/kontrak';
import { indikatorPenilaian } from './penilaian';

const inovasiResource = getResource('iga2020_inovasi')!;


/** Reviewers see their area (verifiers/QC) or everything; regions see their own records (OPD: the ones they created). */
function bacaScope(user: SessionUser) {
  if (can(user, 'ringkasan', 'review')) return scopeSql({ ...dataScope(user, { region: 'profil_id' }), years: null, created_by: null }, inovasiResource, iga2020Inovasi);
  return scopeSql({ ...dataScope(user, inovasiResource.scope ?? {}), years: null }, inovasiResource, iga2020Inovasi);
}

const angka = (n: number | null | undefined) => (n == null ? null : bulat(n));

/** The answer of one indicator as text: the chosen level, a number, or before -> after. */
function jawabanTeks(skala: string | null, nilai: string | null, sebelum: number | null, sesudah: number | null): string | null {
  if (skala) return skala;
  if (sebelum != null || sesudah != null) return `${sebelum ?? '-'} → ${sesudah ?? '-'}`;
  return nilai && nilai.trim() ? nilai : null;
}

/**
 * The review page of one innovation (`/inovasi/{id}/review`, `/inovasi/{id}/qc`):
 * main fields, registration and badges, decisions, the indicators with the
 * self answer and score beside the verified one, and the actions the caller
 * may take now. A region sees the verified side once a decision is made
 * (registration verified or rejected); before that only its own answers.
 */
export async function detailReview(db: DbOrTx, user: SessionUser, inovasiId: number) {
  const [found] = await db
    .select({ inovasi: iga2020Inovasi, reg: nomorRegistrasi, nama_pemda: profilPemda.nama, verifikasi_points: iga2020InovasiSkor.verifikasi_points, bentuk: iga2020BentukInovasi.nama })
    .from(nomorRegistrasi)
    .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, nomorRegistrasi.inovasi_id))
    .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
    .leftJoin(iga2020BentukInovasi, eq(iga2020BentukInovasi.id, iga2020Inovasi.bentuk_inovasi))
    .leftJoin(iga2020InovasiSkor, eq(iga2020InovasiSkor.inovasi_id, iga2020Inovasi.id))
    .where(whereAll([eq(nomorRegistrasi.inovasi_id, inovasiId), ...bacaScope(user)]));
  if (!found) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan atau belum dikirim ke Kemendagri.');
  const { inovasi: i, reg } = found;
  const peninjau = can(user, 'ringkasan', 'review');
  const sudahDiputuskan = reg.status_nomor === 1 || reg.status_nomor === 2;
  const tampilVerifikasi = peninjau || sudahDiputuskan;

  const urusanIds = String(i.urusan_pemerintah_id ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  const skalaSelf = igaSkala;
  const [riwayat, indikator, urusan, penilaian] = await Promise.all([
    db
      .select({
        aksi: nomorRegistrasiHistory.aksi,
        status_dari: nomorRegistrasiHistory.status_dari,
        status_ke: nomorRegistrasiHistory.status_ke,
        qc_dari: nomorRegistrasiHistory.qc_dari,
        qc_ke: nomorRegistrasiHistory.qc_ke,
        catatan: nomorRegistrasiHistory.catatan,
        terima_sisa: nomorRegistrasiHistory.terima_sisa,
        alasan_terima_sisa: nomorRegistrasiHistory.alasan_terima_sisa,
        created_at: nomorRegistrasiHistory.created_at,
        oleh: usrAsn.nama_lengkap,
      })
      .from(nomorRegistrasiHistory)
      .leftJoin(usrAsn, eq(usrAsn.id, nomorRegistrasiHistory.usr_asn_id))
      .where(eq(nomorRegistrasiHistory.nomor_registrasi_id, reg.id))
      .orderBy(asc(nomorRegistrasiHistory.id)),
    db
      .select({
        indikator_id: igaIndikator.id,
        kode: igaIndikator.kode,
        indikator: igaIndikator.indikator,
        bobot: igaIndikator.bobot,
        no_urut: igaIndikator.no_urut,
        nilai: indikatorInovasi.nilai,
        nilai_sebelum: indikatorInovasi.nilai_sebelum,
        nilai_sesudah: indikatorInovasi.nilai_sesudah,
        skala: skalaSelf.keterangan,
        skor: indikatorInovasi.skor,
        verifikasi_nilai: indikatorInovasi.verifikasi_nilai,
        verifikasi_nilai_sebelum: indikatorInovasi.verifikasi_nilai_sebelum,
        verifikasi_nilai_sesudah: indikatorInovasi.verifikasi_nilai_sesudah,
        verifikasi_skala: sql<string | null>`(select ${igaSkala.keterangan} from ${igaSkala} where ${igaSkala.id} = ${indikatorInovasi.verifikasi_skala_id})`,
        verifikasi_skor: indikatorInovasi.verifikasi_skor,
        verified_at: indikatorInovasi.verified_at,
        alasan: indikatorInovasi.alasan,
        catatan: indikatorInovasi.catatan,
        ada_bukti: adaBuktiSql('inovasi', indikatorInovasi.inovasi_id, indikatorInovasi.indikator_id),
      })
      .from(indikatorInovasi)
      .innerJoin(igaIndikator, eq(igaIndikator.id, indikatorInovasi.indikator_id))
      .leftJoin(skalaSelf, eq(skalaSelf.id, indikatorInovasi.skala_id))
      .where(and(eq(indikatorInovasi.inovasi_id, i.id), eq(indikatorInovasi.jenis, 'penerapan')))
      .orderBy(asc(igaIndikator.no_urut), asc(igaIndikator.id)),
    urusanIds.length ? db.select({ nama: igaUrusanPemerintahan.nama }).from(igaUrusanPemerintahan).where(inArray(igaUrusanPemerintahan.id, urusanIds)) : Promise.resolve([]),
    indikatorPenilaian(db, i.id),
  ]);

  const rows = indikator.map((r) => {
    const dievaluasi = sudahDievaluasi(r);
    const vSkor = skorTerverifikasi(r);
    return {
      indikator_id: r.indikator_id,
      kode: r.kode,
      indikator: r.indikator,
      bobot: r.bobot,
      jawaban: jawabanTeks(r.skala, r.nilai, r.nilai_sebelum, r.nilai_sesudah),
      skor: angka(r.skor),
      ...(tampilVerifikasi
        ? {
            dievaluasi,
            verifikasi_jawaban: dievaluasi ? jawabanTeks(r.verifikasi_skala, r.verifikasi_nilai, r.verifikasi_nilai_sebelum, r.verifikasi_nilai_sesudah) : null,
            verifikasi_skor: angka(vSkor),
            selisih: angka((vSkor ?? 0) - (r.skor ?? 0)),
            alasan: r.alasan,
            alasan_label:
              ALASAN_VERIFIKASI.find((a) => a.value === r.alasan)?.label ??
              (!dievaluasi && !r.ada_bukti && (r.skor ?? 0) > 0 ? 'Belum ada bukti dukung: tidak dihitung dalam skor terverifikasi' : null),
            catatan: r.catatan,
          }
        : { dievaluasi: null, verifikasi_jawaban: null, verifikasi_skor: null, selisih: null, alasan: null, alasan_label: null, catatan: null }),
    };
  });
  const total = rows.reduce((s, r) => s + (r.skor ?? 0), 0);

  return {
    inovasi: {
      id: i.id,
      profil_id: i.profil_id,
      nama: i.nama,
      nama_pemda: found.nama_pemda,
      tahun: i.tahun,
      inovasi_status: i.inovasi_status,
      inisiator: i.inisiator,
      nama_inisiator: i.nama_inisiator,
      jenis_inovasi: i.jenis_inovasi,
      bentuk_inovasi: i.bentuk_inovasi,
      bentuk_inovasi_nama: found.bentuk,
      klasifikasi_inovasi: i.klasifikasi_inovasi,
      urusan: urusan.map((u) => u.nama),
      waktu: i.waktu,
      waktu_implementasi: i.waktu_implementasi,
      tujuan: i.tujuan,
      manfaat: i.manfaat,
      hasil_inovasi: i.hasil_inovasi,
      kematangan: i.kematangan,
    },
    registrasi: { ...reg, status_review: badgeReview(reg.status_nomor), qc_status: badgeQc(reg.qc) },
    riwayat,
    indikator: rows,
    total_points: angka(i.kematangan ?? total),
    verifikasi_points: tampilVerifikasi ? angka(kematanganTerverifikasi(found)) : null,
    verifikasi_tampil: tampilVerifikasi,
    aksi: aksiReview(user.role, reg),
    boleh_evaluasi: can(user, 'evaluasi', 'review') && bolehEvaluasiInovasi(user.role, reg).ok,
    penilaian: tampilVerifikasi ? ringkasanPenilaian(penilaian) : { wajib: 0, dinilai: 0, belum: [] },
  };
}

// ------------------------------------------------------------ assignment of verifier and QC accounts (REV-06)


async function akunPenugasan(db: DbOrTx, ids: number[] | null, search: string | null) {
  const accs = await db
    .select({ id: usrAsn.id, username: usrAsn.username, nama_lengkap: usrAsn.nama_lengkap, role: usrAsn.role, area: usrAsn.area, is_active: usrAsn.is_active })
    .from(usrAsn)
    .where(
      whereAll([
        inArray(usrAsn.role, [...AREA_ROLES]),
        ids ? inArray(usrAsn.id, ids) : undefined,
        search ? or(ilike(usrAsn.nama_lengkap, search), ilike(usrAsn.username, search)) : undefined,
      ]),
    )
    .orderBy(asc(usrAsn.role), asc(usrAsn.nama_lengkap), asc(usrAsn.id))
    .limit(500);
  if (!accs.length) return [];
  const [daerah, perArea] = await Promise.all([
    db
      .select({ usr_asn_id: usrAsnDaerah.usr_asn_id, id: mDaerah.id, nama: mDaerah.nama })
      .from(usrAsnDaerah)
      .innerJoin(mDaerah, eq(mDaerah.id, usrAsnDaerah.m_daerah_id))
      .where(
        inArray(
          usrAsnDaerah.usr_asn_id,
          accs.map((a) => a.id),
        ),
      )
      .orderBy(asc(mDaerah.nama)),
    db.select({ wilayah_id: wilayahDaerah.wilayah_id, n: sql<number>`count(*)::int` }).from(wilayahDaerah).groupBy(wilayahDaerah.wilayah_id),
  ]);
  return accs.map((a) => ({
    ...a,
    // the query keeps to AREA_ROLES
    role: a.role as (typeof AREA_ROLES)[number],
    area_label: AREAS.find((x) => x.value === a.area)?.label ?? 'Tidak ada',
    jumlah_daerah_area: a.area > 0 ? (perArea.find((p) => p.wilayah_id === a.area)?.n ?? 0) : 0,
    daerah: daerah.filter((d) => d.usr_asn_id === a.id).map((d) => ({ id: d.id, nama: d.nama })),
  }));
}

export async function detailRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_REVIEW.detail, async ({ user, params }) => ({ status: 1, data: await detailReview(db, user, params.id) }));

  rute(app, K_REVIEW.penugasan, async ({ query }) => {
    const data = await akunPenugasan(db, null, query.search ? polaLike(query.search.slice(0, 100)) : null);
    return { status: 1, data, total: data.length, areas: [...AREAS] };
  });

  rute(app, K_REVIEW.simpanPenugasan, async ({ user, params: { id }, body }) => {
    const { area } = body;
    const ids = [...new Set(body.m_daerah_ids)];
    await db.transaction(async (tx) => {
      const [acc] = await tx
        .select({ id: usrAsn.id, role: usrAsn.role, username: usrAsn.username, area: usrAsn.area })
        .from(usrAsn)
        .where(eq(usrAsn.id, id))
        .for('update');
      if (!acc || !(AREA_ROLES as readonly string[]).includes(acc.role)) throw new AppError('NOT_FOUND', 'Akun verifikator atau quality control tidak ditemukan.');
      if (ids.length) {
        const known = await tx.select({ id: mDaerah.id }).from(mDaerah).where(inArray(mDaerah.id, ids));
        const missing = ids.filter((d) => !known.some((k) => k.id === d));
        if (missing.length) throw validationError({ m_daerah_ids: `Daerah tidak dikenal: ${missing.slice(0, 10).join(', ')}.` });
      }
      const before = await tx.select({ id: usrAsnDaerah.m_daerah_id }).from(usrAsnDaerah).where(eq(usrAsnDaerah.usr_asn_id, id));
      await tx.update(usrAsn).set({ area, updated_at: sql`now()` as never }).where(eq(usrAsn.id, id));
      await tx.delete(usrAsnDaerah).where(eq(usrAsnDaerah.usr_asn_id, id));
      if (ids.length) await tx.insert(usrAsnDaerah).values(ids.map((m) => ({ usr_asn_id: id, m_daerah_id: m })));
      await logActivity(tx, user, 'Penugasan verifikator', {
        usr_asn_id: id,
        username: acc.username,
        area_dari: acc.area,
        area,
        daerah_dari: before.map((b) => b.id).sort((a, b) => a - b),
        daerah: ids.sort((a, b) => a - b),
      });
    });
    const [data] = await akunPenugasan(db, [id], null);
    if (!data) throw new AppError('NOT_FOUND');
    return { status: 1, data, message: 'Penugasan berhasil disimpan.' };
  });
}
