import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { badgeQc, badgeReview, LABEL_STATUS_QC } from '@sigap/domain';
import { endsSession } from '../../lib/errors';
import { formatAngka, formatWaktu } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { QcBadge, ReviewBadge } from './parts';
import { reviewQueries } from './api';

/** Dashboard QC (REV-07): counts by state, the oldest waiting items, items per verifier. */
export default function QcDashboardPage({ module }: ModuleScreenProps) {
  const q = useQuery(reviewQueries.dashboard());
  useEffect(() => {
    if (q.isError && !endsSession(q.error)) notifyError(q.error, 'Gagal memuat data');
  }, [q.errorUpdatedAt]);
  const d = q.data;
  const kartu = [
    { label: 'Menunggu verifikasi', n: d?.menunggu_verifikasi, to: '/dashboard/review', color: 'yellow' },
    { label: LABEL_STATUS_QC[0]!, n: d?.menunggu_qc, to: '/dashboard/quality-control?qc=0', color: 'orange' },
    { label: LABEL_STATUS_QC[1]!, n: d?.qc_verified, to: '/dashboard/quality-control?qc=1', color: 'teal' },
    { label: LABEL_STATUS_QC[2]!, n: d?.qc_rejected, to: '/dashboard/quality-control?qc=2', color: 'red' },
    { label: 'Disetujui verifikator', n: d?.disetujui, to: '/dashboard/hasil-review', color: 'blue' },
    { label: 'Ditolak verifikator', n: d?.ditolak, to: '/dashboard/hasil-rejected', color: 'grape' },
  ];
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}
        </Title>
        <Text c="dimmed" size="sm">
          Ringkasan antrean verifikasi dan quality control di wilayah Anda
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {kartu.map((k) => (
          <Card key={k.label} withBorder radius="md" padding="sm" style={{ borderTop: `3px solid var(--mantine-color-${k.color}-6)` }} data-testid={`kartu-${k.label}`}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.2}>
              {k.label}
            </Text>
            {q.isPending ? <Skeleton h={28} mt={6} /> : <Text fz={26} fw={700}>{q.isError ? '-' : formatAngka(k.n ?? 0)}</Text>}
            {k.label !== 'Menunggu verifikasi' && (
              <Anchor component={Link} to={k.to} size="xs">
                Lihat daftar
              </Anchor>
            )}
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="xs">
            Paling lama menunggu
          </Title>
          {q.isPending ? (
            <Text c="dimmed">Mohon tunggu sebentar...</Text>
          ) : !d?.tertua.length ? (
            <Text c="dimmed" ta="center" py="md">
              Tidak ada data
            </Text>
          ) : (
            <Stack gap={0} data-testid="tertua">
              {d.tertua.map((t, n) => (
                <Group key={t.inovasi_id} justify="space-between" wrap="wrap" gap="xs" py={6} style={{ borderTop: n ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                  <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                    <Anchor component={Link} to={`/inovasi/${t.inovasi_id}/qc`} size="sm" fw={500} lineClamp={2}>
                      {t.nama}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      sejak {formatWaktu(t.menunggu_sejak)}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <ReviewBadge status={badgeReview(t.status_nomor)} />
                    <QcBadge status={badgeQc(t.qc)} />
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="xs">
            Keputusan per verifikator
          </Title>
          {q.isPending ? (
            <Text c="dimmed">Mohon tunggu sebentar...</Text>
          ) : !d?.per_verifikator.length ? (
            <Text c="dimmed" ta="center" py="md">
              Tidak ada data
            </Text>
          ) : (
            <Table striped verticalSpacing="xs" data-testid="per-verifikator">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Verifikator</Table.Th>
                  <Table.Th ta="right">Jumlah inovasi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...d.per_verifikator]
                  .sort((a, b) => b.n - a.n)
                  .map((v) => (
                    <Table.Tr key={v.verifikator_id}>
                      <Table.Td>{v.nama ?? `Akun #${v.verifikator_id}`}</Table.Td>
                      <Table.Td ta="right">{formatAngka(v.n)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
