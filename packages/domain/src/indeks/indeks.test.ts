import { describe, expect, it } from 'vitest';
import { IND } from './__fixtures__/katalog-2026';
import {
  SKOR_JUMLAH_INOVASI_BELUM_DITETAPKAN,
  cekKelayakanInovasi,
  cekKelayakanTerverifikasi,
  hitungIndeks,
  hitungUrusanYandasTercakup,
  inovasiDihitung,
  kematangan,
  skorJumlahInovasi,
  skorSpd,
  type InovasiKelayakan,
  type KodeCatatanIndeks,
  type RegistrasiKelayakan,
} from './indeks';
import { METODOLOGI_BAWAAN } from './metodologi';
import { PREDIKAT, PREDIKAT_BELUM_MENGISI_DATA, PREDIKAT_TIDAK_DAPAT_DIUKUR } from './predikat';
import type { AturanJumlahInovasi, Jawaban, Kelayakan, Metodologi } from './types';

const M2023 = METODOLOGI_BAWAAN[2023];
const M2026 = METODOLOGI_BAWAAN[2026];
const kali = (n: number, v: number): number[] => Array.from({ length: n }, () => v);

describe('skorJumlahInovasi', () => {
  const r2026 = M2026.skor_jumlah_inovasi;
  it.each<[number, number, number]>([
    // n, basic-service affairs covered, score
    [0, 6, 0],
    [1, 6, 0.38],
    [12, 6, 4.56],
    [100, 5, 38],
    [199, 6, 75.62],
    [200, 6, 76],
    [201, 6, 76],
    [250, 6, 76],
    [10000, 6, 76],
    // the 5-of-6 condition
    [200, 4, 0],
    [200, 5, 76],
    [250, 4, 0],
    [250, 5, 76],
    [199, 4, 0],
    [199, 5, 75.62],
    [200, 0, 0],
    [200, Number.NaN, 0],
    // odd n
    [-3, 6, 0],
    [Number.NaN, 6, 0],
    [12.7, 6, 4.56],
  ])('2026: n = %s, %s affairs → %s', (n, urusan, skor) => {
    expect(skorJumlahInovasi(r2026, n, urusan)).toBe(skor);
  });

  it.each([0, 1, 200, 250])('2023 (formula unknown): n = %s → null', (n) => {
    expect(skorJumlahInovasi(M2023.skor_jumlah_inovasi, n, 6)).toBeNull();
    expect(SKOR_JUMLAH_INOVASI_BELUM_DITETAPKAN).toBe('Belum ditetapkan');
  });

  it.each<[string, AturanJumlahInovasi, number, number, number]>([
    ['linear without the affairs condition ignores the affairs', { rumus: 'linear', faktor: 0.5, batas_n: 100, maks: 50 }, 40, 0, 20],
    ['linear capped at maks below faktor × batas_n', { rumus: 'linear', faktor: 1, batas_n: 100, maks: 30 }, 80, 0, 30],
    ['table: below the first band', { rumus: 'tabel', batas: [{ min_n: 1, skor: 10 }, { min_n: 50, skor: 40 }, { min_n: 100, skor: 80 }], maks: 76 }, 0, 0, 0],
    ['table: first band', { rumus: 'tabel', batas: [{ min_n: 1, skor: 10 }, { min_n: 50, skor: 40 }, { min_n: 100, skor: 80 }], maks: 76 }, 1, 0, 10],
    ['table: just below a band', { rumus: 'tabel', batas: [{ min_n: 1, skor: 10 }, { min_n: 50, skor: 40 }, { min_n: 100, skor: 80 }], maks: 76 }, 49, 0, 10],
    ['table: on a band', { rumus: 'tabel', batas: [{ min_n: 1, skor: 10 }, { min_n: 50, skor: 40 }, { min_n: 100, skor: 80 }], maks: 76 }, 50, 0, 40],
    ['table: capped at maks', { rumus: 'tabel', batas: [{ min_n: 1, skor: 10 }, { min_n: 50, skor: 40 }, { min_n: 100, skor: 80 }], maks: 76 }, 100, 0, 76],
    ['table: bands in any order', { rumus: 'tabel', batas: [{ min_n: 100, skor: 60 }, { min_n: 1, skor: 10 }, { min_n: 50, skor: 40 }], maks: 76 }, 70, 0, 40],
    ['table with the affairs condition unmet', { rumus: 'tabel', batas: [{ min_n: 1, skor: 10 }], maks: 76, syarat_urusan_yandas_min: 6 }, 10, 5, 0],
    ['table with the affairs condition met', { rumus: 'tabel', batas: [{ min_n: 1, skor: 10 }], maks: 76, syarat_urusan_yandas_min: 6 }, 10, 6, 10],
  ])('%s', (_nama, rule, n, urusan, skor) => {
    expect(skorJumlahInovasi(rule, n, urusan)).toBe(skor);
  });
});

