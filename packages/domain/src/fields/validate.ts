import type { Role } from '../permissions/roles';
import { checkRules, isEmpty, parseRules, teksSkalar } from './rules';
import type { FieldDef, ResourceDef } from './types';
import { countWords, htmlToText } from './words';

export type FieldErrors = Record<string, string>;

export interface ValidateOptions {
  mode: 'create' | 'update';
  role: Role;
  /** The stored record, for updates (show conditions and match rules read it). */
  current?: Record<string, unknown>;
  /** Keys that are tolerated and ignored (e.g. the id of an update). */
  ignore?: readonly string[];
  /** Per-field changes that come from settings (e.g. date windows of the current period). */
  overrides?: Record<string, Partial<FieldDef>>;
}

export interface ValidateResult {
  values: Record<string, unknown>;
  errors: FieldErrors;
}

const DEFAULT_MAX: Partial<Record<FieldDef['kind'], number>> = {
  text: 255,
  email: 255,
  password: 128,
  textarea: 10_000,
  richtext: 200_000,
  file: 1_000,
  image: 1_000,
  select: 100,
  radio: 100,
  multiselect: 10_000,
  lookup: 50,
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

export function isValidDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

/** Formats a YYYY-MM-DD date as DD/MM/YYYY (screens). */
export function formatTanggal(s: string | null | undefined): string {
  if (!s) return '';
  const m = DATE.exec(String(s).slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : String(s);
}

/** Is the field visible for this role and these values? Hidden fields are not saved. */
export function isFieldVisible(def: FieldDef, role: Role, values: Record<string, unknown>): boolean {
  if (def.roles && !def.roles.includes(role)) return false;
  if (def.showIf) {
    const v = values[def.showIf.field];
    const teks = teksSkalar(v);
    if (!def.showIf.in.some((x) => String(x) === teks)) return false;
  }
  if (def.showIfTerisi && isEmpty(values[def.showIfTerisi])) return false;
  return true;
}

/** Whether a field can be written through the generic API. */
export const isWritable = (def: FieldDef): boolean => !def.readOnly;

/**
 * Coerces and checks one value by its kind. Returns [value] or an error message.
 */
function coerce(def: FieldDef, raw: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  const bad = (error: string) => ({ ok: false as const, error });
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '' && def.kind !== 'richtext')) {
    return { ok: true, value: null };
  }
  const max = def.maxLength ?? DEFAULT_MAX[def.kind];
  switch (def.kind) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'email':
    case 'password':
    case 'file':
    case 'image': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return bad(`${def.label} harus berupa teks.`);
      const s = String(raw);
      // PostgreSQL text cannot hold NUL; other control characters are refused too
      if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(s)) return bad(`${def.label} mengandung karakter yang tidak valid.`);
      if (max && s.length > max) return bad(`${def.label} maksimal ${max} karakter.`);
      // a path or an http(s) address; other schemes (javascript:, data:) would run when linked
      if ((def.kind === 'file' || def.kind === 'image') && (!/^[\w\-./:%?=&]+$/.test(s) || /^(?!https?:)[a-z][\w+.-]*:/i.test(s)))
        return bad(`${def.label} bukan alamat berkas yang valid.`);
      // an empty editor ("<p><br></p>") is an empty value
      if (def.kind === 'richtext' && !htmlToText(s).trim() && !/<img\b/i.test(s)) return { ok: true, value: null };
      return { ok: true, value: def.kind === 'richtext' ? s : s.trim() };
    }
    case 'number':
    case 'integer': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isFinite(n)) return bad(`${def.label} harus berupa angka.`);
      if (def.kind === 'integer' && !Number.isInteger(n)) return bad(`${def.label} harus berupa bilangan bulat.`);
      if (def.kind === 'integer' && Math.abs(n) > 2_147_483_647) return bad(`${def.label} di luar batas yang diizinkan.`);
      if (def.minValue !== undefined && n < def.minValue) return bad(`${def.label} minimal ${def.minValue}.`);
      if (def.maxValue !== undefined && n > def.maxValue) return bad(`${def.label} maksimal ${def.maxValue}.`);
      return { ok: true, value: n };
    }
    case 'checkbox': {
      if (raw === true || raw === 1 || raw === '1' || raw === 'true') return { ok: true, value: 1 };
      if (raw === false || raw === 0 || raw === '0' || raw === 'false') return { ok: true, value: 0 };
      return bad(`${def.label} harus Ya atau Tidak.`);
    }
    case 'date': {
      const s = typeof raw === 'string' ? raw.trim().slice(0, 10) : '';
      if (!isValidDate(s)) return bad(`${def.label} harus berupa tanggal yang valid (YYYY-MM-DD).`);
      if (def.minDate && s < def.minDate) return bad(`${def.label} tidak boleh sebelum ${formatTanggal(def.minDate)}.`);
      if (def.maxDate && s > def.maxDate) return bad(`${def.label} tidak boleh setelah ${formatTanggal(def.maxDate)}.`);
      return { ok: true, value: s };
    }
    case 'datetime': {
      const m = typeof raw === 'string' ? DATETIME.exec(raw.trim()) : null;
      if (!m || !isValidDate(`${m[1]}-${m[2]}-${m[3]}`) || +m[4]! > 23 || +m[5]! > 59 || +(m[6] ?? 0) > 59)
        return bad(`${def.label} harus berupa tanggal dan jam yang valid (YYYY-MM-DD hh:mm:ss).`);
      return { ok: true, value: `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}` };
    }
    case 'select':
    case 'radio': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return bad(`Pilihan ${def.label} tidak valid.`);
      if (def.options) {
        const opt = def.options.find((o) => String(o.value) === String(raw));
        if (!opt) return bad(`Pilihan ${def.label} tidak valid.`);
        return { ok: true, value: opt.value };
      }
      return { ok: true, value: raw };
    }
    case 'lookup': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isInteger(n) || n < 0 || n > 2_147_483_647) return bad(`Pilihan ${def.label} tidak valid.`);
      return { ok: true, value: n };
    }
    case 'multiselect': {
      const parts = Array.isArray(raw) ? raw : typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(',') : null;
      if (!parts || parts.some((p) => typeof p !== 'string' && typeof p !== 'number')) return bad(`Pilihan ${def.label} tidak valid.`);
      const items = parts.map((p) => String(p).trim()).filter(Boolean);
      if (items.length > 9999) return bad(`${def.label} maksimal 9999 pilihan.`);
      if (def.options && items.some((i) => !def.options!.some((o) => String(o.value) === i))) return bad(`Pilihan ${def.label} tidak valid.`);
      if (def.lookup && items.some((i) => !/^\d{1,9}$/.test(i))) return bad(`Pilihan ${def.label} tidak valid.`);
      const joined = [...new Set(items)].join(',');
      if (max && joined.length > max) return bad(`${def.label} terlalu panjang.`);
      return { ok: true, value: joined };
    }
    case 'json':
      if (typeof raw !== 'object') return bad(`${def.label} tidak valid.`);
      if (kedalaman(raw) > 20) return bad(`${def.label} terlalu bertingkat.`);
      if (JSON.stringify(raw).length > (def.maxLength ?? 100_000)) return bad(`${def.label} terlalu besar.`);
      return { ok: true, value: raw };
  }
}

