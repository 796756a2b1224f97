import { describe, it, expect } from 'vitest';
import { DEFAULT_SETTINGS, SESSION_FLAGS, parseYears } from './settings';

describe('parseYears', () => {
  it.each([
    ['2023,2024', [2023, 2024]],
    ['2023', [2023]],
    [' 2023 , 2024 ,2025 ', [2023, 2024, 2025]],
    ['2024,2023', [2024, 2023]],
    ['2023,,2024,', [2023, 2024]],
    ['2023,abc,2024', [2023, 2024]],
    ['2023.5,2024', [2024]],
    ['1900,1901,2999,3000', [1901, 2999]],
    ['-2023,0,99', []],
    ['2023;2024', []],
    ['2e3,0x7E7,2023.0,+2024, 2025', [2025]],
    ['02023,20240', []],
    ['', []],
    ['   ', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (v, expected) => {
    expect(parseYears(v)).toEqual(expected);
  });
});

describe('DEFAULT_SETTINGS', () => {
  it('every session flag has a 0/1 default', () => {
    for (const flag of SESSION_FLAGS) expect(['0', '1']).toContain(DEFAULT_SETTINGS[flag].value);
  });

  it('the default allowed years parse to 2023..2026', () => {
    expect(parseYears(DEFAULT_SETTINGS.tahun_data.value)).toEqual([2023, 2024, 2025, 2026]);
  });

  it('the default date window is the database form window', () => {
    expect(DEFAULT_SETTINGS.tanggal_penerapan_min.value).toBe('2024-01-01');
    expect(DEFAULT_SETTINGS.tanggal_penerapan_max.value).toBe('2025-12-31');
  });

  it('every setting has an Indonesian description', () => {
    for (const [name, s] of Object.entries(DEFAULT_SETTINGS)) expect(s.keterangan.length, name).toBeGreaterThan(0);
  });
});
