import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, Group, LoadingOverlay, Select, Spoiler, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconEye, IconGavel, IconSearch } from '@tabler/icons-react';
import { ALUR_REVIEW, A_REVIEW, butuhPenilaian, can, PILIHAN_STATUS_QC, type AksiReview } from '@sigap/domain';
import { endsSession } from '../../lib/errors';
import { formatTanggal, formatWaktu } from '../../lib/format';
import { useIsMobile } from '../../lib/media';
import { notifyError } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../resource-ui/list-state';
import { pageCount } from '../../resource-ui/pagination';
import { ListFooter } from '../../resource-ui/Pager';
import { AKSI_UI, AksiDialog, gayaTombol, QcBadge, ReviewBadge, RingkasanButton, poin, type AksiTarget } from './parts';
import { antrianKontrak, reviewQueries, type AntrianRow } from './api';

/** Screens that offer "download summary" (core spec section 2). */
const DENGAN_RINGKASAN = new Set(['hasil-review', 'quality-control']);
const SUBJUDUL: Record<string, string> = {
  review: 'Inovasi yang menunggu verifikasi',
  'hasil-review': 'Inovasi yang disetujui verifikator',
  'hasil-rejected': 'Inovasi yang ditolak verifikator',
  'quality-control': 'Hasil review yang menunggu atau sudah melalui quality control',
};
/** The sticky action column: always in view at 1280 px with the sidebar open, whatever the table scrolls (issue 19 item 3). */
const KOLOM_AKSI = { position: 'sticky', right: 0, zIndex: 1, background: 'var(--mantine-color-body)', boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)' } as const;

