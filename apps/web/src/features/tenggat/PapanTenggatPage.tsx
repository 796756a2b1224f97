import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Card, Group, Progress, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlarm, IconDownload, IconSearch } from '@tabler/icons-react';
import { A_TENGGAT } from '@sigap/domain';
import { alamatBerkas, klikUnduh } from '../../lib/berkas';
import { userMessage } from '../../lib/errors';
import { formatTanggal } from '../../lib/format';
import { resourceApi } from '../../lib/resource-api';
import { ListFooter } from '../../resource-ui/Pager';
import type { ModuleScreenProps } from '../../lib/screens';
import { tenggatApi, type BarisTenggat } from './api';

const WARNA = { tinggi: 'red', sedang: 'orange', rendah: 'teal' } as const;

function Risiko({ r }: { r: BarisTenggat }) {
  return (
    <Badge color={WARNA[r.risiko]} variant="light" h="auto" py={2} styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}>
      {r.risiko_label}
    </Badge>
  );
}

function Kemajuan({ r }: { r: BarisTenggat }) {
  return (
    <Stack gap={2} miw={120}>
      <Progress value={r.persen} color={WARNA[r.risiko]} size="sm" aria-label={`Kelengkapan ${r.nama} ${r.persen}%`} />
      <Text size="xs" c="dimmed">
        {r.persen}% · wajib {r.wajib_terpenuhi}/{r.wajib_jumlah} · indikator {r.indikator_terisi}/{r.indikator_jumlah}
      </Text>
    </Stack>
  );
}

/**
 * "Papan Tenggat" (issue 20): every region against the close of the filling period, the ones at risk first —
 * nothing sent, mandatory indicators missing, "tidak dapat dinilai" if the period closed now — with filters by
 * province, cluster and risk, and the same rows as Excel. On a phone the rows become cards.
 */
export default function PapanTenggatPage({ module }: ModuleScreenProps) {
  const [search, setSearch] = useState('');
  const [cari] = useDebouncedValue(search, 300);
  const [risiko, setRisiko] = useState<string>('');
  const [propinsi, setPropinsi] = useState<string | null>(null);
  const [klaster, setKlaster] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const saring = { search: cari || undefined, risiko: risiko || undefined, propinsi_id: propinsi ?? undefined, klaster: klaster ?? undefined };
  const q = useQuery({
    queryKey: ['tenggat', saring, page, size],
    queryFn: ({ signal }) => tenggatApi.daftar({ ...saring, page, per_page: size }, signal),
    placeholderData: keepPreviousData,
  });
  const prov = useQuery({ queryKey: ['tenggat', 'propinsi'], queryFn: ({ signal }) => resourceApi.lookup('m_daerah', { tingkat: 1, per_page: 100 }, signal), staleTime: 600_000 });
  const kl = useQuery({ queryKey: ['tenggat', 'klaster'], queryFn: ({ signal }) => resourceApi.list('iga_klaster', { per_page: 100 }, signal), staleTime: 600_000 });
  const b = q.data;
  const ubah = (f: () => void) => {
    f();
    setPage(0);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text c="dimmed" size="sm">
            Kemajuan setiap daerah terhadap akhir periode pengisian{b ? ` tahun penilaian ${b.tahun}` : ''}; daerah berisiko ditampilkan lebih dulu.
          </Text>
        </div>
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => klikUnduh(alamatBerkas(A_TENGGAT.excel, { query: saring }), `papan-tenggat-${b?.tahun ?? ''}.xlsx`)}>
          Unduh Excel
        </Button>
      </Group>

      {b && (
        <Alert color={b.hari_sisa != null && b.hari_sisa <= 7 ? 'red' : 'blue'} icon={<IconAlarm size={18} />} title={b.periode_selesai ? `Periode pengisian berakhir ${formatTanggal(b.periode_selesai)}` : 'Akhir periode pengisian belum ditetapkan'}>
          {b.hari_sisa == null ? 'Tetapkan akhir periode di Pengaturan.' : b.hari_sisa >= 0 ? `${b.hari_sisa} hari lagi.` : `Sudah lewat ${-b.hari_sisa} hari.`} {b.rekap.tinggi} daerah berisiko tinggi, {b.rekap.sedang} perlu perhatian,{' '}
          {b.rekap.tidak_dapat_dinilai} tidak dapat dinilai jika periode ditutup sekarang.
        </Alert>
      )}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label="Cari daerah" leftSection={<IconSearch size={14} />} value={search} onChange={(e) => ubah(() => setSearch(e.currentTarget.value))} w={240} />
        <Select label="Provinsi" clearable searchable data={(prov.data ?? []).map((o) => ({ value: String(o.id), label: o.label }))} value={propinsi} onChange={(v) => ubah(() => setPropinsi(v))} w={240} />
        <Select label="Klaster" clearable data={(kl.data?.data ?? []).map((o) => ({ value: String(o.kode), label: String(o.klaster) }))} value={klaster} onChange={(v) => ubah(() => setKlaster(v))} w={220} />
        <SegmentedControl
          aria-label="Risiko"
          value={risiko}
          onChange={(v) => ubah(() => setRisiko(v))}
          data={[
            { value: '', label: 'Semua' },
            { value: 'tinggi', label: `Tinggi${b ? ` (${b.rekap.tinggi})` : ''}` },
            { value: 'sedang', label: `Perhatian${b ? ` (${b.rekap.sedang})` : ''}` },
            { value: 'rendah', label: `Sesuai jalur${b ? ` (${b.rekap.rendah})` : ''}` },
          ]}
        />
      </Group>

      {q.isError && <Alert color="red">{userMessage(q.error)}</Alert>}
      {b && b.data.length === 0 && <Text c="dimmed">Tidak ada daerah yang cocok dengan saringan.</Text>}

      {b && b.data.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={720} visibleFrom="sm">
            <Table striped highlightOnHover withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Daerah</Table.Th>
                  <Table.Th>Risiko</Table.Th>
                  <Table.Th>Kelengkapan</Table.Th>
                  <Table.Th ta="right">Inovasi terkirim</Table.Th>
                  <Table.Th ta="right">Draf</Table.Th>
                  <Table.Th>Alasan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {b.data.map((r) => (
                  <Table.Tr key={r.profil_id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/rincian-skor/${r.profil_id}`} size="sm" fw={600}>
                        {r.nama}
                      </Anchor>
                      {r.propinsi && (
                        <Text size="xs" c="dimmed">
                          {r.propinsi}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Risiko r={r} />
                    </Table.Td>
                    <Table.Td>
                      <Kemajuan r={r} />
                    </Table.Td>
                    <Table.Td ta="right">{r.inovasi_terkirim}</Table.Td>
                    <Table.Td ta="right">{r.inovasi_draf}</Table.Td>
                    <Table.Td>
                      <Text size="xs">{r.alasan.join(' ') || 'Lengkap.'}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <SimpleGrid cols={1} hiddenFrom="sm" spacing="xs">
            {b.data.map((r) => (
              <Card key={r.profil_id} withBorder padding="sm" data-testid="kartu-tenggat">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {r.nama}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.propinsi}
                    </Text>
                  </div>
                  <Risiko r={r} />
                </Group>
                <Kemajuan r={r} />
                <Text size="xs" mt={4}>
                  Terkirim {r.inovasi_terkirim}, draf {r.inovasi_draf}. {r.alasan.join(' ')}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <ListFooter page={page} size={size} total={b.total} onPage={setPage} onSize={(s) => ubah(() => setSize(s))} />
        </>
      )}
    </Stack>
  );
}
