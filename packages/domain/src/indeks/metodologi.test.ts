import { describe, expect, it } from 'vitest';
import { SUMBER_METODOLOGI } from '../kontrak/indeks-daftar';
import masterData from '../../../../apps/api/src/db/seed/data/master-data.json';
import { METODOLOGI_BAWAAN, parseMetodologi } from './metodologi';

/** A `metodologi` row as the database gives it, JSON columns parsed (jsonb). */
function baris(tahun: 2023 | 2026): Record<string, unknown> {
  const m = METODOLOGI_BAWAAN[tahun];
  return { id: 7, created_at: '2026-01-01T00:00:00Z', catatan: 'uji', ...(JSON.parse(JSON.stringify(m)) as Record<string, unknown>) };
}

describe('METODOLOGI_BAWAAN', () => {
  it.each([2023, 2026] as const)('%i predicate bands equal master-data.json (the seed source)', (tahun) => {
    const dariMaster = (masterData.predikat as { tahun: number[]; nama: string; mulai_dari: number; sampai_dengan: number }[])
      .filter((p) => p.tahun.includes(tahun))
      .map((p) => ({ nama: p.nama, mulai_dari: p.mulai_dari, sampai_dengan: p.sampai_dengan }));
    expect(METODOLOGI_BAWAAN[tahun].predikat).toEqual(dariMaster);
  });

  it('2023: k 10, maxima 250 / 63 / 111, count formula unknown with maximum 76, last 2 years', () => {
    const m = METODOLOGI_BAWAAN[2023];
    expect([m.k, m.skor_maks_total, m.skor_maks_spd, m.skor_maks_kematangan]).toEqual([10, 250, 63, 111]);
    expect(m.skor_jumlah_inovasi).toEqual({ rumus: null, maks: 76 });
    expect(m.kelayakan).toEqual({ tahapan_min: 2, tahun_terakhir: 2 });
  });

  it('2026: k 12, MIN(n, 200) × 0.38 up to 76 with 5 of 6 affairs, window 2024–2025', () => {
    const m = METODOLOGI_BAWAAN[2026];
    expect([m.k, m.skor_maks_total, m.skor_maks_spd, m.skor_maks_kematangan]).toEqual([12, 250, 63, 111]);
    expect(m.skor_jumlah_inovasi).toEqual({ rumus: 'linear', faktor: 0.38, batas_n: 200, maks: 76, syarat_urusan_yandas_min: 5 });
    expect(m.kelayakan).toEqual({ tahapan_min: 2, waktu_penerapan_min: '2024-01-01', waktu_penerapan_max: '2025-12-31' });
  });

  it.each([2023, 2026] as const)('%i names a source only for the values that have one (the rest is "pilihan proyek")', (tahun) => {
    const s = METODOLOGI_BAWAAN[tahun].sumber;
    for (const k of Object.keys(s)) expect(SUMBER_METODOLOGI as readonly string[]).toContain(k);
    for (const v of Object.values(s)) expect(v).toMatch(/resmi|turunan|pihak ketiga|tidak diketahui/);
    // no source gives the minimum stage: it is the project's choice, so it has no entry
    expect(s['kelayakan.tahapan_min']).toBeUndefined();
  });

  it('only the 2026 application-date window and the 2023 last-N-years rule have a source', () => {
    expect(METODOLOGI_BAWAAN[2026].sumber['kelayakan.waktu_penerapan']).toMatch(/^pihak ketiga/);
    expect(METODOLOGI_BAWAAN[2026].sumber['kelayakan.tahun_terakhir']).toBeUndefined();
    expect(METODOLOGI_BAWAAN[2023].sumber['kelayakan.tahun_terakhir']).toMatch(/^resmi/);
    expect(METODOLOGI_BAWAAN[2023].sumber['kelayakan.waktu_penerapan']).toBeUndefined();
  });

  it('marks the 2023 count formula unknown and every 2026 value third-party', () => {
    expect(METODOLOGI_BAWAAN[2023].sumber.skor_jumlah_inovasi).toMatch(/^tidak diketahui/);
    expect(METODOLOGI_BAWAAN[2023].sumber.k).toMatch(/^resmi/);
    expect(Object.values(METODOLOGI_BAWAAN[2026].sumber).every((v) => v.startsWith('pihak ketiga'))).toBe(true);
    expect(METODOLOGI_BAWAAN[2023].sumber.katalog).toMatch(/SPD 2023 tidak diketahui/);
  });
});

