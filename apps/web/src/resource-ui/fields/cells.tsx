import { Anchor, Image, Skeleton, Text, Typography } from '@mantine/core';
import { htmlToText, type FieldDef, type FieldKind } from '@sigap/domain';
import { Lencana } from '../../components/Lencana';
import { tautanBerkas, useGambarBerkas } from '../../lib/berkas';
import { formatAngka, formatTanggal, formatWaktu } from '../../lib/format';
import { sanitizeHtml } from '../../lib/sanitize';
import { LookupLabel, MultiLookupCell, MultiLookupLabel } from './LookupInput';
import { fileLabel, fileName } from './files';
import type { FieldCellProps, FieldUi } from './types';

/**
 * How each field kind is shown: its table cell and its detail view. A list or a detail page needs only these, so
 * they carry none of the form's inputs (upload engine, date pickers, number inputs); `registry.tsx` adds the inputs.
 */

export const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const optionLabel = (def: FieldDef, v: unknown) => def.options?.find((o) => String(o.value) === String(v))?.label ?? str(v);
const excerpt = (s: string, n = 120) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

const TextCell = ({ value }: FieldCellProps) => <>{excerpt(str(value))}</>;
const PlainView = ({ value }: FieldCellProps) => <Text style={{ whiteSpace: 'pre-wrap' }}>{str(value) || '-'}</Text>;

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

/** Every field kind with its table cell and detail view (`satisfies`: a new kind cannot lack one). */
export const fieldCells = {
  text: { Cell: TextCell, View: PlainView },
  email: { Cell: TextCell, View: PlainView },
  password: { Cell: () => <>••••••</> },
  textarea: { Cell: TextCell, View: PlainView, wide: true },
  richtext: {
    Cell: ({ value }) => <>{excerpt(htmlToText(str(value)).replace(/\s+/g, ' ').trim())}</>,
    View: RichView,
    wide: true,
  },
  number: { Cell: ({ value }) => <>{formatAngka(value)}</> },
  integer: { Cell: ({ value }) => <>{str(value)}</> },
  date: { Cell: ({ value }) => <>{formatTanggal(str(value))}</> },
  datetime: { Cell: ({ value }) => <>{formatWaktu(value)}</> },
  select: { Cell: ({ def, value }) => <>{optionLabel(def, value)}</> },
  radio: { Cell: ({ def, value }) => <>{optionLabel(def, value)}</> },
  multiselect: { Cell: MultiCell, View: (p) => (p.def.lookup ? <MultiLookupLabel {...p} /> : <MultiCell {...p} />), wide: true },
  checkbox: {
    Cell: ({ value }) =>
      value === 1 || value === true || value === '1' ? (
        <Lencana color="teal">Ya</Lencana>
      ) : (
        <Lencana color="gray">Tidak</Lencana>
      ),
  },
  lookup: {
    Cell: ({ name, value, row }) => <>{str(row[`${name}_label`] ?? value)}</>,
    View: (p) => <LookupLabel {...p} />,
  },
  file: { Cell: FileCell },
  image: { Cell: ImageCell, View: ImageView },
  json: {
    Cell: ({ value }) => <>{excerpt(value === null || value === undefined ? '' : JSON.stringify(value), 60)}</>,
    View: ({ value }) => <Text ff="monospace" size="sm" style={{ whiteSpace: 'pre-wrap' }}>{value === null || value === undefined ? '-' : JSON.stringify(value, null, 2)}</Text>,
    wide: true,
  },
} satisfies Record<FieldKind, Omit<FieldUi, 'Input'>>;

/** Labels of list columns that are not fields of the resource. */
export const COLUMN_LABELS: Record<string, string> = { id: 'ID', created_at: 'Dibuat', updated_at: 'Diperbarui' };
