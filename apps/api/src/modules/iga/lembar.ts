import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  alasanLembarTersembunyi,
  cekItemLembar,
  HASIL_VALIDASI,
  K_IGA,
  LABEL_TAHAP_IGA,
  LABEL_TERSEMBUNYI,
  tahapSelesai,
  tahapTerbuka,
  TAHAP_PENILAIAN,
  totalLembarIga,
  type BodyOf,
  type KriteriaIga,
  type LembarIga,
  type LembarSayaRow,
  type SessionUser,
  type StatusLembarIga,
  type TahapPenilaian,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { igaKoreksi, igaLembar, igaLembarNilai, igaNomine, igaPenilai, igaPenugasan, igaTahun, profilPemda, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { catatRiwayat, hitungSkor, keadaan, muatJuriTahun, muatKonflikDinyatakan, muatNomine, pengawas, penilaiSaya, petaKonflik, type BarisTahun } from './data';

type BodyLembar = BodyOf<typeof K_IGA.simpanLembar>;

const kriteriaTahap = (t: BarisTahun, tahap: TahapPenilaian): KriteriaIga[] => (tahap === 'presentasi' ? t.kriteria_presentasi : t.indikator_validasi);

interface KonteksNomine {
  t: BarisTahun;
  nomine: { id: number; profil_id: number; nama: string };
  /** Jurors assigned to this nominee with their conflict (rule or declared). */
  tugas: { penilai_id: number; nama: string; konflik: string | null }[];
}

async function konteksNomine(db: DbOrTx, nomineId: number, kunci = false): Promise<KonteksNomine> {
  const [n] = await db
    .select({ id: igaNomine.id, profil_id: igaNomine.profil_id, nama: profilPemda.nama, tahun_id: igaNomine.iga_tahun_id })
    .from(igaNomine)
    .innerJoin(profilPemda, eq(profilPemda.id, igaNomine.profil_id))
    .where(eq(igaNomine.id, nomineId));
  if (!n) throw new AppError('NOT_FOUND', 'Nomine tidak ditemukan.');
  const q = db.select().from(igaTahun).where(eq(igaTahun.id, n.tahun_id));
  const [t] = kunci ? await q.for('update') : await q;
  const [nomine, juri, dinyatakan, tugas] = await Promise.all([
    muatNomine(db, t!),
    muatJuriTahun(db, t!.id),
    muatKonflikDinyatakan(db, t!.id),
    db
      .select({ penilai_id: igaPenugasan.penilai_id, nama: igaPenilai.nama })
      .from(igaPenugasan)
      .innerJoin(igaPenilai, eq(igaPenilai.id, igaPenugasan.penilai_id))
      .where(eq(igaPenugasan.nomine_id, n.id))
      .orderBy(asc(igaPenilai.nama), asc(igaPenilai.id)),
  ]);
  const konflik = petaKonflik(juri, nomine, dinyatakan);
  return { t: t!, nomine: n, tugas: tugas.map((p) => ({ ...p, konflik: konflik(p.penilai_id, n.id)?.alasan ?? null })) };
}

async function barisLembar(db: DbOrTx, nomineId: number, penilaiId: number, tahap: TahapPenilaian) {
  const [l] = await db
    .select()
    .from(igaLembar)
    .where(and(eq(igaLembar.nomine_id, nomineId), eq(igaLembar.penilai_id, penilaiId), eq(igaLembar.tahap, tahap)));
  if (!l) return { lembar: null, item: [] as (typeof igaLembarNilai.$inferSelect)[] };
  const item = await db.select().from(igaLembarNilai).where(eq(igaLembarNilai.lembar_id, l.id));
  return { lembar: l, item };
}

/**
 * The sheet as a reader sees it: the items of the year's criteria, the reader's rights now, the corrections, and the
 * other assigned jurors' totals with the visibility rule (juri/visibilitas.ts).
 */
async function tampilLembar(db: DbOrTx, user: SessionUser, nomineId: number, tahap: TahapPenilaian, penilaiQ: number | undefined): Promise<LembarIga> {
  const k = await konteksNomine(db, nomineId);
  const s = keadaan(k.t);
  const saya = await penilaiSaya(db, k.t.id, user);
  const awas = pengawas(user);
  if (user.role === 'tim.penilai' && !saya) throw new AppError('FORBIDDEN', 'Akun Anda bukan penilai penghargaan tahun ini.');
  let penilaiId: number;
  if (saya) {
    if (!k.tugas.some((p) => p.penilai_id === saya.id)) throw new AppError('FORBIDDEN', 'Anda tidak ditugaskan menilai nomine ini.');
    penilaiId = saya.id;
  } else {
    const pilih = penilaiQ !== undefined ? k.tugas.find((p) => p.penilai_id === penilaiQ) : k.tugas[0];
    if (!pilih) throw new AppError('NOT_FOUND', penilaiQ !== undefined ? 'Penilai ini tidak ditugaskan menilai nomine ini.' : 'Belum ada penilai yang ditugaskan untuk nomine ini.');
    penilaiId = pilih.penilai_id;
  }
  const pemilik = k.tugas.find((p) => p.penilai_id === penilaiId)!;
  const { lembar, item } = await barisLembar(db, nomineId, penilaiId, tahap);
  const status: StatusLembarIga = pemilik.konflik ? 'konflik' : ((lembar?.status as 'draf' | 'terkirim' | undefined) ?? 'belum');
  const terbuka = tahapTerbuka(s, tahap);
  const selesai = tahapSelesai(s, tahap);
  const sendiri = saya?.id === penilaiId;
  const boleh = {
    simpan: sendiri && terbuka && !pemilik.konflik && status !== 'terkirim',
    kirim: sendiri && terbuka && !pemilik.konflik && status !== 'terkirim',
    koreksi: status === 'terkirim' && ((sendiri && terbuka) || (['admin', 'superadmin'].includes(user.role) && selesai && s.tahap !== 'diumumkan')),
  };
  const terkunci = pemilik.konflik
    ? `Konflik kepentingan: ${pemilik.konflik}. Penilai abstain.`
    : !terbuka
      ? selesai
        ? `Tahap ${LABEL_TAHAP_IGA[tahap]} sudah ditutup; perubahan hanya lewat koreksi beralasan oleh admin.`
        : `Tahap ${LABEL_TAHAP_IGA[tahap]} belum dibuka.`
      : status === 'terkirim'
        ? 'Lembar sudah dikirim; perubahan hanya lewat koreksi beralasan.'
        : null;
  const byId = new Map(item.map((i) => [i.indikator_id, i]));
  const koreksi = lembar
    ? await db
        .select({ id: igaKoreksi.id, alasan: igaKoreksi.alasan, oleh: usrAsn.nama_lengkap, total_sebelum: igaKoreksi.total_sebelum, total_sesudah: igaKoreksi.total_sesudah, created_at: igaKoreksi.created_at })
        .from(igaKoreksi)
        .leftJoin(usrAsn, eq(usrAsn.id, igaKoreksi.usr_asn_id))
        .where(eq(igaKoreksi.lembar_id, lembar.id))
        .orderBy(desc(igaKoreksi.id))
    : [];
  const lainIds = k.tugas.filter((p) => p.penilai_id !== penilaiId).map((p) => p.penilai_id);
  const lainLembar = lainIds.length
    ? await db
        .select({ penilai_id: igaLembar.penilai_id, status: igaLembar.status, total: igaLembar.total })
        .from(igaLembar)
        .where(and(eq(igaLembar.nomine_id, nomineId), eq(igaLembar.tahap, tahap), inArray(igaLembar.penilai_id, lainIds)))
    : [];
  const milikSaya = saya ? ((saya.id === penilaiId ? lembar?.status : undefined) ?? (await barisLembar(db, nomineId, saya.id, tahap)).lembar?.status ?? null) : null;
  const sayaKonflik = saya ? (k.tugas.find((p) => p.penilai_id === saya.id)?.konflik ?? null) !== null : false;
  const lain = k.tugas
    .filter((p) => p.penilai_id !== penilaiId)
    .map((p) => {
      const l = lainLembar.find((x) => x.penilai_id === p.penilai_id);
      const st: StatusLembarIga = p.konflik ? 'konflik' : ((l?.status as 'draf' | 'terkirim' | undefined) ?? 'belum');
      const sembunyi = l
        ? alasanLembarTersembunyi(
            { penilai_id: saya?.id ?? null, pengawas: awas },
            { lembar: { penilai_id: p.penilai_id, status: l.status === 'terkirim' ? 'terkirim' : 'draf' }, milikSendiri: milikSaya as 'draf' | 'terkirim' | null, konflik: sayaKonflik, tahapDitutup: selesai },
          )
        : null;
      return { penilai_id: p.penilai_id, nama: p.nama, status: st, total: l && !sembunyi && st !== 'konflik' ? l.total : null, tersembunyi: sembunyi ? LABEL_TERSEMBUNYI[sembunyi] : null };
    });
  return {
    id: lembar?.id ?? null,
    tahun: k.t.tahun,
    nomine_id: k.nomine.id,
    profil_id: k.nomine.profil_id,
    nama: k.nomine.nama,
    tahap,
    penilai_id: penilaiId,
    nama_penilai: pemilik.nama,
    status,
    total: lembar?.total ?? null,
    catatan: lembar?.catatan ?? null,
    dikirim_at: lembar?.dikirim_at ?? null,
    item: kriteriaTahap(k.t, tahap).map((c) => {
      const i = byId.get(c.indikator_id);
      return { indikator_id: c.indikator_id, kode: c.kode, nama: c.nama, bobot: c.bobot, nilai: i?.nilai ?? null, catatan: i?.catatan ?? null, foto: i?.foto ?? [] };
    }),
    pilihan_nilai: tahap === 'validasi_lapangan' ? HASIL_VALIDASI.map((h) => ({ nilai: h.nilai, label: h.label })) : null,
    boleh,
    terkunci,
    koreksi,
    lain,
  };
}

/**
 * The guard of a juror's own sheet command: a juror of the year, assigned to the nominee, without a conflict, while
 * the stage is open. Returns the juror and the year.
 */
async function jagaPenilai(tx: DbOrTx, user: SessionUser, nomineId: number, tahap: TahapPenilaian) {
  const k = await konteksNomine(tx, nomineId, true);
  const saya = await penilaiSaya(tx, k.t.id, user);
  if (!saya) throw new AppError('FORBIDDEN', 'Akun Anda bukan penilai penghargaan tahun ini.');
  const tugas = k.tugas.find((p) => p.penilai_id === saya.id);
  if (!tugas) throw new AppError('FORBIDDEN', 'Anda tidak ditugaskan menilai nomine ini.');
  if (tugas.konflik) throw new AppError('FORBIDDEN', `Anda memiliki konflik kepentingan dengan nomine ini (${tugas.konflik}); Anda abstain.`);
  const s = keadaan(k.t);
  if (!tahapTerbuka(s, tahap))
    throw new AppError('PERIODE_DITUTUP', tahapSelesai(s, tahap) ? `Tahap ${LABEL_TAHAP_IGA[tahap]} sudah ditutup; lembar hanya dapat dibaca.` : `Tahap ${LABEL_TAHAP_IGA[tahap]} belum dibuka.`);
  return { ...k, saya };
}

/** The sheet's items after merging the body into the stored ones (a draft may be saved in parts). */
function gabungItem(lama: (typeof igaLembarNilai.$inferSelect)[], body: BodyLembar, kriteria: KriteriaIga[]) {
  const ids = new Set(kriteria.map((c) => c.indikator_id));
  const peta = new Map(lama.filter((i) => ids.has(i.indikator_id)).map((i) => [i.indikator_id, { indikator_id: i.indikator_id, nilai: i.nilai, catatan: i.catatan, foto: i.foto }]));
  for (const i of body.item) {
    const ada = peta.get(i.indikator_id);
    peta.set(i.indikator_id, { indikator_id: i.indikator_id, nilai: i.nilai, catatan: i.catatan === undefined ? (ada?.catatan ?? null) : i.catatan, foto: i.foto ?? ada?.foto ?? [] });
  }
  return [...peta.values()];
}

async function tulisLembar(
  tx: DbOrTx,
  t: BarisTahun,
  nomineId: number,
  penilaiId: number,
  tahap: TahapPenilaian,
  item: { indikator_id: number; nilai: number | null; catatan: string | null; foto: string[] }[],
  catatan: string | null | undefined,
  status: 'draf' | 'terkirim',
  lembarLama: typeof igaLembar.$inferSelect | null,
) {
  const total = totalLembarIga(kriteriaTahap(t, tahap), item);
  const kirimBaru = status === 'terkirim' && lembarLama?.status !== 'terkirim';
  let id: number;
  if (lembarLama) {
    await tx
      .update(igaLembar)
      .set({
        status,
        total,
        catatan: catatan === undefined ? lembarLama.catatan : catatan,
        updated_at: sql`now()` as unknown as string,
        ...(kirimBaru ? { dikirim_at: sql`now()` as unknown as string } : {}),
      })
      .where(eq(igaLembar.id, lembarLama.id));
    id = lembarLama.id;
  } else {
    const [l] = await tx
      .insert(igaLembar)
      .values({ iga_tahun_id: t.id, nomine_id: nomineId, penilai_id: penilaiId, tahap, status, total, catatan: catatan ?? null, ...(kirimBaru ? { dikirim_at: sql`now()` as unknown as string } : {}) })
      .returning({ id: igaLembar.id });
    id = l!.id;
  }
  await tx.delete(igaLembarNilai).where(eq(igaLembarNilai.lembar_id, id));
  if (item.length) await tx.insert(igaLembarNilai).values(item.map((i) => ({ lembar_id: id, indikator_id: i.indikator_id, nilai: i.nilai, catatan: i.catatan, foto: i.foto })));
  return { id, total };
}

function cekIsi(t: BarisTahun, tahap: TahapPenilaian, body: BodyLembar, lengkap: boolean, item: { indikator_id: number; nilai: number | null }[]) {
  const dup = body.item.map((i) => i.indikator_id).filter((id, i, a) => a.indexOf(id) !== i);
  const e: Record<string, string> = {};
  for (const d of dup) e[`item.${d}`] = 'Kriteria ini dikirim lebih dari sekali.';
  Object.assign(e, cekItemLembar(tahap, kriteriaTahap(t, tahap), body.item, false));
  if (lengkap) for (const [k, v] of Object.entries(cekItemLembar(tahap, kriteriaTahap(t, tahap), item, true))) e[k] ??= v;
  if (Object.keys(e).length) throw validationError(e);
}

export async function lembarRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_IGA.lembarSaya, async ({ user, params }) => {
    const [t] = await db.select().from(igaTahun).where(eq(igaTahun.tahun, params.tahun));
    if (!t) throw new AppError('NOT_FOUND', `Tahun penghargaan ${params.tahun} belum dibuat.`);
    const k = await hitungSkor(db, t, user);
    if (!k.saya) throw new AppError('FORBIDDEN', 'Akun Anda bukan penilai penghargaan tahun ini.');
    const s = keadaan(t);
    const totals = new Map(k.lembar.filter((l) => l.penilai_id === k.saya!.id).map((l) => [`${l.nomine_id}:${l.tahap}`, l.total]));
    const data: LembarSayaRow[] = [];
    for (const n of k.nomine) {
      if (!n.penugasan.some((p) => p.penilai_id === k.saya!.id)) continue;
      const st = n.status.get(k.saya.id) ?? { presentasi: 'belum', validasi_lapangan: 'belum' };
      for (const tahap of TAHAP_PENILAIAN)
        data.push({ nomine_id: n.id, profil_id: n.profil_id, nama: n.nama, klaster: n.klaster.map((x) => x.klaster).join(', '), tahap, status: st[tahap], total: totals.get(`${n.id}:${tahap}`) ?? null, terbuka: tahapTerbuka(s, tahap) });
    }
    return { status: 1 as const, data, total: data.length };
  });

  rute(app, K_IGA.lembar, async ({ user, params, query }) => ({ status: 1 as const, data: await tampilLembar(db, user, params.id, params.tahap, query.penilai_id) }));

  rute(app, K_IGA.simpanLembar, async ({ user, params, body }) => {
    await db.transaction(async (tx) => {
      const k = await jagaPenilai(tx, user, params.id, params.tahap);
      const { lembar, item } = await barisLembar(tx, params.id, k.saya.id, params.tahap);
      if (lembar?.status === 'terkirim') throw new AppError('INVALID_TRANSITION', 'Lembar sudah dikirim; perubahan hanya lewat koreksi beralasan.');
      const gabung = gabungItem(item, body, kriteriaTahap(k.t, params.tahap));
      cekIsi(k.t, params.tahap, body, false, gabung);
      const r = await tulisLembar(tx, k.t, params.id, k.saya.id, params.tahap, gabung, body.catatan, 'draf', lembar);
      await logActivity(tx, user, 'Simpan Lembar IGA', { tahun: k.t.tahun, nomine: k.nomine.nama, tahap: params.tahap, total: r.total });
    });
    return { status: 1 as const, data: await tampilLembar(db, user, params.id, params.tahap, undefined), message: 'Draf lembar disimpan.' };
  });

  rute(app, K_IGA.kirimLembar, async ({ user, params, body }) => {
    await db.transaction(async (tx) => {
      const k = await jagaPenilai(tx, user, params.id, params.tahap);
      const { lembar, item } = await barisLembar(tx, params.id, k.saya.id, params.tahap);
      if (lembar?.status === 'terkirim') throw new AppError('INVALID_TRANSITION', 'Lembar sudah dikirim; perubahan hanya lewat koreksi beralasan.');
      const gabung = gabungItem(item, body, kriteriaTahap(k.t, params.tahap));
      cekIsi(k.t, params.tahap, body, true, gabung);
      const r = await tulisLembar(tx, k.t, params.id, k.saya.id, params.tahap, gabung, body.catatan, 'terkirim', lembar);
      await logActivity(tx, user, 'Kirim Lembar IGA', { tahun: k.t.tahun, nomine: k.nomine.nama, tahap: params.tahap, total: r.total });
    });
    return { status: 1 as const, data: await tampilLembar(db, user, params.id, params.tahap, undefined), message: 'Lembar dikirim.' };
  });

  /**
   * A reasoned correction of a sent sheet: by its juror while the stage is open, by an admin once it is closed (not
   * after publication). Logged with the reason, before and after (iga_koreksi, the year's history, activity log).
   */
  rute(app, K_IGA.koreksiLembar, async ({ user, params, query, body }) => {
    let penilaiId = 0;
    await db.transaction(async (tx) => {
      let k: KonteksNomine;
      if (user.role === 'tim.penilai') {
        const j = await jagaPenilai(tx, user, params.id, params.tahap).catch((e: unknown) => {
          if (e instanceof AppError && e.code === 'PERIODE_DITUTUP') throw new AppError('PERIODE_DITUTUP', 'Tahap sudah ditutup; koreksi setelah penutupan dilakukan oleh admin dengan alasan.');
          throw e;
        });
        k = j;
        penilaiId = j.saya.id;
      } else {
        if (query.penilai_id === undefined) throw validationError({ penilai_id: 'Pilih penilai yang lembarnya dikoreksi.' });
        k = await konteksNomine(tx, params.id, true);
        const s = keadaan(k.t);
        if (s.tahap === 'diumumkan') throw new AppError('INVALID_TRANSITION', 'Hasil sudah diumumkan; nilai tidak dapat dikoreksi lagi.');
        if (s.tahap === 'pleno' && s.status === 'tutup') throw new AppError('INVALID_TRANSITION', 'Rapat pleno sudah ditutup; buka kembali pleno (dengan alasan) untuk mengoreksi nilai.');
        if (!tahapSelesai(s, params.tahap)) throw new AppError('INVALID_TRANSITION', 'Selama tahap terbuka, koreksi dilakukan oleh penilai sendiri.');
        if (!k.tugas.some((p) => p.penilai_id === query.penilai_id)) throw new AppError('NOT_FOUND', 'Penilai ini tidak ditugaskan menilai nomine ini.');
        penilaiId = query.penilai_id;
      }
      const { lembar, item } = await barisLembar(tx, params.id, penilaiId, params.tahap);
      if (lembar?.status !== 'terkirim') throw new AppError('INVALID_TRANSITION', 'Lembar belum dikirim; koreksi hanya untuk lembar terkirim.');
      const gabung = gabungItem(item, body, kriteriaTahap(k.t, params.tahap));
      cekIsi(k.t, params.tahap, body, true, gabung);
      const r = await tulisLembar(tx, k.t, params.id, penilaiId, params.tahap, gabung, body.catatan, 'terkirim', lembar);
      await tx.insert(igaKoreksi).values({
        lembar_id: lembar.id,
        alasan: body.alasan,
        total_sebelum: lembar.total,
        total_sesudah: r.total,
        sebelum: item.map((i) => ({ indikator_id: i.indikator_id, nilai: i.nilai })),
        sesudah: gabung.map((i) => ({ indikator_id: i.indikator_id, nilai: i.nilai })),
        usr_asn_id: user.id,
      });
      const s = keadaan(k.t);
      // a correction after the plenary ranked makes its result stale: it must run again before the plenary closes
      if (k.t.pleno_at) await tx.update(igaTahun).set({ pleno_at: null }).where(eq(igaTahun.id, k.t.id));
      if (tahapSelesai(s, params.tahap)) await catatRiwayat(tx, k.t, 'koreksi_lembar', s, `${k.nomine.nama} (${LABEL_TAHAP_IGA[params.tahap]}, penilai #${penilaiId}): ${body.alasan}`, user);
      await logActivity(tx, user, 'Koreksi Lembar IGA', { tahun: k.t.tahun, nomine: k.nomine.nama, tahap: params.tahap, penilai_id: penilaiId, sebelum: lembar.total, sesudah: r.total, alasan: body.alasan });
    });
    return { status: 1 as const, data: await tampilLembar(db, user, params.id, params.tahap, penilaiId), message: 'Koreksi disimpan.' };
  });
}
