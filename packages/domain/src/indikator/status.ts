import type { JenisIndikator, SkalaDef } from '../indeks/types';
import { dokumenSah, jenisDokumen, type DokumenBukti, type JenisDokumen } from './dokumen';
import { adaJawaban, jawabanLengkap, type JawabanIndikator } from './jawaban';

/** Overall statuses of a region's or an innovation's indicators (core spec section 8). */
export const STATUS_BELUM_LENGKAP = 'Belum Lengkap';
export const STATUS_MANDATORI_TERPENUHI = 'Indikator Mandatori Sudah Terpenuhi';
export type StatusKeseluruhan = typeof STATUS_BELUM_LENGKAP | typeof STATUS_MANDATORI_TERPENUHI;

/**
 * Status of one indicator:
 * - `Lengkap`: answered and backed by at least one valid document;
 * - `Belum Ada Bukti`: answered, no valid document yet;
 * - `Belum Diisi`: no complete answer (documents may exist);
 * - `Otomatis`: computed by the system (jenis A).
 */
export const STATUS_INDIKATOR = ['Lengkap', 'Belum Ada Bukti', 'Belum Diisi', 'Otomatis'] as const;
export type StatusIndikator = (typeof STATUS_INDIKATOR)[number];

/** What the status rules need of an indicator. */
export interface IndikatorStatusDef {
  id: number;
  jenis: JenisIndikator | string;
  skala: readonly SkalaDef[];
  required: boolean | number;
  document_type?: string | null;
}

export interface HasilStatusIndikator {
  /** The answer is complete for its type (F: any answer or a valid photo). */
  terisi: boolean;
  jumlah_dokumen: number;
  /** Documents that count as evidence for this indicator. */
  dokumen_sah: number;
  jenis_dokumen: JenisDokumen;
  status: StatusIndikator;
}

export const wajib = (ind: Pick<IndikatorStatusDef, 'required'>): boolean => ind.required === true || ind.required === 1;

export function statusIndikator(ind: IndikatorStatusDef, jawaban: Partial<JawabanIndikator> | null | undefined, dokumen: readonly DokumenBukti[]): HasilStatusIndikator {
  const jenis = jenisDokumen(ind);
  const milik = dokumen.filter((d) => d.indikator_id === ind.id);
  const sah = milik.filter((d) => dokumenSah(jenis, d)).length;
  if (ind.jenis === 'A') return { terisi: true, jumlah_dokumen: milik.length, dokumen_sah: sah, jenis_dokumen: jenis, status: 'Otomatis' };
  const terisi = ind.jenis === 'F' ? adaJawaban(jawaban) || sah > 0 : jawabanLengkap(ind, jawaban);
  const status: StatusIndikator = !terisi ? 'Belum Diisi' : sah > 0 ? 'Lengkap' : 'Belum Ada Bukti';
  return { terisi, jumlah_dokumen: milik.length, dokumen_sah: sah, jenis_dokumen: jenis, status };
}

/**
 * "Indikator Mandatori Sudah Terpenuhi" when every mandatory indicator
 * (required = 1, automatic ones excepted) is answered and has valid evidence;
 * otherwise "Belum Lengkap".
 */
export function statusKeseluruhan(items: readonly { ind: Pick<IndikatorStatusDef, 'required' | 'jenis'>; status: StatusIndikator }[]): StatusKeseluruhan {
  const ok = items.every(({ ind, status }) => !wajib(ind) || ind.jenis === 'A' || status === 'Lengkap');
  return ok ? STATUS_MANDATORI_TERPENUHI : STATUS_BELUM_LENGKAP;
}
