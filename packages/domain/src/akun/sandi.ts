/**
 * The one password and username policy of accounts (ACC-*, PLT-01): self-registration, password reset and
 * change, and account writes by admins all apply it. Plain functions for the server's hooks and the forms; the zod
 * schemas built on them for the endpoint contracts are in `sandi-skema.ts`, so the sign-in pages that check a
 * password as it is typed do not load zod (a module that builds schemas at load brings them along).
 */

export const SANDI_MIN = 8;
export const SANDI_MAX = 128;
export const NAMA_PENGGUNA_MIN = 3;
export const NAMA_PENGGUNA_MAX = 60;
/** Letters, digits, dot, underscore and hyphen. */
export const POLA_NAMA_PENGGUNA = /^[a-zA-Z0-9._-]+$/;

/** The first broken rule of a new password, in Indonesian; null when it is acceptable. */
export function periksaSandi(sandi: string): string | null {
  if (sandi.length < SANDI_MIN) return `Kata sandi minimal ${SANDI_MIN} karakter.`;
  if (sandi.length > SANDI_MAX) return `Kata sandi maksimal ${SANDI_MAX} karakter.`;
  if (!/[A-Za-z]/.test(sandi)) return 'Kata sandi harus memuat huruf.';
  if (!/[0-9]/.test(sandi)) return 'Kata sandi harus memuat angka.';
  return null;
}

/** The first broken rule of a username (already trimmed), in Indonesian; null when it is acceptable. */
export function periksaNamaPengguna(nama: string): string | null {
  if (!nama) return 'Nama pengguna wajib diisi.';
  if (nama.length < NAMA_PENGGUNA_MIN) return `Nama pengguna minimal ${NAMA_PENGGUNA_MIN} karakter.`;
  if (nama.length > NAMA_PENGGUNA_MAX) return `Nama pengguna maksimal ${NAMA_PENGGUNA_MAX} karakter.`;
  if (!POLA_NAMA_PENGGUNA.test(nama)) return 'Nama pengguna hanya boleh huruf, angka, titik, garis bawah dan tanda hubung.';
  return null;
}

/** Password and its confirmation must match (the message goes to `password_confirmation`). */
export const sandiSama = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;
export const PESAN_KONFIRMASI = 'Konfirmasi kata sandi tidak sama.';
