import { z } from 'zod';
import { berkas, bulatAntara, id, kontrak, kueriDaftar, tahun, teksN } from './dasar';

/**
 * Open data (issue 17 item 6), version 1: public, no sign-in, JSON and CSV, licence CC BY 4.0 (domain
 * opendata/terbit.ts). Only what the ministry published: innovations whose registration passed verification
 * (`inovasiTerbitPublik`) and the verified index of the published years (`indeksTahunTerbit`). No personal data:
 * the answer schemas are the whitelist (the API parses its answers through them). docs/API.md "Data terbuka".
 */

export const lisensiData = z.object({ nama: z.string(), url: z.string(), atribusi: z.string() });

export const inovasiTerbuka = z.object({
  id: z.number(),
  nomor_registrasi: teksN,
  nama: z.string(),
  tahun: z.number(),
  tahapan: z.string(),
  daerah_id: z.number(),
  daerah_kode: z.string(),
  daerah_nama: z.string(),
  jenis_inovasi: teksN,
  bentuk_inovasi: teksN,
  tema: teksN,
  urusan: z.array(z.string()),
  inisiator: teksN,
  tanggal_penerapan: teksN,
  lintang: z.number().nullable(),
  bujur: z.number().nullable(),
});
export type InovasiTerbuka = z.output<typeof inovasiTerbuka>;

export const indeksTerbuka = z.object({
  tahun: z.number(),
  daerah_id: z.number(),
  daerah_kode: z.string(),
  daerah_nama: z.string(),
  jenis_daerah: z.string(),
  iid: z.number().nullable(),
  predikat: z.string(),
});
export type IndeksTerbuka = z.output<typeof indeksTerbuka>;

const meta = { versi: z.string(), lisensi: lisensiData };
const halamanData = { page: z.number(), per_page: z.number(), total: z.number() };

export const MAKS_PER_HALAMAN_DATA = 1000;

/** Filters of the innovation data set (JSON and CSV alike). */
const saringInovasi = z
  .object({
    tahun: tahun.optional(),
    /** Region id (m_daerah id = profile id). */
    daerah: id.optional(),
    tahapan: z.enum(['inisiatif', 'ujicoba', 'penerapan'], 'Pilih inisiatif, ujicoba atau penerapan.').optional(),
  })
  .strict();
/**
 * The one list contract (page, per_page or pageSize, search, orderBy) with pages up to 1000 rows. `search` looks in
 * the name (innovation, region); `orderBy[field]` is one of the data set's columns named in the route's summary.
 */
const halamanKueri = {
  per_page: bulatAntara(1, MAKS_PER_HALAMAN_DATA).optional(),
  pageSize: bulatAntara(1, MAKS_PER_HALAMAN_DATA).optional(),
};

export const BERKAS_CSV = berkas('text/csv');

export const K_OPENDATA = {
  katalog: kontrak({
    method: 'GET',
    path: '/v1/data',
    izin: 'publik',
    ringkasan: 'Katalog data terbuka: set data, kolom, format, lisensi dan tahun indeks yang sudah diumumkan',
    tag: 'data-terbuka',
    jawaban: z.object({
      status: z.literal(1),
      ...meta,
      data: z.object({
        tahun_indeks_terbit: z.array(z.number()),
        dataset: z.array(
          z.object({ nama: z.string(), judul: z.string(), deskripsi: z.string(), json: z.string(), csv: z.string(), kolom: z.array(z.object({ nama: z.string(), keterangan: z.string() })) }),
        ),
      }),
    }),
  }),
  inovasi: kontrak({
    method: 'GET',
    path: '/v1/data/inovasi',
    izin: 'publik',
    ringkasan: 'Inovasi daerah terverifikasi (kolom publik saja), per halaman; saring tahun, daerah, tahapan, search (nama); urut id, nama, tahun',
    tag: 'data-terbuka',
    query: kueriDaftar.extend(saringInovasi.shape).extend(halamanKueri).strict(),
    jawaban: z.object({ status: z.literal(1), ...meta, ...halamanData, data: z.array(inovasiTerbuka) }),
  }),
  inovasiCsv: kontrak({
    method: 'GET',
    path: '/v1/data/inovasi.csv',
    izin: 'publik',
    ringkasan: 'Inovasi daerah terverifikasi sebagai CSV (UTF-8, koma), seluruhnya; saring tahun, daerah, tahapan',
    tag: 'data-terbuka',
    query: saringInovasi,
    jawaban: BERKAS_CSV,
  }),
  indeks: kontrak({
    method: 'GET',
    path: '/v1/data/indeks',
    izin: 'publik',
    ringkasan: 'Indeks Inovasi Daerah terverifikasi per daerah untuk tahun yang sudah diumumkan; search (nama daerah); urut daerah_kode, daerah_nama, iid, tahun',
    tag: 'data-terbuka',
    query: kueriDaftar.extend({ tahun: tahun.optional(), ...halamanKueri }).strict(),
    jawaban: z.object({ status: z.literal(1), ...meta, ...halamanData, tahun_terbit: z.array(z.number()), data: z.array(indeksTerbuka) }),
  }),
  indeksCsv: kontrak({
    method: 'GET',
    path: '/v1/data/indeks.csv',
    izin: 'publik',
    ringkasan: 'Indeks Inovasi Daerah terverifikasi tahun yang sudah diumumkan sebagai CSV',
    tag: 'data-terbuka',
    query: z.object({ tahun: tahun.optional() }).strict(),
    jawaban: BERKAS_CSV,
  }),
};
