import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { getResource, parseRules, type FieldDef, type SesiAkun } from '@sigap/domain';
import { endsSession, splitFieldErrors } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSaveRecord, type Row } from '../../lib/resource-api';
import { fieldUi } from '../../resource-ui/fields/registry';
import { LookupInput } from '../../resource-ui/fields/LookupInput';
import { UploadInput } from '../../resource-ui/fields/UploadInput';
import { denganVersi, KonflikVersi, rekamanTerkini } from '../../resource-ui/KonflikVersi';
import { initialValues, toPayload, validatePayload, type FormValue, type FormValues } from '../../resource-ui/form-values';
import { diklatApi } from './api';

const RESOURCE = getResource('laporan_diklat')!;
const F = RESOURCE.fields;
/** The region of a report: the profile id is the region id, chosen from the regions every role may list. */
const DAERAH: FieldDef = { ...F.profil_id!, lookup: { resource: 'm_daerah' } };
const BARIS: string[][] = [
  ['nama_peserta', 'nip'],
  ['jabatan', 'instansi'],
  ['profil_id', 'nomor_sertifikat_pelatihan'],
  ['jenis_pelatihan_id', 'urusan_pemerintah_id'],
  ['judul_proyek'],
  ['nama_mentor', 'inovasi_id'],
  ['executive_summary'],
  ['file_laporan'],
  ['file_video'],
];
const wajib = (def: FieldDef) => parseRules(def.rules).some((r) => r.name === 'mandatory');

/** The innovations of the report's region (item 8), from the diklat module (the diklat roles do not list innovations). */
function InovasiInput({ profilId, value, onChange, error, disabled }: { profilId: number | null; value: FormValue; onChange: (v: FormValue) => void; error?: string; disabled: boolean }) {
  const [cari, setCari] = useState('');
  const [tunda] = useDebouncedValue(cari, 300);
  const q = useQuery({ ...diklatApi.inovasi(profilId ?? 0, tunda.trim()), enabled: profilId !== null });
  const label = useRef(new Map<string, string>());
  const pilihan = useMemo(() => {
    const items = (q.data ?? []).map((r) => ({ value: String(r.id), label: r.tahun ? `${r.nama} (${r.tahun})` : r.nama }));
    for (const i of items) label.current.set(i.value, i.label);
    const v = value === null || value === '' ? null : String(value);
    if (v && !items.some((i) => i.value === v)) items.push({ value: v, label: label.current.get(v) ?? `Inovasi #${v}` });
    return items;
  }, [q.data, value]);
  return (
    <Select
      label={F.inovasi_id!.label}
      description={profilId === null ? 'Pilih daerah terlebih dahulu.' : 'Inovasi daerah yang dihasilkan proyek perubahan ini (boleh kosong).'}
      placeholder="Ketik untuk mencari…"
      data={pilihan}
      value={value === null || value === '' ? null : String(value)}
      onChange={(v) => onChange(v)}
      searchable
      searchValue={cari}
      onSearchChange={setCari}
      filter={({ options }) => options}
      clearable
      disabled={disabled || profilId === null}
      error={error}
      nothingFoundMessage={q.isFetching ? 'Memuat…' : 'Tidak ada inovasi di daerah ini'}
      comboboxProps={{ withinPortal: true }}
      data-field-input="inovasi_id"
    />
  );
}

/**
 * The form of a training report (DKL-01): the resource's fields and rules (client validation with the
 * server's function), the report as a PDF upload, the region fixed for regional roles, and the innovation
 * chosen among the region's. The server checks all of it again (PDF by content, scope, the innovation's region).
 */