describe('hitungUrusanYandasTercakup', () => {
  const YANDAS = [1, 2, 3, 4, 5, 6];
  it.each<[string, (string | number[] | null | undefined)[], number]>([
    ['none', [], 0],
    ['distinct affairs over innovations', ['1,2', '2,3,7', null, '4', [5]], 5],
    ['all six', ['1,2,3', '4,5,6'], 6],
    ['spaces and empties', [' 1 , 6 ', '', ',,', undefined], 2],
    ['non basic-service affairs only', ['7,8,9', [10, 11]], 0],
    ['duplicates count once', ['1,1,1', [1], '1'], 1],
    ['junk ids', ['a,b', '1.5', '2'], 1],
  ])('%s', (_nama, urusan, n) => {
    expect(hitungUrusanYandasTercakup(urusan, YANDAS)).toBe(n);
  });
});

describe('inovasiDihitung / cekKelayakanInovasi', () => {
  const baik: InovasiKelayakan = { inovasi_status: 2, waktu_implementasi: '2024-06-01' };

  it.each<[string, InovasiKelayakan, boolean]>([
    ['applied inside the window', baik, true],
    ['first day of the window', { ...baik, waktu_implementasi: '2024-01-01' }, true],
    ['last day of the window', { ...baik, waktu_implementasi: '2025-12-31' }, true],
    ['a day before the window', { ...baik, waktu_implementasi: '2023-12-31' }, false],
    ['a day after the window', { ...baik, waktu_implementasi: '2026-01-01' }, false],
    ['a timestamp is cut to its date', { ...baik, waktu_implementasi: '2025-12-31T23:59:59Z' }, true],
    ['a date-time with a space', { ...baik, waktu_implementasi: '2024-05-01 10:00:00' }, true],
    ['no application date', { ...baik, waktu_implementasi: null }, false],
    ['invalid application date', { ...baik, waktu_implementasi: '2025-02-30' }, false],
    ['not a date', { ...baik, waktu_implementasi: '01/06/2024' }, false],
    ['stage Uji Coba', { ...baik, inovasi_status: 1 }, false],
    ['stage Inisiatif', { ...baik, inovasi_status: 0 }, false],
    ['stage missing', { ...baik, inovasi_status: null }, false],
    ['taken out by an admin, with a reason', { ...baik, keluar_indeks_alasan: 'Duplikat inovasi lain' }, false],
    ['an empty reason is no exclusion', { ...baik, keluar_indeks_alasan: '  ' }, true],
  ])('2026: %s → %s', (_nama, inovasi, hasil) => {
    expect(inovasiDihitung(inovasi, M2026.kelayakan, 2026)).toBe(hasil);
  });

  it.each<[string, number, boolean]>([
    ['2020-12-31', 2023, false],
    ['2021-01-01', 2023, true],
    ['2022-12-31', 2023, true],
    ['2023-01-01', 2023, false],
    ['2023-06-01', 2024, true],
    ['2021-06-01', 2024, false],
  ])('last N years (2023 rule, N = 2): applied %s, assessed %i → %s', (tgl, tahun, hasil) => {
    expect(inovasiDihitung({ inovasi_status: 2, waktu_implementasi: tgl }, M2023.kelayakan, tahun)).toBe(hasil);
  });

  it.each<[string, Kelayakan | null | undefined]>([
    ['empty rules', {}],
    ['null rules', null],
    ['undefined rules', undefined],
  ])('%s count everything', (_nama, kel) => {
    expect(inovasiDihitung({ inovasi_status: 0, waktu_implementasi: null }, kel, 2026)).toBe(true);
  });

  it('applies both a window and the last N years when both are set', () => {
    const kel: Kelayakan = { waktu_penerapan_min: '2024-01-01', waktu_penerapan_max: '2025-12-31', tahun_terakhir: 1 };
    expect(inovasiDihitung({ inovasi_status: 2, waktu_implementasi: '2025-03-01' }, kel, 2026)).toBe(true);
    expect(inovasiDihitung({ inovasi_status: 2, waktu_implementasi: '2024-03-01' }, kel, 2026)).toBe(false);
  });

  it('gives every reason in Indonesian', () => {
    const r = cekKelayakanInovasi({ inovasi_status: 1, keluar_indeks_alasan: 'Duplikat', waktu_implementasi: '2023-01-01' }, M2026.kelayakan, 2026);
    expect(r.dihitung).toBe(false);
    expect(r.alasan).toEqual([
      'Dikeluarkan dari indeks oleh admin: Duplikat',
      'Tahapan inovasi belum memenuhi syarat.',
      'Waktu penerapan di luar rentang 2024-01-01 s.d. 2025-12-31.',
    ]);
    expect(cekKelayakanInovasi({ inovasi_status: 2, waktu_implementasi: '2020-01-01' }, M2023.kelayakan, 2023).alasan).toEqual([
      'Waktu penerapan harus pada tahun 2021 s.d. 2022.',
    ]);
    expect(cekKelayakanInovasi({ inovasi_status: 2 }, M2023.kelayakan, 2023).alasan).toEqual(['Waktu penerapan inovasi belum diisi atau tidak valid.']);
    expect(cekKelayakanInovasi(baik, M2026.kelayakan, 2026)).toEqual({ dihitung: true, alasan: [] });
  });
});