describe('parseMetodologi: valid rows', () => {
  it.each([2023, 2026] as const)('%i as the seed writes it', (tahun) => {
    const r = parseMetodologi(baris(tahun));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.metodologi).toEqual({ ...METODOLOGI_BAWAAN[tahun], catatan: 'uji' });
    expect(r.peringatan).toEqual(tahun === 2023 ? ['skor_jumlah_inovasi: rumus belum ditetapkan; skor jumlah inovasi dilaporkan "Belum ditetapkan".'] : []);
  });

  it('JSON columns as text and numbers as text (the brief examples)', () => {
    const r = parseMetodologi({
      tahun: '2026',
      k: '12',
      skor_maks_total: '250',
      skor_maks_spd: 63,
      skor_maks_kematangan: 111,
      skor_jumlah_inovasi: '{"rumus":"linear","faktor":0.38,"batas_n":200,"maks":76,"syarat_urusan_yandas_min":5}',
      predikat: JSON.stringify(METODOLOGI_BAWAAN[2026].predikat),
      kelayakan: '{"tahapan_min":2,"is_index":1,"waktu_penerapan_min":"2024-01-01","waktu_penerapan_max":"2025-12-31"}',
    });
    expect(r).toEqual({ ok: true, metodologi: { ...METODOLOGI_BAWAAN[2026], sumber: undefined }, peringatan: [] });
  });

  it('a count table rule', () => {
    const r = parseMetodologi({ ...baris(2026), skor_jumlah_inovasi: { rumus: 'tabel', batas: [{ min_n: 1, skor: 10 }, { min_n: 100, skor: 76 }], maks: 76 } });
    expect(r.ok && r.metodologi.skor_jumlah_inovasi).toEqual({ rumus: 'tabel', batas: [{ min_n: 1, skor: 10 }, { min_n: 100, skor: 76 }], maks: 76 });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['k missing', { k: null }, ['k: belum ditetapkan; perhitungan memakai k = 1.']],
    ['maximum missing', { skor_maks_total: null }, ['skor_maks_total: belum ditetapkan; IID tidak dapat diukur.']],
    ['count rule missing', { skor_jumlah_inovasi: null }, ['skor_jumlah_inovasi: rumus belum ditetapkan; skor jumlah inovasi dilaporkan "Belum ditetapkan".']],
    ['bands missing', { predikat: null }, ['predikat: batas predikat belum diisi; predikat menjadi "Tidak dapat diukur".']],
    ['maxima do not add up', { skor_maks_spd: 60 }, ['skor_maks_total: 250 tidak sama dengan maksimum SPD + kematangan + jumlah inovasi (60 + 111 + 76 = 247).']],
    [
      'faktor × batas_n differs from maks',
      { skor_jumlah_inovasi: { rumus: 'linear', faktor: 0.5, batas_n: 200, maks: 76 } },
      ['skor_jumlah_inovasi: faktor × batas_n = 100, berbeda dari maks 76; skor dibatasi pada maks.'],
    ],
  ])('warns (non-fatal): %s', (_nama, ubah, peringatan) => {
    const r = parseMetodologi({ ...baris(2026), ...ubah });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.peringatan).toEqual(peringatan);
  });

  it('fills the documented fallbacks for missing JSON columns', () => {
    const r = parseMetodologi({ tahun: 2025 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.metodologi).toEqual({
      tahun: 2025,
      k: null,
      skor_maks_total: null,
      skor_maks_spd: null,
      skor_maks_kematangan: null,
      skor_jumlah_inovasi: { rumus: null, maks: null },
      predikat: [],
      kelayakan: {},
    });
    expect(r.peringatan).toHaveLength(4);
  });
});

