import { can } from '../permissions/matrix';
import type { Actor } from '../permissions/roles';
import type { HasilIndeks, RegistrasiKelayakan } from './indeks';

/**
 * The score breakdown of a region ("Rincian Skor", why this score): who may open it, the registration state
 * as words, and the formula lines shown on screen and in the PDF. The numbers themselves come from the
 * engine (`hitungIndeks`); nothing here computes a score.
 */

/**
 * Who may open a region's breakdown: the ranking roles (matrix `indeks.ranking`) every region (`semua`), a
 * region's own account (`pemda`) only its own region (`daerah_sendiri`: the handler checks the scope, and
 * another region answers 404); anyone else not at all (null: 403).
 */
export function aksesRincianSkor(actor: Actor | { role: Actor } | null | undefined): 'semua' | 'daerah_sendiri' | null {
  if (can(actor, 'ranking', 'indeks')) return 'semua';
  const role = actor == null ? 'guest' : typeof actor === 'string' ? actor : actor.role;
  return role === 'pemda' ? 'daerah_sendiri' : null;
}

/** Shown for an innovation the verified source counts while quality control has not confirmed it yet. */
export const LABEL_MENUNGGU_QC = 'Dihitung sementara, menunggu QC';

/** Shown for an answer with a score that has no evidence and that no verifier evaluated. */
export const LABEL_TANPA_BUKTI = 'Belum ada bukti dukung: tidak dihitung dalam skor terverifikasi';

/** The registration of an innovation in words (null: never sent). */
export function statusRegistrasiRincian(reg: RegistrasiKelayakan | null | undefined): string {
  const s = reg?.status_nomor;
  if (s === null || s === undefined) return 'Belum dikirim';
  if (s === 0) return 'Menunggu verifikasi';
  if (s === 2) return 'Ditolak verifikator';
  if (s !== 1) return 'Ditarik';
  if (reg?.qc === 1) return 'Disetujui, dikonfirmasi QC';
  if (reg?.qc === 2) return 'Dikembalikan QC';
  return 'Disetujui verifikator, menunggu QC';
}

/** A score with up to 4 decimals, Indonesian style (9,25). */
export const angkaRincian = (v: number | null | undefined, desimal = 4): string =>
  typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { maximumFractionDigits: desimal }) : '–';

export interface BarisRumus {
  /** What the line computes (SPD, SID, …). */
  label: string;
  /** The formula in words. */
  rumus: string;
  /** The formula with this region's numbers and the result. */
  nilai: string;
}

/** The engine's result fields the formula lines read (a stored answer or {@link HasilIndeks}). */
export type HasilRumus = Pick<
  HasilIndeks,
  'spd' | 'jumlah_kematangan' | 'jumlah_inovasi' | 'k' | 'pembagi' | 'rata_kematangan' | 'skor_jumlah_inovasi' | 'sid' | 'total' | 'skor_maks_total' | 'iid' | 'predikat'
>;

/**
 * The formula lines of one result (methodology §4.2): SPD, Σ kematangan / MAX(k, n), the count score, SID,
 * total and IID, each with the region's numbers. `urusan` gives the basic-service coverage and the year's
 * minimum for the count-score line when the year sets one.
 */
export function barisRumus(h: HasilRumus, urusan?: { tercakup: number; syarat: number | null }): BarisRumus[] {
  const a = angkaRincian;
  const syaratUrusan =
    urusan && urusan.syarat !== null
      ? ` (urusan wajib pelayanan dasar tercakup ${urusan.tercakup} dari minimal ${urusan.syarat}${urusan.tercakup < urusan.syarat ? ': belum memenuhi syarat, skor 0' : ''})`
      : '';
  return [
    { label: 'SPD', rumus: 'Σ skor indikator satuan pemerintah daerah', nilai: a(h.spd) },
    {
      label: 'Rata-rata kematangan',
      rumus: 'Σ kematangan / MAX(k, n)',
      nilai: `${a(h.jumlah_kematangan)} / MAX(${a(h.k)}, ${h.jumlah_inovasi}) = ${a(h.jumlah_kematangan)} / ${a(h.pembagi)} = ${a(h.rata_kematangan)}`,
    },
    {
      label: 'Skor jumlah inovasi',
      rumus: `menurut aturan tahun ini untuk n = ${h.jumlah_inovasi}`,
      nilai: h.skor_jumlah_inovasi === null ? 'Belum ditetapkan (dihitung 0)' : `${a(h.skor_jumlah_inovasi)}${syaratUrusan}`,
    },
    { label: 'SID', rumus: 'rata-rata kematangan + skor jumlah inovasi', nilai: `${a(h.rata_kematangan)} + ${a(h.skor_jumlah_inovasi ?? 0)} = ${a(h.sid)}` },
    { label: 'Skor total', rumus: 'SPD + SID', nilai: `${a(h.spd)} + ${a(h.sid)} = ${a(h.total)}` },
    {
      label: 'IID',
      rumus: 'skor total / skor total maksimum × 100',
      nilai: h.skor_maks_total === null || h.iid === null ? `skor total maksimum belum ditetapkan: ${h.predikat}` : `${a(h.total)} / ${a(h.skor_maks_total)} × 100 = ${h.iid.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} (${h.predikat})`,
    },
  ];
}
