import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Group, Input, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isFieldVisible, isWritable, parseRules, type FieldDef, type ResourceDef, type Role } from '@sigap/domain';
import { endsSession, splitFieldErrors } from '../lib/errors';
import { notifyError, notifySuccess } from '../lib/notify';
import { useSaveRecord, type Row } from '../lib/resource-api';
import { fieldUi } from './fields/registry';
import { denganVersi, KonflikVersi, rekamanTerkini } from './KonflikVersi';
import { apiValues, formLayout, initialValues, toPayload, validatePayload, type FormMode, type FormValue, type FormValues } from './form-values';

/** Fields that take the full form width: long texts, editors, lists of choices, uploads. */
export function isWide(def: FieldDef): boolean {
  const ui = fieldUi[def.kind];
  if ('wide' in ui && ui.wide) return true;
  if (def.kind === 'file' || def.kind === 'image') return true;
  return def.kind === 'text' && (def.maxLength ?? 255) > 255;
}
const sameValue = (a: FormValue | undefined, b: FormValue) => (Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b);
const isRequired = (def: FieldDef) => parseRules(def.rules).some((r) => r.name === 'mandatory');

export interface ResourceFormProps {
  resource: ResourceDef;
  role: Role;
  mode: FormMode;
  /** The stored record (update). */
  record?: Row | null;
  /** Starting values of a new record beyond the field defaults (e.g. the user's own region). */
  defaults?: Record<string, unknown>;
  onSaved: (row: Row | undefined) => void;
  onCancel: () => void;
}

/**
 * The generic form (PLT-07), in a page or a modal: every field kind through
 * the registry, the domain's validation on the client (the server's own
 * messages), server field errors on their fields, one notification for the
 * rest; hidden fields (role, show condition) are neither shown nor sent.
 */
export function ResourceForm({ resource, role, mode, record, defaults, onSaved, onCancel }: ResourceFormProps) {
  const [values, setValues] = useState<FormValues>(() => initialValues(resource, record ?? null, mode === 'create' ? defaults : undefined));
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  // optimistic concurrency: the version the form edits, and the server's record when a save met a newer one
  const versiRef = useRef<unknown>(record?.updated_at ?? null);
  const setVersi = (v: unknown) => {
    versiRef.current = v;
  };
  const [konflik, setKonflik] = useState<Row | null>(null);
  const save = useSaveRecord(resource.name);
  const formRef = useRef<HTMLFormElement>(null);
  const layout = useMemo(() => formLayout(resource, mode), [resource, mode]);
  const visibility = apiValues(resource, values);

  const setters = useMemo(() => {
    const out: Record<string, (v: FormValue) => void> = {};
    for (const name of Object.keys(resource.fields)) {
      out[name] = (v) => {
        // an input that reports its unchanged value (an editor settling) keeps the field's error
        if (sameValue(valuesRef.current[name], v)) return;
        valuesRef.current = { ...valuesRef.current, [name]: v };
        setValues(valuesRef.current);
        setErrors((prev) => {
          if (!(name in prev)) return prev;
          const next = { ...prev };
          delete next[name];
          return next;
        });
      };
    }
    return out;
  }, [resource]);

  const visible = (name: string) => {
    const def = resource.fields[name];
    return Boolean(def && isFieldVisible(def, role, visibility));
  };

  function focusFirstError() {
    requestAnimationFrame(() => {
      const el = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error, [data-error="true"]');
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (el && 'focus' in el && el.tagName === 'INPUT') el.focus();
    });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    const payload = toPayload(resource, role, values, mode);
    const clientErrors = validatePayload(resource, role, payload, mode, record ?? null);
    if (Object.keys(clientErrors).length) {
      setErrors(clientErrors);
      setSummary('Isian belum valid. Periksa kembali kolom yang ditandai.');
      focusFirstError();
      return;
    }
    setSummary(null);
    const versi = versiRef.current;
    save.mutate(
      { id: mode === 'update' ? record?.id : undefined, values: mode === 'update' ? denganVersi(resource, payload, versi) : payload },
      {
        onSuccess: (r) => {
          setKonflik(null);
          notifySuccess(typeof r.message === 'string' ? r.message : 'Data berhasil disimpan.');
          onSaved(r.data);
        },
        onError: (err) => {
          if (endsSession(err)) return; // the sign-in page says why
          const terkini = rekamanTerkini(err);
          if (terkini) {
            // what the user typed stays in the form; the newer record is shown beside it
            setKonflik(terkini);
            setSummary(null);
            requestAnimationFrame(() => formRef.current?.querySelector('[data-konflik]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
            return;
          }
          const shown = layout.flat().filter(visible);
          const { fields, rest } = splitFieldErrors(err, shown);
          if (Object.keys(fields).length) {
            setErrors(fields);
            setSummary(rest.length ? rest.join(' ') : 'Isian belum valid. Periksa kembali kolom yang ditandai.');
            focusFirstError();
            if (rest.length) notifyError(rest.join(' '));
          } else notifyError(rest.length ? rest.join(' ') : err);
        },
      },
    );
  }

  function renderField(name: string, span: { base: number; md: number }) {
    const stored = resource.fields[name]!;
    // "leave empty to keep" hints of secrets only make sense when editing
    const def = stored.kind === 'password' && mode === 'create' ? { ...stored, hint: undefined } : stored;
    const ui = fieldUi[def.kind];
    if (!isWritable(def)) {
      const View = 'View' in ui && ui.View ? ui.View : ui.Cell;
      return (
        <Grid.Col key={name} span={span}>
          <Input.Wrapper label={def.label} description="Diisi oleh sistem">
            <Text size="sm" mt={4} component="div">
              <View name={name} def={def} value={record?.[name]} row={record ?? {}} />
            </Text>
          </Input.Wrapper>
        </Grid.Col>
      );
    }
    const Field = ui.Input;
    return (
      <Grid.Col key={name} span={span} data-field={name}>
        <Field
          name={name}
          def={def}
          value={values[name] ?? null}
          onChange={setters[name]!}
          values={values}
          error={errors[name]}
          disabled={save.isPending}
          required={isRequired(def)}
        />
      </Grid.Col>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={`Formulir ${resource.label}`}>
      <Stack gap="md">
        {konflik && (
          <KonflikVersi
            resource={resource}
            fields={layout.flat().filter(visible)}
            values={values}
            terkini={konflik}
            onTimpa={() => {
              setVersi(konflik.updated_at ?? null);
              setKonflik(null);
              requestAnimationFrame(() => formRef.current?.requestSubmit());
            }}
            onPakaiTerbaru={(v) => {
              valuesRef.current = v;
              setValues(v);
              setVersi(konflik.updated_at ?? null);
              setKonflik(null);
            }}
          />
        )}
        {summary && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {summary}
          </Alert>
        )}
        {resource.form ? (
          layout.map((row, i) => {
            const shown = row.filter(visible);
            return shown.length ? (
              <Grid key={i} gap="md">
                {shown.map((name) => renderField(name, { base: 12, md: 12 / shown.length }))}
              </Grid>
            ) : null;
          })
        ) : (
          <Grid gap="md">
            {layout
              .flat()
              .filter(visible)
              .map((name) => renderField(name, { base: 12, md: isWide(resource.fields[name]!) ? 12 : 6 }))}
          </Grid>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Batal
          </Button>
          <Button type="submit" loading={save.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
