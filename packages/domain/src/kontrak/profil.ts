import { z } from 'zod';
import { amplop, amplopDaftar, angkaN, bendera, bulatAntara, cari, id, kontrak, kueriDaftar, paramId, PDF, teksN, XLSX } from './dasar';
import { kueriUnduh } from './media';

/**
 * Region profiles (PRF-*): logo, pledge of integrity, timeline, profile PDF/Excel, regions of a province,
 * the verification lists (PRF-09) and the province dashboard daerah-binaan (PRF-08).
 * The profile record itself is written through the generic CRUD (`/crud/profil_pemda`, see kontrak/crud.ts).
 */

/** The indicator year of a profile screen (`?tahun=`); absent = the assessment year of the settings. */
const tahunIndikator = bulatAntara(2017, 2100).optional();

/** An activity id (`since_id` of the timeline): a positive integer written plainly (ids are bigint). */
const idAktivitas = z
  .union([z.string().regex(/^[1-9][0-9]{0,15}$/, 'Harus bilangan bulat positif.'), z.number().int('Harus bilangan bulat positif.').positive('Harus bilangan bulat positif.')])
  .transform((v) => Number(v))
  .refine((n) => Number.isSafeInteger(n), 'Angka terlalu besar.');

/** The address of an uploaded file sent by the client (checked against the stored uploads by the handler). */
const alamatBerkas = z.string('Alamat berkas harus berupa teks.').max(1000, 'Alamat berkas paling banyak 1000 karakter.');

// ------------------------------------------------------------------ rows

/** The profile record (`/crud/profil_pemda/{id}`) as the profile screens read it. */
export const profilPemdaRow = z.object({
  id: z.number(),
  m_daerah_id: angkaN,
  m_daerah_id_label: z.string().optional(),
  nama: z.string(),
  nama_opd: teksN,
  alamat: teksN,
  email: teksN,
  no_telp: teksN,
  nama_admin: teksN,
  map_embed: teksN,
  logo_url: teksN,
  /** Supporting files: free JSON, read through the safe link rule (`tautanBerkasAman`). */
  files: z.unknown(),
  pakta_pemda_filename: teksN,
  is_iga: angkaN,
  created_at: teksN.optional(),
  updated_at: teksN.optional(),
});
export type ProfilPemda = z.output<typeof profilPemdaRow>;

/** A region record (`/crud/m_daerah/{id}`) as the profile screens read it. */
export const daerahProfilRow = z.object({
  id: z.number(),
  nama: z.string(),
  kode: teksN,
  tingkat: angkaN,
  jenis: teksN,
  parent_id: angkaN,
});
export type DaerahProfil = z.output<typeof daerahProfilRow>;

/** One supporting file of a profile. */
export const berkasProfilRow = z.object({ nama: z.string(), file_url: z.string() });
export type BerkasProfil = z.output<typeof berkasProfilRow>;

export const paktaProfilRow = z.object({
  profil_id: z.number(),
  nama: z.string(),
  pakta_pemda_filename: teksN,
  file_url: teksN,
  nama_berkas: teksN,
  ukuran: angkaN,
  diunggah_pada: teksN,
});
export type PaktaProfil = z.output<typeof paktaProfilRow>;

