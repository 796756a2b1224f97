import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Code, Group, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isApiError } from '../../lib/api';
import { formatWaktu } from '../../lib/format';
import { userMessage } from '../../lib/errors';
import type { ModuleScreenProps } from '../../lib/screens';
import { pageCount, rowRange } from '../../resource-ui/pagination';
import { Pager } from '../../resource-ui/Pager';
import { indeksApi } from './api';
import { TanggalInput } from '../../components/TanggalInput';

const PER_PAGE = 20;
const FILTERS = ['username', 'name', 'profil_id', 'start_from', 'until'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * Log Mentah (IDX-07, rawlog): the raw activity entries as stored (every
 * name/value pair), newest first, with paging and filters by user, activity
 * name, region and WIB date range. Filters live in the address bar.
 */
export default function RawlogPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page')) || 0);
  const applied = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const [form, setForm] = useState(applied);
  const [debounced] = useDebouncedValue(form, 400);
  useEffect(() => {
    if (FILTERS.every((f) => debounced[f] === (params.get(f) ?? ''))) return;
    const next = new URLSearchParams();
    for (const f of FILTERS) if (debounced[f].trim()) next.set(f, debounced[f].trim());
    setParams(next, { replace: true });
  }, [debounced]);
  const q = useQuery({
    queryKey: ['rawlog', page, applied],
    queryFn: ({ signal }) => indeksApi.rawlog({ page, per_page: PER_PAGE, ...applied }, signal),
    placeholderData: keepPreviousData,
  });
  const fieldErrors = isApiError(q.error) ? (q.error.errors ?? {}) : {};
  const total = q.data?.total ?? 0;
  const { from, to } = rowRange(page, PER_PAGE, total);
  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  const input = (f: Filter, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} value={form[f]} onChange={(e) => setForm({ ...form, [f]: e.currentTarget.value })} error={fieldErrors[f]} {...props} />
  );
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {module.title}
      </Title>
      <Card withBorder radius="md" padding="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          {input('name', 'Aktivitas (mengandung)', { placeholder: 'mis. Status IGA' })}
          {input('username', 'Nama pengguna', { placeholder: 'mis. admin' })}
          {input('profil_id', 'ID profil daerah', { inputMode: 'numeric' })}
          <TanggalInput label="Dari tanggal" value={form.start_from} onChange={(v) => setForm({ ...form, start_from: v })} error={fieldErrors.start_from} />
          <TanggalInput label="Sampai tanggal" value={form.until} onChange={(v) => setForm({ ...form, until: v })} error={fieldErrors.until} />
        </SimpleGrid>
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => setForm(Object.fromEntries(FILTERS.map((f) => [f, ''])) as Record<Filter, string>)}>
            Hapus filter
          </Button>
        </Group>
      </Card>
      <Card withBorder radius="md" padding="sm">
        {q.isError && !Object.keys(fieldErrors).length && <Alert color="red">{userMessage(q.error)}</Alert>}
        {q.isPending ? (
          <Skeleton h={240} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" aria-label="Tabel log mentah">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>ID</Table.Th>
                  <Table.Th>Waktu (WIB)</Table.Th>
                  <Table.Th>Pengguna</Table.Th>
                  <Table.Th>Aktivitas</Table.Th>
                  <Table.Th>Data</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(q.data?.data.length ?? 0) === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text ta="center" c="dimmed" py="md">
                        Tidak ada data
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {q.data?.data.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.id}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWaktu(r.ts)}</Table.Td>
                    <Table.Td>{r.username ?? 'Sistem'}</Table.Td>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>
                      <Code block style={{ maxWidth: 520, maxHeight: 140, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                        {r.data.map((d) => `${d.name}: ${d.value}`).join('\n')}
                      </Code>
                    </Table.Td>
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
