import { iidTampil, predikatRanking } from './predikat';
import { bulat, skorIndikator } from './skor-indikator';
import type { AturanJumlahInovasi, IndikatorDef, Jawaban, JawabanPerIndikator, Kelayakan, Metodologi } from './types';

/** Text the caller shows when the count score (Skor Jumlah Inovasi) has no formula for the year. */
export const SKOR_JUMLAH_INOVASI_BELUM_DITETAPKAN = 'Belum ditetapkan';

/** Number of basic-service affairs (urusan wajib pelayanan dasar, UU 23/2014 Pasal 12). */
export const JUMLAH_URUSAN_YANDAS = 6;

function jawabanUntuk(jawaban: JawabanPerIndikator, id: number): Jawaban | null | undefined {
  if (jawaban instanceof Map) return (jawaban as ReadonlyMap<number, Jawaban | null | undefined>).get(id);
  return (jawaban as Readonly<Record<number, Jawaban | null | undefined>>)[id];
}

function jumlahSkor(indikator: readonly IndikatorDef[], tipe: IndikatorDef['tipe'], jawaban: JawabanPerIndikator): number {
  let total = 0;
  for (const ind of indikator) if (ind.tipe === tipe) total += skorIndikator(ind, jawabanUntuk(jawaban, ind.id));
  return bulat(total);
}

/**
 * SPD score: the sum of the scores of the regional-unit indicators (tipe P, all
 * sub-rows), 0..63 with the 2026 catalogue. Indicators of another tipe are ignored.
 * `jawaban` is keyed by indicator id; a missing answer scores 0.
 */
export function skorSpd(indikatorP: readonly IndikatorDef[], jawaban: JawabanPerIndikator): number {
  return jumlahSkor(indikatorP, 'P', jawaban);
}

/**
 * Kematangan (maturity) of one innovation: the sum of the scores of the
 * innovation-unit indicators (tipe I, indicators 16–35), 0..111 with the 2026
 * catalogue. The automatic indicator 36 (jenis A) scores 0 here. Indicators of
 * another tipe are ignored.
 */
export function kematangan(indikatorI: readonly IndikatorDef[], jawaban: JawabanPerIndikator): number {
  return jumlahSkor(indikatorI, 'I', jawaban);
}

function bilanganCacah(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * Skor Jumlah Inovasi (indicator 36) for `n` counted innovations:
 * - `linear` (2026): MIN(n, batas_n) × faktor, capped at maks;
 * - `tabel`: the score of the band with the highest min_n ≤ n (0 below every
 *   band), capped at maks;
 * - with `syarat_urusan_yandas_min`: 0 when the innovations cover fewer of the
 *   6 basic-service affairs than that (2026: 5);
 * - `rumus: null` (formula unknown, e.g. 2023) → null; the caller shows
 *   {@link SKOR_JUMLAH_INOVASI_BELUM_DITETAPKAN}.
 *
 * A negative or non-finite n counts as 0; a fractional n is floored.
 */
export function skorJumlahInovasi(rule: AturanJumlahInovasi, n: number, urusanYandasTercakup: number): number | null {
  if (rule.rumus === null) return null;
  if (rule.syarat_urusan_yandas_min !== undefined && !(urusanYandasTercakup >= rule.syarat_urusan_yandas_min)) return 0;
  const jumlah = bilanganCacah(n);
  const maks = Number.isFinite(rule.maks) && rule.maks >= 0 ? rule.maks : Infinity;
  let skor: number;
  if (rule.rumus === 'linear') {
    skor = Math.min(jumlah, rule.batas_n) * rule.faktor;
  } else {
    const band = [...rule.batas].sort((a, b) => b.min_n - a.min_n).find((b) => b.min_n <= jumlah);
    skor = band ? band.skor : 0;
  }
  return bulat(Math.max(0, Math.min(skor, maks)));
}

/**
 * Number of distinct basic-service affairs covered by the innovations.
 * `urusan` per innovation is the comma-joined id list of `urusan_pemerintah_id`
 * (or an array of ids); `idYandas` are the ids of the 6 basic-service affairs in
 * the caller's `iga_urusan_pemerintahan` table (1–6 in master-data.json).
 */
export function hitungUrusanYandasTercakup(
  urusan: readonly (string | readonly number[] | null | undefined)[],
  idYandas: readonly number[],
): number {
  const yandas = new Set(idYandas);
  const tercakup = new Set<number>();
  for (const u of urusan) {
    const ids = typeof u === 'string' ? u.split(',').map((s) => Number(s.trim())) : (u ?? []);
    for (const id of ids) if (yandas.has(id)) tercakup.add(id);
  }
  return tercakup.size;
}

/** The innovation fields the counting rules look at. */
export interface InovasiKelayakan {
  /** 0 Inisiatif, 1 Uji Coba, 2 Penerapan. */
  inovasi_status: number | null | undefined;
  /** Application date, YYYY-MM-DD (a timestamp is cut to its date). */
  waktu_implementasi?: string | null;
  /** Set when an admin took the innovation out of the index, with this reason. */
  keluar_indeks_alasan?: string | null;
}

/** The registration state the verified source looks at (null: never sent). */
export interface RegistrasiKelayakan {
  /** 0 pending, 1 approved by a verifier, 2 rejected, -1 withdrawn. */
  status_nomor: number | null | undefined;
  /** 0 waiting, 1 confirmed, 2 returned by quality control. */
  qc: number | null | undefined;
}

export interface HasilKelayakan {
  dihitung: boolean;
  /** Why the innovation is not counted (Indonesian, for the UI); empty when counted. */
  alasan: string[];
  /** Verified source only: counted, but quality control has not confirmed the approval yet (provisional). */
  menunggu_qc?: boolean;
}

function tanggal(v: string | null | undefined): string | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d ? m[0] : null;
}

