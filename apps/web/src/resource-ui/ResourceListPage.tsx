import { useDeferredValue, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
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
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconEye, IconFilter, IconListDetails, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { can, type FieldDef, type ModuleDef, type ResourceDef } from '@sigap/domain';
import { tip } from '../components/TooltipBersama';
import { isApiError, type Query } from '../lib/api';
import { endsSession, userMessage } from '../lib/errors';
import { useIsMobile, useSetelahLukis } from '../lib/media';
import { useModules } from '../lib/modules';
import { notifyError, notifySuccess } from '../lib/notify';
import { resourceQueries, useDeleteRecord, type Row } from '../lib/resource-api';
import { paths } from '../lib/routes';
import { useUser } from '../lib/session';
import { formatWaktu } from '../lib/format';
import { COLUMN_LABELS, fieldCells } from './fields/cells';
import { LookupInput } from './fields/LookupInput';
import { filterFields, listQuery, listStateToParams, parseListState, SORT_OPTIONS, withChange, type ListState, type SortKey } from './list-state';

export type { ListState } from './list-state';
import { pageCount } from './pagination';
import { ListFooter } from './Pager';

export { Pager } from './Pager';
import { relatedList } from './related';
import { useLookupLabels } from './lookup-labels';

/**
 * Extension points of the generic list, so a screen with its own needs (tabs, row colours, actions decided
 * by the server, exports) is the generic list plus a few slots instead of a copy of it.
 */
export interface ListSlots<R extends Row = Row> {
  /** Replaces the page header (title, subtitle and "Tambah"); a function gets the list's API query (exports). */
  header?: ReactNode | ((apiQuery: Query) => ReactNode);
  /** A filter shown as tabs above the list (its value lives in the address bar like any filter; '' = all). */
  tabs?: { field: string; items: readonly { value: string; label: string }[] };
  /** Filters offered, in order (default: the resource's filterable fields for the role). */
  filters?: readonly string[];
  /** Own inputs for some filters (a year list, ...). */
  filterInputs?: Record<string, (value: string | null, onChange: (v: string | null) => void) => ReactNode>;
  /** Adjusts the API query of the list (defaults such as "the screen's own years"). */
  query?: (q: Query, state: ListState) => Query;
  /** Buttons beside the filters (exports, ...), given the list's API query. */
  toolbar?: (apiQuery: Query) => ReactNode;
  /** Content between the filters and the table (notes, legends). */
  above?: ReactNode;
  /** Columns shown (default: the resource's list columns). */
  columns?: readonly string[];
  /** Column headings by column name. */
  headings?: Record<string, string>;
  /** Own cell renderers by column name. */
  cells?: Record<string, (row: R) => ReactNode>;
  /** Style of a row (row colours). */
  rowStyle?: (row: R) => CSSProperties | undefined;
  /** Data attributes of a row (for tests and styling). */
  rowData?: (row: R) => Record<string, string>;
  /** Actions of a row; default: Lihat, Ubah, Hapus as the row's `aksi` from the server allows (else the matrix). */
  rowActions?: (row: R, ctx: RowActionContext<R>) => ReactNode;
  /** Extra content after the footer (dialogs of the screen). */
  after?: ReactNode;
  /** The delete confirmation's text for a row (default: "Hapus … dari …? …"). */
  pesanHapus?: (row: R) => ReactNode;
  /** The table's minimum width before it scrolls sideways (default 560 px). */
  minWidth?: number;
  /** Minimum width of the actions column (rows with many actions keep them on one or two lines). */
  lebarAksi?: number;
  /** Placeholder of the search box. */
  cariPlaceholder?: string;
}

export interface RowActionContext<R extends Row = Row> {
  /** The list's address, to come back to after a form. */
  from: string;
  /** Opens the delete confirmation for the row. */
  hapus: (row: R) => void;
  /** The row's title as shown in labels. */
  title: string;
}

export interface ResourceListPageProps<R extends Row = Row> {
  module: ModuleDef;
  resource: ResourceDef;
  slots?: ListSlots<R>;
}

/** The actions the server allows on a row (`aksi`), or null when the resource sends none. */
export const aksiBaris = (row: Row): readonly string[] | null => (Array.isArray(row.aksi) ? (row.aksi as string[]) : null);

const KOSONG: Row[] = [];

const YA_TIDAK = [
  { value: '1', label: 'Ya' },
  { value: '0', label: 'Tidak' },
];

/**
 * The generic list of a CRUD module (PLT-06), driven by the resource
 * definition; its state (search, filters, sort, page, size) lives in the
 * address bar.
 */
export default function ResourceListPage<R extends Row = Row>({ module, resource, slots = {} }: ResourceListPageProps<R>) {
  const user = useUser()!;
  const role = user.role;
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tabField = slots.tabs?.field;
  const filterNames = useMemo(() => {
    const names = slots.filters ? [...slots.filters] : filterFields(resource, role);
    return tabField && !names.includes(tabField) ? [...names, tabField] : names;
  }, [resource, role, slots.filters, tabField]);
  const state = useMemo(() => parseListState(params, filterNames), [params, filterNames]);
  const apiQuery = useMemo(() => {
    const q = listQuery(state, resource);
    return slots.query ? slots.query(q, state) : q;
  }, [state, resource, slots.query]);
  // the rows are asked for once the screen has been painted (its header, tabs, filters and the content above the
  // rows first): an answer arriving while the first render is being committed would otherwise be parsed and rendered
  // before that paint
  const dilukis = useSetelahLukis();
  const list = useQuery({ ...resourceQueries(resource.name).list(apiQuery), enabled: dilukis });
  const modules = useModules();
  const remove = useDeleteRecord(resource.name);
  const [toDelete, setToDelete] = useState<R | null>(null);
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

  const setFilter = (name: string, v: string | null) =>
    update((cur) => {
      const filters = { ...cur.filters };
      if (v === null || v === '') delete filters[name];
      else filters[name] = [v];
      return withChange(cur, { filters });
    });

  // search box: typed text goes to the address bar after a short pause
  const [searchText, setSearchText] = useState(state.search);
  useEffect(() => setSearchText(state.search), [state.search]);
  const pushSearch = useDebouncedCallback((text: string) => {
    update((cur) => (text.trim() !== cur.search.trim() ? withChange(cur, { search: text }) : cur));
  }, 400);

  // a failed load empties the table and the page count and says so once (PLT-10)
  const failed = list.isError;
  const rows = useLookupLabels(resource, failed ? KOSONG : (list.data?.data ?? KOSONG), role) as R[];
  // the rows are drawn in a background pass React can interrupt (a page of cards is the heaviest render of the
  // screen on a slow phone); until it is done the previous rows, or the loading note, stay
  const barisTampil = useDeferredValue(rows);
  const memuatTampil = useDeferredValue(list.isPending);
  const isMobile = useIsMobile();
  const total = failed ? 0 : (list.data?.total ?? 0);
  // the footer's "1-38 dari 38 data" changes with the rows it describes, in the same background pass, never before
  // them (an e2e run read the new total beside the previous rows)
  const totalTampil = useDeferredValue(total);
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
  const columns = slots.columns ?? resource.list.columns;
  const heading = (c: string) => slots.headings?.[c] ?? resource.fields[c]?.label ?? COLUMN_LABELS[c] ?? c;
  const cell = (row: R, c: string): ReactNode => {
    const own = slots.cells?.[c];
    if (own) return own(row);
    const def = resource.fields[c];
    if (!def) return c === 'created_at' || c === 'updated_at' ? formatWaktu(row[c]) : String(row[c] ?? '');
    const Cell = fieldCells[def.kind].Cell;
    return <Cell name={c} def={def} value={row[c]} row={row} />;
  };
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

  function renderActions(row: R) {
    if (slots.rowActions) return slots.rowActions(row, { from, hapus: setToDelete, title: titleOf(row) });
    // the server's decision per row where it sends one (the same policy guards the commands), else the matrix
    const aksi = aksiBaris(row);
    const bolehUbah = aksi ? aksi.includes('ubah') : canUpdate;
    const bolehHapus = aksi ? aksi.includes('hapus') : canDelete;
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <ActionIcon variant="subtle" component={Link} to={paths.view(module.slug, row.id)} state={{ from }} aria-label={`Lihat ${titleOf(row)}`} {...tip('Lihat')}>
          <IconEye size={18} />
        </ActionIcon>
        {bolehUbah && (
          <ActionIcon variant="subtle" color="blue" component={Link} to={paths.edit(module.slug, row.id)} state={{ from }} aria-label={`Ubah ${titleOf(row)}`} {...tip('Ubah')}>
            <IconPencil size={18} />
          </ActionIcon>
        )}
        {bolehHapus && (
          <ActionIcon variant="subtle" color="red" onClick={() => setToDelete(row)} aria-label={`Hapus ${titleOf(row)}`} {...tip('Hapus')}>
            <IconTrash size={18} />
          </ActionIcon>
        )}
        {extraActions.map((a) => (
          <ActionIcon
            key={a.name}
            variant="subtle"
            color="grape"
            aria-label={`${a.label} ${titleOf(row)}`}
            {...tip(a.label)}
            onClick={() => navigate(`${paths.module(a.target!.slug)}?${new URLSearchParams({ [a.target!.field]: String(row.id) })}`)}
          >
            <IconListDetails size={18} />
          </ActionIcon>
        ))}
      </Group>
    );
  }

  const searchBox = (
    <TextInput
      label="Cari"
      placeholder={slots.cariPlaceholder ?? `Cari ${resource.label.toLowerCase()}…`}
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
      {filterNames
        .filter((name) => name !== tabField)
        .map((name) => {
          const own = slots.filterInputs?.[name];
          const value = state.filters[name]?.[0] ?? null;
          return own ? <Box key={name}>{own(value, (v) => setFilter(name, v))}</Box> : <FilterInput key={name} name={name} def={resource.fields[name]!} value={value} onChange={(v) => setFilter(name, v)} />;
        })}
      {slots.toolbar?.(apiQuery)}
    </>
  );
  const activeFilters = Object.keys(state.filters).filter((k) => k !== tabField).length + (state.sort ? 1 : 0);

  return (
    <Stack gap="md">
      {typeof slots.header === 'function' ? slots.header(apiQuery) : (slots.header ?? (
        <KepalaHalaman judul={module.title} keterangan={`Daftar ${resource.label}`}>
          {canCreate && (
            <Button component={Link} to={paths.create(module.slug)} state={{ from }} leftSection={<IconPlus size={18} />}>
              Tambah
            </Button>
          )}
        </KepalaHalaman>
      ))}

      {slots.tabs && (
        <Tabs value={state.filters[slots.tabs.field]?.[0] ?? SEMUA} onChange={(v) => setFilter(slots.tabs!.field, v === SEMUA ? null : v)} keepMounted={false}>
          <Tabs.List>
            {slots.tabs.items.map((t) => (
              <Tabs.Tab key={t.value} value={t.value || SEMUA}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}

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

      {slots.above}

      <Card withBorder padding={0} radius="md" pos="relative">
        <LoadingOverlay visible={list.isFetching && !list.isPending} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        {isMobile ? (
          <MobileRows
            rows={barisTampil}
            resource={resource}
            pending={memuatTampil}
            offset={state.page * state.size}
            titleOf={titleOf}
            renderActions={renderActions}
            columns={columns.filter((c) => c !== resource.titleField)}
            heading={heading}
            cell={cell}
            rowStyle={slots.rowStyle}
            rowData={slots.rowData}
            ownCells={new Set(Object.keys(slots.cells ?? {}))}
          />
        ) : (
          <Table.ScrollContainer minWidth={slots.minWidth ?? 560}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={`Tabel ${resource.label}`} aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>No</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c}>{heading(c)}</Table.Th>
                  ))}
                  <Table.Th ta="end" w={1}>
                    Aksi
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {memuatTampil ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length + 2}>
                      <Text c="dimmed" ta="center" py="lg" mih={RUANG_MEMUAT}>
                        Mohon tunggu sebentar...
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : barisTampil.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={columns.length + 2}>
                      <Text c="dimmed" ta="center" py="lg" data-testid="list-empty">
                        Tidak ada data
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  barisTampil.map((row, i) => (
                    <Table.Tr key={row.id} data-row-id={row.id} style={slots.rowStyle?.(row)} {...dataAttrs(slots.rowData?.(row))}>
                      <Table.Td>{state.page * state.size + i + 1}</Table.Td>
                      {columns.map((c) => (
                        <Table.Td key={c}>{cell(row, c)}</Table.Td>
                      ))}
                      <Table.Td miw={slots.lebarAksi} style={slots.lebarAksi ? { minWidth: slots.lebarAksi } : undefined}>
                        {renderActions(row)}
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <ListFooter page={state.page} size={state.size} total={totalTampil} onPage={(p) => update((cur) => ({ ...cur, page: p }))} onSize={(n) => update((cur) => withChange(cur, { size: n }))} />
      {slots.after}

      <Modal opened={toDelete !== null} onClose={() => !remove.isPending && setToDelete(null)} title="Hapus data" centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
        <Stack>
          <Text>
            {toDelete && slots.pesanHapus ? (
              slots.pesanHapus(toDelete)
            ) : (
              <>
                Hapus <b>{toDelete ? titleOf(toDelete) : ''}</b> dari {resource.label}? Tindakan ini tidak dapat dibatalkan.
              </>
            )}
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

/** A list page's header: title, one line under it, and the page's buttons on the right. */
export function KepalaHalaman({ judul, keterangan, children }: { judul: string; keterangan: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={2} size="h3">
          {judul}
        </Title>
        <Text c="dimmed" size="sm">
          {keterangan}
        </Text>
      </div>
      {children}
    </Group>
  );
}

/** Height kept for the rows while the first page loads (about a page of rows on a phone). */
const RUANG_MEMUAT = '60vh';

/** The tab of an empty filter value (Mantine tabs need a non-empty value). */
const SEMUA = '__semua';

const dataAttrs = (d: Record<string, string> | undefined) => (d ? Object.fromEntries(Object.entries(d).map(([k, v]) => [`data-${k}`, v])) : {});

/** Narrow screens (360 px): one card per row, the title first, actions at the bottom. */
function MobileRows<R extends Row>({
  rows,
  resource,
  pending,
  offset,
  titleOf,
  renderActions,
  columns,
  heading,
  cell,
  rowStyle,
  rowData,
  ownCells,
}: {
  rows: R[];
  resource: ResourceDef;
  pending: boolean;
  offset: number;
  titleOf: (r: R) => string;
  renderActions: (r: R) => ReactNode;
  columns: readonly string[];
  heading: (c: string) => string;
  cell: (r: R, c: string) => ReactNode;
  rowStyle?: (r: R) => CSSProperties | undefined;
  rowData?: (r: R) => Record<string, string>;
  /** Columns with their own renderer: shown even when the row's value of that name is empty. */
  ownCells: ReadonlySet<string>;
}) {
  // the rows' room is kept while they load, so the footer does not jump down when they arrive (layout shift)
  if (pending)
    return (
      <Text c="dimmed" ta="center" py="lg" mih={RUANG_MEMUAT}>
        Mohon tunggu sebentar...
      </Text>
    );
  if (!rows.length)
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="list-empty">
        Tidak ada data
      </Text>
    );
  return (
    <Stack gap={0} role="list" aria-label={`Daftar ${resource.label}`}>
      {/* plain elements styled as Mantine's Group and Text (app.css, "List rows"): a card is drawn many times */}
      {rows.map((row, i) => (
        <div key={row.id} role="listitem" data-row-id={row.id} className="sigap-kartu" {...dataAttrs(rowData?.(row))} style={rowStyle?.(row)}>
          <div className="sigap-kartu-kepala">
            <p className="sigap-teks" data-tebal>
              {offset + i + 1}.
            </p>
            <div className="sigap-kartu-judul">
              {ownCells.has(resource.titleField) ? (
                cell(row, resource.titleField)
              ) : (
                <p className="sigap-teks" data-tebal>
                  {titleOf(row)}
                </p>
              )}
            </div>
          </div>
          {columns.map((c) => (
            <div key={c} className="sigap-kartu-baris">
              <p className="sigap-teks sigap-kartu-label" data-size="xs" data-redup>
                {heading(c)}
              </p>
              <div className="sigap-teks sigap-kartu-nilai">{(row[c] === null || row[c] === undefined || row[c] === '') && !ownCells.has(c) ? '-' : cell(row, c)}</div>
            </div>
          ))}
          <div className="sigap-kartu-aksi">{renderActions(row)}</div>
        </div>
      ))}
    </Stack>
  );
}
