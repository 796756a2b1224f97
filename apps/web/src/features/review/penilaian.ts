import { ALASAN_TERIMA_TANPA_BUKTI, defIndikator, levelJawaban, nilaiTurunan, skalaBerentang, skorIndikator, type EvaluasiBody, type ItemIndikator, type Jawaban } from '@sigap/domain';

/**
 * The review screen's scoring of one innovation indicator (decision 88): which inputs a type has, the live
 * verified score by the domain engine, the body of `/evaluasi/{id}/inovasi`, and readable answers. The
 * indicator editor (features/indikator) keeps its own editing drafts; features do not import each other.
 */
export type Item = ItemIndikator;
export type Dokumen = Item['files'][number];

export interface DrafNilai {
  nilai: string;
  nilai_sebelum: string;
  nilai_sesudah: string;
  skala_id: string;
  alasan: string | null;
  catatan: string;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Inputs of a verified answer by the indicator's form of input. */
export function bentukNilai(item: Pick<Item, 'bentuk_isian' | 'skala'>) {
  const b = item.bentuk_isian;
  const berentang = skalaBerentang(item.skala);
  return {
    pilihSkala: b === 'pilihan' || (item.skala.length > 0 && !berentang && (b === 'angka' || b === 'teks' || b === 'video' || b === 'foto')),
    angka: b === 'angka',
    sebelumSesudah: b === 'sebelum_sesudah',
    poinVideo: b === 'video' && berentang,
    otomatis: b === 'otomatis',
  };
}

/** The starting draft: the earlier evaluation, else the region's own answer (accepting it is one click). */
export function drafAwal(item: Item): DrafNilai {
  const ev = item.evaluasi;
  const j = ev?.verified_at || ev?.skor != null ? ev : item;
  return {
    nilai: str(j.nilai),
    nilai_sebelum: str(j.nilai_sebelum),
    nilai_sesudah: str(j.nilai_sesudah),
    skala_id: str(j.skala_id),
    alasan: ev?.alasan ?? null,
    catatan: ev?.catatan ?? '',
  };
}

const kosongNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The body of one evaluation: only the fields of the type, a reason and a note. */
export function bodyEvaluasi(item: Item, d: DrafNilai): EvaluasiBody {
  const c = bentukNilai(item);
  return {
    indikator_id: item.id,
    ...(c.pilihSkala ? { skala_id: d.skala_id ? Number(d.skala_id) : null } : {}),
    ...(c.angka || c.poinVideo ? { nilai: kosongNull(d.nilai) } : {}),
    ...(c.sebelumSesudah ? { nilai_sebelum: kosongNull(d.nilai_sebelum), nilai_sesudah: kosongNull(d.nilai_sesudah) } : {}),
    alasan: d.alasan,
    catatan: kosongNull(d.catatan),
  };
}

/** Live verified level and score of a draft, by the same domain functions as the server. */
export function skorLangsung(item: Item, d: DrafNilai): { level: number; skor: number } {
  const b = bodyEvaluasi(item, d);
  const j: Jawaban = {
    nilai: (b.nilai as string | null | undefined) ?? null,
    nilai_sebelum: (b.nilai_sebelum as string | null | undefined) ?? null,
    nilai_sesudah: (b.nilai_sesudah as string | null | undefined) ?? null,
    skala_id: (b.skala_id as number | null | undefined) ?? null,
  };
  const def = defIndikator(item);
  return { level: levelJawaban(def, j), skor: skorIndikator(def, j) };
}

/** Without evidence a positive verified level is accepted only with the explicit reason (methodology 4.1). */
export const butuhAlasanTanpaBukti = (item: Item, skor: number, alasan: string | null) => skor > 0 && item.jumlah_dokumen === 0 && alasan !== ALASAN_TERIMA_TANPA_BUKTI;

const angkaId = (v: unknown) => (v === null || v === undefined || v === '' ? '' : Number(v).toLocaleString('id-ID', { maximumFractionDigits: 4 }));

/** A readable answer (the region's or the verified one). */
export function teksJawaban(item: Item, j: { nilai: string | null; nilai_sebelum: number | null; nilai_sesudah: number | null; skala_id: number | null } | null): string {
  if (!j) return '-';
  const parts: string[] = [];
  if (j.nilai_sebelum != null || j.nilai_sesudah != null) {
    parts.push(`Sebelum ${angkaId(j.nilai_sebelum) || '-'}, sesudah ${angkaId(j.nilai_sesudah) || '-'}`);
    const t = nilaiTurunan(item, j.nilai_sebelum, j.nilai_sesudah);
    if (t !== null) parts.push(`(${item.jenis === 'G' || item.jenis === 'X' || item.jenis === 'Y' ? `${angkaId(t)}%` : angkaId(t)})`);
  }
  if (j.nilai != null && j.nilai !== '') {
    const n = Number(j.nilai);
    parts.push(item.bentuk_isian === 'angka' && Number.isFinite(n) ? `${angkaId(n)}${item.satuan ? ` ${item.satuan}` : ''}` : String(j.nilai));
  }
  const sk = j.skala_id != null ? item.skala.find((s) => s.id === j.skala_id) : undefined;
  if (sk) parts.push(`Level ${sk.nilai}: ${sk.keterangan}`);
  return parts.join(' ') || '-';
}

/** Whether the verifier has judged this indicator (the server's `sudahDievaluasi`). */
export const sudahDinilai = (item: Item) => item.evaluasi != null && (item.evaluasi.verified_at != null || item.evaluasi.skor != null);
/** Indicators that need a judgement before approval: answered and not automatic (the server's `perluDinilai`). */
export const perluDinilai = (item: Item) => item.terisi && item.bentuk_isian !== 'otomatis';

export const isPdf = (d: Dokumen) => d.mime === 'application/pdf' || /\.pdf($|\?)/i.test(d.file_url ?? '');
export const isGambar = (d: Dokumen) => /^image\//.test(d.mime ?? '') || /\.(jpe?g|png|webp)($|\?)/i.test(d.file_url ?? '');

/** Where "Kembali" goes: the queue address the review screen was opened from (only an address inside the dashboard). */
export function alamatKembali(kembali: string | null, bawaan: string): string {
  if (!kembali || !kembali.startsWith('/dashboard/') || kembali.startsWith('//') || /[\s\\]/.test(kembali)) return bawaan;
  return kembali;
}
