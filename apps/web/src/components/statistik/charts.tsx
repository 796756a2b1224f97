import { useEffect, useRef, useState } from 'react';
import { angkaId, batangKategori, jarakLabel, maksimum, nilai, pendek, sumbuNilai } from './geometri';

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

const GRID = '#e9ecef';
const TEKS = '#495057';
const FONT = 12;

/** Width of the element, followed as it resizes (charts fill their card). */
function useLebar(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [w, setW] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setW(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((e) => setW(Math.round(e[0]!.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, w];
}

/**
 * The charts of the dashboards and reports: plain SVG (a few KB instead of a chart library of
 * about 110 KB gzip), loaded as their own chunk. Each bar and point names its value on hover
 * (SVG title); pages put a table with the same numbers next to every chart.
 */
export default function Chart({ spec }: { spec: ChartSpec }) {
  const [ref, lebar] = useLebar();
  const h = spec.height ?? 280;
  const legenda = spec.seri.length > 1;
  return (
    <div ref={ref} style={{ width: '100%' }}>
      {lebar > 0 && <Svg spec={spec} w={lebar} h={legenda ? h - 24 : h} />}
      {legenda && (
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 14px', fontSize: FONT, color: TEKS, minHeight: 20 }}>
          {spec.seri.map((s) => (
            <span key={s.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span aria-hidden style={{ width: 10, height: 10, background: s.color, display: 'inline-block', borderRadius: 2 }} />
              {s.label}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

function Svg({ spec, w, h }: { spec: ChartSpec; w: number; h: number }) {
  const horizontal = spec.kind === 'hbar' || spec.kind === 'hstacked';
  const tumpuk = spec.kind === 'stacked' || spec.kind === 'hstacked';
  const keys = spec.seri.map((s) => s.key);
  const sumbu = sumbuNilai(maksimum(spec.data, keys, tumpuk));
  const n = Math.max(1, spec.data.length);
  const kiri = horizontal ? (spec.labelWidth ?? 150) : 44;
  const m = { top: 8, right: 16, bottom: horizontal ? 22 : 26, left: kiri };
  const pw = Math.max(10, w - m.left - m.right);
  const ph = Math.max(10, h - m.top - m.bottom);
  const panjangKategori = horizontal ? ph : pw;
  const band = panjangKategori / n;
  const skala = (v: number) => (v / sumbu.max) * (horizontal ? pw : ph);
  const tiap = horizontal ? jarakLabel(n, ph, 14) : jarakLabel(n, pw, 56);
  const judul = (row: Record<string, unknown>, s: Seri) => `${String(row[spec.x] ?? '')} · ${s.label}: ${angkaId(nilai(row[s.key] as number))}`;

  return (
    <svg className="sigap-chart" width={w} height={h} aria-hidden="true" style={{ display: 'block', fontSize: FONT, fontFamily: 'inherit' }}>
      <g transform={`translate(${m.left},${m.top})`}>
        {/* value grid and ticks */}
        {sumbu.ticks.map((t) => {
          const p = skala(t);
          return horizontal ? (
            <g key={t} transform={`translate(${p},0)`}>
              <line y1={0} y2={ph} stroke={GRID} strokeDasharray="3 3" />
              <text y={ph + 16} textAnchor="middle" fill={TEKS}>
                {angkaId(t)}
              </text>
            </g>
          ) : (
            <g key={t} transform={`translate(0,${ph - p})`}>
              <line x1={0} x2={pw} stroke={GRID} strokeDasharray="3 3" />
              <text x={-6} dy="0.32em" textAnchor="end" fill={TEKS}>
                {angkaId(t)}
              </text>
            </g>
          );
        })}
        {/* category labels */}
        {spec.data.map((row, i) =>
          i % tiap !== 0 ? null : horizontal ? (
            <text key={i} x={-6} y={i * band + band / 2} dy="0.32em" textAnchor="end" fill={TEKS} fontSize={11}>
              <title>{String(row[spec.x] ?? '')}</title>
              {pendek(row[spec.x], Math.round(kiri / 6.5))}
            </text>
          ) : (
            <text key={i} x={i * band + band / 2} y={ph + 16} textAnchor="middle" fill={TEKS}>
              <title>{String(row[spec.x] ?? '')}</title>
              {pendek(row[spec.x], 14)}
            </text>
          ),
        )}
        {/* axis lines */}
        <line x1={0} x2={horizontal ? 0 : pw} y1={horizontal ? 0 : ph} y2={ph} stroke="#adb5bd" />
        {spec.kind === 'line' ? (
          spec.seri.map((s) => {
            const pts = spec.data.map((row, i) => [i * band + band / 2, ph - skala(Math.max(0, nilai(row[s.key])))] as const);
            return (
              <g key={s.key}>
                <polyline points={pts.map((p) => p.join(',')).join(' ')} fill="none" stroke={s.color} strokeWidth={2} />
                {pts.map(([x, y], i) => (
                  <circle key={i} cx={x} cy={y} r={3} fill="#fff" stroke={s.color} strokeWidth={2}>
                    <title>{judul(spec.data[i]!, s)}</title>
                  </circle>
                ))}
              </g>
            );
          })
        ) : (
          spec.data.map((row, i) => (
            <g key={i}>
              {batangKategori(row, keys, band, tumpuk).map((b) => {
                const s = spec.seri[b.seri]!;
                const a = skala(b.dari);
                const len = skala(b.sampai) - a;
                if (len <= 0) return null;
                const rx = tumpuk ? 0 : Math.min(3, b.tebal / 3);
                return horizontal ? (
                  <rect key={b.seri} x={a} y={i * band + b.pos} width={len} height={b.tebal} fill={s.color} rx={rx}>
                    <title>{judul(row, s)}</title>
                  </rect>
                ) : (
                  <rect key={b.seri} x={i * band + b.pos} y={ph - a - len} width={b.tebal} height={len} fill={s.color} rx={rx}>
                    <title>{judul(row, s)}</title>
                  </rect>
                );
              })}
            </g>
          ))
        )}
      </g>
    </svg>
  );
}
