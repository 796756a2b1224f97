import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { periksaSandi, PESAN_KONFIRMASI, SANDI_MIN } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { platformApi } from '../../lib/platform-api';
import { AuthShell } from './AuthShell';

/** New password from the e-mailed link /reset-password?token=… (single use, 60 minutes). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(token ? null : 'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa.');
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const fe: Record<string, string> = {};
    // the account policy of the domain: the same rules and messages as the server
    const pesan = password ? periksaSandi(password) : 'Kata sandi wajib diisi.';
    if (pesan) fe.password = pesan;
    if (password && confirmation !== password) fe.password_confirmation = PESAN_KONFIRMASI;
    setErrors(fe);
    if (Object.keys(fe).length) return;
    setBusy(true);
    setMessage(null);
    try {
      const r = await platformApi.reset({ token, password, password_confirmation: confirmation });
      setDone(typeof r.message === 'string' ? r.message : 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.');
    } catch (err) {
      if (isApiError(err) && err.errors && (err.errors.password || err.errors.password_confirmation)) setErrors(err.errors);
      else setMessage(userMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell title="Atur ulang kata sandi" subtitle={`Kata sandi minimal ${SANDI_MIN} karakter dan memuat huruf serta angka.`}>
      {done ? (
        <Stack>
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {done}
          </Alert>
          <Button component={Link} to="/login">
            Masuk
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Formulir atur ulang kata sandi">
          <Stack gap="md">
            {message && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {message}
              </Alert>
            )}
            <PasswordInput label="Kata sandi baru" value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} autoComplete="new-password" disabled={!token} required />
            <PasswordInput
              label="Konfirmasi kata sandi"
              value={confirmation}
              onChange={(e) => setConfirmation(e.currentTarget.value)}
              error={errors.password_confirmation}
              autoComplete="new-password"
              disabled={!token}
              required
            />
            <Button type="submit" loading={busy} disabled={!token} fullWidth>
              Simpan kata sandi
            </Button>
            <Anchor component={Link} to={token ? '/login' : '/forgot'} size="sm">
              {token ? 'Kembali ke halaman masuk' : 'Minta tautan baru'}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthShell>
  );
}
