import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  aksesRincianSkor,
  ALASAN_VERIFIKASI,
  can,
  cekKelayakanInovasi,
  cekKelayakanTerverifikasi,
  evaluasiDaerahTerlihat,
  evaluasiInovasiTerlihat,
  hariIniWib,
  kematanganTerverifikasi,
  hitungUrusanYandasTercakup,
  isJenisSebelumSesudah,
  K_INDEKS,
  LABEL_RUMUS,
  LABEL_TANPA_BUKTI,
  labelTahapan,
  nilaiTurunan,
  rumusIndikator,
  skorTerverifikasi,
  statusRegistrasiRincian,
  sudahDievaluasi,
  type BarisIndikatorRincian,
  type EvaluasiTerlihat,
  type HasilIndeks,
  type InovasiRincian,
  type RincianSkorDaerah,
  type RincianSkorInovasi,
  type SessionUser,
} from '@sigap/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { adaBuktiSql } from '../../db/skor';
import { iga2020Inovasi, igaIndikator, igaSkala, igaUrusanPemerintahan, indeksHasil, indikatorDaerah, indikatorInovasi, profilPemda } from '../../db/schema';
import { profilDalamScope } from '../../crud/muat';
import { AppError } from '../../lib/errors';
import { tahunDari, type SettingsMap } from '../../lib/settings';
import { rute } from '../../plugins/kontrak';
import { hitungDaerah, metodologiTahun, pilihInovasi, type Sumber } from './hitung';

/**
 * "Rincian Skor" (why this score, IDX-01 explained): one answer with the self and the verified side of a
 * region's index for a year: the engine's result of both sources, the region's indicators (SPD) self beside
 * verified with evidence and the verifier's reasons, and every innovation of the region with whether each
 * source counts it and why not. Also one innovation's indicators (`rincianInovasi`) and the PDF of the region.
 *
 * Access: the ranking roles every region; a region's own account (`pemda`) its own region, another region is
 * 404 (domain `aksesRincianSkor`). The verified side follows the rules of the indicator pages: a region's
 * verified scores stay hidden from its own users until the year's filling closes (`evaluasiDaerahTerlihat`);
 * an innovation's once a verifier decided it (`evaluasiInovasiTerlihat`).
 */

const angka = (n: number | null | undefined) => (n == null ? null : Math.round(n * 10_000) / 10_000);

/** The region, when the caller may open its breakdown (403 for other roles, 404 outside the caller's scope). */
export async function profilRincian(db: DbOrTx, user: SessionUser, profilId: number, pesanTolak = 'Peran Anda tidak dapat membuka rincian skor.'): Promise<{ id: number; nama: string }> {
  const akses = aksesRincianSkor(user);
  if (akses === null) throw new AppError('FORBIDDEN', pesanTolak);
  if (akses === 'daerah_sendiri') {
    const p = await profilDalamScope(db, user, profilId);
    return { id: p.id, nama: p.nama };
  }
  const [p] = await db.select({ id: profilPemda.id, nama: profilPemda.nama }).from(profilPemda).where(eq(profilPemda.id, profilId));
  if (!p) throw new AppError('NOT_FOUND', 'Profil tidak ditemukan.');
  return p;
}

interface JawabanMentah {
  indikator_id: number;
  kode: string | null;
  nama: string;
  bobot: number | null;
  jenis: string;
  rumus: string | null;
  dijawab: boolean;
  nilai: string | null;
  nilai_sebelum: number | null;
  nilai_sesudah: number | null;
  skala_nilai: number | null;
  skala: string | null;
  skor: number | null;
  verifikasi_nilai: string | null;
  verifikasi_nilai_sebelum: number | null;
  verifikasi_nilai_sesudah: number | null;
  verifikasi_skala_nilai: number | null;
  verifikasi_skala: string | null;
  verifikasi_skor: number | null;
  verified_at: string | null;
  alasan: string | null;
  catatan: string | null;
  ada_bukti: boolean;
}

const angkaId = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 4 });

/** The answer as text: the level reached, a number (Indonesian style), or before → after with the derived value. */
function jawabanTeks(r: JawabanMentah, v: { nilai: string | null; sebelum: number | null; sesudah: number | null; level: number | null; skala: string | null }): string | null {
  if (v.skala) return v.level != null ? `Level ${v.level}: ${v.skala}` : v.skala;
  if (v.sebelum != null || v.sesudah != null) {
    const turunan = isJenisSebelumSesudah(r.jenis) ? nilaiTurunan(r, v.sebelum, v.sesudah) : null;
    return `${v.sebelum != null ? angkaId(v.sebelum) : '-'} → ${v.sesudah != null ? angkaId(v.sesudah) : '-'}${turunan != null ? ` (nilai ${angkaId(turunan)})` : ''}`;
  }
  const t = v.nilai?.trim();
  if (!t) return null;
  return /^-?\d+(\.\d+)?$/.test(t) ? angkaId(Number(t)) : t;
}

