import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { DateInput, DatesProvider } from '@mantine/dates';

/** A date field shown DD/MM/YYYY (spec) whose value is YYYY-MM-DD ('' when empty). */
export function TanggalInput({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <DateInput
        label={label}
        value={value || null}
        onChange={(v) => onChange(v ? String(v).slice(0, 10) : '')}
        valueFormat="DD/MM/YYYY"
        placeholder="DD/MM/YYYY"
        clearable
        error={error}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  );
}
