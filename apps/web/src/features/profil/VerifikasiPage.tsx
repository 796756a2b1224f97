import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Box, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowLeft, IconChecklist, IconEye, IconSearch } from '@tabler/icons-react';
import { formatAngka } from '../../lib/format';
import { useIsMobile } from '../../lib/media';
import { useModules } from '../../lib/modules';
import type { ModuleScreenProps } from '../../lib/screens';
import { profilQueries, type BarisVerifikasi } from './api';
import { tautanIndikator } from './IndikatorTab';
import { ProfilView } from './ProfilView';
import { angkaDari, ListCard, Halaman, idDari, StatusBadge, UKURAN_HALAMAN } from './ui';

/**
 * /dashboard/detail-pemda-verifikasi (PRF-09): without `?id=` the profiles of
 * the verifier's area (GET /profil_pemda/verifikasi, provinces from
 * /daerah_verifikasi); with `?id=` the read-only profile page, whose
 * indicator links lead to the verification editor (indikator_daerah).
 */
export default function VerifikasiPage({ module }: ModuleScreenProps) {
  const [params] = useSearchParams();
  const id = idDari(params.get('id'));
  if (id) {
    const kembali = (
      <Group>
        <Button component={Link} to="/dashboard/detail-pemda-verifikasi" variant="subtle" leftSection={<IconArrowLeft size={16} className="sigap-flip" />} px={4}>
          Kembali ke daftar
        </Button>
      </Group>
    );
    return <ProfilView key={id} profilId={id} mode="verifikasi" kembali={kembali} />;
  }
  return <DaftarVerifikasi title={module.title} />;
}

function DaftarVerifikasi({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const isMobile = useIsMobile();
  const modules = useModules();
  const punyaEditor = (modules.data?.modules ?? []).some((m) => m.slug === 'indikator_daerah');
  const page = Math.max(0, angkaDari(params.get('page'), 1) - 1);
  const size = angkaDari(params.get('size'), 20, UKURAN_HALAMAN);
  const search = params.get('q') ?? '';
  const propinsi = idDari(params.get('propinsi_id'));
  const query = useMemo(() => ({ page, per_page: size, search: search || undefined, propinsi_id: propinsi ?? undefined }), [page, size, search, propinsi]);
  const list = useQuery(profilQueries.verifikasi(query));
  const provinsi = useQuery(profilQueries.provinsiVerifikasi());
  const [teks, setTeks] = useState(search);
  useEffect(() => setTeks(search), [search]);

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
  const rows = list.data?.data ?? [];

  const aksi = (r: BarisVerifikasi) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button component={Link} to={`/dashboard/detail-pemda-verifikasi?id=${r.id}`} size="compact-sm" variant="light" leftSection={<IconEye size={14} />} aria-label={`Lihat ${r.nama}`}>
        Lihat
      </Button>
      {punyaEditor && (
        <Button component={Link} to={tautanIndikator(r.id)} size="compact-sm" variant="subtle" color="teal" leftSection={<IconChecklist size={14} />}>
          Indikator
        </Button>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          Profil daerah di wilayah verifikasi Anda{list.data?.tahun ? `, indikator tahun ${list.data.tahun}` : ''}.
        </Text>
      </div>
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Cari"
            type="search"
            placeholder="Nama pemerintah daerah…"
            leftSection={<IconSearch size={16} />}
            value={teks}
            onChange={(e) => {
              setTeks(e.currentTarget.value);
              cari(e.currentTarget.value);
            }}
          />
          <Select
            label="Provinsi"
            placeholder="Semua provinsi"
            data={(provinsi.data ?? []).map((p) => ({ value: String(p.id), label: `${p.nama} (${p.jumlah_daerah})` }))}
            value={propinsi ? String(propinsi) : null}
            onChange={(v) => ubah({ propinsi_id: v })}
            clearable
            searchable
            nothingFoundMessage="Tidak ada data"
          />
        </SimpleGrid>
      </Card>
      <ListCard q={list} empty={rows.length === 0}>
        {isMobile ? (
          <Stack gap={0}>
            {rows.map((r, i) => (
              <Box key={r.id} p="sm" data-row-id={r.id} style={{ borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                <Text fw={600} size="sm">
                  {page * size + i + 1}. {r.nama}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.propinsi?.nama ?? '-'} · {r.indikator.terisi}/{r.indikator.jumlah} indikator · {r.indikator.dievaluasi} dievaluasi
                </Text>
                <Group justify="space-between" mt={6} wrap="wrap" gap={6}>
                  <StatusBadge status={r.indikator.status} size="sm" />
                  {aksi(r)}
                </Group>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Tabel profil untuk verifikasi">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>No</Table.Th>
                  <Table.Th>Pemerintah Daerah</Table.Th>
                  <Table.Th>Provinsi</Table.Th>
                  <Table.Th>Indikator</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Skor (mandiri / verifikasi)</Table.Th>
                  <Table.Th>Inovasi</Table.Th>
                  <Table.Th ta="end">Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r, i) => (
                  <Table.Tr key={r.id} data-row-id={r.id}>
                    <Table.Td>{page * size + i + 1}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/dashboard/detail-pemda-verifikasi?id=${r.id}`} size="sm" fw={600}>
                        {r.nama}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.propinsi?.nama ?? '-'}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {r.indikator.terisi}/{r.indikator.jumlah} terisi
                      </Text>
                      <Text size="xs" c="dimmed">
                        {r.indikator.dievaluasi} dievaluasi · {r.indikator.jumlah_dokumen} dokumen
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.indikator.status} size="sm" />
                    </Table.Td>
                    <Table.Td>
                      {formatAngka(r.skor_total)} / {formatAngka(r.skor_verifikasi)}
                    </Table.Td>
                    <Table.Td>
                      {r.jumlah_inovasi}
                      {r.inovasi_menunggu > 0 && (
                        <Lencana ml={6} size="xs" color="orange" variant="light">
                          {r.inovasi_menunggu} menunggu
                        </Lencana>
                      )}
                    </Table.Td>
                    <Table.Td>{aksi(r)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListCard>
      <Halaman page={page} size={size} total={list.data?.total ?? 0} onPage={(p) => ubah({ page: p > 0 ? String(p + 1) : null }, true)} onSize={(s) => ubah({ size: s === 20 ? null : String(s) })} />
    </Stack>
  );
}