/** One indicator row, self beside verified (the verified fields null when hidden). */
function barisIndikator(r: JawabanMentah, terlihat: boolean): BarisIndikatorRincian {
  const rumus = rumusIndikator(r);
  const skor = angka(r.skor) ?? 0;
  const dasar = {
    indikator_id: r.indikator_id,
    kode: r.kode,
    nama: r.nama,
    bobot: r.bobot,
    rumus: rumus ? LABEL_RUMUS[rumus] : null,
    dijawab: r.dijawab,
    jawaban: r.dijawab ? jawabanTeks(r, { nilai: r.nilai, sebelum: r.nilai_sebelum, sesudah: r.nilai_sesudah, level: r.skala_nilai, skala: r.skala }) : null,
    skor,
    ada_bukti: r.ada_bukti,
  };
  if (!terlihat) return { ...dasar, dievaluasi: null, verifikasi_jawaban: null, skor_terverifikasi: null, selisih: null, alasan: null, alasan_label: null, catatan: null };
  const dievaluasi = sudahDievaluasi(r);
  const v = r.dijawab || dievaluasi ? angka(skorTerverifikasi({ skor: r.skor, verifikasi_skor: r.verifikasi_skor, ada_bukti: r.ada_bukti })) : null;
  return {
    ...dasar,
    dievaluasi,
    verifikasi_jawaban: dievaluasi
      ? jawabanTeks(r, { nilai: r.verifikasi_nilai, sebelum: r.verifikasi_nilai_sebelum, sesudah: r.verifikasi_nilai_sesudah, level: r.verifikasi_skala_nilai, skala: r.verifikasi_skala })
      : null,
    skor_terverifikasi: v,
    selisih: v == null ? null : angka(v - skor),
    alasan: r.alasan,
    alasan_label: ALASAN_VERIFIKASI.find((a) => a.value === r.alasan)?.label ?? (!dievaluasi && !r.ada_bukti && skor > 0 ? LABEL_TANPA_BUKTI : null),
    catatan: r.catatan,
  };
}

/** The answer columns of a table with answers (indikator_daerah or indikator_inovasi), for the row query. */
function kolomJawaban(t: typeof indikatorDaerah | typeof indikatorInovasi) {
  const skalaDari = (id: PgColumn, kolom: 'nilai' | 'keterangan') =>
    kolom === 'nilai'
      ? sql<number | null>`(select ${igaSkala.nilai} from ${igaSkala} where ${igaSkala.id} = ${id})`
      : sql<string | null>`(select ${igaSkala.keterangan} from ${igaSkala} where ${igaSkala.id} = ${id})`;
  return {
    jawaban_id: t.id,
    nilai: t.nilai,
    nilai_sebelum: t.nilai_sebelum,
    nilai_sesudah: t.nilai_sesudah,
    skala_nilai: skalaDari(t.skala_id, 'nilai'),
    skala: skalaDari(t.skala_id, 'keterangan'),
    skor: t.skor,
    verifikasi_nilai: t.verifikasi_nilai,
    verifikasi_nilai_sebelum: t.verifikasi_nilai_sebelum,
    verifikasi_nilai_sesudah: t.verifikasi_nilai_sesudah,
    verifikasi_skala_nilai: skalaDari(t.verifikasi_skala_id, 'nilai'),
    verifikasi_skala: skalaDari(t.verifikasi_skala_id, 'keterangan'),
    verifikasi_skor: t.verifikasi_skor,
    verified_at: t.verified_at,
    alasan: t.alasan,
    catatan: t.catatan,
  };
}

const kolomIndikator = {
  indikator_id: igaIndikator.id,
  kode: igaIndikator.kode,
  nama: igaIndikator.indikator,
  bobot: igaIndikator.bobot,
  jenis: igaIndikator.jenis,
  rumus: igaIndikator.rumus,
  no_urut: igaIndikator.no_urut,
  tahun_katalog: igaIndikator.tahun,
  tipe: igaIndikator.tipe,
};

type RowGabung = Record<keyof typeof kolomIndikator, unknown> & Record<string, unknown>;

