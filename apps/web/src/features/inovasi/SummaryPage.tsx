import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBulb, IconFlask, IconRocket, IconSum } from '@tabler/icons-react';
import { userMessage } from '../../lib/errors';
import { inovasiQueries } from './api';
import { PeriodeInfo, usePeriode } from './Periode';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';

/** Ringkasan Inovasi (INO-09, pemda): counts per stage with links to the filtered list. */
export default function SummaryPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const profilId = user.profil_id ?? user.m_daerah_id;
  const rekap = useQuery(inovasiQueries.rekap(profilId));
  const periode = usePeriode();
  const cards = [
    { label: 'Inisiatif', value: rekap.data?.inisiatif, to: '/dashboard/inovasi-daerah?inovasi_status=0', icon: IconBulb, color: 'yellow' },
    { label: 'Uji Coba', value: rekap.data?.ujicoba, to: '/dashboard/inovasi-daerah?inovasi_status=1', icon: IconFlask, color: 'blue' },
    { label: 'Penerapan', value: rekap.data?.implementasi, to: '/dashboard/inovasi-daerah?inovasi_status=2', icon: IconRocket, color: 'teal' },
    { label: 'Total', value: rekap.data?.total, to: '/dashboard/inovasi-daerah', icon: IconSum, color: 'indigo' },
  ];
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}
        </Title>
        <Text c="dimmed" size="sm">
          Jumlah inovasi {user.daerah?.nama ?? ''} per tahapan (semua tahun data)
        </Text>
      </div>
      <PeriodeInfo periode={periode} ringkas />
      {profilId == null ? (
        <Alert color="yellow">Akun Anda belum terhubung dengan pemerintah daerah.</Alert>
      ) : rekap.isError ? (
        <Alert color="red" title="Data tidak dapat dimuat">
          {userMessage(rekap.error)}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {cards.map((c) => (
            <UnstyledButton key={c.label} component={Link} to={c.to} aria-label={`${c.label}: lihat daftar`}>
              <Card withBorder radius="md" padding="lg">
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text size="sm" c="dimmed">
                      {c.label}
                    </Text>
                    {rekap.isPending ? <Skeleton h={32} w={60} mt={4} /> : <Text fz={30} fw={700} data-testid={`rekap-${c.label}`}>{c.value ?? 0}</Text>}
                  </div>
                  <ThemeIcon size={44} radius="xl" variant="light" color={c.color}>
                    <c.icon size={24} />
                  </ThemeIcon>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
