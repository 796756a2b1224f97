import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Box, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title, Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconEye, IconPlus, IconSearch } from '@tabler/icons-react';
import { can, getResource, NAMA_OPD_LITBANG } from '@sigap/domain';
import { useIsMobile } from '../../lib/media';
import { resourceQueries } from '../../lib/resource-api';
import { paths } from '../../lib/routes';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { listQuery, listStateToParams, parseListState, SORT_OPTIONS, withChange, type ListState, type SortKey } from '../../resource-ui/list-state';
import { ListCard, Halaman } from './ui';

const resource = getResource('profil_pemda')!;
const opdLabel = (v: unknown) => NAMA_OPD_LITBANG.find((o) => String(o.value) === String(v ?? ''))?.label ?? (v ? String(v) : '-');

/**
 * /dashboard/profil-pemda-old: the list of region profiles (the generic
 * list's contract and address-bar state), each row opening the profile page
 * `detail-pemda?id=` ("Lihat"); the generic list's row actions can only open
 * child lists, so this list is the profile feature's own.
 */
export default function ProfilListPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const isMobile = useIsMobile();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, []), [params]);
  const list = useQuery(resourceQueries('profil_pemda').list(listQuery(state, resource)));
  const [teks, setTeks] = useState(state.search);
  useEffect(() => setTeks(state.search), [state.search]);
  const update = (change: (cur: ListState) => ListState) => setParams(listStateToParams(change(parseListState(new URLSearchParams(window.location.search), []))));
  const cari = useDebouncedCallback((v: string) => update((cur) => withChange(cur, { search: v })), 400);
  const from = location.pathname + location.search;
  const rows = list.data?.data ?? [];
  const lihat = (id: number) => `/dashboard/detail-pemda?id=${id}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text c="dimmed" size="sm">
            Daftar {resource.label}
          </Text>
        </div>
        {can(user.role, 'create', 'profil_pemda') && (
          <Button component={Link} to={paths.create(module.slug)} state={{ from }} leftSection={<IconPlus size={18} />}>
            Tambah
          </Button>
        )}
      </Group>
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Cari"
            type="search"
            placeholder="Cari profil pemerintah daerah…"
            leftSection={<IconSearch size={16} />}
            value={teks}
            onChange={(e) => {
              setTeks(e.currentTarget.value);
              cari(e.currentTarget.value);
            }}
          />
          <Select
            label="Urutkan"
            placeholder="Urutan bawaan"
            data={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            value={state.sort}
            onChange={(v) => update((cur) => withChange(cur, { sort: (v as SortKey | null) ?? null }))}
            clearable
          />
        </SimpleGrid>
      </Card>
      <ListCard q={list} empty={rows.length === 0}>
        {isMobile ? (
          <Stack gap={0}>
            {rows.map((r, i) => (
              <Box key={r.id} p="sm" data-row-id={r.id} style={{ borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                <Text fw={600} size="sm">
                  {state.page * state.size + i + 1}. {String(r.nama ?? '')}
                </Text>
                <Text size="xs" c="dimmed">
                  {[opdLabel(r.nama_opd), r.email, r.nama_admin].filter((x) => x && x !== '-').join(' · ') || 'Belum diisi'}
                </Text>
                <Button mt={6} component={Link} to={lihat(r.id)} state={{ from }} size="compact-sm" variant="light" leftSection={<IconEye size={14} />} aria-label={`Lihat ${String(r.nama ?? '')}`}>
                  Lihat
                </Button>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={`Tabel ${resource.label}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>No</Table.Th>
                  <Table.Th>Nama Pemerintah Daerah</Table.Th>
                  <Table.Th>OPD yang membidangi inovasi</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>No. Telepon</Table.Th>
                  <Table.Th>Nama Admin</Table.Th>
                  <Table.Th ta="end">Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => (
                  <Table.Tr key={r.id} data-row-id={r.id}>
                    <Table.Td>{state.page * state.size + i + 1}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={lihat(r.id)} state={{ from }} size="sm" fw={600}>
                        {String(r.nama ?? '')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{opdLabel(r.nama_opd)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{String(r.email ?? '-')}</Table.Td>
                    <Table.Td>{String(r.no_telp ?? '-')}</Table.Td>
                    <Table.Td>{String(r.nama_admin ?? '-')}</Table.Td>
                    <Table.Td ta="end">
                      <Button component={Link} to={lihat(r.id)} state={{ from }} size="compact-sm" variant="light" leftSection={<IconEye size={14} />} aria-label={`Lihat ${String(r.nama ?? '')}`}>
                        Lihat
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListCard>
      <Halaman page={state.page} size={state.size} total={list.data?.total ?? 0} onPage={(p) => update((cur) => ({ ...cur, page: p }))} onSize={(s) => update((cur) => withChange(cur, { size: s }))} />
    </Stack>
  );
}
