import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  aksiReplikasi,
  ALUR_REPLIKASI,
  alasanAjukanReplikasi,
  bolehLihatReplikasi,
  CENTRAL_ROLES,
  halaman,
  hariIniWib,
  inRoles,
  K_REPLIKASI,
  KODE_INDIKATOR_REPLIKASI,
  LABEL_STATUS_REPLIKASI,
  namaBuktiReplikasi,
  penghalangReplikasi,
  polaLike,
  STATUS_REPLIKASI_SELESAI_GAGAL,
  syaratTerlaksana,
  type AksiReplikasi,
  type BarisReplikasi,
  type DetailReplikasi,
  type SessionUser,
  type StatusReplikasi,
} from '@sigap/domain';
import type { DbOrTx, Tx } from '../../db/client';
import { dokumenIndikator, iga2020Inovasi, igaIndikator, media, nomorRegistrasi, profilPemda, replikasi, replikasiRiwayat, usrAsn } from '../../db/schema';
import { inovasiDalamScope } from '../../crud/muat';
import { inRegions } from '../../crud/query';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { tahunPenilaian } from '../indikator';
import { canReadMedia } from '../media';
import { kirimNotifikasi } from '../notifikasi';
import { syaratPublikSql } from '../publik';

/**
 * Replication requests (issue 20 item 6, decision 108). Every command loads the request locked, asks the domain's
 * `penghalangReplikasi` (404 outside the caller's reach, 403 the wrong side, 409 the wrong status), changes it in
 * one transaction with a timeline row, an activity row and the notices. "Terlaksana" also registers the agreement
 * for the owner region and adds it to the original's SID-31 evidence; the answer and score stay the operator's.
 */

type Row = typeof replikasi.$inferSelect;
const TAUTAN = (id: number) => `/dashboard/replikasi-inovasi?id=${id}`;
const asal = alias(iga2020Inovasi, 'asal');
const replika = alias(iga2020Inovasi, 'replika');
const pemilik = alias(profilPemda, 'pemilik');
const peminta = alias(profilPemda, 'peminta');

const kolom = {
  row: replikasi,
  inovasi_nama: asal.nama,
  pemilik_nama: pemilik.nama,
  peminta_nama: peminta.nama,
  replika_nama: replika.nama,
};

function dasarQuery(db: DbOrTx) {
  return db
    .select(kolom)
    .from(replikasi)
    .innerJoin(asal, eq(asal.id, replikasi.inovasi_id))
    .innerJoin(pemilik, eq(pemilik.id, replikasi.pemilik_profil_id))
    .innerJoin(peminta, eq(peminta.id, replikasi.peminta_profil_id))
    .leftJoin(replika, eq(replika.id, replikasi.replika_inovasi_id));
}
type Gabung = Awaited<ReturnType<ReturnType<typeof dasarQuery>['where']>>[number];

const daerahUser = (user: SessionUser) => user.m_daerah_id ?? user.profil_id ?? null;

/** The requests a caller may read, as SQL (the list); the domain policy decides the single request the same way. */
function lingkupSql(user: SessionUser, arah: 'saya' | 'masuk' | undefined): SQL | undefined {
  if (!bolehLihatReplikasi(user)) throw new AppError('FORBIDDEN', 'Peran Anda tidak dapat melihat permintaan replikasi.');
  if (user.role === 'pemda' || user.role === 'opd') {
    const d = daerahUser(user) ?? 0;
    if (arah === 'saya') return eq(replikasi.peminta_profil_id, d);
    if (arah === 'masuk') return eq(replikasi.pemilik_profil_id, d);
    return or(eq(replikasi.peminta_profil_id, d), eq(replikasi.pemilik_profil_id, d));
  }
  if (user.role === 'provinsi') {
    const ids = user.daerah_ids ?? [];
    return or(inRegions(replikasi.peminta_profil_id, ids), inRegions(replikasi.pemilik_profil_id, ids));
  }
  return undefined;
}

