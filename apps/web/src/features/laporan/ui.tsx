import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Alert, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userMessage } from '../../lib/errors';
import { laporanApi } from './api';
import type { ChartSpec } from './charts';

/** recharts in its own chunk. */
const Chart = lazy(() => import('./charts'));

export const angka = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { maximumFractionDigits: 0 }) : '–');
export const skor2 = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '–';
export const WARNA = { inisiatif: '#fab005', ujicoba: '#4c6ef5', penerapan: '#12b886', self: '#4c6ef5', verified: '#12b886', rata: '#adb5bd' };

export function Muat({ q, kosong, children, baris = 6 }: { q: { isPending: boolean; isError: boolean; error: unknown }; kosong?: boolean; children: ReactNode; baris?: number }) {
  if (q.isError)
    return (
      <Alert color="red" title="Data tidak dapat dimuat">
        {userMessage(q.error)}
      </Alert>
    );
  if (q.isPending)
    return (
      <Stack gap={6} aria-busy="true" aria-label="Memuat data">
        {Array.from({ length: baris }, (_, i) => (
          <Skeleton key={i} h={28} />
        ))}
      </Stack>
    );
  if (kosong)
    return (
      <Text c="dimmed" ta="center" py="lg">
        Tidak ada data
      </Text>
    );
  return <>{children}</>;
}

/** A lazy chart with a caption; the page's table holds the same numbers (text alternative). */
export function Grafik({ spec, judul, ringkas }: { spec: ChartSpec; judul: string; ringkas: string }) {
  const id = useId();
  const h = spec.height ?? 280;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={`${id}-c`}>
      <div role="img" aria-label={`${judul}. ${ringkas}`} style={{ minHeight: h }}>
        <Suspense fallback={<Skeleton h={h} aria-label="Memuat grafik" />}>
          <Chart spec={spec} />
        </Suspense>
      </div>
      <figcaption id={`${id}-c`}>
        <Text size="xs" c="dimmed" mt={4}>
          {ringkas} Angka lengkap ada pada tabel di bawah.
        </Text>
      </figcaption>
    </figure>
  );
}

export function TahunSelect({ value, onChange, label = 'Tahun', placeholder = 'Semua tahun' }: { value: number | null; onChange: (v: number | null) => void; label?: string; placeholder?: string }) {
  const top = Math.max(new Date().getFullYear(), 2026);
  const years = Array.from({ length: top - 2016 }, (_, i) => String(top - i));
  return <Select label={label} data={years} value={value ? String(value) : null} onChange={(v) => onChange(v ? Number(v) : null)} placeholder={placeholder} clearable w={160} size="sm" />;
}

export function PropinsiSelect({ value, onChange }: { value: number | null; onChange: (v: number | null) => void }) {
  const q = useQuery({ queryKey: ['propinsi-lookup'], queryFn: ({ signal }) => laporanApi.propinsi(signal), staleTime: 600_000 });
  return (
    <Select
      label="Provinsi"
      placeholder="Nasional"
      data={(q.data ?? []).map((p) => ({ value: String(p.value), label: p.label }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      clearable
      w={220}
      size="sm"
    />
  );
}

/** Reads and writes numeric query-string values (list state in the URL). */
export function angkaParam(params: URLSearchParams, k: string): number | null {
  const n = Number(params.get(k));
  return Number.isInteger(n) && n > 0 ? n : null;
}
