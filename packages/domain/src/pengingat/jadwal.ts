import type { TingkatRisiko } from '../tenggat/risiko';

/**
 * Reminders before the close of the filling period (issue 20): on which days they go out (settings
 * `pengingat_hari`, e.g. "14,7,3,1" days before `periode_selesai`), to whom (the accounts of regions the
 * deadline board marks at risk), with what text, and the key that makes each one go out once.
 */

/** Days before the close, from the setting: positive whole numbers up to 365, largest first, no duplicates. */
export function parseHariPengingat(v: string | null | undefined): number[] {
  const out = String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,3}$/.test(s))
    .map(Number)
    .filter((n) => n >= 0 && n <= 365);
  return [...new Set(out)].sort((a, b) => b - a);
}

/** The setting's message under the input: null when valid. */
export function validasiHariPengingat(v: string): string | null {
  if (!v.trim()) return null;
  const parts = v.split(',').map((s) => s.trim());
  if (parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 365)) return 'Isi jumlah hari sebelum akhir periode, dipisah koma (contoh: 14,7,3,1), masing-masing 0 sampai 365.';
  return null;
}

/** Is today a reminder day? The point (days left) when it is, else null. */
export function titikPengingatHariIni(hariSisa: number | null, hari: readonly number[]): number | null {
  return hariSisa != null && hari.includes(hariSisa) ? hariSisa : null;
}

/** Only regions at risk are reminded (the board's high and medium levels). */
export const perluPengingat = (risiko: TingkatRisiko): boolean => risiko !== 'rendah';

/** The one-time key of a reminder: an account, a close date and a point (several processes send it once). */
export const kunciPengingat = (usrAsnId: number, periodeSelesai: string, titik: number): string => `pengingat:${usrAsnId}:${periodeSelesai}:${titik}`;

export interface IsiPengingat {
  judul: string;
  teks: string;
}

/** The reminder's subject and text, in Indonesian, with what is missing and where to act. */
export function isiPengingat(a: { nama_daerah: string; tahun: number; hari_sisa: number; periode_selesai: string; alasan: readonly string[]; alamat_aplikasi: string; alamat_berhenti: string }): IsiPengingat {
  const kapan = a.hari_sisa === 0 ? 'hari ini' : `${a.hari_sisa} hari lagi`;
  const judul = `Pengingat: periode pengisian Indeks Inovasi Daerah ${a.tahun} berakhir ${kapan}`;
  const teks = [
    `Yth. operator ${a.nama_daerah},`,
    '',
    `Periode pengisian Indeks Inovasi Daerah tahun ${a.tahun} berakhir pada ${a.periode_selesai} (${kapan}). Menurut data saat ini:`,
    ...a.alasan.map((x) => `- ${x}`),
    '',
    `Lihat langkah yang paling menambah nilai daerah Anda di Simulasi Skor: ${a.alamat_aplikasi}/dashboard/simulasi-skor`,
    '',
    `Tidak ingin menerima pengingat ini lagi? ${a.alamat_berhenti}`,
  ].join('\n');
  return { judul, teks };
}

/** `menunggu`: the e-mail waits in the job queue (decision 114); it becomes `terkirim` or, after its attempts, `gagal`. */
export const STATUS_PENGINGAT = ['menunggu', 'terkirim', 'tanpa_email', 'gagal'] as const;
