import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isWritable, type ResourceDef } from '@sigap/domain';
import { isApiError } from '../lib/api';
import type { Row } from '../lib/resource-api';
import { fieldUi } from './fields/registry';
import { initialValues, type FormValue, type FormValues } from './form-values';

const sama = (a: FormValue | undefined, b: FormValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The newer record of a 409 DIUBAH_PENGGUNA_LAIN (optimistic concurrency), or null for any other error. */
export function rekamanTerkini(err: unknown): Row | null {
  return isApiError(err) && err.code === 'DIUBAH_PENGGUNA_LAIN' && err.data && typeof err.data === 'object' ? (err.data as Row) : null;
}

/** The version a form sends back on save (`updated_at` of the record as loaded), when the resource keeps one. */
export const denganVersi = (resource: ResourceDef, body: Record<string, unknown>, versi: unknown): Record<string, unknown> =>
  resource.timestamps && typeof versi === 'string' && versi ? { ...body, updated_at: versi } : body;

/**
 * A save met a newer version of the record (issue 14 item 7): what the user typed stays in the form; this shows,
 * field by field, the newer values beside it, and lets the user keep theirs (save again over the newer version) or
 * take the newer record.
 */
export function KonflikVersi({
  resource,
  fields,
  values,
  terkini,
  onTimpa,
  onPakaiTerbaru,
}: {
  resource: ResourceDef;
  /** The fields the form shows. */
  fields: readonly string[];
  values: FormValues;
  terkini: Row;
  onTimpa: () => void;
  onPakaiTerbaru: (values: FormValues) => void;
}) {
  const baru = initialValues(resource, terkini);
  const berbeda = fields.filter((name) => {
    const def = resource.fields[name];
    return def && isWritable(def) && def.kind !== 'password' && !sama(values[name], baru[name]);
  });
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title="Data telah diubah oleh pengguna lain" data-konflik>
      <Stack gap={6}>
        <Text size="sm">
          Sejak formulir ini dibuka, data ini disimpan oleh orang lain. Isian Anda belum disimpan dan tetap ada di formulir.
          {berbeda.length ? ' Kolom yang berbeda dengan data terbaru:' : ' Tidak ada kolom yang berbeda dengan isian Anda.'}
        </Text>
        {berbeda.map((name) => {
          const def = resource.fields[name]!;
          const ui = fieldUi[def.kind];
          const View = 'View' in ui && ui.View ? ui.View : ui.Cell;
          return (
            <Text key={name} size="sm" component="div" data-konflik-field={name}>
              <b>{def.label}</b> — data terbaru: <View name={name} def={def} value={terkini[name]} row={terkini} />
            </Text>
          );
        })}
        <Group gap="xs">
          <Button size="compact-sm" color="orange" onClick={onTimpa}>
            Simpan isian saya (timpa data terbaru)
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => onPakaiTerbaru(baru)}>
            Pakai data terbaru
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
