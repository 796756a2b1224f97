import { z } from 'zod';
import {
  dokumenTampil,
  itemIndikator,
  itemPeriksa,
  jenisDokumenSkema,
  ringkasanIndikator,
  ringkasanPeriksa,
  statusIndikatorSkema,
} from '../indikator/kontrak';
import type { TipeIndikator } from '../indeks/types';
import { amplop, angkaN, bulatAntara, id, jawabanOk, kontrak, paramId, teksN, type Izin } from './dasar';

/**
 * Indicator editors (PRF-05/06/07, INO-06): a region's (tipe P) and an innovation's (tipe I) answers and their
 * trial results, the catalogue, supporting documents and the pre-submit checker. The answer rows are the
 * domain's answer contract (indikator/kontrak.ts); docs/API.md "Indicator editors".
 */

/** Whose indicators: a region (profile), an innovation, or an innovation's trial results. */
export type PemilikIndikator = 'daerah' | 'inovasi' | 'ujicoba';
export const PEMILIK_INDIKATOR = ['daerah', 'inovasi', 'ujicoba'] as const satisfies readonly PemilikIndikator[];

/** Most answers in one request. */
export const MAKS_JAWABAN = 100;

/** `?tahun=`: the catalogue year asked for (the assessment year when left out). */
const kueriTahun = z.object({ tahun: bulatAntara(2017, 2100).optional() });
const tahunBody = bulatAntara(2017, 2100).nullable().optional();

// ------------------------------------------------------------------ requests

/** The answer fields; each type's rules (which fields, numbers, lengths, scales) are the domain's `validasiJawaban`. */
const kolomJawaban = {
  nilai: z.union([z.string(), z.number()], 'Isian harus berupa teks atau angka.').nullable().optional(),
  nilai_sebelum: z.union([z.string(), z.number()], 'Isian harus berupa angka.').nullable().optional(),
  nilai_sesudah: z.union([z.string(), z.number()], 'Isian harus berupa angka.').nullable().optional(),
  skala_id: z.union([z.string(), z.number()], 'Pilihan skala tidak valid.').nullable().optional(),
  informasi: z.union([z.string(), z.number()], 'Isian harus berupa teks.').nullable().optional(),
};
const KOLOM_JAWABAN = ['indikator_id', ...Object.keys(kolomJawaban)] as const;

/** One answer: only the fields sent change, the rest of the stored answer stays. */
/** Optimistic concurrency: the answer's `updated_at` as the editor read it (null: it had no stored answer). */
const versiJawaban = z.string('Versi jawaban harus berupa teks.').max(40, 'Versi jawaban tidak valid.').nullable().optional();

export const jawabanMasuk = z.object({ indikator_id: id, ...kolomJawaban, tahun: tahunBody, updated_at: versiJawaban }, 'Jawaban harus berupa objek.').strict();
export type JawabanMasuk = z.output<typeof jawabanMasuk>;

const daftarJawaban = z
  .array(jawabanMasuk, 'Harus berupa daftar jawaban.')
  .min(1, 'Tidak ada jawaban yang dikirim.')
  .max(MAKS_JAWABAN, `Paling banyak ${MAKS_JAWABAN} jawaban sekali simpan.`);

/**
 * The answers of a save: one answer `{indikator_id, …}`, an array of them, or `{data|jawaban: […], tahun?}`.
 * Parsed to the list of answers, the year sent (if any) and whether it was a single answer (errors by field
 * then, else `{indikator_id}.{field}`).
 */
const bodyObjek = z
  .object(
    { data: daftarJawaban.optional(), jawaban: daftarJawaban.optional(), tahun: tahunBody, indikator_id: id.optional(), ...kolomJawaban, updated_at: versiJawaban },
    'Kirim jawaban indikator sebagai objek JSON.',
  )
  .strict()
  .superRefine((b, ctx) => {
    const daftar = b.data ?? b.jawaban;
    if (b.data && b.jawaban) ctx.addIssue({ code: 'custom', path: ['jawaban'], message: 'Kirim daftar jawaban di data atau jawaban, tidak keduanya.' });
    if (daftar) {
      for (const k of KOLOM_JAWABAN) if (k in b) ctx.addIssue({ code: 'custom', path: [k], message: 'Kolom ini tidak dikenal.' });
    } else if (b.indikator_id === undefined) ctx.addIssue({ code: 'custom', path: ['indikator_id'], message: 'Wajib diisi.' });
  });

export const bodyJawaban = z
  // an array is the list of answers (`{data: [...]}`), its errors then read `data.{i}.{field}`
  .preprocess((v: z.input<typeof bodyObjek> | z.input<typeof jawabanMasuk>[]) => (Array.isArray(v) ? { data: v } : v), bodyObjek)
  .transform((b) => {
    const daftar = b.data ?? b.jawaban;
    if (daftar) return { tahun: b.tahun ?? undefined, items: daftar, tunggal: false };
    const { data: _d, jawaban: _j, ...satu } = b;
    return { tahun: b.tahun ?? undefined, items: [satu as JawabanMasuk], tunggal: true };
  });
