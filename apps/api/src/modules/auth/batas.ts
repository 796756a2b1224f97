/**
 * The sign-in limiter (issue 14, item 3). State lives in the table `batas_masuk`, so every API process on the same
 * database shares it (PostgreSQL or PGlite alike).
 *
 * - Per username (`u:<username>`, from any address): after `gagalNama` failed attempts each further attempt waits a
 *   delay that doubles with every failure (1 s, 2 s, 4 s, ... at most 15 minutes); a correct password resets it.
 *   A username's failures are forgotten after a day without any.
 * - Per address (`a:<req.ip>`): at most `GAGAL_ALAMAT` failed attempts per 15-minute window; successful sign-ins never
 *   count, so an office behind one address is not locked out by one person.
 *
 * An attempt is counted as failed *before* the password is checked (under a row lock) and given back when the
 * password was right: parallel attempts cannot slip past the limit while the passwords are being checked.
 * Refused attempts (429) change nothing. Times come from `jam` (the API's clock; tests set it).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batasMasuk } from '../../db/schema';

export const JEDA_AWAL_MS = 1000;
export const JEDA_MAKS_MS = 15 * 60_000;
export const GAGAL_ALAMAT = 100;
export const JENDELA_ALAMAT_MS = 15 * 60_000;
/** A username's failures are forgotten after this long without one; rows older than this are pruned. */
export const LUPA_MS = 24 * 60 * 60_000;
const PANGKAS_SETIAP_MS = 10 * 60_000;

let jam: () => number = () => Date.now();
/** Tests only: a controllable clock for the limiter (`null`: the real clock again). */
export function aturJamBatasMasuk(f: (() => number) | null): void {
  jam = f ?? (() => Date.now());
}

const terakhirPangkas = new WeakMap<object, number>();

export const kunciNama = (username: string) => `u:${username.trim().toLowerCase()}`.slice(0, 200);
export const kunciAlamat = (ip: string) => `a:${ip}`.slice(0, 200);

/** The delay after the `gagal`-th failure of a username (`batas` failures allowed without one). */
export function jedaNama(gagal: number, batas: number): number {
  if (gagal < batas) return 0;
  return Math.min(JEDA_AWAL_MS * 2 ** Math.min(gagal - batas, 30), JEDA_MAKS_MS);
}

export interface Percobaan {
  username: string;
  ip: string;
  /** Failed attempts of a username before the delay starts (config LOGIN_RATE_MAX). */
  gagalNama: number;
}

export type HasilMulai = { ok: true } | { ok: false; tungguMs: number };

/**
 * Starts a sign-in attempt: refused (with the wait) while the username or the address is blocked, else counted as a
 * failure of both until `passwordBenar` gives it back.
 */
export async function mulaiPercobaan(db: Db, p: Percobaan): Promise<HasilMulai> {
  const now = jam();
  const kNama = kunciNama(p.username);
  const kAlamat = kunciAlamat(p.ip);
  const hasil = await db.transaction(async (tx) => {
    const baru = new Date(now);
    // sorted keys: concurrent attempts lock the rows in the same order
    const keys = [kAlamat, kNama].sort();
    // an upsert locks each row whether it existed or not (a row deleted meanwhile is inserted again); a no-op update
    // on conflict returns the stored values
    const rows = await tx
      .insert(batasMasuk)
      .values(keys.map((kunci) => ({ kunci, gagal: 0, window_start: baru, updated_at: baru })))
      .onConflictDoUpdate({ target: batasMasuk.kunci, set: { kunci: sql`excluded.kunci` } })
      .returning();
    const nama = rows.find((r) => r.kunci === kNama)!;
    const alamat = rows.find((r) => r.kunci === kAlamat)!;
    const tunggu = Math.max(nama.blocked_until ? nama.blocked_until.getTime() - now : 0, alamat.blocked_until ? alamat.blocked_until.getTime() - now : 0);
    if (tunggu > 0) return { ok: false as const, tungguMs: tunggu };

    const namaLama = nama.gagal > 0 && nama.updated_at.getTime() <= now - LUPA_MS;
    const gagalNama = (namaLama ? 0 : nama.gagal) + 1;
    const jeda = jedaNama(gagalNama, p.gagalNama);
    await tx
      .update(batasMasuk)
      .set({
        gagal: gagalNama,
        blocked_until: jeda ? new Date(now + jeda) : null,
        window_start: namaLama || nama.gagal === 0 ? baru : nama.window_start,
        updated_at: baru,
      })
      .where(eq(batasMasuk.kunci, kNama));

    const jendelaBaru = alamat.window_start.getTime() <= now - JENDELA_ALAMAT_MS;
    const mulaiJendela = jendelaBaru ? now : alamat.window_start.getTime();
    const gagalAlamat = (jendelaBaru ? 0 : alamat.gagal) + 1;
    await tx
      .update(batasMasuk)
      .set({
        gagal: gagalAlamat,
        blocked_until: gagalAlamat >= GAGAL_ALAMAT ? new Date(mulaiJendela + JENDELA_ALAMAT_MS) : null,
        window_start: new Date(mulaiJendela),
        updated_at: baru,
      })
      .where(eq(batasMasuk.kunci, kAlamat));
    return { ok: true as const };
  });
  await pangkas(db, now);
  return hasil;
}

/**
 * The password was right: the username starts over and the address gets its attempt back (a successful sign-in never
 * counts against it). A wrong password needs no call: the attempt was counted when it started.
 */
export async function passwordBenar(db: Db, p: Pick<Percobaan, 'username' | 'ip'>): Promise<void> {
  // two statements, one row each (no transaction): no lock order to get wrong against a starting attempt
  await db
    .update(batasMasuk)
    .set({
      gagal: sql`greatest(${batasMasuk.gagal} - 1, 0)`,
      blocked_until: sql`case when ${batasMasuk.gagal} - 1 < ${GAGAL_ALAMAT} then null else ${batasMasuk.blocked_until} end`,
    })
    .where(eq(batasMasuk.kunci, kunciAlamat(p.ip)));
  await db.delete(batasMasuk).where(eq(batasMasuk.kunci, kunciNama(p.username)));
}

/** Removes rows nobody needs any more (no failure for a day, not blocked), at most every 10 minutes per process. */
async function pangkas(db: Db, now: number): Promise<void> {
  const last = terakhirPangkas.get(db);
  if (last !== undefined && now - last < PANGKAS_SETIAP_MS && now >= last) return;
  terakhirPangkas.set(db, now);
  const t = new Date(now);
  await db
    .delete(batasMasuk)
    .where(and(lt(batasMasuk.updated_at, new Date(now - LUPA_MS)), or(isNull(batasMasuk.blocked_until), lt(batasMasuk.blocked_until, t))));
}

/** Indonesian message of a refused attempt; seconds rounded up (minutes from two minutes on). */
export function pesanTunggu(tungguMs: number): { detik: number; pesan: string } {
  const detik = Math.max(1, Math.ceil(tungguMs / 1000));
  const teks = detik < 120 ? `${detik} detik` : `${Math.ceil(detik / 60)} menit`;
  return { detik, pesan: `Terlalu banyak percobaan masuk. Coba lagi dalam ${teks}.` };
}
