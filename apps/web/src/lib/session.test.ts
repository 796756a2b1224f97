import { describe, expect, it } from 'vitest';
import { formatWaktu, initials } from './format';
import { DEFAULT_LAYOUT, parseRoot } from './session';

describe('parseRoot', () => {
  it('defaults: layout2, sidebar closed, left to right', () => {
    expect(parseRoot(null)).toEqual({ user: null, layout: DEFAULT_LAYOUT });
    expect(DEFAULT_LAYOUT).toMatchObject({ layout: 'layout2', sidebarOpen: false, rtl: false });
  });
  it('keeps valid choices and drops junk', () => {
    const raw = JSON.stringify({ user: { id: 2, role: 'admin' }, layout: { layout: 'layout1', theme: 'pink', rtl: true, sidebarOpen: 'yes' } });
    expect(parseRoot(raw)).toEqual({ user: { id: 2, role: 'admin' }, layout: { layout: 'layout1', theme: 'pink', rtl: true, sidebarOpen: false } });
    expect(parseRoot('{broken').layout).toEqual(DEFAULT_LAYOUT);
    expect(parseRoot(JSON.stringify({ layout: { theme: 'neon' }, user: { role: 'admin' } }))).toEqual({ user: null, layout: DEFAULT_LAYOUT });
  });
});

describe('format', () => {
  it('timestamps in WIB as DD/MM/YYYY HH:mm', () => {
    expect(formatWaktu('2026-01-31T20:30:00.000Z')).toBe('01/02/2026 03:30');
    expect(formatWaktu('2026-01-31')).toBe('31/01/2026');
    expect(formatWaktu('2026-01-31 08:05:00')).toBe('31/01/2026 08:05');
    expect(formatWaktu(null)).toBe('');
  });
  it('initials', () => {
    expect(initials('Demo Admin')).toBe('DA');
    expect(initials('superadmin')).toBe('S');
    expect(initials('')).toBe('?');
  });
});
