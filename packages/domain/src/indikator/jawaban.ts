import { angka, isJenisSebelumSesudah } from '../indeks/skor-indikator';
import type { JenisIndikator, SkalaDef } from '../indeks/types';
import { uraiUrl } from './url';

/**
 * Answers to an indicator (PRF-05, INO-06): how each input type (jenis) is
 * filled, checked and normalised before it is stored and scored by the
 * engine (`skorIndikator`). Pure: the API and the web form use the same rules.
 */

/** Longest text answer (nilai, informasi). */
export const BATAS_TEKS_JAWABAN = 5000;
/** Largest magnitude of a numeric answer. */
export const BATAS_ANGKA_JAWABAN = 1e12;

/** The answer columns of indikator_daerah / indikator_inovasi. */
export interface JawabanIndikator {
  nilai: string | null;
  nilai_sebelum: number | null;
  nilai_sesudah: number | null;
  skala_id: number | null;
  informasi: string | null;
}

export const JAWABAN_KOSONG: JawabanIndikator = { nilai: null, nilai_sebelum: null, nilai_sesudah: null, skala_id: null, informasi: null };

/** What an indicator needs to know to check an answer. */
export interface IndikatorJawabanDef {
  id: number;
  jenis: JenisIndikator | string;
  skala: readonly SkalaDef[];
}

/** How a screen renders the input of an indicator. */
export const BENTUK_ISIAN = ['pilihan', 'angka', 'sebelum_sesudah', 'teks', 'video', 'foto', 'otomatis'] as const;
export type BentukIsian = (typeof BENTUK_ISIAN)[number];

export function bentukIsian(jenis: string): BentukIsian {
  if (jenis === 'H' || jenis === 'C') return 'pilihan';
  if (jenis === 'T') return 'angka';
  if (isJenisSebelumSesudah(jenis)) return 'sebelum_sesudah';
  if (jenis === 'V') return 'video';
  if (jenis === 'F') return 'foto';
  if (jenis === 'A') return 'otomatis';
  return 'teks';
}

/** An absolute http(s) URL with a real host, no spaces or credentials, at most 1000 characters. */
export function isHttpUrl(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  const s = v.trim();
  if (!s || s.length > 1000 || /[\s\u0000-\u001f\u007f\\]/.test(s)) return false;
  const u = uraiUrl(s);
  if (!u) return false;
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.username || u.password) return false;
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(u.hostname) && !u.hostname.startsWith('-');
}

const HOST_YOUTUBE = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/** A YouTube link (youtube.com, youtu.be, youtube-nocookie.com). */
export function isYoutubeUrl(v: unknown): boolean {
  if (!isHttpUrl(v)) return false;
  return HOST_YOUTUBE.has(uraiUrl(v.trim())?.hostname.toLowerCase() ?? '');
}

/** Scale rows with a numeric range (placed by value) rather than a pure choice. */
export const skalaBerentang = (skala: readonly SkalaDef[]): boolean =>
  skala.some((s) => (typeof s.mulai_dari === 'number' && Number.isFinite(s.mulai_dari)) || (typeof s.sampai_dengan === 'number' && Number.isFinite(s.sampai_dengan)));

const kosong = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Does an answer hold anything at all? */
export function adaJawaban(j: Partial<JawabanIndikator> | null | undefined): boolean {
  if (!j) return false;
  return !kosong(j.nilai) || j.nilai_sebelum != null || j.nilai_sesudah != null || j.skala_id != null || !kosong(j.informasi);
}

/**
 * Is the answer complete for its input type (the value part; evidence is
 * checked separately)? A (automatic) is always complete; F (photo) is
 * complete with any answer, its photo is the evidence.
 */
export function jawabanLengkap(ind: IndikatorJawabanDef, j: Partial<JawabanIndikator> | null | undefined): boolean {
  if (ind.jenis === 'A') return true;
  if (!j) return false;
  const adaSkala = j.skala_id != null && ind.skala.some((s) => s.id === j.skala_id);
  switch (bentukIsian(ind.jenis)) {
    case 'pilihan':
      return adaSkala;
    case 'angka':
      return angka(j.nilai) !== null || (adaSkala && !skalaBerentang(ind.skala));
    case 'sebelum_sesudah':
      return angka(j.nilai_sebelum) !== null && angka(j.nilai_sesudah) !== null;
    case 'video':
      return isHttpUrl(j.nilai) || isHttpUrl(j.informasi);
    case 'teks':
      return !kosong(j.nilai) || adaSkala;
    default:
      return adaJawaban(j);
  }
}

export interface HasilValidasiJawaban {
  /** The normalised answer to store (all fields, nulls included). */
  jawaban: JawabanIndikator;
  /** Field -> Indonesian message; empty when valid. */
  errors: Record<string, string>;
}

const KONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function teks(v: unknown, field: string, errors: Record<string, string>): string | null {
  if (kosong(v)) return null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') {
    errors[field] = 'Isian harus berupa teks.';
    return null;
  }
  const s = v.trim();
  if (KONTROL.test(s)) errors[field] = 'Isian mengandung karakter yang tidak diizinkan.';
  else if (s.length > BATAS_TEKS_JAWABAN) errors[field] = `Isian paling banyak ${BATAS_TEKS_JAWABAN} karakter.`;
  return s;
}