describe('cekKelayakanTerverifikasi: approved and not returned by QC', () => {
  const ino: InovasiKelayakan = { inovasi_status: 2, waktu_implementasi: '2024-06-01' };
  it.each<[string, RegistrasiKelayakan | null, boolean, string[], boolean | undefined]>([
    ['never sent', null, false, ['Inovasi belum dikirim ke Kemendagri.'], undefined],
    ['pending', { status_nomor: 0, qc: 0 }, false, ['Registrasi inovasi menunggu verifikasi.'], undefined],
    ['rejected', { status_nomor: 2, qc: 0 }, false, ['Registrasi inovasi ditolak verifikator.'], undefined],
    ['rejection confirmed by QC', { status_nomor: 2, qc: 1 }, false, ['Registrasi inovasi ditolak verifikator.'], undefined],
    ['withdrawn', { status_nomor: -1, qc: 0 }, false, ['Registrasi inovasi ditarik.'], undefined],
    ['approved, returned by QC', { status_nomor: 1, qc: 2 }, false, ['Hasil verifikasi dikembalikan oleh quality control.'], undefined],
    ['approved, waiting for QC: counted provisionally', { status_nomor: 1, qc: 0 }, true, [], true],
    ['approved and confirmed by QC', { status_nomor: 1, qc: 1 }, true, [], undefined],
  ])('%s', (_n, reg, dihitung, alasan, menunggu) => {
    const r = cekKelayakanTerverifikasi(ino, reg, M2026.kelayakan, 2026);
    expect(r.dihitung).toBe(dihitung);
    expect(r.alasan).toEqual(alasan);
    expect(r.menunggu_qc).toBe(menunggu);
  });
  it('an innovation outside the self rules does not count verified either, with both reasons', () => {
    const r = cekKelayakanTerverifikasi({ ...ino, waktu_implementasi: '2023-05-01' }, { status_nomor: 1, qc: 2 }, M2026.kelayakan, 2026);
    expect(r.alasan).toEqual(['Waktu penerapan di luar rentang 2024-01-01 s.d. 2025-12-31.', 'Hasil verifikasi dikembalikan oleh quality control.']);
  });
});

