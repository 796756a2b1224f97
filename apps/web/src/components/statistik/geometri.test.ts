import { describe, expect, it } from 'vitest';
import { batangKategori, jarakLabel, langkahTick, maksimum, pendek, sumbuNilai } from './geometri';

describe('chart geometry', () => {
  it('round ticks from 0 up to a round maximum at or above the data', () => {
    expect(sumbuNilai(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(sumbuNilai(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(sumbuNilai(100)).toEqual({ max: 100, ticks: [0, 20, 40, 60, 80, 100] });
    expect(sumbuNilai(1923).max).toBe(2000);
    expect(sumbuNilai(0.8, false).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(langkahTick(3)).toBe(1); // whole numbers: never a step below 1
  });

  it('the largest value: the sum of stacked series, else the largest series', () => {
    const data = [{ a: 3, b: 4 }, { a: 6, b: null }];
    expect(maksimum(data, ['a', 'b'], true)).toBe(7);
    expect(maksimum(data, ['a', 'b'], false)).toBe(6);
  });

  it('grouped bars sit side by side inside the band; stacked bars continue each other', () => {
    const grouped = batangKategori({ a: 2, b: 5 }, ['a', 'b'], 100, false);
    expect(grouped.map((b) => [b.pos, b.tebal, b.dari, b.sampai])).toEqual([
      [10, 40, 0, 2],
      [50, 40, 0, 5],
    ]);
    const stacked = batangKategori({ a: 2, b: 5, c: 'x' }, ['a', 'b', 'c'], 100, true);
    expect(stacked.map((b) => [b.dari, b.sampai])).toEqual([
      [0, 2],
      [2, 7],
      [7, 7],
    ]);
    expect(stacked.every((b) => b.pos === 20 && b.tebal === 60)).toBe(true);
  });

  it('labels thin out when they would overlap, and long ones are cut', () => {
    expect(jarakLabel(10, 600, 56)).toBe(1);
    expect(jarakLabel(38, 600, 56)).toBe(4);
    expect(pendek('Kabupaten Kepulauan Seribu', 10)).toBe('Kabupaten…');
    expect(pendek('Aceh', 10)).toBe('Aceh');
  });
});
