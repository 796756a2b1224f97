import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ATURAN_OUTLIER_BAWAAN,
  bagiPenugasan,
  cekAksiTahapIga,
  iidTampil,
  K_IGA,
  nomineTetap,
  parseYears,
  PESAN_AKSI_TAHAP,
  predikatRanking,
  tahapSelesai,
  type KriteriaIga,
  type NomineRow,
  type PeringkatIgaRow,
  type PresentasiRow,
  type ProgressRow,
  type SessionUser,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { igaIndikator, igaJuri, igaKlaster, igaKlasterDaerah, igaKonflik, igaLembar, igaNomine, igaPenilai, igaPenugasan, igaTahun, indeksHasil, mDaerah, profilPemda } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { daftarKlaster, metodologiTahun, pastikanHasil, peringkat } from '../indeks';
import {
  akhirTerlihat,
  barisTahun,
  catatRiwayat,
  hitungSkor,
  keadaan,
  muatJuriTahun,
  muatKonflikDinyatakan,
  muatNomine,
  muatPenugasan,
  muatTahun,
  perKlaster,
  petaKonflik,
  riwayatTahun,
  sinkronNomine,
  tahunAtauTerbaru,
  tetapkanSkorIndeks,
  type BarisTahun,
} from './data';
import { lembarRoutes } from './lembar';
import { keluaranRoutes, rankingReviewExcel } from './keluaran';
import { jalankanPleno, pemenangTahun } from './pleno';

const angka = (n: number | null | undefined) => (n == null ? null : iidTampil(n));

/** The predicate bands of the year's methodology (null when the year has none: "Tidak dapat diukur"). */
async function bandPredikat(db: DbOrTx, tahun: number) {
  try {
    return (await metodologiTahun(db, tahun)).predikat;
  } catch {
    return null;
  }
}

/** Criteria of a year from its indicators of tipe R (presentation) or V (field validation), in their order. */
async function kriteriaDari(db: DbOrTx, tahun: number, tipe: 'R' | 'V'): Promise<KriteriaIga[]> {
  const rows = await db
    .select({ indikator_id: igaIndikator.id, kode: igaIndikator.kode, nama: igaIndikator.indikator, bobot: igaIndikator.bobot })
    .from(igaIndikator)
    .where(and(eq(igaIndikator.tahun, tahun), eq(igaIndikator.tipe, tipe)))
    .orderBy(asc(igaIndikator.no_urut), asc(igaIndikator.id));
  return rows.map((r) => ({ ...r, bobot: r.bobot ?? 0 }));
}

/** The rows of the ranking review (spec Ranking rows): every region of the cluster(s) with its verified index. */
export async function barisRankingReview(db: DbOrTx, tahun: number, klaster: string | undefined, iga: number | undefined) {
  if (klaster) {
    const [k] = await db.select({ id: igaKlaster.id }).from(igaKlaster).where(eq(igaKlaster.kode, klaster));
    if (!k) throw new AppError('NOT_FOUND', 'Klaster tidak ditemukan.');
  }
  await pastikanHasil(db, tahun);
  const bands = await bandPredikat(db, tahun);
  const rows = await db
    .select({
      profil_id: profilPemda.id,
      pemda: profilPemda.nama,
      kode: igaKlaster.kode,
      klaster: igaKlaster.klaster,
      is_iga: profilPemda.is_iga,
      jumlah_inovasi: indeksHasil.jumlah_inovasi,
      spd: indeksHasil.spd,
      sid: indeksHasil.sid,
      iid: indeksHasil.iid,
      predikat: indeksHasil.predikat,
    })
    .from(igaKlasterDaerah)
    .innerJoin(igaKlaster, eq(igaKlaster.id, igaKlasterDaerah.iga_klaster_id))
    .innerJoin(profilPemda, eq(profilPemda.id, igaKlasterDaerah.iga_daerah_id))
    .leftJoin(indeksHasil, and(eq(indeksHasil.profil_id, profilPemda.id), eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, 'verified')))
    .where(and(klaster ? eq(igaKlaster.kode, klaster) : undefined, iga === undefined ? undefined : eq(profilPemda.is_iga, iga)))
    .orderBy(asc(igaKlaster.id));
  const perKode = new Map<string, typeof rows>();
  for (const r of rows) perKode.set(r.kode, [...(perKode.get(r.kode) ?? []), r]);
  return [...perKode.values()].flatMap((grup) =>
    peringkat(grup, (r) => r.iid ?? 0).map((r) => ({
      profil_id: r.profil_id,
      pemda: r.pemda,
      klaster: r.klaster,
      jumlah_inovasi: r.jumlah_inovasi ?? 0,
      skor_pemda_verify: iidTampil(r.spd ?? 0),
      avg_inovasi: iidTampil(r.sid ?? 0),
      skor_total: iidTampil(r.iid ?? 0),
      peringkat: r.peringkat,
      predikat: predikatRanking(bands, r.iid, r.predikat !== null),
      iga: r.is_iga === 1,
    })),
  );
}

