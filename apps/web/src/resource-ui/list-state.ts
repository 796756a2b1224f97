import { can, inRoles, isFieldVisible, REGIONAL_ROLES, type Actor, type FieldDef, type ResourceDef } from '@sigap/domain';
import type { Query } from '../lib/api';

/**
 * State of a generic list (search, filters, sort, page, page size) and its
 * two encodings: the address bar (so back/forward and shared links work)
 * and the API list contract (page from 0, per_page, search, orderBy[...]).
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const SORT_OPTIONS = [
  { value: 'nama-asc', label: 'Nama A-Z' },
  { value: 'nama-desc', label: 'Nama Z-A' },
  { value: 'terbaru', label: 'Terbaru' },
  { value: 'terlama', label: 'Terlama' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

/** Address-bar names the list uses itself; filters use the field name. */
export const RESERVED_PARAMS = ['q', 'page', 'size', 'sort'] as const;

export interface ListState {
  /** Page index from 0 (the address bar shows it from 1). */
  page: number;
  size: number;
  sort: SortKey | null;
  search: string;
  filters: Record<string, string[]>;
}

export const EMPTY_LIST_STATE: ListState = { page: 0, size: DEFAULT_PAGE_SIZE, sort: null, search: '', filters: {} };

const FILTER_KINDS: readonly FieldDef['kind'][] = ['select', 'radio', 'lookup', 'checkbox'];

/**
 * Fields offered as list filters: filterable select/radio/lookup/checkbox
 * fields the role can see and read. The region of a regional role is fixed
 * by the server (a province still picks among its regencies and cities).
 */
export function filterFields(resource: ResourceDef, role: Actor): string[] {
  const fixedRegion = inRoles(role, REGIONAL_ROLES) && role !== 'provinsi' ? resource.scope?.region : undefined;
  return Object.entries(resource.fields)
    .filter(([k]) => k !== fixedRegion)
    .filter(([, d]) => d.filterable && !d.hidden && !d.secret && FILTER_KINDS.includes(d.kind))
    .filter(([, d]) => role !== 'guest' && isFieldVisible({ ...d, showIf: undefined }, role, {}))
    .filter(([, d]) => d.kind !== 'lookup' || (d.lookup ? can(role, 'list', d.lookup.resource) : false))
    .map(([k]) => k);
}

const isSortKey = (v: string | null): v is SortKey => SORT_OPTIONS.some((o) => o.value === v);

export function parseListState(params: URLSearchParams, filterNames: readonly string[]): ListState {
  const pageNo = Number(params.get('page'));
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const filters: Record<string, string[]> = {};
  for (const name of filterNames) {
    const vals = params
      .getAll(name)
      .map((v) => v.trim())
      .filter((v) => v !== '' && v.length <= 100);
    if (vals.length) filters[name] = vals;
  }
  return {
    page: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= 1_000_000 ? pageNo - 1 : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: isSortKey(sort) ? sort : null,
    search: (params.get('q') ?? '').slice(0, 200),
    filters,
  };
}

/** The address-bar form of a state; defaults are left out so plain links stay plain. */
export function listStateToParams(state: ListState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.search.trim()) p.set('q', state.search.trim());
  for (const [name, vals] of Object.entries(state.filters)) for (const v of vals) if (v !== '') p.append(name, v);
  if (state.sort) p.set('sort', state.sort);
  if (state.size !== DEFAULT_PAGE_SIZE) p.set('size', String(state.size));
  if (state.page > 0) p.set('page', String(state.page + 1));
  return p;
}

/** Sort option -> orderBy of the API: Nama on the title field, Terbaru/Terlama on the date field (or id). */
export function sortOrder(key: SortKey, resource: ResourceDef): { field: string; sort: 'asc' | 'desc' } {
  const dateField = resource.dateField ?? 'id';
  switch (key) {
    case 'nama-asc':
      return { field: resource.titleField, sort: 'asc' };
    case 'nama-desc':
      return { field: resource.titleField, sort: 'desc' };
    case 'terbaru':
      return { field: dateField, sort: 'desc' };
    case 'terlama':
      return { field: dateField, sort: 'asc' };
  }
}

/** The API query of a state (list contract of docs/API.md). */
export function listQuery(state: ListState, resource: ResourceDef): Query {
  const q: Query = { page: state.page, per_page: state.size };
  if (state.search.trim()) q.search = state.search.trim();
  if (state.sort) q.orderBy = sortOrder(state.sort, resource);
  for (const [name, vals] of Object.entries(state.filters)) {
    if (!vals.length) continue;
    q[name] = vals.length === 1 ? vals[0] : vals;
  }
  return q;
}

/** Changes that start again at the first page (search, filters, sort, size). */
export function withChange(state: ListState, patch: Partial<Omit<ListState, 'page'>>): ListState {
  return { ...state, ...patch, page: 0 };
}
