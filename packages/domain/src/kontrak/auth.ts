import { z } from 'zod';
import { SELF_REGISTER_ROLES } from '../akun/aksi';
import { PESAN_KONFIRMASI, sandiSama } from '../akun/sandi';
import { skemaNamaPengguna, skemaSandi, teksIsian } from '../akun/sandi-skema';
import { SESSION_FLAGS, type SessionFlag } from '../platform/settings';
import { ROLES } from '../permissions/roles';
import { amplop, angkaN, jawabanOk, kontrak, paramId, teksN } from './dasar';

/** Sign-in, session, self-registration, passwords and account activation (PLT-01, PLT-02, ACC-*). */

/** The signed-in user as `POST /login` and `GET /me` return it: the session user, its region, flags and screens. */
export const sesiAkun = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(ROLES),
  nama_lengkap: z.string(),
  email: teksN,
  m_daerah_id: angkaN,
  profil_id: angkaN,
  area: z.number(),
  opd_perangkat_id: angkaN,
  upt_id: angkaN,
  daerah_ids: z.array(z.number()).nullable(),
  allowed_years: z.array(z.number()).nullable(),
  readable_years: z.array(z.number()).nullable().optional(),
  role_label: z.string(),
  daerah: z.object({ id: z.number(), nama: z.string(), kode: z.string(), tingkat: z.number() }).nullable(),
  ...(Object.fromEntries(SESSION_FLAGS.map((f) => [f, z.number()])) as Record<SessionFlag, z.ZodNumber>),
  modules: z.array(z.string()),
});
export type SesiAkun = z.output<typeof sesiAkun>;

/** A record id chosen from a list, with one message for anything else. */
const idPilihan = (pesan: string) =>
  z
    .union([z.string(pesan).regex(/^[1-9][0-9]{0,9}$/, pesan), z.number(pesan).int(pesan).positive(pesan).max(2_147_483_647, pesan)], { error: pesan })
    .transform(Number);

/** An absent body reads as an empty form, so the answer names each missing field. */
const kosong = () => ({}) as never;

const konfirmasi = teksIsian('Konfirmasi kata sandi').max(256, 'Konfirmasi kata sandi terlalu panjang.');

const loginBody = z
  .object({
    username: teksIsian('Nama pengguna').trim().min(1, 'Nama pengguna wajib diisi.').max(100, 'Nama pengguna terlalu panjang.'),
    password: teksIsian('Kata sandi').min(1, 'Kata sandi wajib diisi.').max(256, 'Kata sandi terlalu panjang.'),
  })
  .prefault(kosong);

const registerBody = z
  .object({
    username: skemaNamaPengguna,
    password: skemaSandi,
    password_confirmation: konfirmasi,
    nama_lengkap: teksIsian('Nama lengkap').trim().min(1, 'Nama lengkap wajib diisi.').max(255, 'Nama lengkap terlalu panjang.'),
    email: teksIsian('Email').trim().max(255, 'Email terlalu panjang.').regex(z.regexes.email, 'Email harus berupa alamat email yang valid.'),
    m_daerah_id: idPilihan('Daerah wajib dipilih.'),
    role: z.enum(SELF_REGISTER_ROLES, { error: 'Peran tidak dapat dipilih untuk pendaftaran mandiri.' }).default('pemda'),
  })
  .refine(sandiSama, { path: ['password_confirmation'], message: PESAN_KONFIRMASI })
  .prefault(kosong);

const forgotBody = z
  .object({ email: teksIsian('Email atau nama pengguna').trim().min(1, 'Email atau nama pengguna wajib diisi.').max(255, 'Email atau nama pengguna terlalu panjang.') })
  .prefault(kosong);

const resetBody = z
  .object({
    token: teksIsian('Token').min(10, 'Token tidak valid.').max(200, 'Token tidak valid.'),
    password: skemaSandi,
    password_confirmation: konfirmasi,
  })
  .refine(sandiSama, { path: ['password_confirmation'], message: PESAN_KONFIRMASI })
  .prefault(kosong);

const changeBody = z
  .object({
    password_lama: teksIsian('Kata sandi lama').min(1, 'Kata sandi lama wajib diisi.').max(256, 'Kata sandi lama terlalu panjang.'),
    password: skemaSandi,
    password_confirmation: konfirmasi,
  })
  .refine(sandiSama, { path: ['password_confirmation'], message: PESAN_KONFIRMASI })
  .prefault(kosong);

/** `is_active`: 1 activates (also when left out), 0 deactivates; only 0/1 or "0"/"1" (never `false`, "false"). */
const aktifBody = z
  .object({
    is_active: z
      .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'Status aktif harus 0 atau 1.' })
      .transform((v) => (Number(v) === 1 ? 1 : 0))
      .optional(),
  })
  .strict()
  .optional();

export const akunRingkas = z.object({ id: z.number(), username: z.string(), is_active: z.number() });
export type AkunRingkas = z.output<typeof akunRingkas>;

export const K_AUTH = {
  masuk: kontrak({
    method: 'POST',
    path: '/login',
    izin: 'publik',
    ringkasan: 'Masuk: token dan data pengguna',
    tag: 'auth',
    body: loginBody,
    jawaban: z.object({ status: z.literal(1), token: z.string(), user: sesiAkun }),
  }),
  saya: kontrak({
    method: 'GET',
    path: '/me',
    izin: 'masuk',
    ringkasan: 'Pengguna yang sedang masuk: peran, daerah, bendera sesi, layar',
    tag: 'auth',
    jawaban: amplop(sesiAkun),
  }),
  daftar: kontrak({
    method: 'POST',
    path: '/register',
    izin: 'publik',
    ringkasan: 'Pendaftaran akun mandiri (aktif setelah disetujui admin)',
    tag: 'auth',
    body: registerBody,
    jawaban: amplop(akunRingkas),
  }),
  lupaSandi: kontrak({
    method: 'POST',
    path: '/password/forgot',
    izin: 'publik',
    ringkasan: 'Kirim tautan atur ulang kata sandi ke email akun',
    tag: 'auth',
    body: forgotBody,
    jawaban: jawabanOk,
  }),
  aturUlangSandi: kontrak({
    method: 'POST',
    path: '/password/reset',
    izin: 'publik',
    ringkasan: 'Atur ulang kata sandi dengan token dari email',
    tag: 'auth',
    body: resetBody,
    jawaban: jawabanOk,
  }),
  ubahSandi: kontrak({
    method: 'POST',
    path: '/password/change',
    izin: 'masuk',
    ringkasan: 'Ubah kata sandi sendiri (token baru; token lama tidak berlaku)',
    tag: 'auth',
    body: changeBody,
    jawaban: z.object({ status: z.literal(1), token: z.string(), message: z.string() }),
  }),
  aktifkan: kontrak({
    method: 'POST',
    path: '/account/:id/activate',
    izin: { resource: 'usr_asn', action: 'activate' },
    ringkasan: 'Aktifkan (is_active 1, bawaan) atau nonaktifkan (is_active 0) akun {id}',
    tag: 'auth',
    params: paramId,
    body: aktifBody,
    jawaban: amplop(akunRingkas),
  }),
};
