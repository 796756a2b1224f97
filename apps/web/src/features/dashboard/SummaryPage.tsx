import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarStats, IconMapPin, IconUserCircle } from '@tabler/icons-react';
import { CENTRAL_ROLES, inRoles, ringkasPeriode } from '@sigap/domain';
import { ambilPeriode } from './api';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { TahunSelect } from './ui';
import { DasborDaerah, DasborNasional, useTahun } from './views';

/**
 * Dashboard summary (IDX-04): for a region (pemda, OPD) its innovations per
 * stage, sent and verified, its index self vs verified and its place in its
 * clusters; for central roles the whole country. The server limits every
 * number to the caller's scope.
 */
export default function SummaryPage(_: Partial<ModuleScreenProps>) {
  const user = useUser();
  const [tahun, setTahun] = useTahun();
  const periode = useQuery({ queryKey: ['inovasi', 'periode'], queryFn: ({ signal }) => ambilPeriode(signal), staleTime: 5 * 60_000 });
  if (!user) return null;
  const p = periode.data?.dihitung ? periode.data : undefined;
  // the index shown is of the chosen year, else of the assessment year in force
  const tahunIndeks = tahun ?? p?.tahun ?? null;
  const profilId = user.profil_id ?? user.m_daerah_id;
  const nasional = inRoles(user.role, CENTRAL_ROLES) || !profilId;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" className="sigap-welcome">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <ThemeIcon size={44} radius="xl" variant="light" color="indigo" visibleFrom="xs">
              <IconUserCircle size={28} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h3">
                Selamat datang, {user.nama_lengkap}
              </Title>
              <Group gap="xs" mt={6}>
                <Badge variant="light" color="indigo" data-testid="welcome-role">
                  {user.role_label ?? user.role}
                </Badge>
                {user.daerah && (
                  <Badge variant="light" color="teal" styles={{ label: { color: 'var(--mantine-color-dark-7)' } }} leftSection={<IconMapPin size={12} />} data-testid="welcome-region">
                    {user.daerah.nama}
                  </Badge>
                )}
              </Group>
              <Text c="dimmed" size="sm" mt={6}>
                {nasional ? 'Ringkasan inovasi dan indeks seluruh daerah.' : user.role === 'opd' ? 'Ringkasan inovasi yang Anda input dan indeks daerah Anda.' : 'Ringkasan inovasi dan indeks daerah Anda.'}
              </Text>
            </div>
          </Group>
          <TahunSelect value={tahun} onChange={setTahun} />
        </Group>
      </Card>
      {p && (
        <Alert color="blue" variant="light" icon={<IconCalendarStats size={18} />} p="sm" data-testid="periode-penilaian" title={tahunIndeks === p.tahun ? ringkasPeriode(p).judul : `Data tahun ${tahunIndeks ?? '-'} · tahun penilaian berjalan IID ${p.tahun}`}>
          <Text size="sm">{ringkasPeriode(p).baris.slice(0, 2).join(' ')}</Text>
        </Alert>
      )}
      {nasional ? <DasborNasional tahun={tahun} /> : <DasborDaerah profilId={profilId!} tahun={tahun} />}
    </Stack>
  );
}
