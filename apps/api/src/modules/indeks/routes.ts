import { metodologiHooks } from './crud-hooks';
import { kosongkanRujukan } from '../../lib/rujukan';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  cekUbahIga,
  halaman,
  K_INDEKS,
  parseYears,
  polaLike,
  bulat,
  iidTampil,
  predikatRanking,
  predikatRekap,
  predikatTab,
  PREDIKAT_BELUM_MENGISI_DATA,
  PREDIKAT_TIDAK_DAPAT_DIUKUR,
  type HasilHitungUlang,
  type KueriDaftar,
  type SessionUser,
} from '@sigap/domain';
import { aspekLog, igaKlaster, igaKlasterDaerah, indeksHasil, profilPemda, usrAsn } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { metodologiTahun, pastikanHasil, simpanHasil, type Sumber } from './hitung';
import { metodologiRoutes } from './metodologi';
import { rawlogRoutes } from './rawlog';
import { rekapExcel } from './rekap-excel';
import { rincianRoutes } from './rincian';
import { buatSimpanan } from './simpanan';
import { daftarkanEkspor, eksporAtauLatar, tulisBerkas } from '../ekspor';

/** The recount's job (decision 112) and how long its request waits for it before answering "still running". */
const TUGAS_HITUNG = 'hitung_indeks';
const TUNGGU_HITUNG_MS = 120_000;
import type { DbOrTx } from '../../db/client';

/** Ranks with ties sharing a rank (1, 2, 2, 4), on the value shown (2 decimals). */
export function peringkat<T>(rows: T[], score: (r: T) => number): (T & { peringkat: number })[] {
  const sorted = [...rows].sort((a, b) => score(b) - score(a));
  let prev: number | null = null;
  let rank = 0;
  return sorted.map((r, i) => {
    const s = iidTampil(score(r));
    if (prev === null || s !== prev) rank = i + 1;
    prev = s;
    return { ...r, peringkat: rank };
  });
}

/**
 * The list contract over a whole cluster held in memory (ranks are computed over the whole cluster first):
 * `search` on the region name, `orderBy` on the listed fields, and pages only when `page` or `per_page` is
 * asked (the screens take the whole cluster to count the predicate tabs). `total` counts after the search.
 */
export function daftarKlaster<T extends { nama: string }>(rows: T[], q: KueriDaftar, urut: Record<string, (r: T) => number | string>): { data: T[]; total: number } {
  const { offset, perPage, field, dir, search } = halaman(q);
  const cari = search?.toLocaleLowerCase('id');
  let out = cari ? rows.filter((r) => r.nama.toLocaleLowerCase('id').includes(cari)) : rows;
  const kunci = field && Object.hasOwn(urut, field) ? urut[field] : undefined;
  if (kunci) {
    const arah = dir === 'desc' ? -1 : 1;
    out = [...out].sort((a, b) => {
      const x = kunci(a);
      const y = kunci(b);
      return arah * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'id'));
    });
  }
  const berhalaman = q.page !== undefined || q.per_page !== undefined || q.pageSize !== undefined;
  return { data: berhalaman ? out.slice(offset, offset + perPage) : out, total: out.length };
}

