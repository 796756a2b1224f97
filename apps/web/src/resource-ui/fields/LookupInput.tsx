import { useMemo, useRef, useState } from 'react';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { can, type FieldDef } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { resourceQueries, type LookupOption } from '../../lib/resource-api';
import { useUser } from '../../lib/session';
import type { FormValues } from '../form-values';
import type { FieldInputProps } from './types';

export const LOOKUP_PAGE = 50;

/** Filters of a lookup: fixed values, or `$field` for another field's current value. */
export function lookupFilters(def: FieldDef, values: FormValues): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(def.lookup?.filterBy ?? {})) {
    if (v.startsWith('$')) {
      const other = values[v.slice(1)];
      if (other !== null && other !== undefined && other !== '' && !Array.isArray(other)) out[k] = String(other);
    } else out[k] = v;
  }
  return out;
}

const toItems = (rows: LookupOption[]) => rows.map((r) => ({ value: String(r.value), label: r.label || String(r.value) }));

function useLookupAccess(def: FieldDef) {
  const user = useUser();
  return Boolean(def.lookup && user && can(user.role, 'list', def.lookup.resource));
}

/** Single lookup: a searchable select whose options come from /crud/{t}/lookup. */
export function LookupInput(p: FieldInputProps) {
  const lk = p.def.lookup!;
  const allowed = useLookupAccess(p.def);
  const value = p.value === null || p.value === '' ? null : String(p.value);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const labels = useRef(new Map<string, string>());
  const filters = lookupFilters(p.def, p.values);
  const selectedLabel = value ? labels.current.get(value) : undefined;
  const term = debounced.trim() && debounced !== selectedLabel ? debounced.trim() : undefined;
  const base: Query = { per_page: LOOKUP_PAGE, value: lk.value, ...filters };
  const options = useQuery({ ...resourceQueries(lk.resource).lookup({ ...base, search: term }), enabled: allowed && !p.disabled });
  // the label of the stored value when it is not among the first options
  const known = value !== null && (labels.current.has(value) || options.data?.some((o) => String(o.value) === value));
  const current = useQuery({
    ...resourceQueries(lk.resource).lookup(lk.value ? { ...base, per_page: 10000 } : { id: value ?? '' }),
    enabled: allowed && value !== null && !known && !options.isPending,
  });
  const data = useMemo(() => {
    const items = [...toItems(options.data ?? []), ...toItems(current.data ?? [])];
    for (const i of items) labels.current.set(i.value, i.label);
    const seen = new Set<string>();
    const out = items.filter((i) => (seen.has(i.value) ? false : (seen.add(i.value), true)));
    if (value !== null && !seen.has(value)) out.push({ value, label: labels.current.get(value) ?? value });
    return out;
  }, [options.data, current.data, value]);

  return (
    <Select
      label={p.def.label}
      description={p.def.hint}
      error={p.error}
      withAsterisk={p.required}
      disabled={p.disabled || !allowed}
      data={data}
      value={value}
      onChange={(v) => p.onChange(v)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      clearable={!p.required}
      placeholder="Ketik untuk mencari…"
      nothingFoundMessage={options.isFetching ? 'Memuat…' : options.isError ? 'Gagal memuat pilihan' : 'Tidak ada data'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Multiple choices: from the field's options, or from a lookup resource with search. */
export function MultiLookupInput(p: FieldInputProps) {
  const lk = p.def.lookup;
  const allowed = useLookupAccess(p.def);
  const value = Array.isArray(p.value) ? p.value : [];
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const labels = useRef(new Map<string, string>());
  const base: Query = { per_page: LOOKUP_PAGE, value: lk?.value, ...(lk ? lookupFilters(p.def, p.values) : {}) };
  const options = useQuery({ ...resourceQueries(lk?.resource ?? 'm_daerah').lookup({ ...base, search: debounced.trim() || undefined }), enabled: Boolean(lk) && allowed && !p.disabled });
  const missing = value.filter((v) => !labels.current.has(v) && !options.data?.some((o) => String(o.value) === v));
  const selected = useQuery({
    ...resourceQueries(lk?.resource ?? 'm_daerah').lookup(lk?.value ? { ...base, per_page: 10000 } : { id: missing, per_page: 10000 }),
    enabled: Boolean(lk) && allowed && missing.length > 0 && !options.isPending,
  });
  const data = useMemo(() => {
    if (!lk) return (p.def.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));
    const items = [...toItems(options.data ?? []), ...toItems(selected.data ?? [])];
    for (const i of items) labels.current.set(i.value, i.label);
    const seen = new Set<string>();
    const out = items.filter((i) => (seen.has(i.value) ? false : (seen.add(i.value), true)));
    for (const v of value) if (!seen.has(v)) out.push({ value: v, label: labels.current.get(v) ?? v });
    return out;
  }, [lk, p.def.options, options.data, selected.data, value]);

  return (
    <MultiSelect
      label={p.def.label}
      description={p.def.hint}
      error={p.error}
      withAsterisk={p.required}
      disabled={p.disabled || (Boolean(lk) && !allowed)}
      data={data}
      value={value}
      onChange={(v) => p.onChange(v)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={lk ? ({ options: o }) => o : undefined}
      maxValues={9999}
      clearable
      hidePickedOptions={false}
      placeholder={value.length ? undefined : 'Ketik untuk mencari…'}
      nothingFoundMessage={options.isFetching ? 'Memuat…' : 'Tidak ada data'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The label of a stored lookup value (detail view, read-only fields). */
export function LookupLabel({ def, value, row, name }: { def: FieldDef; value: unknown; row?: Record<string, unknown>; name: string }) {
  const allowed = useLookupAccess(def);
  const given = row?.[`${name}_label`];
  const v = value === null || value === undefined || value === '' ? null : String(value);
  const lk = def.lookup;
  const q = useQuery({
    ...resourceQueries(lk?.resource ?? 'm_daerah').lookup(lk?.value ? { value: lk.value, per_page: 10000 } : { id: v ?? '', per_page: 1 }),
    enabled: Boolean(lk) && allowed && v !== null && (given === undefined || given === null),
  });
  if (v === null) return <>-</>;
  if (given !== undefined && given !== null) return <>{String(given)}</>;
  return <>{q.data?.find((o) => String(o.value) === v)?.label ?? v}</>;
}

/** The ids of a multiple choice as stored ("1,2"), as an array, or one number. */
export function idsPilihan(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : String(value).split(',');
  return [...new Set(list.map((v) => String(v).trim()).filter(Boolean))];
}

/** Names of a multiple lookup (urusan "1,2" -> "Pendidikan, Kesehatan"), never the raw ids once the names load. */
export function MultiLookupLabel({ def, value, row, name }: { def: FieldDef; value: unknown; row?: Record<string, unknown>; name: string }) {
  const allowed = useLookupAccess(def);
  const given = row?.[`${name}_label`];
  const ids = idsPilihan(value);
  const lk = def.lookup;
  const q = useQuery({
    ...resourceQueries(lk?.resource ?? 'm_daerah').lookup(lk?.value ? { value: lk.value, per_page: 10000 } : { id: ids, per_page: Math.max(ids.length, 1) }),
    enabled: Boolean(lk) && allowed && ids.length > 0 && (given === undefined || given === null),
  });
  if (given !== undefined && given !== null && given !== '') return <>{String(given)}</>;
  if (!ids.length) return <>-</>;
  if (!lk) return <>{ids.map((v) => def.options?.find((o) => String(o.value) === v)?.label ?? v).join(', ')}</>;
  if (q.isPending && allowed) return <>Memuat…</>;
  const names = new Map((q.data ?? []).map((o) => [String(o.value), o.label]));
  return <>{ids.map((v) => names.get(v) ?? v).join(', ')}</>;
}

/**
 * A multiple lookup in a list row: the list fills `{field}_label` for the whole page in one call
 * (useLookupLabels), so a row never asks on its own; until the names arrive it shows a placeholder, not ids.
 */
export function MultiLookupCell({ def, value, row, name }: { def: FieldDef; value: unknown; row: Record<string, unknown>; name: string }) {
  const allowed = useLookupAccess(def);
  const given = row[`${name}_label`];
  if (given !== undefined && given !== null) return <>{String(given)}</>;
  const ids = idsPilihan(value);
  if (!ids.length) return null;
  return allowed ? <span aria-busy="true">…</span> : <>{ids.join(', ')}</>;
}
