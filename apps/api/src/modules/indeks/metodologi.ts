import type { FastifyInstance } from 'fastify';
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  halaman,
  K_INDEKS,
  KOLOM_METODOLOGI,
  parseMetodologi,
  SUMBER_METODOLOGI,
  type SumberMetodologi,
  type AsalMetodologi as Asal,
  type AturanJumlahTampil,
  type BandPredikat,
  type KelayakanTampil,
  type KolomMetodologi as Kolom,
  type MetodologiTampil,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { igaIndikator, metodologi } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { kosongkanRujukan } from '../../lib/rujukan';
import { rute } from '../../plugins/kontrak';
import { simpanHasil } from './hitung';

/** The provenance of a `sumber` text; no text, or "pilihan proyek": the project chose the value (no source gives it). */
export function asalSumber(teks: string | undefined): Asal {
  const s = (teks ?? '').trim().toLowerCase();
  if (s.startsWith('ditetapkan admin')) return 'admin';
  if (s.startsWith('resmi') || s.startsWith('turunan')) return 'resmi';
  if (s.startsWith('pihak ketiga')) return 'pihak_ketiga';
  if (s.startsWith('tidak diketahui')) return 'tidak_diketahui';
  return 'pilihan_proyek';
}

/** The eligibility rules, each with its own provenance key, and the values that make it. */
const ATURAN_KELAYAKAN: readonly { kunci: SumberMetodologi; nilai: (k: Record<string, unknown>) => unknown }[] = [
  { kunci: 'kelayakan.tahapan_min', nilai: (k) => k.tahapan_min },
  { kunci: 'kelayakan.waktu_penerapan', nilai: (k) => [k.waktu_penerapan_min, k.waktu_penerapan_max] },
  { kunci: 'kelayakan.tahun_terakhir', nilai: (k) => k.tahun_terakhir },
];

/** Indicators of each year's catalogue per aspect (P: SPD, I: SID), for the missing-catalogue warning. */
async function katalogPerTahun(db: DbOrTx): Promise<Map<number, { spd: number; sid: number }>> {
  const rows = await db
    .select({ tahun: igaIndikator.tahun, tipe: igaIndikator.tipe, n: sql<number>`count(*)::int` })
    .from(igaIndikator)
    .groupBy(igaIndikator.tahun, igaIndikator.tipe);
  const out = new Map<number, { spd: number; sid: number }>();
  for (const r of rows) {
    const k = out.get(r.tahun) ?? { spd: 0, sid: 0 };
    if (r.tipe === 'P') k.spd = Number(r.n);
    if (r.tipe === 'I') k.sid = Number(r.n);
    out.set(r.tahun, k);
  }
  return out;
}

type Row = typeof metodologi.$inferSelect;

/** A row as the screen shows it: the stored values (JSON columns as stored), their provenance and the parse verdict. */
function tampil(row: Row, katalogTahun: Map<number, { spd: number; sid: number }>): MetodologiTampil {
  const parsed = parseMetodologi(row);
  const sumber = (row.sumber ?? {}) as Record<string, string>;
  const katalog = katalogTahun.get(row.tahun) ?? { spd: 0, sid: 0 };
  const kurang = [katalog.spd ? null : 'SPD (indikator 1-15)', katalog.sid ? null : 'SID (indikator 16-35)'].filter(Boolean);
  const peringatanKatalog = kurang.length
    ? [`katalog: katalog indikator ${kurang.join(' dan ')} tahun ${row.tahun} belum tersedia; skor ${kurang.length === 2 ? 'SPD dan kematangan' : katalog.spd ? 'kematangan' : 'SPD'} tahun ini tidak dapat dihitung dari jawaban.`]
    : [];
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
    asal: Object.fromEntries(SUMBER_METODOLOGI.map((k) => [k, asalSumber(sumber[k])])) as Record<SumberMetodologi, Asal>,
    katalog,
    valid: parsed.ok,
    masalah: parsed.ok ? [] : parsed.masalah,
    peringatan: [...(parsed.ok ? parsed.peringatan : []), ...peringatanKatalog],
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
    const katalog = await katalogPerTahun(db);
    return { status: 1, data: (berhalaman ? rows.slice(offset, offset + perPage) : rows).map((r) => tampil(r, katalog)), total: rows.length };
  });

  rute(app, K_INDEKS.metodologiTahun, async ({ params }) => {
    const row = await barisTahun(db, params.tahun);
    if (!row) throw new AppError('NOT_FOUND', 'Metodologi tahun ini belum ditetapkan.');
    return { status: 1, data: tampil(row, await katalogPerTahun(db)) };
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
      const olehAdmin = `ditetapkan admin (${user.username}, ${tanggal})`;
      for (const k of berubah) {
        if (k !== 'kelayakan') sumber[k] = olehAdmin;
        else {
          // each eligibility rule keeps its own provenance: only the rules whose values changed become the admin's
          const dulu = (lama?.kelayakan ?? {}) as Record<string, unknown>;
          const kini = nilai.kelayakan as Record<string, unknown>;
          for (const a of ATURAN_KELAYAKAN) if (!sama(a.nilai(dulu), a.nilai(kini))) sumber[a.kunci] = olehAdmin;
          delete sumber.kelayakan;
        }
      }
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
    // this process serves the new rules from its next request on (other processes: the trigger's notification)
    kosongkanRujukan(db);
    const pesan = !hasil.berubah.length
      ? 'Tidak ada nilai yang berubah.'
      : `Metodologi ${tahun} disimpan; indeks ${hasil.hitung?.dihitung ?? 0} daerah dihitung ulang, ${hasil.hitung?.berubah ?? 0} nilai berubah.`;
    return {
      status: 1 as const,
      message: pesan,
      data: tampil(hasil.row, await katalogPerTahun(db)),
      hitung: hasil.hitung ? { ...hasil.hitung, durasi_ms: Math.round(performance.now() - start) } : null,
    };
  });
}
