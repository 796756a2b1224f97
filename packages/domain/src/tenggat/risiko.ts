import type { Actor } from '../permissions/roles';

/**
 * Deadline board (issue 20): how far each region is against the close of the filling period, and which
 * regions are at risk. The numbers come from the server; this is the one rule that turns them into a risk
 * level and reasons, used by the board, its Excel and the reminders.
 */

/** Who opens the board: the ministry roles every region; a province account its own regions; nobody else. */
export function aksesPapanTenggat(actor: Actor | { role: Actor } | null | undefined): 'semua' | 'wilayah' | null {
  const role = actor == null ? 'guest' : typeof actor === 'string' ? actor : actor.role;
  if (role === 'superadmin' || role === 'admin' || role === 'pusat') return 'semua';
  if (role === 'provinsi') return 'wilayah';
  return null;
}

export interface KemajuanDaerah {
  /** Regional indicators (SPD) with an answer / all that take one. */
  indikator_terisi: number;
  indikator_jumlah: number;
  /** Mandatory indicators answered with their evidence / all mandatory. */
  wajib_terpenuhi: number;
  wajib_jumlah: number;
  /** Innovations of the region (not competition entries): all, drafts not sent, sent to the ministry. */
  inovasi_jumlah: number;
  inovasi_draf: number;
  inovasi_terkirim: number;
  /** The stored self IID of the year, null when never computed. */
  iid: number | null;
}

export type TingkatRisiko = 'tinggi' | 'sedang' | 'rendah';

export interface RisikoDaerah {
  tingkat: TingkatRisiko;
  /** Sort key: higher = more at risk. */
  skor: number;
  /** Reasons, in Indonesian, most serious first. */
  alasan: string[];
  /** Would be "Tidak Dapat Dinilai" (or "Belum mengisi data") if the period closed now. */
  tidak_dapat_dinilai: boolean;
  /** Overall completeness, 0-100: mandatory indicators, all indicators and at least one sent innovation. */
  persen: number;
}

export const LABEL_RISIKO: Readonly<Record<TingkatRisiko, string>> = { tinggi: 'Berisiko tinggi', sedang: 'Perlu perhatian', rendah: 'Sesuai jalur' };

const rasio = (a: number, b: number) => (b > 0 ? Math.min(1, Math.max(0, a / b)) : 1);

/**
 * The risk of one region. High: would not be assessable now (no stored IID above 0 and nothing sent) or nothing
 * sent at all, or nothing entered; medium: mandatory indicators missing or drafts not sent; low otherwise.
 */
export function risikoDaerah(k: KemajuanDaerah): RisikoDaerah {
  const alasan: string[] = [];
  const kosong = k.indikator_terisi === 0 && k.inovasi_jumlah === 0;
  const tidakDapatDinilai = kosong || ((k.iid ?? 0) <= 0 && k.inovasi_terkirim === 0);
  if (kosong) alasan.push('Belum mengisi data sama sekali.');
  else if (tidakDapatDinilai) alasan.push('Tidak dapat dinilai jika periode ditutup sekarang (IID 0).');
  if (k.inovasi_terkirim === 0) alasan.push(k.inovasi_draf > 0 ? `Belum ada inovasi terkirim (${k.inovasi_draf} draf belum dikirim).` : 'Belum ada inovasi terkirim.');
  const wajibKurang = Math.max(0, k.wajib_jumlah - k.wajib_terpenuhi);
  if (wajibKurang > 0) alasan.push(`${wajibKurang} indikator wajib belum lengkap.`);
  if (k.inovasi_terkirim > 0 && k.inovasi_draf > 0) alasan.push(`${k.inovasi_draf} inovasi masih draf.`);
  const persen = Math.round((rasio(k.wajib_terpenuhi, k.wajib_jumlah) * 0.5 + rasio(k.indikator_terisi, k.indikator_jumlah) * 0.3 + (k.inovasi_terkirim > 0 ? 0.2 : 0)) * 100);
  const tingkat: TingkatRisiko = tidakDapatDinilai || k.inovasi_terkirim === 0 ? 'tinggi' : wajibKurang > 0 || k.inovasi_draf > 0 ? 'sedang' : 'rendah';
  const skor = (tingkat === 'tinggi' ? 2000 : tingkat === 'sedang' ? 1000 : 0) + (100 - persen);
  return { tingkat, skor, alasan, tidak_dapat_dinilai: tidakDapatDinilai, persen };
}

/** Whole days from `hariIni` to the close `selesai` (both YYYY-MM-DD); negative after the close; null without a close. */
export function hariMenujuTutup(hariIni: string, selesai: string | null | undefined): number | null {
  if (!selesai || !/^\d{4}-\d{2}-\d{2}/.test(selesai)) return null;
  const a = Date.parse(`${hariIni.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${selesai.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(a) && Number.isFinite(b) ? Math.round((b - a) / 86_400_000) : null;
}