describe('skorSpd and kematangan', () => {
  const semua = Object.values(IND);
  const spdRows = semua.filter((i) => i.tipe === 'P');
  const sidRows = semua.filter((i) => i.tipe === 'I');
  const jawabanSemua = (level: number): Map<number, Jawaban> => new Map(semua.map((i) => [i.id, { level }]));

  it('sums bobot × level over the P rows only', () => {
    const bobotP = spdRows.reduce((a, i) => a + (i.bobot ?? 0), 0);
    expect(skorSpd(semua, jawabanSemua(3))).toBe(bobotP * 3);
    expect(skorSpd(semua, jawabanSemua(1))).toBe(bobotP);
    expect(skorSpd(spdRows, jawabanSemua(2))).toBe(bobotP * 2);
  });

  it('sums bobot × level over the I rows only; the automatic row scores 0', () => {
    const bobotI = sidRows.reduce((a, i) => a + (i.bobot ?? 0), 0);
    expect(kematangan(semua, jawabanSemua(3))).toBe(bobotI * 3);
    expect(kematangan(sidRows, jawabanSemua(1))).toBe(bobotI);
  });

  it('accepts answers as a Map or as a record; missing answers score 0', () => {
    const rec: Record<number, Jawaban | null> = { [IND['SPD-08'].id]: { skala_id: 73 }, [IND['SPD-03'].id]: { nilai_sebelum: 100, nilai_sesudah: 110 }, [IND['SPD-01'].id]: null };
    expect(skorSpd(spdRows, rec)).toBe(4.5 + 3);
    expect(skorSpd(spdRows, new Map(Object.entries(rec).map(([k, v]) => [Number(k), v])))).toBe(7.5);
    expect(skorSpd(spdRows, {})).toBe(0);
    expect(kematangan(sidRows, new Map())).toBe(0);
  });

  it('adds real answers of every kind', () => {
    const j = new Map<number, Jawaban>([
      [IND['SID-16'].id, { skala_id: IND['SID-16'].id * 10 + 3 }], // 9
      [IND['SID-17'].id, { nilai: '12' }], // level 2 × 2 = 4
      [IND['SID-28'].id, { nilai: 1 }], // level 3 × 2 = 6
      [IND['SID-32'].id, { nilai: 0 }], // no level: 0
      [IND['SID-35'].id, { nilai: 4 }], // level 2 × 4 = 8
      [IND['SID-36'].id, { nilai: 200 }], // automatic: 0
    ]);
    expect(kematangan(sidRows, j)).toBe(27);
  });
});