/** The queues review, hasil-review, hasil-rejected and quality-control (REV-01..04). */
export default function ReviewQueuePage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, (Number(params.get('page')) || 1) - 1);
  const sizeParam = Number(params.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_PAGE_SIZE;
  const search = (params.get('q') ?? '').slice(0, 200);
  const qcFilter = module.slug === 'quality-control' && ['0', '1', '2'].includes(params.get('qc') ?? '') ? params.get('qc')! : null;
  const kontrak = antrianKontrak(module.endpoint, user.role) ?? A_REVIEW.antrian;
  const query = useMemo(() => ({ page, per_page: size, search: search.trim() || undefined, qc: qcFilter ?? undefined }), [page, size, search, qcFilter]);
  const list = useQuery(reviewQueries.antrian(kontrak, query));
  const [target, setTarget] = useState<AksiTarget | null>(null);

  const set = (patch: Record<string, string | null>, keepPage = false) => {
    const next = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };

  const [searchText, setSearchText] = useState(search);
  useEffect(() => setSearchText(search), [search]);
  const pushSearch = useDebouncedCallback((text: string) => set({ q: text.trim() || null }), 400);

  useEffect(() => {
    if (list.isError && !endsSession(list.error)) notifyError(list.error, 'Gagal memuat data');
  }, [list.errorUpdatedAt]);

  const rows = list.isError ? [] : (list.data?.data ?? []);
  const total = list.isError ? 0 : (list.data?.total ?? 0);
  const pages = pageCount(total, size);
  // a page past the end (the rows moved out after a decision) goes to the last page
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && page > 0 && page >= pages) set({ page: pages > 0 ? String(pages) : null }, true);
  }, [list.isSuccess, list.isPlaceholderData, page, pages]);
  // the review screen returns here with the same filters (search, page, size, QC state)
  const location = useLocation();
  const kembali = encodeURIComponent(`${location.pathname}${location.search}`);
  const viewPath = (r: AntrianRow) => `/inovasi/${r.inovasi_id}/${module.slug === 'quality-control' ? 'qc' : 'review'}?kembali=${kembali}`;
  const bolehNilai = can(user.role, 'evaluasi', 'review');

  /**
   * Row actions, labelled: "Periksa" opens the review screen (approving happens there, after the indicators are
   * judged: decision 87); the other decisions (reject, QC) confirm in a dialog here.
   */
  function actions(r: AntrianRow) {
    const menyetujui = r.aksi.some(butuhPenilaian);
    const label = menyetujui ? (bolehNilai ? 'Nilai & setujui' : 'Periksa & setujui') : 'Lihat';
    return (
      <Group gap={6} wrap="wrap" justify="flex-start" miw={isMobile ? undefined : 150} maw={isMobile ? undefined : 240}>
        <Button
          size="compact-sm"
          variant={menyetujui ? 'filled' : 'light'}
          color={menyetujui ? 'teal.9' : 'blue'}
          style={menyetujui ? gayaTombol('teal.9') : undefined}
          component={Link}
          to={viewPath(r)}
          leftSection={menyetujui ? <IconGavel size={14} /> : <IconEye size={14} />}
          aria-label={`${label}: ${r.nama}`}
        >
          {label}
        </Button>
        {r.aksi
          .filter((a) => !butuhPenilaian(a))
          .map((a: AksiReview) => (
            <Button key={a} size="compact-sm" variant="light" color={AKSI_UI[a].warna} onClick={() => setTarget({ inovasi_id: r.inovasi_id, nama: r.nama, aksi: a })} aria-label={`${ALUR_REVIEW[a].label}: ${r.nama}`}>
              {ALUR_REVIEW[a].label}
            </Button>
          ))}
        {DENGAN_RINGKASAN.has(module.slug) && <RingkasanButton inovasiId={r.inovasi_id} compact />}
      </Group>
    );
  }

  const badges = (r: AntrianRow) => (
    <Group gap={4} wrap="wrap">
      <ReviewBadge status={r.status_review} />
      <QcBadge status={r.qc_status} />
    </Group>
  );
  const catatan = (r: AntrianRow) =>
    r.deskripsi || r.qc_notes ? (
      <Spoiler maxHeight={36} showLabel="Selengkapnya" hideLabel="Ringkas" styles={{ control: { fontSize: "var(--mantine-font-size-xs)" } }}>
        {r.deskripsi && <Text size="xs">{r.deskripsi}</Text>}
        {r.qc_notes && (
          <Text size="xs" c="dimmed">
            QC: {r.qc_notes}
          </Text>
        )}
      </Spoiler>
    ) : (
      <Text size="xs" c="dimmed">
        -
      </Text>
    );

  const empty = (
    <Text c="dimmed" ta="center" py="lg" data-testid="list-empty">
      {list.isPending ? 'Mohon tunggu sebentar...' : 'Tidak ada data'}
    </Text>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}
        </Title>
        <Text c="dimmed" size="sm">
          {SUBJUDUL[module.slug] ?? ''}
        </Text>
      </div>

      <Card withBorder padding="md" radius="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Cari"
            placeholder="Cari nama inovasi…"
            leftSection={<IconSearch size={16} />}
            type="search"
            value={searchText}
            style={{ flex: '1 1 220px' }}
            onChange={(e) => {
              setSearchText(e.currentTarget.value);
              pushSearch(e.currentTarget.value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                pushSearch.cancel?.();
                set({ q: searchText.trim() || null });
              }
            }}
          />
          {module.slug === 'quality-control' && (
            <Select label="Status QC" placeholder="Semua" data={PILIHAN_STATUS_QC} value={qcFilter} onChange={(v) => set({ qc: v })} clearable w={{ base: '100%', xs: 180 }} />
          )}
        </Group>
      </Card>

      <Card withBorder padding={0} radius="md" pos="relative">
        <LoadingOverlay visible={list.isFetching && !list.isPending} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        {isMobile ? (
          rows.length === 0 ? (
            empty
          ) : (
            <Stack gap={0} role="list" aria-label={`Daftar ${module.title}`}>
              {rows.map((r, i) => (
                <Box key={r.id} role="listitem" data-row-id={r.inovasi_id} p="sm" style={{ borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                  <Text fw={600} size="sm">
                    {page * size + i + 1}. {r.nama}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.nama_pemda} · {r.nomor ?? '-'}
                  </Text>
                  <Box my={4}>{badges(r)}</Box>
                  <Text size="xs">
                    Implementasi {formatTanggal(r.waktu_implementasi ?? '') || '-'} · Dikirim {formatWaktu(r.created_at)}
                  </Text>
                  <Text size="xs">
                    Skor mandiri <b>{poin(r.total_points)}</b> · Skor verifikasi <b>{poin(r.verifikasi_points)}</b>
                  </Text>
                  <Box mt={4}>{catatan(r)}</Box>
                  <Box mt={6}>{actions(r)}</Box>
                </Box>
              ))}
            </Stack>
          )
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={`Tabel ${module.title}`} aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>No</Table.Th>
                  <Table.Th>Nama Inovasi / Nomor</Table.Th>
                  <Table.Th>Pemda</Table.Th>
                  <Table.Th>Implementasi</Table.Th>
                  <Table.Th ta="right">Skor Mandiri</Table.Th>
                  <Table.Th ta="right">Skor Verifikasi</Table.Th>
                  <Table.Th>Dikirim</Table.Th>
                  <Table.Th miw={130}>Status</Table.Th>
                  <Table.Th>Catatan</Table.Th>
                  <Table.Th style={KOLOM_AKSI}>Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={10}>{empty}</Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((r, i) => (
                    <Table.Tr key={r.id} data-row-id={r.inovasi_id}>
                      <Table.Td>{page * size + i + 1}</Table.Td>
                      <Table.Td miw={200} maw={280}>
                        <Text size="sm" fw={500}>
                          {r.nama}
                        </Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {r.nomor ?? '-'}
                        </Text>
                      </Table.Td>
                      <Table.Td>{r.nama_pemda}</Table.Td>
                      <Table.Td>{formatTanggal(r.waktu_implementasi ?? '') || '-'}</Table.Td>
                      <Table.Td ta="right">{poin(r.total_points)}</Table.Td>
                      <Table.Td ta="right">{poin(r.verifikasi_points)}</Table.Td>
                      <Table.Td>{formatWaktu(r.created_at)}</Table.Td>
                      <Table.Td>{badges(r)}</Table.Td>
                      <Table.Td miw={140} maw={220}>
                        {catatan(r)}
                      </Table.Td>
                      <Table.Td style={KOLOM_AKSI}>{actions(r)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <ListFooter page={page} size={size} total={total} onPage={(p) => set({ page: p ? String(p + 1) : null }, true)} onSize={(n) => set({ size: n === DEFAULT_PAGE_SIZE ? null : String(n) })} />

      <AksiDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
