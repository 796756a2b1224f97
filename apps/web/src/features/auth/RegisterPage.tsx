import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, NumberInput, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { A_CRUD, periksaNamaPengguna, periksaSandi, PESAN_KONFIRMASI, ROLE_LABELS, SELF_REGISTER_ROLES } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { panggil } from '../../lib/kontrak';
import { userMessage } from '../../lib/errors';
import { platformApi } from '../../lib/platform-api';
import { AuthShell } from './AuthShell';

/** Roles a visitor may ask for (domain SELF_REGISTER_ROLES); an admin activates the account. */
type PeranDaftar = (typeof SELF_REGISTER_ROLES)[number];
const isPeranDaftar = (v: string | null): v is PeranDaftar => (SELF_REGISTER_ROLES as readonly (string | null)[]).includes(v);

type Values = { username: string; nama_lengkap: string; email: string; password: string; password_confirmation: string; role: PeranDaftar; m_daerah_id: string };
const EMPTY: Values = { username: '', nama_lengkap: '', email: '', password: '', password_confirmation: '', role: 'pemda', m_daerah_id: '' };

/** Self-registration (PLT-01): POST /register; the account waits for an admin. */
export default function RegisterPage() {
  const [v, setV] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: Exclude<keyof Values, 'role'>) => (value: string) => {
    setV((prev) => ({ ...prev, [k]: value }));
    setErrors((prev) => ({ ...prev, [k]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const fe: typeof errors = {};
    // the account policy of the domain: the same rules and messages as the server
    fe.username = periksaNamaPengguna(v.username.trim()) ?? undefined;
    if (!v.nama_lengkap.trim()) fe.nama_lengkap = 'Nama lengkap wajib diisi.';
    if (!v.email.trim()) fe.email = 'Email wajib diisi.';
    if (!v.password) fe.password = 'Kata sandi wajib diisi.';
    else fe.password = periksaSandi(v.password) ?? undefined;
    if (v.password && v.password_confirmation !== v.password) fe.password_confirmation = PESAN_KONFIRMASI;
    if (!v.m_daerah_id) fe.m_daerah_id = 'Daerah wajib dipilih.';
    setErrors(fe);
    setMessage(null);
    if (Object.values(fe).some(Boolean)) return;
    setBusy(true);
    try {
      const r = await platformApi.register({ ...v, username: v.username.trim(), email: v.email.trim(), m_daerah_id: Number(v.m_daerah_id) });
      setDone(typeof r.message === 'string' ? r.message : 'Pendaftaran berhasil. Akun Anda akan aktif setelah disetujui admin.');
    } catch (err) {
      if (isApiError(err) && err.errors) {
        setErrors(err.errors as typeof errors);
        const known = Object.keys(err.errors).some((k) => k in EMPTY);
        if (!known) setMessage(userMessage(err));
      } else setMessage(userMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <AuthShell title="Pendaftaran terkirim">
        <Stack>
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {done}
          </Alert>
          <Button component={Link} to="/login">
            Ke halaman masuk
          </Button>
        </Stack>
      </AuthShell>
    );

  return (
    <AuthShell title="Daftar akun" subtitle="Akun baru aktif setelah disetujui admin.">
      <form onSubmit={onSubmit} noValidate aria-label="Formulir pendaftaran">
        <Stack gap="sm">
          {message && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {message}
            </Alert>
          )}
          <TextInput label="Nama lengkap" value={v.nama_lengkap} onChange={(e) => set('nama_lengkap')(e.currentTarget.value)} error={errors.nama_lengkap} required autoComplete="name" />
          <TextInput label="Nama pengguna" value={v.username} onChange={(e) => set('username')(e.currentTarget.value)} error={errors.username} required autoComplete="username" />
          <TextInput label="Email" type="email" value={v.email} onChange={(e) => set('email')(e.currentTarget.value)} error={errors.email} required autoComplete="email" />
          <Select
            label="Peran"
            data={SELF_REGISTER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            value={v.role}
            onChange={(x) => {
              setV((prev) => ({ ...prev, role: isPeranDaftar(x) ? x : 'pemda' }));
              setErrors((prev) => ({ ...prev, role: undefined }));
            }}
            error={errors.role}
            allowDeselect={false}
          />
          <RegionPicker value={v.m_daerah_id} onChange={set('m_daerah_id')} error={errors.m_daerah_id} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <PasswordInput label="Kata sandi" value={v.password} onChange={(e) => set('password')(e.currentTarget.value)} error={errors.password} required autoComplete="new-password" />
            <PasswordInput
              label="Konfirmasi kata sandi"
              value={v.password_confirmation}
              onChange={(e) => set('password_confirmation')(e.currentTarget.value)}
              error={errors.password_confirmation}
              required
              autoComplete="new-password"
            />
          </SimpleGrid>
          <Button type="submit" loading={busy} fullWidth mt="xs">
            Daftar
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Sudah punya akun? Masuk
          </Anchor>
        </Stack>
      </form>
    </AuthShell>
  );
}

/**
 * Region choice. The region list (/crud/m_daerah/lookup) needs a sign-in;
 * when it refuses a visitor, the form asks for the region id instead and
 * says where to get it.
 */
function RegionPicker({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const regions = useQuery({
    queryKey: ['register', 'daerah', debounced],
    queryFn: async ({ signal }) => (await panggil(A_CRUD.lookup, { params: { table: 'm_daerah' }, query: { search: debounced || undefined, per_page: 50 }, signal })).data as { value: number; label: string }[],
    retry: false,
    staleTime: 60_000,
  });
  const locked = regions.isError && isApiError(regions.error) && (regions.error.status === 401 || regions.error.status === 403);
  if (locked)
    return (
      <NumberInput
        label="ID daerah"
        description="Daftar daerah hanya tersedia setelah masuk. Isi ID daerah (angka) yang diberikan admin daerah Anda."
        value={value === '' ? '' : Number(value)}
        onChange={(x) => onChange(x === '' ? '' : String(x))}
        error={error}
        allowDecimal={false}
        allowNegative={false}
        required
      />
    );
  return (
    <Select
      label="Daerah"
      placeholder="Ketik nama daerah…"
      data={(regions.data ?? []).map((r) => ({ value: String(r.value), label: r.label }))}
      value={value || null}
      onChange={(x) => onChange(x ?? '')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={regions.isFetching ? 'Memuat…' : 'Tidak ada data'}
      error={error ?? (regions.isError ? userMessage(regions.error) : undefined)}
      required
    />
  );
}
