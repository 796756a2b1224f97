import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { Lencana } from '../../components/Lencana';
import { TabelPeringkat } from '../../components/TabelPeringkat';
import type { ModuleScreenProps } from '../../lib/screens';
import { notifyError } from '../../lib/notify';
import { igaApi, KUNCI, unduhIga, type PeringkatIgaRow } from './api';
import { PanelTahun } from './PanelTahun';
import { KepalaIga, KlasterSelect, labelKlaster, Muat, skor2, useSaringIga, useTahunIga, WARNA_PREDIKAT } from './shared';

/**
 * Ranking IGA (`ranking-iga`) and Pengukuran Inovasi (`pengukuran-inovasi`, IGA-04): the spec's index rows (nama,
 * overall_score, peringkat, predikat) per cluster; the final ranking by the overall score, the measurement by the
 * nominees' index score. The final ranking also holds the award year's control panel (stages, plenary, publication,
 * outputs) in its second tab.
 */
export default function PeringkatIgaPage({ module }: ModuleScreenProps) {
  const jenis = module.slug === 'pengukuran-inovasi' ? 'pengukuran' : 'ranking';
  const { tahun: dipilih, klaster, params, set } = useSaringIga();
  const { daftar, tahun } = useTahunIga(dipilih);
  const tab = jenis === 'ranking' && params.get('tab') === 'tahapan' ? 'tahapan' : 'peringkat';
  return (
    <Stack gap="md">
      <KepalaIga
        judul={module.title}
        slug={module.slug}
        keterangan={
          jenis === 'ranking'
            ? 'Peringkat akhir nomine per klaster menurut skor akhir (indeks, presentasi dan validasi lapangan dengan bobot tahun penghargaan). Tahapan, rapat pleno dan keluaran di tab kedua.'
            : 'Pengukuran para nomine: skor Indeks Inovasi Daerah (terverifikasi), peringkat dan predikat per klaster.'
        }
        tahun={tahun}
        daftar={daftar}
        onTahun={(t) => set({ tahun: t })}
      >
        {tab === 'peringkat' && <KlasterSelect value={klaster} onChange={(v) => set({ klaster: v })} />}
      </KepalaIga>
      {tahun !== null &&
        (jenis === 'ranking' ? (
          <Tabs value={tab} onChange={(v) => set({ tab: v === 'tahapan' ? 'tahapan' : null })} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="peringkat">Peringkat</Tabs.Tab>
              <Tabs.Tab value="tahapan" data-testid="tab-tahapan">
                Tahapan, Pleno &amp; Keluaran
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="peringkat" pt="md">
              <Daftar jenis={jenis} tahun={tahun} klaster={klaster} />
            </Tabs.Panel>
            <Tabs.Panel value="tahapan" pt="md">
              <PanelTahun tahun={tahun} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <Daftar jenis={jenis} tahun={tahun} klaster={klaster} />
        ))}
    </Stack>
  );
}

function Daftar({ jenis, tahun, klaster }: { jenis: 'ranking' | 'pengukuran'; tahun: number; klaster: string | null }) {
  const q = useQuery({ queryKey: KUNCI.peringkat(jenis, { tahun, klaster }), queryFn: ({ signal }) => igaApi.peringkat(jenis, { tahun, klaster }, signal) });
  // one table per cluster, in the order the rows come (the server sorts by cluster, then rank)
  const kelompok = useMemo(() => {
    const m = new Map<string, PeringkatIgaRow[]>();
    for (const r of q.data?.data ?? []) m.set(r.klaster, [...(m.get(r.klaster) ?? []), r]);
    return [...m.entries()];
  }, [q.data]);
  return (
    <Stack gap="md">
      {jenis === 'ranking' && (
        <Group justify="flex-end">
          <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => unduhIga.rankingExcel(tahun).catch((e: unknown) => notifyError(e, 'Excel gagal diunduh'))}>
            Unduh Excel
          </Button>
        </Group>
      )}
      <Muat q={q}>
        {kelompok.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            Tidak ada data
          </Text>
        )}
        {kelompok.map(([k, rows]) => (
          <Card key={k} withBorder radius="md" padding="sm">
            <Title order={3} size="h5" mb="xs">
              Klaster {labelKlaster(k)}
            </Title>
            <TabelPeringkat
              rows={rows}
              kunciBaris={(r) => r.nomine_id}
              ariaLabel={`Tabel ${jenis === 'ranking' ? 'ranking IGA' : 'pengukuran'} klaster ${labelKlaster(k)}`}
              testidBaris={(r) => `peringkat-${r.profil_id}`}
              peringkat={(r) => r.peringkat}
              namaJudul="Nama"
              nama={(r) => r.nama}
              skorJudul={jenis === 'ranking' ? 'Skor Akhir' : 'Skor Indeks'}
              skor={(r) => skor2(r.overall_score)}
              predikat={(r) => <Lencana color={WARNA_PREDIKAT(r.predikat)}>{r.predikat}</Lencana>}
              minWidth={420}
            />
          </Card>
        ))}
      </Muat>
    </Stack>
  );
}
