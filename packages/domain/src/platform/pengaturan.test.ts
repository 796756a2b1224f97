import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings';
import { GRUP_PENGATURAN, normalisasiPengaturan, PENGATURAN, urutanSimpanPengaturan, validasiNilaiPengaturan, validasiPengaturan } from './pengaturan';

const defaults = Object.fromEntries(Object.entries(DEFAULT_SETTINGS).map(([k, v]) => [k, v.value]));

describe('PENGATURAN', () => {
  it('describes every default setting, and every default is valid', () => {
    expect(Object.keys(PENGATURAN).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
    for (const [name, def] of Object.entries(PENGATURAN)) {
      expect(GRUP_PENGATURAN).toContain(def.grup);
      expect(def.label.length).toBeGreaterThan(3);
      expect(validasiNilaiPengaturan(name, defaults[name])).toBeNull();
      if (def.pasangan) expect(PENGATURAN[def.pasangan.lawan].pasangan?.lawan).toBe(name);
    }
    expect(validasiPengaturan(defaults, defaults)).toEqual({});
  });
});

describe('validasiNilaiPengaturan', () => {
  it.each([
    ['iga_status', '1', null],
    ['iga_status', ' 0 ', null],
    ['iga_status', '2', 'Nilai harus 0 (tidak) atau 1 (ya).'],
    ['iga_status', '', 'Nilai harus 0 (tidak) atau 1 (ya).'],
    ['tahun_penilaian', '2027', null],
    ['tahun_penilaian', '27', expect.stringMatching(/tahun empat angka/)],
    ['tahun_penilaian', '2027.0', expect.stringMatching(/tahun empat angka/)],
    ['tahun_penilaian', '1800', expect.stringMatching(/tahun empat angka/)],
    ['tahun_data', '2024,2025', null],
    ['tahun_data', '2024, 2025', null],
    ['tahun_data', '', 'Pilih paling sedikit satu tahun.'],
    ['tahun_data', '2024,abc', expect.stringMatching(/dipisah koma/)],
    ['tahun_data', '2024,', expect.stringMatching(/dipisah koma/)],
    ['periode_selesai', '2026-12-31', null],
    ['periode_selesai', '2026-02-30', expect.stringMatching(/tanggal yang valid/)],
    ['periode_selesai', '31/12/2026', expect.stringMatching(/tanggal yang valid/)],
    ['app_name', 'SIGAP', null],
    ['app_name', '  ', 'Nama aplikasi wajib diisi.'],
    ['app_name', 'x'.repeat(101), 'Nama aplikasi paling banyak 100 karakter.'],
    ['pengaturan_baru', 'apa saja', null],
    ['pengaturan_baru', '', null],
    ['pengaturan_baru', 'x'.repeat(5001), 'Nilai paling banyak 5000 karakter.'],
    ['pengaturan_baru', 'a\u0000b', 'Nilai mengandung karakter yang tidak diizinkan.'],
    ['toString', 'apa saja', null],
  ])('%s = %j', (name, value, expected) => {
    expect(validasiNilaiPengaturan(name, value)).toEqual(expected);
  });
});

describe('validasiPengaturan (pairs)', () => {
  it('refuses a min after its max, against the stored other end', () => {
    expect(validasiPengaturan({ tahun_arsip_min: '2023' }, defaults)).toEqual({ tahun_arsip_min: 'Tidak boleh setelah "Tahun akhir arsip".' });
    expect(validasiPengaturan({ tahun_arsip_max: '2004' }, defaults)).toEqual({ tahun_arsip_max: 'Tidak boleh sebelum "Tahun awal arsip".' });
    expect(validasiPengaturan({ tahun_arsip_min: '2022' }, defaults)).toEqual({});
    expect(validasiPengaturan({ tanggal_penerapan_max: '2022-12-31' }, defaults)).toEqual({ tanggal_penerapan_max: expect.stringMatching(/sebelum/) });
  });
  it('uses the new other end when both change', () => {
    expect(validasiPengaturan({ tahun_kirim_min: '2030', tahun_kirim_max: '2031' }, defaults)).toEqual({});
    expect(Object.keys(validasiPengaturan({ tahun_kirim_min: '2031', tahun_kirim_max: '2030' }, defaults)).sort()).toEqual(['tahun_kirim_max', 'tahun_kirim_min']);
  });
  it('ignores a broken stored other end (the value itself is still checked)', () => {
    expect(validasiPengaturan({ tahun_arsip_min: '2010' }, { ...defaults, tahun_arsip_max: 'rusak' })).toEqual({});
  });
});

describe('urutanSimpanPengaturan', () => {
  it('saves the far end of a pair first when both move past the old range', () => {
    expect(urutanSimpanPengaturan({ tahun_kirim_min: '2030', tahun_kirim_max: '2031' }, defaults)).toEqual(['tahun_kirim_max', 'tahun_kirim_min']);
    expect(urutanSimpanPengaturan({ tahun_kirim_max: '2001', tahun_kirim_min: '2000' }, defaults)).toEqual(['tahun_kirim_min', 'tahun_kirim_max']);
    expect(urutanSimpanPengaturan({ iga_status: '0' }, defaults)).toEqual(['iga_status']);
    expect(urutanSimpanPengaturan({ tahun_kirim_min: '2031', tahun_kirim_max: '2030' }, defaults)).toBeNull();
  });
});

describe('normalisasiPengaturan', () => {
  it('sorts and dedupes a year list, trims the rest', () => {
    expect(normalisasiPengaturan('tahun_data', ' 2026, 2024,2024 ')).toBe('2024,2026');
    expect(normalisasiPengaturan('tahun_data', '2024,abc')).toBe('2024,abc');
    expect(normalisasiPengaturan('app_name', '  SIGAP ')).toBe('SIGAP');
    expect(normalisasiPengaturan('x', null)).toBe('');
  });
});
