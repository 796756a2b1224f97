import { z } from 'zod';
import { AKSI_INOVASI } from '../inovasi/kebijakan';
import { amplop, angkaN, kontrak, kueriDaftar, paramId, PDF, teksN, XLSX } from './dasar';
import { kueriUnduh } from './media';

/**
 * Innovations (INO-*): the send command (Kirim ke Kemendagri), the sender page (Pengirim), the counts per stage,
 * the PDF/Excel of one innovation and the list export. The record itself is written through the generic CRUD
 * (`/crud/iga2020_inovasi`, kontrak/crud.ts) under the innovation's record rules (modules/inovasi/hooks.ts).
 */

// ------------------------------------------------------------------ rows

/** A registration with the ministry (`nomor_registrasi`), as stored. */
export const registrasiInovasiRow = z.object({
  id: z.number(),
  inovasi_id: z.number(),
  nomor: teksN,
  /** -1 withdrawn, 0 pending, 1 verified, 2 rejected. */
  status_nomor: z.number(),
  setuju: angkaN,
  qc: z.number(),
  qc_notes: teksN,
  deskripsi: teksN,
  created_by: angkaN,
  verifikator_id: angkaN,
  qc_by: angkaN,
  reviewed_at: teksN,
  qc_at: teksN,
  profil_id: angkaN,
  created_at: z.string(),
  updated_at: z.string(),
});
export type RegistrasiInovasi = z.output<typeof registrasiInovasiRow>;

/** Who sent the innovation. */
const pengirim = z.object({ id: z.number(), username: z.string(), nama_lengkap: z.string(), email: teksN });

/** One history row of a registration (send, resend, review decisions). */
export const riwayatPengirimanRow = z.object({
  id: z.number(),
  aksi: z.string(),
  status_dari: angkaN,
  status_ke: angkaN,
  qc_dari: angkaN,
  qc_ke: angkaN,
  catatan: teksN,
  created_at: z.string(),
  oleh: teksN,
});
export type RiwayatPengiriman = z.output<typeof riwayatPengirimanRow>;

export const registrasiPengirim = registrasiInovasiRow.extend({ pengirim: pengirim.nullable() });
export type RegistrasiPengirim = z.output<typeof registrasiPengirim>;

export const rekapInovasi = z.object({ inisiatif: z.number(), ujicoba: z.number(), implementasi: z.number(), total: z.number() });
export type RekapInovasi = z.output<typeof rekapInovasi>;

/** One reason keeping Kirim from a row (`hambatanKirim`): code, sentence, and the field or the indicators that fix it. */
const hambatanRow = z.object({ code: z.string(), pesan: z.string(), field: z.string().optional(), tautan: z.literal('indikator').optional() });

const jendelaTanggal = z.object({ min: z.string(), max: z.string() });
/** The period of the assessment year (inovasi/periode.ts `periodePenilaian`), as every screen shows it. */
export const periodePenilaianRow = z.object({
  tahun: z.number(),
  pengisian: z.object({ dibuka: z.boolean(), selesai: teksN, masihBuka: z.boolean() }),
  kirimDibuka: z.boolean(),
  tanggalPenerapan: jendelaTanggal,
  tahunKirim: z.object({ min: z.number(), max: z.number() }).nullable(),
  dihitung: z.object({ tahapanMin: angkaN, tanggal: z.object({ min: teksN, max: teksN }).nullable(), metodologi: z.boolean() }),
  skorMaksKematangan: angkaN,
  catatan: z.array(z.string()),
});

/**
 * An innovation row as `GET /crud/iga2020_inovasi[/{id}]` answers it: the record's columns plus what the
 * server derives per row (modules/inovasi/hooks.ts `decorate`): registration, author, region name, colour,
 * completeness and the actions of the policy (`kebijakanInovasi`). Other columns pass through.
 */
export const inovasiBaris = z.looseObject({
  id: z.number(),
  nama: z.string(),
  profil_id: z.number(),
  tahun: z.number(),
  is_index: z.number(),
  /** Set when an admin took the innovation out of the index: the reason, shown to the region. */
  keluar_indeks_alasan: teksN.optional(),
  inovasi_status: z.number(),
  is_covid: angkaN,
  waktu: teksN,
  waktu_implementasi: teksN,
  kematangan: angkaN,
  submitable: z.number(),
  registrasi: z.object({ status_nomor: z.number(), setuju: angkaN, nomor: teksN.optional(), qc: z.number().optional() }).nullable(),
  usr_asn: z.object({ id: z.number(), nama_lengkap: z.string() }).nullable(),
  opd: z.object({ id: z.number(), nama_opd: teksN }).nullable(),
  nama_pemda: teksN,
  status_pengiriman: z.enum(['Belum Dikirim', 'Sudah Dikirim']),
  warna: z.enum(['merah-abu', 'hijau', 'salmon', 'putih']),
  profil_belum_lengkap: z.boolean(),
  kelengkapan: z.object({ persen: z.number(), kurang: z.array(z.string()) }),
  tanggal_terkunci: z.boolean(),
  kirim_inovasi: z.number(),
  arsip: z.boolean(),
  aksi: z.array(z.enum(AKSI_INOVASI)),
  /** Why there is no Kirim (empty when Kirim is offered), each with the field or the indicators that fix it (decision 84). */
  hambatan_kirim: z.array(hambatanRow).optional(),
  /** Why the innovation will not count in the index of the assessment year (empty: it counts once approved). */
  tidak_dihitung: z.array(z.object({ pesan: z.string(), field: z.string().optional() })).optional(),
});
export type InovasiListRow = z.output<typeof inovasiBaris>;