describe('hitungIndeks', () => {
  describe('MAX(k, n) with k = 12 (2026)', () => {
    it.each<[string, number[], number, number]>([
      ['n = 0', [], 12, 0],
      ['n < k', kali(5, 111), 12, 46.25],
      ['n < k, mixed', [100, 80, 60], 12, 20],
      ['n = k', kali(12, 111), 12, 111],
      ['n = k, mixed', [...kali(6, 100), ...kali(6, 50)], 12, 75],
      ['n > k', kali(15, 111), 15, 111],
      ['n > k, weak extra innovations dilute', [...kali(12, 111), ...kali(3, 0)], 15, 88.8],
    ])('%s', (_nama, list, pembagi, rata) => {
      const h = hitungIndeks(M2026, { spd: 0, kematanganList: list, urusanYandasTercakup: 6 });
      expect(h.pembagi).toBe(pembagi);
      expect(h.jumlah_inovasi).toBe(list.length);
      expect(h.rata_kematangan).toBe(rata);
    });

    it('k = 10 in 2023', () => {
      expect(hitungIndeks(M2023, { spd: 0, kematanganList: kali(5, 100), urusanYandasTercakup: 6 }).rata_kematangan).toBe(50);
    });
  });

  it('a perfect 2026 region: SPD 63, 200 innovations at 111 covering the 6 affairs → 250 → 100', () => {
    const h = hitungIndeks(M2026, { spd: 63, kematanganList: kali(200, 111), urusanYandasTercakup: 6 });
    expect(h).toEqual({
      tahun: 2026,
      spd: 63,
      jumlah_kematangan: 22200,
      jumlah_inovasi: 200,
      k: 12,
      pembagi: 200,
      rata_kematangan: 111,
      skor_jumlah_inovasi: 76,
      sid: 187,
      total: 250,
      skor_maks_total: 250,
      iid: 100,
      iid_tampil: 100,
      predikat: PREDIKAT.SANGAT_INOVATIF,
      catatan: [],
    });
  });

  it('2026: SPD 63 and exactly k = 12 innovations at 111', () => {
    const h = hitungIndeks(M2026, { spd: 63, kematanganList: kali(12, 111), urusanYandasTercakup: 6 });
    expect([h.rata_kematangan, h.skor_jumlah_inovasi, h.sid, h.total, h.iid, h.iid_tampil, h.predikat]).toEqual([111, 4.56, 115.56, 178.56, 71.424, 71.42, PREDIKAT.SANGAT_INOVATIF]);
  });

  it('2026: 200 perfect innovations covering only 4 affairs lose the count score', () => {
    const h = hitungIndeks(M2026, { spd: 63, kematanganList: kali(200, 111), urusanYandasTercakup: 4 });
    expect([h.skor_jumlah_inovasi, h.total, h.iid, h.predikat]).toEqual([0, 174, 69.6, PREDIKAT.SANGAT_INOVATIF]);
  });

  it('n = 0: only the SPD counts', () => {
    const h = hitungIndeks(M2026, { spd: 30, kematanganList: [], urusanYandasTercakup: 0 });
    expect([h.rata_kematangan, h.skor_jumlah_inovasi, h.sid, h.total, h.iid, h.predikat]).toEqual([0, 0, 0, 30, 12, PREDIKAT.KURANG_INOVATIF]);
  });

  it('nothing scored: IID below 0.01 → Tidak dapat diukur (ranking wording); nothing entered → Belum mengisi data', () => {
    expect(hitungIndeks(M2026, { spd: 0, kematanganList: [], urusanYandasTercakup: 0 }).predikat).toBe(PREDIKAT_TIDAK_DAPAT_DIUKUR);
    // 0.0123 / 250 × 100 = IID 0.0049 (4 decimals, the stored IID) → shown 0.00: not assessable
    expect(hitungIndeks(M2026, { spd: 0.0123, kematanganList: [], urusanYandasTercakup: 0 }).predikat).toBe(PREDIKAT_TIDAK_DAPAT_DIUKUR);
    // IID 0.005 → shown 0.01: Kurang Inovatif (the shown value is taken from the stored 4-decimal IID)
    expect(hitungIndeks(M2026, { spd: 0.0125, kematanganList: [], urusanYandasTercakup: 0 }).predikat).toBe(PREDIKAT.KURANG_INOVATIF);
    const h = hitungIndeks(M2026, { spd: 0, kematanganList: [], urusanYandasTercakup: 0, adaData: false });
    expect([h.iid, h.predikat]).toEqual([0, PREDIKAT_BELUM_MENGISI_DATA]);
  });

  it('2023: the count score formula is unknown → null, counted as 0, flagged', () => {
    const h = hitungIndeks(M2023, { spd: 63, kematanganList: kali(10, 111), urusanYandasTercakup: 6 });
    expect([h.skor_jumlah_inovasi, h.sid, h.total, h.iid, h.predikat]).toEqual([null, 111, 174, 69.6, PREDIKAT.SANGAT_INOVATIF]);
    expect(h.catatan.map((c) => c.kode)).toEqual(['SKOR_JUMLAH_INOVASI_BELUM_DITETAPKAN']);
    expect(h.catatan[0]?.pesan).toContain('2023');
  });

  describe('IID boundaries through the whole formula (SPD only, maximum 250)', () => {
    // IID = spd / 250 × 100, so spd = IID × 2.5
    describe.each<[number, Metodologi, [number, string][]]>([
      [2023, M2023, [[0, 'Tidak dapat diukur'], [0.01, 'Kurang Inovatif'], [34.99, 'Kurang Inovatif'], [35, 'Inovatif'], [60, 'Inovatif'], [60.01, 'Sangat Inovatif'], [100, 'Sangat Inovatif']]],
      [2026, M2026, [[0, 'Tidak dapat diukur'], [0.01, 'Kurang Inovatif'], [34.99, 'Kurang Inovatif'], [35, 'Kurang Inovatif'], [40.01, 'Inovatif'], [60, 'Inovatif'], [60.01, 'Inovatif'], [65.01, 'Sangat Inovatif'], [100, 'Sangat Inovatif']]],
    ])('%i', (_tahun, m, kasus) => {
      it.each(kasus)('IID %s → %s', (iid, nama) => {
        const h = hitungIndeks({ ...m, skor_jumlah_inovasi: { rumus: 'linear', faktor: 0, batas_n: 1, maks: 0 } }, { spd: iid * 2.5, kematanganList: [], urusanYandasTercakup: 0 });
        expect(h.iid).toBe(iid);
        expect(h.predikat).toBe(nama);
      });
    });
  });

  it('keeps 4 decimals internally and shows 2', () => {
    const h = hitungIndeks(M2026, { spd: 87.48749, kematanganList: [], urusanYandasTercakup: 0 });
    expect(h.spd).toBe(87.4875);
    expect(h.iid).toBe(34.995);
    expect(h.iid_tampil).toBe(35);
    expect(h.predikat).toBe(PREDIKAT.KURANG_INOVATIF); // 2026: Kurang up to 40.00
    const h23 = hitungIndeks(M2023, { spd: 87.48749, kematanganList: [], urusanYandasTercakup: 0 });
    expect([h23.iid_tampil, h23.predikat]).toEqual([35, PREDIKAT.INOVATIF]); // what is shown is what is judged
  });

  it.each<[string, Partial<Metodologi>, number, number, KodeCatatanIndeks[]]>([
    ['k missing, n = 0: k = 1', { k: null }, 0, 1, ['K_TIDAK_DITETAPKAN']],
    ['k missing, n = 3: divisor n', { k: null }, 3, 3, ['K_TIDAK_DITETAPKAN']],
    ['k = 0', { k: 0 }, 2, 2, ['K_TIDAK_DITETAPKAN']],
    ['k negative', { k: -4 }, 0, 1, ['K_TIDAK_DITETAPKAN']],
    ['k NaN', { k: Number.NaN }, 0, 1, ['K_TIDAK_DITETAPKAN']],
    ['k set', {}, 3, 12, []],
  ])('%s', (_nama, ubah, n, pembagi, kode) => {
    const h = hitungIndeks({ ...M2026, ...ubah }, { spd: 10, kematanganList: kali(n, 50), urusanYandasTercakup: 6 });
    expect(h.pembagi).toBe(pembagi);
    expect(h.catatan.map((c) => c.kode)).toEqual(kode);
    expect(Number.isFinite(h.rata_kematangan)).toBe(true);
  });

  it.each<[string, number | null]>([
    ['null', null],
    ['0', 0],
    ['negative', -250],
    ['NaN', Number.NaN],
  ])('maximum %s: IID not measurable', (_nama, maks) => {
    const h = hitungIndeks({ ...M2026, skor_maks_total: maks }, { spd: 63, kematanganList: kali(12, 111), urusanYandasTercakup: 6 });
    expect([h.total, h.iid, h.iid_tampil, h.skor_maks_total, h.predikat]).toEqual([178.56, null, null, null, PREDIKAT_TIDAK_DAPAT_DIUKUR]);
    expect(h.catatan.map((c) => c.kode)).toEqual(['SKOR_MAKS_TIDAK_DITETAPKAN']);
  });

  it('flags a total above the maximum without capping it', () => {
    const h = hitungIndeks({ ...M2026, skor_maks_total: 200 }, { spd: 63, kematanganList: kali(200, 111), urusanYandasTercakup: 6 });
    expect(h.iid).toBe(125);
    expect(h.predikat).toBe(PREDIKAT.SANGAT_INOVATIF);
    expect(h.catatan.map((c) => c.kode)).toEqual(['MELEBIHI_MAKS']);
  });

  it('all notes at once', () => {
    const h = hitungIndeks({ ...M2023, k: null, skor_maks_total: null }, { spd: 1, kematanganList: [], urusanYandasTercakup: 0 });
    expect(h.catatan.map((c) => c.kode)).toEqual(['K_TIDAK_DITETAPKAN', 'SKOR_JUMLAH_INOVASI_BELUM_DITETAPKAN', 'SKOR_MAKS_TIDAK_DITETAPKAN']);
  });

  it('treats negative and non-finite inputs as 0', () => {
    const h = hitungIndeks(M2026, { spd: -5, kematanganList: [Number.NaN, -10, 111, Number.POSITIVE_INFINITY], urusanYandasTercakup: 6 });
    expect([h.spd, h.jumlah_kematangan, h.jumlah_inovasi, h.rata_kematangan]).toEqual([0, 111, 4, 9.25]);
    expect(Number.isFinite(h.iid)).toBe(true);
  });
});
