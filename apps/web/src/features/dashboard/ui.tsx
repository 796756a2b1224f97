import type { ReactNode } from 'react';
import { Badge, Card, Group, Select, Table, Text, Title } from '@mantine/core';
import { predikatTab } from '@sigap/domain';
import { WARNA } from '../../components/statistik';

export { angka, Grafik, Muat, skor2, WARNA } from '../../components/statistik';

export const SERI_TAHAPAN = [
  { key: 'inisiatif', label: 'Inisiatif', color: WARNA.inisiatif },
  { key: 'ujicoba', label: 'Uji Coba', color: WARNA.ujicoba },
  { key: 'penerapan', label: 'Penerapan', color: WARNA.penerapan },
];
export const PALET = ['#4c6ef5', '#12b886', '#fab005', '#fa5252', '#7950f2', '#15aabf', '#fd7e14', '#82c91e'];

export function StatCard({ label, value, hint, color, testId }: { label: string; value: ReactNode; hint?: ReactNode; color?: string; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz={26} c={color} lh={1.2} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Card>
  );
}

const WARNA_PREDIKAT: Record<number, string> = { 0: 'gray', 1: 'orange', 2: 'blue', 3: 'teal' };
export function PredikatBadge({ predikat }: { predikat: string | null | undefined }) {
  if (!predikat) return <Text size="xs" c="dimmed">Belum mengisi data</Text>;
  return (
    <Badge variant="light" color={WARNA_PREDIKAT[predikatTab(predikat)] ?? 'gray'} style={{ textTransform: 'none' }} styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}>
      {predikat}
    </Badge>
  );
}

export function Panel({ title, description, children, right }: { title: string; description?: ReactNode; children: ReactNode; right?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5">
            {title}
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {right}
      </Group>
      {children}
    </Card>
  );
}


export interface Kolom<T> {
  label: string;
  value: (r: T) => ReactNode;
  numeric?: boolean;
}

/** A plain data table (also the text alternative of a chart). */
export function DataTable<T>({ rows, cols, caption, minWidth = 420, rowKey, footer }: { rows: T[]; cols: Kolom<T>[]; caption: string; minWidth?: number; rowKey: (r: T, i: number) => string | number; footer?: ReactNode[] }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing={6} fz="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {cols.map((c) => (
              <Table.Th key={c.label} ta={c.numeric ? 'right' : undefined}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={cols.length}>
                <Text ta="center" c="dimmed" py="sm">
                  Tidak ada data
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((r, i) => (
            <Table.Tr key={rowKey(r, i)}>
              {cols.map((c) => (
                <Table.Td key={c.label} ta={c.numeric ? 'right' : undefined}>
                  {c.value(r)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && (
          <Table.Tfoot>
            <Table.Tr>
              {footer.map((f, i) => (
                <Table.Th key={i} ta={i > 0 ? 'right' : undefined}>
                  {f}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}


/** Assessment year picker (index results). */
export function TahunSelect({ value, onChange, label = 'Tahun penilaian' }: { value: number | null; onChange: (v: number | null) => void; label?: string }) {
  const now = new Date().getFullYear();
  const years = Array.from({ length: Math.max(now, 2026) - 2022 }, (_, i) => String(Math.max(now, 2026) - i));
  return <Select label={label} data={years} value={value ? String(value) : null} onChange={(v) => onChange(v ? Number(v) : null)} w={150} placeholder="Berjalan" clearable size="sm" />;
}

/** Stage counts per year as chart rows. */
export function barisTahunan(rows: { tahun: number; inisiatif: number; ujicoba: number; penerapan: number; total: number }[]): Record<string, string | number>[] {
  return rows.map((r) => ({ tahun: String(r.tahun), inisiatif: r.inisiatif, ujicoba: r.ujicoba, penerapan: r.penerapan, total: r.total }));
}
