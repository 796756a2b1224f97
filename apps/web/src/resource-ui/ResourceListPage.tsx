import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  ActionIcon,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  LoadingOverlay,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconEye, IconFilter, IconListDetails, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { can, type FieldDef, type ModuleDef, type ResourceDef } from '@sigap/domain';
import { isApiError } from '../lib/api';
import { endsSession, userMessage } from '../lib/errors';
import { useIsMobile } from '../lib/media';
import { useModules } from '../lib/modules';
import { notifyError, notifySuccess } from '../lib/notify';
import { resourceQueries, useDeleteRecord, type Row } from '../lib/resource-api';
import { paths } from '../lib/routes';
import { useUser } from '../lib/session';
import { formatWaktu } from '../lib/format';
import { COLUMN_LABELS, fieldUi } from './fields/registry';
import { LookupInput } from './fields/LookupInput';
import { filterFields, listQuery, listStateToParams, parseListState, SORT_OPTIONS, withChange, type ListState, type SortKey } from './list-state';
import { pageCount } from './pagination';
import { ListFooter } from './Pager';

export { Pager } from './Pager';
import { relatedList } from './related';
import { useLookupLabels } from './lookup-labels';

export interface ResourceListPageProps {
  module: ModuleDef;
  resource: ResourceDef;
}

const YA_TIDAK = [
  { value: '1', label: 'Ya' },
  { value: '0', label: 'Tidak' },
];

/**
 * The generic list of a CRUD module (PLT-06), driven by the resource
 * definition; its state (search, filters, sort, page, size) lives in the
 * address bar.
 */