export type BodyJawaban = z.input<typeof bodyJawaban>;

/** A text field of a document (lengths, dates and links are the domain's `validasiDokumenMasuk`). */
const teksDokumen = z.string('Isian harus berupa teks.').nullable().optional();

/** A new supporting document: an uploaded file (`/media/…`) and/or a link. */
export const dokumenMasuk = z
  .object(
    {
      indikator_id: id,
      nama: teksDokumen,
      nomor_surat: teksDokumen,
      tanggal_surat: teksDokumen,
      file_url: teksDokumen,
      youtube: teksDokumen,
      /** Accepted and ignored: a document belongs to its indicator's year. */
      tahun: tahunBody,
    },
    'Kirim dokumen sebagai objek JSON.',
  )
  .strict();

const paramIndikator = z.object({ id, indikator_id: id });
const paramDokumen = z.object({ id, dokumen_id: id });

// ------------------------------------------------------------------ answers

/** Who the indicators belong to, as the editor shows it. */
export const pemilikInfo = z.object({
  profil_id: z.number(),
  nama: z.string(),
  inovasi_id: z.number().optional(),
  tahun: z.number().optional(),
  inovasi_status: z.number().optional(),
  kematangan: z.number().optional(),
  submitable: z.number().optional(),
});
export type PemilikInfo = z.output<typeof pemilikInfo>;

/** The editor payload: GET of an owner's indicators and the answer to every save. */
export const editorIndikator = amplop(z.array(itemIndikator)).extend({
  ringkasan: ringkasanIndikator,
  pemilik: pemilikInfo,
  tahun: z.number(),
  boleh_ubah: z.boolean(),
  alasan_kunci: teksN,
  evaluasi_terlihat: z.boolean(),
  alasan_evaluasi_tersembunyi: teksN,
  /** Innovations: its registration (null when never sent). */
  registrasi: z.object({ nomor: teksN, status_nomor: z.number(), qc: z.number() }).nullable().optional(),
});
export type EditorIndikator = z.output<typeof editorIndikator>;

/** One indicator's state after a document change. */
export const statusDokumenIndikator = z.object({
  id: z.number(),
  nomor: z.string(),
  nama: z.string(),
  jenis_dokumen: jenisDokumenSkema,
  jumlah_dokumen: z.number(),
  terisi: z.boolean(),
  status: statusIndikatorSkema,
});

const setelahDokumen = {
  indikator: statusDokumenIndikator.nullable(),
  ringkasan: ringkasanIndikator,
  /** Innovations: whether it may be sent now. */
  submitable: z.number().optional(),
};

/** A stored document with the MIME type of its file and its problems. */
export const dokumenTersimpan = z.object({
  id: z.number(),
  pemilik: z.string(),
  pemilik_id: z.number(),
  tahun: angkaN,
  indikator_id: z.number(),
  nomor_surat: teksN,
  tanggal_surat: teksN,
  nama: teksN,
  file_url: teksN,
  youtube: teksN,
  created_by: angkaN,
  created_at: z.string(),
  mime: teksN,
  masalah: dokumenTampil.shape.masalah,
});

export const dokumenBaris = dokumenTampil.extend({ indikator: z.object({ id: z.number(), nomor: z.string(), nama: z.string() }) });
export type DokumenBaris = z.output<typeof dokumenBaris>;

export const daftarDokumenIndikator = amplop(z.array(dokumenBaris)).extend({
  total: z.number(),
  /** With `/{indikator_id}`: the indicator and its state. */
  indikator: statusDokumenIndikator.extend({ jenis_dokumen_label: z.string() }).optional(),
});
export type DaftarDokumenIndikator = z.output<typeof daftarDokumenIndikator>;