/** The copy of the agreement the caller can open: the requester's upload, or the owner region's copy. */
function berkasUntuk(user: SessionUser, r: Row): string | null {
  const d = daerahUser(user);
  const bacaPeminta = inRoles(user.role, CENTRAL_ROLES) || d === r.peminta_profil_id || (user.role === 'provinsi' && (user.daerah_ids ?? []).includes(r.peminta_profil_id));
  return bacaPeminta ? r.file_url : r.file_url_pemilik;
}

function baris(user: SessionUser, g: Gabung): BarisReplikasi {
  const r = g.row;
  const status = r.status as StatusReplikasi;
  const h = aksiReplikasi(user, { status, peminta_profil_id: r.peminta_profil_id, pemilik_profil_id: r.pemilik_profil_id });
  return {
    id: r.id,
    status,
    status_label: LABEL_STATUS_REPLIKASI[status],
    inovasi_id: r.inovasi_id,
    inovasi_nama: g.inovasi_nama,
    pemilik_profil_id: r.pemilik_profil_id,
    pemilik_nama: g.pemilik_nama,
    peminta_profil_id: r.peminta_profil_id,
    peminta_nama: g.peminta_nama,
    catatan: r.catatan,
    alasan_tolak: r.alasan_tolak,
    replika_inovasi_id: r.replika_inovasi_id,
    replika_nama: g.replika_nama ?? null,
    file_url: berkasUntuk(user, r),
    tanggal_terlaksana: r.tanggal_terlaksana,
    created_at: r.created_at,
    updated_at: r.updated_at,
    pihak: h.pihak,
    aksi: h.aksi,
  };
}

/** One request in the caller's reach (404 otherwise), optionally locked for a command. */
async function muatReplikasi(db: DbOrTx, user: SessionUser, id: number, lock = false): Promise<Gabung> {
  const q = dasarQuery(db).where(eq(replikasi.id, id));
  const [g] = lock ? await q.for('update', { of: replikasi }) : await q;
  if (!g || !aksiReplikasi(user, { status: g.row.status as StatusReplikasi, peminta_profil_id: g.row.peminta_profil_id, pemilik_profil_id: g.row.pemilik_profil_id }).lihat)
    throw new AppError('NOT_FOUND', 'Permintaan replikasi tidak ditemukan.');
  return g;
}

async function detail(db: DbOrTx, user: SessionUser, id: number): Promise<DetailReplikasi> {
  const g = await muatReplikasi(db, user, id);
  const riwayat = await db
    .select({ r: replikasiRiwayat, oleh: usrAsn.nama_lengkap })
    .from(replikasiRiwayat)
    .leftJoin(usrAsn, eq(usrAsn.id, replikasiRiwayat.usr_asn_id))
    .where(eq(replikasiRiwayat.replikasi_id, id))
    .orderBy(asc(replikasiRiwayat.id));
  return {
    ...baris(user, g),
    riwayat: riwayat.map(({ r, oleh }) => ({
      id: r.id,
      aksi: r.aksi,
      status: r.status as StatusReplikasi,
      status_label: LABEL_STATUS_REPLIKASI[r.status as StatusReplikasi],
      tanggal: r.tanggal,
      catatan: r.catatan,
      oleh: oleh ?? null,
      created_at: r.created_at,
    })),
  };
}

/** Active pemda accounts of a region: who hears of requests for its innovations. */
async function akunPemda(tx: DbOrTx, profilId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: usrAsn.id })
    .from(usrAsn)
    .where(and(eq(usrAsn.m_daerah_id, profilId), eq(usrAsn.role, 'pemda'), eq(usrAsn.is_active, 1)));
  return rows.map((r) => r.id);
}

function tolakBila(h: ReturnType<typeof penghalangReplikasi>): void {
  if (h) throw new AppError(h.code, h.pesan);
}

async function catatRiwayat(tx: Tx, user: SessionUser, replikasiId: number, aksi: AksiReplikasi | 'ajukan', status: StatusReplikasi, tanggal: string, catatan: string | null) {
  await tx.insert(replikasiRiwayat).values({ replikasi_id: replikasiId, aksi, status, tanggal, catatan, usr_asn_id: user.id });
}

