import { KELENGKAPAN_INOVASI, kelengkapanInovasi } from '../inovasi/rules';
import { angka, isJenisSebelumSesudah, levelJawaban, nilaiTurunan, skorIndikator } from '../indeks/skor-indikator';
import type { IndikatorDef, Jawaban } from '../indeks/types';
import { cekDokumen, dokumenSah, LABEL_JENIS_DOKUMEN, type DokumenBukti } from './dokumen';
import { adaJawaban, isHttpUrl, type JawabanIndikator } from './jawaban';
import { statusIndikator, wajib, type IndikatorStatusDef } from './status';
import type { ItemPeriksa } from './kontrak';

/**
 * The pre-submit checker: what is missing or inconsistent in a region
 * profile or an innovation, indicator by indicator, each item with a
 * message, whether it blocks sending, and where it is fixed.
 */

export const KODE_PERIKSA = [
  'PROFIL_KOSONG',
  'PROFIL_TIDAK_VALID',
  'PAKTA_KOSONG',
  'ISIAN_INOVASI_KOSONG',
  'NILAI_KOSONG',
  'NILAI_TIDAK_VALID',
  'NILAI_DI_LUAR_SKALA',
  'BUKTI_KOSONG',
  'BUKTI_JENIS_SALAH',
  'TAUTAN_TIDAK_VALID',
  'DATA_SURAT_KOSONG',
] as const;
export type KodePeriksa = (typeof KODE_PERIKSA)[number];

/** One checker item (its schema, the answer contract, is in ./kontrak). */
export type { ItemPeriksa };

/** An indicator as the checker reads it. */
export interface IndikatorPeriksa extends IndikatorStatusDef {
  kode?: string | null;
  nama: string;
  /** Display number, e.g. "5a". */
  nomor?: string | null;
  bobot?: number | null;
  /** Formula of a before-and-after row (catalogue data). */
  rumus?: string | null;
}

export type JawabanPer = ReadonlyMap<number, Partial<JawabanIndikator> | null | undefined> | Readonly<Record<number, Partial<JawabanIndikator> | null | undefined>>;

const jawabanDari = (j: JawabanPer, id: number) => (j instanceof Map ? (j as ReadonlyMap<number, Partial<JawabanIndikator>>).get(id) : (j as Record<number, Partial<JawabanIndikator>>)[id]);

/** Screen paths of the web app where each item is fixed. */
export const TAUTAN = {
  profil: (profilId: number, field?: string) => `/dashboard/profil-pemda-daerah?profil_id=${profilId}${field ? `#profil-${field}` : ''}`,
  indikatorDaerah: (profilId: number, indikatorId: number) => `/dashboard/indikator_daerah?profil_id=${profilId}#ind-${indikatorId}`,
  inovasi: (inovasiId: number, field?: string) => `/inovasi/${inovasiId}${field ? `#${field}` : ''}`,
  indikatorInovasi: (inovasiId: number, indikatorId: number, ujicoba = false) =>
    `/dashboard/${ujicoba ? 'indikator_ujicoba' : 'indikator_inovasi'}?inovasi_id=${inovasiId}#ind-${indikatorId}`,
} as const;

const kosong = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

const judul = (ind: IndikatorPeriksa) => `Indikator ${ind.nomor ?? ind.kode ?? ind.id} (${ind.nama})`;

/** Why a stored answer is not a complete one (null when it is simply empty). */
function alasanTidakLengkap(ind: IndikatorPeriksa, j: Partial<JawabanIndikator>): { field: string; pesan: string } | null {
  if (!adaJawaban(j)) return null;
  if (j.skala_id != null && !ind.skala.some((s) => s.id === j.skala_id)) return { field: 'skala_id', pesan: 'pilihan skala yang tersimpan bukan milik indikator ini; pilih ulang' };
  switch (ind.jenis) {
    case 'H':
    case 'C':
      return { field: 'skala_id', pesan: 'pilihan jawaban belum dipilih' };
    case 'T':
      return kosong(j.nilai) ? { field: 'nilai', pesan: 'nilai (angka) belum diisi' } : { field: 'nilai', pesan: `nilai "${String(j.nilai).slice(0, 40)}" bukan angka` };
    case 'V':
      return { field: 'informasi', pesan: 'tautan video bukan URL http(s) yang valid' };
    case 'L':
    case 'O':
      return { field: 'nilai', pesan: 'jawaban teks belum diisi' };
  }
  if (isJenisSebelumSesudah(ind.jenis)) {
    return angka(j.nilai_sebelum) === null ? { field: 'nilai_sebelum', pesan: 'nilai sebelum belum diisi' } : { field: 'nilai_sesudah', pesan: 'nilai sesudah belum diisi' };
  }
  return { field: 'nilai', pesan: 'isian belum lengkap' };
}

