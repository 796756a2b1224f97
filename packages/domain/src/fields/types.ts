import type { Role } from '../permissions/roles';
import type { ResourceName, Action } from '../permissions/matrix';
import type { ScopeBinding } from '../permissions/scope';

export const FIELD_KINDS = [
  'text',
  'textarea',
  'richtext',
  'email',
  'password',
  'number',
  'integer',
  'date',
  'datetime',
  'select',
  'multiselect',
  'radio',
  'checkbox',
  'lookup',
  'file',
  'image',
  'json',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface Option {
  value: string | number;
  label: string;
}

export interface FieldDef {
  kind: FieldKind;
  /** Indonesian label, used in messages and screens. */
  label: string;
  /** Rule string of the spec: mandatory|email|alpha|phone|match:{field}|min:{n}|minval:{n}. */
  rules?: string;
  /** Field-specific messages per rule name (e.g. minval on is_covid). */
  messages?: Partial<Record<string, string>>;
  options?: readonly Option[];
  /** For lookup fields: the resource to search and its value/label columns. */
  lookup?: { resource: ResourceName; value?: string; label?: string; filterBy?: Record<string, string> };
  /** Multiselect stored comma-joined ("1,2,3"). */
  multiple?: boolean;
  /** Maximum length of text (defaults by kind). */
  maxLength?: number;
  /** Minimum and maximum numeric value. */
  minValue?: number;
  maxValue?: number;
  /** Rich text: minimum words (counted from the text, not the HTML). */
  minWords?: number;
  /** Dates: inclusive window YYYY-MM-DD. */
  minDate?: string;
  maxDate?: string;
  /** Server-managed: never taken from input. */
  readOnly?: boolean;
  /** Not shown in lists or forms (still readable by the API). */
  hidden?: boolean;
  /** Never returned by the API (password hashes, secrets). */
  secret?: boolean;
  /** Visible (and accepted) only for these roles. */
  roles?: readonly Role[];
  /** Visible only when another field has one of these values. */
  showIf?: { field: string; in: readonly (string | number)[] };
  /** Visible only when this other field has a value (a dependent choice: the UPTD once an OPD is chosen). */
  showIfTerisi?: string;
  default?: string | number | null;
  hint?: string;
  searchable?: boolean;
  filterable?: boolean;
  sortable?: boolean;
}

export interface ListDef {
  columns: readonly string[];
  defaultSort: { field: string; dir: 'asc' | 'desc' };
}

export interface ResourceDef {
  name: ResourceName;
  label: string;
  fields: Record<string, FieldDef>;
  list: ListDef;
  /** Column shown as the record's name (lookups, sort "Nama A-Z"). */
  titleField: string;
  /** Column used by "Terbaru/Terlama" sorts. */
  dateField?: string;
  scope?: ScopeBinding;
  /** Column that receives the creating account id. */
  ownerField?: string;
  /** Custom row actions: GET {service}/{action}/{id}. */
  actions?: readonly { name: string; label: string; action: Action }[];
  /** Form layout: rows of field names. Defaults to every visible, writable field. */
  form?: readonly (readonly string[])[];
  /** Whether the table has created_at / updated_at columns. */
  timestamps?: boolean;
}

export function defineResource<const R extends ResourceDef>(r: R): R {
  return r;
}