/** An uploaded PDF the caller may read (the agreement), else a field error. */
async function berkasPerjanjian(tx: DbOrTx, user: SessionUser, fileUrl: string) {
  const [m] = await tx.select().from(media).where(eq(media.file_url, fileUrl));
  if (!m || !canReadMedia(user, m)) throw validationError({ file_url: 'Berkas tidak ditemukan atau tidak dapat Anda akses. Unggah ulang berkasnya.' });
  if (m.mime !== 'application/pdf') throw validationError({ file_url: 'PKS/MoU/surat pernyataan harus berupa berkas PDF.' });
  return m;
}

/**
 * "Terlaksana": the agreement registered once more for the owner region (same stored file, a media row of that
 * region, so its operators and verifiers may open it) and added to the original's SID-31 of the assessment year.
 */
async function buktiKePemilik(tx: Tx, user: SessionUser, r: Row, daerahPeminta: string, tanggal: string, tahun: number): Promise<{ file_url_pemilik: string; dokumen_id: number | null }> {
  const m = await berkasPerjanjian(tx, user, r.file_url!);
  const fileUrl = `/media/replikasi/${r.id}-${crypto.randomBytes(6).toString('hex')}.pdf`;
  await tx.insert(media).values({ file_url: fileUrl, storage_key: m.storage_key, original_name: m.original_name, mime: m.mime, size: m.size, uploaded_by: null, m_daerah_id: r.pemilik_profil_id, is_public: 0 });
  const [ind] = await tx
    .select({ id: igaIndikator.id })
    .from(igaIndikator)
    .where(and(eq(igaIndikator.tahun, tahun), eq(igaIndikator.tipe, 'I'), eq(igaIndikator.kode, KODE_INDIKATOR_REPLIKASI)));
  if (!ind) return { file_url_pemilik: fileUrl, dokumen_id: null };
  const [doc] = await tx
    .insert(dokumenIndikator)
    .values({ pemilik: 'inovasi', pemilik_id: r.inovasi_id, tahun, indikator_id: ind.id, nama: namaBuktiReplikasi(daerahPeminta, tanggal), tanggal_surat: tanggal, file_url: fileUrl, created_by: user.id })
    .returning({ id: dokumenIndikator.id });
  return { file_url_pemilik: fileUrl, dokumen_id: doc!.id };
}

