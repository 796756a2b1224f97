import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  OWNER_ROLES,
  dataScope,
  inRoles,
  indeksTahunTerbit,
  jenisBeranda,
  K_BERANDA,
  labelTahapan,
  parseYears,
  verifikasiDaerahTerlihatUntuk,
  type BerandaRingkasan,
  type JenisBeranda,
  type SessionUser,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import {
  activityLog,
  iga2020Inovasi,
  igaIndikator,
  igaLembar,
  igaPenilai,
  igaPenugasan,
  igaTahun,
  indeksHasil,
  indikatorDaerah,
  lombaKiriman,
  lombaLembar,
  mDaerah,
  nomorRegistrasi,
  profilPemda,
  registrasiJumlah,
  usrAsn,
} from '../../db/schema';
import { inRegions } from '../../crud/query';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { pastikanHasil } from '../indeks';

const VERSI: string = (createRequire(import.meta.url)('../../../package.json') as { version: string }).version;

type Data = BerandaRingkasan;
const n = (v: unknown) => Number(v ?? 0);
const dua = (x: number) => Math.round(x * 100) / 100;
const semua = (...parts: (SQL | undefined)[]) => and(...parts.filter((p): p is SQL => p !== undefined));

/**
 * The role-aware home (decision 80). The kind of answer follows the role (`jenisBeranda`), the scope the session:
 * a verifier its area and assigned regions, a province itself and its regencies and cities, a regional account its
 * own region, central roles the country. Nothing here lists another region's records to a regional account.
 */
export async function berandaRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_BERANDA.ringkasan, async ({ user }) => {
    const jenis = jenisBeranda(user.role);
    // the permission of the contract lists exactly these roles; a role without a kind never gets here
    if (!jenis) throw new AppError('FORBIDDEN');
    const settings = await app.ctx.settings.all();
    const tahun = parseYears(settings.tahun_penilaian)[0] ?? new Date().getFullYear();
    const data = await ringkasan(db, user, jenis, tahun, settings, app.ctx.config.demo);
    return { status: 1 as const, data };
  });
}

async function ringkasan(db: DbOrTx, user: SessionUser, jenis: JenisBeranda, tahun: number, settings: Record<string, string>, demo: boolean): Promise<Data> {
  const kosong: Data = { jenis, tahun, lingkup: { nama: 'Nasional', jumlah_daerah: null }, review: null, juri: null, inovasi: null, indeks: null, daerah_daftar: [], daerah: null, sistem: null };
  // the regions of the caller's scope (null = every region): the same rule as every list (PLT-09)
  const wilayah = dataScope(user, { region: 'profil_id' }).daerah_ids;
  switch (jenis) {
    case 'review':
      return { ...kosong, lingkup: await lingkup(db, user, wilayah), review: await jumlahReview(db, wilayah) };
    case 'juri':
      return { ...kosong, review: await jumlahReview(db, null), juri: await kerjaJuri(db, user) };
    case 'nasional': {
      const [inovasi, indeks] = await Promise.all([jumlahInovasi(db, user, null), indeksLingkup(db, user, settings, tahun, null, 5)]);
      return { ...kosong, inovasi, indeks: indeks.ringkas, daerah_daftar: indeks.daftar };
    }
    case 'provinsi': {
      const ids = wilayah ?? [];
      const [ruang, inovasi, indeks] = await Promise.all([lingkup(db, user, ids), jumlahInovasi(db, user, ids), indeksLingkup(db, user, settings, tahun, ids, null)]);
      return { ...kosong, lingkup: ruang, inovasi, indeks: indeks.ringkas, daerah_daftar: indeks.daftar };
    }
    case 'daerah': {
      const id = user.profil_id ?? user.m_daerah_id;
      if (id == null) return { ...kosong, lingkup: { nama: 'Akun belum terhubung dengan daerah', jumlah_daerah: 0 }, inovasi: await jumlahInovasi(db, user, []) };
      const [inovasi, daerah] = await Promise.all([jumlahInovasi(db, user, [id]), satuDaerah(db, id, settings, tahun)]);
      return { ...kosong, lingkup: { nama: daerah?.nama ?? 'Daerah', jumlah_daerah: 1 }, inovasi, daerah };
    }
    case 'sistem':
      return { ...kosong, lingkup: { nama: 'Sistem', jumlah_daerah: null }, sistem: await statusSistem(db, demo) };
  }
}