export function DiklatForm({ user, record, onSaved, onCancel }: { user: SesiAkun; record: Row | null; onSaved: (row: Row | undefined) => void; onCancel: () => void }) {
  const mode = record ? 'update' : 'create';
  const regionTerkunci = user.daerah_ids !== null && user.profil_id != null ? user.profil_id : null;
  const [values, setValues] = useState<FormValues>(() => initialValues(RESOURCE, record, mode === 'create' && regionTerkunci != null ? { profil_id: regionTerkunci } : undefined));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ringkasan, setRingkasan] = useState<string | null>(null);
  const [konflik, setKonflik] = useState<Row | null>(null);
  const versi = useRef<unknown>(record?.updated_at ?? null);
  const save = useSaveRecord('laporan_diklat');
  const formRef = useRef<HTMLFormElement>(null);
  const names = BARIS.flat();

  const set = (name: string) => (v: FormValue) => {
    setValues((cur) => {
      const next = { ...cur, [name]: v };
      // another region: the innovation chosen belongs to the old one
      if (name === 'profil_id' && String(cur.profil_id ?? '') !== String(v ?? '')) next.inovasi_id = null;
      return next;
    });
    setErrors((e) => {
      if (!(name in e)) return e;
      const n = { ...e };
      delete n[name];
      return n;
    });
  };

  const fokus = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' }));

  function kirim(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    const payload = toPayload(RESOURCE, user.role, values, mode);
    const salah = validatePayload(RESOURCE, user.role, payload, mode, record);
    if (Object.keys(salah).length) {
      setErrors(salah);
      setRingkasan('Isian belum valid. Periksa kembali kolom yang ditandai.');
      fokus();
      return;
    }
    setRingkasan(null);
    save.mutate(
      { id: record?.id, values: mode === 'update' ? denganVersi(RESOURCE, payload, versi.current) : payload },
      {
        onSuccess: (r) => {
          notifySuccess(typeof r.message === 'string' ? r.message : 'Data berhasil disimpan.');
          onSaved(r.data);
        },
        onError: (err) => {
          if (endsSession(err)) return;
          const terkini = rekamanTerkini(err);
          if (terkini) {
            setKonflik(terkini);
            return;
          }
          const { fields, rest } = splitFieldErrors(err, names);
          if (Object.keys(fields).length) {
            setErrors(fields);
            setRingkasan(rest.length ? rest.join(' ') : 'Isian belum valid. Periksa kembali kolom yang ditandai.');
            fokus();
          } else notifyError(rest.length ? rest.join(' ') : err, 'Laporan gagal disimpan');
        },
      },
    );
  }

  const profilId = values.profil_id === null || values.profil_id === '' || values.profil_id === undefined ? null : Number(values.profil_id);
  const field = (name: string) => {
    const def = F[name]!;
    const common = { name, value: values[name] ?? null, onChange: set(name), values, error: errors[name], disabled: save.isPending, required: wajib(def) };
    if (name === 'profil_id')
      return regionTerkunci != null ? (
        <TextInput label={def.label} value={user.daerah?.nama ?? String(regionTerkunci)} description="Laporan dicatat untuk daerah Anda." disabled withAsterisk readOnly />
      ) : (
        <LookupInput {...common} def={DAERAH} />
      );
    if (name === 'inovasi_id') return <InovasiInput profilId={profilId} value={values.inovasi_id ?? null} onChange={set('inovasi_id')} error={errors.inovasi_id} disabled={save.isPending} />;
    if (name === 'file_laporan') return <UploadInput {...common} def={{ ...def, hint: 'Berkas PDF laporan proyek perubahan.' }} accept="application/pdf" />;
    const Input = fieldUi[def.kind].Input;
    return <Input {...common} def={def} />;
  };

  return (
    <form ref={formRef} onSubmit={kirim} noValidate aria-label="Formulir Laporan Diklat">
      <Stack gap="md">
        {konflik && (
          <KonflikVersi
            resource={RESOURCE}
            fields={names}
            values={values}
            terkini={konflik}
            onTimpa={() => {
              versi.current = konflik.updated_at ?? null;
              setKonflik(null);
              requestAnimationFrame(() => formRef.current?.requestSubmit());
            }}
            onPakaiTerbaru={(v) => {
              setValues(v);
              versi.current = konflik.updated_at ?? null;
              setKonflik(null);
            }}
          />
        )}
        {ringkasan && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {ringkasan}
          </Alert>
        )}
        {BARIS.map((baris) => (
          <Grid key={baris.join()} gap="md">
            {baris.map((name) => (
              <Grid.Col key={name} span={{ base: 12, md: 12 / baris.length }} data-field={name}>
                {field(name)}
              </Grid.Col>
            ))}
          </Grid>
        ))}
        <Group justify="flex-end" gap="sm">
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
