import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Badge, Button, Card, Grid, Group, Input, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCloudUpload, IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import {
  A_CRUD,
  cekKoordinat,
  getResource,
  inovasiOverrides,
  isFieldVisible,
  parseRules,
  validateInput,
  type FieldDef,
  type PeriodePenilaian,
} from '@sigap/domain';
import { endsSession, splitFieldErrors } from '../../lib/errors';
import { formatTanggal, formatWaktu } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { resourceQueries, type Row } from '../../lib/resource-api';
import { denganVersi, KonflikVersi, rekamanTerkini } from '../../resource-ui/KonflikVersi';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kunciIdempoten, type Envelope } from '../../lib/api';
import { isiAlamat } from '../../lib/kontrak';
import { kotakKeluarAkun, PESAN_DIANTRE, simpanAtauAntre } from '../../lib/kotak-keluar';
import type { MeUser } from '../../lib/session';
import { fieldUi } from '../../resource-ui/fields/registry';
import { apiValues, initialValues, toPayloadValue, type FormValue, type FormValues } from '../../resource-ui/form-values';
import { clearDraft, draftDiffers, draftKey, loadDraft, saveDraft } from './draft';
import { TAHAPAN_LABEL } from './shared';

const resource = getResource('iga2020_inovasi')!;
// the date pickers (dayjs) are their own chunk
const TanggalInput = lazy(() => import('../../resource-ui/fields/DateInputs').then((m) => ({ default: m.DateField })));

/** The form's sections, in the spec's order of fields (INO-01). */
const SECTIONS: { title: string; rows: string[][] }[] = [
  { title: 'Informasi Inovasi', rows: [['profil_id'], ['nama'], ['inovasi_status'], ['inisiator', 'nama_inisiator'], ['koordinat'], ['klasifikasi_inovasi', 'jenis_inovasi'], ['bentuk_inovasi'], ['is_covid', 'klaster_covid_id'], ['urusan_pemerintah_id'], ['is_index']] },
  { title: 'Waktu', rows: [['waktu', 'waktu_implementasi'], ['is_developed', 'waktu_pengembangan']] },
  { title: 'Uraian Inovasi', rows: [['latar_belakang'], ['tujuan'], ['manfaat'], ['hasil_inovasi']] },
  { title: 'Dokumen Pendukung', rows: [['anggaran', 'profil_bisnis'], ['haki', 'penghargaan']] },
];
const FORM_FIELDS = SECTIONS.flatMap((s) => s.rows.flat());
const TANGGAL_TERKUNCI = ['waktu_implementasi', 'waktu_pengembangan'];
const isRequired = (def: FieldDef) => parseRules(def.rules).some((r) => r.name === 'mandatory');
const sameValue = (a: FormValue | undefined, b: FormValue) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface InovasiFormProps {
  user: MeUser;
  settings: Record<string, string | undefined>;
  /** The period of the assessment year: its application window is the date range (null until loaded: the settings'). */
  periode?: PeriodePenilaian | null;
  /** The stored record (edit or view); null for a new one. */
  record: Row | null;
  /** Read-only view: the row's `aksi` lacks `ubah`. */
  readOnly: boolean;
  readOnlyReason?: ReactNode;
  backTo: string;
}

/**
 * The innovation form (INO-02, INO-10): every field through the generic
 * field registry, the domain's validation before sending (same messages as
 * the server), server field errors on their fields, and a local draft that
 * keeps what was typed across reloads and failed requests.
 */
