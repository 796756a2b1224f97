import { Link, useNavigate } from 'react-router';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconHome, IconLock } from '@tabler/icons-react';
import { isForbidden, PESAN_TIDAK_BERHAK, userMessage } from '../../lib/errors';
import { homePath } from '../../lib/routes';
import { useUser } from '../../lib/session';

/**
 * Why a record did not load, in place of the record (decision 82). A 403 (data the user may not read, e.g. a link
 * to another region's innovation) says "Anda tidak berhak membuka data ini" with a way back to the previous page
 * and to the user's home; the session stays. Any other failure shows its Indonesian sentence.
 */
export function GagalMuat({ error, kembali }: { error: unknown; kembali?: { to: string; label: string } }) {
  const user = useUser();
  const navigate = useNavigate();
  if (!isForbidden(error))
    return (
      <Alert color="red" title="Data tidak dapat dimuat">
        <Text size="sm">{userMessage(error)}</Text>
      </Alert>
    );
  const home = homePath(user);
  // a page opened directly (a shared link) has no page before it in this tab: then back means home
  const adaSebelum = typeof window !== 'undefined' && window.history.length > 1 && (window.history.state as { idx?: number } | null)?.idx !== 0;
  return (
    <Alert color="orange" icon={<IconLock size={20} aria-hidden />} title={PESAN_TIDAK_BERHAK} role="alert" data-testid="tidak-berhak" styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}>
      <Text size="sm">Data ini di luar lingkup akun Anda ({user?.role_label ?? user?.role ?? 'peran Anda'}). Anda tetap masuk; silakan kembali.</Text>
      <Group gap="xs" mt="sm">
        {kembali ? (
          <Button component={Link} to={kembali.to} variant="light" size="xs" leftSection={<IconArrowLeft size={14} className="sigap-flip" />}>
            {kembali.label}
          </Button>
        ) : (
          adaSebelum && (
            <Button variant="light" size="xs" onClick={() => navigate(-1)} leftSection={<IconArrowLeft size={14} className="sigap-flip" />}>
              Kembali
            </Button>
          )
        )}
        <Button component={Link} to={home} variant="subtle" size="xs" leftSection={<IconHome size={14} />}>
          Ke Beranda
        </Button>
      </Group>
    </Alert>
  );
}
