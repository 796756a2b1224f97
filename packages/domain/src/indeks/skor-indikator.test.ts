import { describe, expect, it } from 'vitest';
import { IND, denganJenis } from './__fixtures__/katalog-2026';
import { angka, bulat, isJenisSebelumSesudah, levelDariNilai, levelJawaban, levelPilihan, nilaiTurunan, perubahanPersen, rumusIndikator, skorIndikator } from './skor-indikator';
import type { IndikatorDef, Jawaban, JenisIndikator, SkalaDef } from './types';

describe('bulat', () => {
  it.each([
    [1.00005, 4, 1.0001],
    [-1.00005, 4, -1.0001],
    [2.675, 2, 2.68],
    [1.005, 2, 1.01],
    [34.995, 2, 35],
    [34.9949, 2, 34.99],
    [33.333333, 4, 33.3333],
    [66.66666, 4, 66.6667],
    [123456.78945, 4, 123456.7895],
    [1e-7, 4, 0],
    [0, 4, 0],
    [10.5, 0, 11],
    [-10.5, 0, -11],
    [Number.NaN, 4, 0],
    [Number.POSITIVE_INFINITY, 4, 0],
    [Number.NEGATIVE_INFINITY, 2, 0],
  ])('bulat(%s, %s) = %s', (x, d, hasil) => {
    expect(bulat(x, d)).toBe(hasil);
  });

  it('never returns −0', () => {
    expect(Object.is(bulat(-0), 0)).toBe(true);
    expect(Object.is(bulat(-0.00001), 0)).toBe(true);
  });
});