/** Final ranking rows per cluster (overall_score), used by /ranking-iga, the plenary and the outputs. */
export function peringkatAkhir(rows: { id: number; profil_id: number; nama: string; klaster_nama: string; klaster_kode: string; nilai: number | null }[], bands: Parameters<typeof predikatRanking>[0], labelKosong: string): (PeringkatIgaRow & { klaster_kode: string })[] {
  const perKode = new Map<string, typeof rows>();
  for (const r of rows) perKode.set(r.klaster_kode, [...(perKode.get(r.klaster_kode) ?? []), r]);
  const out: (PeringkatIgaRow & { klaster_kode: string })[] = [];
  for (const grup of perKode.values()) {
    const ada = grup.filter((r) => r.nilai !== null);
    const kosong = grup.filter((r) => r.nilai === null).sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
    const ranked = peringkat(ada, (r) => r.nilai ?? 0);
    for (const r of ranked)
      out.push({ nomine_id: r.id, profil_id: r.profil_id, nama: r.nama, klaster: r.klaster_nama, klaster_kode: r.klaster_kode, overall_score: angka(r.nilai), peringkat: r.peringkat, predikat: predikatRanking(bands, r.nilai) });
    for (const r of kosong) out.push({ nomine_id: r.id, profil_id: r.profil_id, nama: r.nama, klaster: r.klaster_nama, klaster_kode: r.klaster_kode, overall_score: null, peringkat: ada.length + 1, predikat: labelKosong });
  }
  return out;
}

/** A year's nominee rows with assignments and conflicts (declared and by rule). */
async function barisNomine(db: DbOrTx, t: BarisTahun, klaster?: string): Promise<NomineRow[]> {
  const [nomine, juri, penugasan, dinyatakan] = await Promise.all([muatNomine(db, t), muatJuriTahun(db, t.id), muatPenugasan(db, t.id), muatKonflikDinyatakan(db, t.id)]);
  const konflik = petaKonflik(juri, nomine, dinyatakan);
  const namaJuri = new Map(juri.map((j) => [j.penilai_id, j.nama]));
  return nomine
    .filter((n) => !klaster || n.klaster.some((k) => k.kode === klaster))
    .map((n) => ({
      id: n.id,
      profil_id: n.profil_id,
      nama: n.nama,
      klaster: n.klaster,
      provinsi_id: n.provinsi_id,
      skor_indeks: angka(n.skor_indeks),
      penilai: penugasan.filter((p) => p.nomine_id === n.id).map((p) => ({ penugasan_id: p.id, penilai_id: p.penilai_id, nama: namaJuri.get(p.penilai_id) ?? '-', cara: p.cara })),
      konflik: juri.flatMap((j) => {
        const k = konflik(j.penilai_id, n.id);
        return k ? [{ penilai_id: j.penilai_id, nama: j.nama, alasan: k.alasan, sumber: k.sumber }] : [];
      }),
    }));
}

async function satuNomine(db: DbOrTx, t: BarisTahun, nomineId: number): Promise<NomineRow> {
  const r = (await barisNomine(db, t)).find((n) => n.id === nomineId);
  if (!r) throw new AppError('NOT_FOUND', 'Nomine tidak ditemukan.');
  return r;
}

async function barisJuri(db: DbOrTx, t: BarisTahun) {
  const daerah = sql<string | null>`(select d.nama from ${mDaerah} d where d.id = ${igaPenilai.provinsi_id})`;
  const asal = sql<string | null>`(select d.nama from ${mDaerah} d where d.id = ${igaPenilai.asal_daerah_id})`;
  const rows = await db
    .select({
      penilai_id: igaPenilai.id,
      nama: igaPenilai.nama,
      instansi: igaPenilai.instansi,
      usr_asn_id: igaPenilai.usr_asn_id,
      provinsi_id: igaPenilai.provinsi_id,
      provinsi: daerah,
      asal_daerah_id: igaPenilai.asal_daerah_id,
      asal_daerah: asal,
      aktif: sql<boolean>`exists (select 1 from ${igaJuri} j where j.penilai_id = ${igaPenilai.id} and j.iga_tahun_id = ${t.id})`,
      beban: sql<number>`(select count(*)::int from ${igaPenugasan} p where p.penilai_id = ${igaPenilai.id} and p.iga_tahun_id = ${t.id})`,
      jumlah_konflik: sql<number>`(select count(*)::int from ${igaKonflik} k where k.penilai_id = ${igaPenilai.id} and k.iga_tahun_id = ${t.id})`,
    })
    .from(igaPenilai)
    .orderBy(asc(igaPenilai.nama), asc(igaPenilai.id));
  return rows.map((r) => ({ ...r, aktif: Boolean(r.aktif), beban: Number(r.beban), jumlah_konflik: Number(r.jumlah_konflik) }));
}

