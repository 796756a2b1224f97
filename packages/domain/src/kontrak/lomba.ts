import { z } from 'zod';
import { AKSI_LOMBA } from '../lomba/kebijakan';
import { amplop, amplopDaftar, angkaN, bendera, bulatAntara, daftarNilai, id, kontrak, kueriDaftar, paramId, tahun, teksN } from './dasar';

/**
 * The regional innovation competition (LMB-01). The entries are written through the generic CRUD
 * (`/crud/lomba_inovasi`: innovation rows with `is_lomba = 1` under the competition's rules, modules/lomba/hooks.ts)
 * and the criteria through `/crud/lomba_kriteria`; these contracts are the list of the spec (`/lomba/lookup`), the
 * send command of the spec (`GET /lomba-inovasi-daerah/kirim/{id}`), the judges' sheets, the leaderboard, the
 * publication of a year and the public page.
 */

// ------------------------------------------------------------------ rows

/**
 * A competition entry as `/lomba/lookup` and `/crud/lomba_inovasi[/{id}]` answer it: the innovation's columns plus
 * what the server derives per row: author, region name, completeness of the competition form, the send record and
 * the actions of the competition policy (`kebijakanLomba`). Other columns pass through.
 */
export const lombaBaris = z.looseObject({
  id: z.number(),
  nama: z.string(),
  profil_id: z.number(),
  tahun: z.number(),
  inovasi_status: z.number(),
  is_covid: angkaN,
  waktu_implementasi: teksN,
  usr_asn: z.object({ id: z.number(), nama_lengkap: z.string() }).nullable(),
  opd: z.object({ id: z.number(), nama_opd: teksN }).nullable(),
  nama_pemda: teksN,
  kelengkapan: z.object({ persen: z.number(), kurang: z.array(z.string()) }),
  /** When the entry was sent to the competition (null: not sent). */
  dikirim_pada: teksN,
  status_lomba: z.enum(['Belum Dikirim', 'Terkirim']),
  /** Submitted judges' sheets on the entry (the mean is on the leaderboard). */
  jumlah_juri: z.number(),
  /** The caller's own sheet status when the caller is a judge. */
  lembar_saya: z.enum(['draf', 'terkirim']).nullable(),
  aksi: z.array(z.enum(AKSI_LOMBA)),
});
export type LombaListRow = z.output<typeof lombaBaris>;

export const kirimanLomba = z.object({ id: z.number(), inovasi_id: z.number(), tahun: z.number(), dikirim_oleh: angkaN, created_at: z.string() });

export const riwayatLombaRow = z.object({ id: z.number(), aksi: z.string(), catatan: teksN, oleh: teksN, created_at: z.string() });

export const kriteriaLombaRow = z.object({ id: z.number(), tahun: z.number(), nama: z.string(), keterangan: teksN, bobot: z.number(), skor_maks: z.number(), urutan: z.number() });
export type KriteriaLombaRow = z.output<typeof kriteriaLombaRow>;

/** Another judge's sheet as the reader may see it: scores hidden (null, with the reason) until the reader's own is submitted. */
const lembarJuri = z.object({
  penilai: z.string(),
  status: z.enum(['draf', 'terkirim']),
  total: angkaN,
  disembunyikan: teksN,
});

export const lembarLomba = z.object({
  inovasi: z.object({ id: z.number(), nama: z.string(), tahun: z.number(), nama_pemda: teksN, inovasi_status: z.number() }),
  kriteria: z.array(kriteriaLombaRow),
  peringatan_kriteria: teksN,
  /** The caller's own sheet (null: not started). */
  milik_saya: z
    .object({ status: z.enum(['draf', 'terkirim']), total: angkaN, catatan: teksN, skor: z.record(z.string(), z.number()), updated_at: z.string() })
    .nullable(),
  juri_lain: z.array(lembarJuri),
  /** May the caller save now (the policy's `nilai`), else why not. */
  boleh_nilai: z.boolean(),
  alasan: teksN,
  konflik: teksN,
});
export type LembarLomba = z.output<typeof lembarLomba>;

const sebaran = z.object({
  simpangan: angkaN,
  rentang: angkaN,
  outlier: z.array(z.object({ penilai_id: z.number(), skor: z.number(), selisih: z.number() })),
});

export const peringkatLombaRow = z.object({
  inovasi_id: z.number(),
  nama: z.string(),
  nama_pemda: teksN,
  inovasi_status: z.number(),
  nilai: angkaN,
  jumlah_juri: z.number(),
  jumlah_draf: z.number(),
  peringkat: angkaN,
  pemenang: z.boolean(),
  sebaran,
});
export type PeringkatLombaRow = z.output<typeof peringkatLombaRow>;

const pengumuman = z.object({ tahun: z.number(), jumlah_pemenang: z.number(), diumumkan_pada: z.string(), oleh: teksN }).nullable();

export const publikLomba = z.object({
  tahun: z.number().nullable(),
  tahun_tersedia: z.array(z.number()),
  pengumuman,
  kriteria: z.array(kriteriaLombaRow.pick({ nama: true, keterangan: true, bobot: true })),
  entri: z.array(z.object({ id: z.number(), nama: z.string(), nama_pemda: teksN, inovasi_status: z.number(), jenis_inovasi: teksN })),
  pemenang: z.array(z.object({ inovasi_id: z.number(), nama: z.string(), nama_pemda: teksN, peringkat: z.number(), nilai: z.number(), jumlah_juri: z.number() })),
});
export type PublikLomba = z.output<typeof publikLomba>;

