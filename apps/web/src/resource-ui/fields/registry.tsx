import { lazy, Suspense } from 'react';
import { Anchor, Checkbox, Group, Image, JsonInput, NumberInput, PasswordInput, Radio, Select, Skeleton, Text, Textarea, TextInput, Typography } from '@mantine/core';
import { htmlToText, type FieldDef, type FieldKind } from '@sigap/domain';
import { Lencana } from '../../components/Lencana';
import { tautanBerkas, useGambarBerkas } from '../../lib/berkas';
import { formatAngka, formatTanggal, formatWaktu } from '../../lib/format';
import { sanitizeHtml } from '../../lib/sanitize';
import { LookupInput, LookupLabel, MultiLookupCell, MultiLookupInput, MultiLookupLabel } from './LookupInput';
import { fileLabel, fileName } from './files';
import { RichTextField } from './RichTextField';
import { UploadInput } from './UploadInput';
import type { FieldCellProps, FieldInputProps, FieldUi } from './types';

// heavy inputs are separate chunks: the date pickers (dayjs) here, the editor (tiptap) in RichTextField
const DateField = lazy(() => import('./DateInputs').then((m) => ({ default: m.DateField })));
const DateTimeField = lazy(() => import('./DateInputs').then((m) => ({ default: m.DateTimeField })));

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const optionLabel = (def: FieldDef, v: unknown) => def.options?.find((o) => String(o.value) === String(v))?.label ?? str(v);
const excerpt = (s: string, n = 120) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

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

const TextCell = ({ value }: FieldCellProps) => <>{excerpt(str(value))}</>;
const PlainView = ({ value }: FieldCellProps) => <Text style={{ whiteSpace: 'pre-wrap' }}>{str(value) || '-'}</Text>;

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

// stored files open with a download token, images come through the header (lib/berkas.ts)
function FileCell({ value }: FieldCellProps) {
  const url = str(value);
  if (!url) return null;
  return (
    <Anchor {...tautanBerkas(url)} size="sm" title={fileName(url)}>
      {fileLabel(url)}
    </Anchor>
  );
}

function ImageCell({ value }: FieldCellProps) {
  const src = useGambarBerkas(str(value) || null);
  if (!str(value)) return null;
  if (!src) return <Skeleton h={40} w={40} radius="sm" />;
  return <Image src={src} alt="" h={40} w={40} fit="cover" radius="sm" />;
}

function ImageView({ value }: FieldCellProps) {
  const src = useGambarBerkas(str(value) || null);
  if (!str(value)) return <Text>-</Text>;
  if (!src) return <Skeleton h={120} w={160} radius="sm" />;
  return <Image src={src} alt="" mah={240} w="auto" fit="contain" radius="sm" />;
}

function RichView({ value }: FieldCellProps) {
  const html = str(value);
  if (!html) return <Text>-</Text>;
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Typography>
  );
}

/** Multiple choices by name: the options' labels, or the lookup's names (the list fills `{field}_label` for a page at once). */
function MultiCell({ name, def, value, row }: FieldCellProps) {
  const label = row[`${name}_label`];
  if (label !== undefined && label !== null) return <>{str(label)}</>;
  if (def.lookup) return <MultiLookupCell name={name} def={def} value={value} row={row} />;
  if (def.options) return <>{str(value).split(',').filter(Boolean).map((v) => optionLabel(def, v)).join(', ')}</>;
  return <>{str(value)}</>;
}

/**
 * Every field kind with its table cell and form input. `satisfies` makes
 * the compiler refuse a new kind without both (STYLE-ANCHORS 3.3).
 */
export const fieldUi = {
  text: { Cell: TextCell, View: PlainView, Input: (p) => <TextField {...p} /> },
  email: { Cell: TextCell, View: PlainView, Input: (p) => <TextField {...p} type="email" /> },
  password: {
    Cell: () => <>••••••</>,
    Input: (p) => (
      <PasswordInput {...base(p)} value={str(p.value)} onChange={(e) => p.onChange(e.currentTarget.value)} autoComplete="new-password" />
    ),
  },
  textarea: {
    Cell: TextCell,
    View: PlainView,
    wide: true,
    Input: (p) => <Textarea {...base(p)} value={str(p.value)} onChange={(e) => p.onChange(e.currentTarget.value)} autosize minRows={3} maxRows={12} />,
  },
  richtext: {
    Cell: ({ value }) => <>{excerpt(htmlToText(str(value)).replace(/\s+/g, ' ').trim())}</>,
    View: RichView,
    wide: true,
    Input: RichTextField,
  },
  number: { Cell: ({ value }) => <>{formatAngka(value)}</>, Input: (p) => <NumberField {...p} /> },
  integer: { Cell: ({ value }) => <>{str(value)}</>, Input: (p) => <NumberField {...p} integer /> },
  date: {
    Cell: ({ value }) => <>{formatTanggal(str(value))}</>,
    Input: (p) => (
      <Lazy>
        <DateField {...p} />
      </Lazy>
    ),
  },
  datetime: {
    Cell: ({ value }) => <>{formatWaktu(value)}</>,
    Input: (p) => (
      <Lazy>
        <DateTimeField {...p} />
      </Lazy>
    ),
  },
  select: { Cell: ({ def, value }) => <>{optionLabel(def, value)}</>, Input: SelectField },
  radio: { Cell: ({ def, value }) => <>{optionLabel(def, value)}</>, Input: RadioField },
  multiselect: { Cell: MultiCell, View: (p) => (p.def.lookup ? <MultiLookupLabel {...p} /> : <MultiCell {...p} />), Input: MultiSelectField, wide: true },
  checkbox: {
    Cell: ({ value }) =>
      value === 1 || value === true || value === '1' ? (
        <Lencana color="teal">Ya</Lencana>
      ) : (
        <Lencana color="gray">Tidak</Lencana>
      ),
    Input: CheckboxField,
  },
  lookup: {
    Cell: ({ name, value, row }) => <>{str(row[`${name}_label`] ?? value)}</>,
    View: (p) => <LookupLabel {...p} />,
    Input: (p) => <LookupInput {...p} />,
  },
  file: { Cell: FileCell, Input: (p) => <UploadInput {...p} accept="application/pdf,image/jpeg,image/png,image/webp" /> },
  image: { Cell: ImageCell, View: ImageView, Input: (p) => <UploadInput {...p} image accept="image/jpeg,image/png,image/webp" /> },
  json: {
    Cell: ({ value }) => <>{excerpt(value === null || value === undefined ? '' : JSON.stringify(value), 60)}</>,
    View: ({ value }) => <Text ff="monospace" size="sm" style={{ whiteSpace: 'pre-wrap' }}>{value === null || value === undefined ? '-' : JSON.stringify(value, null, 2)}</Text>,
    wide: true,
    Input: (p) => (
      <JsonInput {...base(p)} value={str(p.value)} onChange={(v) => p.onChange(v)} formatOnBlur autosize minRows={4} maxRows={16} validationError="Format JSON tidak valid." />
    ),
  },
} satisfies Record<FieldKind, FieldUi>;

/** Labels of list columns that are not fields of the resource. */
export const COLUMN_LABELS: Record<string, string> = { id: 'ID', created_at: 'Dibuat', updated_at: 'Diperbarui' };