/**
 * The counting window of `tahunPenilaian` read from its rules (`kelayakan`): the minimum stage and the
 * application-date window (both ends inclusive; `tahun_terakhir` N gives [T − N]-01-01 … [T − 1]-12-31, met
 * with any explicit dates). Null ends are open; `tanggal` null when the year sets no date rule. The period
 * definition (inovasi/periode.ts) shows this window on every screen; {@link cekKelayakanInovasi} applies it.
 */
export function jendelaDihitung(
  kelayakan: Kelayakan | null | undefined,
  tahunPenilaian: number,
): { tahapanMin: number | null; tanggal: { min: string | null; max: string | null } | null } {
  const k = kelayakan ?? {};
  const tahapanMin = k.tahapan_min ?? null;
  if (k.waktu_penerapan_min === undefined && k.waktu_penerapan_max === undefined && k.tahun_terakhir === undefined) return { tahapanMin, tanggal: null };
  let min = k.waktu_penerapan_min ?? null;
  let max = k.waktu_penerapan_max ?? null;
  if (k.tahun_terakhir !== undefined) {
    const dari = `${String(tahunPenilaian - k.tahun_terakhir).padStart(4, '0')}-01-01`;
    const sampai = `${String(tahunPenilaian - 1).padStart(4, '0')}-12-31`;
    min = min === null || dari > min ? dari : min;
    max = max === null || sampai < max ? sampai : max;
  }
  return { tahapanMin, tanggal: { min, max } };
}

/**
 * Which innovations count in the SELF index of `tahunPenilaian` (methodology §4.2, §4.6: "all n reported
 * innovations" of the assessment year), each rule applying only when the year's methodology sets it:
 * - `tahapan_min`: inovasi_status ≥ tahapan_min (2 = Penerapan);
 * - `waktu_penerapan_min` / `waktu_penerapan_max`: application date inside the window, both ends inclusive
 *   (2026: 2024-01-01 to 2025-12-31);
 * - `tahun_terakhir` N: application year within the N calendar years BEFORE the assessment year,
 *   [T − N, T − 1]. This reading [inferred] follows the only explicit windows we have: 2026 counts
 *   2024–2025, and the 2021 assessment counted innovations applied in 2019 and 2020.
 * And always: not taken out of the index by an admin (`keluar_indeks_alasan`, the reason is shown).
 * A date rule with a missing or invalid application date fails. No flag set by hand decides counting
 * (`is_index` is the workflow's lock, set when quality control confirms).
 */