export async function indeksRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('metodologi', metodologiHooks);
  // the basic-service affairs are read with the methodology from memory (lib/rujukan.ts): this process drops it at once
  app.crudHooks.set('iga_urusan_pemerintahan', { afterCommit: () => kosongkanRujukan(db) });
  /** The year asked, or the first assessment year of the settings. */
  const tahunAtau = async (tahun: number | undefined) => tahun ?? parseYears((await app.ctx.settings.all()).tahun_penilaian)[0] ?? 2026;

  /** Kept ranking and recap answers per year, cluster and source (decision 101, simpanan.ts). */
  const simpanan = buatSimpanan(db);
  /** A kept answer; a year without stored results is computed once first (outside the read-only snapshot). */
  const tersimpan = <T>(kunci: string, tahun: number, bangun: (tx: DbOrTx) => Promise<T>) => simpanan.ambil(kunci, tahun, bangun, () => pastikanHasil(db, tahun));

  /** Results of a cluster for a year (stored by hitung.ts; `pastikanHasil` has run). */
  async function hasilKlaster(tx: DbOrTx, kode: string, tahun: number, sumber: Sumber) {
    const [k] = await tx.select().from(igaKlaster).where(eq(igaKlaster.kode, kode));
    if (!k) throw new AppError('NOT_FOUND', 'Klaster tidak ditemukan.');
    return tx
      .select({
        profil_id: profilPemda.id,
        nama: profilPemda.nama,
        is_iga: profilPemda.is_iga,
        iid: indeksHasil.iid,
        total: indeksHasil.total,
        spd: indeksHasil.spd,
        sid: indeksHasil.sid,
        jumlah_inovasi: indeksHasil.jumlah_inovasi,
        skor_jumlah_inovasi: indeksHasil.skor_jumlah_inovasi,
        predikat: indeksHasil.predikat,
      })
      .from(igaKlasterDaerah)
      .innerJoin(profilPemda, eq(profilPemda.id, igaKlasterDaerah.iga_daerah_id))
      .leftJoin(indeksHasil, and(eq(indeksHasil.profil_id, profilPemda.id), eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, sumber)))
      .where(eq(igaKlasterDaerah.iga_klaster_id, k.id));
  }

  rute(app, K_INDEKS.ranking, async ({ user, query }) => {
    const tahun = await tahunAtau(query.tahun);
    const sumber: Sumber = query.sumber ?? 'self';
    const klaster = query.klaster || 'provinsi';
    const bolehUbahIga = cekUbahIga(user).boleh;
    const ranked = await tersimpan(`ranking|${klaster}|${sumber}|${bolehUbahIga ? 1 : 0}`, tahun, async (tx) => {
      const m = await metodologiTahun(tx, tahun);
      const rows = await hasilKlaster(tx, klaster, tahun, sumber);
      const k = typeof m.k === 'number' && m.k > 0 ? m.k : 1;
      return peringkat(rows, (r) => r.iid ?? 0).map((r) => {
        const total_score = iidTampil(r.iid);
        // nothing entered (or never computed): "Belum mengisi data"; no maximum for the year: "Tidak dapat diukur"
        const adaData = r.predikat !== null && r.predikat !== PREDIKAT_BELUM_MENGISI_DATA;
        const p = adaData && m.skor_maks_total === null ? PREDIKAT_TIDAK_DAPAT_DIUKUR : predikatRanking(m.predikat, r.iid, adaData);
        const n = r.jumlah_inovasi ?? 0;
        const sji = r.skor_jumlah_inovasi ?? 0;
        return {
          profil_id: r.profil_id,
          nama: r.nama,
          total_score,
          peringkat: r.peringkat,
          predikat: p,
          tab: predikatTab(p),
          isIga: r.is_iga === 1,
          jumlah_inovasi: n,
          spd: r.spd ?? 0,
          sid: r.sid ?? 0,
          // how the score is made (IDX-01): SID = Σ kematangan / MAX(k, n) + skor jumlah inovasi
          rincian: {
            k,
            pembagi: Math.max(k, n),
            rata_kematangan: bulat((r.sid ?? 0) - sji),
            skor_jumlah_inovasi: m.skor_jumlah_inovasi.rumus === null ? null : sji,
            total: r.total ?? 0,
            skor_maks_total: m.skor_maks_total,
          },
          boleh_ubah_iga: bolehUbahIga,
        };
      });
    });
    const saring = query.tab === undefined ? ranked : ranked.filter((r) => r.tab === query.tab);
    const { data, total } = daftarKlaster(saring, query, {
      peringkat: (r) => r.peringkat,
      nama: (r) => r.nama,
      total_score: (r) => r.total_score,
      jumlah_inovasi: (r) => r.jumlah_inovasi,
      spd: (r) => r.spd,
      sid: (r) => r.sid,
    });
    return { status: 1, data, total, tahun, klaster, sumber };
  });

  /** The recap rows of a cluster (IDX-03): predikat from the verified IID by the recap rule. */
  const rekapAkhir = (klaster: string, tahun: number, bolehUbahIga: boolean) =>
    tersimpan(`rekap|${klaster}|${bolehUbahIga ? 1 : 0}`, tahun, (tx) => bangunRekap(tx, klaster, tahun, bolehUbahIga));
  async function bangunRekap(tx: DbOrTx, klaster: string, tahun: number, bolehUbahIga: boolean) {
    const m = await metodologiTahun(tx, tahun);
    // one after the other: a transaction runs one statement at a time
    const self = await hasilKlaster(tx, klaster, tahun, 'self');
    const verified = await hasilKlaster(tx, klaster, tahun, 'verified');
    const vBy = new Map(verified.map((v) => [v.profil_id, v]));
    return self
      .map((s) => {
        const v = vBy.get(s.profil_id);
        const skor_final_raw = v?.iid ?? 0;
        return {
          profil_id: s.profil_id,
          nama: s.nama,
          total_inovasi: s.jumlah_inovasi ?? 0,
          skor: iidTampil(s.iid),
          skor_final_raw,
          iga: s.is_iga === 1,
          predikat: predikatRekap(skor_final_raw, m.predikat),
          boleh_ubah_iga: bolehUbahIga,
        };
      })
      .sort((a, b) => b.skor_final_raw - a.skor_final_raw || a.nama.localeCompare(b.nama, 'id'));
  }

  /**
   * The final recap of a cluster as an xlsx (the ranking's export). Rows are the cluster's regions (the kept
   * recap, as the screen reads it): sent while within EKSPOR_LATAR_BARIS; past that, or with
   * `Prefer: respond-async`, a job writes it (decision 116). An unknown cluster is 404 before anything is queued.
   */
  const namaKlaster = async (klaster: string) => {
    const [k] = await db.select({ klaster: igaKlaster.klaster }).from(igaKlaster).where(eq(igaKlaster.kode, klaster));
    if (!k) throw new AppError('NOT_FOUND', 'Klaster tidak ditemukan.');
    return k.klaster;
  };
  const barisRekapAkhir = async (user: SessionUser, klaster: string, tahun: number) => {
    const rows = await rekapAkhir(klaster, tahun, cekUbahIga(user).boleh);
    return { rows, buku: async () => rekapExcel(rows, { tahun, klaster: await namaKlaster(klaster) }) };
  };
  daftarkanEkspor(app, 'rekap_akhir', {
    izin: K_INDEKS.rekapExcel.izin,
    tulis: async (_db, user, kueri, berkas) => {
      const r = await barisRekapAkhir(user, String(kueri.klaster), Number(kueri.tahun));
      await tulisBerkas(berkas, await r.buku());
      return { baris: r.rows.length };
    },
  });
  rute(app, K_INDEKS.rekapExcel, async ({ user, req, query, reply }) => {
    const tahun = await tahunAtau(query.tahun);
    const klaster = query.klaster || 'provinsi';
    await namaKlaster(klaster);
    const nama = `rekap-akhir-${klaster.replace(/[^a-z0-9-]/gi, '')}-${tahun}.xlsx`;
    return eksporAtauLatar(app, req, reply, { user, jenis: 'rekap_akhir', kueri: { tahun, klaster }, nama }, async () => {
      const r = await barisRekapAkhir(user, klaster, tahun);
      return {
        baris: r.rows.length,
        kirim: async () =>
          reply
            .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('Content-Disposition', `attachment; filename="${nama}"`)
            .header('Cache-Control', 'private, no-store')
            .send(await r.buku()),
      };
    });
  });

  rute(app, K_INDEKS.rekap, async ({ user, query }) => {
    const tahun = await tahunAtau(query.tahun);
    const klaster = query.klaster || 'provinsi';
    const { data, total } = daftarKlaster(await rekapAkhir(klaster, tahun, cekUbahIga(user).boleh), query, {
      nama: (r) => r.nama,
      total_inovasi: (r) => r.total_inovasi,
      skor: (r) => r.skor,
      skor_final_raw: (r) => r.skor_final_raw,
    });
    return { status: 1, data, total, tahun, klaster };
  });

  rute(app, K_INDEKS.flag, async ({ params }) => {
    const [p] = await db.select({ id: profilPemda.id, nama: profilPemda.nama, is_iga: profilPemda.is_iga }).from(profilPemda).where(eq(profilPemda.id, params.profil_id));
    if (!p) throw new AppError('NOT_FOUND');
    return { status: 1, data: p };
  });

  /** "Ubah Status IGA": toggles the region's IGA flag, logged; guarded by the same policy that offers the action. */
  rute(app, K_INDEKS.ubahFlag, async ({ user, params }) => {
    const cek = cekUbahIga(user);
    if (!cek.boleh) throw new AppError('FORBIDDEN', cek.alasan);
    const id = params.profil_id;
    return db.transaction(async (tx) => {
      const [p] = await tx
        .update(profilPemda)
        .set({ is_iga: sql`1 - ${profilPemda.is_iga}`, updated_at: sql`now()` })
        .where(eq(profilPemda.id, id))
        .returning({ id: profilPemda.id, nama: profilPemda.nama, is_iga: profilPemda.is_iga });
      if (!p) throw new AppError('NOT_FOUND');
      await logActivity(tx, user, 'Ubah Status IGA', { profil_id: id, nama: p.nama, is_iga: p.is_iga });
      return { status: 1 as const, data: p, message: p.is_iga ? 'Status IGA diaktifkan.' : 'Status IGA dinonaktifkan.' };
    });
  });

  /** recount (IDX-07): recompute every region of a year and report what changed. */
  /**
   * The recount runs as a job of the queue (decision 112): a request asking while one of the year waits or runs
   * shares it, one process runs it, and the request waits for its result (the process that enqueued it takes it
   * at once). Past the wait the answer says it is still running rather than holding the request.
   */
  app.antrian.daftarkan(TUGAS_HITUNG, async (d) => {
    const tahun = Number(d.tahun);
    const oleh = (d.oleh as { id: number; username: string } | undefined) ?? null;
    const start = performance.now();
    const r = await db.transaction(async (tx) => {
      const res = await simpanHasil(tx, tahun, undefined, oleh?.id ?? null);
      await logActivity(tx, oleh, 'Hitung ulang indeks', { tahun, dihitung: res.dihitung, berubah: res.berubah });
      return res;
    });
    return { tahun, ...r, durasi_ms: Math.round(performance.now() - start) };
  });

  rute(app, K_INDEKS.recount, async ({ user, query }) => {
    const tahun = await tahunAtau(query.tahun);
    const id = await app.antrian.ikutiAtauTambah(db, TUGAS_HITUNG, { tahun }, { oleh: { id: user.id, username: user.username } });
    await app.antrian.jalankan(id);
    const t = await app.antrian.tunggu(id, TUNGGU_HITUNG_MS);
    if (!t) throw new AppError('NOT_FOUND');
    if (t.status !== 'selesai' || !t.hasil) {
      if (t.galat) throw new Error(`Hitung ulang indeks ${tahun} gagal: ${t.galat}`);
      throw new AppError('SEDANG_DIPROSES', `Hitung ulang indeks tahun ${tahun} masih berjalan. Periksa hasilnya sebentar lagi.`);
    }
    const h = t.hasil as HasilHitungUlang;
    return { status: 1, data: h, message: `Indeks ${h.dihitung} daerah dihitung ulang; ${h.berubah} nilai berubah.` };
  });

  /** aspeklog (IDX-07): every change of a stored index value, newest first; `search` on the region name. */
  rute(app, K_INDEKS.aspeklog, async ({ query }) => {
    const { perPage, offset, dir, search } = halaman(query, { sort: 'desc' });
    const where = and(query.profil_id ? eq(aspekLog.profil_id, query.profil_id) : undefined, search ? ilike(profilPemda.nama, polaLike(search)) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: aspekLog.id, profil_id: aspekLog.profil_id, nama: profilPemda.nama, tahun: aspekLog.tahun, aspek: aspekLog.aspek, nilai_lama: aspekLog.nilai_lama, nilai_baru: aspekLog.nilai_baru, oleh: usrAsn.nama_lengkap, created_at: aspekLog.created_at })
        .from(aspekLog)
        .leftJoin(profilPemda, eq(profilPemda.id, aspekLog.profil_id))
        .leftJoin(usrAsn, eq(usrAsn.id, aspekLog.usr_asn_id))
        .where(where)
        .orderBy(dir === 'asc' ? asc(aspekLog.id) : desc(aspekLog.id))
        .limit(perPage)
        .offset(offset),
      search
        ? db.select({ n: count() }).from(aspekLog).leftJoin(profilPemda, eq(profilPemda.id, aspekLog.profil_id)).where(where)
        : db.select({ n: count() }).from(aspekLog).where(where),
    ]);
    return { status: 1, data: rows, total: Number(total?.n ?? 0) };
  });

  await metodologiRoutes(app);
  await rawlogRoutes(app);
  await rincianRoutes(app);
}
