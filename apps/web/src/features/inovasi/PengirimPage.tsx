import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { AKSI_REVIEW, ALUR_REVIEW, badgeQc, badgeReview, labelStatusQc, labelStatusReview, type AksiReview } from '@sigap/domain';
import { Lencana } from '../../components/Lencana';
import { userMessage } from '../../lib/errors';
import { formatWaktu } from '../../lib/format';
import { inovasiQueries } from './api';
import { useIsMobile } from '../../lib/media';
import { resourceQueries } from '../../lib/resource-api';
import type { ModuleScreenProps } from '../../lib/screens';

const BADGE_COLOR: Record<string, string> = { Pending: 'yellow', Verified: 'teal', Rejected: 'red' };
const STATUS_LABEL = (s: number | null) => (s === null ? '-' : labelStatusReview(s));
const AKSI_LABEL: Record<string, string> = {
  kirim: 'Dikirim ke Kemendagri',
  kirim_ulang: 'Dikirim ulang',
  ...Object.fromEntries(AKSI_REVIEW.map((a: AksiReview) => [a, ALUR_REVIEW[a].label])),
};

/** Pengirim (INO-05): who sent the innovation, the agreement, its registration number, badges and history. */
export default function PengirimPage({ module }: ModuleScreenProps) {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const isMobile = useIsMobile();
  const inovasi = useQuery({ ...resourceQueries('iga2020_inovasi').one(id), enabled: valid });
  const reg = useQuery({ ...inovasiQueries.pengirim(id), enabled: valid });

  const back = (
    <Button component={Link} to="/dashboard/inovasi-daerah" variant="subtle" leftSection={<IconArrowLeft size={16} className="sigap-flip" />}>
      Kembali ke daftar
    </Button>
  );
  if (!valid)
    return (
      <Stack>
        <Alert color="yellow">Pilih inovasi dari daftar Inovasi Daerah untuk melihat pengirimnya.</Alert>
        {back}
      </Stack>
    );
  const d = reg.data?.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text c="dimmed" size="sm">
            {inovasi.data ? String(inovasi.data.nama ?? '') : ' '}
          </Text>
        </div>
        {back}
      </Group>
      {reg.isPending ? (
        <Skeleton h={180} />
      ) : reg.isError ? (
        <Alert color="red" title="Data tidak dapat dimuat">
          {userMessage(reg.error)}
        </Alert>
      ) : !d ? (
        <Alert color="gray">Inovasi ini belum pernah dikirim ke Kemendagri.</Alert>
      ) : (
        <>
          <Card withBorder radius="md" padding="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Item label="Nomor Registrasi" value={<Text fw={600} data-testid="nomor-registrasi">{d.nomor ?? '-'}</Text>} />
              <Item
                label="Status"
                value={
                  <Group gap="xs">
                    <Lencana color={d.status_nomor === -1 ? 'gray' : BADGE_COLOR[badgeReview(d.status_nomor)]} data-testid="status-review">
                      {STATUS_LABEL(d.status_nomor)}
                    </Lencana>
                    {d.status_nomor > 0 && (
                      <Lencana variant="light" color={BADGE_COLOR[badgeQc(d.qc)]}>
                        {labelStatusQc(d.qc)}
                      </Lencana>
                    )}
                  </Group>
                }
              />
              <Item label="Pengirim" value={d.pengirim ? `${d.pengirim.nama_lengkap} (${d.pengirim.username})` : '-'} />
              <Item label="Email" value={d.pengirim?.email || '-'} />
              <Item
                label="Persetujuan"
                value={
                  <Badge variant="light" color={d.setuju === 1 ? 'teal' : 'red'}>
                    {d.setuju === 1 ? 'Setuju' : d.setuju === 0 ? 'Tolak' : '-'}
                  </Badge>
                }
              />
              <Item label="Dikirim" value={formatWaktu(d.updated_at ?? d.created_at) || '-'} />
              <Item label="Deskripsi" value={d.deskripsi || '-'} />
              {d.qc_notes && <Item label="Catatan QC" value={d.qc_notes} />}
            </SimpleGrid>
          </Card>
          <Card withBorder radius="md" padding={0}>
            <Title order={3} size="h5" p="md" pb="xs">
              Riwayat
            </Title>
            {reg.data.riwayat.length === 0 ? (
              <Text c="dimmed" ta="center" py="md">
                Tidak ada data
              </Text>
            ) : isMobile ? (
              <Stack gap={0}>
                {reg.data.riwayat.map((h) => (
                  <Stack key={h.id} gap={2} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                    <Text size="sm" fw={600}>
                      {AKSI_LABEL[h.aksi] ?? h.aksi}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatWaktu(h.created_at)} · {h.oleh ?? '-'} · {STATUS_LABEL(h.status_dari)} → {STATUS_LABEL(h.status_ke)}
                    </Text>
                    {h.catatan && <Text size="sm">{h.catatan}</Text>}
                  </Stack>
                ))}
              </Stack>
            ) : (
              <Table verticalSpacing="xs" aria-label="Riwayat pengiriman">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Waktu</Table.Th>
                    <Table.Th>Aksi</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Catatan</Table.Th>
                    <Table.Th>Oleh</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {reg.data.riwayat.map((h) => (
                    <Table.Tr key={h.id}>
                      <Table.Td>{formatWaktu(h.created_at)}</Table.Td>
                      <Table.Td>{AKSI_LABEL[h.aksi] ?? h.aksi}</Table.Td>
                      <Table.Td>
                        {STATUS_LABEL(h.status_dari)} → {STATUS_LABEL(h.status_ke)}
                      </Table.Td>
                      <Table.Td>{h.catatan ?? '-'}</Table.Td>
                      <Table.Td>{h.oleh ?? '-'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof value === 'string' ? <Text size="sm">{value}</Text> : value}
    </div>
  );
}