export function cekKelayakanInovasi(inovasi: InovasiKelayakan, kelayakan: Kelayakan | null | undefined, tahunPenilaian: number): HasilKelayakan {
  const alasan: string[] = [];
  const k = kelayakan ?? {};
  const keluar = inovasi.keluar_indeks_alasan?.trim();
  if (keluar) alasan.push(`Dikeluarkan dari indeks oleh admin: ${keluar}`);
  if (k.tahapan_min !== undefined) {
    const s = inovasi.inovasi_status;
    if (typeof s !== 'number' || !Number.isFinite(s) || s < k.tahapan_min) alasan.push('Tahapan inovasi belum memenuhi syarat.');
  }
  const butuhTanggal = k.waktu_penerapan_min !== undefined || k.waktu_penerapan_max !== undefined || k.tahun_terakhir !== undefined;
  if (butuhTanggal) {
    const t = tanggal(inovasi.waktu_implementasi);
    if (t === null) {
      alasan.push('Waktu penerapan inovasi belum diisi atau tidak valid.');
    } else {
      if ((k.waktu_penerapan_min !== undefined && t < k.waktu_penerapan_min) || (k.waktu_penerapan_max !== undefined && t > k.waktu_penerapan_max)) {
        alasan.push(`Waktu penerapan di luar rentang ${k.waktu_penerapan_min ?? '…'} s.d. ${k.waktu_penerapan_max ?? '…'}.`);
      }
      if (k.tahun_terakhir !== undefined) {
        const tahun = Number(t.slice(0, 4));
        const dari = tahunPenilaian - k.tahun_terakhir;
        const sampai = tahunPenilaian - 1;
        if (tahun < dari || tahun > sampai) alasan.push(`Waktu penerapan harus pada tahun ${dari} s.d. ${sampai}.`);
      }
    }
  }
  return { dihitung: alasan.length === 0, alasan };
}

/** Whether an innovation is counted in the self index of `tahunPenilaian`; see {@link cekKelayakanInovasi}. */
export function inovasiDihitung(inovasi: InovasiKelayakan, kelayakan: Kelayakan | null | undefined, tahunPenilaian: number): boolean {
  return cekKelayakanInovasi(inovasi, kelayakan, tahunPenilaian).dihitung;
}

/**
 * Which innovations count in the VERIFIED index ("the index is computed after verification and QC"): those
 * counted in the self index whose registration a verifier approved (status 1) and quality control did not
 * return (qc ≠ 2). An approval quality control has not looked at yet (qc 0) counts provisionally and is
 * marked `menunggu_qc`; a returned one (qc 2), a pending, rejected or withdrawn registration, and an
 * innovation never sent do not count.
 */
export function cekKelayakanTerverifikasi(
  inovasi: InovasiKelayakan,
  registrasi: RegistrasiKelayakan | null | undefined,
  kelayakan: Kelayakan | null | undefined,
  tahunPenilaian: number,
): HasilKelayakan {
  const dasar = cekKelayakanInovasi(inovasi, kelayakan, tahunPenilaian);
  const alasan = [...dasar.alasan];
  const status = registrasi?.status_nomor;
  const qc = registrasi?.qc ?? 0;
  if (status === null || status === undefined) alasan.push('Inovasi belum dikirim ke Kemendagri.');
  else if (status === 0) alasan.push('Registrasi inovasi menunggu verifikasi.');
  else if (status === 2) alasan.push('Registrasi inovasi ditolak verifikator.');
  else if (status !== 1) alasan.push('Registrasi inovasi ditarik.');
  else if (qc === 2) alasan.push('Hasil verifikasi dikembalikan oleh quality control.');
  const dihitung = alasan.length === 0;
  return { dihitung, alasan, ...(dihitung && qc !== 1 ? { menunggu_qc: true } : {}) };
}

/** Codes of the notes {@link hitungIndeks} attaches to a result. */
export type KodeCatatanIndeks = 'K_TIDAK_DITETAPKAN' | 'SKOR_JUMLAH_INOVASI_BELUM_DITETAPKAN' | 'SKOR_MAKS_TIDAK_DITETAPKAN' | 'MELEBIHI_MAKS';

export interface CatatanIndeks {
  kode: KodeCatatanIndeks;
  pesan: string;
}

export interface MasukanIndeks {
  /** SPD score of the region ({@link skorSpd}). */
  spd: number;
  /** Kematangan of every COUNTED innovation ({@link kematangan}, filtered by {@link inovasiDihitung}); n is its length. */
  kematanganList: readonly number[];
  /** Basic-service affairs covered by the counted innovations ({@link hitungUrusanYandasTercakup}). */
  urusanYandasTercakup: number;
  /** false when the region has entered nothing at all: the predicate is then {@link PREDIKAT_BELUM_MENGISI_DATA}. */
  adaData?: boolean;
}

