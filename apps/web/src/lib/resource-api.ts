import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceName } from '@sigap/domain';
import { apiRequest, type Query } from './api';

export type Row = Record<string, unknown> & { id: number };
export interface LookupOption {
  value: number | string;
  label: string;
  id: number;
}

/** The generic /crud/{table} calls (docs/API.md). */
export const resourceApi = {
  async list(name: ResourceName, query: Query, signal?: AbortSignal) {
    const r = await apiRequest<Row[]>(`/crud/${name}`, { query, signal });
    return { data: Array.isArray(r.data) ? r.data : [], total: typeof r.total === 'number' ? r.total : 0 };
  },
  async get(name: ResourceName, id: number, signal?: AbortSignal) {
    return (await apiRequest<Row>(`/crud/${name}/${id}`, { signal })).data;
  },
  create: (name: ResourceName, values: Record<string, unknown>) => apiRequest<Row>(`/crud/${name}`, { method: 'POST', body: values }),
  update: (name: ResourceName, id: number, values: Record<string, unknown>) => apiRequest<Row>(`/crud/${name}/${id}`, { method: 'POST', body: values }),
  remove: (name: ResourceName, id: number) => apiRequest(`/crud/${name}/${id}`, { method: 'DELETE', body: {} }),
  async lookup(name: ResourceName, query: Query, signal?: AbortSignal) {
    const r = await apiRequest<LookupOption[]>(`/crud/${name}/lookup`, { query, signal });
    return Array.isArray(r.data) ? r.data : [];
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
