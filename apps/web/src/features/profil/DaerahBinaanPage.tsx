import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFiles, IconSearch } from '@tabler/icons-react';
import { URUTAN_BINAAN } from '@sigap/domain';
import { formatAngka } from '../../lib/format';
import { useIsMobile } from '../../lib/media';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { profilQueries, type BarisBinaan } from './api';
import { DokumenModal } from './DokumenModal';
import { angkaDari, ListCard, Halaman, idDari, StatusBadge, UKURAN_HALAMAN } from './ui';

const TAHAP = [
  { value: '2', key: 'penerapan', label: 'Penerapan', color: 'teal' },
  { value: '0', key: 'inisiatif', label: 'Inisiatif', color: 'indigo' },
  { value: '1', key: 'ujicoba', label: 'Uji Coba', color: 'orange' },
] as const;

const URUTAN = [
  { value: 'nama_asc', label: 'Nama A-Z' },
  { value: 'nama_desc', label: 'Nama Z-A' },
  { value: 'terbaru', label: 'Terbaru' },
  { value: 'terlama', label: 'Terlama' },
] as const satisfies readonly { value: (typeof URUTAN_BINAAN)[number]; label: string }[];

const warnaKirim = (s: string) => (s === 'Sudah Dikirim' ? 'teal' : 'gray');

/**
 * /dashboard/daerah-binaan (PRF-08): the province's regencies and cities,
 * their index innovations of the data years: counts per stage, a region
 * picker, search, sort, page size, the table and a document preview.
 * The state lives in the address bar.
 */
