import type { FastifyInstance } from 'fastify';
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  halaman,
  K_INDEKS,
  KOLOM_METODOLOGI,
  parseMetodologi,
  type AsalMetodologi as Asal,
  type AturanJumlahTampil,
  type BandPredikat,
  type KelayakanTampil,
  type KolomMetodologi as Kolom,
  type MetodologiTampil,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { metodologi } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { simpanHasil } from './hitung';

export function asalSumber(teks: string | undefined): Asal {
  const s = (teks ?? '').trim().toLowerCase();
  if (s.startsWith('ditetapkan admin')) return 'admin';
  if (s.startsWith('resmi') || s.startsWith('turunan')) return 'resmi';
  if (s.startsWith('pihak ketiga')) return 'pihak_ketiga';
  return 'tidak_diketahui';
}

type Row = typeof metodologi.$inferSelect;

/** A row as the screen shows it: the stored values (JSON columns as stored), their provenance and the parse verdict. */
function tampil(row: Row): MetodologiTampil {
  const parsed = parseMetodologi(row);
  const sumber = (row.sumber ?? {}) as Record<string, string>;
  return {
    id: row.id,
    tahun: row.tahun,
    k: row.k,
    skor_maks_total: row.skor_maks_total,
    skor_maks_spd: row.skor_maks_spd,
    skor_maks_kematangan: row.skor_maks_kematangan,
    skor_jumlah_inovasi: (row.skor_jumlah_inovasi ?? null) as AturanJumlahTampil | null,
    predikat: (row.predikat ?? null) as BandPredikat[] | null,
    kelayakan: (row.kelayakan ?? null) as KelayakanTampil | null,
    catatan: row.catatan,
    sumber,
    asal: Object.fromEntries(KOLOM_METODOLOGI.map((k) => [k, asalSumber(sumber[k])])) as Record<Kolom, Asal>,
    valid: parsed.ok,
    masalah: parsed.ok ? [] : parsed.masalah,
    peringatan: parsed.ok ? parsed.peringatan : [],
    updated_at: row.updated_at,
  };
}

const sama = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

async function barisTahun(db: DbOrTx, tahun: number, kunci = false): Promise<Row | undefined> {
  const q = db.select().from(metodologi).where(eq(metodologi.tahun, tahun));
  const [row] = kunci ? await q.for('update') : await q;
  return row;
}

/**
 * Methodology screen (IDX-01, superadmin): the rule set per year, which values
 * came from a published source and which an admin set, and saving with a
 * recompute of that year's stored results in the same transaction (logged).
 */
