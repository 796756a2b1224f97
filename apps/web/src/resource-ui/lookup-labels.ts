import { useQueries } from '@tanstack/react-query';
import { can, type Role, type ResourceDef } from '@sigap/domain';
import { resourceQueries, type Row } from '../lib/resource-api';

/**
 * Lookup columns come with `{field}_label` from the list API. Where a label
 * is missing, one lookup call per column fetches the labels of the whole
 * page (never one call per row), and only for lookups the role may list.
 */
export function useLookupLabels(resource: ResourceDef, rows: readonly Row[], role: Role): Row[] {
  const cols = resource.list.columns.filter((c) => {
    const d = resource.fields[c];
    return d?.kind === 'lookup' && d.lookup && !d.lookup.value && can(role, 'list', d.lookup.resource);
  });
  const wanted = cols.map((c) => [...new Set(rows.filter((r) => r[c] != null && r[`${c}_label`] == null).map((r) => String(r[c])))].sort());
  const results = useQueries({
    queries: cols.map((c, i) => ({
      ...resourceQueries(resource.fields[c]!.lookup!.resource).lookup({ id: wanted[i]!, per_page: 100 }),
      enabled: wanted[i]!.length > 0,
    })),
  });
  if (!wanted.some((w) => w.length)) return rows as Row[];
  const maps = results.map((r) => new Map((r.data ?? []).map((o) => [String(o.id), o.label])));
  return rows.map((row) => {
    let out: Row = row;
    cols.forEach((c, i) => {
      if (row[c] == null || row[`${c}_label`] != null) return;
      const label = maps[i]!.get(String(row[c]));
      if (label !== undefined) out = { ...out, [`${c}_label`]: label };
    });
    return out;
  });
}
