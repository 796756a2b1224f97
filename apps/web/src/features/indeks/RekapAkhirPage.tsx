import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { predikatTab } from '@sigap/domain';
import { userMessage } from '../../lib/errors';
import { notifyError } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { indeksApi, unduhRekapExcel } from './api';
import { bulatRibuan, klasterValid, KlasterTabs, PredikatBadge, PredikatTabs, TahunSelect, UbahIgaButton } from './shared';

/**
 * Rekap Akhir (IDX-03): per cluster, total innovations, self score, verified
 * score (skor_final_raw), IGA flag and the predicate of the verified score
 * by the recap rule; numbers with dot thousands and no decimals; Excel export.
 */
export default function RekapAkhirPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const klaster = klasterValid(params.get('klaster'));
  const tahunParam = Number(params.get('tahun'));
  const tahun = Number.isInteger(tahunParam) && tahunParam > 2000 ? tahunParam : null;
  const tab = params.get('tab') ?? 'semua';
  const [cari, setCari] = useState('');
  const [mengunduh, setMengunduh] = useState(false);
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v === null) next.delete(k);
    else next.set(k, v);
    setParams(next, { replace: true });
  };
  const q = useQuery({
    queryKey: ['rekap-akhir', klaster, tahun],
    queryFn: ({ signal }) => indeksApi.rekap({ klaster, tahun }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (q.data?.data ?? []).map((r) => ({ ...r, tab: predikatTab(r.predikat) })), [q.data]);
  const counts = useMemo(() => rows.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.tab]: (acc[r.tab] ?? 0) + 1 }), {}), [rows]);
  const shown = rows.filter((r) => (tab === 'semua' || String(r.tab) === tab) && (!cari.trim() || r.nama.toLowerCase().includes(cari.trim().toLowerCase())));
  // the action column when the rows offer it (the server's policy, `boleh_ubah_iga`)
  const ubah = rows.some((r) => r.boleh_ubah_iga);
  const tahunTampil = tahun ?? q.data?.tahun ?? null;
  const unduh = async () => {
    setMengunduh(true);
    try {
      await unduhRekapExcel(klaster, tahunTampil);
    } catch (e) {
      notifyError(e, 'Excel gagal diunduh');
    } finally {
      setMengunduh(false);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Predikat dari skor terverifikasi{tahunTampil ? `, tahun ${tahunTampil}` : ''}.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <TahunSelect value={tahunTampil} onChange={(v) => set({ tahun: v ? String(v) : null })} />
          <Button leftSection={<IconFileSpreadsheet size={16} />} variant="light" color="teal" onClick={() => void unduh()} loading={mengunduh} disabled={!q.data}>
            Unduh Excel
          </Button>
        </Group>
      </Group>
      <KlasterTabs value={klaster} onChange={(v) => set({ klaster: v, tab: null })} />
      <Card withBorder radius="md" padding="sm">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <PredikatTabs value={tab} onChange={(v) => set({ tab: v === 'semua' ? null : v })} counts={q.data ? counts : undefined} />
            <TextInput
              placeholder="Cari nama daerah"
              leftSection={<IconSearch size={14} />}
              value={cari}
              onChange={(e) => setCari(e.currentTarget.value)}
              aria-label="Cari nama daerah"
              w={{ base: '100%', sm: 240 }}
            />
          </Group>
          {q.isError && (
            <Alert color="red" title="Rekap tidak dapat dimuat">
              {userMessage(q.error)}
            </Alert>
          )}
          {q.isPending ? (
            <Stack gap={6}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} h={36} />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="xs" aria-label="Tabel rekap akhir" aria-busy={q.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={50}>No</Table.Th>
                    <Table.Th>Nama Daerah</Table.Th>
                    <Table.Th ta="right">Total Inovasi</Table.Th>
                    <Table.Th ta="right">Skor</Table.Th>
                    <Table.Th ta="right">Skor Final</Table.Th>
                    <Table.Th>IGA</Table.Th>
                    <Table.Th>Predikat</Table.Th>
                    {ubah && <Table.Th>Aksi</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={ubah ? 8 : 7}>
                        <Text ta="center" c="dimmed" py="md">
                          Tidak ada data
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {shown.map((r, i) => (
                    <Table.Tr key={r.profil_id}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td>{r.nama}</Table.Td>
                      <Table.Td ta="right">{bulatRibuan(r.total_inovasi)}</Table.Td>
                      <Table.Td ta="right">{bulatRibuan(r.skor)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {bulatRibuan(r.skor_final_raw)}
                      </Table.Td>
                      <Table.Td>{r.iga ? <Badge color="grape">IGA</Badge> : <Text size="xs" c="dimmed">–</Text>}</Table.Td>
                      <Table.Td>
                        <PredikatBadge predikat={r.predikat} tab={r.tab} />
                      </Table.Td>
                      {ubah && <Table.Td>{r.boleh_ubah_iga && <UbahIgaButton profilId={r.profil_id} nama={r.nama} isIga={r.iga} />}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text size="xs" c="dimmed">
            {shown.length} dari {rows.length} daerah. Skor dibulatkan tanpa desimal; nilai tepat ada di Ranking Indeks.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
