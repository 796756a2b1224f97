/**
 * Local drafts of the innovation form: what the user typed is kept in
 * localStorage per user and record (new = "baru") as they type, restored
 * after a reload or a failed request, and removed after a successful save.
 */
export interface Draft<T> {
  /** When the draft was written (ms since epoch). */
  savedAt: number;
  values: T;
}

const PREFIX = 'sigap:draf-inovasi';

export const draftKey = (userId: number, recordId: number | null | undefined) => `${PREFIX}:${userId}:${recordId ?? 'baru'}`;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadDraft<T extends Record<string, unknown>>(key: string, s: Storage | null = store()): Draft<T> | null {
  const raw = s?.getItem(key);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    if (!v || typeof v !== 'object') return null;
    const d = v as { savedAt?: unknown; values?: unknown };
    if (typeof d.savedAt !== 'number' || !d.values || typeof d.values !== 'object' || Array.isArray(d.values)) return null;
    return { savedAt: d.savedAt, values: d.values as T };
  } catch {
    return null;
  }
}

/** Writes the draft; false when storage is full or blocked (the caller may say so). */
export function saveDraft<T>(key: string, values: T, now = Date.now(), s: Storage | null = store()): boolean {
  if (!s) return false;
  try {
    s.setItem(key, JSON.stringify({ savedAt: now, values }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string, s: Storage | null = store()): void {
  try {
    s?.removeItem(key);
  } catch {
    /* blocked storage: nothing was stored either */
  }
}

/** Only the keys that differ from the starting values (a draft equal to the record is no draft). */
export function draftDiffers(values: Record<string, unknown>, base: Record<string, unknown>): boolean {
  return Object.keys(values).some((k) => JSON.stringify(values[k] ?? null) !== JSON.stringify(base[k] ?? null));
}