/** How deeply a JSON value nests (stops counting past 100: deep enough to refuse, without recursing far). */
function kedalaman(v: unknown, d = 0): number {
  if (d > 100 || v === null || typeof v !== 'object') return d;
  let max = d + 1;
  for (const x of Object.values(v as object)) {
    max = Math.max(max, kedalaman(x, d + 1));
    if (max > 100) break;
  }
  return max;
}

/**
 * Validates a create or update body against a resource definition:
 * unknown keys are refused, read-only and invisible fields are dropped,
 * every value is coerced by its kind and every rule is checked. Returns the
 * clean values ready for the database, or per-field Indonesian errors.
 */
export function validateInput(resource: ResourceDef, input: unknown, opts: ValidateOptions): ValidateResult {
  const errors: FieldErrors = {};
  const values: Record<string, unknown> = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { values, errors: { _: 'Data yang dikirim tidak valid.' } };
  }
  const body = input as Record<string, unknown>;
  const ignore = new Set(['id', ...(opts.ignore ?? [])]);
  for (const key of Object.keys(body)) {
    if (ignore.has(key)) continue;
    // defineProperty: a plain assignment to errors['__proto__'] would be lost
    if (!Object.prototype.hasOwnProperty.call(resource.fields, key))
      Object.defineProperty(errors, key, { value: 'Kolom ini tidak dikenal.', enumerable: true, writable: true, configurable: true });
  }
  const merged = { ...(opts.current ?? {}), ...body };
  const labelOf = (f: string) => resource.fields[f]?.label ?? f;

  for (const [name, base] of Object.entries(resource.fields)) {
    const def: FieldDef = opts.overrides?.[name] ? { ...base, ...opts.overrides[name] } : base;
    if (!isWritable(def)) continue;
    if (!isFieldVisible(def, opts.role, merged)) continue;
    const present = Object.prototype.hasOwnProperty.call(body, name);
    if (!present && opts.mode === 'update') continue;
    let raw = present ? body[name] : def.default;
    if (!present && def.default === undefined) raw = undefined;
    const c = coerce(def, raw);
    if (!c.ok) {
      errors[name] = c.error;
      continue;
    }
    const ruleError = checkRules(def, c.value, merged, labelOf);
    if (ruleError) {
      errors[name] = ruleError;
      continue;
    }
    if (def.minWords && !isEmpty(c.value) && countWords(String(c.value)) < def.minWords) {
      errors[name] = def.messages?.minWords ?? `${def.label} minimal ${def.minWords} kata.`;
      continue;
    }
    if (present || raw !== undefined) values[name] = c.value;
  }
  return { values, errors };
}

/** Required-field list of a resource (mandatory rule), for "reported by label". */
export function mandatoryFields(resource: ResourceDef): string[] {
  return Object.entries(resource.fields)
    .filter(([, d]) => parseRules(d.rules).some((r) => r.name === 'mandatory'))
    .map(([k]) => k);
}