async function lingkup(db: DbOrTx, user: SessionUser, ids: number[] | null): Promise<Data['lingkup']> {
  if (!ids) return { nama: 'Nasional', jumlah_daerah: null };
  if (user.role === 'provinsi' && user.m_daerah_id != null) {
    const [d] = await db.select({ nama: mDaerah.nama }).from(mDaerah).where(eq(mDaerah.id, user.m_daerah_id));
    return { nama: d?.nama ?? 'Provinsi', jumlah_daerah: ids.length };
  }
  return { nama: user.area ? 'Wilayah tugas' : 'Daerah tugas', jumlah_daerah: ids.length };
}

/** Registration counts per review state in the regions (the maintained counter), and the five oldest waiting. */
async function jumlahReview(db: DbOrTx, ids: number[] | null): Promise<NonNullable<Data['review']>> {
  const [per, terlama] = await Promise.all([
    db
      .select({ status: registrasiJumlah.status_nomor, qc: registrasiJumlah.qc, n: sql<number>`coalesce(sum(${registrasiJumlah.n}), 0)::int` })
      .from(registrasiJumlah)
      .where(inRegions(registrasiJumlah.profil_id, ids))
      .groupBy(registrasiJumlah.status_nomor, registrasiJumlah.qc),
    db
      .select({ inovasi_id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, nama_pemda: profilPemda.nama, dikirim_at: nomorRegistrasi.created_at })
      .from(nomorRegistrasi)
      .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, nomorRegistrasi.inovasi_id))
      .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
      .where(semua(eq(nomorRegistrasi.status_nomor, 0), inRegions(nomorRegistrasi.profil_id, ids)))
      .orderBy(asc(nomorRegistrasi.created_at), asc(nomorRegistrasi.id))
      .limit(5),
  ]);
  const hitung = (f: (s: number, q: number) => boolean) => per.filter((r) => f(r.status, r.qc)).reduce((s, r) => s + n(r.n), 0);
  return {
    menunggu: hitung((s) => s === 0),
    menunggu_qc: hitung((s, q) => s === 1 && q === 0),
    dikembalikan_qc: hitung((s, q) => s === 1 && q === 2),
    ditolak: hitung((s) => s === 2),
    selesai: hitung((s, q) => s === 1 && q === 1),
    terlama: terlama.map((r) => ({ ...r, dikirim_at: String(r.dikirim_at) })),
  };
}

/** The juror's award sheets of the latest award year and its competition scoring of the latest competition year. */
async function kerjaJuri(db: DbOrTx, user: SessionUser): Promise<NonNullable<Data['juri']>> {
  const [[iga], [lomba], penilai] = await Promise.all([
    db.select({ id: igaTahun.id, tahun: igaTahun.tahun, tahap: igaTahun.tahap }).from(igaTahun).orderBy(desc(igaTahun.tahun)).limit(1),
    db.select({ tahun: sql<number | null>`max(${lombaKiriman.tahun})` }).from(lombaKiriman),
    db.select({ id: igaPenilai.id }).from(igaPenilai).where(eq(igaPenilai.usr_asn_id, user.id)),
  ]);
  const ids = penilai.map((p) => p.id);
  const lombaTahun = lomba?.tahun == null ? null : n(lomba.tahun);
  const [[tugas], [lembar], [kiriman], [dinilai]] = await Promise.all([
    iga && ids.length
      ? db.select({ n: sql<number>`count(*)::int` }).from(igaPenugasan).where(and(eq(igaPenugasan.iga_tahun_id, iga.id), inArray(igaPenugasan.penilai_id, ids)))
      : [{ n: 0 }],
    iga && ids.length
      ? db
          .select({ terkirim: sql<number>`count(*) filter (where ${igaLembar.status} = 'terkirim')::int`, draf: sql<number>`count(*) filter (where ${igaLembar.status} = 'draf')::int` })
          .from(igaLembar)
          .where(and(eq(igaLembar.iga_tahun_id, iga.id), inArray(igaLembar.penilai_id, ids)))
      : [{ terkirim: 0, draf: 0 }],
    lombaTahun != null ? db.select({ n: sql<number>`count(*)::int` }).from(lombaKiriman).where(eq(lombaKiriman.tahun, lombaTahun)) : [{ n: 0 }],
    lombaTahun != null
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(lombaLembar)
          .innerJoin(lombaKiriman, eq(lombaKiriman.inovasi_id, lombaLembar.inovasi_id))
          .where(and(eq(lombaLembar.penilai_id, user.id), eq(lombaLembar.status, 'terkirim'), eq(lombaKiriman.tahun, lombaTahun)))
      : [{ n: 0 }],
  ]);
  return {
    iga_tahun: iga?.tahun ?? null,
    iga_tahap: iga?.tahap ?? null,
    iga_ditugaskan: n(tugas?.n),
    iga_terkirim: n(lembar?.terkirim),
    iga_draf: n(lembar?.draf),
    lomba_tahun: lombaTahun,
    lomba_kiriman: n(kiriman?.n),
    lomba_dinilai: n(dinilai?.n),
  };
}

