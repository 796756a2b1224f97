import { z } from 'zod';
import { KODE_UNSUR_SKM, NILAI_SKM_MAKS, NILAI_SKM_MIN, POLA_PERIODE_SKM } from '../kuesioner/skm';
import { amplop, bendera, bulatAntara, jawabanOk, kontrak, paramId, teksN, XLSX } from './dasar';

/**
 * The questionnaire (PLT-15): Survei Kepuasan Masyarakat per PermenPANRB 14/2017 (domain kuesioner/skm.ts).
 * `GET /questions` and `POST /result` for every signed-in account (one answer per account per period); the
 * results dashboard and its Excel, and the question list, for admins (docs/API.md "Kuesioner").
 */

export const pertanyaanSkm = z.object({
  id: z.number(),
  unsur: z.string(),
  unsur_nama: z.string(),
  pertanyaan: z.string(),
  /** The four answers, value 1 (worst) to 4 (best). */
  pilihan: z.array(z.object({ nilai: z.number(), label: z.string() })),
});
export type PertanyaanSkm = z.output<typeof pertanyaanSkm>;

export const pertanyaanKelolaRow = z.object({
  id: z.number(),
  unsur: z.string(),
  unsur_nama: z.string(),
  pertanyaan: z.string(),
  pilihan: z.array(z.string()),
  urutan: z.number(),
  aktif: z.boolean(),
  /** Submitted questionnaires that answered it (then it can be deactivated, not deleted). */
  dijawab: z.number(),
});
export type PertanyaanKelolaRow = z.output<typeof pertanyaanKelolaRow>;

const nilaiUnsur = z.object({ kode: z.string(), nama: z.string(), jumlah: z.number(), nrr: z.number().nullable(), nrr_konversi: z.number().nullable() });
export const hasilIkm = z.object({
  responden: z.number(),
  unsur: z.array(nilaiUnsur),
  ikm: z.number().nullable(),
  ikm_konversi: z.number().nullable(),
  mutu: z.enum(['A', 'B', 'C', 'D']).nullable(),
  kinerja: teksN,
});
export const periodeSkmRow = z.object({
  periode: z.string(),
  label: z.string(),
  responden: z.number(),
  ikm_konversi: z.number().nullable(),
  mutu: z.enum(['A', 'B', 'C', 'D']).nullable(),
  kinerja: teksN,
});
export const hasilSkm = z.object({
  periode: z.string(),
  periode_label: z.string(),
  hasil: hasilIkm,
  /** Every period with answers (and the current one), newest first. */
  daftar_periode: z.array(periodeSkmRow),
  /** Suggestions of the period, newest first, without who wrote them. */
  saran: z.array(z.object({ created_at: z.string(), saran: z.string() })),
  /** The regulation's bands (for the legend). */
  mutu_skm: z.array(z.object({ mutu: z.string(), kinerja: z.string(), nik: z.array(z.number()) })),
});
export type HasilSkm = z.output<typeof hasilSkm>;

const periode = z.string('Harus berupa teks.').regex(POLA_PERIODE_SKM, 'Format periode TTTT-1 atau TTTT-2.');

const nilai = bulatAntara(NILAI_SKM_MIN, NILAI_SKM_MAKS);

const teksPertanyaan = z
  .string('Harus berupa teks.')
  .transform((s) => s.trim())
  .pipe(z.string().min(1, 'Wajib diisi.').max(1000, 'Maksimal 1000 karakter.'));
const labelPilihan = z
  .string('Harus berupa teks.')
  .transform((s) => s.trim())
  .pipe(z.string().min(1, 'Wajib diisi.').max(100, 'Maksimal 100 karakter.'));

export const isianPertanyaanSkm = z
  .object(
    {
      unsur: z.enum(KODE_UNSUR_SKM, 'Pilih salah satu dari 9 unsur SKM.'),
      pertanyaan: teksPertanyaan,
      pilihan: z.tuple([labelPilihan, labelPilihan, labelPilihan, labelPilihan], 'Isi empat pilihan jawaban (nilai 1 sampai 4).'),
      urutan: bulatAntara(0, 1000).optional(),
      aktif: bendera.optional(),
    },
    'Harus berupa objek.',
  )
  .strict();