/** Assignments and conflicts are managed once the nominees are fixed and until the plenary starts. */
function cekBolehTugaskan(t: BarisTahun) {
  const s = keadaan(t);
  if (!nomineTetap(s)) throw new AppError('INVALID_TRANSITION', 'Nomine belum ditetapkan: tutup tahap nominasi terlebih dahulu.');
  if (s.tahap === 'pleno' || s.tahap === 'diumumkan') throw new AppError('INVALID_TRANSITION', 'Penugasan tidak dapat diubah setelah rapat pleno dimulai.');
}

export async function igaRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The year of the spec's screens: the query's, else the newest award year, else the first assessment year. */
  const tahunLayar = async (tahun: number | undefined) => {
    const t = await tahunAtauTerbaru(db, tahun);
    return { t, tahun: t?.tahun ?? tahun ?? parseYears((await app.ctx.settings.all()).tahun_penilaian)[0] ?? new Date().getFullYear() };
  };

  // ---------------------------------------------------------------- the spec's calls
  rute(app, K_IGA.rankingReview, async ({ query }) => {
    const { tahun } = await tahunLayar(query.tahun);
    const rows = await barisRankingReview(db, tahun, query.klaster || undefined, query.iga);
    const { data, total } = daftarKlaster(
      rows.map((r) => ({ ...r, nama: r.pemda })),
      query,
      { pemda: (r) => r.pemda, jumlah_inovasi: (r) => r.jumlah_inovasi, skor_pemda_verify: (r) => r.skor_pemda_verify, avg_inovasi: (r) => r.avg_inovasi, skor_total: (r) => r.skor_total, peringkat: (r) => r.peringkat },
    );
    return { status: 1 as const, data: data.map(({ nama: _n, ...r }) => r), total, tahun, klaster: query.klaster || null };
  });

  rute(app, K_IGA.rankingReviewExcel, async ({ query, reply }) => {
    const { tahun } = await tahunLayar(query.tahun);
    const rows = await barisRankingReview(db, tahun, query.klaster || undefined, query.iga);
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="hasil-review-ranking-${tahun}.xlsx"`)
      .header('Cache-Control', 'private, no-store')
      .send(rankingReviewExcel(rows, tahun));
  });

  rute(app, K_IGA.progress, async ({ user, query }) => {
    const { t, tahun } = await tahunLayar(query.tahun);
    if (!t) return { status: 1 as const, data: [], total: 0, tahun };
    const k = await hitungSkor(db, t, user);
    const namaJuri = new Map(k.juri.map((j) => [j.penilai_id, j.nama]));
    const rows: (ProgressRow & { klaster_list: { kode: string }[] })[] = [];
    for (const n of k.nomine) {
      if (query.klaster && !n.klaster.some((x) => x.kode === query.klaster)) continue;
      for (const p of n.penugasan) {
        if (query.penilai_id && p.penilai_id !== query.penilai_id) continue;
        const st = n.status.get(p.penilai_id) ?? { presentasi: 'belum', validasi_lapangan: 'belum' };
        rows.push({
          nomine_id: n.id,
          profil_id: n.profil_id,
          nama: n.nama,
          klaster: n.klaster.map((x) => x.klaster).join(', '),
          klaster_list: n.klaster,
          penilai_id: p.penilai_id,
          nama_penilai: namaJuri.get(p.penilai_id) ?? '-',
          presentasi: st.presentasi,
          validasi_lapangan: st.validasi_lapangan,
        });
      }
    }
    const { data, total } = daftarKlaster(rows, query, { nama: (r) => r.nama, nama_penilai: (r) => r.nama_penilai, klaster: (r) => r.klaster, presentasi: (r) => r.presentasi, validasi_lapangan: (r) => r.validasi_lapangan });
    return { status: 1 as const, data: data.map(({ klaster_list: _k, ...r }) => r), total, tahun };
  });

  rute(app, K_IGA.presentasi, async ({ user, query }) => {
    const { t, tahun } = await tahunLayar(query.tahun);
    if (!t) return { status: 1 as const, data: [], total: 0, tahun, bobot: { indeks: 0, presentasi: 0, validasi: 0, sumber: 'pilihan_proyek' as const, catatan: null } };
    const k = await hitungSkor(db, t, user);
    const namaJuri = new Map(k.juri.map((j) => [j.penilai_id, j.nama]));
    const rows: PresentasiRow[] = perKlaster(k.nomine, query.klaster || undefined).map((n) => {
      const p = n.presentasi;
      const v = n.validasi_lapangan;
      return {
        nomine_id: n.id,
        profil_id: n.profil_id,
        klaster: n.klaster_nama,
        nama: n.nama,
        total_score: angka(n.skor_indeks),
        skor_penilaian: p.terlihat ? angka(p.rata) : null,
        skor_validasi_lapangan: v.terlihat ? angka(v.rata) : null,
        overall_score: akhirTerlihat(n) ? angka(n.overall) : null,
        overall_sementara: akhirTerlihat(n) ? angka(n.sementara) : null,
        penilai_presentasi: p.jumlah_dinilai,
        penilai_validasi: v.jumlah_dinilai,
        abstain: Math.max(p.abstain, v.abstain),
        simpangan_presentasi: p.terlihat ? angka(p.simpangan) : null,
        simpangan_validasi: v.terlihat ? angka(v.simpangan) : null,
        outlier: [
          ...(p.terlihat ? p.outlier.map((o) => ({ tahap: 'presentasi' as const, penilai_id: o.penilai_id, nama: namaJuri.get(o.penilai_id) ?? '-', skor: iidTampil(o.skor), selisih: iidTampil(o.selisih) })) : []),
          ...(v.terlihat ? v.outlier.map((o) => ({ tahap: 'validasi_lapangan' as const, penilai_id: o.penilai_id, nama: namaJuri.get(o.penilai_id) ?? '-', skor: iidTampil(o.skor), selisih: iidTampil(o.selisih) })) : []),
        ],
      };
    });
    const { data, total } = daftarKlaster(rows, query, {
      nama: (r) => r.nama,
      klaster: (r) => r.klaster,
      total_score: (r) => r.total_score ?? -1,
      skor_penilaian: (r) => r.skor_penilaian ?? -1,
      skor_validasi_lapangan: (r) => r.skor_validasi_lapangan ?? -1,
      overall_score: (r) => r.overall_score ?? -1,
    });
    return { status: 1 as const, data, total, tahun, bobot: { ...t.bobot, catatan: t.bobot.catatan ?? null } };
  });

  rute(app, K_IGA.ranking, async ({ user, query }) => {
    const { t, tahun } = await tahunLayar(query.tahun);
    if (!t) return { status: 1 as const, data: [], total: 0, tahun };
    const k = await hitungSkor(db, t, user);
    const bands = await bandPredikat(db, t.tahun);
    const rows = peringkatAkhir(
      perKlaster(k.nomine, query.klaster || undefined).map((n) => ({ id: n.id, profil_id: n.profil_id, nama: n.nama, klaster_nama: n.klaster_nama, klaster_kode: n.klaster_kode, nilai: akhirTerlihat(n) ? n.overall : null })),
      bands,
      'Belum lengkap',
    ).map(({ klaster_kode: _k, ...r }) => r);
    const { data, total } = daftarKlaster(rows, query, { nama: (r) => r.nama, klaster: (r) => r.klaster, overall_score: (r) => r.overall_score ?? -1, peringkat: (r) => r.peringkat });
    return { status: 1 as const, data, total, tahun };
  });

  rute(app, K_IGA.pengukuran, async ({ query }) => {
    const { t, tahun } = await tahunLayar(query.tahun);
    if (!t) return { status: 1 as const, data: [], total: 0, tahun };
    const nomine = await muatNomine(db, t);
    const bands = await bandPredikat(db, t.tahun);
    const rows = peringkatAkhir(
      perKlaster(nomine, query.klaster || undefined).map((n) => ({ id: n.id, profil_id: n.profil_id, nama: n.nama, klaster_nama: n.klaster_nama, klaster_kode: n.klaster_kode, nilai: n.skor_indeks })),
      bands,
      'Belum Mengisi Data',
    ).map(({ klaster_kode: _k, ...r }) => r);
    const { data, total } = daftarKlaster(rows, query, { nama: (r) => r.nama, klaster: (r) => r.klaster, overall_score: (r) => r.overall_score ?? -1, peringkat: (r) => r.peringkat });
    return { status: 1 as const, data, total, tahun };
  });

  // ---------------------------------------------------------------- award year
  rute(app, K_IGA.daftarTahun, async ({ user }) => {
    const rows = await db.select().from(igaTahun).orderBy(sql`${igaTahun.tahun} desc`);
    const data = await Promise.all(rows.map((t) => barisTahun(db, t, user)));
    return { status: 1 as const, data, total: data.length };
  });

  rute(app, K_IGA.tahun, async ({ user, params }) => {
    const t = await muatTahun(db, params.tahun);
    if (!nomineTetap(keadaan(t))) await db.transaction((tx) => sinkronNomine(tx, t));
    return { status: 1 as const, data: { ...(await barisTahun(db, t, user)), riwayat: await riwayatTahun(db, t.id) } };
  });

  rute(app, K_IGA.buatTahun, async ({ user, body }) => {
    const [presentasi, validasi] = await Promise.all([kriteriaDari(db, body.tahun, 'R'), kriteriaDari(db, body.tahun, 'V')]);
    const e: Record<string, string> = {};
    if (!presentasi.length) e.tahun = `Belum ada indikator presentasi (tipe R) tahun ${body.tahun}. Tambahkan di menu Indikator.`;
    else if (!validasi.length) e.tahun = `Belum ada indikator validasi (tipe V) tahun ${body.tahun}. Tambahkan di menu Indikator.`;
    if (Object.keys(e).length) throw validationError(e);
    return db.transaction(async (tx) => {
      const [ada] = await tx.select({ id: igaTahun.id }).from(igaTahun).where(eq(igaTahun.tahun, body.tahun));
      if (ada) throw new AppError('DUPLICATE', `Tahun penghargaan ${body.tahun} sudah ada.`);
      const [t] = await tx
        .insert(igaTahun)
        .values({
          tahun: body.tahun,
          bobot: { indeks: body.bobot.indeks, presentasi: body.bobot.presentasi, validasi: body.bobot.validasi, sumber: body.bobot.sumber, catatan: body.bobot.catatan ?? null },
          kriteria_presentasi: presentasi,
          indikator_validasi: validasi,
          aturan_outlier: body.aturan_outlier ?? ATURAN_OUTLIER_BAWAAN,
          juri_per_nomine: body.juri_per_nomine ?? 3,
          jumlah_pemenang: body.jumlah_pemenang ?? 3,
        })
        .returning();
      await catatRiwayat(tx, t!, 'buat', { tahap: 'nominasi', status: 'buka' }, null, user, null);
      await sinkronNomine(tx, t!);
      await logActivity(tx, user, 'Buat Tahun Penghargaan IGA', { tahun: body.tahun, bobot: t!.bobot });
      return { status: 1 as const, data: await barisTahun(tx, t!, user), message: `Tahun penghargaan ${body.tahun} dibuat; tahap nominasi terbuka.` };
    });
  });

  rute(app, K_IGA.pengaturan, async ({ user, params, body }) => {
    return db.transaction(async (tx) => {
      const t = await muatTahun(tx, params.tahun, true);
      const s = keadaan(t);
      if (s.tahap === 'diumumkan' || (s.tahap === 'pleno' && t.pleno_at)) throw new AppError('INVALID_TRANSITION', 'Pengaturan tidak dapat diubah setelah rapat pleno menetapkan peringkat.');
      const tetap = nomineTetap(s);
      if (tetap && !body.alasan?.trim()) throw validationError({ alasan: 'Alasan wajib diisi karena nomine sudah ditetapkan.' });
      if (body.segarkan_kriteria && tetap) throw new AppError('INVALID_TRANSITION', 'Kriteria hanya dapat dibaca ulang selama tahap nominasi.');
      const ubah: Partial<typeof igaTahun.$inferInsert> = { updated_at: sql`now()` as unknown as string };
      if (body.bobot) ubah.bobot = { indeks: body.bobot.indeks, presentasi: body.bobot.presentasi, validasi: body.bobot.validasi, sumber: body.bobot.sumber, catatan: body.bobot.catatan ?? null };
      if (body.aturan_outlier) ubah.aturan_outlier = body.aturan_outlier;
      if (body.juri_per_nomine !== undefined) ubah.juri_per_nomine = body.juri_per_nomine;
      if (body.jumlah_pemenang !== undefined) ubah.jumlah_pemenang = body.jumlah_pemenang;
      if (body.segarkan_kriteria) {
        const [p, v] = await Promise.all([kriteriaDari(tx, t.tahun, 'R'), kriteriaDari(tx, t.tahun, 'V')]);
        if (!p.length || !v.length) throw validationError({ segarkan_kriteria: 'Indikator tipe R dan V tahun ini harus ada.' });
        ubah.kriteria_presentasi = p;
        ubah.indikator_validasi = v;
      }
      const [baru] = await tx.update(igaTahun).set(ubah).where(eq(igaTahun.id, t.id)).returning();
      await catatRiwayat(tx, t, 'pengaturan', s, body.alasan, user);
      await logActivity(tx, user, 'Ubah Pengaturan IGA', {
        tahun: t.tahun,
        sebelum: { bobot: t.bobot, aturan_outlier: t.aturan_outlier, juri_per_nomine: t.juri_per_nomine, jumlah_pemenang: t.jumlah_pemenang },
        sesudah: { bobot: baru!.bobot, aturan_outlier: baru!.aturan_outlier, juri_per_nomine: baru!.juri_per_nomine, jumlah_pemenang: baru!.jumlah_pemenang },
        alasan: body.alasan ?? null,
      });
      return { status: 1 as const, data: await barisTahun(tx, baru!, user), message: 'Pengaturan penghargaan disimpan.' };
    });
  });

  rute(app, K_IGA.aksiTahap, async ({ user, params, body }) => {
    const alasan = body?.alasan ?? null;
    return db.transaction(async (tx) => {
      const t = await muatTahun(tx, params.tahun, true);
      const s = keadaan(t);
      const cek = cekAksiTahapIga(user.role, params.aksi, s, alasan, t.pleno_at !== null);
      if (!cek.ok) {
        if (cek.alasan === 'peran') throw new AppError('FORBIDDEN', PESAN_AKSI_TAHAP.peran);
        if (cek.alasan === 'alasan') throw validationError({ alasan: PESAN_AKSI_TAHAP.alasan });
        throw new AppError('INVALID_TRANSITION', PESAN_AKSI_TAHAP[cek.alasan]);
      }
      if (params.aksi === 'tutup' && s.tahap === 'nominasi') {
        await sinkronNomine(tx, t);
        const [n] = await tx.select({ n: sql<number>`count(*)::int` }).from(igaNomine).where(eq(igaNomine.iga_tahun_id, t.id));
        if (!n?.n) throw new AppError('INVALID_TRANSITION', 'Belum ada nomine: tandai daerah (status IGA) pada Ranking Indeks terlebih dahulu.');
        await tetapkanSkorIndeks(tx, t);
      }
      const ubah: Partial<typeof igaTahun.$inferInsert> = { tahap: cek.ke.tahap, status: cek.ke.status, updated_at: sql`now()` as unknown as string };
      if (params.aksi === 'umumkan') ubah.diumumkan_at = sql`now()` as unknown as string;
      // reopening the plenary drops its result: it must be run again before closing
      if (params.aksi === 'buka_kembali' && s.tahap === 'pleno') ubah.pleno_at = null;
      const [baru] = await tx.update(igaTahun).set(ubah).where(eq(igaTahun.id, t.id)).returning();
      await catatRiwayat(tx, t, params.aksi, cek.ke, alasan, user);
      await logActivity(tx, user, 'Tahap Penghargaan IGA', { tahun: t.tahun, aksi: params.aksi, dari: `${s.tahap}/${s.status}`, ke: `${cek.ke.tahap}/${cek.ke.status}`, alasan });
      return { status: 1 as const, data: { ...(await barisTahun(tx, baru!, user)), riwayat: await riwayatTahun(tx, t.id) }, message: 'Tahap penghargaan diperbarui.' };
    });
  });

  // ---------------------------------------------------------------- nominees, jurors, assignments, conflicts
  rute(app, K_IGA.nomine, async ({ params, query }) => {
    const t = await muatTahun(db, params.tahun);
    if (!nomineTetap(keadaan(t))) await db.transaction((tx) => sinkronNomine(tx, t));
    const rows = await barisNomine(db, t, query.klaster || undefined);
    const { data, total } = daftarKlaster(rows, query, { nama: (r) => r.nama, skor_indeks: (r) => r.skor_indeks ?? -1 });
    return { status: 1 as const, data, total };
  });

  rute(app, K_IGA.juri, async ({ params }) => {
    const t = await muatTahun(db, params.tahun);
    const data = await barisJuri(db, t);
    return { status: 1 as const, data, total: data.length };
  });

  rute(app, K_IGA.simpanJuri, async ({ user, params, body }) => {
    return db.transaction(async (tx) => {
      const t = await muatTahun(tx, params.tahun, true);
      const s = keadaan(t);
      if (s.tahap === 'pleno' || s.tahap === 'diumumkan') throw new AppError('INVALID_TRANSITION', 'Penilai tidak dapat diubah setelah rapat pleno dimulai.');
      const ids = [...new Set(body.penilai_ids)];
      const ada = ids.length ? await tx.select({ id: igaPenilai.id }).from(igaPenilai).where(inArray(igaPenilai.id, ids)) : [];
      const hilang = ids.filter((id) => !ada.some((a) => a.id === id));
      if (hilang.length) throw validationError({ penilai_ids: `Penilai tidak ditemukan: ${hilang.join(', ')}.` });
      const lama = (await tx.select({ penilai_id: igaJuri.penilai_id }).from(igaJuri).where(eq(igaJuri.iga_tahun_id, t.id))).map((r) => r.penilai_id);
      const keluar = lama.filter((id) => !ids.includes(id));
      if (keluar.length) {
        const [berlembar] = await tx
          .select({ nama: igaPenilai.nama })
          .from(igaLembar)
          .innerJoin(igaPenilai, eq(igaPenilai.id, igaLembar.penilai_id))
          .where(and(eq(igaLembar.iga_tahun_id, t.id), inArray(igaLembar.penilai_id, keluar)))
          .limit(1);
        if (berlembar) throw new AppError('INVALID_TRANSITION', `${berlembar.nama} sudah mengisi lembar penilaian sehingga tidak dapat dikeluarkan.`);
        await tx.delete(igaPenugasan).where(and(eq(igaPenugasan.iga_tahun_id, t.id), inArray(igaPenugasan.penilai_id, keluar)));
        await tx.delete(igaJuri).where(and(eq(igaJuri.iga_tahun_id, t.id), inArray(igaJuri.penilai_id, keluar)));
      }
      const masuk = ids.filter((id) => !lama.includes(id));
      if (masuk.length) await tx.insert(igaJuri).values(masuk.map((penilai_id) => ({ iga_tahun_id: t.id, penilai_id })));
      await logActivity(tx, user, 'Penilai Penghargaan IGA', { tahun: t.tahun, masuk, keluar });
      const data = await barisJuri(tx, t);
      return { status: 1 as const, data, total: data.length, message: 'Penilai tahun ini disimpan.' };
    });
  });

  rute(app, K_IGA.tugaskan, async ({ user, params, body }) => {
    return db.transaction(async (tx) => {
      const t = await muatTahun(tx, params.tahun, true);
      cekBolehTugaskan(t);
      const [nomine, juri, dinyatakan] = await Promise.all([muatNomine(tx, t), muatJuriTahun(tx, t.id), muatKonflikDinyatakan(tx, t.id)]);
      const n = nomine.find((x) => x.id === body.nomine_id);
      if (!n) throw validationError({ nomine_id: 'Nomine tidak ada pada tahun ini.' });
      const j = juri.find((x) => x.penilai_id === body.penilai_id);
      if (!j) throw validationError({ penilai_id: 'Penilai belum ditetapkan sebagai penilai tahun ini.' });
      const k = petaKonflik(juri, nomine, dinyatakan)(j.penilai_id, n.id);
      if (k) throw validationError({ penilai_id: `Konflik kepentingan: ${k.alasan}.` });
      const [dup] = await tx.select({ id: igaPenugasan.id }).from(igaPenugasan).where(and(eq(igaPenugasan.nomine_id, n.id), eq(igaPenugasan.penilai_id, j.penilai_id)));
      if (dup) throw new AppError('DUPLICATE', `${j.nama} sudah ditugaskan menilai ${n.nama}.`);
      await tx.insert(igaPenugasan).values({ iga_tahun_id: t.id, nomine_id: n.id, penilai_id: j.penilai_id, cara: 'manual' });
      await logActivity(tx, user, 'Penugasan Penilai IGA', { tahun: t.tahun, nomine: n.nama, penilai: j.nama, cara: 'manual' });
      return { status: 1 as const, data: await satuNomine(tx, t, n.id), message: `${j.nama} ditugaskan menilai ${n.nama}.` };
    });
  });

  rute(app, K_IGA.hapusTugas, async ({ user, params }) => {
    return db.transaction(async (tx) => {
      const t = await muatTahun(tx, params.tahun, true);
      cekBolehTugaskan(t);
      const [p] = await tx.select().from(igaPenugasan).where(and(eq(igaPenugasan.id, params.id), eq(igaPenugasan.iga_tahun_id, t.id)));
      if (!p) throw new AppError('NOT_FOUND', 'Penugasan tidak ditemukan.');
      const [l] = await tx.select({ id: igaLembar.id }).from(igaLembar).where(and(eq(igaLembar.nomine_id, p.nomine_id), eq(igaLembar.penilai_id, p.penilai_id))).limit(1);
      if (l) throw new AppError('INVALID_TRANSITION', 'Penilai sudah mengisi lembar untuk nomine ini; penugasan tidak dapat dicabut.');
      await tx.delete(igaPenugasan).where(eq(igaPenugasan.id, p.id));
      await logActivity(tx, user, 'Cabut Penugasan Penilai IGA', { tahun: t.tahun, nomine_id: p.nomine_id, penilai_id: p.penilai_id });
      return { status: 1 as const, data: await satuNomine(tx, t, p.nomine_id), message: 'Penugasan dicabut.' };
    });
  });

  rute(app, K_IGA.tugaskanOtomatis, async ({ user, params, body }) => {
    return db.transaction(async (tx) => {
      const t = await muatTahun(tx, params.tahun, true);
      cekBolehTugaskan(t);
      const perNomine = body?.per_nomine ?? t.juri_per_nomine;
      if (body?.ganti) {
        await tx.execute(sql`
          delete from ${igaPenugasan} p where p.iga_tahun_id = ${t.id} and p.cara = 'otomatis'
            and not exists (select 1 from ${igaLembar} l where l.nomine_id = p.nomine_id and l.penilai_id = p.penilai_id)`);
      }
      const [nomine, juri, dinyatakan, ada] = await Promise.all([muatNomine(tx, t), muatJuriTahun(tx, t.id), muatKonflikDinyatakan(tx, t.id), muatPenugasan(tx, t.id)]);
      if (!juri.length) throw new AppError('INVALID_TRANSITION', 'Belum ada penilai tahun ini.');
      const konflik = petaKonflik(juri, nomine, dinyatakan);
      const hasil = bagiPenugasan({
        nomine: nomine.map((n) => n.id),
        penilai: juri.map((j) => j.penilai_id),
        per_nomine: perNomine,
        boleh: (j, n) => konflik(j, n) === null,
        tetap: ada.map((p) => ({ nomine_id: p.nomine_id, penilai_id: p.penilai_id })),
      });
      if (hasil.baru.length) await tx.insert(igaPenugasan).values(hasil.baru.map((p) => ({ iga_tahun_id: t.id, nomine_id: p.nomine_id, penilai_id: p.penilai_id, cara: 'otomatis' })));
      await logActivity(tx, user, 'Penugasan Otomatis IGA', { tahun: t.tahun, per_nomine: perNomine, baru: hasil.baru.length, seimbang: hasil.seimbang });
      const namaJ = new Map(juri.map((j) => [j.penilai_id, j.nama]));
      const namaN = new Map(nomine.map((n) => [n.id, n.nama]));
      return {
        status: 1 as const,
        data: {
          baru: hasil.baru.length,
          total: hasil.pasangan.length,
          seimbang: hasil.seimbang,
          beban: Object.entries(hasil.beban).map(([id, beban]) => ({ penilai_id: Number(id), nama: namaJ.get(Number(id)) ?? '-', beban })),
          kurang: hasil.kurang.map((k) => ({ nomine_id: k.nomine_id, nama: namaN.get(k.nomine_id) ?? '-', kurang: k.kurang })),
        },
        message: hasil.kurang.length ? `${hasil.baru.length} penugasan dibuat; ${hasil.kurang.length} nomine kekurangan penilai tanpa konflik.` : `${hasil.baru.length} penugasan dibuat.`,
      };
    });
  });

  rute(app, K_IGA.konflik, async ({ user, params, body }) => {
    return db.transaction(async (tx) => {
      const t = await muatTahun(tx, params.tahun, true);
      const s = keadaan(t);
      if (s.tahap === 'pleno' || s.tahap === 'diumumkan') throw new AppError('INVALID_TRANSITION', 'Konflik kepentingan dinyatakan sebelum rapat pleno.');
      const penilaiId = await penilaiKonflik(tx, t, user, body.penilai_id);
      const [n] = await tx.select({ id: igaNomine.id, nama: profilPemda.nama }).from(igaNomine).innerJoin(profilPemda, eq(profilPemda.id, igaNomine.profil_id)).where(and(eq(igaNomine.id, body.nomine_id), eq(igaNomine.iga_tahun_id, t.id)));
      if (!n) throw validationError({ nomine_id: 'Nomine tidak ada pada tahun ini.' });
      const [dup] = await tx.select({ id: igaKonflik.id }).from(igaKonflik).where(and(eq(igaKonflik.nomine_id, n.id), eq(igaKonflik.penilai_id, penilaiId)));
      if (dup) throw new AppError('DUPLICATE', 'Konflik kepentingan atas nomine ini sudah dinyatakan.');
      await tx.insert(igaKonflik).values({ iga_tahun_id: t.id, nomine_id: n.id, penilai_id: penilaiId, alasan: body.alasan, usr_asn_id: user.id });
      await logActivity(tx, user, 'Konflik Kepentingan IGA', { tahun: t.tahun, nomine: n.nama, penilai_id: penilaiId, alasan: body.alasan });
      return { status: 1 as const, data: await satuNomine(tx, t, n.id), message: 'Konflik kepentingan dicatat; penilai abstain untuk nomine ini.' };
    });
  });

  /** Whose conflict: a juror declares their own; an admin names the juror. */
  async function penilaiKonflik(tx: DbOrTx, t: BarisTahun, user: SessionUser, penilaiId: number | undefined): Promise<number> {
    if (user.role === 'tim.penilai') {
      const [p] = await tx
        .select({ id: igaPenilai.id })
        .from(igaPenilai)
        .innerJoin(igaJuri, and(eq(igaJuri.penilai_id, igaPenilai.id), eq(igaJuri.iga_tahun_id, t.id)))
        .where(eq(igaPenilai.usr_asn_id, user.id))
        .limit(1);
      if (!p) throw new AppError('FORBIDDEN', 'Akun Anda bukan penilai penghargaan tahun ini.');
      if (penilaiId !== undefined && penilaiId !== p.id) throw new AppError('FORBIDDEN', 'Penilai hanya dapat menyatakan konflik kepentingannya sendiri.');
      return p.id;
    }
    if (penilaiId === undefined) throw validationError({ penilai_id: 'Pilih penilai yang memiliki konflik kepentingan.' });
    const [j] = await tx.select({ id: igaJuri.penilai_id }).from(igaJuri).where(and(eq(igaJuri.iga_tahun_id, t.id), eq(igaJuri.penilai_id, penilaiId)));
    if (!j) throw validationError({ penilai_id: 'Penilai belum ditetapkan sebagai penilai tahun ini.' });
    return penilaiId;
  }

  // ---------------------------------------------------------------- plenary
  rute(app, K_IGA.pleno, async ({ user, params, body }) => {
    return db.transaction(async (tx) => {
      const t = await muatTahun(tx, params.tahun, true);
      const s = keadaan(t);
      if (!(s.tahap === 'pleno' && s.status === 'buka')) throw new AppError('INVALID_TRANSITION', 'Rapat pleno hanya dapat dijalankan saat tahap pleno terbuka.');
      if (!tahapSelesai(s, 'validasi_lapangan')) throw new AppError('INVALID_TRANSITION', 'Tahap validasi lapangan belum selesai.');
      const data = await jalankanPleno(tx, t, user, body?.catatan ?? null);
      return { status: 1 as const, data, total: data.length, message: `Rapat pleno menetapkan ${data.length} pemenang.` };
    });
  });

  rute(app, K_IGA.pemenang, async ({ params }) => {
    const t = await muatTahun(db, params.tahun);
    const data = await pemenangTahun(db, t);
    return { status: 1 as const, data, total: data.length };
  });

  await lembarRoutes(app);
  await keluaranRoutes(app);
}
