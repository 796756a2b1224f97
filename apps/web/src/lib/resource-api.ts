import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { A_CRUD, getResource, kolomDaftarRingkas, type ResourceName } from '@sigap/domain';
import type { Query } from './api';
import { panggil } from './kontrak';


export type Row = Record<string, unknown> & { id: number };
export interface LookupOption {
  value: number | string;
  label: string;
  id: number;
}

const ringkas = new Map<string, string | null>();
/** `fields` of a list screen: null when the full row is as narrow. */
function kolomRingkas(name: ResourceName): string | null {
  if (!ringkas.has(name)) {
    const r = getResource(name);
    ringkas.set(name, (r && kolomDaftarRingkas(r)?.join(',')) || null);
  }
  return ringkas.get(name)!;
}

/** The generic /crud/{table} calls (docs/API.md). */
export const resourceApi = {
  async list(name: ResourceName, query: Query, signal?: AbortSignal) {
    // the list's own columns, without the long rich texts it does not show (decision 100)
    const fields = query.fields === undefined ? kolomRingkas(name) : null;
    const r = await panggil(A_CRUD.daftar, { params: { table: name }, query: fields ? { ...query, fields } : query, signal });
    return { data: r.data as Row[], total: r.total };
  },
  async get(name: ResourceName, id: number, signal?: AbortSignal) {
    return (await panggil(A_CRUD.baca, { params: { table: name, id }, signal })).data as Row;
  },
  create: async (name: ResourceName, values: Record<string, unknown>) => {
    const r = await panggil(A_CRUD.tambah, { params: { table: name }, body: values });
    return { ...r, data: r.data as Row };
  },
  update: async (name: ResourceName, id: number, values: Record<string, unknown>) => {
    const r = await panggil(A_CRUD.ubah, { params: { table: name, id }, body: values });
    return { ...r, data: r.data as Row };
  },
  remove: (name: ResourceName, id: number) => panggil(A_CRUD.hapus, { params: { table: name, id } }),
  async lookup(name: ResourceName, query: Query, signal?: AbortSignal) {
    return (await panggil(A_CRUD.lookup, { params: { table: name }, query, signal })).data as LookupOption[];
  },
};

/** Query options per resource; every write invalidates the resource's key (STYLE-ANCHORS 3.5). */
export const resourceQueries = (name: ResourceName) => ({
  all: ['crud', name] as const,
  list: (query: Query) =>
    queryOptions({
      queryKey: ['crud', name, 'list', query] as const,
      queryFn: ({ signal }) => resourceApi.list(name, query, signal),
      placeholderData: keepPreviousData,
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: ['crud', name, 'one', id] as const,
      queryFn: ({ signal }) => resourceApi.get(name, id, signal),
      staleTime: 0,
    }),
  lookup: (query: Query) =>
    queryOptions({
      queryKey: ['crud', name, 'lookup', query] as const,
      queryFn: ({ signal }) => resourceApi.lookup(name, query, signal),
      staleTime: 60_000,
    }),
});

export function useSaveRecord(name: ResourceName) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: number; values: Record<string, unknown> }) => (v.id ? resourceApi.update(name, v.id, v.values) : resourceApi.create(name, v.values)),
    onSuccess: () => qc.invalidateQueries({ queryKey: resourceQueries(name).all }),
  });
}

export function useDeleteRecord(name: ResourceName) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resourceApi.remove(name, id),
    onSuccess: () => qc.invalidateQueries({ queryKey: resourceQueries(name).all }),
  });
}