export function InovasiForm({ user, settings, periode, record, readOnly, readOnlyReason, backTo }: InovasiFormProps) {
  const navigate = useNavigate();
  const mode = record ? 'update' : 'create';
  const overrides = useMemo(
    () => inovasiOverrides(settings, periode),
    [settings.tanggal_penerapan_min, settings.tanggal_penerapan_max, periode?.tanggalPenerapan.min, periode?.tanggalPenerapan.max],
  );
  // a legacy theme (0-8) is readable but not choosable: its name is shown next to the Asta Cita choices
  const legacy = record != null && record.is_covid != null && Number(record.is_covid) < 9;
  const tema = useQuery({ ...resourceQueries('iga2020_tematik').lookup({ value: 'kode', per_page: 100 }), enabled: legacy && !readOnly });
  const temaLama = legacy ? (tema.data?.find((o) => String(o.value) === String(record.is_covid))?.label ?? `kode ${String(record.is_covid)}`) : null;
  const defs = useMemo(() => {
    const out: Record<string, FieldDef> = {};
    for (const name of FORM_FIELDS) {
      const base = resource.fields[name]!;
      out[name] = { ...base, ...(overrides as Record<string, Partial<FieldDef>>)[name] };
    }
    const w = overrides.waktu_implementasi;
    const jendela = periode ? ` (jendela penilaian IID ${periode.tahun}; di luar itu inovasi tidak dihitung)` : '';
    out.waktu_implementasi = { ...out.waktu_implementasi!, hint: `Antara ${formatTanggal(w.minDate)} dan ${formatTanggal(w.maxDate)}${jendela}.` };
    out.waktu_pengembangan = { ...out.waktu_pengembangan!, hint: `Antara ${formatTanggal(w.minDate)} dan ${formatTanggal(w.maxDate)}.` };
    out.profil_id = { ...out.profil_id!, rules: 'mandatory' };
    if (temaLama) out.is_covid = { ...out.is_covid!, hint: `Tema lama: ${temaLama}. Tema lama tidak dapat dipilih lagi; pilih salah satu Asta Cita.` };
    return out;
  }, [overrides, temaLama, periode?.tahun]);

  // a regional user's innovation belongs to their region; central roles choose one when adding
  const chooseRegion = mode === 'create' && user.daerah_ids === null;
  const tanggalTerkunci = Boolean(record?.tanggal_terkunci);
  const baseValues = useMemo(() => initialValues(resource, record, record ? undefined : { profil_id: user.profil_id ?? user.m_daerah_id ?? null }), [record, user]);
  const key = draftKey(user.id, record?.id ?? null);

  const [restored, setRestored] = useState<number | null>(null);
  const [values, setValues] = useState<FormValues>(() => {
    if (readOnly) return baseValues;
    const d = loadDraft<FormValues>(key);
    if (d && draftDiffers(d.values, baseValues)) return { ...baseValues, ...d.values };
    return baseValues;
  });
  useEffect(() => {
    if (readOnly) return;
    const d = loadDraft<FormValues>(key);
    if (d && draftDiffers(d.values, baseValues)) setRestored(d.savedAt);
  }, []);
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [storageFull, setStorageFull] = useState(false);
  const qc = useQueryClient();
  // the record saved (a create queued offline gets its id once the outbox sent it) and the outbox entry last
  // queued by this form: saves made while it waits queue behind it, as updates of the same record (decision 107)
  const idRef = useRef<number | null>(record?.id ?? null);
  const antreRef = useRef<string | null>(null);
  const [sasaranBaru] = useState(() => `iga2020_inovasi:baru:${kunciIdempoten()}`);
  const [diantre, setDiantre] = useState(false);
  const save = useMutation({
    // offline the save still runs (React Query would pause it): it goes to the outbox
    networkMode: 'always',
    mutationFn: (v: { id: number | null; menungguBaru: boolean; values: Record<string, unknown> }) =>
      simpanAtauAntre<Envelope<Row>>({
        method: v.id || v.menungguBaru ? A_CRUD.ubah.method : A_CRUD.tambah.method,
        // the update of a create still waiting: `:id` is filled from the create's answer when sent
        path: v.id ? isiAlamat(A_CRUD.ubah, { table: 'iga2020_inovasi', id: v.id }) : v.menungguBaru ? A_CRUD.ubah.path.replace(':table', 'iga2020_inovasi') : isiAlamat(A_CRUD.tambah, { table: 'iga2020_inovasi' }),
        body: v.values,
        label: `Simpan inovasi '${String(v.values.nama ?? record?.nama ?? '')}'`,
        jenis: 'rekaman',
        sasaran: v.id ? `iga2020_inovasi:${v.id}` : sasaranBaru,
      }),
    onSuccess: (r) => {
      if (!r.diantre) void qc.invalidateQueries({ queryKey: resourceQueries('iga2020_inovasi').all });
    },
  });
  // optimistic concurrency: the version being edited, and the newer record when a save met one
  const versiRef = useRef<unknown>(record?.updated_at ?? null);
  const [konflik, setKonflik] = useState<Row | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const converted = apiValues(resource, values);

  // autosave: shortly after each change, and at once when the page goes away
  // what the draft is compared with: the record as loaded, or the values last queued in the outbox
  const dasarRef = useRef(baseValues);
  const writeDraft = () => {
    if (readOnly) return;
    const v = valuesRef.current;
    if (draftDiffers(v, dasarRef.current)) setStorageFull(!saveDraft(key, v));
    else clearDraft(key);
  };
  const timer = useRef<number | null>(null);
  useEffect(() => {
    if (readOnly) return;
    if (timer.current) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(writeDraft, 300);
  }, [values]);
  useEffect(() => {
    const flush = () => {
      if (timer.current) window.clearTimeout(timer.current);
      writeDraft();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key]);
  const saved = useRef(false);

  const setters = useMemo(() => {
    const out: Record<string, (v: FormValue) => void> = {};
    for (const name of FORM_FIELDS) {
      out[name] = (v) => {
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
  }, []);

  const visible = (name: string) => {
    if (name === 'profil_id') return chooseRegion;
    if (name === 'is_index') return mode === 'update' && isFieldVisible(defs[name]!, user.role, converted);
    return isFieldVisible(defs[name]!, user.role, converted);
  };
  const locked = (name: string) => tanggalTerkunci && TANGGAL_TERKUNCI.includes(name);

  function payload(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const name of FORM_FIELDS) {
      if (!visible(name) || locked(name)) continue;
      out[name] = toPayloadValue(defs[name]!, values[name]);
    }
    return out;
  }

  function focusFirstError() {
    requestAnimationFrame(() => {
      const el = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error, [data-error="true"]');
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (el && el.tagName === 'INPUT') el.focus();
    });
  }

  function discardDraft() {
    clearDraft(key);
    valuesRef.current = baseValues;
    setValues(baseValues);
    setErrors({});
    setSummary(null);
    setRestored(null);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending || readOnly) return;
    const body = payload();
    const { errors: clientErrors } = validateInput(resource, body, { mode, role: user.role, current: record ?? undefined, overrides });
    const koordinat = cekKoordinat(body.koordinat);
    if (koordinat && !clientErrors.koordinat) clientErrors.koordinat = koordinat;
    if (chooseRegion && body.profil_id == null) clientErrors.profil_id = 'Pemerintah Daerah wajib diisi.';
    const shown = Object.fromEntries(Object.entries(clientErrors).filter(([k]) => visible(k)));
    if (Object.keys(shown).length) {
      setErrors(shown);
      setSummary(`Isian belum valid (${Object.keys(shown).length} kolom). Periksa kembali kolom yang ditandai.`);
      focusFirstError();
      return;
    }
    writeDraft();
    setSummary(null);
    // a save queued from this form and answered since: continue from the record and version it produced
    if (antreRef.current) {
      const s = kotakKeluarAkun()?.status(antreRef.current);
      if (s?.status === 'selesai' && s.ringkas) {
        idRef.current = s.ringkas.id ?? idRef.current;
        versiRef.current = s.ringkas.versi._?.[1] ?? versiRef.current;
      }
      if (s?.status !== 'menunggu') antreRef.current = null;
    }
    const id = idRef.current;
    save.mutate(
      { id, menungguBaru: id === null && antreRef.current !== null, values: denganVersi(resource, body, versiRef.current) },
      {
        onSuccess: (hasil) => {
          if (hasil.diantre) {
            // kept in the outbox (the draft's job is done): the form stays for more changes, queued behind it
            antreRef.current = hasil.kunci;
            dasarRef.current = valuesRef.current;
            clearDraft(key);
            setDiantre(true);
            notifySuccess(PESAN_DIANTRE);
            return;
          }
          const r = hasil.jawaban;
          saved.current = true;
          clearDraft(key);
          valuesRef.current = baseValues; // nothing left to keep when the page closes
          notifySuccess(typeof r.message === 'string' ? r.message : 'Inovasi berhasil disimpan.');
          navigate(backTo);
        },
        onError: (err) => {
          if (endsSession(err)) return;
          const terkini = rekamanTerkini(err);
          if (terkini) {
            setKonflik(terkini);
            requestAnimationFrame(() => formRef.current?.querySelector('[data-konflik]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
            return;
          }
          const { fields, rest } = splitFieldErrors(err, FORM_FIELDS.filter(visible));
          const keep = ' Isian Anda tetap tersimpan sebagai draf di peramban ini.';
          if (Object.keys(fields).length) {
            setErrors(fields);
            setSummary((rest.length ? rest.join(' ') : 'Isian belum valid. Periksa kembali kolom yang ditandai.') + keep);
            focusFirstError();
          } else {
            setSummary((rest.length ? rest.join(' ') : err instanceof Error ? err.message : 'Gagal menyimpan.') + keep);
            notifyError(rest.length ? rest.join(' ') : err, 'Gagal menyimpan');
          }
        },
      },
    );
  }

  function renderField(name: string, span: number) {
    const def = defs[name]!;
    const ui = fieldUi[def.kind];
    if (readOnly || locked(name)) {
      const View = 'View' in ui && ui.View ? ui.View : ui.Cell;
      return (
        <Grid.Col key={name} span={{ base: 12, md: span }} data-field={name} id={name}>
          {def.kind === 'date' ? (
            <TextInput
              label={def.label}
              value={formatTanggal(typeof values[name] === 'string' ? (values[name] as string) : '') || '-'}
              readOnly
              description={locked(name) && !readOnly ? 'Tidak dapat diubah setelah inovasi pernah dikirim.' : undefined}
              variant="filled"
            />
          ) : (
            <Input.Wrapper label={def.label}>
              <Text size="sm" mt={4} component="div">
                <View name={name} def={def} value={record?.[name] ?? converted[name]} row={record ?? {}} />
              </Text>
            </Input.Wrapper>
          )}
        </Grid.Col>
      );
    }
    const Field = def.kind === 'date' ? TanggalField : ui.Input;
    return (
      <Grid.Col key={name} span={{ base: 12, md: span }} data-field={name} id={name}>
        <Field
          name={name}
          def={def}
          value={values[name] ?? null}
          onChange={setters[name]!}
          values={values}
          error={errors[name]}
          disabled={save.isPending}
          required={isRequired(def) || (name === 'waktu_pengembangan' && converted.is_developed === 1)}
        />
      </Grid.Col>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Formulir Inovasi Daerah">
      <Stack gap="md">
        {readOnly && readOnlyReason && (
          <Alert color="blue" variant="light" data-testid="hanya-baca">
            {readOnlyReason}
          </Alert>
        )}
        {restored !== null && (
          <Alert color="yellow" variant="light" icon={<IconRestore size={18} />} data-testid="draf-dipulihkan" title="Draf dipulihkan">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm">Isian yang belum tersimpan dari {formatWaktu(new Date(restored).toISOString())} dipulihkan. Simpan untuk mengirimnya ke server.</Text>
              <Button size="compact-sm" variant="default" onClick={discardDraft}>
                Buang draf
              </Button>
            </Group>
          </Alert>
        )}
        {storageFull && (
          <Alert color="orange" variant="light">
            Penyimpanan peramban penuh: draf tidak dapat disimpan. Simpan isian Anda segera.
          </Alert>
        )}
        {konflik && (
          <KonflikVersi
            resource={resource}
            fields={FORM_FIELDS.filter(visible)}
            values={values}
            terkini={konflik}
            onTimpa={() => {
              versiRef.current = konflik.updated_at ?? null;
              setKonflik(null);
              requestAnimationFrame(() => formRef.current?.requestSubmit());
            }}
            onPakaiTerbaru={(v) => {
              valuesRef.current = v;
              setValues(v);
              versiRef.current = konflik.updated_at ?? null;
              setKonflik(null);
            }}
          />
        )}
        {diantre && !summary && (
          <Alert color="blue" variant="light" icon={<IconCloudUpload size={18} />} data-testid="tersimpan-di-perangkat" title="Belum terkirim">
            {PESAN_DIANTRE} Perubahan berikutnya di formulir ini ikut diantrekan sesuai urutan.
          </Alert>
        )}
        {summary && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="ringkasan-galat">
            {summary}
          </Alert>
        )}
        {record && (
          <Group gap="xs">
            <Badge variant="light">Tahun {String(record.tahun ?? '-')}</Badge>
            <Badge variant="light" color="grape">
              {TAHAPAN_LABEL[Number(record.inovasi_status)] ?? '-'}
            </Badge>
            <Badge variant="light" color="teal" data-testid="kematangan">
              Kematangan: {String(record.kematangan ?? 0)}
              {periode?.skorMaksKematangan ? ` / ${periode.skorMaksKematangan}` : ''}
            </Badge>
            {typeof record.status_pengiriman === 'string' && <Badge variant="light" color="gray">{record.status_pengiriman}</Badge>}
          </Group>
        )}
        {SECTIONS.map((section) => {
          const rows = section.rows.map((r) => r.filter(visible)).filter((r) => r.length);
          if (!rows.length) return null;
          return (
            <Card key={section.title} withBorder radius="md" padding="lg">
              <Title order={3} size="h5" mb="sm">
                {section.title}
              </Title>
              <Stack gap="md">
                {rows.map((r, i) => (
                  <Grid key={i} gap="md">
                    {r.map((name) => renderField(name, 12 / r.length))}
                  </Grid>
                ))}
              </Stack>
            </Card>
          );
        })}
        {record && (
          <Card withBorder radius="md" padding="lg">
            <Input.Wrapper label="Kematangan" description="Dihitung dari indikator inovasi (hanya baca)">
              <Text size="sm" mt={4}>
                {String(record.kematangan ?? 0)}
              </Text>
            </Input.Wrapper>
          </Card>
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} className="sigap-flip" />} disabled={save.isPending}>
            {readOnly ? 'Kembali' : 'Batal'}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              Simpan
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function TanggalField(p: React.ComponentProps<typeof TanggalInput>) {
  return (
    <Suspense fallback={<Skeleton h={60} radius="sm" />}>
      <TanggalInput {...p} />
    </Suspense>
  );
}