export interface HasilIndeks {
  tahun: number;
  spd: number;
  /** Σ kematangan of the counted innovations. */
  jumlah_kematangan: number;
  /** n: number of counted innovations. */
  jumlah_inovasi: number;
  /** k actually used (1 when the year has none). */
  k: number;
  /** MAX(k, n). */
  pembagi: number;
  /** Σ kematangan / MAX(k, n). */
  rata_kematangan: number;
  /** Skor Jumlah Inovasi, or null when the year's formula is unknown (counted as 0 in sid). */
  skor_jumlah_inovasi: number | null;
  /** rata_kematangan + skor_jumlah_inovasi. */
  sid: number;
  /** spd + sid. */
  total: number;
  skor_maks_total: number | null;
  /** total / skor_maks_total × 100, 4 decimals; null without a maximum. */
  iid: number | null;
  /** The IID to show: 2 decimals. The predicate is taken on this same value. */
  iid_tampil: number | null;
  predikat: string;
  catatan: CatatanIndeks[];
}

function nonNegatif(x: number): number {
  return Number.isFinite(x) && x > 0 ? x : 0;
}

/**
 * The index of one region for one year (methodology §4.2):
 * SID = Σ kematangan / MAX(k, n) + Skor Jumlah Inovasi; total = SPD + SID;
 * IID = total / Skor Total Maksimum × 100.
 *
 * Every number keeps 4 decimals; `iid_tampil` has the 2 shown on screen.
 * - n = 0: rata_kematangan = 0 (0 / MAX(k, 0)).
 * - k missing or not positive: k = 1 is used (so the divisor is n, or 1 when
 *   n = 0) and the note K_TIDAK_DITETAPKAN is added.
 * - Formula of the count score unknown: it is null, counts as 0, and the note
 *   SKOR_JUMLAH_INOVASI_BELUM_DITETAPKAN is added.
 * - Maximum missing or not positive: iid null, predicate
 *   {@link PREDIKAT_TIDAK_DAPAT_DIUKUR}, note SKOR_MAKS_TIDAK_DITETAPKAN.
 * - total above the maximum (inconsistent catalogue): not capped; note MELEBIHI_MAKS.
 * Negative or non-finite inputs count as 0.
 */
export function hitungIndeks(metodologi: Metodologi, masukan: MasukanIndeks): HasilIndeks {
  const catatan: CatatanIndeks[] = [];
  const spd = bulat(nonNegatif(masukan.spd));
  const list = masukan.kematanganList.map(nonNegatif);
  const n = list.length;
  const jumlahKematangan = bulat(list.reduce((a, b) => a + b, 0));

  let k = metodologi.k;
  if (typeof k !== 'number' || !Number.isFinite(k) || k <= 0) {
    k = 1;
    catatan.push({ kode: 'K_TIDAK_DITETAPKAN', pesan: `Nilai k untuk tahun ${metodologi.tahun} belum ditetapkan; dipakai k = 1.` });
  }
  const pembagi = Math.max(k, n);
  const rata = bulat(jumlahKematangan / pembagi);

  const sji = skorJumlahInovasi(metodologi.skor_jumlah_inovasi, n, masukan.urusanYandasTercakup);
  if (sji === null) {
    catatan.push({
      kode: 'SKOR_JUMLAH_INOVASI_BELUM_DITETAPKAN',
      pesan: `Rumus Skor Jumlah Inovasi tahun ${metodologi.tahun} belum ditetapkan; skor ini dihitung 0.`,
    });
  }
  const sid = bulat(rata + (sji ?? 0));
  const total = bulat(spd + sid);

  const m = metodologi.skor_maks_total;
  const maks = typeof m === 'number' && Number.isFinite(m) && m > 0 ? m : null;
  let iid: number | null = null;
  if (maks === null) {
    catatan.push({ kode: 'SKOR_MAKS_TIDAK_DITETAPKAN', pesan: `Skor total maksimum tahun ${metodologi.tahun} belum ditetapkan; indeks tidak dapat diukur.` });
  } else {
    iid = bulat((total / maks) * 100);
    if (total > maks) catatan.push({ kode: 'MELEBIHI_MAKS', pesan: `Skor total ${total} melebihi skor total maksimum ${maks}; periksa bobot indikator dan metodologi.` });
  }
  const tampil = iid === null ? null : iidTampil(iid);
  const nama = predikatRanking(metodologi.predikat, iid, masukan.adaData !== false);

  return {
    tahun: metodologi.tahun,
    spd,
    jumlah_kematangan: jumlahKematangan,
    jumlah_inovasi: n,
    k,
    pembagi,
    rata_kematangan: rata,
    skor_jumlah_inovasi: sji,
    sid,
    total,
    skor_maks_total: maks,
    iid,
    iid_tampil: tampil,
    predikat: nama,
    catatan,
  };
}
