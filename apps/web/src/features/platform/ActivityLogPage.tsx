import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import './platform.css';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Box, Button, Card, Drawer, Group, Paper, Select, Skeleton, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconFilter, IconRefresh, IconUser } from '@tabler/icons-react';
import { endsSession } from '../../lib/errors';
import type { ModuleScreenProps } from '../../lib/screens';
import {
  activityApi,
  activityFilterToParams,
  dataTerbaca,
  GAGAL_MENARIK,
  parseActivityFilter,
  rentangBawaan,
  waktuWib,
  type Activity,
  type ActivityAccount,
  type ActivityFilter,
} from './activity';

/** Under 600 px the filter sidebar is hidden (PLT-12); a button opens it as a drawer. */
const NARROW = '(max-width: 599.98px)';

function gagal() {
  notifications.show({ id: 'log-aktivitas-gagal', color: 'red', title: 'Log Aktivitas', message: GAGAL_MENARIK, autoClose: 6000, closeButtonProps: { 'aria-label': 'Tutup pemberitahuan' } });
}

/**
 * Log Aktivitas (PLT-12): every change in the system, newest first, 50 at a
 * time ("Selebihnya" loads older ones by cursor), filtered by user and a
 * range of WIB days (default the last 7 days up to today). The filter lives
 * in the address bar so back/forward and shared links work.
 */
export default function ActivityLogPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseActivityFilter(params), [params]);
  const narrow = useMediaQuery(NARROW, typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches);
  const [drawer, setDrawer] = useState(false);

  const log = useInfiniteQuery({
    queryKey: ['activities', filter] as const,
    queryFn: ({ pageParam, signal }) => activityApi.page(filter, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.more && last.sinceId ? last.sinceId : undefined),
    staleTime: 0,
  });
  const entries = useMemo(() => log.data?.pages.flatMap((p) => p.data) ?? [], [log.data]);

  // one notification per failure (a first load or "Selebihnya"); a 401/403 goes to /login, which says why
  useEffect(() => {
    if (log.isError && !endsSession(log.error)) gagal();
  }, [log.errorUpdatedAt]);

  const setFilter = (f: ActivityFilter) => setParams(activityFilterToParams(f), { replace: false });
  const def = rentangBawaan();
  const changed = (filter.account ? 1 : 0) + (filter.dari !== def.dari || filter.sampai !== def.sampai ? 1 : 0);
  const firstFailed = log.isError && entries.length === 0;

  const filterForm = <FilterForm filter={filter} onChange={setFilter} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text c="dimmed" size="sm">
            Semua perubahan data di aplikasi, terbaru di atas. Waktu dalam WIB.
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="Muat ulang">
            <ActionIcon variant="default" size="lg" onClick={() => void log.refetch()} loading={log.isRefetching && !log.isFetchingNextPage} aria-label="Muat ulang">
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
          {narrow && (
            <Button variant="default" leftSection={<IconFilter size={16} />} onClick={() => setDrawer(true)}>
              Filter{changed ? ` (${changed})` : ''}
            </Button>
          )}
        </Group>
      </Group>

      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box component="section" aria-label="Daftar aktivitas" style={{ flex: 1, minWidth: 0 }} aria-busy={log.isFetching}>
          {log.isPending ? (
            <Stack gap="sm" aria-label="Memuat log aktivitas">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} h={92} radius="md" />
              ))}
            </Stack>
          ) : firstFailed ? (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Log aktivitas tidak dapat dimuat">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{GAGAL_MENARIK}</Text>
                <Button size="xs" variant="white" color="red" onClick={() => void log.refetch()}>
                  Coba lagi
                </Button>
              </Stack>
            </Alert>
          ) : entries.length === 0 ? (
            <Card withBorder radius="md" py="xl">
              <Text c="dimmed" ta="center" data-testid="activity-empty">
                Tidak ada data
              </Text>
            </Card>
          ) : (
            <Stack gap="sm">
              <Stack gap="sm" component="ol" className="sigap-activity-list" aria-label="Aktivitas">
                {entries.map((a) => (
                  <ActivityEntry key={a.id} a={a} />
                ))}
              </Stack>
              {log.hasNextPage ? (
                <Button variant="light" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage} style={{ alignSelf: 'center' }}>
                  Selebihnya
                </Button>
              ) : (
                <Text size="sm" c="dimmed" ta="center" data-testid="activity-end">
                  Semua aktivitas pada rentang ini sudah ditampilkan ({entries.length}).
                </Text>
              )}
            </Stack>
          )}
        </Box>
        {!narrow && (
          <Card component="aside" aria-label="Filter log aktivitas" withBorder radius="md" w={290} style={{ flexShrink: 0, position: 'sticky', top: 76 }}>
            <Text fw={600} mb="sm">
              Filter
            </Text>
            {filterForm}
          </Card>
        )}
      </Group>

      <Drawer opened={narrow && drawer} onClose={() => setDrawer(false)} title="Filter log aktivitas" position="right" size="100%" padding="md">
        {filterForm}
        <Button fullWidth mt="md" onClick={() => setDrawer(false)}>
          Tampilkan
        </Button>
      </Drawer>
    </Stack>
  );
}