export const K_KUESIONER = {
  pertanyaan: kontrak({
    method: 'GET',
    path: '/questions',
    izin: { resource: 'kuesioner', action: 'isi' },
    ringkasan: 'Pertanyaan survei kepuasan (SKM, 9 unsur, skala 1-4) periode berjalan, dan apakah akun ini sudah mengisinya',
    tag: 'kuesioner',
    jawaban: amplop(
      z.object({
        periode: z.string(),
        periode_label: z.string(),
        sudah_mengisi: z.boolean(),
        dikirim_at: teksN,
        pertanyaan: z.array(pertanyaanSkm),
      }),
    ),
  }),
  kirim: kontrak({
    method: 'POST',
    path: '/result',
    izin: { resource: 'kuesioner', action: 'isi' },
    ringkasan: 'Kirim jawaban survei kepuasan periode berjalan (sekali per akun per periode; yang kedua 409)',
    tag: 'kuesioner',
    body: z
      .object(
        {
          /** `{ "<question id>": 1..4 }` for every active question. */
          jawaban: z.record(z.string().regex(/^[1-9][0-9]{0,9}$/, 'Nomor pertanyaan tidak valid.'), nilai, 'Harus berupa objek { id pertanyaan: nilai 1-4 }.'),
          saran: z.string('Harus berupa teks.').max(2000, 'Maksimal 2000 karakter.').optional(),
        },
        'Harus berupa objek.',
      )
      .strict(),
    jawaban: amplop(z.object({ periode: z.string(), periode_label: z.string() })),
  }),
  hasil: kontrak({
    method: 'GET',
    path: '/kuesioner/hasil',
    izin: { resource: 'kuesioner', action: 'hasil' },
    ringkasan: 'Hasil survei kepuasan satu periode: nilai per unsur, IKM, mutu dan kinerja; daftar periode',
    tag: 'kuesioner',
    query: z.object({ periode: periode.optional() }),
    jawaban: amplop(hasilSkm),
  }),
  hasilExcel: kontrak({
    method: 'GET',
    path: '/kuesioner/hasil/excel',
    izin: { resource: 'kuesioner', action: 'hasil' },
    ringkasan: 'Excel hasil survei kepuasan: IKM per periode dan nilai per unsur',
    tag: 'kuesioner',
    query: z.object({ periode: periode.optional() }),
    jawaban: XLSX,
  }),
  kelola: kontrak({
    method: 'GET',
    path: '/kuesioner/pertanyaan',
    izin: { resource: 'kuesioner', action: 'kelola' },
    ringkasan: 'Semua pertanyaan survei (aktif dan nonaktif) untuk dikelola admin',
    tag: 'kuesioner',
    jawaban: z.object({ status: z.literal(1), data: z.array(pertanyaanKelolaRow), total: z.number() }),
  }),
  tambah: kontrak({
    method: 'POST',
    path: '/kuesioner/pertanyaan',
    izin: { resource: 'kuesioner', action: 'kelola' },
    ringkasan: 'Tambah pertanyaan survei pada salah satu dari 9 unsur',
    tag: 'kuesioner',
    body: isianPertanyaanSkm,
    jawaban: amplop(pertanyaanKelolaRow),
  }),
  ubah: kontrak({
    method: 'POST',
    path: '/kuesioner/pertanyaan/:id',
    izin: { resource: 'kuesioner', action: 'kelola' },
    ringkasan: 'Ubah pertanyaan survei (teks, pilihan, urutan, aktif)',
    tag: 'kuesioner',
    params: paramId,
    body: isianPertanyaanSkm,
    jawaban: amplop(pertanyaanKelolaRow),
  }),
  hapus: kontrak({
    method: 'DELETE',
    path: '/kuesioner/pertanyaan/:id',
    izin: { resource: 'kuesioner', action: 'kelola' },
    ringkasan: 'Hapus pertanyaan survei yang belum pernah dijawab (yang sudah dijawab: nonaktifkan)',
    tag: 'kuesioner',
    params: paramId,
    jawaban: jawabanOk,
  }),
};
