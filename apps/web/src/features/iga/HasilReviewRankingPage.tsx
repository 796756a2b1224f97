import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAward, IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { A_INDEKS, nomineTetap } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';
import { endsSession } from '../../lib/errors';
import { useIsMobile } from '../../lib/media';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { ListFooter } from '../../resource-ui/Pager';
import { igaApi, KUNCI, unduhIga, type RankingReviewRow } from './api';
import { KepalaIga, KlasterSelect, labelKlaster, Muat, Petunjuk, skor2, useKeadaanTahun, useSaringIga, useTahunIga } from './shared';

/**
 * Hasil Review Ranking (IGA-02): the verified index of every region (pemda, jumlah_inovasi, ISP, ISI, IID and the
 * IGA flag), by year and cluster, with an Excel of the same filters. The IGA flag makes a region a nominee; admins
 * change it here while the nominees are not fixed yet (the domain's `nomineTetap`; the index module's flag command
 * guards it on the server).
 */
export default function HasilReviewRankingPage({ module }: ModuleScreenProps) {
  const { tahun: dipilih, klaster, params, set } = useSaringIga();
  const { daftar, tahun } = useTahunIga(dipilih);
  const keadaan = useKeadaanTahun(tahun);
  const hanyaIga = params.get('iga') === '1';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const size = [10, 20, 50, 100].includes(Number(params.get('per_page'))) ? Number(params.get('per_page')) : 20;
  const [cari, setCari] = useState('');
  const [search] = useDebouncedValue(cari.trim(), 350);
  const narrow = useIsMobile();
  const q = useQuery({
    queryKey: KUNCI.rankingReview({ tahun, klaster, page, search, iga: hanyaIga, per_page: size }),
    queryFn: ({ signal }) => igaApi.rankingReview({ tahun, klaster, page, per_page: size, search, iga: hanyaIga }, signal),
    enabled: daftar.isFetched,
    placeholderData: keepPreviousData,
  });
  const bolehUbah = Boolean(keadaan.data?.boleh_kelola && !nomineTetap(keadaan.data));
  const rows = q.data?.data ?? [];
  const cols = narrow ? 3 : bolehUbah ? 9 : 8;
  return (
    <Stack gap="md">
      <KepalaIga
        judul={module.title}
        slug={module.slug}
        keterangan="Indeks Inovasi Daerah terverifikasi seluruh daerah: ISP (skor pemda), ISI (skor inovasi) dan IID; daerah bertanda IGA menjadi nomine penghargaan."
        tahun={tahun ?? q.data?.tahun ?? null}
        daftar={daftar}
        onTahun={(t) => set({ tahun: t, page: null })}
      >
        <KlasterSelect value={klaster} onChange={(v) => set({ klaster: v, page: null })} />
      </KepalaIga>
      <Card withBorder radius="md" padding="sm">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="wrap">
              <TextInput
                placeholder="Cari nama daerah"
                leftSection={<IconSearch size={14} />}
                value={cari}
                onChange={(e) => {
                  setCari(e.currentTarget.value);
                  if (page) set({ page: null });
                }}
                aria-label="Cari nama daerah"
                w={{ base: '100%', sm: 240 }}
              />
              <Checkbox label="Hanya bertanda IGA" checked={hanyaIga} onChange={(e) => set({ iga: e.currentTarget.checked ? 1 : null, page: null })} />
            </Group>
            <Button
              variant="light"
              leftSection={<IconFileSpreadsheet size={16} />}
              onClick={() => unduhIga.rankingReviewExcel({ tahun: tahun ?? q.data?.tahun ?? null, klaster, iga: hanyaIga }).catch((e: unknown) => notifyError(e, 'Excel gagal diunduh'))}
            >
              Unduh Excel
            </Button>
          </Group>
          <Muat q={q}>
            <Table.ScrollContainer minWidth={narrow ? 300 : 860}>
              <Table striped highlightOnHover verticalSpacing="xs" aria-label="Tabel hasil review ranking" aria-busy={q.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={50}>#</Table.Th>
                    <Table.Th>Pemda</Table.Th>
                    {!narrow && <Table.Th>Klaster</Table.Th>}
                    {!narrow && <Table.Th ta="right">Jumlah Inovasi</Table.Th>}
                    {!narrow && (
                      <Table.Th ta="right">
                        <Petunjuk label="Indeks Satuan Pemerintah daerah: skor indikator daerah terverifikasi.">ISP</Petunjuk>
                      </Table.Th>
                    )}
                    {!narrow && (
                      <Table.Th ta="right">
                        <Petunjuk label="Indeks Satuan Inovasi: skor inovasi terverifikasi.">ISI</Petunjuk>
                      </Table.Th>
                    )}
                    <Table.Th ta="right">IID</Table.Th>
                    {!narrow && <Table.Th>IGA</Table.Th>}
                    {bolehUbah && !narrow && <Table.Th>Aksi</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={cols}>
                        <Text ta="center" c="dimmed" py="md">
                          Tidak ada data
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {rows.map((r) => (
                    <Table.Tr key={r.profil_id} data-testid={`review-${r.profil_id}`}>
                      <Table.Td fw={600}>{r.peringkat}</Table.Td>
                      <Table.Td>
                        {r.pemda}
                        {narrow && (
                          <Group gap={4} mt={2}>
                            <Text size="xs" c="dimmed">
                              {labelKlaster(r.klaster)} · {r.jumlah_inovasi} inovasi
                            </Text>
                            {r.iga && <IgaBadge />}
                          </Group>
                        )}
                      </Table.Td>
                      {!narrow && <Table.Td>{labelKlaster(r.klaster)}</Table.Td>}
                      {!narrow && <Table.Td ta="right">{r.jumlah_inovasi}</Table.Td>}
                      {!narrow && (
                        <Table.Td ta="right" ff="monospace">
                          {skor2(r.skor_pemda_verify)}
                        </Table.Td>
                      )}
                      {!narrow && (
                        <Table.Td ta="right" ff="monospace">
                          {skor2(r.avg_inovasi)}
                        </Table.Td>
                      )}
                      <Table.Td ta="right" ff="monospace" fw={600}>
                        {skor2(r.skor_total)}
                        {!narrow && (
                          <Text size="xs" c="dimmed" ff="inherit" fw={400}>
                            {r.predikat}
                          </Text>
                        )}
                      </Table.Td>
                      {!narrow && (
                        <Table.Td>
                          {r.iga ? (
                            <IgaBadge />
                          ) : (
                            <Text size="xs" c="dimmed">
                              –
                            </Text>
                          )}
                        </Table.Td>
                      )}
                      {bolehUbah && !narrow && (
                        <Table.Td>
                          <UbahIga row={r} />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Muat>
          <ListFooter page={page} size={size} total={q.data?.total ?? 0} onPage={(p) => set({ page: p || null })} onSize={(s) => set({ per_page: s === 20 ? null : s, page: null })} />
        </Stack>
      </Card>
    </Stack>
  );
}

function IgaBadge() {
  return (
    <Badge color="grape" variant="filled" size="sm" data-testid="iga-badge" style={{ maxWidth: 'none' }}>
      IGA
    </Badge>
  );
}

/** Toggles the IGA flag (the index module's command, GET then POST /ranking-index/{id}/flag) after a confirmation. */
function UbahIga({ row }: { row: RankingReviewRow }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const m = useMutation({
    mutationFn: () => panggil(A_INDEKS.ubahFlag, { params: { profil_id: row.profil_id } }),
    onSuccess: async (r) => {
      notifySuccess(r.message ?? 'Status IGA diubah.');
      setOpen(false);
      await qc.invalidateQueries({ queryKey: KUNCI.semua });
    },
    onError: (e) => !endsSession(e) && notifyError(e, 'Status IGA gagal diubah'),
  });
  return (
    <>
      <Button size="compact-sm" variant="light" leftSection={<IconAward size={14} />} onClick={() => setOpen(true)} aria-label={`Ubah Status IGA ${row.pemda}`}>
        {row.iga ? 'Cabut IGA' : 'Tandai IGA'}
      </Button>
      <Modal opened={open} onClose={() => !m.isPending && setOpen(false)} title="Ubah Status IGA" centered>
        <Stack gap="sm">
          <Text size="sm">
            {row.pemda}: {row.iga ? 'cabut tanda IGA? Daerah ini tidak lagi menjadi nomine.' : 'tandai IGA? Daerah ini menjadi nomine penghargaan.'} Perubahan dicatat di log aktivitas.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={m.isPending}>
              Batal
            </Button>
            <Button color={row.iga ? 'red' : 'teal'} loading={m.isPending} onClick={() => m.mutate()}>
              {row.iga ? 'Cabut' : 'Tandai'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
