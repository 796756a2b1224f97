import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { TanggalInput } from '../../components/TanggalInput';
import type { FieldInputProps } from './types';

/** Date fields: typed or picked, shown DD/MM/YYYY, kept and sent as YYYY-MM-DD (PLT-07); the app's one TanggalInput. */
export function DateField(p: FieldInputProps) {
  return (
    <TanggalInput
      label={p.def.label}
      description={p.def.hint}
      error={p.error}
      required={p.required}
      disabled={p.disabled}
      value={typeof p.value === 'string' ? p.value : null}
      onChange={(v) => p.onChange(v || null)}
      minDate={p.def.minDate}
      maxDate={p.def.maxDate}
    />
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

/** A date input outside the generic form: the app's one `TanggalInput` (components/TanggalInput). */
export { TanggalInput };
