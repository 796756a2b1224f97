import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { iidTampil, type PemenangRow, type SessionUser } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { igaTahun, profilPemda, winnerCategory, winners } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError } from '../../lib/errors';
import { catatRiwayat, hitungSkor, keadaan, perKlaster, type BarisTahun } from './data';

/** The winner category of a cluster: one per cluster, shared by every award year ("IGA Klaster Provinsi"). */
export const namaKategori = (klaster: string) => `Innovative Government Award - ${klaster}`;

/**
 * The plenary (decision 60): per cluster the nominees with a complete overall_score, ranked, and the first
 * `jumlah_pemenang` become the year's winners (urutan 1 = first). The year's earlier winners in these award
 * categories are replaced (a rerun after a correction gives the current result); other categories are left alone.
 * Missing categories are created. The computation is the one of the screens (hitungSkor), seen as an overseer.
 */
export async function jalankanPleno(tx: DbOrTx, t: BarisTahun, user: SessionUser, catatan: string | null): Promise<PemenangRow[]> {
  const k = await hitungSkor(tx, t, { ...user, role: 'admin' });
  const baris = perKlaster(k.nomine, undefined).filter((n) => n.overall !== null);
  if (!baris.length) throw new AppError('INVALID_TRANSITION', 'Belum ada nomine dengan skor akhir lengkap (indeks, presentasi dan validasi lapangan).');
  const perKode = new Map<string, { nama: string; rows: typeof baris }>();
  for (const b of baris) {
    const g = perKode.get(b.klaster_kode) ?? { nama: b.klaster_nama, rows: [] };
    g.rows.push(b);
    perKode.set(b.klaster_kode, g);
  }
  const kategoriIds: number[] = [];
  const sisip: { tahun: number; category_id: number; profil_id: number; urutan: number }[] = [];
  for (const g of perKode.values()) {
    const nama = namaKategori(g.nama);
    let [kat] = await tx.select({ id: winnerCategory.id }).from(winnerCategory).where(eq(winnerCategory.name, nama));
    if (!kat) [kat] = await tx.insert(winnerCategory).values({ name: nama }).returning({ id: winnerCategory.id });
    kategoriIds.push(kat!.id);
    // the shown (2 decimals) score decides; equal shown scores fall back to the name so the order is stable
    const urut = [...g.rows].sort((a, b) => iidTampil(b.overall!) - iidTampil(a.overall!) || a.nama.localeCompare(b.nama, 'id'));
    urut.slice(0, t.jumlah_pemenang).forEach((r, i) => sisip.push({ tahun: t.tahun, category_id: kat!.id, profil_id: r.profil_id, urutan: i + 1 }));
  }
  await tx.delete(winners).where(and(eq(winners.tahun, t.tahun), inArray(winners.category_id, kategoriIds)));
  if (sisip.length) await tx.insert(winners).values(sisip);
  await tx.update(igaTahun).set({ pleno_at: sql`now()` as unknown as string, updated_at: sql`now()` as unknown as string }).where(eq(igaTahun.id, t.id));
  await catatRiwayat(tx, t, 'pleno', keadaan(t), catatan, user);
  await logActivity(tx, user, 'Rapat Pleno IGA', { tahun: t.tahun, pemenang: sisip.length, catatan });
  return pemenangTahun(tx, t);
}

/** The year's winners in the award categories (and any other category admins added for that year), with the score. */
export async function pemenangTahun(db: DbOrTx, t: BarisTahun): Promise<PemenangRow[]> {
  const rows = await db
    .select({ id: winners.id, tahun: winners.tahun, category_id: winners.category_id, kategori: winnerCategory.name, profil_id: winners.profil_id, nama: profilPemda.nama, urutan: winners.urutan })
    .from(winners)
    .innerJoin(winnerCategory, eq(winnerCategory.id, winners.category_id))
    .innerJoin(profilPemda, eq(profilPemda.id, winners.profil_id))
    .where(eq(winners.tahun, t.tahun))
    .orderBy(asc(winnerCategory.name), asc(winners.urutan), asc(profilPemda.nama));
  if (!rows.length) return [];
  const k = await hitungSkor(db, t, { id: 0, username: 'sistem', role: 'admin' } as SessionUser);
  const skor = new Map(k.nomine.map((n) => [n.profil_id, n.overall]));
  return rows.map((r) => ({ ...r, overall_score: skor.get(r.profil_id) == null ? null : iidTampil(skor.get(r.profil_id)!) }));
}
