import { describe, expect, it } from 'vitest';
import { METODOLOGI_BAWAAN } from './metodologi';
import {
  PREDIKAT,
  PREDIKAT_BELUM_MENGISI_DATA,
  PREDIKAT_TABS,
  PREDIKAT_TIDAK_DAPAT_DINILAI,
  PREDIKAT_TIDAK_DAPAT_DIUKUR,
  iidTampil,
  predikat,
  predikatRanking,
  predikatRekap,
  predikatTab,
} from './predikat';
import type { PredikatBand } from './types';

const { SANGAT_INOVATIF: SANGAT, INOVATIF, KURANG_INOVATIF: KURANG, TIDAK_DAPAT_DINILAI: TDD } = PREDIKAT;
const BANDS_2023 = METODOLOGI_BAWAAN[2023].predikat;
const BANDS_2026 = METODOLOGI_BAWAAN[2026].predikat;

describe('predikat (ranking) from the band data', () => {
  describe.each<[number, readonly PredikatBand[], [number, string][]]>([
    [
      2023,
      BANDS_2023,
      [
        [0, TDD],
        [0.004, TDD],
        [0.005, KURANG], // shown as 0.01
        [0.01, KURANG],
        [20, KURANG],
        [34.99, KURANG],
        [34.994, KURANG],
        [34.995, INOVATIF], // between 34.99 and 35.00: shown as 35.00
        [35, INOVATIF],
        [40, INOVATIF],
        [60, INOVATIF],
        [60.004, INOVATIF],
        [60.005, SANGAT], // between 60.00 and 60.01: shown as 60.01
        [60.01, SANGAT],
        [65, SANGAT],
        [100, SANGAT],
        [100.5, SANGAT], // above every band: the top band
        [-1, PREDIKAT_TIDAK_DAPAT_DINILAI], // below every band
      ],
    ],
    [
      2026,
      BANDS_2026,
      [
        [0, TDD],
        [0.004, TDD],
        [0.01, KURANG],
        [34.99, KURANG],
        [35, KURANG],
        [40, KURANG],
        [40.004, KURANG],
        [40.005, INOVATIF],
        [40.01, INOVATIF],
        [60, INOVATIF],
        [60.01, INOVATIF],
        [65, INOVATIF],
        [65.004, INOVATIF],
        [65.005, SANGAT],
        [65.01, SANGAT],
        [100, SANGAT],
      ],
    ],
  ])('%i bands', (_tahun, bands, kasus) => {
    it.each(kasus)('IID %s → %s', (iid, nama) => {
      expect(predikat(bands, iid)).toBe(nama);
    });
  });

  it.each<[string, readonly PredikatBand[] | null | undefined, number | null | undefined, string]>([
    ['no bands', [], 50, PREDIKAT_TIDAK_DAPAT_DIUKUR],
    ['null bands', null, 50, PREDIKAT_TIDAK_DAPAT_DIUKUR],
    ['undefined bands', undefined, 50, PREDIKAT_TIDAK_DAPAT_DIUKUR],
    ['null IID', BANDS_2023, null, PREDIKAT_TIDAK_DAPAT_DIUKUR],
    ['NaN IID', BANDS_2023, Number.NaN, PREDIKAT_TIDAK_DAPAT_DIUKUR],
    ['only invalid bands', [{ nama: '', mulai_dari: 0, sampai_dengan: 100 }, { nama: 'X', mulai_dari: 10, sampai_dengan: 5 }], 50, PREDIKAT_TIDAK_DAPAT_DIUKUR],
    ['a gap between bands: the band below', [{ nama: 'A', mulai_dari: 0, sampai_dengan: 10 }, { nama: 'B', mulai_dari: 20, sampai_dengan: 30 }], 15, 'A'],
    ['two bands containing the value: the one starting highest', [{ nama: 'A', mulai_dari: 0, sampai_dengan: 50 }, { nama: 'B', mulai_dari: 50, sampai_dengan: 100 }], 50, 'B'],
    ['bands in any order', [...BANDS_2023].reverse(), 35, INOVATIF],
    ['bands without the 0 row', BANDS_2023.filter((b) => b.mulai_dari > 0), 0, PREDIKAT_TIDAK_DAPAT_DINILAI],
  ])('%s', (_nama, bands, iid, nama) => {
    expect(predikat(bands, iid)).toBe(nama);
  });
});

describe('predikatRekap (verified IID)', () => {
  it.each<[number | null | undefined, string]>([
    [0, TDD],
    [0.001, TDD],
    [0.005, KURANG],
    [0.01, KURANG],
    [34.99, KURANG],
    [34.995, INOVATIF],
    [35, INOVATIF],
    [60, INOVATIF],
    [60.004, INOVATIF],
    [60.01, SANGAT],
    [100, SANGAT],
    [-5, TDD],
    [null, TDD],
    [undefined, TDD],
    [Number.NaN, TDD],
  ])('spec rule: %s → %s', (iid, nama) => {
    expect(predikatRekap(iid)).toBe(nama);
  });

  it.each<[number, string]>([
    [0, TDD],
    [35, KURANG],
    [40, KURANG],
    [40.01, INOVATIF],
    [65, INOVATIF],
    [65.01, SANGAT],
  ])('with the 2026 bands: %s → %s', (iid, nama) => {
    expect(predikatRekap(iid, BANDS_2026)).toBe(nama);
  });

  it('falls back to 35 / 60 when the bands have no Inovatif band', () => {
    expect(predikatRekap(36, [{ nama: 'Lain', mulai_dari: 0, sampai_dengan: 100 }])).toBe(INOVATIF);
    expect(predikatRekap(36, [])).toBe(INOVATIF);
    expect(predikatRekap(36, null)).toBe(INOVATIF);
  });

  it.each([
    [2023, BANDS_2023],
    [2026, BANDS_2026],
  ])('agrees with the ranking predicate for %i on a fine grid of positive values', (_tahun, bands) => {
    const beda: number[] = [];
    for (let i = 1; i <= 10000; i++) {
      const v = i / 100 + 0.003 * (i % 3);
      if (predikatRekap(v, bands) !== predikat(bands, v)) beda.push(v);
    }
    expect(beda).toEqual([]);
  });
});

