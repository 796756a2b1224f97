import { lazy, Suspense } from 'react';
import { Checkbox, Group, JsonInput, NumberInput, PasswordInput, Radio, Select, Skeleton, Textarea, TextInput } from '@mantine/core';
import type { FieldKind } from '@sigap/domain';
import { fieldCells, str } from './cells';
import { LookupInput, MultiLookupInput } from './LookupInput';
import { RichTextField } from './RichTextField';
import { UploadInput } from './UploadInput';
import type { FieldInputProps, FieldUi } from './types';

export { COLUMN_LABELS } from './cells';

// heavy inputs are separate chunks: the date pickers (dayjs) here, the editor (tiptap) in RichTextField
const DateField = lazy(() => import('./DateInputs').then((m) => ({ default: m.DateField })));
const DateTimeField = lazy(() => import('./DateInputs').then((m) => ({ default: m.DateTimeField })));

/** Common props of Mantine inputs from a field definition. */
function base(p: FieldInputProps) {
  return {
    label: p.def.label,
    description: p.def.hint,
    error: p.error,
    disabled: p.disabled,
    withAsterisk: p.required,
  };
}

function TextField(p: FieldInputProps & { type?: string }) {
  return (
    <TextInput
      {...base(p)}
      type={p.type}
      value={str(p.value)}
      maxLength={p.def.maxLength}
      onChange={(e) => p.onChange(e.currentTarget.value)}
      autoComplete="off"
    />
  );
}

function NumberField(p: FieldInputProps & { integer?: boolean }) {
  return (
    <NumberInput
      {...base(p)}
      value={typeof p.value === 'number' || typeof p.value === 'string' ? p.value : ''}
      onChange={(v) => p.onChange(v)}
      allowDecimal={!p.integer}
      decimalSeparator=","
      thousandSeparator="."
      min={p.def.minValue}
      max={p.def.maxValue}
    />
  );
}

function SelectField(p: FieldInputProps) {
  return (
    <Select
      {...base(p)}
      data={(p.def.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
      value={p.value === null || p.value === '' ? null : String(p.value)}
      onChange={(v) => p.onChange(v)}
      clearable={!p.required}
      searchable={(p.def.options?.length ?? 0) > 8}
      placeholder="Pilih…"
      nothingFoundMessage="Tidak ada pilihan"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function RadioField(p: FieldInputProps) {
  return (
    <Radio.Group {...base(p)} value={p.value === null ? '' : String(p.value)} onChange={(v) => p.onChange(v)}>
      <Group mt={6} gap="lg">
        {(p.def.options ?? []).map((o) => (
          <Radio key={String(o.value)} value={String(o.value)} label={o.label} disabled={p.disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function MultiSelectField(p: FieldInputProps) {
  return <MultiLookupInput {...p} />;
}

function CheckboxField(p: FieldInputProps) {
  return (
    <Checkbox
      mt="xs"
      label={p.def.label}
      description={p.def.hint}
      error={p.error}
      disabled={p.disabled}
      checked={p.value === true}
      onChange={(e) => p.onChange(e.currentTarget.checked)}
    />
  );
}

function Lazy({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<Skeleton h={60} radius="sm" />}>{children}</Suspense>;
}

/**
 * Every field kind with its table cell (./cells.tsx) and form input. `satisfies` makes
 * the compiler refuse a new kind without both (STYLE-ANCHORS 3.3).
 */
export const fieldUi = {
  text: { ...fieldCells.text, Input: (p) => <TextField {...p} /> },
  email: { ...fieldCells.email, Input: (p) => <TextField {...p} type="email" /> },
  password: {
    ...fieldCells.password,
    Input: (p) => (
      <PasswordInput {...base(p)} value={str(p.value)} onChange={(e) => p.onChange(e.currentTarget.value)} autoComplete="new-password" />
    ),
  },
  textarea: {
    ...fieldCells.textarea,
    Input: (p) => <Textarea {...base(p)} value={str(p.value)} onChange={(e) => p.onChange(e.currentTarget.value)} autosize minRows={3} maxRows={12} />,
  },
  richtext: { ...fieldCells.richtext, Input: RichTextField },
  number: { ...fieldCells.number, Input: (p) => <NumberField {...p} /> },
  integer: { ...fieldCells.integer, Input: (p) => <NumberField {...p} integer /> },
  date: {
    ...fieldCells.date,
    Input: (p) => (
      <Lazy>
        <DateField {...p} />
      </Lazy>
    ),
  },
  datetime: {
    ...fieldCells.datetime,
    Input: (p) => (
      <Lazy>
        <DateTimeField {...p} />
      </Lazy>
    ),
  },
  select: { ...fieldCells.select, Input: SelectField },
  radio: { ...fieldCells.radio, Input: RadioField },
  multiselect: { ...fieldCells.multiselect, Input: MultiSelectField },
  checkbox: { ...fieldCells.checkbox, Input: CheckboxField },
  lookup: { ...fieldCells.lookup, Input: (p) => <LookupInput {...p} /> },
  file: { ...fieldCells.file, Input: (p) => <UploadInput {...p} accept="application/pdf,image/jpeg,image/png,image/webp" /> },
  image: { ...fieldCells.image, Input: (p) => <UploadInput {...p} image accept="image/jpeg,image/png,image/webp" /> },
  json: {
    ...fieldCells.json,
    Input: (p) => (
      <JsonInput {...base(p)} value={str(p.value)} onChange={(v) => p.onChange(v)} formatOnBlur autosize minRows={4} maxRows={16} validationError="Format JSON tidak valid." />
    ),
  },
} satisfies Record<FieldKind, FieldUi>;