export default function ResourceListPage({ module, resource }: ResourceListPageProps) {
  const user = useUser()!;
  const role = user.role;
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filterNames = useMemo(() => filterFields(resource, role), [resource, role]);
  const state = useMemo(() => parseListState(params, filterNames), [params, filterNames]);
  const apiQuery = useMemo(() => listQuery(state, resource), [state, resource]);
  const list = useQuery(resourceQueries(resource.name).list(apiQuery));
  const modules = useModules();
  const remove = useDeleteRecord(resource.name);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);

  /**
   * Changes start from the address bar as it is *now*: a navigation renders
   * in a transition, so a second quick change (sort, then a filter) must not
   * start from the state of an older render.
   */
  const update = (change: (current: ListState) => ListState, replace = false) => {
    const current = typeof window === 'undefined' ? state : parseListState(new URLSearchParams(window.location.search), filterNames);
    setParams(listStateToParams(change(current)), { replace });
  };

  // search box: typed text goes to the address bar after a short pause
  const [searchText, setSearchText] = useState(state.search);
  useEffect(() => setSearchText(state.search), [state.search]);
  const pushSearch = useDebouncedCallback((text: string) => {
    update((cur) => (text.trim() !== cur.search.trim() ? withChange(cur, { search: text }) : cur));
  }, 400);

  // a failed load empties the table and the page count and says so once (PLT-10)
  const failed = list.isError;
  const rows = useLookupLabels(resource, failed ? [] : (list.data?.data ?? []), role);
  const isMobile = useIsMobile();
  const total = failed ? 0 : (list.data?.total ?? 0);
  const pages = pageCount(total, state.size);
  useEffect(() => {
    if (!list.isError || endsSession(list.error)) return; // the sign-in page says why
    const e = list.error;
    // the server's reason, with its per-parameter details when it gives them
    const details = isApiError(e) && e.errors ? Object.values(e.errors).join(' ') : '';
    notifyError(details ? `${userMessage(e)} ${details}` : e, 'Gagal memuat data');
  }, [list.errorUpdatedAt]); // once per failure

  // a page past the end (rows deleted, a stale link) moves to the last page
  useEffect(() => {
    if (!list.isPlaceholderData && list.isSuccess && state.page > 0 && pages > 0 && state.page >= pages) update((cur) => ({ ...cur, page: pages - 1 }), true);
  }, [list.isSuccess, list.isPlaceholderData, pages, state.page]);

  const canCreate = can(role, 'create', resource.name);
  const canUpdate = can(role, 'update', resource.name);
  const canDelete = can(role, 'delete', resource.name);
  const extraActions = (resource.actions ?? [])
    .filter((a) => can(role, a.action, resource.name))
    .map((a) => ({ ...a, target: relatedList(a, resource, modules.data?.modules ?? []) }))
    .filter((a) => a.target);
  const columns = resource.list.columns;
  const from = location.pathname + location.search;

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const r = await remove.mutateAsync(toDelete.id);
      notifySuccess(typeof r.message === 'string' ? r.message : 'Data berhasil dihapus.');
      setToDelete(null);
    } catch (e) {
      if (!endsSession(e)) notifyError(e, 'Gagal menghapus');
    }
  }

  const titleOf = (row: Row) => String(row[`${resource.titleField}_label`] ?? row[resource.titleField] ?? `#${row.id}`);

  function renderActions(row: Row) {
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Tooltip label="Lihat">
          <ActionIcon variant="subtle" component={Link} to={paths.view(module.slug, row.id)} state={{ from }} aria-label={`Lihat ${titleOf(row)}`}>
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
        {canUpdate && (
          <Tooltip label="Ubah">
            <ActionIcon variant="subtle" color="blue" component={Link} to={paths.edit(module.slug, row.id)} state={{ from }} aria-label={`Ubah ${titleOf(row)}`}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {canDelete && !(resource.name === 'usr_asn' && row.id === user.id) && (
          <Tooltip label="Hapus">
            <ActionIcon variant="subtle" color="red" onClick={() => setToDelete(row)} aria-label={`Hapus ${titleOf(row)}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {extraActions.map((a) => (
          <Tooltip key={a.name} label={a.label}>
            <ActionIcon
              variant="subtle"
              color="grape"
              aria-label={`${a.label} ${titleOf(row)}`}
              onClick={() => navigate(`${paths.module(a.target!.slug)}?${new URLSearchParams({ [a.target!.field]: String(row.id) })}`)}
            >
              <IconListDetails size={18} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
    );
  }

  const searchBox = (
    <TextInput
      label="Cari"
      placeholder={`Cari ${resource.label.toLowerCase()}…`}
      leftSection={<IconSearch size={16} />}
      value={searchText}
      onChange={(e) => {
        setSearchText(e.currentTarget.value);
        pushSearch(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          pushSearch.cancel?.();
          update((cur) => withChange(cur, { search: searchText }));
        }
      }}
      type="search"
      aria-label="Cari"
    />
  );
  const controls = (
    <>
      <Select
        label="Urutkan"
        placeholder="Urutan bawaan"
        data={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={state.sort}
        onChange={(v) => update((cur) => withChange(cur, { sort: (v as SortKey | null) ?? null }))}
        clearable
        allowDeselect
      />
      {filterNames.map((name) => (
        <FilterInput
          key={name}
          name={name}
          def={resource.fields[name]!}
          value={state.filters[name]?.[0] ?? null}
          onChange={(v) =>
            update((cur) => {
              const filters = { ...cur.filters };
              if (v === null || v === '') delete filters[name];
              else filters[name] = [v];
              return withChange(cur, { filters });
            })
          }
        />
      ))}
    </>
  );
  const activeFilters = Object.keys(state.filters).length + (state.sort ? 1 : 0);

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
        {canCreate && (
          <Button component={Link} to={paths.create(module.slug)} state={{ from }} leftSection={<IconPlus size={18} />}>
            Tambah
          </Button>
        )}
      </Group>

      <Card withBorder padding="md" radius="md">
        <Stack gap="sm">
          {isMobile ? (
            <>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <Box style={{ flex: 1 }}>{searchBox}</Box>
                <Button variant={filtersOpen ? 'light' : 'default'} onClick={() => setFiltersOpen((o) => !o)} leftSection={<IconFilter size={16} />} aria-expanded={filtersOpen} px="sm">
                  Filter{activeFilters ? ` (${activeFilters})` : ''}
                </Button>
              </Group>
              <Collapse expanded={filtersOpen}>
                <Stack gap="sm">{controls}</Stack>
              </Collapse>
            </>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
              {searchBox}
              {controls}
            </SimpleGrid>
          )}
        </Stack>
      </Card>

      <Card withBorder padding={0} radius="md" pos="relative">
        <LoadingOverlay visible={list.isFetching && !list.isPending} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        {isMobile ? (
          <MobileRows
            rows={rows}
            resource={resource}
            pending={list.isPending}
            offset={state.page * state.size}
            titleOf={titleOf}
            renderActions={renderActions}
          />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={`Tabel ${resource.label}`} aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>No</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c}>{resource.fields[c]?.label ?? COLUMN_LABELS[c] ?? c}</Table.Th>
                  ))}
                  <Table.Th ta="end" w={1}>
                    Aksi
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.isPending ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length + 2}>
                      <Text c="dimmed" ta="center" py="lg">
                        Mohon tunggu sebentar...
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length + 2}>
                      <Text c="dimmed" ta="center" py="lg" data-testid="list-empty">
                        Tidak ada data
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((row, i) => (
                    <Table.Tr key={row.id} data-row-id={row.id}>
                      <Table.Td>{state.page * state.size + i + 1}</Table.Td>
                      {columns.map((c) => {
                        const def = resource.fields[c];
                        if (!def) return <Table.Td key={c}>{c === 'created_at' || c === 'updated_at' ? formatWaktu(row[c]) : String(row[c] ?? '')}</Table.Td>;
                        const Cell = fieldUi[def.kind].Cell;
                        return (
                          <Table.Td key={c}>
                            <Cell name={c} def={def} value={row[c]} row={row} />
                          </Table.Td>
                        );
                      })}
                      <Table.Td>{renderActions(row)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <ListFooter page={state.page} size={state.size} total={total} onPage={(p) => update((cur) => ({ ...cur, page: p }))} onSize={(n) => update((cur) => withChange(cur, { size: n }))} />

      <Modal opened={toDelete !== null} onClose={() => !remove.isPending && setToDelete(null)} title="Hapus data" centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
        <Stack>
          <Text>
            Hapus <b>{toDelete ? titleOf(toDelete) : ''}</b> dari {resource.label}? Tindakan ini tidak dapat dibatalkan.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              Batal
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              Ya, hapus
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function FilterInput({ name, def, value, onChange }: { name: string; def: FieldDef; value: string | null; onChange: (v: string | null) => void }) {
  if (def.kind === 'lookup') {
    return (
      <Box>
        <LookupInput name={name} def={{ ...def, hint: undefined }} value={value} onChange={(v) => onChange(v === null ? null : String(v))} values={{}} />
      </Box>
    );
  }
  const data = def.kind === 'checkbox' ? YA_TIDAK : (def.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  return <Select label={def.label} placeholder="Semua" data={data} value={value} onChange={onChange} clearable searchable={data.length > 8} />;
}

/** Narrow screens (360 px): one card per row, the title first, actions at the bottom. */
function MobileRows({
  rows,
  resource,
  pending,
  offset,
  titleOf,
  renderActions,
}: {
  rows: Row[];
  resource: ResourceDef;
  pending: boolean;
  offset: number;
  titleOf: (r: Row) => string;
  renderActions: (r: Row) => ReactNode;
}) {
  if (pending)
    return (
      <Text c="dimmed" ta="center" py="lg">
        Mohon tunggu sebentar...
      </Text>
    );
  if (!rows.length)
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="list-empty">
        Tidak ada data
      </Text>
    );
  const columns = resource.list.columns.filter((c) => c !== resource.titleField);
  return (
    <Stack gap={0} role="list" aria-label={`Daftar ${resource.label}`}>
      {rows.map((row, i) => (
        <Box key={row.id} role="listitem" data-row-id={row.id} p="sm" style={{ borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
          <Text fw={600} size="sm">
            {offset + i + 1}. {titleOf(row)}
          </Text>
          {columns.map((c) => {
            const def = resource.fields[c];
            const label = def?.label ?? COLUMN_LABELS[c] ?? c;
            const Cell = def ? fieldUi[def.kind].Cell : null;
            return (
              <Group key={c} gap={6} wrap="nowrap" align="baseline" mt={2}>
                <Text size="xs" c="dimmed" miw={96}>
                  {label}
                </Text>
                <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {row[c] === null || row[c] === undefined || row[c] === '' ? '-' : Cell && def ? <Cell name={c} def={def} value={row[c]} row={row} /> : formatWaktu(row[c])}
                </Text>
              </Group>
            );
          })}
          <Box mt={6}>{renderActions(row)}</Box>
        </Box>
      ))}
    </Stack>
  );
}