describe('parseMetodologi: problems in Indonesian', () => {
  it.each<[string, unknown, string[]]>([
    ['not an object', null, ['harus berupa objek JSON']],
    ['a string', 'metodologi', ['harus berupa objek JSON']],
    ['year missing', { ...baris(2026), tahun: undefined }, ['tahun: wajib diisi']],
    ['year not a number', { ...baris(2026), tahun: 'abc' }, ['tahun: harus berupa angka']],
    ['year not whole', { ...baris(2026), tahun: 2026.5 }, ['tahun: harus berupa bilangan bulat']],
    ['year out of range', { ...baris(2026), tahun: 1990 }, ['tahun: minimal 2017']],
    ['k negative', { ...baris(2026), k: -1 }, ['k: harus lebih dari 0']],
    ['k zero', { ...baris(2026), k: 0 }, ['k: harus lebih dari 0']],
    ['maximum text', { ...baris(2026), skor_maks_total: 'banyak' }, ['skor_maks_total: harus berupa angka']],
    ['unknown formula', { ...baris(2026), skor_jumlah_inovasi: { rumus: 'kuadrat', maks: 76 } }, ["skor_jumlah_inovasi.rumus: rumus harus 'linear', 'tabel' atau null"]],
    ['formula key missing', { ...baris(2026), skor_jumlah_inovasi: { maks: 76 } }, ["skor_jumlah_inovasi.rumus: rumus harus 'linear', 'tabel' atau null"]],
    ['broken JSON text', { ...baris(2026), skor_jumlah_inovasi: '{"rumus":' }, ['skor_jumlah_inovasi: harus berupa objek JSON']],
    ['linear without faktor', { ...baris(2026), skor_jumlah_inovasi: { rumus: 'linear', batas_n: 200, maks: 76 } }, ['skor_jumlah_inovasi.faktor: wajib diisi']],
    ['faktor text', { ...baris(2026), skor_jumlah_inovasi: { rumus: 'linear', faktor: 'a', batas_n: 200, maks: 76 } }, ['skor_jumlah_inovasi.faktor: harus berupa angka']],
    ['batas_n not whole', { ...baris(2026), skor_jumlah_inovasi: { rumus: 'linear', faktor: 0.38, batas_n: 1.5, maks: 76 } }, ['skor_jumlah_inovasi.batas_n: harus berupa bilangan bulat']],
    ['negative maks', { ...baris(2026), skor_jumlah_inovasi: { rumus: 'linear', faktor: 0.38, batas_n: 200, maks: -1 } }, ['skor_jumlah_inovasi.maks: minimal 0']],
    ['too many affairs required', { ...baris(2026), skor_jumlah_inovasi: { rumus: 'linear', faktor: 0.38, batas_n: 200, maks: 76, syarat_urusan_yandas_min: 7 } }, ['skor_jumlah_inovasi.syarat_urusan_yandas_min: maksimal 6']],
    ['empty table', { ...baris(2026), skor_jumlah_inovasi: { rumus: 'tabel', batas: [], maks: 76 } }, ['skor_jumlah_inovasi.batas: minimal 1 baris']],
    ['bands not a list', { ...baris(2026), predikat: { a: 1 } }, ['predikat: harus berupa daftar JSON']],
    ['band without name', { ...baris(2026), predikat: [{ nama: ' ', mulai_dari: 0, sampai_dengan: 0 }] }, ['predikat.0.nama: wajib diisi']],
    ['band reversed', { ...baris(2026), predikat: [{ nama: 'A', mulai_dari: 50, sampai_dengan: 0 }] }, ['predikat.0: mulai_dari tidak boleh lebih besar dari sampai_dengan']],
    [
      'bands overlapping',
      { ...baris(2026), predikat: [{ nama: 'A', mulai_dari: 0, sampai_dengan: 50 }, { nama: 'B', mulai_dari: 50, sampai_dengan: 100 }] },
      ['predikat: rentang "A" dan "B" tumpang tindih'],
    ],
    ['window reversed', { ...baris(2026), kelayakan: { waktu_penerapan_min: '2025-01-01', waktu_penerapan_max: '2024-01-01' } }, ['kelayakan: waktu_penerapan_min tidak boleh setelah waktu_penerapan_max']],
    ['invalid date', { ...baris(2026), kelayakan: { waktu_penerapan_min: '2025-13-01' } }, ['kelayakan.waktu_penerapan_min: harus tanggal yang valid dengan format YYYY-MM-DD']],
    ['stage 3', { ...baris(2026), kelayakan: { tahapan_min: 3 } }, ['kelayakan.tahapan_min: maksimal 2']],
    ['last 0 years', { ...baris(2026), kelayakan: { tahun_terakhir: 0 } }, ['kelayakan.tahun_terakhir: harus lebih dari 0']],
    ['source not text', { ...baris(2026), sumber: { k: 1 } }, ['sumber.k: harus berupa teks']],
    ['several problems at once', { ...baris(2026), k: -1, tahun: 'x' }, ['tahun: harus berupa angka', 'k: harus lebih dari 0']],
  ])('%s', (_nama, row, masalah) => {
    expect(parseMetodologi(row)).toEqual({ ok: false, masalah });
  });
});
