import { z } from 'zod';
import { skemaNamaPengguna, skemaSandi, teksIsian } from '../akun/sandi-skema';
import { AKSI_AKUN_DIKLAT } from '../diklat/akun';
import { ACCOUNT_DIKLAT_ROLES } from '../permissions/roles';
import { amplop, amplopDaftar, angkaN, bendera, bulatAntara, cari, id, kontrak, kueriDaftar, paramId, teksN, XLSX } from './dasar';
import { kueriUnduh } from './media';

/**
 * Training (diklat, DKL-01): the dashboard (`GET /diklat`) and its Excel, the innovations a report may name,
 * the training projects of an innovation, and the diklat account screen (`/account/diklat`). The reports
 * themselves are written through the generic CRUD (`/crud/laporan_diklat`, rules in the module's hooks).
 */
const TAG = 'diklat';

/** A record id chosen from a list (body), or empty / null for none. */
const idAtauKosong = (pesan: string) =>
  z
    .union([z.string(pesan).regex(/^[1-9][0-9]{0,9}$/, pesan), z.number(pesan).int(pesan).positive(pesan).max(2_147_483_647, pesan), z.literal(''), z.null()], { error: pesan })
    .transform((v) => (v === '' || v === null ? null : Number(v)));

// ------------------------------------------------------------------ dashboard

/** Filters of the dashboard: a year (of the report's filing, WIB), a region, a training type. */
export const kueriDashboardDiklat = z.object({
  tahun: bulatAntara(2000, 2100).optional(),
  profil_id: id.optional(),
  jenis_pelatihan_id: id.optional(),
});

const hitungan = z.object({ kunci: z.string(), nama: z.string(), jumlah: z.number() });
export type HitunganDiklat = z.output<typeof hitungan>;

export const dashboardDiklat = z.object({
  total: z.number(),
  peserta: z.number(),
  dengan_inovasi: z.number(),
  per_jenis: z.array(hitungan),
  per_daerah: z.array(hitungan),
  per_tahun: z.array(hitungan),
  per_urusan: z.array(hitungan),
  /** Years that have reports in the user's scope (the year filter's choices). */
  tahun_tersedia: z.array(z.number()),
});
export type DashboardDiklat = z.output<typeof dashboardDiklat>;

// ------------------------------------------------------------------ innovations and reports

export const inovasiPilihanDiklat = z.object({ id: z.number(), nama: z.string(), tahun: angkaN, profil_id: z.number() });
export type InovasiPilihanDiklat = z.output<typeof inovasiPilihanDiklat>;

export const proyekDiklatInovasi = z.object({
  id: z.number(),
  judul_proyek: z.string(),
  nama_peserta: z.string(),
  instansi: z.string(),
  jenis_pelatihan: teksN,
  tahun: z.number(),
});
export type ProyekDiklatInovasi = z.output<typeof proyekDiklatInovasi>;

// ------------------------------------------------------------------ accounts

export const akunDiklatRow = z.object({
  id: z.number(),
  username: z.string(),
  nama_lengkap: z.string(),
  email: teksN,
  role: z.string(),
  m_daerah_id: angkaN,
  nama_daerah: teksN,
  is_active: z.number(),
  last_login_at: teksN,
  created_at: teksN,
  aksi: z.array(z.enum(AKSI_AKUN_DIKLAT)),
});
export type AkunDiklat = z.output<typeof akunDiklatRow>;

const peranDiklat = z.enum(ACCOUNT_DIKLAT_ROLES, { error: 'Pilih peran admin.diklat, admin.diklat.daerah atau peserta.diklat.' });
const namaLengkap = teksIsian('Nama lengkap').trim().min(1, 'Nama lengkap wajib diisi.').max(255, 'Nama lengkap paling banyak 255 karakter.');
const email = z
  .union([z.literal(''), z.null(), teksIsian('Email').trim().max(255, 'Email paling banyak 255 karakter.').regex(z.regexes.email, 'Email harus berupa alamat email yang valid.')], {
    error: 'Email harus berupa alamat email yang valid.',
  })
  .transform((v) => (v === '' || v === null ? null : v));
/** A new password on edit: empty = keep the current one. */
const sandiBaru = z.union([z.literal(''), z.null(), skemaSandi], { error: 'Kata sandi harus berupa teks.' }).transform((v) => (v === '' || v === null ? null : v));

