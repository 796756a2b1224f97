import type { FieldDef } from './types';

/**
 * A value as text for comparisons, never throwing: text, numbers and booleans as themselves, anything else
 * (objects such as `{"toString":1}`, arrays nested thousands deep) as a value that matches nothing.
 */
export const teksSkalar = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : v == null ? '' : null);

export type Rule =
  | { name: 'mandatory' }
  | { name: 'email' }
  | { name: 'alpha' }
  | { name: 'phone' }
  | { name: 'match'; field: string }
  | { name: 'min'; n: number }
  | { name: 'minval'; n: number };

/** Parses a pipe-separated rule string; unknown rules are a programming error. */
export function parseRules(rules: string | undefined): Rule[] {
  if (!rules) return [];
  return rules
    .split('|')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r): Rule => {
      const [name, arg] = r.split(':', 2) as [string, string | undefined];
      switch (name) {
        case 'mandatory':
        case 'email':
        case 'alpha':
        case 'phone':
          return { name };
        case 'match':
          if (!arg) throw new Error(`rule match needs a field: ${r}`);
          return { name, field: arg };
        case 'min':
        case 'minval': {
          const n = arg?.trim() ? Number(arg) : NaN; // Number('') would be 0
          if (!Number.isFinite(n)) throw new Error(`rule ${name} needs a number: ${r}`);
          return { name, n };
        }
        default:
          throw new Error(`unknown rule: ${r}`);
      }
    });
}

export const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ALPHA = /^[\p{L}\s.'-]+$/u;
const PHONE = /^\+?[0-9][0-9\s-]{6,18}[0-9]$/;

/**
 * Checks every rule of a field (the original app checked only the first;
 * see docs/decisions.md) and returns the first failing message, or null.
 * Empty values only fail `mandatory`.
 */
export function checkRules(
  def: FieldDef,
  value: unknown,
  values: Record<string, unknown>,
  labelOf: (field: string) => string,
): string | null {
  for (const rule of parseRules(def.rules)) {
    const custom = def.messages?.[rule.name];
    const fail = (msg: string) => custom ?? msg;
    if (rule.name === 'mandatory') {
      if (isEmpty(value)) return fail(`${def.label} wajib diisi.`);
      continue;
    }
    if (isEmpty(value)) continue;
    const s = String(value);
    switch (rule.name) {
      case 'email':
        if (!EMAIL.test(s)) return fail(`${def.label} harus berupa alamat email yang valid.`);
        break;
      case 'alpha':
        if (!ALPHA.test(s)) return fail(`${def.label} hanya boleh berisi huruf.`);
        break;
      case 'phone':
        if (!PHONE.test(s)) return fail(`${def.label} harus berupa nomor telepon yang valid (8-20 angka).`);
        break;
      case 'match':
        if (s !== teksSkalar(values[rule.field])) return fail(`${def.label} harus sama dengan ${labelOf(rule.field)}.`);
        break;
      case 'min':
        if ([...s].length < rule.n) return fail(`${def.label} minimal ${rule.n} karakter.`);
        break;
      case 'minval':
        if (!(Number(value) >= rule.n)) return fail(`${def.label} minimal bernilai ${rule.n}.`);
        break;
    }
  }
  return null;
}