// ------------------------------------------------------------------ requests

export const PESAN_SETUJU = 'Anda harus menyetujui pernyataan kebenaran data sebelum mengirim.';

/** The sending form: the agreement (1 = Setuju, 0 = Tolak; only 1 sends) and an optional note. */
const kirimBody = z
  .object({
    setuju: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: PESAN_SETUJU }).transform(Number),
    deskripsi: z.string('Deskripsi harus berupa teks.').max(2000, 'Deskripsi paling banyak 2000 karakter.').nullable().optional(),
  }, 'Kirim data sebagai objek JSON.')
  .strict();
export type KirimBody = z.input<typeof kirimBody>;

const unduhan = (jenis: 'pdf' | 'excel') =>
  kontrak({
    method: 'GET',
    path: `/inovasi/download-${jenis}/:id`,
    // a file answer: plain links carry a download token `?unduh=` (POST /unduh/token; plugins/auth.ts)
    izin: { resource: 'iga2020_inovasi', action: 'download' },
    ringkasan: `Unduh satu inovasi {id} (${jenis === 'pdf' ? 'PDF' : 'Excel'}); masuk dengan header Authorization atau token unduhan ?unduh=`,
    tag: 'inovasi',
    params: paramId,
    query: z.object(kueriUnduh),
    jawaban: jenis === 'pdf' ? PDF : XLSX,
  });

// ------------------------------------------------------------------ contracts

export const K_INOVASI = {
  kirim: kontrak({
    method: 'POST',
    path: '/nomor_registrasi/:id',
    izin: { resource: 'iga2020_inovasi', action: 'kirim' },
    ringkasan: 'Kirim inovasi {id} ke Kemendagri: terbitkan nomor registrasi (kode galat: SUDAH_DIKIRIM, TAHUN_TIDAK_DAPAT_DIKIRIM, PERIODE_DITUTUP, PROFIL_BELUM_LENGKAP, INDIKATOR_BELUM_LENGKAP)',
    tag: 'inovasi',
    params: paramId,
    body: kirimBody,
    jawaban: amplop(registrasiInovasiRow),
  }),
  pengirim: kontrak({
    method: 'GET',
    path: '/nomor_registrasi/:id',
    izin: { resource: 'iga2020_inovasi', action: 'read' },
    ringkasan: 'Pengirim: registrasi inovasi {id}, pengirimnya dan riwayatnya (data null bila belum pernah dikirim)',
    tag: 'inovasi',
    params: paramId,
    jawaban: amplop(registrasiPengirim.nullable()).extend({ riwayat: z.array(riwayatPengirimanRow) }),
  }),
  keluarIndeks: kontrak({
    method: 'POST',
    path: '/inovasi/:id/keluar-indeks',
    izin: { resource: 'iga2020_inovasi', action: 'keluar_indeks' },
    ringkasan: 'Keluarkan inovasi {id} dari perhitungan indeks dengan alasan (terlihat oleh daerah), atau masukkan kembali (keluar: 0); indeks daerah dihitung ulang',
    tag: 'inovasi',
    params: paramId,
    body: z
      .object({
        keluar: z.union([z.literal(0), z.literal(1)], 'Pilih 1 (keluarkan) atau 0 (masukkan kembali).'),
        alasan: z.string().trim().max(500, 'Alasan paling banyak 500 karakter.').optional().nullable(),
      })
      .superRefine((b, ctx) => {
        if (b.keluar === 1 && !b.alasan?.trim()) ctx.addIssue({ code: 'custom', path: ['alasan'], message: 'Tuliskan alasan inovasi dikeluarkan dari indeks; alasan ini terlihat oleh daerah.' });
      }),
    jawaban: amplop(z.object({ id: z.number(), keluar_indeks_alasan: teksN, keluar_indeks_pada: teksN })),
  }),
  rekap: kontrak({
    method: 'GET',
    path: '/inovasi/:id/rekap',
    izin: { resource: 'iga2020_inovasi', action: 'list' },
    ringkasan: 'Jumlah inovasi satu pemda {id} per tahapan',
    tag: 'inovasi',
    params: paramId,
    jawaban: amplop(rekapInovasi),
  }),
  periode: kontrak({
    method: 'GET',
    path: '/inovasi/periode',
    izin: 'masuk',
    ringkasan:
      'Periode tahun penilaian: jendela pengisian, jendela tanggal penerapan formulir, tahun yang dapat dikirim, inovasi yang dihitung (metodologi tahun itu) dan skor maksimum kematangan',
    tag: 'inovasi',
    jawaban: amplop(periodePenilaianRow),
  }),
  unduhPdf: unduhan('pdf'),
  unduhExcel: unduhan('excel'),
  eksporDaftar: kontrak({
    method: 'GET',
    path: '/inovasi/download-excel',
    izin: { resource: 'iga2020_inovasi', action: 'download' },
    ringkasan:
      'Daftar inovasi sebagai Excel: filter, pencarian dan cakupan yang sama dengan GET /crud/iga2020_inovasi, semua baris; masuk dengan header Authorization atau token unduhan ?unduh=',
    tag: 'inovasi',
    // the list contract; the resource's own filters (`tahun[]=2024`, `pemda_id=3`) are checked against the resource
    query: kueriDaftar.extend(kueriUnduh).catchall(z.unknown()),
    jawaban: XLSX,
  }),
};
