import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  aksiTahapIga,
  alasanKonflik,
  alasanLembarTersembunyi,
  can,
  LABEL_KONFLIK,
  nomineTetap,
  provinsiDaerah,
  rataRataJuri,
  sebaranJuri,
  skorAkhirIga,
  tahapSelesai,
  TAHAP_PENILAIAN,
  type AlasanKonflik,
  type KeadaanIga,
  type NilaiJuri,
  type SessionUser,
  type StatusLembarIga,
  type TahapIga,
  type TahapPenilaian,
  type TahunIgaRow,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import {
  igaJuri,
  igaKlaster,
  igaKlasterDaerah,
  igaKonflik,
  igaLembar,
  igaNomine,
  igaPenilai,
  igaPenugasan,
  igaTahapRiwayat,
  igaTahun,
  indeksHasil,
  mDaerah,
  profilPemda,
  usrAsn,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { pastikanHasil } from '../indeks';

export type BarisTahun = typeof igaTahun.$inferSelect;

export const keadaan = (t: BarisTahun): KeadaanIga => ({ tahap: t.tahap as TahapIga, status: t.status as 'buka' | 'tutup' });

/** Roles that oversee the judging: they see every submitted sheet (juri/visibilitas.ts). */
export const pengawas = (user: SessionUser) => ['admin', 'superadmin', 'pusat', 'viewer'].includes(user.role);

export async function muatTahun(db: DbOrTx, tahun: number, kunci = false): Promise<BarisTahun> {
  const q = db.select().from(igaTahun).where(eq(igaTahun.tahun, tahun));
  const [t] = kunci ? await q.for('update') : await q;
  if (!t) throw new AppError('NOT_FOUND', `Tahun penghargaan ${tahun} belum dibuat.`);
  return t;
}

/** The year asked, else the newest award year; null when there is none. */
export async function tahunAtauTerbaru(db: DbOrTx, tahun: number | undefined): Promise<BarisTahun | null> {
  if (tahun !== undefined) {
    const [t] = await db.select().from(igaTahun).where(eq(igaTahun.tahun, tahun));
    return t ?? null;
  }
  const [t] = await db.select().from(igaTahun).orderBy(desc(igaTahun.tahun)).limit(1);
  return t ?? null;
}

/** The caller's juror record of a year (a tim.penilai account linked through iga_penilai.usr_asn_id, in iga_juri). */
export async function penilaiSaya(db: DbOrTx, tahunId: number, user: SessionUser): Promise<{ id: number; nama: string } | null> {
  if (user.role !== 'tim.penilai') return null;
  const [p] = await db
    .select({ id: igaPenilai.id, nama: igaPenilai.nama })
    .from(igaPenilai)
    .innerJoin(igaJuri, and(eq(igaJuri.penilai_id, igaPenilai.id), eq(igaJuri.iga_tahun_id, tahunId)))
    .where(eq(igaPenilai.usr_asn_id, user.id))
    .orderBy(asc(igaPenilai.id))
    .limit(1);
  return p ?? null;
}

export async function barisTahun(db: DbOrTx, t: BarisTahun, user: SessionUser): Promise<TahunIgaRow> {
  const [[n], [j], saya] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(igaNomine).where(eq(igaNomine.iga_tahun_id, t.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(igaJuri).where(eq(igaJuri.iga_tahun_id, t.id)),
    penilaiSaya(db, t.id, user),
  ]);
  const s = keadaan(t);
  return {
    id: t.id,
    tahun: t.tahun,
    tahap: s.tahap,
    status: s.status,
    bobot: { ...t.bobot, catatan: t.bobot.catatan ?? null },
    kriteria_presentasi: t.kriteria_presentasi,
    indikator_validasi: t.indikator_validasi,
    aturan_outlier: t.aturan_outlier,
    juri_per_nomine: t.juri_per_nomine,
    jumlah_pemenang: t.jumlah_pemenang,
    jumlah_nomine: n?.n ?? 0,
    jumlah_juri: j?.n ?? 0,
    pleno_at: t.pleno_at,
    diumumkan_at: t.diumumkan_at,
    aksi: aksiTahapIga(user.role, s, t.pleno_at !== null),
    saya: saya ? { penilai_id: saya.id, nama: saya.nama } : null,
    boleh_kelola: can(user, 'kelola', 'iga'),
  };
}

export async function riwayatTahun(db: DbOrTx, tahunId: number) {
  return db
    .select({
      id: igaTahapRiwayat.id,
      aksi: igaTahapRiwayat.aksi,
      tahap_dari: igaTahapRiwayat.tahap_dari,
      status_dari: igaTahapRiwayat.status_dari,
      tahap_ke: igaTahapRiwayat.tahap_ke,
      status_ke: igaTahapRiwayat.status_ke,
      alasan: igaTahapRiwayat.alasan,
      oleh: usrAsn.nama_lengkap,
      created_at: igaTahapRiwayat.created_at,
    })
    .from(igaTahapRiwayat)
    .leftJoin(usrAsn, eq(usrAsn.id, igaTahapRiwayat.usr_asn_id))
    .where(eq(igaTahapRiwayat.iga_tahun_id, tahunId))
    .orderBy(asc(igaTahapRiwayat.id));
}

/** One history row of the year; `dari` null for the year's creation. */
export async function catatRiwayat(tx: DbOrTx, t: BarisTahun, aksi: string, ke: KeadaanIga, alasan: string | null | undefined, user: SessionUser, dari: KeadaanIga | null = keadaan(t)) {
  await tx.insert(igaTahapRiwayat).values({
    iga_tahun_id: t.id,
    aksi,
    tahap_dari: dari?.tahap ?? null,
    status_dari: dari?.status ?? null,
    tahap_ke: ke.tahap,
    status_ke: ke.status,
    alasan: alasan?.trim() || null,
    usr_asn_id: user.id,
  });
}

// ------------------------------------------------------------------ nominees

/**
 * While nominasi runs the nominees follow the IGA flag (profil_pemda.is_iga) of the regions that belong to a
 * cluster: new flags are added, removed flags dropped (nothing is scored yet). Once nominasi closes the list is fixed.
 */
export async function sinkronNomine(tx: DbOrTx, t: BarisTahun): Promise<void> {
  if (nomineTetap(keadaan(t))) return;
  const bertanda = await tx
    .selectDistinct({ id: profilPemda.id })
    .from(profilPemda)
    .innerJoin(igaKlasterDaerah, eq(igaKlasterDaerah.iga_daerah_id, profilPemda.id))
    .where(eq(profilPemda.is_iga, 1));
  const ids = bertanda.map((r) => r.id);
  const ada = await tx.select({ id: igaNomine.id, profil_id: igaNomine.profil_id }).from(igaNomine).where(eq(igaNomine.iga_tahun_id, t.id));
  const adaSet = new Set(ada.map((r) => r.profil_id));
  const idSet = new Set(ids);
  const buang = ada.filter((r) => !idSet.has(r.profil_id)).map((r) => r.id);
  if (buang.length) await tx.delete(igaNomine).where(inArray(igaNomine.id, buang));
  const baru = ids.filter((id) => !adaSet.has(id));
  if (baru.length) await tx.insert(igaNomine).values(baru.map((profil_id) => ({ iga_tahun_id: t.id, profil_id }))).onConflictDoNothing();
}

/** Fixes each nominee's index score: the verified IID of the award year (the index module's stored results). */
export async function tetapkanSkorIndeks(tx: DbOrTx, t: BarisTahun): Promise<void> {
  await pastikanHasil(tx, t.tahun);
  await tx.execute(sql`
    update ${igaNomine} n set skor_indeks = coalesce((
      select h.iid from ${indeksHasil} h where h.profil_id = n.profil_id and h.tahun = ${t.tahun} and h.sumber = 'verified'
    ), 0)
    where n.iga_tahun_id = ${t.id}`);
}

export interface Nomine {
  id: number;
  profil_id: number;
  nama: string;
  tingkat: number;
  parent_id: number | null;
  provinsi_id: number | null;
  klaster: { kode: string; klaster: string }[];
  skor_indeks: number | null;
}

/** The nominees of a year with their clusters; the index score is the fixed one, or the current verified IID before. */
export async function muatNomine(db: DbOrTx, t: BarisTahun): Promise<Nomine[]> {
  const tetap = nomineTetap(keadaan(t));
  const rows = await db
    .select({
      id: igaNomine.id,
      profil_id: igaNomine.profil_id,
      nama: profilPemda.nama,
      tingkat: mDaerah.tingkat,
      parent_id: mDaerah.parent_id,
      skor_tetap: igaNomine.skor_indeks,
      skor_kini: indeksHasil.iid,
    })
    .from(igaNomine)
    .innerJoin(profilPemda, eq(profilPemda.id, igaNomine.profil_id))
    .innerJoin(mDaerah, eq(mDaerah.id, igaNomine.profil_id))
    .leftJoin(indeksHasil, and(eq(indeksHasil.profil_id, igaNomine.profil_id), eq(indeksHasil.tahun, t.tahun), eq(indeksHasil.sumber, 'verified')))
    .where(eq(igaNomine.iga_tahun_id, t.id))
    .orderBy(asc(profilPemda.nama), asc(igaNomine.id));
  const klaster = rows.length
    ? await db
        .select({ profil_id: igaKlasterDaerah.iga_daerah_id, kode: igaKlaster.kode, klaster: igaKlaster.klaster })
        .from(igaKlasterDaerah)
        .innerJoin(igaKlaster, eq(igaKlaster.id, igaKlasterDaerah.iga_klaster_id))
        .where(
          inArray(
            igaKlasterDaerah.iga_daerah_id,
            rows.map((r) => r.profil_id),
          ),
        )
        .orderBy(asc(igaKlaster.id))
    : [];
  const byProfil = new Map<number, { kode: string; klaster: string }[]>();
  for (const k of klaster) byProfil.set(k.profil_id, [...(byProfil.get(k.profil_id) ?? []), { kode: k.kode, klaster: k.klaster }]);
  return rows.map((r) => ({
    id: r.id,
    profil_id: r.profil_id,
    nama: r.nama,
    tingkat: r.tingkat,
    parent_id: r.parent_id,
    provinsi_id: provinsiDaerah({ id: r.profil_id, tingkat: r.tingkat, parent_id: r.parent_id }),
    klaster: byProfil.get(r.profil_id) ?? [],
    skor_indeks: tetap ? r.skor_tetap : (r.skor_kini ?? null),
  }));
}

// ------------------------------------------------------------------ jurors, assignments, conflicts

export interface Juri {
  penilai_id: number;
  nama: string;
  instansi: string;
  usr_asn_id: number | null;
  provinsi_id: number | null;
  asal_daerah_id: number | null;
}

export async function muatJuriTahun(db: DbOrTx, tahunId: number): Promise<Juri[]> {
  return db
    .select({
      penilai_id: igaPenilai.id,
      nama: igaPenilai.nama,
      instansi: igaPenilai.instansi,
      usr_asn_id: igaPenilai.usr_asn_id,
      provinsi_id: igaPenilai.provinsi_id,
      asal_daerah_id: igaPenilai.asal_daerah_id,
    })
    .from(igaJuri)
    .innerJoin(igaPenilai, eq(igaPenilai.id, igaJuri.penilai_id))
    .where(eq(igaJuri.iga_tahun_id, tahunId))
    .orderBy(asc(igaPenilai.nama), asc(igaPenilai.id));
}

export interface Penugasan {
  id: number;
  nomine_id: number;
  penilai_id: number;
  cara: 'manual' | 'otomatis';
}

export async function muatPenugasan(db: DbOrTx, tahunId: number): Promise<Penugasan[]> {
  const rows = await db
    .select({ id: igaPenugasan.id, nomine_id: igaPenugasan.nomine_id, penilai_id: igaPenugasan.penilai_id, cara: igaPenugasan.cara })
    .from(igaPenugasan)
    .where(eq(igaPenugasan.iga_tahun_id, tahunId))
    .orderBy(asc(igaPenugasan.id));
  return rows.map((r) => ({ ...r, cara: r.cara === 'otomatis' ? 'otomatis' : 'manual' }));
}

export async function muatKonflikDinyatakan(db: DbOrTx, tahunId: number) {
  return db
    .select({ nomine_id: igaKonflik.nomine_id, penilai_id: igaKonflik.penilai_id, alasan: igaKonflik.alasan })
    .from(igaKonflik)
    .where(eq(igaKonflik.iga_tahun_id, tahunId));
}

/** The conflict rule (juri/konflik.ts) over a year: a lookup of (juror, nominee) -> reason. */
export function petaKonflik(juri: readonly Juri[], nomine: readonly Nomine[], dinyatakan: readonly { nomine_id: number; penilai_id: number; alasan: string }[]) {
  const dekl = new Map<number, Set<number>>();
  const teks = new Map<string, string>();
  const profilNomine = new Map(nomine.map((n) => [n.id, n.profil_id]));
  for (const d of dinyatakan) {
    const p = profilNomine.get(d.nomine_id);
    if (p === undefined) continue;
    dekl.set(d.penilai_id, (dekl.get(d.penilai_id) ?? new Set()).add(p));
    teks.set(`${d.penilai_id}:${d.nomine_id}`, d.alasan);
  }
  const juriById = new Map(juri.map((j) => [j.penilai_id, j]));
  const nomineById = new Map(nomine.map((n) => [n.id, n]));
  const cache = new Map<string, { sumber: AlasanKonflik; alasan: string } | null>();
  return (penilaiId: number, nomineId: number): { sumber: AlasanKonflik; alasan: string } | null => {
    const key = `${penilaiId}:${nomineId}`;
    if (cache.has(key)) return cache.get(key)!;
    const j = juriById.get(penilaiId);
    const n = nomineById.get(nomineId);
    let out: { sumber: AlasanKonflik; alasan: string } | null = null;
    if (j && n) {
      const a = alasanKonflik({ penilai_id: j.penilai_id, provinsi_id: j.provinsi_id, asal_daerah_id: j.asal_daerah_id }, { daerah_id: n.profil_id, provinsi_id: n.provinsi_id }, dekl.get(penilaiId) ?? []);
      if (a) out = { sumber: a, alasan: a === 'deklarasi' ? (teks.get(key) ?? LABEL_KONFLIK.deklarasi) : LABEL_KONFLIK[a] };
    }
    cache.set(key, out);
    return out;
  };
}

// ------------------------------------------------------------------ sheets and scores

export interface Lembar {
  id: number;
  nomine_id: number;
  penilai_id: number;
  tahap: TahapPenilaian;
  status: 'draf' | 'terkirim';
  total: number | null;
}

export async function muatLembar(db: DbOrTx, tahunId: number): Promise<Lembar[]> {
  const rows = await db
    .select({ id: igaLembar.id, nomine_id: igaLembar.nomine_id, penilai_id: igaLembar.penilai_id, tahap: igaLembar.tahap, status: igaLembar.status, total: igaLembar.total })
    .from(igaLembar)
    .where(eq(igaLembar.iga_tahun_id, tahunId));
  return rows.map((r) => ({ ...r, tahap: r.tahap as TahapPenilaian, status: r.status === 'terkirim' ? 'terkirim' : 'draf' }));
}

export interface SkorTahap {
  rata: number | null;
  jumlah_dinilai: number;
  abstain: number;
  simpangan: number | null;
  outlier: { penilai_id: number; skor: number; selisih: number }[];
  /** The caller may see this stage's aggregate (juri/visibilitas.ts: own sheet sent, stage over, or an overseer). */
  terlihat: boolean;
}

export interface SkorNomine extends Nomine {
  penugasan: Penugasan[];
  presentasi: SkorTahap;
  validasi_lapangan: SkorTahap;
  overall: number | null;
  sementara: number | null;
  /** Per juror assigned: status per stage. */
  status: Map<number, Record<TahapPenilaian, StatusLembarIga>>;
}

export interface KonteksSkor {
  t: BarisTahun;
  nomine: SkorNomine[];
  juri: Juri[];
  konflik: ReturnType<typeof petaKonflik>;
  lembar: Lembar[];
  saya: { id: number; nama: string } | null;
}

/**
 * Every number of the award screens, from the sheets and the index: per nominee and stage the mean over the
 * jurors who sent their sheet (juri/nilai.ts: abstentions and conflicts do not count), the spread with outliers,
 * and overall_score by the year's weights (iga/skor.ts). `user` decides what a juror may see of the aggregates.
 */
export async function hitungSkor(db: DbOrTx, t: BarisTahun, user: SessionUser): Promise<KonteksSkor> {
  const [nomine, juri, penugasan, dinyatakan, lembar, saya] = await Promise.all([
    muatNomine(db, t),
    muatJuriTahun(db, t.id),
    muatPenugasan(db, t.id),
    muatKonflikDinyatakan(db, t.id),
    muatLembar(db, t.id),
    penilaiSaya(db, t.id, user),
  ]);
  const konflik = petaKonflik(juri, nomine, dinyatakan);
  const s = keadaan(t);
  const awas = pengawas(user);
  const lembarBy = new Map(lembar.map((l) => [`${l.nomine_id}:${l.penilai_id}:${l.tahap}`, l]));
  const tugasBy = new Map<number, Penugasan[]>();
  for (const p of penugasan) tugasBy.set(p.nomine_id, [...(tugasBy.get(p.nomine_id) ?? []), p]);
  const hasil: SkorNomine[] = nomine.map((n) => {
    const tugas = tugasBy.get(n.id) ?? [];
    const status = new Map<number, Record<TahapPenilaian, StatusLembarIga>>();
    const perTahap = {} as Record<TahapPenilaian, SkorTahap>;
    for (const tahap of TAHAP_PENILAIAN) {
      const nilai: NilaiJuri[] = tugas.map((p) => {
        const l = lembarBy.get(`${n.id}:${p.penilai_id}:${tahap}`);
        const k = konflik(p.penilai_id, n.id);
        const st: StatusLembarIga = k ? 'konflik' : (l?.status ?? 'belum');
        status.set(p.penilai_id, { ...(status.get(p.penilai_id) ?? { presentasi: 'belum', validasi_lapangan: 'belum' }), [tahap]: st });
        return { penilai_id: p.penilai_id, status: st === 'terkirim' ? 'dinilai' : st === 'konflik' ? 'konflik' : st, skor: l?.total ?? null };
      });
      const r = rataRataJuri(nilai);
      const sb = sebaranJuri(nilai, t.aturan_outlier);
      const milik = saya ? (lembarBy.get(`${n.id}:${saya.id}:${tahap}`)?.status ?? null) : null;
      const terlihat =
        alasanLembarTersembunyi(
          { penilai_id: saya?.id ?? null, pengawas: awas },
          { lembar: { penilai_id: -1, status: 'terkirim' }, milikSendiri: milik, konflik: saya ? konflik(saya.id, n.id) !== null : false, tahapDitutup: tahapSelesai(s, tahap) },
        ) === null;
      perTahap[tahap] = { rata: r.rata, jumlah_dinilai: r.jumlah_dinilai, abstain: r.jumlah_abstain, simpangan: sb.simpangan, outlier: sb.outlier, terlihat };
    }
    const akhir = skorAkhirIga({ indeks: n.skor_indeks, presentasi: perTahap.presentasi.rata, validasi: perTahap.validasi_lapangan.rata }, t.bobot);
    return { ...n, penugasan: tugas, presentasi: perTahap.presentasi, validasi_lapangan: perTahap.validasi_lapangan, overall: akhir.nilai, sementara: akhir.sementara, status };
  });
  return { t, nomine: hasil, juri, konflik, lembar, saya };
}

/** Whether the caller may see the final combination (every stage's aggregate visible). */
export const akhirTerlihat = (n: SkorNomine) => n.presentasi.terlihat && n.validasi_lapangan.terlihat;

/** The nominee rows split per cluster (a region in two clusters is listed in both), filtered by cluster code. */
export function perKlaster<T extends { klaster: { kode: string; klaster: string }[] }>(rows: readonly T[], kode: string | undefined): (T & { klaster_kode: string; klaster_nama: string })[] {
  const out: (T & { klaster_kode: string; klaster_nama: string })[] = [];
  for (const r of rows) for (const k of r.klaster) if (!kode || k.kode === kode) out.push({ ...r, klaster_kode: k.kode, klaster_nama: k.klaster });
  return out;
}
