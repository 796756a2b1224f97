import { describe, expect, it } from 'vitest';
import { hitungIkm, hitungIkmDariRekap, labelPeriodeSkm, MUTU_SKM, mutuSkm, periodeSebelumSkm, periodeSkm, UNSUR_SKM } from './skm';

describe('SKM per PermenPANRB 14/2017', () => {
  it('has the nine standard elements in the regulation order, each with four answers', () => {
    expect(UNSUR_SKM.map((u) => u.nama)).toEqual([
      'Persyaratan',
      'Sistem, Mekanisme, dan Prosedur',
      'Waktu Penyelesaian',
      'Biaya/Tarif',
      'Produk Spesifikasi Jenis Pelayanan',
      'Kompetensi Pelaksana',
      'Perilaku Pelaksana',
      'Penanganan Pengaduan, Saran dan Masukan',
      'Sarana dan Prasarana',
    ]);
    for (const u of UNSUR_SKM) expect(u.pilihan).toHaveLength(4);
  });

  it('worked example: four respondents, NRR per element, IKM = mean of the element means, x 25, band B', () => {
    // answers per element (U1..U9) of respondents 1-4
    const perUnsur = [
      [3, 3, 4, 2], // U1 NRR 3.00
      [3, 4, 4, 3], // U2 3.50
      [2, 3, 3, 2], // U3 2.50
      [4, 4, 4, 4], // U4 4.00
      [3, 3, 3, 4], // U5 3.25
      [3, 4, 3, 3], // U6 3.25
      [4, 4, 3, 4], // U7 3.75
      [2, 2, 3, 3], // U8 2.50
      [3, 3, 3, 3], // U9 3.00
    ];
    const responden = [0, 1, 2, 3].map((r) => UNSUR_SKM.map((u, i) => ({ unsur: u.kode, nilai: perUnsur[i]![r]! })));
    const h = hitungIkm(responden);
    expect(h.responden).toBe(4);
    expect(h.unsur.map((u) => u.nrr)).toEqual([3, 3.5, 2.5, 4, 3.25, 3.25, 3.75, 2.5, 3]);
    expect(h.unsur.map((u) => u.jumlah)).toEqual(Array(9).fill(4));
    expect(h.unsur[1]!.nrr_konversi).toBe(87.5);
    // sum of NRR 28.75; x 1/9 = 3.19444…; x 25 = 79.861… -> 79.86, interval 76.61-88.30: B, Baik
    expect(h.ikm).toBe(3.1944);
    expect(h.ikm_konversi).toBe(79.86);
    expect(h).toMatchObject({ mutu: 'B', kinerja: 'Baik' });
    // the same from the sums the database makes
    const rekap = UNSUR_SKM.map((u, i) => ({ kode: u.kode, jumlah: 4, total: perUnsur[i]!.reduce((a, b) => a + b, 0) }));
    expect(hitungIkmDariRekap(4, rekap)).toEqual(h);
  });

  it("bands follow the regulation's converted intervals with no gap at two decimals", () => {
    const cases: [number, string, string][] = [
      [25, 'D', 'Tidak Baik'],
      [64.99, 'D', 'Tidak Baik'],
      [64.994, 'D', 'Tidak Baik'],
      [65, 'C', 'Kurang Baik'],
      [76.6, 'C', 'Kurang Baik'],
      [76.605, 'B', 'Baik'],
      [76.61, 'B', 'Baik'],
      [88.3, 'B', 'Baik'],
      [88.31, 'A', 'Sangat Baik'],
      [100, 'A', 'Sangat Baik'],
    ];
    for (const [v, mutu, kinerja] of cases) expect(mutuSkm(v), String(v)).toMatchObject({ mutu, kinerja });
    expect(MUTU_SKM.map((m) => m.nik)).toEqual([
      [88.31, 100],
      [76.61, 88.3],
      [65, 76.6],
      [25, 64.99],
    ]);
  });

  it('all answers 4 give 100 (A), all 1 give 25 (D); out-of-range values and unknown elements are ignored', () => {
    expect(hitungIkm([UNSUR_SKM.map((u) => ({ unsur: u.kode, nilai: 4 }))])).toMatchObject({ ikm: 4, ikm_konversi: 100, mutu: 'A' });
    expect(hitungIkm([UNSUR_SKM.map((u) => ({ unsur: u.kode, nilai: 1 }))])).toMatchObject({ ikm: 1, ikm_konversi: 25, mutu: 'D' });
    const h = hitungIkm([
      [
        { unsur: 'U1', nilai: 4 },
        { unsur: 'U2', nilai: 9 },
        { unsur: 'X', nilai: 1 },
      ],
    ]);
    // only U1 counts: an element nobody answered is left out of the mean
    expect(h.unsur.find((u) => u.kode === 'U2')).toMatchObject({ jumlah: 0, nrr: null });
    expect(h).toMatchObject({ responden: 1, ikm: 4, ikm_konversi: 100 });
    expect(hitungIkm([])).toMatchObject({ responden: 0, ikm: null, ikm_konversi: null, mutu: null, kinerja: null });
  });

  it('periods are calendar half years (WIB day)', () => {
    expect(periodeSkm('2026-01-01')).toBe('2026-1');
    expect(periodeSkm('2026-06-30')).toBe('2026-1');
    expect(periodeSkm('2026-07-01')).toBe('2026-2');
    expect(labelPeriodeSkm('2026-1')).toBe('Semester I 2026');
    expect(labelPeriodeSkm('2026-2')).toBe('Semester II 2026');
    expect(periodeSebelumSkm('2026-1')).toBe('2025-2');
    expect(periodeSebelumSkm('2026-2')).toBe('2026-1');
  });
});