export const akunDiklatBaruBody = z
  .object({
    username: skemaNamaPengguna,
    nama_lengkap: namaLengkap,
    email: email.optional(),
    role: peranDiklat,
    m_daerah_id: idAtauKosong('Pilih daerah dari daftar.').optional(),
    password: skemaSandi,
  })
  .strict()
  .prefault(() => ({}) as never);

export const akunDiklatUbahBody = z
  .object({
    nama_lengkap: namaLengkap.optional(),
    email: email.optional(),
    role: peranDiklat.optional(),
    m_daerah_id: idAtauKosong('Pilih daerah dari daftar.').optional(),
    password: sandiBaru.optional(),
  })
  .strict()
  .prefault(() => ({}) as never);

export const K_DIKLAT = {
  dashboard: kontrak({
    method: 'GET',
    path: '/diklat',
    izin: { resource: 'laporan_diklat', action: 'dashboard' },
    ringkasan: 'Dashboard diklat: jumlah laporan per jenis pelatihan, daerah, tahun dan urusan (dalam cakupan akun)',
    tag: TAG,
    query: kueriDashboardDiklat,
    jawaban: amplop(dashboardDiklat),
  }),
  dashboardExcel: kontrak({
    method: 'GET',
    path: '/diklat/excel',
    izin: { resource: 'laporan_diklat', action: 'dashboard' },
    ringkasan: 'Dashboard diklat sebagai Excel (satu lembar per pengelompokan, ditambah daftar laporan)',
    tag: TAG,
    query: kueriDashboardDiklat.extend(kueriUnduh),
    jawaban: XLSX,
  }),
  inovasi: kontrak({
    method: 'GET',
    path: '/diklat/inovasi',
    izin: { resource: 'laporan_diklat', action: 'create' },
    ringkasan: 'Inovasi daerah yang dapat ditautkan ke laporan diklat (daerah {profil_id}, dalam cakupan akun)',
    tag: TAG,
    query: z.object({ profil_id: id, search: cari }),
    jawaban: amplopDaftar(inovasiPilihanDiklat),
  }),
  proyekInovasi: kontrak({
    method: 'GET',
    path: '/inovasi/:id/diklat',
    izin: { resource: 'iga2020_inovasi', action: 'read' },
    ringkasan: 'Proyek perubahan diklat yang menghasilkan inovasi {id}',
    tag: TAG,
    params: paramId,
    jawaban: amplopDaftar(proyekDiklatInovasi),
  }),
  akun: kontrak({
    method: 'GET',
    path: '/account/diklat',
    izin: { resource: 'akun_diklat', action: 'list' },
    ringkasan: 'Akun diklat yang dapat dikelola (admin.diklat, admin.diklat.daerah, peserta.diklat)',
    tag: TAG,
    query: kueriDaftar.extend({ role: peranDiklat.optional(), is_active: bendera.optional(), m_daerah_id: id.optional() }),
    jawaban: amplopDaftar(akunDiklatRow).extend({ peran: z.array(z.string()), daerah_terkunci: angkaN }),
  }),
  tambahAkun: kontrak({
    method: 'POST',
    path: '/account/diklat',
    izin: { resource: 'akun_diklat', action: 'create' },
    ringkasan: 'Buat akun diklat (peran dan daerah menurut akun pembuat)',
    tag: TAG,
    body: akunDiklatBaruBody,
    jawaban: amplop(akunDiklatRow),
  }),
  ubahAkun: kontrak({
    method: 'POST',
    path: '/account/diklat/:id',
    izin: { resource: 'akun_diklat', action: 'update' },
    ringkasan: 'Ubah akun diklat {id} (kata sandi kosong = tetap)',
    tag: TAG,
    params: paramId,
    body: akunDiklatUbahBody,
    jawaban: amplop(akunDiklatRow),
  }),
  statusAkun: kontrak({
    method: 'POST',
    path: '/account/diklat/:id/status',
    izin: { resource: 'akun_diklat', action: 'update' },
    ringkasan: 'Aktifkan (is_active 1) atau nonaktifkan (is_active 0) akun diklat {id}',
    tag: TAG,
    params: paramId,
    body: z.object({ is_active: bendera }).strict().prefault(() => ({}) as never),
    jawaban: amplop(akunDiklatRow),
  }),
};
