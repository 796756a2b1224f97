import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  LoadingOverlay,
  Modal,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconChecklist,
  IconEye,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconFilter,
  IconPencil,
  IconPlus,
  IconSearch,
  IconSend,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { alasanTambah, bolehTambah, getResource, PESAN_PROFIL_BELUM_LENGKAP, type ModuleDef } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { endsSession, userMessage } from '../../lib/errors';
import { formatTanggal } from '../../lib/format';
import { useIsMobile } from '../../lib/media';
import { notifyError, notifySuccess } from '../../lib/notify';
import { resourceQueries, useDeleteRecord } from '../../lib/resource-api';
import { useUser } from '../../lib/session';
import { LookupInput } from '../../resource-ui/fields/LookupInput';
import { filterFields, listQuery, listStateToParams, parseListState, SORT_OPTIONS, withChange, type ListState, type SortKey } from '../../resource-ui/list-state';
import { pageCount } from '../../resource-ui/pagination';
import { ListFooter } from '../../resource-ui/Pager';
import { KirimDialog } from './KirimDialog';
import { arsipTahun, inovasiKonteks, TAHAPAN_LABEL, TAHAPAN_TABS, unduhDaftarHref, unduhHref, useAppSettings, WARNA_STYLE, type InovasiListRow } from './shared';

const resource = getResource('iga2020_inovasi')!;
const FILTERS = ['inovasi_status', 'tahun', 'profil_id'] as const;
/** Status badges show their whole text (never "Belum Dikir…"); filled dark colours keep 4.5:1 on every row colour. */
const BADGE_FULL = { root: { overflow: 'visible', maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let y = b; y >= a; y--) out.push(y);
  return out;
}

/**
 * The innovation database (INO-03) and its archive (INO-08): stage tabs,
 * filters in the address bar, row colours and actions exactly as the server
 * sends them per row (`warna`, `aksi`); cards at phone width.
 */
