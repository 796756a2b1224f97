import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import './platform.css';
import { useEffect, useMemo, useState } from 'react';
import { Link, useBlocker } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Group, Modal, MultiSelect, NumberInput, SimpleGrid, Skeleton, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconAlertTriangle, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import {
  can,
  definisiPengaturan,
  GRUP_PENGATURAN,
  normalisasiPengaturan,
  PENGATURAN,
  TAHUN_PENGATURAN_MAX,
  TAHUN_PENGATURAN_MIN,
  urutanSimpanPengaturan,
  validasiPengaturan,
  type DefinisiPengaturan,
} from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { endsSession, userMessage } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { resourceApi, resourceQueries, type Row } from '../../lib/resource-api';
import { paths } from '../../lib/routes';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';

interface SettingRow {
  id: number;
  name: string;
  setting_value: string;
  keterangan: string;
}

const toSetting = (r: Row): SettingRow => ({
  id: r.id,
  name: String(r.name ?? ''),
  setting_value: r.setting_value === null || r.setting_value === undefined ? '' : String(r.setting_value),
  keterangan: r.keterangan === null || r.keterangan === undefined ? '' : String(r.keterangan),
});

/** Every app_settings row (a handful; read in pages of 100 to be safe). */
async function loadSettings(signal?: AbortSignal): Promise<SettingRow[]> {
  const out: SettingRow[] = [];
  for (let page = 0; page < 20; page++) {
    const r = await resourceApi.list('app_settings', { page, per_page: 100, orderBy: { field: 'name', sort: 'asc' } }, signal);
    out.push(...r.data.map(toSetting));
    if (out.length >= r.total || r.data.length === 0) break;
  }
  return out;
}

/**
 * Pengaturan (PLT-13): the application settings as a form. Known settings
 * (domain `PENGATURAN`) get their Indonesian label, help text and an input of
 * their kind; unknown ones stay editable as text. Values are checked with the
 * domain rules the API applies, saved one by one through /crud/app_settings
 * (each change logged) in an order that keeps min/max pairs valid.
 */