// ------------------------------------------------------------------ requests

const tahunPilihan = daftarNilai(tahun);
/** The competition list: the one list contract plus year(s), stage (the tabs) and region for the roles that may pick one. */
const kueriLomba = kueriDaftar.extend({
  tahun: tahunPilihan,
  inovasi_status: daftarNilai(bulatAntara(0, 2)),
  profil_id: id.optional(),
  pemda_id: id.optional(),
});

const nilaiBody = z
  .object(
    {
      skor: z.record(z.string(), z.unknown(), 'Skor dikirim sebagai objek { id_kriteria: angka }.'),
      kirim: bendera.optional(),
      catatan: z.string('Catatan harus berupa teks.').max(2000, 'Catatan paling banyak 2000 karakter.').nullable().optional(),
    },
    'Kirim data sebagai objek JSON.',
  )
  .strict();
export type NilaiLombaBody = z.input<typeof nilaiBody>;

const umumkanBody = z
  .object({ tahun, jumlah_pemenang: bulatAntara(1, 50) }, 'Kirim data sebagai objek JSON.')
  .strict();

// ------------------------------------------------------------------ contracts

export const K_LOMBA = {
  daftar: kontrak({
    method: 'GET',
    path: '/lomba/lookup',
    izin: { resource: 'lomba_inovasi', action: 'list' },
    ringkasan: 'Daftar inovasi lomba: tab tahapan (inovasi_status), tahun, daerah (peran pusat), pencarian, urutan; OPD dan UPT hanya data sendiri',
    tag: 'lomba',
    query: kueriLomba,
    jawaban: amplopDaftar(lombaBaris).extend({ page: z.number(), per_page: z.number() }),
  }),
  kirim: kontrak({
    method: 'GET',
    path: '/lomba-inovasi-daerah/kirim/:id',
    izin: { resource: 'lomba_inovasi', action: 'kirim' },
    ringkasan: 'Kirim inovasi lomba {id} (hanya saat lomba_kirim_inovasi = 1; sekali saja; kode galat SUDAH_DIKIRIM, PERIODE_DITUTUP, PROFIL_BELUM_LENGKAP)',
    tag: 'lomba',
    params: paramId,
    jawaban: amplop(kirimanLomba),
  }),
  riwayat: kontrak({
    method: 'GET',
    path: '/lomba/:id/riwayat',
    izin: { resource: 'lomba_inovasi', action: 'read' },
    ringkasan: 'Riwayat inovasi lomba {id} (pengiriman), terbaru dahulu',
    tag: 'lomba',
    params: paramId,
    jawaban: amplop(z.array(riwayatLombaRow)),
  }),
  lembar: kontrak({
    method: 'GET',
    path: '/lomba/:id/nilai',
    izin: { resource: 'lomba_inovasi', action: 'nilai' },
    ringkasan: 'Lembar penilaian juri untuk inovasi lomba {id}: kriteria tahun lomba, lembar sendiri, nilai juri lain (tampil setelah lembar sendiri dikirim)',
    tag: 'lomba',
    params: paramId,
    jawaban: amplop(lembarLomba),
  }),
  simpanNilai: kontrak({
    method: 'POST',
    path: '/lomba/:id/nilai',
    izin: { resource: 'lomba_inovasi', action: 'nilai' },
    ringkasan: 'Simpan lembar penilaian juri (kirim: 1 = dikirim dan dihitung; semua kriteria wajib); tertutup setelah hasil tahun itu diumumkan',
    tag: 'lomba',
    params: paramId,
    body: nilaiBody,
    jawaban: amplop(lembarLomba),
  }),
  peringkat: kontrak({
    method: 'GET',
    path: '/lomba/peringkat',
    izin: { resource: 'lomba_inovasi', action: 'peringkat' },
    ringkasan: 'Peringkat lomba satu tahun: rata-rata nilai juri yang sudah mengirim lembar, sebaran dan pencilan; pemenang bila sudah diumumkan',
    tag: 'lomba',
    query: z.object({ tahun: tahun.optional() }),
    jawaban: amplop(z.object({ tahun: z.number(), pengumuman, peringatan_kriteria: teksN, baris: z.array(peringkatLombaRow) })),
  }),
  umumkan: kontrak({
    method: 'POST',
    path: '/lomba/umumkan',
    izin: { resource: 'lomba_inovasi', action: 'umumkan' },
    ringkasan: 'Umumkan hasil dan pemenang lomba satu tahun (sekali; nilai dibekukan)',
    tag: 'lomba',
    body: umumkanBody,
    jawaban: amplop(z.object({ tahun: z.number(), pengumuman, baris: z.array(peringkatLombaRow) })),
  }),
  publik: kontrak({
    method: 'GET',
    path: '/publik/lomba',
    izin: 'publik',
    ringkasan: 'Halaman publik lomba inovasi daerah: kriteria, inovasi yang dikirim, pemenang tahun yang sudah diumumkan',
    tag: 'lomba',
    query: z.object({ tahun: tahun.optional() }),
    jawaban: amplop(publikLomba),
  }),
};
