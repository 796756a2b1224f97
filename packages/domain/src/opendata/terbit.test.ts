import { describe, expect, it } from 'vitest';
import { indeksTahunTerbit, tahunIndeksTerbit } from './terbit';

describe('published index years', () => {
  const tutup = { tahun_publikasi: '2025,2026', tahun_penilaian: '2026', iga_status: '0', periode_selesai: '2026-05-31' };
  it('needs the year listed in tahun_publikasi', () => {
    expect(indeksTahunTerbit({ ...tutup, tahun_publikasi: '' }, 2026, '2026-07-01')).toBe(false);
    expect(indeksTahunTerbit(tutup, 2024, '2026-07-01')).toBe(false);
    expect(indeksTahunTerbit(tutup, 2026, '2026-07-01')).toBe(true);
  });
  it('publishes nothing of the assessment year while its filling is open', () => {
    const buka = { ...tutup, iga_status: '1', periode_mulai: '2026-01-01', periode_selesai: '2026-12-31' };
    expect(indeksTahunTerbit(buka, 2026, '2026-07-01')).toBe(false);
    // an earlier year is closed already
    expect(indeksTahunTerbit(buka, 2025, '2026-07-01')).toBe(true);
    expect(tahunIndeksTerbit(buka, '2026-07-01')).toEqual([2025]);
    expect(tahunIndeksTerbit(tutup, '2026-07-01')).toEqual([2026, 2025]);
  });
});
