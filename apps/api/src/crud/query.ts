import { and, asc, desc, eq, getTableColumns, getTableName, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { bisaDiurutkan, dataScope, getResource, isValidDate, type DataScope, type FieldDef, type ResourceDef, type SessionUser } from '@sigap/domain';
import { validationError } from '../lib/errors';
import { TABLES } from './tables';

export const MAX_PAGE_SIZE = 100;
export const MAX_LOOKUP_SIZE = 10_000;

export interface ListQuery {
  page: number;
  perPage: number;
  search: string | null;
  sort: { field: string; dir: 'asc' | 'desc' };
  filters: SQL[];
  /** The same column filters as values (`filters` without the search), for a cheaper total (hooks fastTotal). */
  equals: Record<string, (string | number)[]>;
}

type Q = Record<string, unknown>;

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

function intParam(q: Q, names: string[], def: number, min: number, max: number, errors: Record<string, string>): number {
  for (const n of names) {
    const v = first(q[n]);
    if (v === undefined || v === '') continue;
    const num = Number(v);
    if (!Number.isInteger(num) || num < min || num > max) {
      errors[n] = `${n} harus bilangan bulat ${min}-${max}.`;
      return def;
    }
    return num;
  }
  return def;
}

/** Values of a filter parameter: `x=1`, `x[]=1&x[]=2`, `x[0]=1` (qs gives arrays/objects). */
function filterValues(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v && typeof v === 'object') return Object.values(v);
  return String(v ?? '').includes(',') ? String(v).split(',') : [v];
}

function coerceFilter(def: FieldDef, raw: unknown): string | number | null {
  if (raw === null || raw === undefined || typeof raw === 'object') return null;
  const s = String(raw).trim();
  switch (def.kind) {
    case 'integer':
    case 'lookup':
    case 'checkbox':
      return /^-?\d{1,10}$/.test(s) && Math.abs(Number(s)) <= 2_147_483_647 ? Number(s) : null;
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
    case 'select':
    case 'radio': {
      const opt = def.options?.find((o) => String(o.value) === s);
      return opt ? opt.value : def.options ? null : s.slice(0, 255);
    }
    case 'date':
      return isValidDate(s) ? s : null;
    default:
      return s.length <= 255 ? s : null;
  }
}

export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

/**
 * A column in a set of regions: null = every region, [] = none. A set is one array parameter
 * (`= any($1::int[])`), not a parameter per region: a verifier's area is hundreds of regions.
 */
export function inRegions(col: PgColumn | SQL, ids: readonly number[] | null): SQL | undefined {
  if (!ids) return undefined;
  if (!ids.length) return sql`false`;
  return ids.length === 1 ? sql`${col} = ${ids[0]}` : sql`${col} = any(${sql.param([...ids])}::int[])`;
}

/** SQL of a data scope on a table (own region, own records, years). */
export function scopeSql(scope: DataScope, resource: ResourceDef, table: PgTable): SQL[] {
  const cols = columnsOf(table);
  const out: SQL[] = [];
  const b = resource.scope ?? {};
  if (scope.daerah_ids && b.region) out.push(inRegions(cols[b.region]!, scope.daerah_ids)!);
  if (scope.created_by != null && b.owner) out.push(eq(cols[b.owner]!, scope.created_by));
  if (scope.years && b.year) out.push(scope.years.length ? inArray(cols[b.year]!, scope.years) : sql`false`);
  return out;
}

export function scopeFor(user: SessionUser, resource: ResourceDef, akses: 'baca' | 'tulis' = 'baca'): DataScope {
  return dataScope(user, resource.scope ?? {}, akses);
}

/**
 * Parses the list contract of the spec (page from 0, per_page/pageSize,
 * search, orderBy[field]/orderBy[sort], filters incl. tahun[]=…) into SQL.
 * Only fields the resource marks filterable/sortable reach SQL; unknown
 * parameters are ignored, badly typed ones refused.
 */