/**
 * Checks every indicator (automatic ones skipped):
 * - a mandatory indicator without an answer blocks (NILAI_KOSONG); an optional
 *   one is only noted (it scores 0);
 * - a stored answer that is incomplete or inconsistent for its type (one of two
 *   numbers, a scale of another indicator, a video link that is not a URL)
 *   blocks (NILAI_TIDAK_VALID);
 * - a number outside every scale range is noted (NILAI_DI_LUAR_SKALA, score 0);
 * - a mandatory indicator without valid evidence blocks (BUKTI_KOSONG, or
 *   BUKTI_JENIS_SALAH when the only documents are of the wrong kind); an
 *   answered optional indicator without evidence is noted;
 * - a document link that is not a valid URL blocks (TAUTAN_TIDAK_VALID);
 * - wrong-kind documents beside valid ones, and official documents without
 *   letter number/date, are noted.
 */
export function periksaIndikator(indikator: readonly IndikatorPeriksa[], jawaban: JawabanPer, dokumen: readonly DokumenBukti[], tautan: (indikatorId: number) => string): ItemPeriksa[] {
  const out: ItemPeriksa[] = [];
  for (const ind of indikator) {
    if (ind.jenis === 'A') continue;
    const j = jawabanDari(jawaban, ind.id) ?? null;
    const st = statusIndikator(ind, j, dokumen);
    const w = wajib(ind);
    const base = { indikator_id: ind.id, tautan: tautan(ind.id) };
    if (!st.terisi) {
      const alasan = j ? alasanTidakLengkap(ind, j) : null;
      if (alasan) out.push({ ...base, kode: 'NILAI_TIDAK_VALID', field: alasan.field, pesan: `${judul(ind)}: ${alasan.pesan}.`, blocking: true });
      else if (w) out.push({ ...base, kode: 'NILAI_KOSONG', field: 'nilai', pesan: `${judul(ind)} wajib diisi.`, blocking: true });
      else out.push({ ...base, kode: 'NILAI_KOSONG', field: 'nilai', pesan: `${judul(ind)} belum diisi; skornya 0.`, blocking: false });
    } else if (j && ind.jenis === 'V' && j.nilai != null && String(j.nilai).trim() !== '' && !isHttpUrl(j.nilai) && angka(j.nilai) === null) {
      out.push({ ...base, kode: 'NILAI_TIDAK_VALID', field: 'nilai', pesan: `${judul(ind)}: tautan video "${String(j.nilai).slice(0, 80)}" bukan URL yang valid.`, blocking: true });
    } else if (j && ind.skala.length && (ind.jenis === 'T' || isJenisSebelumSesudah(ind.jenis))) {
      const v = ind.jenis === 'T' ? angka(j.nilai) : nilaiTurunan(ind, j.nilai_sebelum, j.nilai_sesudah);
      const def: IndikatorDef = { id: ind.id, kode: ind.kode ?? '', tipe: 'P', jenis: ind.jenis as IndikatorDef['jenis'], bobot: 1, skala: ind.skala, required: ind.required, skor_maks: null, rumus: ind.rumus ?? null };
      if (v !== null && levelJawaban(def, j) === 0) {
        out.push({ ...base, kode: 'NILAI_DI_LUAR_SKALA', field: ind.jenis === 'T' ? 'nilai' : 'nilai_sesudah', pesan: `${judul(ind)}: nilai ${v} berada di luar rentang skala, skornya 0.`, blocking: false });
      }
    }

    const milik = dokumen.filter((d) => d.indikator_id === ind.id);
    const adaSah = st.dokumen_sah > 0;
    for (const d of milik) {
      for (const m of cekDokumen(st.jenis_dokumen, d)) {
        const blocking = m.kode === 'TAUTAN_TIDAK_VALID' || (m.kode === 'BUKTI_JENIS_SALAH' && !adaSah && (w || st.terisi));
        out.push({ ...base, kode: m.kode, field: m.kode === 'TAUTAN_TIDAK_VALID' ? 'youtube' : 'file_url', pesan: `${judul(ind)}: ${m.pesan}`, blocking });
      }
    }
    const adaSalahJenis = milik.some((d) => !dokumenSah(st.jenis_dokumen, d));
    if (!adaSah && !adaSalahJenis && (w || st.terisi)) {
      // the points at stake: without evidence the verified score of this answer is 0 (methodology 4.1)
      const poin = j && st.terisi ? poinJawaban(ind, j) : 0;
      const taruhan = poin > 0 ? ` Tanpa bukti, skor terverifikasinya 0 (${formatPoin(poin)} poin tidak dihitung).` : '';
      out.push({
        ...base,
        kode: 'BUKTI_KOSONG',
        field: 'file_url',
        pesan: w
          ? `${judul(ind)} wajib dilengkapi bukti dukung: ${LABEL_JENIS_DOKUMEN[st.jenis_dokumen].replace(/^./, (c) => c.toLowerCase())}.${taruhan}`
          : `${judul(ind)} belum memiliki bukti dukung.${taruhan || ' Tanpa bukti, skor terverifikasinya 0.'}`,
        blocking: w,
        ...(poin > 0 ? { poin } : {}),
      });
    }
  }
  return out;
}

