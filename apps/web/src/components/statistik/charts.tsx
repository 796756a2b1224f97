import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One series of a chart: a numeric field of the rows, its label and colour. */
export interface Seri {
  key: string;
  label: string;
  color: string;
}

export interface ChartSpec {
  /** bar: grouped vertical bars; stacked: stacked vertical bars; hbar / hstacked: horizontal; line: lines. */
  kind: 'bar' | 'stacked' | 'hbar' | 'hstacked' | 'line';
  data: Record<string, string | number | null>[];
  /** The category field (x axis, or y axis for horizontal bars). */
  x: string;
  seri: Seri[];
  height?: number;
  /** Width of the category axis of horizontal bars. */
  labelWidth?: number;
}

const angka = (v: unknown) => (typeof v === 'number' ? v.toLocaleString('id-ID', { maximumFractionDigits: 2 }) : String(v ?? ''));
const pendek = (v: unknown, n = 28) => {
  const s = String(v ?? '');
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
};

/**
 * The charts of the dashboards and reports (recharts), loaded as their own
 * chunk: pages render a table alternative next to every chart.
 */
export default function Chart({ spec }: { spec: ChartSpec }) {
  const h = spec.height ?? 280;
  const horizontal = spec.kind === 'hbar' || spec.kind === 'hstacked';
  const stacked = spec.kind === 'stacked' || spec.kind === 'hstacked';
  const legend = spec.seri.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} /> : null;
  const tooltip = <Tooltip formatter={(v) => angka(v)} contentStyle={{ fontSize: 12 }} />;
  if (spec.kind === 'line') {
    return (
      <ResponsiveContainer width="100%" height={h}>
        <LineChart data={spec.data} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" />
          <XAxis dataKey={spec.x} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
          {tooltip}
          {legend}
          {spec.seri.map((s) => (
            <Line key={s.key} type="linear" dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={h}>
      <BarChart data={spec.data} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e9ecef" />
        {horizontal ? (
          <>
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey={spec.x} width={spec.labelWidth ?? 150} tick={{ fontSize: 11 }} tickFormatter={(v) => pendek(v, Math.round((spec.labelWidth ?? 150) / 6.5))} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey={spec.x} tick={{ fontSize: 12 }} tickFormatter={(v) => pendek(v, 14)} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          </>
        )}
        {tooltip}
        {legend}
        {spec.seri.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} stackId={stacked ? 'a' : undefined} radius={stacked ? 0 : 3} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
