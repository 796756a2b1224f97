import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { can, type Role, type ResourceDef } from '@sigap/domain';
import { resourceQueries, type Row } from '../lib/resource-api';
import { idsPilihan } from './fields/LookupInput';

/**
 * Lookup columns come with `{field}_label` from the list API. Where a label
 * is missing, one lookup call per column fetches the labels of the whole
 * page (never one call per row), and only for lookups the role may list.
 * Multiple lookups (urusan "1,2") get their names joined ("Pendidikan, Kesehatan").
 * The rows keep their identity until the rows or the fetched names change: the list defers them
 * (useDeferredValue), and a new array on every render would restart that background pass each time.
 */
export function useLookupLabels(resource: ResourceDef, rows: readonly Row[], role: Role): Row[] {
  const cols = resource.list.columns.filter((c) => {
    const d = resource.fields[c];
    return (d?.kind === 'lookup' || d?.kind === 'multiselect') && d.lookup && !d.lookup.value && can(role, 'list', d.lookup.resource);
  });
  const multi = cols.map((c) => resource.fields[c]!.kind === 'multiselect');
  const idsOf = (row: Row, i: number): string[] => (multi[i] ? idsPilihan(row[cols[i]!]) : row[cols[i]!] == null ? [] : [String(row[cols[i]!])]);
  const wanted = cols.map((c, i) => [...new Set(rows.filter((r) => r[`${c}_label`] == null).flatMap((r) => idsOf(r, i)))].sort());
  const names = useQueries({
    queries: cols.map((c, i) => ({
      ...resourceQueries(resource.fields[c]!.lookup!.resource).lookup({ id: wanted[i]!, per_page: Math.max(100, wanted[i]!.length) }),
      enabled: wanted[i]!.length > 0,
    })),
    combine: dataSaja,
  });
  const perlu = wanted.some((w) => w.length);
  return useMemo(() => {
    if (!perlu) return rows as Row[];
    const maps = names.map((d) => new Map((d ?? []).map((o) => [String(o.id), o.label])));
    return rows.map((row) => {
      let out: Row = row;
      cols.forEach((c, i) => {
        const ids = idsOf(row, i);
        if (!ids.length || row[`${c}_label`] != null) return;
        if (!ids.every((id) => maps[i]!.has(id))) return;
        out = { ...out, [`${c}_label`]: ids.map((id) => maps[i]!.get(id)!).join(', ') };
      });
      return out;
    });
    // cols and idsOf follow from resource and role
  }, [rows, names, perlu, resource, role]);
}

/** The fetched names only: structurally shared by TanStack Query, so unchanged names keep their identity. */
const dataSaja = <T>(rs: UseQueryResult<T>[]) => rs.map((r) => r.data);
