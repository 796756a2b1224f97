import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  aksesRincianSkor,
  aksiTerbaik,
  can,
  cekKelayakanInovasi,
  evaluasiDaerahTerlihat,
  hariIniWib,
  hitungSimulasi,
  K_SIMULASI,
  labelTahapan,
  levelJawaban,
  type DaerahSimulasi,
  type InovasiSimulasi,
  type JawabanSimulasi,
  type SimulasiDaerah,
  type SumberSimulasi,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { adaBuktiSql } from '../../db/skor';
import { iga2020Inovasi, igaIndikator, igaUrusanPemerintahan, indikatorDaerah, indikatorInovasi } from '../../db/schema';
import { indikatorDefs } from '../../lib/indikator';
import { rute } from '../../plugins/kontrak';
import { metodologiTahun, profilRincian } from '../indeks';
import { tahunDari } from '../indikator';

/**
 * Score simulator (issue 20, domain simulasi/): loads one region's answers of a year into the domain's
 * `DaerahSimulasi` and answers the best actions in both views. Nothing is written.
 *
 * Access is the score breakdown's (`aksesRincianSkor`): the ranking roles every region, a region's own accounts
 * their own region (another region: 404). A verifier's scores enter the model only where the caller may see
 * them (`evaluasiDaerahTerlihat`); otherwise the expected-verified view is "documented claims count, others
 * score 0" — the rule verification applies — without revealing an evaluation the region may not see yet.
 */