/** The self score an answer earns (weight × level), the points lost in the verified index without evidence. */
function poinJawaban(ind: IndikatorPeriksa, j: Partial<JawabanIndikator>): number {
  const def: IndikatorDef = { id: ind.id, kode: ind.kode ?? '', tipe: 'P', jenis: ind.jenis as IndikatorDef['jenis'], bobot: ind.bobot ?? null, skala: ind.skala, required: ind.required, skor_maks: null, rumus: ind.rumus ?? null };
  return skorIndikator(def, j as Jawaban);
}
const formatPoin = (x: number) => x.toLocaleString('id-ID', { maximumFractionDigits: 2 });

/** Profile fields that must be filled (core spec: Region profile). */
export const PROFIL_WAJIB: readonly { field: string; label: string }[] = [
  { field: 'nama', label: 'Nama Pemerintah Daerah' },
  { field: 'alamat', label: 'Alamat' },
  { field: 'email', label: 'Email' },
  { field: 'no_telp', label: 'No. Telepon' },
  { field: 'nama_admin', label: 'Nama Admin' },
  { field: 'nama_opd', label: 'Nama OPD yang membidangi inovasi' },
];

/**
 * The region checker: required profile fields (blocking), a malformed e-mail
 * (blocking), the pledge of integrity (noted), then every region indicator
 * ({@link periksaIndikator}).
 */
export function periksaProfil(
  profil: { id: number } & Record<string, unknown>,
  indikator: readonly IndikatorPeriksa[],
  jawaban: JawabanPer,
  dokumen: readonly DokumenBukti[],
): ItemPeriksa[] {
  const out: ItemPeriksa[] = [];
  for (const { field, label } of PROFIL_WAJIB) {
    if (kosong(profil[field])) out.push({ kode: 'PROFIL_KOSONG', field, pesan: `Profil: ${label} wajib diisi.`, blocking: true, tautan: TAUTAN.profil(profil.id, field) });
  }
  if (!kosong(profil.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(profil.email).trim())) {
    out.push({ kode: 'PROFIL_TIDAK_VALID', field: 'email', pesan: 'Profil: format Email tidak valid.', blocking: true, tautan: TAUTAN.profil(profil.id, 'email') });
  }
  if (kosong(profil.pakta_pemda_filename)) {
    out.push({ kode: 'PAKTA_KOSONG', field: 'pakta_pemda_filename', pesan: 'Pakta integritas belum diunggah.', blocking: false, tautan: TAUTAN.profil(profil.id, 'pakta') });
  }
  out.push(...periksaIndikator(indikator, jawaban, dokumen, (id) => TAUTAN.indikatorDaerah(profil.id, id)));
  return out;
}

const FIELD_KELENGKAPAN = new Map([...KELENGKAPAN_INOVASI.map((k) => [k.label, k.field] as const), ['Waktu Pengembangan', 'waktu_pengembangan'] as const]);

/**
 * The innovation checker: the fields an innovation needs before sending
 * (`kelengkapanInovasi`, blocking), then every innovation indicator of the
 * assessment year ({@link periksaIndikator}).
 */
export function periksaInovasi(
  inovasi: { id: number } & Record<string, unknown>,
  indikator: readonly IndikatorPeriksa[],
  jawaban: JawabanPer,
  dokumen: readonly DokumenBukti[],
): ItemPeriksa[] {
  const out: ItemPeriksa[] = kelengkapanInovasi(inovasi).kurang.map((label) => {
    const field = FIELD_KELENGKAPAN.get(label);
    return { kode: 'ISIAN_INOVASI_KOSONG', ...(field ? { field } : {}), pesan: `Profil inovasi: ${label} belum lengkap.`, blocking: true, tautan: TAUTAN.inovasi(inovasi.id, field) };
  });
  out.push(...periksaIndikator(indikator, jawaban, dokumen, (id) => TAUTAN.indikatorInovasi(inovasi.id, id)));
  return out;
}

/** No blocking item left. */
export const tanpaHambatan = (items: readonly ItemPeriksa[]): boolean => !items.some((i) => i.blocking);

/** Short summary of the blocking items, for an error message. */
export function ringkasHambatan(items: readonly ItemPeriksa[], maks = 10): string {
  const b = items.filter((i) => i.blocking).map((i) => i.pesan);
  return b.length > maks ? `${b.slice(0, maks).join(' ')} (dan ${b.length - maks} lainnya)` : b.join(' ');
}
