import { describe, expect, it } from 'vitest';
import { activityFilterToParams, dataTerbaca, parseActivityFilter, rentangBawaan, tambahHari, waktuWib, type Activity } from './activity';

describe('activity log helpers (PLT-12)', () => {
  it('the default range is the last 7 days up to today, in WIB days', () => {
    // 18:30 UTC on 31 Dec is already 1 Jan in Jakarta
    expect(rentangBawaan(new Date('2025-12-31T18:30:00Z'))).toEqual({ dari: '2025-12-25', sampai: '2026-01-01' });
    expect(rentangBawaan(new Date('2026-03-03T01:00:00Z'))).toEqual({ dari: '2026-02-24', sampai: '2026-03-03' });
    expect(tambahHari('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('times are DD/MM/YYYY HH:mm WIB', () => {
    expect(waktuWib('2026-05-01T17:05:00Z')).toBe('02/05/2026 00:05 WIB');
    expect(waktuWib('2026-05-01 10:00:00+00')).toBe('01/05/2026 17:00 WIB');
  });

  it('the filter lives in the address bar, defaults left out', () => {
    const now = new Date('2026-05-10T03:00:00Z');
    expect(parseActivityFilter(new URLSearchParams(''), now)).toEqual({ account: null, dari: '2026-05-03', sampai: '2026-05-10' });
    expect(parseActivityFilter(new URLSearchParams('akun=7&dari=2026-01-01&sampai=2026-01-31'), now)).toEqual({ account: 7, dari: '2026-01-01', sampai: '2026-01-31' });
    expect(parseActivityFilter(new URLSearchParams('akun=-3&dari=kemarin'), now)).toEqual({ account: null, dari: '2026-05-03', sampai: '2026-05-10' });
    expect(activityFilterToParams({ account: null, dari: '2026-05-03', sampai: '2026-05-10' }, now).toString()).toBe('');
    expect(activityFilterToParams({ account: 7, dari: '2026-01-01', sampai: '2026-05-10' }, now).toString()).toBe('akun=7&dari=2026-01-01&sampai=2026-05-10');
  });

  it('data names read as field labels of the table named in the entry', () => {
    const a: Activity = {
      id: 1,
      ts: '2026-05-01T00:00:00Z',
      account: { id: 1, username: 'admin' },
      name: 'Ubah FAQ',
      data: [
        { name: 'tabel', value: 'help_faq' },
        { name: 'id', value: '3' },
        { name: 'question', value: 'Apa itu IID?' },
        { name: 'kolom_aneh', value: '' },
      ],
    };
    const rows = dataTerbaca(a);
    expect(rows[0]).toEqual({ key: 'tabel', label: 'Tabel', value: 'FAQ' });
    expect(rows[2]!.label).not.toBe('question');
    expect(rows[3]).toEqual({ key: 'kolom_aneh', label: 'kolom aneh', value: '-' });
  });
});
