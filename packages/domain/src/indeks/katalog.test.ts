/**
 * The full indicator catalogue the database seed loads (a copy of
 * /work/shared/domain/indicators.json), read through a relative JSON import:
 * test-only, the engine itself never reads files.
 */
import { describe, expect, it } from 'vitest';
import katalog from '../../../../apps/api/src/db/seed/data/indicators.json';
import { hitungIndeks, kematangan, skorSpd } from './indeks';
import { METODOLOGI_BAWAAN } from './metodologi';
import { PREDIKAT } from './predikat';
import { isJenisSebelumSesudah } from './skor-indikator';
import type { IndikatorDef, Jawaban, JenisIndikator, SkalaDef } from './types';

interface BarisKatalog {
  year: number;
  code: string;
  aspek: 'SPD' | 'SID';
  jenis: string;
  bobot: number | null;
  required: number | null;
  skor_maks: number | null;
  skala: { nilai: number; mulai_dari?: number; sampai_dengan?: number }[];
}

const BARIS = katalog as unknown as BarisKatalog[];

/** Catalogue rows of a year as engine definitions (ids: position + 1; scale ids: id × 10 + level). */
function definisi(tahun: number): IndikatorDef[] {
  return BARIS.filter((b) => b.year === tahun).map((b, i) => {
    const id = i + 1;
    return {
      id,
      kode: b.code,
      tipe: b.aspek === 'SPD' ? 'P' : 'I',
      jenis: b.jenis as JenisIndikator,
      bobot: b.bobot,
      required: b.required === 1,
      skor_maks: b.skor_maks,
      skala: b.skala.map((s) => ({ ...s, id: id * 10 + s.nilai })),
    };
  });
}

/** A number strictly inside the range of a level (not on an overlapping bound). */
function titikDalam(s: SkalaDef): number {
  const min = s.mulai_dari ?? null;
  const max = s.sampai_dengan ?? null;
  if (min !== null && max !== null) return (min + max) / 2;
  if (min !== null) return min + 1;
  if (max !== null) return max - 1;
  throw new Error('choice row');
}

/** An answer reaching `level` by the route each type takes: choice, number, or before and after values. */
function jawabanLevel(ind: IndikatorDef, level: number, lewat: 'pilihan' | 'nilai'): Jawaban | null {
  const s = ind.skala.find((r) => r.nilai === level);
  if (!s) return null; // the automatic indicator 36
  const numerik = s.mulai_dari != null || s.sampai_dengan != null;
  if (lewat === 'pilihan' || !numerik) return { skala_id: s.id ?? null };
  const t = titikDalam(s);
  if (!isJenisSebelumSesudah(ind.jenis)) return { nilai: String(t).replace('.', ',') };
  switch (ind.jenis) {
    case 'G':
    case 'X':
      return { nilai_sebelum: 100, nilai_sesudah: 100 + t }; // percent change t
    case 'Y':
      return { nilai_sebelum: 100, nilai_sesudah: 100 - t };
    case 'Z':
      return { nilai_sebelum: 10 + t, nilai_sesudah: 10 };
    case 'D':
      return { nilai_sebelum: 10, nilai_sesudah: 10 + t };
  }
}

function semuaLevel(defs: IndikatorDef[], level: number, lewat: 'pilihan' | 'nilai'): Map<number, Jawaban | null> {
  return new Map(defs.map((d) => [d.id, jawabanLevel(d, level, lewat)]));
}

describe('2026 catalogue (36 indicators, 62 rows in the file)', () => {
  const defs = definisi(2026);
  const spdRows = defs.filter((d) => d.tipe === 'P');
  const sidRows = defs.filter((d) => d.tipe === 'I');

  it('has 20 SPD rows (weights 21) and 21 SID rows (weights 37, row 36 automatic)', () => {
    expect(spdRows).toHaveLength(20);
    expect(sidRows).toHaveLength(21);
    expect(spdRows.reduce((a, d) => a + (d.bobot ?? 0), 0)).toBe(21);
    expect(sidRows.reduce((a, d) => a + (d.bobot ?? 0), 0)).toBe(37);
    expect(sidRows.filter((d) => d.jenis === 'A').map((d) => d.kode)).toEqual(['SID-36']);
  });

  describe.each(['pilihan', 'nilai'] as const)('answers by %s', (lewat) => {
    it.each<[number, number, number]>([
      [3, 63, 111],
      [2, 42, 74],
      [1, 21, 37],
    ])('level %i everywhere → SPD %i, kematangan %i', (level, spd, kem) => {
      const j = semuaLevel(defs, level, lewat);
      expect(skorSpd(defs, j)).toBe(spd);
      expect(kematangan(defs, j)).toBe(kem);
    });
  });

  it('no answers at all → 0 and 0', () => {
    expect(skorSpd(defs, new Map())).toBe(0);
    expect(kematangan(defs, {})).toBe(0);
  });

  it('every row scores at most its skor_maks', () => {
    for (const d of defs) {
      for (const level of [1, 2, 3]) {
        for (const lewat of ['pilihan', 'nilai'] as const) {
          const s = skorSpd([{ ...d, tipe: 'P' }], new Map([[d.id, jawabanLevel(d, level, lewat)]]));
          expect(s).toBeLessThanOrEqual(d.skor_maks ?? 0);
        }
      }
    }
  });

  it('a perfect region from the catalogue: IID 100', () => {
    const j = semuaLevel(defs, 3, 'nilai');
    const h = hitungIndeks(METODOLOGI_BAWAAN[2026], {
      spd: skorSpd(spdRows, j),
      kematanganList: Array.from({ length: 200 }, () => kematangan(sidRows, j)),
      urusanYandasTercakup: 6,
    });
    expect([h.spd, h.rata_kematangan, h.skor_jumlah_inovasi, h.total, h.iid, h.predikat]).toEqual([63, 111, 76, 250, 100, PREDIKAT.SANGAT_INOVATIF]);
  });

  it('a minimal region (level 1 everywhere, 12 innovations, 5 affairs): SID 37 + 4.56', () => {
    const j = semuaLevel(defs, 1, 'nilai');
    const h = hitungIndeks(METODOLOGI_BAWAAN[2026], {
      spd: skorSpd(spdRows, j),
      kematanganList: Array.from({ length: 12 }, () => kematangan(sidRows, j)),
      urusanYandasTercakup: 5,
    });
    expect([h.spd, h.sid, h.total, h.iid, h.predikat]).toEqual([21, 41.56, 62.56, 25.024, PREDIKAT.KURANG_INOVATIF]);
  });
});

describe('2023 catalogue (SID 16–35 only)', () => {
  const defs = definisi(2023);
  it.each<[number, number]>([
    [3, 111],
    [1, 37],
  ])('level %i everywhere → kematangan %i', (level, kem) => {
    expect(kematangan(defs, semuaLevel(defs, level, 'nilai'))).toBe(kem);
    expect(kematangan(defs, semuaLevel(defs, level, 'pilihan'))).toBe(kem);
    expect(skorSpd(defs, semuaLevel(defs, level, 'pilihan'))).toBe(0);
  });
});
