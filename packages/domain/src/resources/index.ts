import type { ResourceDef } from '../fields/types';
import { isResourceName, type ResourceName } from '../permissions/matrix';
import * as content from './content';
import * as diklat from './diklat';
import * as inovasi from './inovasi';
import * as master from './master';
import * as organisasi from './organisasi';
import { lombaInovasi, lombaKriteria } from '../lomba/resource';

const all: ResourceDef[] = [
  ...Object.values(master),
  ...Object.values(content),
  ...Object.values(organisasi),
  ...Object.values(diklat),
  inovasi.inovasi,
  lombaInovasi,
  lombaKriteria,
];

/** Every resource served by the generic /crud/{table} API, by table name. */
export const RESOURCES: Readonly<Partial<Record<ResourceName, ResourceDef>>> = Object.fromEntries(all.map((r) => [r.name, r]));

export function getResource(name: string): ResourceDef | undefined {
  return isResourceName(name) ? RESOURCES[name] : undefined;
}

export * from './options';
export { inovasi as inovasiResource, INOVASI_DATE_WINDOW, MIN_KATA_RANCANG_BANGUN } from './inovasi';

/**
 * Whether a list of the resource may be sorted by `field` (`orderBy[field]`): its id, its timestamps, its date and
 * title fields and the fields it marks sortable. Another field falls back to the list's default sort. Every sort it
 * allows on a large table has an index ending in the id (decision 99, 129).
 */
export function bisaDiurutkan(resource: ResourceDef, field: string): boolean {
  return field === 'id' || field === 'created_at' || field === 'updated_at' || Boolean(resource.fields[field]?.sortable) || field === resource.dateField || field === resource.titleField;
}

/**
 * The `fields` a list screen asks `/crud/{table}` for (decision 100): every readable column and list label except
 * the rich texts the list does not show (they are long; the record endpoint answers them). Null when nothing would be
 * left out: the full row is then as narrow.
 */
export function kolomDaftarRingkas(resource: ResourceDef): string[] | null {
  const rich = Object.entries(resource.fields).filter(([k, d]) => d.kind === 'richtext' && !resource.list.columns.includes(k));
  if (!rich.length) return null;
  const out = ['id'];
  for (const [k, d] of Object.entries(resource.fields)) {
    if (d.secret || (d.kind === 'richtext' && !resource.list.columns.includes(k))) continue;
    out.push(k);
    if (d.kind === 'lookup' && resource.list.columns.includes(k)) out.push(`${k}_label`);
  }
  if (resource.timestamps) out.push('created_at', 'updated_at');
  return out;
}