describe('predikatTab', () => {
  it.each<[string | null | undefined, number]>([
    ['Sangat Inovatif', 3],
    ['Terinovatif', 3],
    ['  sangat   INOVATIF ', 3],
    ['Inovatif', 2],
    ['inovatif', 2],
    ['Kurang Inovatif', 1],
    ['Tidak Inovatif', 1],
    ['Tidak Dapat Dinilai', 0],
    [PREDIKAT_TIDAK_DAPAT_DINILAI, 0],
    [PREDIKAT_TIDAK_DAPAT_DIUKUR, 0],
    [PREDIKAT_BELUM_MENGISI_DATA, 0],
    ['Belum Mengisi Data', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('%j → tab %i', (nama, tab) => {
    expect(predikatTab(nama)).toBe(tab);
  });

  it('labels the four tabs as the spec does', () => {
    expect(PREDIKAT_TABS.map((t) => `${t.value} ${t.label}`)).toEqual(['0 Belum Mengisi Data', '1 Kurang Inovatif', '2 Inovatif', '3 Terinovatif']);
  });

  it('sends every band name to its tab', () => {
    for (const b of [...BANDS_2023, ...BANDS_2026]) {
      expect(predikatTab(b.nama)).toBe({ [SANGAT]: 3, [INOVATIF]: 2, [KURANG]: 1, [TDD]: 0 }[b.nama]);
    }
  });
});

describe('fallback texts (core spec §8)', () => {
  it('are the spec texts', () => {
    expect([PREDIKAT_TIDAK_DAPAT_DIUKUR, PREDIKAT_TIDAK_DAPAT_DINILAI, PREDIKAT_BELUM_MENGISI_DATA]).toEqual([
      'Tidak dapat diukur',
      'Tidak dapat dinilai',
      'Belum mengisi data',
    ]);
  });
});

describe('one rounding for every view: ranking and recap agree at every x.xx5 near each band edge (issue 13)', () => {
  const edges = (m: (typeof METODOLOGI_BAWAAN)[2023 | 2026]) => m.predikat.flatMap((b) => [b.mulai_dari, b.sampai_dengan]).filter((x) => x > 0 && x < 100);
  describe.each([2023, 2026] as const)('%i bands', (tahun) => {
    const m = METODOLOGI_BAWAAN[tahun];
    const nilai = [...new Set(edges(m).flatMap((e) => [-0.015, -0.005, 0.005, 0.015].map((d) => Number((e + d).toFixed(3)))))].filter((v) => v >= 0.005);
    it.each(nilai)('IID %s', (v) => {
      // half up on the decimal as written, not on the binary float (34.995 is 34.99499… in binary)
      const n = Math.round(v * 1000); // v has three decimals, the last a 5
      expect(iidTampil(v)).toBe(Math.floor((n + 5) / 10) / 100);
      const ranking = predikatRanking(m.predikat, v);
      const rekap = predikatRekap(v, m.predikat);
      expect(predikatTab(ranking)).toBe(predikatTab(rekap));
      expect(ranking).toBe(predikat(m.predikat, iidTampil(v)));
    });
  });
  it('34.995 shows 35 and is Inovatif in both (binary Math.round gave 34.99 Kurang Inovatif)', () => {
    const bands = METODOLOGI_BAWAAN[2023].predikat;
    expect(Math.round(34.995 * 100) / 100).toBe(34.99);
    expect(iidTampil(34.995)).toBe(35);
    expect(predikatRanking(bands, 34.995)).toBe('Inovatif');
    expect(predikatRekap(34.995, bands)).toBe('Inovatif');
  });
  it.each<[number | null, boolean, string, string]>([
    [0, true, 'Tidak dapat diukur', 'Tidak Dapat Dinilai'],
    [0.004, true, 'Tidak dapat diukur', 'Tidak Dapat Dinilai'],
    [0.005, true, 'Kurang Inovatif', 'Kurang Inovatif'],
    [0, false, 'Belum mengisi data', 'Tidak Dapat Dinilai'],
    [null, true, 'Tidak dapat diukur', 'Tidak Dapat Dinilai'],
  ])('wording below 0.01: IID %s (data entered: %s) → ranking "%s", recap "%s"', (v, ada, ranking, rekap) => {
    const bands = METODOLOGI_BAWAAN[2026].predikat;
    expect(predikatRanking(bands, v, ada)).toBe(ranking);
    expect(predikatRekap(v, bands)).toBe(rekap);
  });
});