/**
 * The year's catalogue rows of one tipe with the owner's answers, plus answers stored for an indicator outside
 * that catalogue (the engine sums every stored answer of the year, so the rows add up to its SPD).
 */
function gabungBaris(rows: RowGabung[], tahun: number, tipe: 'P' | 'I'): JawabanMentah[] {
  return rows
    .filter((r) => (r.tahun_katalog === tahun && r.tipe === tipe && r.jenis !== 'A') || r.jawaban_id != null)
    .sort((a, b) => Number(a.no_urut) - Number(b.no_urut) || Number(a.indikator_id) - Number(b.indikator_id))
    .map((r) => ({ ...(r as unknown as JawabanMentah), dijawab: r.jawaban_id != null, ada_bukti: Boolean(r.ada_bukti) }));
}

/** The region's indicators of the year (tipe P) with its answers and their evidence. */
async function barisSpd(db: DbOrTx, profilId: number, tahun: number): Promise<JawabanMentah[]> {
  const rows = await db
    .select({ ...kolomIndikator, ...kolomJawaban(indikatorDaerah), ada_bukti: adaBuktiSql('daerah', sql`${profilId}`, igaIndikator.id) })
    .from(igaIndikator)
    .leftJoin(indikatorDaerah, and(eq(indikatorDaerah.indikator_id, igaIndikator.id), eq(indikatorDaerah.profil_id, profilId), eq(indikatorDaerah.tahun, tahun)))
    .where(
      sql`(${igaIndikator.tahun} = ${tahun} and ${igaIndikator.tipe} = 'P') or ${igaIndikator.id} in (select ${indikatorDaerah.indikator_id} from ${indikatorDaerah} where ${indikatorDaerah.profil_id} = ${profilId} and ${indikatorDaerah.tahun} = ${tahun})`,
    )
    .orderBy(asc(igaIndikator.no_urut), asc(igaIndikator.id));
  return gabungBaris(rows as RowGabung[], tahun, 'P');
}

/** One innovation's indicators of the year's catalogue (tipe I; kematangan is summed over it) with its answers and evidence. */
async function barisKematangan(db: DbOrTx, inovasiId: number, tahun: number): Promise<JawabanMentah[]> {
  const rows = await db
    .select({ ...kolomIndikator, ...kolomJawaban(indikatorInovasi), ada_bukti: adaBuktiSql('inovasi', sql`${inovasiId}`, igaIndikator.id) })
    .from(igaIndikator)
    .leftJoin(indikatorInovasi, and(eq(indikatorInovasi.indikator_id, igaIndikator.id), eq(indikatorInovasi.inovasi_id, inovasiId), eq(indikatorInovasi.jenis, 'penerapan')))
    .where(and(eq(igaIndikator.tahun, tahun), eq(igaIndikator.tipe, 'I')))
    .orderBy(asc(igaIndikator.no_urut), asc(igaIndikator.id));
  return gabungBaris(rows as RowGabung[], tahun, 'I');
}

type InovasiBaris = Awaited<ReturnType<typeof pilihInovasi>>[number];

/** Counted or not in each source, with the kematangan each uses (self: kematangan; verified: `kematanganTerverifikasi`). */
function kelayakan(i: InovasiBaris, m: Awaited<ReturnType<typeof metodologiTahun>>, tahun: number, terlihat: boolean) {
  const self = cekKelayakanInovasi(i, m.kelayakan, tahun);
  const ver = cekKelayakanTerverifikasi(i, { status_nomor: i.status_nomor, qc: i.qc }, m.kelayakan, tahun);
  return {
    mandiri: { dihitung: self.dihitung, alasan: self.alasan, kematangan: angka(i.kematangan) },
    terverifikasi: terlihat ? { dihitung: ver.dihitung, alasan: ver.alasan, kematangan: angka(kematanganTerverifikasi(i)), menunggu_qc: ver.menunggu_qc === true } : null,
    ver,
  };
}

interface Pemanggil {
  user: SessionUser;
  settings: SettingsMap;
}

/** Visibility of the region's verified side for this caller and year (the region indicator page's rule). */
const terlihatDaerah = ({ user, settings }: Pemanggil, tahun: number): EvaluasiTerlihat =>
  evaluasiDaerahTerlihat({ lihat_evaluasi: can(user, 'lihat_evaluasi', 'indikator'), settings, hariIni: hariIniWib(), tahun });