export const entriLinimasa = z.object({
  id: z.number(),
  ts: z.string(),
  account: z.object({ id: angkaN, username: teksN }),
  name: z.string(),
  kategori: z.enum(['profil', 'indikator', 'inovasi']),
  inovasi_id: angkaN,
  data: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type EntriLinimasa = z.output<typeof entriLinimasa>;

/** Indicator progress of a region or an innovation (counts and overall status). */
const ringkasStatus = z.object({
  jumlah: z.number(),
  terisi: z.number(),
  wajib: z.number(),
  wajib_terpenuhi: z.number(),
  jumlah_dokumen: z.number(),
  status: z.string(),
});

/** A region's indicator progress of one year with its innovation counts. */
const progresDaerah = {
  indikator: ringkasStatus.extend({ dievaluasi: z.number() }),
  skor_total: z.number(),
  /** null while the caller may not see the region's verified results (`verifikasiDaerahTerlihatUntuk`). */
  skor_verifikasi: angkaN,
  jumlah_inovasi: z.number(),
  inovasi_menunggu: z.number(),
};

export const kabkotaProgresRow = z.object({
  id: z.number(),
  nama: z.string(),
  kode: z.string(),
  jenis: z.string(),
  profil_id: z.number(),
  ...progresDaerah,
});
export type KabkotaProgres = z.output<typeof kabkotaProgresRow>;

export const barisVerifikasi = z.object({
  id: z.number(),
  nama: z.string(),
  m_daerah: z.object({ id: z.number(), kode: z.string(), tingkat: z.number(), jenis: z.string() }),
  propinsi: z.object({ id: z.number(), nama: z.string() }).nullable(),
  email: teksN,
  nama_admin: teksN,
  ...progresDaerah,
});
export type BarisVerifikasi = z.output<typeof barisVerifikasi>;

export const provinsiVerifikasi = z.object({
  id: z.number(),
  nama: z.string(),
  kode: z.string(),
  jumlah_daerah: z.number(),
  jumlah_profil_terisi: z.number(),
  inovasi_menunggu: z.number(),
});
export type ProvinsiVerifikasi = z.output<typeof provinsiVerifikasi>;

export const barisBinaan = z.object({
  no: z.number(),
  id: z.number(),
  nama: z.string(),
  profil_id: z.number(),
  nama_pemda: z.string(),
  opd: z.object({ id: z.number(), nama_opd: teksN }).nullable(),
  tahun: z.number(),
  inovasi_status: z.number(),
  tahapan: teksN,
  waktu: teksN,
  waktu_implementasi: teksN,
  kematangan: angkaN,
  dokumen: ringkasStatus,
  registrasi: z.object({ status_nomor: z.number(), setuju: angkaN, nomor: teksN, qc: z.number() }).nullable(),
  status_pengiriman: z.enum(['Belum Dikirim', 'Sudah Dikirim']),
});
export type BarisBinaan = z.output<typeof barisBinaan>;

const rekapBinaan = z.object({ inisiatif: z.number(), ujicoba: z.number(), penerapan: z.number(), total: z.number() });
export type RekapBinaan = z.output<typeof rekapBinaan>;

/** Sort shortcuts of the daerah-binaan screen (`?sort=`). */
export const URUTAN_BINAAN = ['nama_asc', 'nama_desc', 'terbaru', 'terlama'] as const;

// ------------------------------------------------------------------ contracts

const unduhan = (jenis: 'pdf' | 'excel') =>
  kontrak({
    method: 'GET',
    path: `/profil/download-${jenis}/:id`,
    izin: { resource: 'profil_pemda', action: 'read' },
    ringkasan: `Unduh profil pemda {id} beserta indikator dan dokumennya (${jenis === 'pdf' ? 'PDF' : 'Excel'})`,
    tag: 'profil',
    params: paramId,
    query: z.object({
      tahun: tahunIndikator,
      /** Plain links (the browser opens them) carry a download token for this address (POST /unduh/token). */
      ...kueriUnduh,
    }),
    jawaban: jenis === 'pdf' ? PDF : XLSX,
  });

export const K_PROFIL = {
  logo: kontrak({
    method: 'POST',
    path: '/logo',
    izin: { resource: 'profil_pemda', action: 'logo' },
    ringkasan: 'Pasang logo profil pemda dari gambar yang sudah diunggah (logo menjadi publik)',
    tag: 'profil',
    body: z
      .object({
        /** The profile; absent = the caller's own profile. */
        profil_id: z.union([id, z.literal(''), z.null()], 'Pilih profil daerah.').optional(),
        file_url: alamatBerkas.optional().nullable(),
      })
      .strict(),
    jawaban: amplop(z.object({ profil_id: z.number(), logo_url: teksN })),
  }),
  pakta: kontrak({
    method: 'GET',
    path: '/pakta/:id',
    izin: { resource: 'profil_pemda', action: 'read' },
    ringkasan: 'Pakta integritas profil pemda {id}: berkas, nama, ukuran, waktu unggah',
    tag: 'profil',
    params: paramId,
    jawaban: amplop(paktaProfilRow),
  }),
  simpanPakta: kontrak({
    method: 'POST',
    path: '/pakta/:id',
    izin: { resource: 'profil_pemda', action: 'pakta' },
    ringkasan: 'Pasang pakta integritas (PDF yang sudah diunggah) pada profil pemda {id}',
    tag: 'profil',
    params: paramId,
    body: z.object({ file_url: alamatBerkas.optional().nullable() }).strict(),
    jawaban: amplop(paktaProfilRow),
  }),
  linimasa: kontrak({
    method: 'GET',
    path: '/profil/:id/linimasa',
    izin: { resource: 'profil_pemda', action: 'read' },
    ringkasan: 'Lini masa profil pemda {id} dan inovasinya (terbaru dahulu, 50 per halaman)',
    tag: 'profil',
    params: paramId,
    query: z.object({
      /** Entries older than this activity id. */
      since_id: idAktivitas.optional(),
      limit: bulatAntara(1, 200).optional(),
    }),
    jawaban: amplop(z.array(entriLinimasa)).extend({ since_id: angkaN }),
  }),
  unduhPdf: unduhan('pdf'),
  unduhExcel: unduhan('excel'),
  kabkotaPropinsi: kontrak({
    method: 'GET',
    path: '/propinsi/:id/kabkota',
    izin: { resource: 'm_daerah', action: 'list' },
    ringkasan: 'Kabupaten/kota provinsi {id} di wilayah akun',
    tag: 'profil',
    params: paramId,
    jawaban: amplopDaftar(z.object({ id: z.number(), nama: z.string() })),
  }),
  kabkota: kontrak({
    method: 'GET',
    path: '/kabkota/:id',
    // progress and self/verified scores: whoever reads a region's indicator page, in the same scope
    izin: { resource: 'profil_pemda', action: 'read' },
    ringkasan: 'Kabupaten/kota provinsi {id} dengan kemajuan indikator dan jumlah inovasinya',
    tag: 'profil',
    params: paramId,
    query: z.object({ tahun: tahunIndikator }),
    jawaban: amplopDaftar(kabkotaProgresRow).extend({ tahun: z.number(), propinsi: z.object({ id: z.number(), nama: z.string() }), alasan_verifikasi_tersembunyi: teksN }),
  }),
  verifikasi: kontrak({
    method: 'GET',
    path: '/profil_pemda/verifikasi',
    izin: { resource: 'profil_pemda', action: 'verifikasi' },
    ringkasan: 'Profil pemda untuk verifikasi: daerah wilayah verifikator dengan kemajuan indikator',
    tag: 'profil',
    query: kueriDaftar.extend({
      tahun: tahunIndikator,
      propinsi_id: id.optional(),
      tingkat: z.enum(['1', '2'], 'Tingkat harus 1 (provinsi) atau 2 (kabupaten/kota).').transform(Number).optional(),
    }),
    jawaban: amplopDaftar(barisVerifikasi).extend({ page: z.number(), per_page: z.number(), tahun: z.number(), alasan_verifikasi_tersembunyi: teksN }),
  }),
  provinsiVerifikasi: kontrak({
    method: 'GET',
    path: '/daerah_verifikasi',
    izin: { resource: 'profil_pemda', action: 'verifikasi' },
    ringkasan: 'Provinsi yang memuat daerah wilayah verifikasi, dengan jumlah daerah, profil terisi dan inovasi menunggu',
    tag: 'profil',
    query: z.object({ search: cari, tahun: tahunIndikator }),
    jawaban: amplopDaftar(provinsiVerifikasi).extend({ tahun: z.number() }),
  }),
  binaan: kontrak({
    method: 'GET',
    path: '/daerah-binaan',
    izin: { resource: 'iga2020_inovasi', action: 'binaan' },
    ringkasan: 'Dasbor provinsi: inovasi indeks kabupaten/kota binaan per tahapan, kelengkapan dokumen, status pengiriman',
    tag: 'profil',
    query: kueriDaftar.extend({
      kabkota_id: id.optional(),
      is_index: bendera.optional(),
      inovasi_status: z.enum(['0', '1', '2'], 'Tahapan harus 0 (inisiatif), 1 (uji coba) atau 2 (penerapan).').transform(Number).optional(),
      sort: z.enum(URUTAN_BINAAN, 'Urutan harus nama_asc, nama_desc, terbaru atau terlama.').optional(),
    }),
    jawaban: amplopDaftar(barisBinaan).extend({
      page: z.number(),
      per_page: z.number(),
      rekap: rekapBinaan,
      kabkota: z.array(z.object({ id: z.number(), nama: z.string() })),
      tahun: z.array(z.number()),
    }),
  }),
};