export default function DaerahBinaanPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, angkaDari(params.get('page'), 1) - 1);
  const size = angkaDari(params.get('size'), 20, UKURAN_HALAMAN);
  const search = params.get('q') ?? '';
  const kabkota = idDari(params.get('kabkota_id'));
  const tahapRaw = params.get('tahap');
  const tahap = TAHAP.find((t) => t.value === tahapRaw)?.value ?? null;
  const sortRaw = params.get('sort');
  const sort = URUTAN.find((u) => u.value === sortRaw)?.value ?? null;
  const query = useMemo(
    () => ({ page, per_page: size, search: search || undefined, kabkota_id: kabkota ?? undefined, inovasi_status: tahap ?? undefined, sort: sort ?? undefined }),
    [page, size, search, kabkota, tahap, sort],
  );
  const list = useQuery(profilQueries.binaan(query));
  const provinsiId = user.m_daerah_id ?? user.daerah?.id ?? null;
  const kab = useQuery({ ...profilQueries.kabkota(provinsiId ?? 0), enabled: provinsiId != null });
  const [teks, setTeks] = useState(search);
  useEffect(() => setTeks(search), [search]);
  const [preview, setPreview] = useState<{ id: number; nama: string } | null>(null);

  const ubah = (patch: Record<string, string | null>, halaman = false) => {
    const p = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') p.delete(k);
      else p.set(k, v);
    }
    if (!halaman) p.delete('page');
    setParams(p);
  };
  const cari = useDebouncedCallback((v: string) => ubah({ q: v.trim() }), 400);
  const rekap = list.data?.rekap;
  const rows = list.data?.data ?? [];
  const tahunData = list.data?.tahun ?? [];

  const tombolDokumen = (r: BarisBinaan) => (
    <Button size="compact-sm" variant="light" leftSection={<IconFiles size={14} />} onClick={() => setPreview({ id: r.id, nama: r.nama })} aria-label={`Dokumen ${r.nama}`}>
      Dokumen
    </Button>
  );
  const kelengkapan = (r: BarisBinaan) => (
    <Stack gap={2}>
      <StatusBadge status={r.dokumen.status} size="sm" />
      <Text size="xs" c="dimmed">
        {r.dokumen.wajib_terpenuhi}/{r.dokumen.wajib} wajib · {formatAngka(r.dokumen.jumlah_dokumen)} dokumen
      </Text>
    </Stack>
  );
  const kirim = (r: BarisBinaan) => (
    <Lencana color={warnaKirim(r.status_pengiriman)} variant="light">
      {r.status_pengiriman}
    </Lencana>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}
        </Title>
        <Text c="dimmed" size="sm">
          Inovasi kabupaten/kota di {user.daerah?.nama ?? 'provinsi Anda'} yang masuk penilaian indeks{tahunData.length ? ` (tahun ${tahunData.join(', ')})` : ''}.
        </Text>
      </div>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="rekap-binaan">
        {TAHAP.map((t) => (
          <KartuRekap key={t.key} label={t.label} color={t.color} nilai={rekap?.[t.key]} aktif={tahap === t.value} onClick={() => ubah({ tahap: tahap === t.value ? null : t.value })} testId={`rekap-${t.key}`} />
        ))}
        <KartuRekap label="Semua" color="gray" nilai={rekap?.total} aktif={tahap === null} onClick={() => ubah({ tahap: null })} testId="rekap-total" />
      </SimpleGrid>

      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Cari"
            type="search"
            placeholder="Nama inovasi atau daerah…"
            leftSection={<IconSearch size={16} />}
            value={teks}
            onChange={(e) => {
              setTeks(e.currentTarget.value);
              cari(e.currentTarget.value);
            }}
          />
          <Select
            label="Kabupaten/Kota"
            placeholder="Semua kabupaten/kota"
            data={(kab.data ?? []).map((k) => ({ value: String(k.id), label: k.nama }))}
            value={kabkota ? String(kabkota) : null}
            onChange={(v) => ubah({ kabkota_id: v })}
            clearable
            searchable
            nothingFoundMessage={kab.isPending ? 'Memuat…' : 'Tidak ada data'}
          />
          <Select label="Urutkan" placeholder="Nama A-Z" data={URUTAN} value={sort} onChange={(v) => ubah({ sort: v })} clearable />
        </SimpleGrid>
      </Card>

      <ListCard q={list} empty={rows.length === 0}>
        {isMobile ? (
          <Stack gap={0}>
            {rows.map((r, i) => (
              <Box key={r.id} p="sm" data-row-id={r.id} style={{ borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                <Text fw={600} size="sm">
                  {r.no}. {r.nama}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.opd?.nama_opd ? `${r.opd.nama_opd} · ` : ''}
                  {r.nama_pemda} · {r.tahapan ?? '-'} · {r.tahun}
                </Text>
                <Group justify="space-between" align="flex-end" mt={6} wrap="wrap" gap={6}>
                  {kelengkapan(r)}
                  <Group gap={6}>
                    {kirim(r)}
                    {tombolDokumen(r)}
                  </Group>
                </Group>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Tabel inovasi daerah binaan">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>No</Table.Th>
                  <Table.Th>Perangkat Daerah</Table.Th>
                  <Table.Th>Inovasi</Table.Th>
                  <Table.Th>Kelengkapan Dokumen</Table.Th>
                  <Table.Th>Status Pengiriman</Table.Th>
                  <Table.Th ta="end">Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-row-id={r.id}>
                    <Table.Td>{r.no}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {r.nama_pemda}
                      </Text>
                      {r.opd?.nama_opd && (
                        <Text size="xs" c="dimmed">
                          {r.opd.nama_opd}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.nama}</Text>
                      <Text size="xs" c="dimmed">
                        {r.tahapan ?? '-'} · {r.tahun}
                      </Text>
                    </Table.Td>
                    <Table.Td>{kelengkapan(r)}</Table.Td>
                    <Table.Td>{kirim(r)}</Table.Td>
                    <Table.Td ta="end">{tombolDokumen(r)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListCard>
      <Halaman page={page} size={size} total={list.data?.total ?? 0} onPage={(p) => ubah({ page: p > 0 ? String(p + 1) : null }, true)} onSize={(s) => ubah({ size: s === 20 ? null : String(s) })} />
      <DokumenModal inovasi={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}

function KartuRekap({ label, nilai, color, aktif, onClick, testId }: { label: string; nilai: number | undefined; color: string; aktif: boolean; onClick: () => void; testId: string }) {
  return (
    <UnstyledButton onClick={onClick} aria-pressed={aktif} data-testid={testId} style={{ display: 'block' }}>
      <Card withBorder radius="md" padding="sm" style={{ borderColor: aktif ? `var(--mantine-color-${color}-5)` : undefined, borderWidth: aktif ? 2 : 1 }}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        <Text fw={700} fz={26} c={`${color}.7`} data-testid={`${testId}-nilai`}>
          {nilai === undefined ? '–' : formatAngka(nilai)}
        </Text>
      </Card>
    </UnstyledButton>
  );
}