export default function SettingsPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const qc = useQueryClient();
  const canUpdate = can(user.role, 'update', 'app_settings');
  const canCreate = can(user.role, 'create', 'app_settings');
  const list = useQuery({ queryKey: [...resourceQueries('app_settings').all, 'settings-screen'], queryFn: ({ signal }) => loadSettings(signal), staleTime: 0 });
  const rows = list.data;
  const stored = useMemo(() => Object.fromEntries((rows ?? []).map((r) => [r.name, r.setting_value])), [rows]);

  const [draft, setDraft] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);

  // what differs from the stored value once normalised (a year list in another order is no change)
  const changes = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [name, v] of Object.entries(draft)) if (name in stored && normalisasiPengaturan(name, v) !== normalisasiPengaturan(name, stored[name])) out[name] = v;
    return out;
  }, [draft, stored]);
  const dirty = Object.keys(changes).length > 0;
  const errors = useMemo(() => ({ ...validasiPengaturan(changes, stored), ...serverErrors }), [changes, stored, serverErrors]);

  // no lost input: leaving with unsaved changes asks first
  // (an ended session goes to /login unasked: the changes could not be saved anyway)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== '/login',
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const valueOf = (name: string) => (name in draft ? draft[name]! : (stored[name] ?? ''));
  const setValue = (name: string, v: string) => {
    setDraft((d) => ({ ...d, [name]: v }));
    setServerErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };

  async function save() {
    setTried(true);
    if (!rows || !dirty) return;
    const local = validasiPengaturan(changes, stored);
    if (Object.keys(local).length) {
      notifyError('Periksa kembali isian yang ditandai.', 'Pengaturan belum disimpan');
      return;
    }
    const order = urutanSimpanPengaturan(changes, stored) ?? Object.keys(changes);
        setSaving(true);
    const saved: string[] = [];
    const failed: Record<string, string> = {};
    let other: unknown = null;
    for (const name of order) {
      const row = byName.get(name)!;
      try {
        await resourceApi.update('app_settings', row.id, { name, setting_value: normalisasiPengaturan(name, changes[name]) });
        saved.push(name);
      } catch (e) {
        if (endsSession(e)) break;
        if (isApiError(e) && e.errors) failed[name] = e.errors.setting_value ?? e.errors.name ?? Object.values(e.errors)[0] ?? userMessage(e);
        else other = e;
        if (!isApiError(e) || e.status === 0) break; // no answer: stop, the rest stays in the form
      }
    }
    setSaving(false);
    setServerErrors(failed);
    // what was saved leaves the draft; the rest stays for the user to fix
    setDraft((d) => Object.fromEntries(Object.entries(d).filter(([n]) => !saved.includes(n))));
    if (saved.length) {
      await Promise.all([
        qc.invalidateQueries({ queryKey: resourceQueries('app_settings').all }),
        // the session's copy of the settings (localStorage) and the user's flags follow
        qc.invalidateQueries({ queryKey: ['app_settings'] }),
        qc.invalidateQueries({ queryKey: ['me'] }),
      ]);
    }
    const notSaved = Object.keys(changes).length - saved.length;
    if (!notSaved) notifySuccess(saved.length === 1 ? 'Pengaturan berhasil disimpan.' : `${saved.length} pengaturan berhasil disimpan.`);
    else if (other) notifyError(other, saved.length ? `${saved.length} tersimpan, ${notSaved} belum` : 'Pengaturan belum disimpan');
    else if (Object.keys(failed).length) notifyError('Periksa kembali isian yang ditandai.', saved.length ? `${saved.length} tersimpan, ${notSaved} belum` : 'Pengaturan belum disimpan');
    if (!notSaved) setTried(false);
  }

  const byName = new Map((rows ?? []).map((r) => [r.name, r]));
  const unknown = (rows ?? []).filter((r) => !definisiPengaturan(r.name));
  const missing = Object.keys(PENGATURAN).filter((n) => rows && !(n in stored));
  const errorOf = (name: string) => (tried || name in changes ? errors[name] : undefined);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text c="dimmed" size="sm">
            Pengaturan aplikasi: periode, tahun data, lomba. Setiap perubahan tercatat di Log Aktivitas.
          </Text>
        </div>
        {canCreate && (
          <Button component={Link} to={paths.create(module.slug)} variant="default" leftSection={<IconPlus size={18} />}>
            Tambah pengaturan
          </Button>
        )}
      </Group>

      {list.isPending ? (
        <Stack gap="sm" aria-label="Memuat pengaturan">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={160} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Pengaturan tidak dapat dimuat">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{userMessage(list.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void list.refetch()}>
              Coba lagi
            </Button>
          </Stack>
        </Alert>
      ) : (
        <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
          {!canUpdate && (
            <Alert color="blue" variant="light">
              Anda hanya dapat melihat pengaturan.
            </Alert>
          )}
          {missing.length > 0 && (
            <Alert color="yellow" variant="light" title="Pengaturan bawaan belum tersimpan">
              {missing.map((n) => PENGATURAN[n as keyof typeof PENGATURAN].label).join(', ')}: aplikasi memakai nilai bawaan. Jalankan seed data untuk menambahkannya.
            </Alert>
          )}
          {GRUP_PENGATURAN.map((grup) => {
            // the catalogue's order, a min/max pair side by side
            const names = (Object.keys(PENGATURAN) as (keyof typeof PENGATURAN)[]).filter((n) => PENGATURAN[n].grup === grup && byName.has(n));
            if (!names.length) return null;
            const input = (n: string) => (
              <SettingInput
                key={n}
                name={n}
                def={definisiPengaturan(n)!}
                value={valueOf(n)}
                stored={stored[n] ?? ''}
                error={errorOf(n)}
                disabled={!canUpdate || saving}
                onChange={(v) => setValue(n, v)}
              />
            );
            return (
              <Card key={grup} withBorder radius="md" padding="md" component="section" aria-labelledby={`grup-${slug(grup)}`}>
                <Title order={3} size="h5" mb="sm" id={`grup-${slug(grup)}`}>
                  {grup}
                </Title>
                <Stack gap="md">
                  {names.map((n) => {
                    const pair = PENGATURAN[n].pasangan;
                    if (pair?.ujung === 'max' && names.includes(pair.lawan)) return null; // drawn with its min
                    if (pair?.ujung === 'min' && names.includes(pair.lawan))
                      return (
                        <SimpleGrid key={n} cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                          {input(n)}
                          {input(pair.lawan)}
                        </SimpleGrid>
                      );
                    return input(n);
                  })}
                </Stack>
              </Card>
            );
          })}
          {unknown.length > 0 && (
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="grup-lain">
              <Title order={3} size="h5" mb="sm" id="grup-lain">
                Pengaturan lain
              </Title>
              <Stack gap="md">
                {unknown.map((r) => (
                  <Textarea
                    key={r.id}
                    label={r.name}
                    description={r.keterangan || undefined}
                    value={valueOf(r.name)}
                    onChange={(e) => setValue(r.name, e.currentTarget.value)}
                    error={errorOf(r.name)}
                    disabled={!canUpdate || saving}
                    autosize
                    minRows={1}
                    maxRows={8}
                    data-setting={r.name}
                  />
                ))}
              </Stack>
            </Card>
          )}
          {rows && rows.length === 0 && (
            <Card withBorder radius="md" py="xl">
              <Text c="dimmed" ta="center">
                Tidak ada data
              </Text>
            </Card>
          )}
        </DatesProvider>
      )}

      {canUpdate && rows && rows.length > 0 && (
        <Card withBorder radius="md" padding="sm" className="sigap-settings-save" shadow={dirty ? 'md' : undefined}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" c={dirty ? undefined : 'dimmed'} role="status">
              {dirty ? `${Object.keys(changes).length} perubahan belum disimpan` : 'Tidak ada perubahan'}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="default"
                disabled={!dirty || saving}
                onClick={() => {
                  setDraft({});
                  setServerErrors({});
                  setTried(false);
                }}
              >
                Batal
              </Button>
              <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => void save()} loading={saving} disabled={!dirty}>
                Simpan
              </Button>
            </Group>
          </Group>
        </Card>
      )}

      <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Perubahan belum disimpan" centered>
        <Text size="sm">Perubahan pengaturan belum disimpan. Tinggalkan halaman ini dan buang perubahan?</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            Tetap di sini
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Tinggalkan
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