/** Visibility of one innovation's verified side: the region's rule, or the innovation's (a verifier decided). */
const terlihatInovasi = ({ user }: Pemanggil, daerah: EvaluasiTerlihat, statusNomor: number | null | undefined): EvaluasiTerlihat =>
  daerah.terlihat ? daerah : evaluasiInovasiTerlihat({ lihat_evaluasi: can(user, 'lihat_evaluasi', 'indikator'), status_nomor: statusNomor });

/** The year asked, or the first assessment year of the settings. */

/** The region's breakdown, both sources (the screen, the PDF). */
export async function rincianDaerah(db: DbOrTx, p: Pemanggil, profilId: number, tahunQ: number | undefined, sumber: Sumber = 'self'): Promise<RincianSkorDaerah> {
  const profil = await profilRincian(db, p.user, profilId);
  const tahun = tahunDari(p.settings, tahunQ);
  const terlihat = terlihatDaerah(p, tahun);
  if (sumber === 'verified' && !terlihat.terlihat) throw new AppError('FORBIDDEN', terlihat.alasan ?? undefined);
  const m = await metodologiTahun(db, tahun);
  const [[hasil], inovasi, yandas, tersimpan, spd] = await Promise.all([
    hitungDaerah(db, tahun, [profil.id]),
    pilihInovasi(db).where(and(eq(iga2020Inovasi.profil_id, profil.id), eq(iga2020Inovasi.is_lomba, 0))).orderBy(asc(iga2020Inovasi.nama), asc(iga2020Inovasi.id)).limit(1000),
    db.select({ id: igaUrusanPemerintahan.id }).from(igaUrusanPemerintahan).where(eq(igaUrusanPemerintahan.yandas, 1)),
    db
      .select({ sumber: indeksHasil.sumber, iid: indeksHasil.iid, updated_at: indeksHasil.updated_at })
      .from(indeksHasil)
      .where(and(eq(indeksHasil.profil_id, profil.id), eq(indeksHasil.tahun, tahun), inArray(indeksHasil.sumber, ['self', 'verified']))),
    barisSpd(db, profil.id, tahun),
  ]);
  if (!hasil) throw new AppError('NOT_FOUND', 'Profil tidak ditemukan.');
  const yandasIds = yandas.map((y) => y.id);
  const daftar: InovasiRincian[] = [];
  const urusanSelf: (string | null)[] = [];
  const urusanVer: (string | null)[] = [];
  for (const i of inovasi) {
    const k = kelayakan(i, m, tahun, terlihatInovasi(p, terlihat, i.status_nomor).terlihat);
    if (k.mandiri.dihitung) urusanSelf.push(i.urusan);
    if (k.ver.dihitung) urusanVer.push(i.urusan);
    const dipilih = sumber === 'verified' ? k.terverifikasi! : k.mandiri;
    daftar.push({
      id: i.id,
      nama: i.nama,
      tahapan: i.inovasi_status == null ? null : labelTahapan(i.inovasi_status),
      waktu_implementasi: i.waktu_implementasi,
      status_registrasi: statusRegistrasiRincian(i.status_nomor == null ? null : { status_nomor: i.status_nomor, qc: i.qc }),
      dihitung: dipilih.dihitung,
      alasan: dipilih.alasan,
      kematangan: dipilih.kematangan,
      mandiri: k.mandiri,
      terverifikasi: k.terverifikasi,
    });
  }
  const simpan = (s: Sumber) => {
    const t = tersimpan.find((x) => x.sumber === s);
    return t ? { iid: t.iid, updated_at: t.updated_at } : null;
  };
  const sisi = (s: Sumber, h: HasilIndeks, urusan: (string | null)[]) => ({ hasil: h, urusan_yandas_tercakup: hitungUrusanYandasTercakup(urusan, yandasIds), tersimpan: simpan(s) });
  const mandiri = sisi('self', hasil.self, urusanSelf);
  const terverifikasi = terlihat.terlihat ? sisi('verified', hasil.verified, urusanVer) : null;
  const dipilih = sumber === 'verified' ? terverifikasi! : mandiri;
  const aturan = m.skor_jumlah_inovasi;
  return {
    profil_id: profil.id,
    nama: profil.nama,
    tahun,
    sumber,
    hasil: dipilih.hasil,
    urusan_yandas_tercakup: dipilih.urusan_yandas_tercakup,
    syarat_urusan_yandas_min: aturan.rumus !== null ? (aturan.syarat_urusan_yandas_min ?? null) : null,
    tersimpan: dipilih.tersimpan,
    mandiri,
    terverifikasi,
    verifikasi_terlihat: terlihat.terlihat,
    alasan_verifikasi_tersembunyi: terlihat.alasan,
    spd: spd.map((r) => barisIndikator(r, terlihat.terlihat)),
    inovasi: daftar,
  };
}

