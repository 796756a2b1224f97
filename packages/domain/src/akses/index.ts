/**
 * API access (PLT-13): an account of the roles of matrix `api_access` holds one active key and secret. The secret is
 * shown once and stored as an argon2id hash; the pair is exchanged (`POST /api/access/token`) for a short-lived
 * access token that reads (GET) within the account's own data scope. These are the rules both sides share.
 */

/** Lifetime of an access token made from a key (15 minutes). */
export const TOKEN_API_TTL_DETIK = 15 * 60;
/** Requests (exchanges and reads with the key's tokens) allowed per key in one window. */
export const BATAS_KUNCI_API = 120;
/** The window of {@link BATAS_KUNCI_API}: one minute. */
export const JENDELA_KUNCI_API_MS = 60_000;
/** Active keys an account may hold at the same time. */
export const KUNCI_AKTIF_PER_AKUN = 1;

/** `sgk_` and 32 base64url characters: the public half (shown in lists, sent with the secret). */
export const POLA_KUNCI_API = /^sgk_[A-Za-z0-9_-]{32}$/;
/** `sgs_` and 43 base64url characters (256 bits): the secret half, shown once. */
export const POLA_RAHASIA_API = /^sgs_[A-Za-z0-9_-]{43}$/;

/** A token made from an API key only reads: GET (and HEAD). */
export function metodeBolehTokenApi(method: string): boolean {
  const m = method.toUpperCase();
  return m === 'GET' || m === 'HEAD';
}

export type StatusKunciApi = 'aktif' | 'dicabut';
export const statusKunciApi = (k: { revoked_at: string | Date | null }): StatusKunciApi => (k.revoked_at ? 'dicabut' : 'aktif');

/** Why an exchange was refused or accepted, as the audit rows store it. */
export const HASIL_TUKAR = {
  berhasil: 'Berhasil',
  kunci_tidak_dikenal: 'Kunci tidak dikenal',
  rahasia_salah: 'Rahasia salah',
  dicabut: 'Kunci sudah dicabut',
  akun_nonaktif: 'Akun nonaktif',
  peran_tidak_berhak: 'Peran akun tidak berhak',
  dibatasi: 'Melewati batas permintaan',
} as const;
export type HasilTukar = keyof typeof HASIL_TUKAR;

export const PESAN_AKSES_API = {
  rahasiaSekali: 'Simpan rahasia ini sekarang. Rahasia hanya ditampilkan sekali dan tidak dapat dilihat lagi.',
  sudahAdaKunci: 'Akun ini sudah memiliki kunci API aktif. Cabut kunci tersebut sebelum membuat yang baru.',
  kunciSalah: 'Kunci atau rahasia API salah.',
  dicabut: 'Kunci API ini sudah dicabut.',
  hanyaBaca: 'Token API hanya dapat membaca data (GET). Perubahan data memerlukan masuk ke aplikasi.',
  hanyaSesi: 'Pengelolaan kunci API memerlukan masuk ke aplikasi; token API tidak dapat dipakai di sini.',
  perlambat: (detik: number) => `Batas permintaan kunci API terlampaui. Coba lagi dalam ${detik} detik.`,
  dicabutOk: 'Kunci API dicabut. Token yang sudah dibuat dengan kunci ini tidak berlaku lagi.',
} as const;