export const periksaIndikatorJawaban = amplop(z.array(itemPeriksa)).extend({
  total: z.number(),
  tahun: z.number(),
  pemilik: pemilikInfo,
  ringkasan: ringkasanPeriksa,
  /** Innovations: 1 when nothing blocks sending. */
  submitable: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type PeriksaIndikator = z.output<typeof periksaIndikatorJawaban>;

export const katalogIndikator = amplop(z.array(itemIndikator)).extend({ total: z.number(), tahun: z.number(), skor_maks: z.number(), wajib: z.number() });
export type KatalogIndikator = z.output<typeof katalogIndikator>;

// ------------------------------------------------------------------ contracts

const AKSES: Record<PemilikIndikator, { baca: Izin; tulis: Izin; dasar: string; akhiran: string; label: string }> = {
  daerah: { baca: { resource: 'profil_pemda', action: 'read' }, tulis: { resource: 'profil_pemda', action: 'indikator' }, dasar: '/daerah/:id', akhiran: '', label: 'indikator daerah' },
  inovasi: { baca: { resource: 'iga2020_inovasi', action: 'read' }, tulis: { resource: 'iga2020_inovasi', action: 'indikator' }, dasar: '/inovasi/:id', akhiran: '', label: 'indikator inovasi' },
  ujicoba: { baca: { resource: 'iga2020_inovasi', action: 'read' }, tulis: { resource: 'iga2020_inovasi', action: 'indikator' }, dasar: '/inovasi/:id', akhiran: '/ujicoba', label: 'hasil uji coba inovasi' },
};

/** Every route of one owner (region, innovation, trial results). */
function kontrakPemilik(p: PemilikIndikator) {
  const a = AKSES[p];
  const tag = 'indikator';
  const dokumen = `${a.dasar}/dokumen${a.akhiran}`;
  return {
    baca: kontrak({
      method: 'GET',
      path: `${a.dasar}/indikator${a.akhiran}`,
      izin: a.baca,
      ringkasan: `Editor ${a.label}: katalog tahun itu, jawaban, skor, dokumen, status dan ringkasan`,
      tag,
      params: paramId,
      query: kueriTahun,
      jawaban: editorIndikator,
    }),
    simpan: kontrak({
      method: 'POST',
      path: `${a.dasar}/indikator${a.akhiran}`,
      izin: a.tulis,
      ringkasan: `Simpan jawaban ${a.label} (satu, daftar, atau {data: […]}; paling banyak ${MAKS_JAWABAN})`,
      tag,
      params: paramId,
      query: kueriTahun,
      body: bodyJawaban,
      jawaban: editorIndikator,
    }),
    tambahDokumen: kontrak({
      method: 'POST',
      path: dokumen,
      izin: a.tulis,
      ringkasan: `Tambah bukti dukung ${a.label} (berkas /media/… dan/atau tautan); jawaban 201`,
      tag,
      params: paramId,
      body: dokumenMasuk,
      jawaban: amplop(dokumenTersimpan).extend(setelahDokumen),
    }),
    dokumen: kontrak({
      method: 'GET',
      path: dokumen,
      izin: a.baca,
      ringkasan: `Semua bukti dukung ${a.label} tahun itu`,
      tag,
      params: paramId,
      query: kueriTahun,
      jawaban: daftarDokumenIndikator,
    }),
    dokumenIndikator: kontrak({
      method: 'GET',
      path: `${dokumen}/:indikator_id`,
      izin: a.baca,
      ringkasan: `Bukti dukung satu ${a.label} dengan statusnya`,
      tag,
      params: paramIndikator,
      query: kueriTahun,
      jawaban: daftarDokumenIndikator,
    }),
    hapusDokumen: kontrak({
      method: 'DELETE',
      path: dokumen,
      izin: a.tulis,
      ringkasan: `Hapus satu bukti dukung ${a.label} ({id} di badan permintaan)`,
      tag,
      params: paramId,
      body: z.object({ id }, 'Pilih dokumen yang akan dihapus.').strict(),
      jawaban: jawabanOk.extend(setelahDokumen),
    }),
    hapusDokumenId: kontrak({
      method: 'DELETE',
      path: `${dokumen}/:dokumen_id`,
      izin: a.tulis,
      ringkasan: `Hapus satu bukti dukung ${a.label}`,
      tag,
      params: paramDokumen,
      body: z.object({}, 'Badan permintaan harus berupa objek.').strict().optional(),
      jawaban: jawabanOk.extend(setelahDokumen),
    }),
    periksa: kontrak({
      method: 'GET',
      path: `${a.dasar}/periksa${a.akhiran}`,
      izin: a.baca,
      ringkasan: `Pemeriksa sebelum kirim (${a.label}): yang belum lengkap, dengan tautan perbaikannya`,
      tag,
      params: paramId,
      query: kueriTahun,
      jawaban: periksaIndikatorJawaban,
    }),
  };
}

const izinKatalog: Izin = { resource: 'indikator', action: 'katalog' };
const TIPE = ['P', 'I', 'V', 'R'] as const satisfies readonly TipeIndikator[];

export const K_INDIKATOR = {
  daerah: kontrakPemilik('daerah'),
  inovasi: kontrakPemilik('inovasi'),
  ujicoba: kontrakPemilik('ujicoba'),
  katalog: kontrak({
    method: 'GET',
    path: '/indikator',
    izin: izinKatalog,
    ringkasan: 'Katalog indikator satu tipe (P daerah, I inovasi, V, R) tanpa jawaban',
    tag: 'indikator',
    query: kueriTahun.extend({
      tipe: z
        .string('Tipe indikator: P, I, V atau R.')
        .transform((s) => s.toUpperCase())
        .pipe(z.enum(TIPE, 'Tipe indikator: P, I, V atau R.'))
        .optional(),
    }),
    jawaban: katalogIndikator,
  }),
  katalogInovasi: kontrak({
    method: 'GET',
    path: '/indikator/inovasi',
    izin: izinKatalog,
    ringkasan: 'Katalog indikator inovasi tanpa jawaban',
    tag: 'indikator',
    query: kueriTahun,
    jawaban: katalogIndikator,
  }),
  katalogUjicoba: kontrak({
    method: 'GET',
    path: '/indikator/inovasi/ujicoba',
    izin: izinKatalog,
    ringkasan: 'Katalog indikator hasil uji coba inovasi tanpa jawaban',
    tag: 'indikator',
    query: kueriTahun,
    jawaban: katalogIndikator,
  }),
};
