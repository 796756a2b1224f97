import {
  GROUP_INDIKATOR,
  adaJawaban,
  defIndikator,
  kematangan,
  levelJawaban,
  nilaiTurunan,
  skalaBerentang,
  skorIndikator,
  skorSpd,
  validasiJawaban,
  type Jawaban,
  type JawabanIndikator,
} from '@sigap/domain';
import type { Evaluasi, Item, Pemilik } from './types';

/**
 * The editor's working copy of one answer (strings, as typed) and the rules
 * between it and the server: which fields a type sends, the live score by the
 * domain engine (never re-implemented here), and the readable answer.
 */
export interface Draf {
  nilai: string;
  nilai_sebelum: string;
  nilai_sesudah: string;
  skala_id: string;
  informasi: string;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function drafDari(j: Pick<Item, 'nilai' | 'nilai_sebelum' | 'nilai_sesudah' | 'skala_id'> & { informasi?: string | null }): Draf {
  return { nilai: str(j.nilai), nilai_sebelum: str(j.nilai_sebelum), nilai_sesudah: str(j.nilai_sesudah), skala_id: str(j.skala_id), informasi: str(j.informasi) };
}

export const DRAF_KOSONG: Draf = { nilai: '', nilai_sebelum: '', nilai_sesudah: '', skala_id: '', informasi: '' };

export const samaDraf = (a: Draf, b: Draf) =>
  a.nilai.trim() === b.nilai.trim() &&
  a.nilai_sebelum.trim() === b.nilai_sebelum.trim() &&
  a.nilai_sesudah.trim() === b.nilai_sesudah.trim() &&
  a.skala_id === b.skala_id &&
  a.informasi.trim() === b.informasi.trim();

/** How the input of an indicator is built: a scale choice, a number placed on the scale, points of a video. */
export function caraIsi(item: Pick<Item, 'bentuk_isian' | 'skala'>) {
  const berentang = skalaBerentang(item.skala);
  const b = item.bentuk_isian;
  return {
    /** radio list of the scale rows */
    pilihSkala: b === 'pilihan' || (item.skala.length > 0 && !berentang && (b === 'angka' || b === 'teks' || b === 'video' || b === 'foto')),
    /** a number field (T) */
    angka: b === 'angka',
    /** before and after numbers */
    sebelumSesudah: b === 'sebelum_sesudah',
    /** free text answer (L, O) */
    teks: b === 'teks',
    /** video link (informasi) and, with a ranged scale, the number of points in `nilai` */
    video: b === 'video',
    poinVideo: b === 'video' && berentang,
    /** photo: the evidence is the photo; an optional caption */
    foto: b === 'foto',
    otomatis: b === 'otomatis',
    /** bounds shown next to a number input */
    berentang,
  };
}

const kosongNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The fields one type sends (fields of other types stay out, the server refuses them). */
export function kirimanDari(item: Pick<Item, 'bentuk_isian' | 'skala'>, d: Draf): Partial<Record<keyof JawabanIndikator, string | number | null>> {
  const c = caraIsi(item);
  const out: Partial<Record<keyof JawabanIndikator, string | number | null>> = { informasi: kosongNull(d.informasi) };
  if (c.pilihSkala) out.skala_id = d.skala_id ? Number(d.skala_id) : null;
  if (c.angka || c.teks || c.poinVideo) out.nilai = kosongNull(d.nilai);
  if (c.sebelumSesudah) {
    out.nilai_sebelum = kosongNull(d.nilai_sebelum);
    out.nilai_sesudah = kosongNull(d.nilai_sesudah);
  }
  return out;
}

/** The indicator as the domain engine reads it. */
export const defDari = defIndikator;

/** The draft as an answer of the engine (strings are read by `angka()` there). */
export function jawabanDari(item: Item, d: Draf): Jawaban {
  const k = kirimanDari(item, d);
  return {
    nilai: (k.nilai as string | null | undefined) ?? null,
    nilai_sebelum: (k.nilai_sebelum as string | null | undefined) ?? null,
    nilai_sesudah: (k.nilai_sesudah as string | null | undefined) ?? null,
    skala_id: (k.skala_id as number | null | undefined) ?? null,
  };
}

/** Live level, score and derived value (G..D) of a draft, by the domain functions. */
export function hitungLangsung(item: Item, d: Draf) {
  const def = defDari(item);
  const j = jawabanDari(item, d);
  return {
    level: levelJawaban(def, j),
    skor: skorIndikator(def, j),
    turunan: nilaiTurunan(item, j.nilai_sebelum, j.nilai_sesudah),
  };
}

/** Field errors of a draft before it is sent (the same domain rules and messages as the server). */
export function cekDraf(item: Item, d: Draf): Record<string, string> {
  return validasiJawaban({ id: item.id, jenis: item.jenis, skala: item.skala }, kirimanDari(item, d)).errors;
}

export const adaIsi = (item: Item, d: Draf) => adaJawaban(kirimanDari(item, d) as Partial<JawabanIndikator>);

export const rata = (items: readonly Item[]): Item[] => items.flatMap((i) => [i, ...i.subs]);

/** The live total (SPD for a region, kematangan for an innovation) over the saved answers and the drafts. */
export function totalLangsung(pemilik: Pemilik, items: readonly Item[], draf: ReadonlyMap<number, Draf>): number {
  const flat = rata(items);
  const defs = flat.map(defDari);
  const j = new Map<number, Jawaban>();
  for (const i of flat) j.set(i.id, jawabanDari(i, draf.get(i.id) ?? drafDari(i)));
  return pemilik === 'daerah' ? skorSpd(defs, j) : kematangan(defs, j);
}

/** Indicators grouped by their group (catalogue order kept), then "Lainnya" for rows without a group. */
export function kelompokkan(items: readonly Item[]): { id: number | null; label: string; items: Item[] }[] {
  const out = new Map<number | null, { id: number | null; label: string; items: Item[] }>();
  for (const i of items) {
    const label = i.group_label ?? GROUP_INDIKATOR.find((g) => g.value === i.group_id)?.label ?? 'Lainnya';
    const g = out.get(i.group_id) ?? { id: i.group_id, label, items: [] };
    g.items.push(i);
    out.set(i.group_id, g);
  }
  return [...out.values()];
}

const angkaId = (v: unknown) => (v === null || v === undefined || v === '' ? '' : Number(v).toLocaleString('id-ID', { maximumFractionDigits: 4 }));

/** A readable answer (self or verified) for the comparison and the verifier's modal. */
export function teksJawaban(item: Item, j: Pick<Evaluasi, 'nilai' | 'nilai_sebelum' | 'nilai_sesudah' | 'skala_id'> | null): string {
  if (!j) return '-';
  const parts: string[] = [];
  const sk = j.skala_id != null ? item.skala.find((s) => s.id === j.skala_id) : undefined;
  if (j.nilai_sebelum != null || j.nilai_sesudah != null) {
    parts.push(`Sebelum ${angkaId(j.nilai_sebelum) || '-'}, sesudah ${angkaId(j.nilai_sesudah) || '-'}`);
    const t = nilaiTurunan(item, j.nilai_sebelum, j.nilai_sesudah);
    if (t !== null) parts.push(`(${item.jenis === 'G' || item.jenis === 'X' || item.jenis === 'Y' ? `${angkaId(t)}%` : angkaId(t)})`);
  }
  if (j.nilai != null && j.nilai !== '') {
    const n = Number(j.nilai);
    parts.push(item.bentuk_isian === 'angka' && Number.isFinite(n) ? `${angkaId(n)}${item.satuan ? ` ${item.satuan}` : ''}` : String(j.nilai));
  }
  if (sk) parts.push(`Level ${sk.nilai}: ${sk.keterangan}`);
  return parts.join(' ') || '-';
}

/** The document kind explained to the person attaching evidence (decision 18). */
export function petunjukBukti(jenis: Item['jenis_dokumen']): { accept: string; berkas: boolean; tautan: boolean; teks: string } {
  switch (jenis) {
    case 'resmi':
      return { accept: 'application/pdf,.pdf', berkas: true, tautan: false, teks: 'Dokumen resmi: unggah berkas PDF, lengkap dengan nomor dan tanggal surat.' };
    case 'foto':
      return { accept: 'image/jpeg,image/png,image/webp', berkas: true, tautan: false, teks: 'Foto: unggah gambar JPEG, PNG atau WebP.' };
    case 'video':
      return { accept: '', berkas: false, tautan: true, teks: 'Video: tempelkan tautan video (YouTube atau tautan https lain).' };
    case 'URL':
      return { accept: '', berkas: false, tautan: true, teks: 'Tautan: tempelkan alamat https halaman bukti dukung.' };
    default:
      return { accept: 'application/pdf,.pdf,image/jpeg,image/png,image/webp', berkas: true, tautan: true, teks: 'Bukti umum: unggah PDF atau gambar, atau tempelkan tautan https.' };
  }
}