/** Database innovations (never competition entries, decision 64) of the regions per stage and sending state. */
async function jumlahInovasi(db: DbOrTx, user: SessionUser, ids: number[] | null): Promise<NonNullable<Data['inovasi']>> {
  const st = iga2020Inovasi.inovasi_status;
  const nr = nomorRegistrasi.status_nomor;
  const milik = inRoles(user.role, OWNER_ROLES);
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      inisiatif: sql<number>`count(*) filter (where ${st} = 0)::int`,
      ujicoba: sql<number>`count(*) filter (where ${st} = 1)::int`,
      penerapan: sql<number>`count(*) filter (where ${st} = 2)::int`,
      belum_dikirim: sql<number>`count(*) filter (where ${nr} is null or ${nr} = -1)::int`,
      menunggu: sql<number>`count(*) filter (where ${nr} = 0)::int`,
      terverifikasi: sql<number>`count(*) filter (where ${nr} = 1)::int`,
      ditolak: sql<number>`count(*) filter (where ${nr} = 2)::int`,
      milik_sendiri: sql<number>`count(*) filter (where ${iga2020Inovasi.created_by} = ${user.id})::int`,
    })
    .from(iga2020Inovasi)
    .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
    .where(semua(eq(iga2020Inovasi.is_lomba, 0), inRegions(iga2020Inovasi.profil_id, ids)));
  return {
    total: n(r?.total),
    inisiatif: n(r?.inisiatif),
    ujicoba: n(r?.ujicoba),
    penerapan: n(r?.penerapan),
    belum_dikirim: n(r?.belum_dikirim),
    menunggu: n(r?.menunggu),
    terverifikasi: n(r?.terverifikasi),
    ditolak: n(r?.ditolak),
    milik_sendiri: milik ? n(r?.milik_sendiri) : null,
  };
}

/**
 * The stored IIDs of the year in the regions: the verified result when the caller may see it (the one rule of
 * `verifikasiDaerahTerlihatUntuk`), else the self-assessed one with the reason. `batas`: how many regions to list.
 */
async function indeksLingkup(db: DbOrTx, user: SessionUser, settings: Record<string, string>, tahun: number, ids: number[] | null, batas: number | null) {
  const lihat = verifikasiDaerahTerlihatUntuk(user, settings, tahun);
  const sumber = lihat.terlihat ? ('verified' as const) : ('self' as const);
  const ada = await pastikanHasil(db, tahun);
  const where = semua(eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, sumber), inRegions(indeksHasil.profil_id, ids));
  const [[agg], daftar] = ada
    ? await Promise.all([
        db
          .select({ rata: sql<number>`coalesce(avg(${indeksHasil.iid}) filter (where ${indeksHasil.iid} > 0), 0)::float8`, dinilai: sql<number>`count(*) filter (where ${indeksHasil.iid} > 0)::int` })
          .from(indeksHasil)
          .where(where),
        (() => {
          const q = db
            .select({ profil_id: indeksHasil.profil_id, nama: profilPemda.nama, iid: indeksHasil.iid, predikat: indeksHasil.predikat, jumlah_inovasi: indeksHasil.jumlah_inovasi })
            .from(indeksHasil)
            .innerJoin(profilPemda, eq(profilPemda.id, indeksHasil.profil_id))
            .where(batas != null ? semua(where, sql`${indeksHasil.iid} > 0`) : where)
            .orderBy(desc(indeksHasil.iid), asc(profilPemda.nama));
          return batas != null ? q.limit(batas) : q;
        })(),
      ])
    : [[{ rata: 0, dinilai: 0 }], []];
  return {
    ringkas: { sumber, rata_rata: dua(n(agg?.rata)), jumlah_dinilai: n(agg?.dinilai), catatan: lihat.alasan ?? null },
    daftar: daftar.map((d) => ({ profil_id: d.profil_id, nama: d.nama, iid: dua(n(d.iid)), predikat: d.predikat ?? null, jumlah_inovasi: n(d.jumlah_inovasi) })),
  };
}

