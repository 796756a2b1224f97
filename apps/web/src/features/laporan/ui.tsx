import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { laporanApi } from './api';

export { angka, Grafik, Muat, skor2, WARNA } from '../../components/statistik';




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