const PANJANG_RINGKAS = 240;

function ActivityEntry({ a }: { a: Activity }) {
  const rows = useMemo(() => dataTerbaca(a), [a]);
  const [semua, setSemua] = useState(false);
  const panjang = rows.some((r) => r.value.length > PANJANG_RINGKAS);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-activity-id={a.id} className="sigap-activity">
      <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {a.name}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={a.ts} style={{ whiteSpace: 'nowrap' }}>
          {waktuWib(a.ts)}
        </Text>
      </Group>
      <Group gap={6} mt={2} wrap="nowrap">
        <IconUser size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="sm" c="dimmed" truncate>
          oleh <b>{a.account.username ?? 'Sistem'}</b>
        </Text>
      </Group>
      {rows.length > 0 && (
        <Box component="dl" className="sigap-activity-data" mt="xs">
          {rows.map((r, i) => (
            <div key={`${r.key}-${i}`}>
              <dt>{r.label}</dt>
              <dd>{!semua && r.value.length > PANJANG_RINGKAS ? `${r.value.slice(0, PANJANG_RINGKAS)}…` : r.value}</dd>
            </div>
          ))}
        </Box>
      )}
      {panjang && (
        <UnstyledButton onClick={() => setSemua((s) => !s)} mt={4} c="indigo.7" fz="sm" aria-expanded={semua}>
          {semua ? 'Ringkas' : 'Tampilkan semua'}
        </UnstyledButton>
      )}
    </Paper>
  );
}

/** User (account lookup) and a range of WIB days; a range that ends before it starts is not applied. */
function FilterForm({ filter, onChange }: { filter: ActivityFilter; onChange: (f: ActivityFilter) => void }) {
  const [dari, setDari] = useState(filter.dari);
  const [sampai, setSampai] = useState(filter.sampai);
  useEffect(() => {
    setDari(filter.dari);
    setSampai(filter.sampai);
  }, [filter.dari, filter.sampai]);
  const salah = dari && sampai && dari > sampai ? 'Tanggal akhir tidak boleh sebelum tanggal awal.' : null;

  function setRange(d: string | null, s: string | null) {
    const nd = d ?? '';
    const ns = s ?? '';
    setDari(nd);
    setSampai(ns);
    if (nd && ns && nd <= ns) onChange({ ...filter, dari: nd, sampai: ns });
  }

  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <Stack gap="sm">
        <AccountSelect value={filter.account} onChange={(account) => onChange({ ...filter, account })} />
        <DateInput
          label="Dari tanggal"
          value={dari || null}
          onChange={(v) => setRange(v ? String(v).slice(0, 10) : null, sampai)}
          valueFormat="DD/MM/YYYY"
          placeholder="DD/MM/YYYY"
          popoverProps={{ withinPortal: true }}
          error={!dari ? 'Pilih tanggal awal.' : undefined}
        />
        <DateInput
          label="Sampai tanggal"
          value={sampai || null}
          onChange={(v) => setRange(dari, v ? String(v).slice(0, 10) : null)}
          valueFormat="DD/MM/YYYY"
          placeholder="DD/MM/YYYY"
          popoverProps={{ withinPortal: true }}
          error={!sampai ? 'Pilih tanggal akhir.' : salah}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            const d = rentangBawaan();
            setDari(d.dari);
            setSampai(d.sampai);
            onChange({ account: null, ...d });
          }}
        >
          Atur ulang (7 hari terakhir)
        </Button>
      </Stack>
    </DatesProvider>
  );
}

const accountLabel = (a: ActivityAccount) => (a.nama_lengkap && a.nama_lengkap !== a.username ? `${a.username} — ${a.nama_lengkap}` : a.username);

function AccountSelect({ value, onChange }: { value: number | null; onChange: (v: number | null) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const selected = useQuery({
    queryKey: ['activities', 'accounts', { id: value }],
    queryFn: ({ signal }) => activityApi.accounts({ id: value! }, signal),
    enabled: value !== null,
    staleTime: 5 * 60_000,
  });
  const selectedLabel = selected.data?.[0] ? accountLabel(selected.data[0]) : undefined;
  const term = debounced && debounced !== selectedLabel ? debounced : undefined;
  const options = useQuery({
    queryKey: ['activities', 'accounts', { search: term }],
    queryFn: ({ signal }) => activityApi.accounts({ search: term }, signal),
    staleTime: 60_000,
  });
  const data = useMemo(() => {
    const seen = new Set<string>();
    return [...(selected.data ?? []), ...(options.data ?? [])]
      .map((a) => ({ value: String(a.id), label: accountLabel(a) }))
      .filter((o) => (seen.has(o.value) ? false : (seen.add(o.value), true)));
  }, [selected.data, options.data]);

  return (
    <Select
      label="Pengguna"
      placeholder="Semua pengguna"
      data={data}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: o }) => o}
      clearable
      nothingFoundMessage={options.isFetching ? 'Memuat…' : options.isError ? 'Gagal memuat pengguna' : 'Tidak ada data'}
      comboboxProps={{ withinPortal: true }}
      description={value && selected.data?.length === 0 ? <Lencana color="gray">akun tidak ditemukan</Lencana> : undefined}
    />
  );
}
