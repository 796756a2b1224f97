import type { FieldDef, Option } from './types';

type Extra = Partial<Omit<FieldDef, 'kind' | 'label'>>;
const make =
  (kind: FieldDef['kind']) =>
  (label: string, extra: Extra = {}): FieldDef => ({ kind, label, ...extra });

/** Short builders for resource definitions. */
export const f = {
  text: make('text'),
  textarea: make('textarea'),
  richtext: make('richtext'),
  email: make('email'),
  password: make('password'),
  number: make('number'),
  integer: make('integer'),
  date: make('date'),
  datetime: make('datetime'),
  checkbox: make('checkbox'),
  file: make('file'),
  image: make('image'),
  json: make('json'),
  select: (label: string, options: readonly Option[], extra: Extra = {}): FieldDef => ({ kind: 'select', label, options, ...extra }),
  radio: (label: string, options: readonly Option[], extra: Extra = {}): FieldDef => ({ kind: 'radio', label, options, ...extra }),
  lookup: (label: string, lookup: NonNullable<FieldDef['lookup']>, extra: Extra = {}): FieldDef => ({ kind: 'lookup', label, lookup, ...extra }),
  multiselect: (label: string, lookup: NonNullable<FieldDef['lookup']>, extra: Extra = {}): FieldDef => ({
    kind: 'multiselect',
    label,
    lookup,
    multiple: true,
    ...extra,
  }),
  /** Server-managed columns shown read-only. */
  auto: (label: string, kind: FieldDef['kind'] = 'integer', extra: Extra = {}): FieldDef => ({ kind, label, readOnly: true, ...extra }),
};
