/**
 * Test-only copy of a few 2026 indicator rows from /work/shared/domain/indicators.json
 * (3rd-party transcription S5), as literals so the unit tests need no file access.
 * Ids are ours: indicator id = position + 1; scale id = indicator id × 10 + level.
 */
import type { IndikatorDef, SkalaDef } from '../types';

type Baris = Omit<IndikatorDef, 'id' | 'kode' | 'skala' | 'required'> & { required: number | null; skala: Omit<SkalaDef, 'id'>[] };

const BARIS = {
  'SPD-01': { tipe: 'P', jenis: 'C', bobot: 1, required: 1, skor_maks: 3, skala: [{ nilai: 1 }, { nilai: 2 }, { nilai: 3 }] },
  'SPD-02a': { tipe: 'P', jenis: 'H', bobot: 1, required: 0, skor_maks: 3, skala: [{ nilai: 1 }, { nilai: 2 }, { nilai: 3 }] },
  'SPD-03': { tipe: 'P', jenis: 'X', bobot: 1, required: 1, skor_maks: 3, skala: [{ nilai: 1, sampai_dengan: -50.32 }, { nilai: 2, mulai_dari: -50.33, sampai_dengan: 8.16 }, { nilai: 3, mulai_dari: 8.17 }] },
  'SPD-04': { tipe: 'P', jenis: 'X', bobot: 1, required: 1, skor_maks: 3, skala: [{ nilai: 1, sampai_dengan: 2.04 }, { nilai: 2, mulai_dari: 2.05, sampai_dengan: 5.23 }, { nilai: 3, mulai_dari: 5.23, mulai_inklusif: false }] },
  'SPD-05a': { tipe: 'P', jenis: 'G', rumus: 'selisih_turun', bobot: 0.75, required: 1, skor_maks: 2.25, skala: [{ nilai: 1, sampai_dengan: 0.0 }, { nilai: 2, mulai_dari: 0.01, sampai_dengan: 0.36 }, { nilai: 3, mulai_dari: 0.36 }] },
  'SPD-05b': { tipe: 'P', jenis: 'T', bobot: 0.75, required: 1, skor_maks: 2.25, skala: [{ nilai: 1, mulai_dari: 5.91 }, { nilai: 2, mulai_dari: 2.34, sampai_dengan: 5.92 }, { nilai: 3, sampai_dengan: 2.35 }] },
  'SPD-08': { tipe: 'P', jenis: 'H', bobot: 1.5, required: 1, skor_maks: 4.5, skala: [{ nilai: 1 }, { nilai: 2 }, { nilai: 3 }] },
  'SPD-10b': { tipe: 'P', jenis: 'T', bobot: 0.75, required: 1, skor_maks: 2.25, skala: [{ nilai: 1, mulai_dari: 13.1 }, { nilai: 2, mulai_dari: 4.81, sampai_dengan: 13.11 }, { nilai: 3, sampai_dengan: 4.82 }] },
  'SPD-11a': { tipe: 'P', jenis: 'D', bobot: 0.75, required: 1, skor_maks: 2.25, skala: [{ nilai: 1, sampai_dengan: 0.55 }, { nilai: 2, mulai_dari: 0.56, sampai_dengan: 0.9 }, { nilai: 3, mulai_dari: 0.9 }] },
  'SPD-11b': { tipe: 'P', jenis: 'T', bobot: 0.75, required: 1, skor_maks: 2.25, skala: [{ nilai: 1, sampai_dengan: 69.99 }, { nilai: 2, mulai_dari: 70.0, sampai_dengan: 79.99 }, { nilai: 3, mulai_dari: 80.0 }] },
  'SID-16': { tipe: 'I', jenis: 'H', bobot: 3, required: 1, skor_maks: 9, skala: [{ nilai: 1 }, { nilai: 2 }, { nilai: 3 }] },
  'SID-17': { tipe: 'I', jenis: 'T', bobot: 2, required: 1, skor_maks: 6, skala: [{ nilai: 1, mulai_dari: 1, sampai_dengan: 10 }, { nilai: 2, mulai_dari: 11, sampai_dengan: 30 }, { nilai: 3, mulai_dari: 31 }] },
  'SID-28': { tipe: 'I', jenis: 'T', bobot: 2, required: 0, skor_maks: 6, skala: [{ nilai: 1, mulai_dari: 6 }, { nilai: 2, mulai_dari: 2, sampai_dengan: 5 }, { nilai: 3, sampai_dengan: 1 }] },
  'SID-32': { tipe: 'I', jenis: 'T', bobot: 2, required: 1, skor_maks: 6, skala: [{ nilai: 1, mulai_dari: 9 }, { nilai: 2, mulai_dari: 5, sampai_dengan: 8 }, { nilai: 3, mulai_dari: 1, sampai_dengan: 4 }] },
  'SID-35': { tipe: 'I', jenis: 'V', bobot: 4, required: 1, skor_maks: 12, skala: [{ nilai: 1, mulai_dari: 1, sampai_dengan: 2 }, { nilai: 2, mulai_dari: 3, sampai_dengan: 4 }, { nilai: 3, mulai_dari: 5, sampai_dengan: 5 }] },
  'SID-36': { tipe: 'I', jenis: 'A', bobot: null, required: null, skor_maks: 76, skala: [] },
} satisfies Record<string, Baris>;

export type KodeUji = keyof typeof BARIS;

/** The literal rows as engine definitions. */
export const IND: Readonly<Record<KodeUji, IndikatorDef>> = Object.fromEntries(
  Object.entries(BARIS).map(([kode, b], i) => {
    const id = i + 1;
    const def: IndikatorDef = { ...(b as Baris), id, kode, required: b.required === 1, skala: b.skala.map((s) => ({ ...s, id: id * 10 + s.nilai })) };
    return [kode, def];
  }),
) as Record<KodeUji, IndikatorDef>;

/** The same indicator with another input type (for the types the catalogue never uses, e.g. Y and Z). */
export function denganJenis(ind: IndikatorDef, jenis: IndikatorDef['jenis']): IndikatorDef {
  return { ...ind, jenis, rumus: null };
}