export async function replikasiRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_REPLIKASI.daftar, async ({ user, query }) => {
    const { offset, perPage, search } = halaman(query, { perPage: 20 });
    const where = and(
      lingkupSql(user, query.arah),
      query.status ? eq(replikasi.status, query.status) : undefined,
      search ? or(ilike(asal.nama, polaLike(search)), ilike(pemilik.nama, polaLike(search)), ilike(peminta.nama, polaLike(search))) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      dasarQuery(db).where(where).orderBy(desc(replikasi.updated_at), desc(replikasi.id)).limit(perPage).offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(replikasi)
        .innerJoin(asal, eq(asal.id, replikasi.inovasi_id))
        .innerJoin(pemilik, eq(pemilik.id, replikasi.pemilik_profil_id))
        .innerJoin(peminta, eq(peminta.id, replikasi.peminta_profil_id))
        .where(where),
    ]);
    return { status: 1 as const, data: rows.map((g) => baris(user, g)), total: total?.n ?? 0 };
  });

  rute(app, K_REPLIKASI.detail, async ({ user, params }) => ({ status: 1 as const, data: await detail(db, user, params.id) }));

  rute(app, K_REPLIKASI.ajukan, async ({ user, body, reply }) => {
    const id = await db.transaction(async (tx) => {
      // the public catalogue's own rule (decision 68): nothing unpublished can be asked for
      const [ino] = await tx
        .select({ id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, profil_id: iga2020Inovasi.profil_id })
        .from(iga2020Inovasi)
        .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
        .where(and(eq(iga2020Inovasi.id, body.inovasi_id), syaratPublikSql()));
      const alasan = alasanAjukanReplikasi(user, ino ? { publik: true, profil_id: ino.profil_id } : null);
      if (alasan?.code === 'VALIDATION_FAILED') throw validationError({ inovasi_id: alasan.pesan });
      if (alasan) throw new AppError(alasan.code, alasan.pesan);
      const daerah = daerahUser(user)!;
      // one running or implemented request per innovation and region (the partial unique index backs this up)
      const [ada] = await tx
        .select({ id: replikasi.id })
        .from(replikasi)
        .where(and(eq(replikasi.inovasi_id, ino!.id), eq(replikasi.peminta_profil_id, daerah), notInArray(replikasi.status, [...STATUS_REPLIKASI_SELESAI_GAGAL])))
        .for('update');
      if (ada) throw new AppError('DUPLICATE', 'Daerah Anda sudah memiliki permintaan replikasi yang berjalan atau terlaksana untuk inovasi ini.');
      const catatan = body.catatan || null;
      const [baru] = await tx
        .insert(replikasi)
        .values({ inovasi_id: ino!.id, pemilik_profil_id: ino!.profil_id, peminta_profil_id: daerah, catatan, diminta_oleh: user.id })
        .returning({ id: replikasi.id });
      await catatRiwayat(tx, user, baru!.id, 'ajukan', 'diajukan', hariIniWib(), catatan);
      const [p] = await tx.select({ nama: profilPemda.nama }).from(profilPemda).where(eq(profilPemda.id, daerah));
      await kirimNotifikasi(tx, { usr_asn_ids: await akunPemda(tx, ino!.profil_id) }, {
        jenis: 'replikasi',
        judul: `Permintaan replikasi "${ino!.nama}" dari ${p?.nama ?? 'daerah lain'}`,
        isi: catatan ?? 'Tinjau permintaan ini lalu terima atau tolak dengan alasan.',
        tautan: TAUTAN(baru!.id),
      });
      await logActivity(tx, user, 'Ajukan replikasi inovasi', { replikasi_id: baru!.id, inovasi_id: ino!.id, pemilik_profil_id: ino!.profil_id, peminta_profil_id: daerah });
      return baru!.id;
    });
    reply.code(201);
    return { status: 1 as const, data: await detail(db, user, id), message: 'Permintaan replikasi berhasil diajukan.' };
  });

  rute(app, K_REPLIKASI.lengkapi, async ({ user, params, body }) => {
    await db.transaction(async (tx) => {
      const g = await muatReplikasi(tx, user, params.id, true);
      const r = g.row;
      tolakBila(penghalangReplikasi(user, { status: r.status as StatusReplikasi, peminta_profil_id: r.peminta_profil_id, pemilik_profil_id: r.pemilik_profil_id }, 'lengkapi'));
      const ubah: Partial<Row> = {};
      const langkah: string[] = [];
      // only what differs from the stored request is a step of the timeline
      if (body.replika_inovasi_id !== undefined && body.replika_inovasi_id !== r.replika_inovasi_id) {
        if (body.replika_inovasi_id !== null) {
          // an innovation of the requesting region the caller may read (OPD: its own records)
          const ino = await inovasiDalamScope(tx, user, body.replika_inovasi_id).catch(() => null);
          if (!ino || ino.profil_id !== r.peminta_profil_id || ino.id === r.inovasi_id) throw validationError({ replika_inovasi_id: 'Pilih inovasi milik daerah Anda yang merupakan hasil replikasi.' });
          langkah.push(`Inovasi replika ditautkan: ${ino.nama}.`);
        } else langkah.push('Tautan inovasi replika dilepas.');
        ubah.replika_inovasi_id = body.replika_inovasi_id;
      }
      if (body.file_url !== undefined && body.file_url !== r.file_url) {
        if (body.file_url !== null) await berkasPerjanjian(tx, user, body.file_url);
        ubah.file_url = body.file_url;
        langkah.push(body.file_url ? 'PKS/MoU/surat pernyataan diunggah.' : 'Berkas PKS/MoU dilepas.');
      }
      const catatan = [body.catatan, ...langkah].filter(Boolean).join(' ');
      if (!catatan) throw validationError({ _: 'Tidak ada yang diubah.' });
      await tx.update(replikasi).set({ ...ubah, updated_at: sql`now()` }).where(eq(replikasi.id, r.id));
      await catatRiwayat(tx, user, r.id, 'lengkapi', r.status as StatusReplikasi, hariIniWib(), catatan || null);
      await logActivity(tx, user, 'Lengkapi replikasi inovasi', { replikasi_id: r.id, ...ubah, catatan: body.catatan });
    });
    return { status: 1 as const, data: await detail(db, user, params.id), message: 'Permintaan replikasi diperbarui.' };
  });

  rute(app, K_REPLIKASI.transisi, async ({ user, params, body }) => {
    const settings = await app.ctx.settings.all();
    const hariIni = hariIniWib();
    const tanggal = body.tanggal ?? hariIni;
    if (tanggal > hariIni) throw validationError({ tanggal: 'Tanggal tidak boleh melewati hari ini.' });
    const alur = ALUR_REPLIKASI[body.aksi];
    await db.transaction(async (tx) => {
      const g = await muatReplikasi(tx, user, params.id, true);
      const r = g.row;
      tolakBila(penghalangReplikasi(user, { status: r.status as StatusReplikasi, peminta_profil_id: r.peminta_profil_id, pemilik_profil_id: r.pemilik_profil_id }, body.aksi));
      if (tanggal < r.created_at.slice(0, 10)) throw validationError({ tanggal: 'Tanggal tidak boleh sebelum permintaan diajukan.' });
      const catatan = body.catatan || null;
      const ubah: Partial<Row> = { status: alur.ke };
      if (body.aksi === 'tolak') ubah.alasan_tolak = catatan;
      if (body.aksi === 'terlaksana') {
        const kurang = syaratTerlaksana(r);
        if (Object.keys(kurang).length) throw validationError(kurang, 'Lengkapi inovasi replika dan PKS/MoU sebelum menandai terlaksana.');
        Object.assign(ubah, { tanggal_terlaksana: tanggal }, await buktiKePemilik(tx, user, r, g.peminta_nama, tanggal, tahunPenilaian(settings)));
      }
      await tx.update(replikasi).set({ ...ubah, updated_at: sql`now()` }).where(eq(replikasi.id, r.id));
      await catatRiwayat(tx, user, r.id, body.aksi, alur.ke, tanggal, catatan);
      const judul = `Replikasi "${g.inovasi_nama}" oleh ${g.peminta_nama}: ${LABEL_STATUS_REPLIKASI[alur.ke].toLowerCase()}`;
      const pesan = { jenis: 'replikasi' as const, judul, isi: catatan, tautan: TAUTAN(r.id) };
      // the requester hears the owner's answer and the implementation; the owner region hears the outcome
      if (body.aksi === 'terima' || body.aksi === 'tolak' || body.aksi === 'terlaksana') await kirimNotifikasi(tx, { usr_asn_ids: [r.diminta_oleh].filter((x) => x !== user.id) }, pesan);
      if (body.aksi === 'terlaksana' || body.aksi === 'batalkan') await kirimNotifikasi(tx, { usr_asn_ids: await akunPemda(tx, r.pemilik_profil_id) }, pesan);
      await logActivity(tx, user, `Replikasi inovasi: ${alur.label.toLowerCase()}`, { replikasi_id: r.id, inovasi_id: r.inovasi_id, dari: r.status, ke: alur.ke, tanggal, catatan, dokumen_id: ubah.dokumen_id });
    });
    return { status: 1 as const, data: await detail(db, user, params.id), message: `Permintaan replikasi ${LABEL_STATUS_REPLIKASI[alur.ke].toLowerCase()}.` };
  });
}