describe('angka', () => {
  it.each([
    [12, 12],
    [-3.5, -3.5],
    ['12', 12],
    [' 5.23 ', 5.23],
    ['5,23', 5.23],
    ['-0,5', -0.5],
    ['+7', 7],
    ['.5', 0.5],
    ['0', 0],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['1.234,5', null],
    ['1e3', null],
    ['12 orang', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [true, null],
  ])('angka(%j) = %s', (v, hasil) => {
    expect(angka(v)).toBe(hasil);
  });
});

describe('perubahanPersen', () => {
  it.each([
    // ordinary
    [100, 150, 50],
    [100, 50, -50],
    [100, 100, 0],
    [3, 4, 33.3333],
    [3, 2, -33.3333],
    [6, 5.98, -0.3333],
    [0.5, 0.51, 2],
    // before = 0: defined by convention (see JSDoc)
    [0, 0, 0],
    [0, 5, 100],
    [0, 0.0001, 100],
    [0, 1e9, 100],
    [0, -5, -100],
    [-0, 3, 100],
    // negative base: the spec's formula applied literally
    [-10, -5, -50],
    [-10, 10, -200],
    // invalid input
    [Number.NaN, 1, 0],
    [1, Number.NaN, 0],
    [1, Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 1, 0],
  ])('(%s → %s) = %s %%', (before, after, hasil) => {
    expect(perubahanPersen(before, after)).toBe(hasil);
  });

  it('is finite for every pair of a grid including zeros and negatives', () => {
    const grid = [-1000, -1, -0.01, 0, 0.0001, 0.01, 1, 3, 1000, 1e12];
    for (const b of grid) for (const a of grid) expect(Number.isFinite(perubahanPersen(b, a))).toBe(true);
  });
});

describe('nilaiTurunan', () => {
  it.each<[string, unknown, unknown, number | null]>([
    // G and X: percent change
    ['G', 100, 150, 50],
    ['X', 100, 150, 50],
    ['X', 100, 40, -60],
    ['G', 0, 3, 100],
    ['X', 0, 0, 0],
    // Y: (T2 − T1) × −1 = T1 − T2, the same number as Z (methodology 4.7)
    ['Y', 100, 150, -50],
    ['Y', 100, 50, 50],
    ['Y', 6, 5.7, 0.3],
    ['Y', 0, 3, -3],
    ['Y', 0, 0, 0],
    ['Y', 5, 5, 0],
    // Z: before − after
    ['Z', 6, 5.8, 0.2],
    ['Z', 5.8, 6, -0.2],
    ['Z', 0, 0, 0],
    // D: after − before
    ['D', 70.1, 70.9, 0.8],
    ['D', 70.9, 70.1, -0.8],
    ['D', 0, 0, 0],
    // numeric strings (nilai is text in the database)
    ['X', '100', '110,5', 10.5],
    ['D', '70,1', '71', 0.9],
    // missing or invalid values
    ['X', null, 10, null],
    ['X', 10, undefined, null],
    ['D', '', 1, null],
    ['Z', 'abc', 1, null],
    // not a before-and-after type
    ['T', 1, 2, null],
    ['H', 1, 2, null],
    ['A', 1, 2, null],
    ['?', 1, 2, null],
  ])('%s(%j, %j) = %s', (jenis, before, after, hasil) => {
    expect(nilaiTurunan(jenis, before, after)).toBe(hasil);
  });

  it('never gives −0 (Y of no change)', () => {
    expect(Object.is(nilaiTurunan('Y', 0, 0), 0)).toBe(true);
    expect(Object.is(nilaiTurunan('Y', 4, 4), 0)).toBe(true);
  });

  it.each(['G', 'X', 'Y', 'Z', 'D'])('%s is a before-and-after type', (j) => {
    expect(isJenisSebelumSesudah(j)).toBe(true);
  });
  it.each(['L', 'H', 'T', 'O', 'C', 'V', 'F', 'A', ''])('%j is not a before-and-after type', (j) => {
    expect(isJenisSebelumSesudah(j)).toBe(false);
  });
});

describe('levelDariNilai', () => {
  const S = (kode: keyof typeof IND) => IND[kode].skala;

  describe.each<[string, readonly SkalaDef[], [number, number][]]>([
    [
      'SPD-03 perizinan (X, open ends, overlapping -50.32/-50.33)',
      S('SPD-03'),
      [
        [-60, 1],
        [-50.34, 1],
        [-50.335, 1], // rounds to -50.34
        [-50.33, 2], // in both level 1 (≤ -50.32) and level 2 (≥ -50.33) → highest
        [-50.32, 2],
        [-50.325, 2],
        [0, 2],
        [8.16, 2],
        [8.164, 2],
        [8.165, 3], // gap 8.16 / 8.17: read as 8.17
        [8.17, 3],
        [1000, 3],
      ],
    ],
    [
      'SPD-04 pendapatan per kapita (5.23 in two rows)',
      S('SPD-04'),
      [
        [-5, 1],
        [2.04, 1],
        [2.044, 1],
        [2.045, 2],
        [2.05, 2],
        [5.22, 2],
        [5.23, 2], // "> 5,23 → parameter 3" (catalogue note): exclusive lower bound of level 3
        [5.234, 2],
        [5.235, 3], // read as 5.24
        [5.24, 3],
      ],
    ],
    [
      'SPD-05a progres TPT (0.36 in two rows)',
      S('SPD-05a'),
      [
        [-1, 1],
        [0, 1],
        [0.004, 1],
        [0.005, 2],
        [0.01, 2],
        [0.35, 2],
        [0.36, 3],
        [2, 3],
      ],
    ],
    [
      'SPD-05b TPT, reversed (lower is better; 5.91/5.92 and 2.34/2.35 overlap)',
      S('SPD-05b'),
      [
        [10, 1],
        [5.93, 1],
        [5.92, 2], // ≥ 5.91 (level 1) and ≤ 5.92 (level 2) → 2
        [5.91, 2],
        [5.915, 2],
        [4, 2],
        [2.36, 2],
        [2.35, 3], // ≤ 5.92 … ≥ 2.34 (level 2) and ≤ 2.35 (level 3) → 3
        [2.34, 3],
        [1, 3],
        [0, 3],
      ],
    ],
    [
      'SPD-10b kemiskinan, reversed',
      S('SPD-10b'),
      [
        [20, 1],
        [13.12, 1],
        [13.11, 2],
        [13.1, 2],
        [4.83, 2],
        [4.82, 3],
        [4.81, 3],
        [1, 3],
      ],
    ],
    [
      'SPD-11a kenaikan IPM (D, 0.9 in two rows)',
      S('SPD-11a'),
      [
        [-1, 1],
        [0.55, 1],
        [0.555, 2],
        [0.56, 2],
        [0.89, 2],
        [0.9, 3],
        [3, 3],
      ],
    ],
    [
      'SID-17 SDM (counts from 1: 0 matches nothing)',
      S('SID-17'),
      [
        [0, 0],
        [0.4, 0],
        [1, 1],
        [10, 1],
        [10.4, 1],
        [10.5, 2],
        [30, 2],
        [31, 3],
        [5000, 3],
      ],
    ],
    [
      'SID-28 kemudahan proses, reversed days',
      S('SID-28'),
      [
        [30, 1],
        [6, 1],
        [5.5, 1],
        [5.4, 2],
        [2, 2],
        [1.4, 3],
        [1, 3],
        [0, 3],
      ],
    ],
    [
      'SID-32 kecepatan penciptaan, reversed months from 1',
      S('SID-32'),
      [
        [24, 1],
        [9, 1],
        [8, 2],
        [5, 2],
        [4, 3],
        [1, 3],
        [0, 0],
      ],
    ],
  ])('%s', (_nama, skala, kasus) => {
    it.each(kasus)('value %s → level %s', (v, level) => {
      expect(levelDariNilai(skala, v)).toBe(level);
    });
  });

  it.each<[string, readonly SkalaDef[], number | null | undefined, number]>([
    ['overlap of three rows: the highest', [{ nilai: 1, mulai_dari: 0, sampai_dengan: 10 }, { nilai: 2, mulai_dari: 5, sampai_dengan: 15 }, { nilai: 3, mulai_dari: 10, sampai_dengan: 20 }], 10, 3],
    ['overlap of two rows', [{ nilai: 1, mulai_dari: 0, sampai_dengan: 10 }, { nilai: 2, mulai_dari: 5, sampai_dengan: 15 }, { nilai: 3, mulai_dari: 10, sampai_dengan: 20 }], 7, 2],
    ['below every row', [{ nilai: 1, mulai_dari: 0, sampai_dengan: 10 }], -1, 0],
    ['above every closed row', [{ nilai: 1, mulai_dari: 0, sampai_dengan: 10 }], 25, 0],
    ['rows in any order', [{ nilai: 3, mulai_dari: 20 }, { nilai: 1, sampai_dengan: 9 }, { nilai: 2, mulai_dari: 10, sampai_dengan: 19 }], 15, 2],
    ['empty scale', [], 5, 0],
    ['choice-only scale', [{ nilai: 1 }, { nilai: 2 }, { nilai: 3 }], 2, 0],
    ['null value', [{ nilai: 1, mulai_dari: 0 }], null, 0],
    ['undefined value', [{ nilai: 1, mulai_dari: 0 }], undefined, 0],
    ['NaN value', [{ nilai: 1, mulai_dari: 0 }], Number.NaN, 0],
    ['Infinity value', [{ nilai: 1, mulai_dari: 0 }], Number.POSITIVE_INFINITY, 0],
    ['rows with an invalid level are ignored', [{ nilai: Number.NaN, mulai_dari: 0 }, { nilai: -1, mulai_dari: 0 }, { nilai: 1, mulai_dari: 0 }], 3, 1],
    ['null bounds are open ends', [{ nilai: 1, mulai_dari: null, sampai_dengan: 5 }, { nilai: 2, mulai_dari: 6, sampai_dengan: null }], 100, 2],
    ['4-decimal bounds keep 4 decimals', [{ nilai: 1, sampai_dengan: 0.0001 }, { nilai: 2, mulai_dari: 0.0002 }], 0.00014, 1],
  ])('%s', (_nama, skala, v, level) => {
    expect(levelDariNilai(skala, v)).toBe(level);
  });
});

describe('levelPilihan', () => {
  const skala = IND['SPD-08'].skala; // ids 71, 72, 73
  it.each<[Jawaban, number | null]>([
    [{ skala_id: 73 }, 3],
    [{ skala_id: 71 }, 1],
    [{ skala_id: 999 }, 0],
    [{ level: 2 }, 2],
    [{ level: 0 }, 0],
    [{ level: 4 }, 0],
    [{ level: 1.5 }, 0],
    [{ level: Number.NaN }, 0],
    [{ skala_id: 71, level: 3 }, 1], // skala_id wins
    [{ skala_id: null, level: 3 }, 3],
    [{}, null],
    [{ nilai: '3' }, null],
  ])('%j → %s', (j, hasil) => {
    expect(levelPilihan(skala, j)).toBe(hasil);
  });
});

describe('skorIndikator: every jenis', () => {
  const pilihanL: IndikatorDef = { id: 900, kode: 'L-uji', tipe: 'P', jenis: 'L', bobot: 2, required: false, skor_maks: 6, skala: [{ id: 9001, nilai: 1 }, { id: 9002, nilai: 2 }, { id: 9003, nilai: 3 }] };
  const tanpaSkala = (jenis: JenisIndikator): IndikatorDef => ({ id: 901, kode: `${jenis}-tanpa-skala`, tipe: 'I', jenis, bobot: 2, required: false, skor_maks: 6, skala: [] });

  it.each<[string, IndikatorDef, Jawaban | null | undefined, number]>([
    // H: choice by skala_id or level
    ['H skala_id level 3 (bobot 1.5)', IND['SPD-08'], { skala_id: 73 }, 4.5],
    ['H level 2', IND['SPD-08'], { level: 2 }, 3],
    ['H skala_id of another indicator', IND['SPD-08'], { skala_id: 13 }, 0],
    ['H level outside the scale', IND['SPD-08'], { level: 5 }, 0],
    ['H no choice', IND['SPD-08'], {}, 0],
    ['H missing answer', IND['SPD-08'], null, 0],
    ['H undefined answer', IND['SPD-08'], undefined, 0],
    // C: vision and mission, a choice
    ['C level 3', IND['SPD-01'], { level: 3 }, 3],
    ['C skala_id level 1', IND['SPD-01'], { skala_id: 11 }, 1],
    // T: number on the scale
    ['T 31 people → 3 (bobot 2)', IND['SID-17'], { nilai: 31 }, 6],
    ['T "15" → 2', IND['SID-17'], { nilai: '15' }, 4],
    ['T 0 → no level', IND['SID-17'], { nilai: 0 }, 0],
    ['T empty text', IND['SID-17'], { nilai: '' }, 0],
    ['T text', IND['SID-17'], { nilai: 'banyak' }, 0],
    ['T no number: chosen level', IND['SID-17'], { level: 2 }, 4],
    ['T number wins over a chosen level', IND['SID-17'], { nilai: 5, level: 3 }, 2],
    ['T reversed TPT "2,35" → 3 (bobot 0.75)', IND['SPD-05b'], { nilai: '2,35' }, 2.25],
    ['T reversed TPT 6 → 1', IND['SPD-05b'], { nilai: 6 }, 0.75],
    ['T reversed days 1 → 3', IND['SID-28'], { nilai: 1 }, 6],
    // X: percent change
    ['X +10 % → 3', IND['SPD-03'], { nilai_sebelum: 100, nilai_sesudah: 110 }, 3],
    ['X 0 % → 2', IND['SPD-03'], { nilai_sebelum: 100, nilai_sesudah: 100 }, 2],
    ['X −60 % → 1', IND['SPD-03'], { nilai_sebelum: 100, nilai_sesudah: 40 }, 1],
    ['X before 0, after 5 → +100 % → 3', IND['SPD-03'], { nilai_sebelum: 0, nilai_sesudah: 5 }, 3],
    ['X before 0, after 0 → 0 % → 2', IND['SPD-03'], { nilai_sebelum: 0, nilai_sesudah: 0 }, 2],
    ['X before 0, after −5 → −100 % → 1', IND['SPD-03'], { nilai_sebelum: 0, nilai_sesudah: -5 }, 1],
    ['X only one value: nothing', IND['SPD-03'], { nilai_sebelum: 100 }, 0],
    ['X only one value: chosen level', IND['SPD-03'], { nilai_sesudah: 100, level: 2 }, 2],
    // SPD-05a "progres penurunan" (catalogue rumus selisih_turun): a decrease in points T1 − T2, so a falling
    // unemployment rate scores higher and a rising one lowest (issue 13: it was scored as a percent change)
    ['SPD-05a 6.0 → 5.8: −0.2 points → 0.2 → 2', IND['SPD-05a'], { nilai_sebelum: 6, nilai_sesudah: 5.8 }, 1.5],
    ['SPD-05a 6.0 → 5.5: 0.5 → 3', IND['SPD-05a'], { nilai_sebelum: 6, nilai_sesudah: 5.5 }, 2.25],
    ['SPD-05a 6.0 → 5.64: 0.36 → 3 (overlap, no note: highest)', IND['SPD-05a'], { nilai_sebelum: 6, nilai_sesudah: 5.64 }, 2.25],
    ['SPD-05a rate rises 5.5 → 6.0: −0.5 → 1', IND['SPD-05a'], { nilai_sebelum: 5.5, nilai_sesudah: 6 }, 0.75],
    ['SPD-05a unchanged 6 → 6: 0 → 1', IND['SPD-05a'], { nilai_sebelum: 6, nilai_sesudah: 6 }, 0.75],
    ['SPD-05a before 0, after 0.3: −0.3 → 1', IND['SPD-05a'], { nilai_sebelum: 0, nilai_sesudah: 0.3 }, 0.75],
    ['SPD-05a before 0.4, after 0: 0.4 → 3', IND['SPD-05a'], { nilai_sebelum: 0.4, nilai_sesudah: 0 }, 2.25],
    // G without a catalogue rumus: percent change (progress)
    ['G +0.2 % → 2 (bobot 0.75)', denganJenis(IND['SPD-05a'], 'G'), { nilai_sebelum: 100, nilai_sesudah: 100.2 }, 1.5],
    ['G +1 % → 3', denganJenis(IND['SPD-05a'], 'G'), { nilai_sebelum: 100, nilai_sesudah: 101 }, 2.25],
    ['G −0.33 % → 1', denganJenis(IND['SPD-05a'], 'G'), { nilai_sebelum: 6, nilai_sesudah: 5.98 }, 0.75],
    // Y: T1 − T2, on the SPD-05a scale
    ['Y 6 → 5.7 = 0.3 → 2', denganJenis(IND['SPD-05a'], 'Y'), { nilai_sebelum: 6, nilai_sesudah: 5.7 }, 1.5],
    ['Y 6 → 6.3 = −0.3 → 1', denganJenis(IND['SPD-05a'], 'Y'), { nilai_sebelum: 6, nilai_sesudah: 6.3 }, 0.75],
    ['Y before 0 → −1 → 1', denganJenis(IND['SPD-05a'], 'Y'), { nilai_sebelum: 0, nilai_sesudah: 1 }, 0.75],
    // Z: before − after, on the SPD-05a scale
    ['Z 6 → 5.8 = 0.2 → 2', denganJenis(IND['SPD-05a'], 'Z'), { nilai_sebelum: 6, nilai_sesudah: 5.8 }, 1.5],
    ['Z 6 → 5.5 = 0.5 → 3', denganJenis(IND['SPD-05a'], 'Z'), { nilai_sebelum: 6, nilai_sesudah: 5.5 }, 2.25],
    ['Z 5.5 → 6 = −0.5 → 1', denganJenis(IND['SPD-05a'], 'Z'), { nilai_sebelum: 5.5, nilai_sesudah: 6 }, 0.75],
    // D: after − before
    ['D +0.8 → 2', IND['SPD-11a'], { nilai_sebelum: 70.1, nilai_sesudah: 70.9 }, 1.5],
    ['D +0.9 → 3 (bound in two rows)', IND['SPD-11a'], { nilai_sebelum: 70, nilai_sesudah: 70.9 }, 2.25],
    ['D −1 → 1', IND['SPD-11a'], { nilai_sebelum: 71, nilai_sesudah: 70 }, 0.75],
    ['D strings', IND['SPD-11a'], { nilai_sebelum: '70,00', nilai_sesudah: '71,00' }, 2.25],
    // L, O, F, V: text / evidence types
    ['L with a scale: choice', pilihanL, { level: 2 }, 4],
    ['L with a scale: skala_id', pilihanL, { skala_id: 9003 }, 6],
    ['L with a scale: text only', pilihanL, { nilai: 'uraian' }, 0],
    ['O with a scale: choice', denganJenis(pilihanL, 'O'), { skala_id: 9001 }, 2],
    ['F with a scale: choice', denganJenis(pilihanL, 'F'), { level: 3 }, 6],
    ['L without a scale', tanpaSkala('L'), { level: 3 }, 0],
    ['O without a scale', tanpaSkala('O'), { nilai: 'x', level: 3 }, 0],
    ['V without a scale', tanpaSkala('V'), { level: 3 }, 0],
    ['F without a scale', tanpaSkala('F'), { skala_id: 1 }, 0],
    ['V video: level 3 (bobot 4)', IND['SID-35'], { level: 3 }, 12],
    ['V video: 5 points covered → 3', IND['SID-35'], { nilai: 5 }, 12],
    ['V video: 3 points → 2', IND['SID-35'], { nilai: '3' }, 8],
    ['V video: 0 points → 0', IND['SID-35'], { nilai: 0 }, 0],
    ['V video: choice wins over the number', IND['SID-35'], { nilai: 5, level: 1 }, 4],
    // A: automatic, computed elsewhere
    ['A automatic', IND['SID-36'], { level: 3, nilai: 200 }, 0],
    ['A automatic with a weight', { ...IND['SID-36'], bobot: 1, skala: [{ id: 1, nilai: 3 }] }, { skala_id: 1 }, 0],
    // weight problems
    ['no weight', { ...IND['SPD-08'], bobot: null }, { level: 3 }, 0],
    ['negative weight', { ...IND['SPD-08'], bobot: -1 }, { level: 3 }, 0],
    ['NaN weight', { ...IND['SPD-08'], bobot: Number.NaN }, { level: 3 }, 0],
    ['unknown jenis', { ...IND['SPD-08'], jenis: 'Q' as JenisIndikator }, { level: 3 }, 0],
  ])('%s → %s', (_nama, ind, jawaban, skor) => {
    const s = skorIndikator(ind, jawaban);
    expect(s).toBe(skor);
    expect(Number.isFinite(s)).toBe(true);
  });

  it('levelJawaban agrees with the score for every fixture row at every level', () => {
    for (const ind of Object.values(IND)) {
      for (const level of [0, 1, 2, 3]) {
        const l = levelJawaban(ind, { level });
        expect(skorIndikator(ind, { level })).toBe(bulat((ind.bobot ?? 0) * l));
        expect(l).toBe(ind.jenis === 'A' ? 0 : level);
      }
    }
  });

  it('rounds to 4 decimals', () => {
    const ind: IndikatorDef = { ...IND['SPD-08'], bobot: 1 / 3 };
    expect(skorIndikator(ind, { level: 2 })).toBe(0.6667);
  });
});

describe('formulas and bound ends are catalogue data (issue 13)', () => {
  it.each<[string, { jenis: string; rumus?: string | null }, string | null]>([
    ['G without rumus', { jenis: 'G' }, 'persen'],
    ['X without rumus', { jenis: 'X' }, 'persen'],
    ['Y without rumus', { jenis: 'Y' }, 'selisih_turun'],
    ['Z without rumus', { jenis: 'Z' }, 'selisih_turun'],
    ['D without rumus', { jenis: 'D' }, 'selisih_naik'],
    ['G with rumus selisih_turun (SPD-05a, SPD-10a 2026)', { jenis: 'G', rumus: 'selisih_turun' }, 'selisih_turun'],
    ['X with rumus selisih_naik', { jenis: 'X', rumus: 'selisih_naik' }, 'selisih_naik'],
    ['unknown rumus falls back to the type', { jenis: 'D', rumus: 'rahasia' }, 'selisih_naik'],
    ['not a before-and-after type', { jenis: 'T', rumus: 'persen' }, null],
  ])('%s → %s', (_n, ind, r) => {
    expect(rumusIndikator(ind)).toBe(r);
  });
  it.each<[number, number]>([
    [0, 1],
    [1, 1], // upper bound of level 1 inclusive; level 2 starts after 1 (mulai_inklusif false)
    [2, 2],
    [4, 2],
    [5, 3], // level 2 ends before 5 (sampai_inklusif 0), level 3 starts at 5
  ])('exclusive upper bound: %s → level %s', (v, level) => {
    const skala = [
      { nilai: 1, sampai_dengan: 1 },
      { nilai: 2, mulai_dari: 1, mulai_inklusif: false, sampai_dengan: 5, sampai_inklusif: 0 },
      { nilai: 3, mulai_dari: 5 },
    ];
    expect(levelDariNilai(skala, v)).toBe(level);
  });
});
