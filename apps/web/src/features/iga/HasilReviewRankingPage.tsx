import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAward, IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { A_INDEKS, nomineTetap } from '@sigap/domain';
import { Lencana } from '../../components/Lencana';
import { TabelPeringkat } from '../../components/TabelPeringkat';
import { panggil } from '../../lib/kontrak';
import { endsSession } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { ListFooter } from '../../resource-ui/Pager';
import { igaApi, KUNCI, unduhIga, type RankingReviewRow } from './api';
import { KepalaIga, KlasterSelect, labelKlaster, Muat, Petunjuk, skor2, useKeadaanTahun, useSaringIga, useTahunIga, WARNA_PREDIKAT } from './shared';

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
  const q = useQuery({
    queryKey: KUNCI.rankingReview({ tahun, klaster, page, search, iga: hanyaIga, per_page: size }),
    queryFn: ({ signal }) => igaApi.rankingReview({ tahun, klaster, page, per_page: size, search, iga: hanyaIga }, signal),
    enabled: daftar.isFetched,
    placeholderData: keepPreviousData,
  });
  const bolehUbah = Boolean(keadaan.data?.boleh_kelola && !nomineTetap(keadaan.data));
  const rows = q.data?.data ?? [];
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
            <TabelPeringkat
              rows={rows}
              kunciBaris={(r) => r.profil_id}
              ariaLabel="Tabel hasil review ranking"
              sibuk={q.isFetching}
              testidBaris={(r) => `review-${r.profil_id}`}
              peringkat={(r) => r.peringkat}
              namaJudul="Pemda"
              nama={(r) => r.pemda}
              kolom={[
                { kunci: 'klaster', judul: 'Klaster', isi: (r) => labelKlaster(r.klaster) },
                { kunci: 'jumlah', judul: 'Jumlah Inovasi', ta: 'right', isi: (r) => r.jumlah_inovasi },
                {
                  kunci: 'isp',
                  judulTeks: 'ISP',
                  judul: <Petunjuk label="Indeks Satuan Pemerintah daerah: skor indikator daerah terverifikasi.">ISP</Petunjuk>,
                  ta: 'right',
                  isi: (r) => skor2(r.skor_pemda_verify),
                },
                {
                  kunci: 'isi',
                  judulTeks: 'ISI',
                  judul: <Petunjuk label="Indeks Satuan Inovasi: skor inovasi terverifikasi.">ISI</Petunjuk>,
                  ta: 'right',
                  isi: (r) => skor2(r.avg_inovasi),
                },
              ]}
              skorJudul="IID"
              skor={(r) => skor2(r.skor_total)}
              predikat={(r) => <Lencana color={WARNA_PREDIKAT(r.predikat)}>{r.predikat}</Lencana>}
              iga={(r) => r.iga}
              aksi={bolehUbah ? (r) => <UbahIga row={r} /> : undefined}
              minWidth={860}
            />
          </Muat>
          <ListFooter page={page} size={size} total={q.data?.total ?? 0} onPage={(p) => set({ page: p || null })} onSize={(s) => set({ per_page: s === 20 ? null : s, page: null })} />
        </Stack>
      </Card>
    </Stack>
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