export function InovasiListPage({ module, mode }: { module: ModuleDef; mode: 'daerah' | 'arsip' }) {
  const user = useUser()!;
  const settings = useAppSettings();
  const ctx = inovasiKonteks(user, settings);
  const arsip = arsipTahun(settings);
  const isMobile = useIsMobile();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const from = location.pathname + location.search;
  const regionFilter = useMemo(() => filterFields(resource, user.role).includes('profil_id'), [user.role]);
  const filterNames = useMemo(() => FILTERS.filter((f) => f !== 'profil_id' || regionFilter), [regionFilter]);
  const state = useMemo(() => parseListState(params, filterNames), [params, filterNames]);

  // years offered: the archive window, or the years the user may see outside it
  const years = useMemo(() => {
    if (mode === 'arsip') return range(arsip.min, arsip.max);
    const penilaian = Number(settings.tahun_penilaian) || new Date().getFullYear();
    const all = user.allowed_years ?? range(arsip.max + 1, Math.max(penilaian, new Date().getFullYear()));
    return [...all].filter((y) => y > arsip.max).sort((a, b) => b - a);
  }, [mode, arsip.min, arsip.max, settings.tahun_penilaian, user.allowed_years]);

  const apiQuery = useMemo(() => {
    const q = listQuery(state, resource);
    // no year chosen: the screen's own years (the archive never mixes with current data and vice versa)
    if (!state.filters.tahun?.length) q.tahun = years.length ? years : [0];
    return q;
  }, [state, years]);
  const list = useQuery(resourceQueries('iga2020_inovasi').list(apiQuery));
  const failed = list.isError;
  const rows = (failed ? [] : (list.data?.data ?? [])) as unknown as InovasiListRow[];
  const total = failed ? 0 : (list.data?.total ?? 0);
  const pages = pageCount(total, state.size);
  const multiRegion = user.daerah_ids === null || user.role === 'provinsi';

  useEffect(() => {
    if (!list.isError || endsSession(list.error)) return;
    const e = list.error;
    const details = isApiError(e) && e.errors ? Object.values(e.errors).join(' ') : '';
    notifyError(details ? `${userMessage(e)} ${details}` : e, 'Gagal memuat data');
  }, [list.errorUpdatedAt]);

  useEffect(() => {
    if (!list.isPlaceholderData && list.isSuccess && state.page > 0 && pages > 0 && state.page >= pages) update((cur) => ({ ...cur, page: pages - 1 }), true);
  }, [list.isSuccess, list.isPlaceholderData, pages, state.page]);

  const update = (change: (current: ListState) => ListState, replace = false) => {
    const current = parseListState(new URLSearchParams(window.location.search), filterNames);
    setParams(listStateToParams(change(current)), { replace });
  };
  const setFilter = (name: string, v: string | null) =>
    update((cur) => {
      const filters = { ...cur.filters };
      if (v === null || v === '' || v === 'semua') delete filters[name];
      else filters[name] = [v];
      return withChange(cur, { filters });
    });

  const [searchText, setSearchText] = useState(state.search);
  useEffect(() => setSearchText(state.search), [state.search]);
  const pushSearch = useDebouncedCallback((text: string) => update((cur) => (text.trim() !== cur.search.trim() ? withChange(cur, { search: text }) : cur)), 400);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const remove = useDeleteRecord('iga2020_inovasi');
  const [toDelete, setToDelete] = useState<InovasiListRow | null>(null);
  const [toSend, setToSend] = useState<InovasiListRow | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const r = await remove.mutateAsync(toDelete.id);
      notifySuccess(typeof r.message === 'string' ? r.message : 'Inovasi berhasil dihapus.');
      setToDelete(null);
    } catch (e) {
      if (!endsSession(e)) notifyError(e, 'Gagal menghapus');
    }
  }

  const canAdd = mode === 'daerah' && bolehTambah(ctx);
  const tab = state.filters.inovasi_status?.[0] ?? 'semua';

  function renderActions(row: InovasiListRow) {
    const a = new Set(row.aksi);
    const icon = (label: string, el: ReactNode, props: Record<string, unknown>, color?: string) => (
      <Tooltip label={label} key={label}>
        <ActionIcon variant="subtle" color={color} aria-label={`${label} ${row.nama}`} {...props}>
          {el}
        </ActionIcon>
      </Tooltip>
    );
    return (
      <Group gap={2} justify="flex-end" wrap="wrap" className="sigap-inovasi-aksi">
        {a.has('ubah')
          ? icon('Ubah', <IconPencil size={18} />, { component: Link, to: `/inovasi/${row.id}`, state: { from } }, 'blue')
          : a.has('lihat') && icon('Lihat', <IconEye size={18} />, { component: Link, to: `/inovasi/${row.id}`, state: { from } })}
        {a.has('pdf') && icon('Unduh PDF', <IconFileTypePdf size={18} />, { component: 'a', href: unduhHref('pdf', row.id), download: true }, 'red')}
        {a.has('excel') && icon('Unduh Excel', <IconFileSpreadsheet size={18} />, { component: 'a', href: unduhHref('excel', row.id), download: true }, 'teal')}
        {a.has('indikator') && icon('Indikator', <IconChecklist size={18} />, { component: Link, to: `/dashboard/indikator_inovasi?id=${row.id}` }, 'grape')}
        {a.has('pengirim') && icon('Pengirim', <IconUser size={18} />, { component: Link, to: `/dashboard/pengirim?id=${row.id}` }, 'cyan')}
        {a.has('hapus') && icon('Hapus', <IconTrash size={18} />, { onClick: () => setToDelete(row) }, 'red')}
        {a.has('kirim') && (
          <Button size="compact-sm" leftSection={<IconSend size={14} />} onClick={() => setToSend(row)} aria-label={`Kirim ke Kemendagri ${row.nama}`}>
            Kirim
          </Button>
        )}
      </Group>
    );
  }

  const rowStyle = (row: InovasiListRow): CSSProperties => {
    const w = WARNA_STYLE[row.warna] ?? WARNA_STYLE.putih;
    return { background: w.background, color: w.color };
  };

  const nameCell = (row: InovasiListRow) => (
    <Stack gap={2}>
      <Text fw={600} size="sm" c="inherit">
        {row.nama}
      </Text>
      {row.profil_belum_lengkap && (
        <Text size="xs" c="#a61e1e" fw={600} data-testid="profil-belum-lengkap">
          <IconAlertTriangle size={12} style={{ verticalAlign: '-2px' }} /> {PESAN_PROFIL_BELUM_LENGKAP}
        </Text>
      )}
      <Text size="xs" c={row.warna === 'merah-abu' ? 'inherit' : 'dimmed'}>
        {multiRegion && row.nama_pemda && (
          <span data-testid="nama-pemda">
            {row.nama_pemda}
            {row.opd || row.usr_asn ? ' · ' : ''}
          </span>
        )}
        {[row.opd?.nama_opd, row.usr_asn?.nama_lengkap].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
  const kelengkapan = (row: InovasiListRow) => {
    const p = row.kelengkapan?.persen ?? 0;
    return (
      <Tooltip label={row.kelengkapan?.kurang?.length ? `Belum diisi: ${row.kelengkapan.kurang.join(', ')}` : 'Isian profil lengkap'} multiline w={280} withinPortal>
        <Box miw={90}>
          <Progress value={p} color={p >= 100 ? 'teal' : p >= 60 ? 'yellow' : 'red'} size="md" aria-label={`Kelengkapan ${p}%`} />
          <Text size="xs" ta="center" c="inherit">
            {p}%
          </Text>
        </Box>
      </Tooltip>
    );
  };
  const statusCell = (row: InovasiListRow) => (
    <Stack gap={2} align="flex-start">
      <Badge color={row.status_pengiriman === 'Sudah Dikirim' ? 'teal.9' : 'gray.7'} variant="filled" tt="none" styles={BADGE_FULL} data-testid="status-pengiriman">
        {row.status_pengiriman}
      </Badge>
      {row.registrasi?.status_nomor === 2 && (
        <Badge color="red.9" variant="filled" tt="none" styles={BADGE_FULL}>
          Ditolak
        </Badge>
      )}
      {row.registrasi?.status_nomor === 1 && (
        <Badge color="blue.9" variant="filled" tt="none" styles={BADGE_FULL}>
          Terverifikasi
        </Badge>
      )}
    </Stack>
  );

  const yearSelect = (
    <Select
      label="Tahun"
      placeholder={mode === 'arsip' ? `Semua (${arsip.min}-${arsip.max})` : 'Semua tahun'}
      data={years.map((y) => String(y))}
      value={state.filters.tahun?.[0] ?? null}
      onChange={(v) => setFilter('tahun', v)}
      clearable
    />
  );
  const controls = (
    <>
      {yearSelect}
      {regionFilter && (
        <LookupInput
          name="profil_id"
          def={{ ...resource.fields.profil_id!, label: 'Pemerintah Daerah', hint: undefined }}
          value={state.filters.profil_id?.[0] ?? null}
          onChange={(v) => setFilter('profil_id', v === null ? null : String(v))}
          values={{}}
        />
      )}
      <Select
        label="Urutkan"
        placeholder="Urutan bawaan"
        data={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
        value={state.sort}
        onChange={(v) => update((cur) => withChange(cur, { sort: (v as SortKey | null) ?? null }))}
        clearable
      />
    </>
  );
  const searchBox = (
    <TextInput
      label="Cari"
      placeholder="Cari nama inovasi…"
      leftSection={<IconSearch size={16} />}
      value={searchText}
      type="search"
      onChange={(e) => {
        setSearchText(e.currentTarget.value);
        pushSearch(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') update((cur) => withChange(cur, { search: searchText }));
      }}
    />
  );
  const active = ['tahun', 'profil_id'].filter((f) => state.filters[f]?.length).length + (state.sort ? 1 : 0);
  // why the regional roles cannot add now (the same decision as the server's: alasanTambah)
  const addBlockedReason = mode === 'daerah' && ['pemda', 'opd'].includes(user.role) ? (alasanTambah(ctx)?.pesan ?? null) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text c="dimmed" size="sm">
            {mode === 'arsip' ? `Inovasi tahun ${arsip.min}-${arsip.max} (hanya baca)` : 'Database inovasi daerah'}
          </Text>
        </div>
        <Group gap="xs">
          <Button component="a" href={unduhDaftarHref(apiQuery)} download variant="default" leftSection={<IconFileSpreadsheet size={18} />}>
            Unduh Excel
          </Button>
          {canAdd && (
            <Button component={Link} to="/inovasi" state={{ from }} leftSection={<IconPlus size={18} />}>
              Tambah
            </Button>
          )}
        </Group>
      </Group>
      {addBlockedReason && (
        <Alert color="yellow" variant="light">
          {addBlockedReason}
        </Alert>
      )}

      <Tabs value={tab} onChange={(v) => setFilter('inovasi_status', v)} keepMounted={false}>
        <Tabs.List>
          {TAHAPAN_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      <Card withBorder padding="md" radius="md">
        {isMobile ? (
          <Stack gap="sm">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Box style={{ flex: 1 }}>{searchBox}</Box>
              <Button variant={filtersOpen ? 'light' : 'default'} onClick={() => setFiltersOpen((o) => !o)} leftSection={<IconFilter size={16} />} aria-expanded={filtersOpen} px="sm">
                Filter{active ? ` (${active})` : ''}
              </Button>
            </Group>
            <Collapse expanded={filtersOpen}>
              <Stack gap="sm">{controls}</Stack>
            </Collapse>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: regionFilter ? 4 : 3 }} spacing="sm">
            {searchBox}
            {controls}
          </SimpleGrid>
        )}
      </Card>

      <Group gap="xs" wrap="wrap" aria-label="Keterangan warna baris">
        {(['putih', 'salmon', 'hijau', 'merah-abu'] as const).map((w) => (
          <Group key={w} gap={4} wrap="nowrap">
            <Box w={14} h={14} style={{ background: WARNA_STYLE[w].background, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 3 }} />
            <Text size="xs" c="dimmed">
              {WARNA_STYLE[w].label}
            </Text>
          </Group>
        ))}
      </Group>

      <Card withBorder padding={0} radius="md" pos="relative">
        <LoadingOverlay visible={list.isFetching && !list.isPending} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        {list.isPending ? (
          <Text c="dimmed" ta="center" py="lg">
            Mohon tunggu sebentar...
          </Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="list-empty">
            Tidak ada data
          </Text>
        ) : isMobile ? (
          <Stack gap={0} role="list" aria-label="Daftar inovasi">
            {rows.map((row, i) => (
              <Box
                key={row.id}
                role="listitem"
                data-row-id={row.id}
                data-warna={row.warna}
                p="sm"
                style={{ ...rowStyle(row), borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}
              >
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={600}>
                    {state.page * state.size + i + 1}.
                  </Text>
                  <Box style={{ minWidth: 0, flex: 1 }}>{nameCell(row)}</Box>
                </Group>
                <SimpleGrid cols={2} spacing={6} mt={6}>
                  <Text size="xs">
                    {TAHAPAN_LABEL[row.inovasi_status] ?? '-'} · {row.tahun}
                  </Text>
                  <Text size="xs">Penerapan: {formatTanggal(row.waktu_implementasi) || '-'}</Text>
                  {kelengkapan(row)}
                  {statusCell(row)}
                </SimpleGrid>
                <Box mt={6}>{renderActions(row)}</Box>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={1000}>
            <Table verticalSpacing="sm" aria-label="Tabel inovasi daerah" aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>No</Table.Th>
                  <Table.Th>Nama Inovasi</Table.Th>
                  <Table.Th>Tahapan</Table.Th>
                  <Table.Th>Tahun</Table.Th>
                  <Table.Th>Waktu Penerapan</Table.Th>
                  <Table.Th w={110}>Kelengkapan</Table.Th>
                  <Table.Th>Kematangan</Table.Th>
                  <Table.Th miw={130}>Status</Table.Th>
                  <Table.Th ta="end">Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={row.id} data-row-id={row.id} data-warna={row.warna} style={rowStyle(row)}>
                    <Table.Td>{state.page * state.size + i + 1}</Table.Td>
                    <Table.Td maw={360}>{nameCell(row)}</Table.Td>
                    <Table.Td>{TAHAPAN_LABEL[row.inovasi_status] ?? '-'}</Table.Td>
                    <Table.Td>{row.tahun}</Table.Td>
                    <Table.Td>{formatTanggal(row.waktu_implementasi)}</Table.Td>
                    <Table.Td>{kelengkapan(row)}</Table.Td>
                    <Table.Td>{row.kematangan ?? 0}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{statusCell(row)}</Table.Td>
                    <Table.Td miw={176} style={{ minWidth: 176 }}>
                      {renderActions(row)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <ListFooter page={state.page} size={state.size} total={total} onPage={(p) => update((cur) => ({ ...cur, page: p }))} onSize={(n) => update((cur) => withChange(cur, { size: n }))} />

      <Modal opened={toDelete !== null} onClose={() => !remove.isPending && setToDelete(null)} title="Hapus inovasi" centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
        <Stack>
          <Text>
            Hapus inovasi <b>{toDelete?.nama}</b>? Indikator dan dokumennya ikut terhapus. Tindakan ini tidak dapat dibatalkan.
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

      <KirimDialog
        row={toSend}
        onClose={() => setToSend(null)}
        onSent={() => {
          setToSend(null);
          void qc.invalidateQueries({ queryKey: resourceQueries('iga2020_inovasi').all });
        }}
      />
      {mode === 'arsip' && (
        <Text size="xs" c="dimmed">
          Arsip hanya dapat dilihat dan diunduh; ubah dan hapus hanya untuk admin.
        </Text>
      )}
    </Stack>
  );
}
