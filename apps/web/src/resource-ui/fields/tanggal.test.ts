import { describe, expect, it } from 'vitest';
import { parseTanggal } from './tanggal';

describe('typed dates (DD/MM/YYYY) of every date field', () => {
  it.each([
    ['15/01/2024', '2024-01-15'],
    ['5/1/2024', '2024-01-05'],
    ['31-12-2025', '2025-12-31'],
    ['2024-02-29', '2024-02-29'],
    [' 01.03.2023 ', '2023-03-01'],
  ])('%s -> %s', (a, b) => expect(parseTanggal(a)).toBe(b));

  it.each(['31/02/2024', '2023-02-29', '15/13/2024', 'besok', '', '2024/01/15'])('%s is refused', (a) => expect(parseTanggal(a)).toBeNull());
});