export function parseListQuery(resource: ResourceDef, table: PgTable, q: Q, opts: { maxSize?: number } = {}): ListQuery {
  const errors: Record<string, string> = {};
  const cols = columnsOf(table);
  const page = intParam(q, ['page'], 0, 0, 1_000_000, errors);
  const perPage = intParam(q, ['per_page', 'pageSize', 'perPage', 'limit'], 20, 1, opts.maxSize ?? MAX_PAGE_SIZE, errors);
  const rawSearch = first(q.search ?? q.q);
  const search = typeof rawSearch === 'string' && rawSearch.trim() ? rawSearch.trim().slice(0, 200) : null;

  const ob = (q.orderBy && typeof q.orderBy === 'object' ? q.orderBy : {}) as Q;
  let sortField = String(first(ob.field) ?? first(q.sort) ?? resource.list.defaultSort.field);
  let dirRaw = String(first(ob.sort) ?? first(q.orderDirection) ?? resource.list.defaultSort.dir).toLowerCase();
  if (!cols[sortField] || !bisaDiurutkan(resource, sortField)) sortField = resource.list.defaultSort.field in cols ? resource.list.defaultSort.field : 'id';
  if (dirRaw !== 'asc' && dirRaw !== 'desc') dirRaw = resource.list.defaultSort.dir;

  const filters: SQL[] = [];
  const equals: Record<string, (string | number)[]> = {};
  const aliases: Record<string, string | undefined> = { pemda_id: resource.scope?.region };
  for (const [rawKey, value] of Object.entries(q)) {
    const key = rawKey.replace(/\[\d*\]$/, '');
    const name = aliases[key] ?? key;
    const def: FieldDef | undefined = name === 'id' ? { kind: 'integer', label: 'ID', filterable: true } : resource.fields[name];
    if (!def?.filterable || !cols[name] || def.secret) continue;
    const vals = filterValues(value).filter((v) => v !== '' && v !== undefined);
    if (!vals.length) continue;
    const coerced = vals.map((v) => coerceFilter(def, v));
    if (coerced.some((v) => v === null)) {
      errors[key] = `Nilai filter ${def.label} tidak valid.`;
      continue;
    }
    filters.push(coerced.length === 1 ? eq(cols[name]!, coerced[0]) : inArray(cols[name]!, coerced as (string | number)[]));
    // a key given twice (alias and name) narrows: both filters apply
    equals[name] = equals[name] ? equals[name].filter((v) => coerced.includes(v)) : (coerced as (string | number)[]);
  }
  if (search) {
    const cari = cariSql(resource, table, search);
    if (cari) filters.push(cari);
  }
  if (Object.keys(errors).length) throw validationError(errors, 'Parameter daftar tidak valid.');
  return { page, perPage, search, sort: { field: sortField, dir: dirRaw as 'asc' | 'desc' }, filters, equals };
}

/** The search of a list on a table: ILIKE '%…%' (LIKE's wildcards escaped) over the resource's searchable columns it has. */
export function cariSql(resource: ResourceDef, table: PgTable, search: string): SQL | undefined {
  const cols = columnsOf(table);
  const fields = Object.entries(resource.fields).filter(([k, d]) => d.searchable && cols[k]);
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return fields.length ? or(...fields.map(([k]) => ilike(cols[k]!, like))) : undefined;
}

/**
 * The WHERE of a list with a search on the resource's narrow search table (hooks `cari`, decision 118): the same
 * scope (region, own records, years), the hook's extra rule, the same column filters and the same search, on the
 * narrow table's columns. Null when the list needs a column the narrow table does not hold (a filter, the sort, a
 * scope or searched column): that list reads the resource's own table.
 */
export function saringCari(resource: ResourceDef, narrow: PgTable, scope: DataScope, extra: SQL | undefined, q: ListQuery): SQL | null {
  if (!q.search) return null;
  const cols = columnsOf(narrow);
  const b = resource.scope ?? {};
  const perlu = [
    'id',
    q.sort.field,
    ...Object.keys(q.equals),
    ...Object.entries(resource.fields).filter(([, d]) => d.searchable).map(([k]) => k),
    ...(scope.daerah_ids && b.region ? [b.region] : []),
    ...(scope.created_by != null && b.owner ? [b.owner] : []),
    ...(scope.years && b.year ? [b.year] : []),
  ];
  if (perlu.some((k) => !cols[k])) return null;
  const parts: (SQL | undefined)[] = [...scopeSql(scope, resource, narrow), extra];
  // parseListQuery's filters as values: one column, one value or a set (a key given twice: the values in both)
  for (const [k, vals] of Object.entries(q.equals)) {
    parts.push(!vals.length ? sql`false` : vals.length === 1 ? eq(cols[k]!, vals[0]) : inArray(cols[k]!, vals));
  }
  parts.push(cariSql(resource, narrow, q.search));
  return whereAll(parts) ?? null;
}

/**
 * The matches of a search on a resource's narrow copy, as a source named like the copy (so its columns read as
 * usual), fenced by `offset 0`: PostgreSQL collects the matches through the trigram index first and orders only
 * them. Unfenced, a sort the copy's primary key serves (by id, or by year within a year) walked all 100,000 rows in
 * id order and filtered each, 62 ms against 3.8 ms: PostgreSQL 15 prices a LIMIT over `count(*) over ()` as if the
 * window could stop early (decision 131).
 */
