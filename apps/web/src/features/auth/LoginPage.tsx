import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { platformApi } from '../../lib/platform-api';
import { homePath, safeReturnPath } from '../../lib/routes';
import { session, useToken, useUser } from '../../lib/session';
import { AuthShell } from './AuthShell';

/** Sign-in at / and /login (PLT-01). */
export default function LoginPage() {
  const token = useToken();
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const state = (location.state ?? {}) as { from?: unknown };
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  // why the last session ended (401/403), shown once
  const [message, setMessage] = useState<string | null>(() => session.peekNotice());
  useEffect(() => session.setNotice(null), []);
  const [busy, setBusy] = useState(false);

  if (token && user && !busy) return <Navigate to={homePath(user)} replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const fieldErrors: typeof errors = {};
    if (!username.trim()) fieldErrors.username = 'Nama pengguna wajib diisi.';
    if (!password) fieldErrors.password = 'Kata sandi wajib diisi.';
    setErrors(fieldErrors);
    setMessage(null);
    if (fieldErrors.username || fieldErrors.password) return;
    setBusy(true);
    try {
      const r = await platformApi.login(username.trim(), password);
      qc.clear();
      session.signIn(r.token, r.user);
      navigate(safeReturnPath(state.from) ?? homePath(r.user), { replace: true });
    } catch (err) {
      setBusy(false);
      if (isApiError(err) && err.errors) setErrors({ username: err.errors.username, password: err.errors.password });
      setMessage(userMessage(err));
    }
  }

  return (
    <AuthShell title="Masuk" subtitle="Masuk dengan akun SIGAP Inovasi Anda.">
      <form onSubmit={onSubmit} noValidate aria-label="Formulir masuk">
        <Stack gap="md">
          {message && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="login-error">
              {message}
            </Alert>
          )}
          <TextInput
            label="Nama pengguna"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={errors.username}
            autoFocus
            required
          />
          <PasswordInput
            label="Kata sandi"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
            required
          />
          <Button type="submit" loading={busy} fullWidth size="md">
            Masuk
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/forgot" size="sm">
              Lupa kata sandi?
            </Anchor>
            <Anchor component={Link} to="/register" size="sm">
              Daftar akun baru
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthShell>
  );
}
