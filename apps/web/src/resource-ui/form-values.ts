import { isFieldVisible, isWritable, validateInput, type FieldDef, type ResourceDef, type Role } from '@sigap/domain';

/**
 * Form values of the generic form in the shape the inputs use (strings for
 * choices, booleans for checkboxes, arrays for multiselects), and the
 * conversion to the payload the API takes. Validation is the domain's
 * validateInput: the same function the server runs, so the messages match.
 */
export type FormValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;
export type FormMode = 'create' | 'update';

/** Fields of the form in layout order: resource.form rows, else every field that is not hidden. */
export function formLayout(resource: ResourceDef, mode: FormMode): string[][] {
  const usable = (name: string) => {
    const d = resource.fields[name];
    if (!d || d.hidden) return false;
    // server-managed fields have nothing to enter when creating
    if (!isWritable(d) && mode === 'create') return false;
    return true;
  };
  if (resource.form) return resource.form.map((row) => row.filter(usable)).filter((row) => row.length);
  return Object.keys(resource.fields)
    .filter(usable)
    .map((n) => [n]);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-time as the API takes it: YYYY-MM-DD hh:mm:ss. */
export function toApiDateTime(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return null;
    return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())} ${pad(v.getHours())}:${pad(v.getMinutes())}:${pad(v.getSeconds())}`;
  }
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(String(v));
  return m ? `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}` : String(v);
}

/** A stored value in the shape its input expects. */
export function toFormValue(def: FieldDef, raw: unknown): FormValue {
  const empty = raw === null || raw === undefined;
  switch (def.kind) {
    case 'checkbox':
      return raw === 1 || raw === '1' || raw === true;
    case 'number':
    case 'integer':
      return empty || raw === '' ? '' : typeof raw === 'number' ? raw : Number.isFinite(Number(raw)) ? Number(raw) : String(raw);
    case 'select':
    case 'radio':
    case 'lookup':
      return empty || raw === '' ? null : String(raw);
    case 'multiselect':
      if (empty || raw === '') return [];
      return (Array.isArray(raw) ? raw : String(raw).split(','))
        .map((x) => String(x).trim())
        .filter(Boolean);
    case 'date':
      return empty || raw === '' ? null : String(raw).slice(0, 10);
    case 'datetime':
      return empty || raw === '' ? null : toApiDateTime(raw);
    case 'json':
      return empty ? '' : typeof raw === 'string' ? raw : JSON.stringify(raw, null, 2);
    case 'password':
      return '';
    default:
      return empty ? '' : String(raw);
  }
}

/** Starting values: the record's (update) or the defaults (create), with optional extra defaults. */
export function initialValues(resource: ResourceDef, record: Record<string, unknown> | null, extra?: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.hidden) continue;
    const raw = record ? record[name] : extra && name in extra ? extra[name] : def.default;
    out[name] = toFormValue(def, raw);
  }
  return out;
}

/** One input value as the API takes it. */
export function toPayloadValue(def: FieldDef, v: FormValue | undefined): unknown {
  if (v === undefined) return null;
  switch (def.kind) {
    case 'checkbox':
      return v === true || v === 1 || v === '1' ? 1 : 0;
    case 'number':
    case 'integer':
      if (v === '' || v === null) return null;
      return typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(String(v).trim()) ? Number(String(v).trim()) : String(v);
    case 'select':
    case 'radio': {
      if (v === null || v === '') return null;
      const opt = def.options?.find((o) => String(o.value) === String(v));
      return opt ? opt.value : v;
    }
    case 'lookup':
      if (v === null || v === '') return null;
      return /^\d+$/.test(String(v)) ? Number(v) : v;
    case 'multiselect':
      return Array.isArray(v) ? v.join(',') : v === null ? null : String(v);
    case 'date':
      return v === null || v === '' ? null : String(v).slice(0, 10);
    case 'datetime':
      return toApiDateTime(v);
    case 'json': {
      if (v === null || (typeof v === 'string' && !v.trim())) return null;
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        // left as text: validateInput answers "… tidak valid."
        return v;
      }
    }
    default:
      return v === null ? null : typeof v === 'string' ? v : String(v);
  }
}

/** Every form value in its API shape (show conditions compare these). */
export function apiValues(resource: ResourceDef, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.hidden) continue;
    out[name] = toPayloadValue(def, values[name]);
  }
  return out;
}

/**
 * The body to send: only fields that are visible for the role and the
 * current values and that may be written (PLT-07). An empty password on an
 * update means "unchanged" and is left out.
 */
export function toPayload(resource: ResourceDef, role: Role, values: FormValues, mode: FormMode): Record<string, unknown> {
  const converted = apiValues(resource, values);
  const out: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.hidden || !isWritable(def)) continue;
    if (!isFieldVisible(def, role, converted)) continue;
    const v = converted[name];
    if (def.kind === 'password' && (v === null || v === '') && mode === 'update') continue;
    out[name] = v;
  }
  return out;
}

/** Client validation with the server's own function: same rules, same Indonesian messages. */
export function validatePayload(
  resource: ResourceDef,
  role: Role,
  payload: Record<string, unknown>,
  mode: FormMode,
  current?: Record<string, unknown> | null,
): Record<string, string> {
  return validateInput(resource, payload, { mode, role, current: current ?? undefined }).errors;
}
