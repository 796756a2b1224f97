import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import type { ReactNode } from 'react';
import { DateInput, DatesProvider } from '@mantine/dates';
import { parseTanggal } from '../resource-ui/fields/tanggal';

export interface TanggalInputProps {
  label: string;
  /** YYYY-MM-DD, or '' / null when empty. */
  value: string | null | undefined;
  /** Called with YYYY-MM-DD, or '' when cleared. */
  onChange: (v: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  minDate?: string;
  maxDate?: string;
  'data-testid'?: string;
}

/**
 * The one date input of the web app (never a native browser date field, which shows mm/dd/yyyy in an English browser):
 * Mantine DateInput in the Indonesian locale, shown DD/MM/YYYY, typed (DD/MM/YYYY, D/M/YYYY, DD-MM-YYYY or
 * YYYY-MM-DD) or picked, value YYYY-MM-DD.
 */
export function TanggalInput({ label, value, onChange, error, description, required, disabled, minDate, maxDate, ...rest }: TanggalInputProps) {
  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <DateInput
        label={label}
        description={description}
        withAsterisk={required}
        disabled={disabled}
        value={value || null}
        onChange={(v) => onChange(v ? String(v).slice(0, 10) : '')}
        dateParser={(v) => parseTanggal(v)}
        valueFormat="DD/MM/YYYY"
        placeholder="DD/MM/YYYY"
        minDate={minDate}
        maxDate={maxDate}
        clearable
        error={error}
        popoverProps={{ withinPortal: true }}
        data-testid={rest['data-testid']}
      />
    </DatesProvider>
  );
}
