import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { DateInput, DatesProvider, DateTimePicker } from '@mantine/dates';
import { parseTanggal } from './tanggal';
import type { FieldInputProps } from './types';

/** Date fields: typed or picked, shown DD/MM/YYYY, kept and sent as YYYY-MM-DD (PLT-07). */
export function DateField(p: FieldInputProps) {
  const value = typeof p.value === 'string' && p.value ? p.value : null;
  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <DateInput
        label={p.def.label}
        description={p.def.hint}
        error={p.error}
        withAsterisk={p.required}
        disabled={p.disabled}
        value={value}
        onChange={(v) => p.onChange(v ? String(v).slice(0, 10) : null)}
        dateParser={(v) => parseTanggal(v)}
        valueFormat="DD/MM/YYYY"
        placeholder="DD/MM/YYYY"
        minDate={p.def.minDate}
        maxDate={p.def.maxDate}
        clearable
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}

/** Date-time fields: shown DD/MM/YYYY HH:mm, sent as YYYY-MM-DD hh:mm:ss. */
export function DateTimeField(p: FieldInputProps) {
  const value = typeof p.value === 'string' && p.value ? p.value : null;
  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <DateTimePicker
        label={p.def.label}
        description={p.def.hint}
        error={p.error}
        withAsterisk={p.required}
        disabled={p.disabled}
        value={value}
        onChange={(v) => p.onChange(v ? String(v) : null)}
        valueFormat="DD/MM/YYYY HH:mm"
        placeholder="DD/MM/YYYY JJ:mm"
        clearable
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}

/** A date input outside the generic form (filters, screens): shown DD/MM/YYYY, value YYYY-MM-DD ('' when empty). */
export function TanggalInput({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <DateInput
        label={label}
        value={value || null}
        onChange={(v) => onChange(v ? String(v).slice(0, 10) : '')}
        dateParser={(v) => parseTanggal(v)}
        valueFormat="DD/MM/YYYY"
        placeholder="DD/MM/YYYY"
        clearable
        error={error}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
