import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { DateInput, DatesProvider, DateTimePicker } from '@mantine/dates';
import type { FieldInputProps } from './types';

/** Date fields: shown DD/MM/YYYY, kept and sent as YYYY-MM-DD (PLT-07). */
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
