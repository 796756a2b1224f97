import { z } from 'zod';
import { HASIL_TUKAR, POLA_KUNCI_API, POLA_RAHASIA_API } from '../akses/index';
import { amplop, amplopDaftar, jawabanOk, kontrak, kueriDaftar, paramId, teksN } from './dasar';

/**
 * API access (PLT-13, `api-access`, roles of matrix `api_access`): the account's own keys, a new key (its secret
 * answered once), revocation, the exchange log, and the exchange of a key and secret for a short-lived read-only
 * access token (docs/API.md "Akses API").
 */

export const kunciApiRow = z.object({
  id: z.number(),
  nama: z.string(),
  /** The public half; the secret is never answered again after creation. */
  api_key: z.string(),
  status: z.enum(['aktif', 'dicabut']),
  created_at: z.string(),
  last_used_at: teksN,
  revoked_at: teksN,
  /** Successful exchanges so far. */
  jumlah_tukar: z.number(),
});
export type KunciApiRow = z.output<typeof kunciApiRow>;

const HASIL = Object.keys(HASIL_TUKAR) as [keyof typeof HASIL_TUKAR, ...(keyof typeof HASIL_TUKAR)[]];

export const riwayatTukarRow = z.object({
  id: z.number(),
  created_at: z.string(),
  hasil: z.enum(HASIL),
  hasil_label: z.string(),
  ip: teksN,
});
export type RiwayatTukarRow = z.output<typeof riwayatTukarRow>;

export const ketentuanAksesApi = z.object({
  /** Lifetime of an access token, seconds. */
  ttl_detik: z.number(),
  /** Requests per key per minute (exchanges and reads). */
  batas_per_menit: z.number(),
  /** Active keys per account. */
  kunci_aktif_maks: z.number(),
});

const nama = z
  .string('Harus berupa teks.')
  .transform((s) => s.trim())
  .pipe(z.string().min(1, 'Wajib diisi.').max(100, 'Maksimal 100 karakter.'));

export const K_AKSES = {
  daftar: kontrak({
    method: 'GET',
    path: '/api/access',
    izin: { resource: 'api_access', action: 'read' },
    ringkasan: 'Kunci API milik akun sendiri (tanpa rahasia), dengan ketentuan token dan batas permintaan',
    tag: 'akses',
    jawaban: z.object({ status: z.literal(1), data: z.array(kunciApiRow), total: z.number(), ketentuan: ketentuanAksesApi }),
  }),
  buat: kontrak({
    method: 'POST',
    path: '/api/access',
    izin: { resource: 'api_access', action: 'create' },
    ringkasan: 'Buat kunci API dan rahasianya (rahasia hanya dijawab sekali; disimpan sebagai hash argon2id)',
    tag: 'akses',
    body: z.object({ nama }, 'Harus berupa objek.').strict(),
    jawaban: amplop(kunciApiRow.extend({ api_secret: z.string() })),
  }),
  cabut: kontrak({
    method: 'DELETE',
    path: '/api/access/:id',
    izin: { resource: 'api_access', action: 'delete' },
    ringkasan: 'Cabut kunci API sendiri; token yang sudah dibuat dengannya langsung ditolak',
    tag: 'akses',
    params: paramId,
    jawaban: jawabanOk,
  }),
  riwayat: kontrak({
    method: 'GET',
    path: '/api/access/:id/riwayat',
    izin: { resource: 'api_access', action: 'read' },
    ringkasan: 'Riwayat penukaran satu kunci API sendiri (audit), terbaru dulu',
    tag: 'akses',
    params: paramId,
    query: kueriDaftar,
    jawaban: amplopDaftar(riwayatTukarRow),
  }),
  tukar: kontrak({
    method: 'POST',
    path: '/api/access/token',
    izin: 'publik',
    ringkasan: 'Tukar kunci dan rahasia API dengan token akses 15 menit (hanya GET, dalam cakupan data akun pemilik)',
    tag: 'akses',
    body: z
      .object(
        {
          api_key: z.string('Wajib diisi.').max(100, 'Maksimal 100 karakter.').regex(POLA_KUNCI_API, 'Format kunci API tidak valid.'),
          api_secret: z.string('Wajib diisi.').max(100, 'Maksimal 100 karakter.').regex(POLA_RAHASIA_API, 'Format rahasia API tidak valid.'),
        },
        'Harus berupa objek.',
      )
      .strict(),
    jawaban: amplop(
      z.object({
        access_token: z.string(),
        token_type: z.literal('Bearer'),
        expires_in: z.number(),
        expires_at: z.string(),
        scope: z.literal('baca'),
      }),
    ),
  }),
};