/** The region's model of the year: indicators, SPD answers and every (non-competition) innovation with its answers. */
export async function muatSimulasi(
  db: DbOrTx,
  profilId: number,
  tahun: number,
  lihatEvaluasi: boolean,
): Promise<{ model: DaerahSimulasi; namaUrusan: Record<number, string>; namaIndikator: Record<number, string> }> {
  const m = await metodologiTahun(db, tahun);
  const [indRows, urusan, spdRows, inovasi] = await Promise.all([
    db.select().from(igaIndikator).where(and(eq(igaIndikator.tahun, tahun), inArray(igaIndikator.tipe, ['P', 'I']))).orderBy(asc(igaIndikator.no_urut), asc(igaIndikator.id)),
    db.select({ id: igaUrusanPemerintahan.id, nama: igaUrusanPemerintahan.nama, yandas: igaUrusanPemerintahan.yandas }).from(igaUrusanPemerintahan),
    db
      .select({ indikator_id: indikatorDaerah.indikator_id, nilai: indikatorDaerah.nilai, nilai_sebelum: indikatorDaerah.nilai_sebelum, nilai_sesudah: indikatorDaerah.nilai_sesudah, skala_id: indikatorDaerah.skala_id, verifikasi_skor: indikatorDaerah.verifikasi_skor, ada_bukti: adaBuktiSql('daerah', indikatorDaerah.profil_id, indikatorDaerah.indikator_id) })
      .from(indikatorDaerah)
      .where(and(eq(indikatorDaerah.profil_id, profilId), eq(indikatorDaerah.tahun, tahun))),
    db
      .select({ id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, inovasi_status: iga2020Inovasi.inovasi_status, waktu_implementasi: iga2020Inovasi.waktu_implementasi, keluar_indeks_alasan: iga2020Inovasi.keluar_indeks_alasan, urusan: iga2020Inovasi.urusan_pemerintah_id })
      .from(iga2020Inovasi)
      .where(and(eq(iga2020Inovasi.profil_id, profilId), eq(iga2020Inovasi.is_lomba, 0)))
      .orderBy(asc(iga2020Inovasi.nama), asc(iga2020Inovasi.id))
      .limit(1000),
  ]);
  const defs = await indikatorDefs(db, indRows);
  const jawabanRows = inovasi.length
    ? await db
        .select({ inovasi_id: indikatorInovasi.inovasi_id, indikator_id: indikatorInovasi.indikator_id, nilai: indikatorInovasi.nilai, nilai_sebelum: indikatorInovasi.nilai_sebelum, nilai_sesudah: indikatorInovasi.nilai_sesudah, skala_id: indikatorInovasi.skala_id, verifikasi_skor: indikatorInovasi.verifikasi_skor, ada_bukti: adaBuktiSql('inovasi', indikatorInovasi.inovasi_id, indikatorInovasi.indikator_id) })
        .from(indikatorInovasi)
        .where(and(inArray(indikatorInovasi.inovasi_id, inovasi.map((i) => i.id)), eq(indikatorInovasi.jenis, 'penerapan')))
    : [];
  const keJawaban = (r: { indikator_id: number; nilai: string | null; nilai_sebelum: number | null; nilai_sesudah: number | null; skala_id: number | null; verifikasi_skor: number | null; ada_bukti: boolean }): JawabanSimulasi | undefined => {
    const def = defs.get(r.indikator_id);
    if (!def) return undefined;
    return { level: levelJawaban(def, r), ada_bukti: Boolean(r.ada_bukti), verifikasi_skor: lihatEvaluasi ? r.verifikasi_skor : null };
  };
  const spd: Record<number, JawabanSimulasi> = {};
  for (const r of spdRows) {
    const j = keJawaban(r);
    if (j) spd[r.indikator_id] = j;
  }
  const perInovasi = new Map<number, Record<number, JawabanSimulasi>>();
  for (const r of jawabanRows) {
    const j = keJawaban(r);
    if (!j) continue;
    const t = perInovasi.get(r.inovasi_id) ?? {};
    t[r.indikator_id] = j;
    perInovasi.set(r.inovasi_id, t);
  }
  const tahapanMin = m.kelayakan.tahapan_min;
  const daftar: InovasiSimulasi[] = inovasi.map((i) => {
    const k = cekKelayakanInovasi(i, m.kelayakan, tahun);
    // not counted only because of its stage: reaching the minimum stage makes it count
    const bisaNaik = !k.dihitung && tahapanMin !== undefined && cekKelayakanInovasi({ ...i, inovasi_status: tahapanMin }, m.kelayakan, tahun).dihitung;
    return {
      id: i.id,
      nama: i.nama,
      dihitung: k.dihitung,
      syarat_dihitung: bisaNaik ? `ubah tahapan menjadi ${labelTahapan(tahapanMin!)} (dengan bukti penerapan)` : null,
      urusan: (i.urusan ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0),
      jawaban: perInovasi.get(i.id) ?? {},
    };
  });
  const model: DaerahSimulasi = { metodologi: m, indikator: [...defs.values()].map(({ row: _row, ...d }) => d), idYandas: urusan.filter((u) => u.yandas === 1).map((u) => u.id), spd, inovasi: daftar };
  return {
    model,
    namaUrusan: Object.fromEntries(urusan.map((u) => [u.id, u.nama])),
    namaIndikator: Object.fromEntries(indRows.map((r) => [r.id, r.indikator])),
  };
}

export async function simulasiRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  rute(app, K_SIMULASI.daerah, async ({ user, params, query }) => {
    const profil = await profilRincian(db, user, params.profil_id, 'Peran Anda tidak dapat membuka simulasi skor.');
    const settings = await app.ctx.settings.all();
    const tahun = tahunDari(settings, query.tahun);
    const lihat = evaluasiDaerahTerlihat({ lihat_evaluasi: can(user, 'lihat_evaluasi', 'indikator'), settings, hariIni: hariIniWib(), tahun }).terlihat && aksesRincianSkor(user) === 'semua';
    const { model, namaUrusan, namaIndikator } = await muatSimulasi(db, profil.id, tahun, lihat);
    const sisi = (s: SumberSimulasi) => ({ hasil: hitungSimulasi(model, s), aksi: aksiTerbaik(model, s, { namaUrusan, maks: 30 }) });
    const data: SimulasiDaerah = {
      profil_id: profil.id,
      nama: profil.nama,
      tahun,
      mandiri: sisi('mandiri'),
      terverifikasi: sisi('terverifikasi'),
      model: model as unknown as Record<string, unknown>,
      nama_urusan: Object.fromEntries(Object.entries(namaUrusan).map(([k, v]) => [k, v])),
      nama_indikator: Object.fromEntries(Object.entries(namaIndikator).map(([k, v]) => [k, v])),
    };
    return { status: 1 as const, data };
  });
}