function bilangan(v: unknown, field: string, errors: Record<string, string>): number | null {
  if (kosong(v)) return null;
  const n = angka(v);
  if (n === null) {
    errors[field] = 'Isian harus berupa angka.';
    return null;
  }
  if (Math.abs(n) > BATAS_ANGKA_JAWABAN) {
    errors[field] = 'Angka terlalu besar.';
    return null;
  }
  return n;
}

/**
 * Checks and normalises one answer (the stored answer merged with what was
 * sent) for the indicator's input type:
 * - H, C (choice): a `skala_id` of this indicator;
 * - T (number): `nilai` a number (a scale choice only when the scale has no ranges);
 * - G, X, Y, Z, D: `nilai_sebelum` and `nilai_sesudah`, both numbers;
 * - V (video): a valid http(s) URL in `informasi` or `nilai` (`nilai` may
 *   instead be the number of points the video covers);
 * - L, O (text): `nilai` (or `informasi`), at most 5000 characters;
 * - F (photo): optional text; the photo itself is the evidence;
 * - A (automatic): never writable.
 * `informasi` (an explanation) is free text for every type. Fields that do
 * not belong to the type are refused rather than silently dropped. An answer
 * with every field empty is valid: it clears the indicator.
 */
export function validasiJawaban(ind: IndikatorJawabanDef, raw: Record<string, unknown>): HasilValidasiJawaban {
  const errors: Record<string, string> = {};
  if (ind.jenis === 'A') {
    return { jawaban: { ...JAWABAN_KOSONG }, errors: { indikator_id: 'Indikator ini dihitung otomatis oleh sistem dan tidak dapat diisi.' } };
  }
  const bentuk = bentukIsian(ind.jenis);
  const jawaban: JawabanIndikator = {
    nilai: bentuk === 'angka' ? null : teks(raw.nilai, 'nilai', errors),
    nilai_sebelum: bilangan(raw.nilai_sebelum, 'nilai_sebelum', errors),
    nilai_sesudah: bilangan(raw.nilai_sesudah, 'nilai_sesudah', errors),
    skala_id: null,
    informasi: teks(raw.informasi, 'informasi', errors),
  };
  if (bentuk === 'angka') {
    const n = bilangan(raw.nilai, 'nilai', errors);
    jawaban.nilai = n === null ? null : String(n);
  }
  if (!kosong(raw.skala_id)) {
    const id = typeof raw.skala_id === 'number' ? raw.skala_id : typeof raw.skala_id === 'string' && /^\d{1,10}$/.test(raw.skala_id.trim()) ? Number(raw.skala_id) : NaN;
    if (!Number.isInteger(id) || !ind.skala.some((s) => s.id === id)) errors.skala_id = 'Pilihan skala bukan milik indikator ini.';
    else jawaban.skala_id = id;
  }
  if (Object.keys(errors).length || !adaJawaban(jawaban)) return { jawaban, errors };

  const tidakDipakai = (field: keyof JawabanIndikator, pesan = 'Isian ini tidak dipakai untuk jenis indikator ini.') => {
    if (jawaban[field] !== null) errors[field] = pesan;
  };
  switch (bentuk) {
    case 'pilihan':
      tidakDipakai('nilai', 'Indikator pilihan diisi dengan memilih skala.');
      tidakDipakai('nilai_sebelum');
      tidakDipakai('nilai_sesudah');
      if (jawaban.skala_id === null) errors.skala_id = 'Pilih salah satu pilihan jawaban indikator ini.';
      break;
    case 'angka':
      tidakDipakai('nilai_sebelum');
      tidakDipakai('nilai_sesudah');
      if (skalaBerentang(ind.skala)) {
        tidakDipakai('skala_id', 'Tingkat skala ditentukan dari nilai yang diisi.');
        if (jawaban.nilai === null) errors.nilai = 'Nilai (angka) wajib diisi.';
      } else if (jawaban.nilai === null && jawaban.skala_id === null) errors.nilai = 'Nilai (angka) wajib diisi.';
      break;
    case 'sebelum_sesudah':
      tidakDipakai('nilai', 'Isi nilai sebelum dan nilai sesudah, bukan satu nilai.');
      tidakDipakai('skala_id', 'Tingkat skala ditentukan dari nilai sebelum dan sesudah.');
      if (jawaban.nilai_sebelum === null) errors.nilai_sebelum = 'Nilai sebelum wajib diisi (angka).';
      if (jawaban.nilai_sesudah === null) errors.nilai_sesudah = 'Nilai sesudah wajib diisi (angka).';
      break;
    case 'video':
      tidakDipakai('nilai_sebelum');
      tidakDipakai('nilai_sesudah');
      if (jawaban.nilai !== null && !isHttpUrl(jawaban.nilai) && angka(jawaban.nilai) === null) {
        errors.nilai = 'Isi dengan tautan video atau jumlah poin substansi (angka).';
      } else if (!isHttpUrl(jawaban.nilai) && !isHttpUrl(jawaban.informasi)) {
        errors.informasi = 'Tautan video wajib berupa URL http(s) yang valid, misalnya https://www.youtube.com/watch?v=…';
      }
      break;
    case 'teks':
      tidakDipakai('nilai_sebelum');
      tidakDipakai('nilai_sesudah');
      if (jawaban.nilai === null && jawaban.skala_id === null) errors.nilai = 'Jawaban wajib diisi.';
      break;
    case 'foto':
      tidakDipakai('nilai_sebelum');
      tidakDipakai('nilai_sesudah');
      break;
  }
  return { jawaban, errors };
}
