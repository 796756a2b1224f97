import { z } from 'zod';
import { angkaN, teksN } from '../kontrak/dasar';
import { buktiReplikasi } from '../kontrak/replikasi';
import { BENTUK_ISIAN } from './jawaban';
import { JENIS_DOKUMEN } from './dokumen';
import { KODE_PERIKSA } from './periksa';
import { STATUS_BELUM_LENGKAP, STATUS_INDIKATOR, STATUS_MANDATORI_TERPENUHI } from './status';

/**
 * The answer contract of the indicator editors (GET /daerah/{id}/indikator, /inovasi/{id}/indikator[/ujicoba]),
 * their documents and the checker: built by the API, read by the web app, checked in API tests. One definition
 * for both (docs/API.md "Indicator editors"); the endpoint contracts are in kontrak/indikator.ts.
 */

export const tipeIndikatorSkema = z.enum(['P', 'I', 'V', 'R']);
export const jenisDokumenSkema = z.enum(JENIS_DOKUMEN);
export const statusIndikatorSkema = z.enum(STATUS_INDIKATOR);
export const statusKeseluruhanSkema = z.enum([STATUS_BELUM_LENGKAP, STATUS_MANDATORI_TERPENUHI]);

/** A supporting document as the editor shows it. */
export const dokumenTampil = z.object({
  id: z.number(),
  indikator_id: z.number(),
  nomor_surat: teksN,
  tanggal_surat: teksN,
  nama: teksN,
  file_url: teksN,
  youtube: teksN,
  mime: teksN,
  nama_berkas: teksN,
  created_at: z.string(),
  /** Problems of this document for its indicator (wrong kind, broken link, missing letter data). */
  masalah: z.array(z.object({ kode: z.string(), pesan: z.string() })),
});
export type DokumenTampil = z.output<typeof dokumenTampil>;

/** The verifier's evaluation of one answer (shown to whom may see it). */
export const evaluasiTampil = z.object({
  nilai: teksN,
  nilai_sebelum: angkaN,
  nilai_sesudah: angkaN,
  skala_id: angkaN,
  skor: angkaN,
  catatan: teksN,
  alasan: teksN,
  verified_at: teksN,
});

const itemDasar = z.object({
  id: z.number(),
  indikator_id: z.number(),
  no_urut: z.number(),
  /** Display number ("5a"). */
  nomor: z.string(),
  /** The engine's code (the catalogue code, else the order number as text). */
  kode: z.string(),
  nama: z.string(),
  keterangan: teksN,
  data_pendukung: teksN,
  tipe: tipeIndikatorSkema,
  jenis: z.string(),
  jenis_label: teksN,
  bentuk_isian: z.enum(BENTUK_ISIAN),
  group_id: angkaN,
  group_label: teksN,
  document_type: teksN,
  jenis_dokumen: jenisDokumenSkema,
  jenis_dokumen_label: z.string(),
  satuan: teksN,
  bobot: angkaN,
  skor_maks: z.number(),
  required: z.number(),
  parent_id: angkaN,
  /** Formula of a before-and-after row (catalogue data; null: by jenis). */
  rumus: teksN,
  skala: z.array(
    z.object({ id: z.number(), nilai: z.number(), mulai_dari: angkaN, sampai_dengan: angkaN, mulai_inklusif: z.number(), sampai_inklusif: z.number(), keterangan: z.string() }),
  ),
  nilai: teksN,
  nilai_sebelum: angkaN,
  nilai_sesudah: angkaN,
  skala_id: angkaN,
  informasi: teksN,
  /** G/X/Y/Z/D: the value scored (percent change, difference); else null. */
  nilai_turunan: angkaN,
  level: z.number(),
  skor: z.number(),
  terisi: z.boolean(),
  evaluasi: evaluasiTampil.nullable(),
  files: z.array(dokumenTampil),
  /** SID-31 of an innovation: its implemented replications (modules/replikasi, decision 108). */
  replikasi: buktiReplikasi.optional(),
  jumlah_dokumen: z.number(),
  status: statusIndikatorSkema,
  updated_at: teksN,
});

/** One indicator of an owner with its answer, score, documents and status; sub-rows nested in `subs`. */
export type ItemIndikator = z.output<typeof itemDasar> & { subs: ItemIndikator[] };
export const itemIndikator: z.ZodType<ItemIndikator> = itemDasar.extend({
  get subs(): z.ZodArray<z.ZodType<ItemIndikator>> {
    return z.array(itemIndikator);
  },
});

/** The checker's counts. */
export const ringkasanPeriksa = z.object({ blocking: z.number(), catatan: z.number(), lengkap: z.boolean() });

export const ringkasanIndikator = z.object({
  tahun: z.number(),
  jumlah_indikator: z.number(),
  terisi: z.number(),
  wajib: z.number(),
  wajib_terpenuhi: z.number(),
  jumlah_dokumen: z.number(),
  /** Self score: SPD (region) or kematangan (innovation), by the domain engine. */
  skor_total: z.number(),
  skor_maks: z.number(),
  /** Verified total: the verifier's score where given, else the self score (null when nothing is verified or not shown). */
  skor_verifikasi: angkaN,
  status: statusKeseluruhanSkema,
  /** The checker's counts, where the route adds them. */
  periksa: ringkasanPeriksa.optional(),
});
export type RingkasanIndikator = z.output<typeof ringkasanIndikator>;

/** One item of the pre-submit checker. */
export const itemPeriksa = z.object({
  kode: z.enum(KODE_PERIKSA),
  indikator_id: z.number().optional(),
  /** The record field concerned (profile or innovation field, or an answer field). */
  field: z.string().optional(),
  /** Indonesian message for the person filling the data. */
  pesan: z.string(),
  /** true: sending (or the mandatory status) is refused until this is fixed. */
  blocking: z.boolean(),
  /** Screen path where it is fixed. */
  tautan: z.string(),
  /** Points of the self score at stake (BUKTI_KOSONG: not counted in the verified index without evidence). */
  poin: z.number().optional(),
});
export type ItemPeriksa = z.output<typeof itemPeriksa>;