/** One innovation of the region: counted or not in each source, and its indicators self beside verified. */
async function rincianInovasi(db: DbOrTx, p: Pemanggil, profilId: number, inovasiId: number, tahunQ: number | undefined): Promise<RincianSkorInovasi> {
  const profil = await profilRincian(db, p.user, profilId);
  const tahun = tahunDari(p.settings, tahunQ);
  const [i] = await pilihInovasi(db).where(and(eq(iga2020Inovasi.id, inovasiId), eq(iga2020Inovasi.profil_id, profil.id), eq(iga2020Inovasi.is_lomba, 0)));
  if (!i) throw new AppError('NOT_FOUND', 'Inovasi tidak ditemukan pada daerah ini.');
  const terlihat = terlihatInovasi(p, terlihatDaerah(p, tahun), i.status_nomor);
  const [m, rows] = await Promise.all([metodologiTahun(db, tahun), barisKematangan(db, i.id, tahun)]);
  const k = kelayakan(i, m, tahun, terlihat.terlihat);
  const indikator = rows.map((r) => barisIndikator(r, terlihat.terlihat));
  const jumlah = angka(indikator.reduce((s, r) => s + r.skor, 0)) ?? 0;
  const jumlahVer = terlihat.terlihat ? angka(indikator.reduce((s, r) => s + (r.skor_terverifikasi ?? 0), 0)) : null;
  const catatan: string[] = [];
  const a = (n: number | null) => (n ?? 0).toLocaleString('id-ID', { maximumFractionDigits: 4 });
  if (i.kematangan != null && Math.abs(i.kematangan - jumlah) > 1e-6) catatan.push(`Kematangan tersimpan ${a(i.kematangan)} berbeda dari jumlah skor indikator tahun ${tahun} (${a(jumlah)}): kematangan dihitung menurut katalog tahun penilaian.`);
  if (k.terverifikasi && jumlahVer !== null && Math.abs((k.terverifikasi.kematangan ?? 0) - jumlahVer) > 1e-6) {
    catatan.push(
      i.verifikasi_points == null
        ? `Belum ada evaluasi verifikator: indeks terverifikasi memakai kematangan mandiri ${a(k.terverifikasi.kematangan)}, bukan jumlah skor terverifikasi per indikator (${a(jumlahVer)}).`
        : `Kematangan terverifikasi yang dipakai indeks ${a(k.terverifikasi.kematangan)} berbeda dari jumlah skor terverifikasi per indikator (${a(jumlahVer)}).`,
    );
  }
  return {
    id: i.id,
    profil_id: profil.id,
    nama: i.nama,
    tahun,
    tahapan: i.inovasi_status == null ? null : labelTahapan(i.inovasi_status),
    waktu_implementasi: i.waktu_implementasi,
    status_registrasi: statusRegistrasiRincian(i.status_nomor == null ? null : { status_nomor: i.status_nomor, qc: i.qc }),
    mandiri: k.mandiri,
    terverifikasi: k.terverifikasi,
    verifikasi_terlihat: terlihat.terlihat,
    alasan_verifikasi_tersembunyi: terlihat.alasan,
    jumlah_skor: jumlah,
    jumlah_skor_terverifikasi: jumlahVer,
    catatan,
    indikator,
  };
}

export async function rincianRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const pemanggil = async (user: SessionUser): Promise<Pemanggil> => ({ user, settings: await app.ctx.settings.all() });

  rute(app, K_INDEKS.rincian, async ({ user, params, query }) => ({
    status: 1 as const,
    data: await rincianDaerah(db, await pemanggil(user), params.profil_id, query.tahun, query.sumber ?? 'self'),
  }));

  rute(app, K_INDEKS.rincianInovasi, async ({ user, params, query }) => ({
    status: 1 as const,
    data: await rincianInovasi(db, await pemanggil(user), params.profil_id, params.id, query.tahun),
  }));

  rute(app, K_INDEKS.rincianPdf, async ({ user, params, query, reply }) => {
    const data = await rincianDaerah(db, await pemanggil(user), params.profil_id, query.tahun);
    // pdfmake and its fonts load on the first PDF, not with the module
    const { rincianPdf } = await import('./rincian-pdf');
    const pdf = await rincianPdf(data);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="rincian-skor-${data.profil_id}-${data.tahun}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