interface SettingInputProps {
  name: string;
  def: DefinisiPengaturan;
  value: string;
  stored: string;
  error?: string;
  disabled: boolean;
  onChange: (v: string) => void;
}

function yearOptions(value: string): string[] {
  const now = new Date().getFullYear();
  const chosen = value
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= TAHUN_PENGATURAN_MIN && n <= TAHUN_PENGATURAN_MAX);
  const from = Math.min(2005, ...chosen);
  const to = Math.max(now + 3, ...chosen);
  return Array.from({ length: to - from + 1 }, (_, i) => String(to - i));
}

/** One known setting with the input of its kind, its help text and whether it changed. */
function SettingInput({ name, def, value, stored, error, disabled, onChange }: SettingInputProps) {
  const changed = normalisasiPengaturan(name, value) !== normalisasiPengaturan(name, stored);
  const label = (
    <Group gap={6} component="span" wrap="wrap">
      <span>{def.label}</span>
      {changed && (
        <Badge size="xs" color="orange" variant="light" component="span">
          diubah
        </Badge>
      )}
    </Group>
  );
  const common = { description: def.bantuan, error, disabled, 'data-setting': name };
  switch (def.jenis) {
    case 'flag':
      return (
        <Switch
          {...common}
          label={label}
          checked={value.trim() === '1'}
          onChange={(e) => onChange(e.currentTarget.checked ? '1' : '0')}
        />
      );
    case 'tahun':
      return (
        <NumberInput
          {...common}
          label={label}
          value={value}
          onChange={(v) => onChange(String(v))}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          min={TAHUN_PENGATURAN_MIN}
          max={TAHUN_PENGATURAN_MAX}
          clampBehavior="none"
          styles={{ wrapper: { maxWidth: 220 } }}
          inputMode="numeric"
        />
      );
    case 'angka':
      return <NumberInput {...common} label={label} value={value} onChange={(v) => onChange(String(v))} thousandSeparator={false} styles={{ wrapper: { maxWidth: 260 } }} />;
    case 'daftar_tahun': {
      const chosen = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return (
        <MultiSelect
          {...common}
          label={label}
          data={yearOptions(value)}
          value={chosen}
          onChange={(v) => onChange([...v].sort().join(','))}
          searchable
          clearable
          placeholder={chosen.length ? undefined : 'Pilih tahun'}
          comboboxProps={{ withinPortal: true }}
          nothingFoundMessage="Tidak ada data"
        />
      );
    }
    case 'tanggal':
      return (
        <DateInput
          {...common}
          label={label}
          value={value || null}
          onChange={(v) => onChange(v ? String(v).slice(0, 10) : '')}
          valueFormat="DD/MM/YYYY"
          placeholder="DD/MM/YYYY"
          popoverProps={{ withinPortal: true }}
          styles={{ wrapper: { maxWidth: 260 } }}
        />
      );
    case 'teks':
      return <TextInput {...common} label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} maxLength={100} />;
  }
}