export async function metodologiRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** Every year's rules, newest first (a handful of rows: pages only when asked; `search` on the year). */
  rute(app, K_INDEKS.metodologi, async ({ query }) => {
    const { offset, perPage, dir, search } = halaman(query, { sort: 'desc' });
    const rows = (await db.select().from(metodologi).orderBy(dir === 'asc' ? asc(metodologi.tahun) : desc(metodologi.tahun))).filter((r) => !search || String(r.tahun).includes(search));
    const berhalaman = query.page !== undefined || query.per_page !== undefined || query.pageSize !== undefined;
    return { status: 1, data: (berhalaman ? rows.slice(offset, offset + perPage) : rows).map(tampil), total: rows.length };
  });

  rute(app, K_INDEKS.metodologiTahun, async ({ params }) => {
    const row = await barisTahun(db, params.tahun);
    if (!row) throw new AppError('NOT_FOUND', 'Metodologi tahun ini belum ditetapkan.');
    return { status: 1, data: tampil(row) };
  });

  /** Creates or changes the rules of a year; only the values sent change (the contract checks the shape, parseMetodologi the values). */
  rute(app, K_INDEKS.simpanMetodologi, async ({ user, params, body }) => {
    const tahun = params.tahun;
    const input: Record<string, unknown> = body;
    const start = performance.now();
    const hasil = await db.transaction(async (tx) => {
      const lama = await barisTahun(tx, tahun, true);
      const dasar: Record<string, unknown> = lama
        ? { ...lama }
        : { tahun, k: null, skor_maks_total: null, skor_maks_spd: null, skor_maks_kematangan: null, skor_jumlah_inovasi: { rumus: null, maks: null }, predikat: [], kelayakan: {}, sumber: {}, catatan: null };
      const baru: Record<string, unknown> = { ...dasar, ...input, tahun };
      const parsed = parseMetodologi(baru);
      if (!parsed.ok) {
        const errors: Record<string, string> = {};
        for (const m of parsed.masalah) {
          const i = m.indexOf(':');
          const kolom = i > 0 ? m.slice(0, i).split('.')[0]! : '_';
          const pesan = i > 0 ? m.slice(i + 1).trim() : m;
          errors[kolom] = errors[kolom] ? `${errors[kolom]}; ${pesan}` : pesan;
        }
        throw validationError(errors, 'Metodologi tidak valid; periksa isian yang ditandai.');
      }
      const m = parsed.metodologi;
      // normalised values (numbers from numeric text, defaults filled) are what is stored
      const nilai = {
        k: m.k,
        skor_maks_total: m.skor_maks_total,
        skor_maks_spd: m.skor_maks_spd,
        skor_maks_kematangan: m.skor_maks_kematangan,
        skor_jumlah_inovasi: m.skor_jumlah_inovasi,
        predikat: m.predikat,
        kelayakan: m.kelayakan,
      } satisfies Record<Kolom, unknown>;
      const berubah = KOLOM_METODOLOGI.filter((k) => input[k] !== undefined && (!lama || !sama(lama[k], nilai[k])));
      const catatanBerubah = input.catatan !== undefined && (lama?.catatan ?? null) !== (input.catatan ?? null);
      if (lama && !berubah.length && !catatanBerubah) return { row: lama, berubah, hitung: null };
      const sumber: Record<string, string> = { ...((lama?.sumber ?? {}) as Record<string, string>) };
      const tanggal = new Date().toISOString().slice(0, 10);
      for (const k of berubah) sumber[k] = `ditetapkan admin (${user.username}, ${tanggal})`;
      const set = { ...nilai, sumber, catatan: input.catatan !== undefined ? ((input.catatan as string | null) ?? null) : (lama?.catatan ?? null) };
      const [row] = lama
        ? await tx
            .update(metodologi)
            .set({ ...set, updated_at: sql`now()` })
            .where(eq(metodologi.id, lama.id))
            .returning()
        : await tx
            .insert(metodologi)
            .values({ tahun, ...set })
            .returning();
      // the stored results of the year follow the new rules in the same transaction
      const hitung = berubah.length ? await simpanHasil(tx, tahun, undefined, user.id) : null;
      await logActivity(tx, user, lama ? 'Ubah metodologi IID' : 'Tambah metodologi IID', {
        tahun,
        kolom: berubah.join(', '),
        lama: lama ? Object.fromEntries(berubah.map((k) => [k, lama[k]])) : null,
        baru: Object.fromEntries(berubah.map((k) => [k, nilai[k]])),
        dihitung: hitung?.dihitung,
        berubah: hitung?.berubah,
      });
      return { row: row!, berubah, hitung };
    });
    const pesan = !hasil.berubah.length
      ? 'Tidak ada nilai yang berubah.'
      : `Metodologi ${tahun} disimpan; indeks ${hasil.hitung?.dihitung ?? 0} daerah dihitung ulang, ${hasil.hitung?.berubah ?? 0} nilai berubah.`;
    return {
      status: 1 as const,
      message: pesan,
      data: tampil(hasil.row),
      hitung: hasil.hitung ? { ...hasil.hitung, durasi_ms: Math.round(performance.now() - start) } : null,
    };
  });
}
