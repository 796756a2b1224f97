import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { platformApi } from '../../lib/platform-api';
import { AuthShell } from './AuthShell';

/** Forgot password (PLT-01): asks for a reset link by e-mail. */
export default function ForgotPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    if (!email.trim()) {
      setError('Email atau nama pengguna wajib diisi.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const r = await platformApi.forgot(email.trim());
      setDone(typeof r.message === 'string' ? r.message : 'Jika akun ditemukan, tautan atur ulang kata sandi telah dikirim ke email terdaftar.');
    } catch (err) {
      if (isApiError(err) && err.errors?.email) setError(err.errors.email);
      else setMessage(userMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell title="Lupa kata sandi" subtitle="Masukkan email atau nama pengguna akun Anda. Kami kirimkan tautan untuk membuat kata sandi baru.">
      {done ? (
        <Stack>
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status" data-testid="forgot-done">
            {done}
          </Alert>
          <Anchor component={Link} to="/login" size="sm">
            Kembali ke halaman masuk
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Formulir lupa kata sandi">
          <Stack gap="md">
            {message && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {message}
              </Alert>
            )}
            <TextInput label="Email atau nama pengguna" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} autoComplete="email" autoFocus required />
            <Button type="submit" loading={busy} fullWidth>
              Kirim tautan
            </Button>
            <Anchor component={Link} to="/login" size="sm">
              Kembali ke halaman masuk
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthShell>
  );
}
