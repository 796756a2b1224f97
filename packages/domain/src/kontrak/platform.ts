import { z } from 'zod';
import { isValidDate } from '../fields/validate';
import { MATRIX, type ResourceName } from '../permissions/matrix';
import { ROLES } from '../permissions/roles';
import { MENU_SECTIONS } from '../platform/modules';
import { amplop, amplopDaftar, angkaN, bulatAntara, id, kontrak, teksN } from './dasar';

/** Platform (PLT-*): health, the user's screens, settings, content, the activity log. */

const RESOURCE_NAMES = Object.keys(MATRIX) as [ResourceName, ...ResourceName[]];

/** One screen of the application (domain `ModuleDef`). */
export const modulRow = z.object({
  slug: z.string(),
  title: z.string(),
  section: z.enum(MENU_SECTIONS),
  icon: z.string(),
  crud: z.boolean(),
  endpoint: z.string(),
  hidden: z.boolean(),
  roles: z.array(z.enum(ROLES)).readonly(),
  resource: z.enum(RESOURCE_NAMES).optional(),
  /** The same screen as this module: not listed in the menu of a role that has it. */
  sama: z.string().optional(),
});
export const seksiMenu = z.object({ title: z.enum(MENU_SECTIONS), modules: z.array(z.string()) });
export type SeksiMenu = z.output<typeof seksiMenu>;

export const pengaturanRow = z.object({ name: z.string(), setting_value: teksN });
export type PengaturanRow = z.output<typeof pengaturanRow>;

export const kontenRow = z.object({ id: z.number(), judul: z.string(), slug: z.string(), section: z.string(), content: teksN });
export type KontenRow = z.output<typeof kontenRow>;

/** One entry of the activity log (PLT-12). */
export const aktivitasRow = z.object({
  id: z.number(),
  ts: z.string(),
  account: z.object({ id: angkaN, username: teksN }),
  name: z.string(),
  data: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type Activity = z.output<typeof aktivitasRow>;

export const akunAktivitas = z.object({ id: z.number(), username: z.string(), nama_lengkap: z.string() });
export type ActivityAccount = z.output<typeof akunAktivitas>;

/** A WIB day: YYYY-MM-DD (a time after it, as some clients send, is ignored). */
const hari = z
  .string('Format tanggal YYYY-MM-DD.')
  .regex(/^\d{4}-\d{2}-\d{2}(?:$|[T ])/, 'Format tanggal YYYY-MM-DD.')
  .max(40, 'Format tanggal YYYY-MM-DD.')
  .refine((s) => isValidDate(s.slice(0, 10)), 'Tanggal tidak valid.')
  .transform((s) => s.slice(0, 10));

/** The id of an activity entry (bigserial: beyond the 32-bit ids of other tables). */
const idAktivitas = z
  .union([z.string().regex(/^[1-9][0-9]{0,15}$/, 'Harus bilangan bulat positif.'), z.number().int('Harus bilangan bulat positif.').positive('Harus bilangan bulat positif.')])
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n), 'Angka terlalu besar.');

const kueriAktivitas = z
  .object({
    since_id: idAktivitas.optional(),
    account_id: id.optional(),
    start_from: hari.optional(),
    until: hari.optional(),
    limit: bulatAntara(1, 200).optional(),
  })
  .refine((q) => !q.start_from || !q.until || q.start_from <= q.until, { path: ['until'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal.' });

const kueriAkunAktivitas = z.object({
  search: z
    .string('Harus berupa teks.')
    .max(100, 'Maksimal 100 karakter.')
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Pencarian mengandung karakter yang tidak diizinkan.')
    .optional(),
  id: id.optional(),
  limit: bulatAntara(1, 50).optional(),
});

const gagal = z.object({ status: z.literal(0), code: z.string(), message: z.string() });

export const K_PLATFORM = {
  kesehatan: kontrak({
    method: 'GET',
    path: '/health',
    izin: 'publik',
    ringkasan: 'Kesehatan layanan dan basis data (503 bila basis data tidak dapat dihubungi)',
    tag: 'platform',
    jawaban: z.union([amplop(z.object({ database: z.literal('ok'), kind: z.string() })), gagal]),
  }),
  modul: kontrak({
    method: 'GET',
    path: '/platform/modules',
    izin: 'masuk',
    ringkasan: 'Layar yang boleh dibuka pengguna dan bagian menunya',
    tag: 'platform',
    jawaban: amplop(z.array(modulRow)).extend({ sections: z.array(seksiMenu), total: z.number() }),
  }),
  pengaturan: kontrak({
    method: 'GET',
    path: '/app_settings',
    izin: 'publik',
    ringkasan: 'Pengaturan aplikasi (bendera dan periode, tanpa rahasia), juga sebelum masuk',
    tag: 'platform',
    jawaban: amplopDaftar(pengaturanRow),
  }),
  konten: kontrak({
    method: 'GET',
    path: '/content',
    izin: 'publik',
    ringkasan: 'Konten halaman (per bagian)',
    tag: 'platform',
    query: z.object({ section: z.string('Harus berupa teks.').max(20, 'Maksimal 20 karakter.').optional() }),
    jawaban: amplopDaftar(kontenRow),
  }),
  aktivitas: kontrak({
    method: 'GET',
    path: '/activities',
    izin: { resource: 'activities', action: 'list' },
    ringkasan: 'Log aktivitas, terbaru dahulu; halaman berikutnya dengan since_id',
    tag: 'platform',
    query: kueriAktivitas,
    jawaban: z.object({ status: z.literal(1), since_id: angkaN, more: z.boolean(), data: z.array(aktivitasRow) }),
  }),
  akunAktivitas: kontrak({
    method: 'GET',
    path: '/activities/accounts',
    izin: { resource: 'activities', action: 'list' },
    ringkasan: 'Akun untuk saringan log aktivitas (id, nama pengguna, nama)',
    tag: 'platform',
    query: kueriAkunAktivitas,
    jawaban: amplopDaftar(akunAktivitas),
  }),
};