/** A region's read-only view: its published IID, its profile's completeness, its published innovations. */
async function satuDaerah(db: DbOrTx, id: number, settings: Record<string, string>, tahun: number): Promise<Data['daerah']> {
  const terbit = indeksTahunTerbit(settings, tahun);
  const [[p], [ind], [jml], inovasi, hasil] = await Promise.all([
    db.select().from(profilPemda).where(eq(profilPemda.id, id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(indikatorDaerah)
      .innerJoin(igaIndikator, eq(igaIndikator.id, indikatorDaerah.indikator_id))
      .where(and(eq(indikatorDaerah.profil_id, id), eq(indikatorDaerah.tahun, tahun), eq(igaIndikator.tipe, 'P'))),
    db.select({ n: sql<number>`count(*)::int` }).from(igaIndikator).where(and(eq(igaIndikator.tahun, tahun), eq(igaIndikator.tipe, 'P'))),
    // the portal's rule (decision 68): approved by a verifier, not returned by QC, not taken out of the index
    db
      .select({ id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, status: iga2020Inovasi.inovasi_status, tahun: iga2020Inovasi.tahun })
      .from(iga2020Inovasi)
      .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
      .where(and(eq(iga2020Inovasi.profil_id, id), eq(iga2020Inovasi.is_lomba, 0), eq(nomorRegistrasi.status_nomor, 1), ne(nomorRegistrasi.qc, 2), isNull(iga2020Inovasi.keluar_indeks_alasan)))
      .orderBy(desc(nomorRegistrasi.updated_at), desc(iga2020Inovasi.id))
      .limit(8),
    terbit && (await pastikanHasil(db, tahun))
      ? db.select({ iid: indeksHasil.iid, predikat: indeksHasil.predikat }).from(indeksHasil).where(and(eq(indeksHasil.profil_id, id), eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, 'verified')))
      : Promise.resolve([]),
  ]);
  if (!p) return null;
  const isi = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  const h = hasil[0];
  return {
    profil_id: p.id,
    nama: p.nama,
    iid: h ? dua(n(h.iid)) : null,
    predikat: h?.predikat ?? null,
    alasan_indeks: terbit ? (h ? null : `Indeks tahun ${tahun} daerah ini belum dihitung.`) : `Indeks tahun ${tahun} belum diterbitkan.`,
    profil: [
      { label: 'Alamat', lengkap: isi(p.alamat) },
      { label: 'Email', lengkap: isi(p.email) },
      { label: 'Nomor telepon', lengkap: isi(p.no_telp) },
      { label: 'Nama admin', lengkap: isi(p.nama_admin) },
      { label: 'Logo daerah', lengkap: isi(p.logo_url) },
      { label: 'Pakta integritas', lengkap: isi(p.pakta_pemda_filename) },
    ],
    indikator_terisi: n(ind?.n),
    indikator_jumlah: n(jml?.n),
    inovasi_terbit: inovasi.map((i) => ({ id: i.id, nama: i.nama, tahapan: labelTahapan(i.status), tahun: i.tahun })),
  };
}

/** The developer's view: the database answers, the activity of the last day and week, the latest entries. */
async function statusSistem(db: DbOrTx, demo: boolean): Promise<NonNullable<Data['sistem']>> {
  let basisData = true;
  try {
    await db.execute(sql`select 1`);
  } catch {
    basisData = false;
  }
  if (!basisData) return { basis_data: false, versi: VERSI, mode_demo: demo, aktivitas_24_jam: 0, aktivitas_7_hari: 0, akun_aktif: 0, terakhir: [] };
  const [[akt], [akun], terakhir] = await Promise.all([
    db
      .select({
        hari: sql<number>`count(*) filter (where ${activityLog.ts} >= now() - interval '1 day')::int`,
        minggu: sql<number>`count(*)::int`,
      })
      .from(activityLog)
      .where(gte(activityLog.ts, sql`now() - interval '7 days'`)),
    db.select({ n: sql<number>`count(*)::int` }).from(usrAsn).where(eq(usrAsn.is_active, 1)),
    db.select({ id: activityLog.id, ts: activityLog.ts, username: activityLog.username, name: activityLog.name }).from(activityLog).orderBy(desc(activityLog.id)).limit(8),
  ]);
  return {
    basis_data: true,
    versi: VERSI,
    mode_demo: demo,
    aktivitas_24_jam: n(akt?.hari),
    aktivitas_7_hari: n(akt?.minggu),
    akun_aktif: n(akun?.n),
    terakhir: terakhir.map((t) => ({ id: t.id, ts: String(t.ts), username: t.username ?? null, name: t.name })),
  };
}
