import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftDiffers, draftKey, loadDraft, saveDraft } from './draft';

/** A Storage in memory (the web tests run in Node). */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}
let localStorage: Storage;

describe('innovation drafts in localStorage', () => {
  beforeEach(() => {
    localStorage = memoryStorage();
  });

  it('keys drafts per user and record', () => {
    expect(draftKey(7, null)).toBe('sigap:draf-inovasi:7:baru');
    expect(draftKey(7, 12)).toBe('sigap:draf-inovasi:7:12');
    expect(draftKey(8, 12)).not.toBe(draftKey(7, 12));
  });

  it('saves, restores and clears', () => {
    const k = draftKey(1, 5);
    expect(saveDraft(k, { nama: 'Inovasi A', urusan_pemerintah_id: ['1', '2'] }, 1000, localStorage)).toBe(true);
    expect(loadDraft(k, localStorage)).toEqual({ savedAt: 1000, values: { nama: 'Inovasi A', urusan_pemerintah_id: ['1', '2'] } });
    clearDraft(k, localStorage);
    expect(loadDraft(k, localStorage)).toBeNull();
  });

  it('a full storage answers false instead of throwing', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new DOMException('penuh', 'QuotaExceededError'); } } as Storage;
    expect(saveDraft('k', { a: 1 }, 1, full)).toBe(false);
  });

  it('ignores broken or foreign data', () => {
    localStorage.setItem('a', '{not json');
    localStorage.setItem('b', JSON.stringify({ savedAt: 'x', values: {} }));
    localStorage.setItem('c', JSON.stringify({ savedAt: 1, values: [1] }));
    expect(loadDraft('a', localStorage)).toBeNull();
    expect(loadDraft('b', localStorage)).toBeNull();
    expect(loadDraft('c', localStorage)).toBeNull();
  });

  it('tells a real draft from the stored values', () => {
    expect(draftDiffers({ nama: 'x', a: null }, { nama: 'x' })).toBe(false);
    expect(draftDiffers({ nama: 'y' }, { nama: 'x' })).toBe(true);
    expect(draftDiffers({ u: ['1'] }, { u: ['1', '2'] })).toBe(true);
  });
});
