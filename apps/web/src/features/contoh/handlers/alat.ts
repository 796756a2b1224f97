import { HttpResponse } from 'msw';
import type { DataContoh } from '../jenis';

/**
 * Shared pieces of the sample handlers. The spec's samples always answer 200 (supporting-spec section 8): a body
 * that cannot be read or a value of the wrong kind changes nothing and the collection comes back as it was.
 */

/** The JSON body as an object; anything else (no body, broken JSON, an array) is an empty object. */
export async function bacaBadan(request: Request): Promise<Record<string, unknown>> {
  try {
    const b: unknown = await request.json();
    return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A query parameter of the request ('' when absent). */
export const kueri = (request: Request, nama: string): string => new URL(request.url).searchParams.get(nama) ?? '';

export const jawab = (isi: unknown) => HttpResponse.json(isi as Parameters<typeof HttpResponse.json>[0], { status: 200 });

export const objek = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** Trimmed text of at most `max` characters, or undefined when the value is not text. */
export function teks(v: unknown, max = 200): string | undefined {
  if (typeof v !== 'string') return undefined;
  return v.trim().slice(0, max);
}

/** Text that must not be empty. */
export function teksWajib(v: unknown, max = 200): string | undefined {
  const t = teks(v, max);
  return t ? t : undefined;
}

export const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/** A finite number between the bounds (numbers in strings are read too), else undefined. */
export function angka(v: unknown, min: number, max: number, bulat = false): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) return undefined;
  if (bulat && !Number.isInteger(n)) return undefined;
  return n;
}

/** An ISO date (YYYY-MM-DD) or date-time that parses, as given. */
export function tanggal(v: unknown): string | undefined {
  if (typeof v !== 'string' || v.length > 40 || !/^\d{4}-\d{2}-\d{2}/.test(v) || Number.isNaN(Date.parse(v))) return undefined;
  return v;
}

/** An id: short text or a number (given back as text). */
export function idDari(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return typeof v === 'string' && v.length > 0 && v.length <= 80 ? v : undefined;
}

/** A new id of the store: `<awalan>-b<n>` (seeded records are `<awalan>-<n>`). */
export const idBaru = (data: DataContoh, awalan: string) => `${awalan}-b${data.urutan++}`;

/** Keeps only the defined values (a partial update never writes undefined). */
export function tanpaKosong<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Moves the element at `dari` to `ke` (both clamped to the list); a list of other lengths is left as it is. */
export function pindahkan<T>(list: T[], dari: unknown, ke: unknown): T[] {
  const a = angka(dari, 0, list.length - 1, true);
  const b = angka(ke, 0, list.length - 1, true);
  if (a === undefined || b === undefined) return list;
  const out = [...list];
  const [x] = out.splice(a, 1);
  out.splice(b, 0, x!);
  return out;
}