export function hasilCari(db: Db, table: PgTable, saring: SQL) {
  // aliased as the table itself: orderSql's columns ("inovasi_cari"."id") name the fenced rows. drizzle leaves out a
  // numeric offset 0, so the fence is given as SQL
  const hasil = db
    .select()
    .from(table)
    .where(saring)
    .offset(sql`0` as unknown as number)
    .as(getTableName(table));
  return hasil as unknown as typeof hasil & { id: AnyPgColumn };
}

export function orderSql(table: PgTable, sort: ListQuery['sort']): SQL[] {
  const cols = columnsOf(table);
  const col = cols[sort.field] ?? cols.id!;
  const o = sort.dir === 'asc' ? asc(col) : desc(col);
  // a stable order across pages
  return sort.field === 'id' ? [o] : [o, sort.dir === 'asc' ? asc(cols.id!) : desc(cols.id!)];
}

/** Columns returned to clients: everything except secrets, plus `{lookup}_label` for list columns. */
export function selectFields(resource: ResourceDef, table: PgTable, withLabels: boolean): Record<string, PgColumn | SQL.Aliased> {
  const cols = columnsOf(table);
  const out: Record<string, PgColumn | SQL.Aliased> = {};
  for (const [k, c] of Object.entries(cols)) if (!resource.fields[k]?.secret) out[k] = c;
  if (!withLabels) return out;
  for (const name of resource.list.columns) {
    const def = resource.fields[name];
    if (def?.kind !== 'lookup' || !def.lookup || !cols[name]) continue;
    const target = getResource(def.lookup.resource);
    const tt = TABLES[def.lookup.resource];
    if (!target || !tt) continue;
    const labelName = def.lookup.label ?? target.titleField;
    const valueName = def.lookup.value ?? 'id';
    const tcols = columnsOf(tt);
    if (!tcols[labelName] || !tcols[valueName]) continue;
    // an alias keeps self-references (m_daerah.parent_id -> m_daerah) unambiguous
    const a = sql.identifier(`lk_${name}`);
    out[`${name}_label`] = sql`(select ${a}.${sql.identifier(tcols[labelName]!.name)} from ${tt} as ${a} where ${a}.${sql.identifier(tcols[valueName]!.name)} = ${cols[name]} limit 1)`.as(`${name}_label`);
  }
  return out;
}

export const whereAll = (parts: (SQL | undefined)[]): SQL | undefined => {
  const p = parts.filter((x): x is SQL => Boolean(x));
  return p.length ? and(...p) : undefined;
};

/** At most this many names in `fields` (a resource has fewer columns). */
const MAX_FIELDS = 100;
const allowedCache = new Map<string, Set<string>>();

/** The names a list row may carry from the table: readable columns and list labels (`{lookup}_label`). */
export function kolomBaris(resource: ResourceDef, table: PgTable): Set<string> {
  let allowed = allowedCache.get(resource.name);
  if (!allowed) allowedCache.set(resource.name, (allowed = new Set(Object.keys(selectFields(resource, table, true)))));
  return allowed;
}

/**
 * The `fields` parameter of a list (`fields=nama,tahun` or `fields[]=nama&fields[]=tahun`): the columns a client
 * wants in each row. Absent = every column, rich texts included (the original API's full row, for integrations);
 * present = those columns plus `id` and what the resource's hooks add to a row (registration, actions, completeness).
 * Only the resource's readable columns and list labels (`{lookup}_label`) are accepted: anything else is refused per
 * name, nothing is read.
 */
export function parseFieldsParam(resource: ResourceDef, table: PgTable, raw: unknown): Set<string> | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const parts = (Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [raw]).flatMap((v) =>
    typeof v === 'string' ? v.split(',') : [v],
  );
  const allowed = kolomBaris(resource, table);
  const names = new Set<string>();
  const unknown: string[] = [];
  for (const p of parts) {
    const name = typeof p === 'string' ? p.trim() : '';
    if (!name) {
      if (typeof p !== 'string') unknown.push(String(p));
      continue;
    }
    if (!allowed.has(name)) unknown.push(name.slice(0, 64));
    else names.add(name);
  }
  if (parts.length > MAX_FIELDS) throw validationError({ fields: `fields paling banyak ${MAX_FIELDS} nama kolom.` }, 'Parameter daftar tidak valid.');
  if (unknown.length) {
    throw validationError(
      { fields: `Kolom tidak dikenal pada ${resource.label}: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', …' : ''}.` },
      'Parameter daftar tidak valid.',
    );
  }
  if (!names.size) throw validationError({ fields: 'Sebutkan sedikitnya satu kolom, misalnya fields=nama,tahun.' }, 'Parameter daftar tidak valid.');
  names.add('id');
  return names;
}
