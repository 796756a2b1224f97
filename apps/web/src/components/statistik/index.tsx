import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { userMessage } from '../../lib/errors';
import type { ChartSpec } from './charts';

/**
 * Shared pieces of the statistics screens (dashboards, index averages, reports): number formats,
 * chart colours, the loading/error/empty states of a query, and a lazy chart with its text alternative.
 * The charts (plain SVG, charts.tsx) are a chunk of their own, loaded only when a chart shows.
 */
const Chart = lazy(() => import('./charts'));

export type { ChartSpec, Seri } from './charts';

/** Whole numbers with dot thousands (recaps), '–' when there is no number. */
export const angka = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { maximumFractionDigits: 0 }) : '–');
/** Scores to 2 decimals (rankings). */
export const skor2 = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '–';

/** Colours of the stages and the two sources, used by every chart. */
export const WARNA = { inisiatif: '#fab005', ujicoba: '#4c6ef5', penerapan: '#12b886', self: '#4c6ef5', verified: '#12b886', rata: '#adb5bd', abu: '#868e96' };

/** Loading, error and empty states of a query in one place. */
export function Muat({ q, kosong, children, baris = 4 }: { q: { isPending: boolean; isError: boolean; error: unknown }; kosong?: boolean; children: ReactNode; baris?: number }) {
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

/**
 * A chart with its text alternative: the chart (lazy) is described by a caption, and the same numbers
 * are in a table, either folded under "Lihat data tabel" (`tabel`) or on the page below the chart.
 */
export function Grafik({ spec, judul, ringkas, tabel }: { spec: ChartSpec; judul: string; ringkas: string; tabel?: ReactNode }) {
  const id = useId();
  const h = spec.height ?? 280;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={`${id}-c`}>
      <div role="img" aria-label={`${judul}. ${ringkas}`} style={{ minHeight: h }}>
        <Suspense fallback={<Skeleton h={h} role="status" aria-label="Memuat grafik" />}>
          <Chart spec={spec} />
        </Suspense>
      </div>
      <figcaption id={`${id}-c`}>
        <Text size="xs" c="dimmed" mt={4}>
          {tabel ? ringkas : `${ringkas} Angka lengkap ada pada tabel di bawah.`}
        </Text>
      </figcaption>
      {tabel && (
        <details className="sigap-chart-table">
          <summary>
            <Text span size="xs" c="indigo">
              Lihat data tabel
            </Text>
          </summary>
          {tabel}
        </details>
      )}
    </figure>
  );
}
