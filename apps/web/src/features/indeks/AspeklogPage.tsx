import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatWaktu } from '../../lib/format';
import { userMessage } from '../../lib/errors';
import type { ModuleScreenProps } from '../../lib/screens';
import { pageCount, rowRange } from '../../resource-ui/pagination';
import { Pager } from '../../resource-ui/Pager';
import { indeksApi } from './api';
import { skor2 } from './shared';

const ASPEK: Record<string, string> = { iid_self: 'IID mandiri', iid_verified: 'IID terverifikasi' };
const PER_PAGE = 20;

/** Log Perubahan Skor (IDX-07, aspeklog): every change of a stored index value: who, what, old, new. */
export default function AspeklogPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page')) || 0);
  const profil = Number(params.get('profil_id')) || null;
  const q = useQuery({
    queryKey: ['aspeklog', page, profil],
    queryFn: ({ signal }) => indeksApi.aspeklog({ page, per_page: PER_PAGE, profil_id: profil }, signal),
    placeholderData: keepPreviousData,
  });
  const total = q.data?.total ?? 0;
  const { from, to } = rowRange(page, PER_PAGE, total);
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {module.title}
      </Title>
      <Card withBorder radius="md" padding="sm">
        {q.isError && <Alert color="red">{userMessage(q.error)}</Alert>}
        {q.isPending ? (
          <Skeleton h={200} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" aria-label="Tabel log perubahan skor">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Waktu (WIB)</Table.Th>
                  <Table.Th>Daerah</Table.Th>
                  <Table.Th>Tahun</Table.Th>
                  <Table.Th>Aspek</Table.Th>
                  <Table.Th ta="right">Nilai lama</Table.Th>
                  <Table.Th ta="right">Nilai baru</Table.Th>
                  <Table.Th>Oleh</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data?.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text ta="center" c="dimmed" py="md">
                        Tidak ada data
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {q.data?.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWaktu(r.created_at)}</Table.Td>
                    <Table.Td>{r.nama ?? `#${r.profil_id ?? '-'}`}</Table.Td>
                    <Table.Td>{r.tahun ?? '-'}</Table.Td>
                    <Table.Td>{ASPEK[r.aspek] ?? r.aspek}</Table.Td>
                    <Table.Td ta="right">{r.nilai_lama === null ? '(baru)' : skor2(r.nilai_lama)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {skor2(r.nilai_baru)}
                    </Table.Td>
                    <Table.Td>{r.oleh ?? 'Sistem'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" mt="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {total ? `${from}-${to} dari ${total.toLocaleString('id-ID')}` : ''}
          </Text>
          <Pager page={page} pages={pageCount(total, PER_PAGE)} onPage={setPage} />
        </Group>
      </Card>
    </Stack>
  );
}
