/**
 * Demo data of API access and the questionnaire (issue 17 items 4-5): the nine SKM questions, answers of several
 * demo accounts over the current and the previous survey period (so the results dashboard compares two periods),
 * and one API key of the demo pemda. The key's secret is random, stored only as its hash and printed nowhere: a
 * user who wants to try the API revokes it and makes a new one on the "Akses API" screen.
 * Called once per database from seedDemo (inside its transaction). Accounts `pemda`, `opd`, `admin` and
 * `superadmin` have not answered the current period, so the survey can be tried with them.
 */
import crypto from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { hariIniWib, periodeSebelumSkm, periodeSkm, UNSUR_SKM } from '@sigap/domain';
import { hashPassword } from '../../lib/password';
import type { DbOrTx } from '../client';
import { apiKeys, kuesioner, kuesionerJawaban, usrAsn } from '../schema';

const SEKARANG = ['asn', 'upt', 'provinsi', 'viewer', 'verifikator', 'pusat', 'tim.penilai', 'pemda.lain'];
const SEBELUM = [...SEKARANG, 'pemda', 'opd', 'admin', 'kabkota', 'dinas', 'kecamatan', 'quality_control'];

/** Typical answers per element (1-4) of the previous and the current period: the index rises a little. */
const POLA_SEBELUM = [3, 3, 2, 4, 3, 3, 3, 2, 3];
const POLA_SEKARANG = [3, 4, 3, 4, 3, 3, 4, 3, 3];

const SARAN = [
  'Mohon panduan pengisian indikator dilengkapi contoh bukti dukung.',
  'Waktu verifikasi sebaiknya diumumkan di dasbor.',
  'Aplikasi sudah cepat dibuka dari ponsel.',
];

export async function seedAksesDemo(tx: DbOrTx): Promise<void> {
  // questions: the regulation's nine elements, once
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(kuesioner);
  if (Number(n) === 0) {
    await tx.insert(kuesioner).values(UNSUR_SKM.map((u, i) => ({ unsur: u.kode, pertanyaan: u.pertanyaan, pilihan: [...u.pilihan], urutan: (i + 1) * 10, aktif: true })));
  }
  const qs = await tx.select({ id: kuesioner.id, unsur: kuesioner.unsur }).from(kuesioner).where(eq(kuesioner.aktif, true));

  const akun = new Map(
    (
      await tx
        .select({ id: usrAsn.id, username: usrAsn.username })
        .from(usrAsn)
        .where(inArray(sql`lower(${usrAsn.username})`, SEBELUM))
    ).map((a) => [a.username.toLowerCase(), a.id]),
  );
  const sekarang = periodeSkm(hariIniWib());
  const sebelum = periodeSebelumSkm(sekarang);
  const isian = (pola: number[], i: number) =>
    qs.map((q) => {
      const u = UNSUR_SKM.findIndex((x) => x.kode === q.unsur);
      // a spread around the element's typical answer, fixed per account (no randomness: the same demo every time)
      const geser = ((i * 7 + u * 3) % 5) - 2;
      const nilai = Math.min(4, Math.max(1, (pola[u] ?? 3) + (geser === 2 ? 1 : geser === -2 ? -1 : 0)));
      return { kuesioner_id: q.id, unsur: q.unsur, nilai };
    });
  const rows: (typeof kuesionerJawaban.$inferInsert)[] = [];
  SEBELUM.forEach((u, i) => {
    const id = akun.get(u);
    if (id !== undefined) rows.push({ usr_asn_id: id, periode: sebelum, jawaban: isian(POLA_SEBELUM, i), saran: i < SARAN.length ? SARAN[i]! : null, created_at: sql`now() - interval '190 days'` as never });
  });
  SEKARANG.forEach((u, i) => {
    const id = akun.get(u);
    if (id !== undefined) rows.push({ usr_asn_id: id, periode: sekarang, jawaban: isian(POLA_SEKARANG, i + 3), saran: i === 1 ? 'Terima kasih, layanan bantuan cepat menanggapi.' : null });
  });
  if (rows.length && qs.length) await tx.insert(kuesionerJawaban).values(rows).onConflictDoNothing();

  // one API key of the demo pemda; the secret is thrown away (only its hash is kept)
  const [pemda] = await tx.select({ id: usrAsn.id }).from(usrAsn).where(sql`lower(${usrAsn.username}) = 'pemda'`);
  if (pemda) {
    const rahasia = `sgs_${crypto.randomBytes(32).toString('base64url')}`;
    await tx
      .insert(apiKeys)
      .values({ usr_asn_id: pemda.id, api_key: `sgk_${crypto.randomBytes(24).toString('base64url')}`, secret_hash: await hashPassword(rahasia), nama: 'Dasbor kinerja Kota Bandung (demo)', jumlah_tukar: 0 })
      .onConflictDoNothing();
  }
}
