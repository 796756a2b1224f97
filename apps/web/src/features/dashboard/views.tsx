import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { statistikApi, type Sumber } from './api';
import { GrafikKlaster, GrafikPredikat, GrafikTahapan, GrafikTema, GrafikUrusan, IndeksDaerah, KartuInovasi } from './sections';
import { angka, Muat, skor2, StatCard } from './ui';
import { TemaPerTahun } from './tema';

/** `?tahun=` of the page (the index year); null = the server's assessment year. */
export function useTahun(): [number | null, (v: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get('tahun'));
  const tahun = Number.isInteger(n) && n > 2000 ? n : null;
  const set = (v: number | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set('tahun', String(v));
    else next.delete('tahun');
    setParams(next, { replace: true });
  };
  return [tahun, set];
}

/** One region: counts, self vs verified index, its clusters, charts (pemda, OPD, statistik-inovasi). */
export function DasborDaerah({ profilId, tahun, detail = false }: { profilId: number; tahun: number | null; detail?: boolean }) {
  const [sumber, setSumber] = useState<Sumber>('self');
  const self = useQuery({ queryKey: ['summary-daerah', profilId, 'self', tahun], queryFn: ({ signal }) => statistikApi.ringkasanDaerah(profilId, 'self', tahun, signal), placeholderData: keepPreviousData });
  const ver = useQuery({ queryKey: ['summary-daerah', profilId, 'verified', tahun], queryFn: ({ signal }) => statistikApi.ringkasanDaerah(profilId, 'verified', tahun, signal), placeholderData: keepPreviousData });
  const tema = useQuery({ queryKey: ['summary-tema-tahun', profilId], queryFn: ({ signal }) => statistikApi.temaTahun(profilId, signal), enabled: detail });
  const d = self.data;
  const klaster = sumber === 'verified' ? ver.data : self.data;
  return (
    <Muat q={self} baris={8}>
      {d && (
        <Stack gap="md">
          <KartuInovasi r={d} verified={ver.data} />
          <IndeksDaerah d={d} />
          {d.klaster.length > 0 && (
            <Stack gap={6}>
              <SegmentedControl
                aria-label="Sumber skor"
                value={sumber}
                onChange={(v) => setSumber(v as Sumber)}
                data={[
                  { value: 'self', label: 'Skor mandiri' },
                  { value: 'verified', label: 'Skor terverifikasi' },
                ]}
                size="xs"
                w={{ base: '100%', xs: 300 }}
              />
              {klaster && klaster.klaster.length > 0 ? (
                <GrafikKlaster d={klaster} />
              ) : (
                <Text size="sm" c="dimmed" data-testid="klaster-terverifikasi-kosong">
                  {ver.data?.alasan_verifikasi_tersembunyi ?? 'Belum ada skor terverifikasi untuk dibandingkan.'}
                </Text>
              )}
            </Stack>
          )}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <GrafikTahapan rows={d.per_tahun} />
            <GrafikTema rows={d.per_tema} />
          </SimpleGrid>
          <GrafikUrusan urusan={d.per_urusan} perTahun={d.per_urusan_tahun} />
          {detail && tema.data && <TemaPerTahun data={tema.data} />}
        </Stack>
      )}
    </Muat>
  );
}

/** The whole scope (country, province): counts, averages, predicate spread, charts. */
export function DasborNasional({ tahun }: { tahun: number | null }) {
  const self = useQuery({ queryKey: ['summary', 'self', tahun], queryFn: ({ signal }) => statistikApi.ringkasan('self', tahun, signal), placeholderData: keepPreviousData });
  const ver = useQuery({ queryKey: ['summary', 'verified', tahun], queryFn: ({ signal }) => statistikApi.ringkasan('verified', tahun, signal), placeholderData: keepPreviousData });
  const d = self.data;
  return (
    <Muat q={self} baris={8}>
      {d && (
        <Stack gap="md">
          <KartuInovasi r={d} verified={ver.data} />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <StatCard label={`Rata-rata IID mandiri ${d.tahun}`} value={skor2(d.indeks.rata_rata)} color="indigo" hint={`${angka(d.indeks.jumlah_dinilai)} dari ${angka(d.indeks.jumlah_daerah)} daerah dinilai`} testId="rata-self" />
            <StatCard
              label={`Rata-rata IID terverifikasi ${d.tahun}`}
              value={ver.data?.alasan_verifikasi_tersembunyi ? '–' : skor2(ver.data?.indeks.rata_rata)}
              color="teal.9"
              hint={ver.data?.alasan_verifikasi_tersembunyi ?? (ver.data ? `${angka(ver.data.indeks.jumlah_dinilai)} daerah dinilai` : undefined)}
              testId="rata-verified"
            />
            <StatCard label="IID tertinggi" value={skor2(d.indeks.tertinggi)} hint={`terverifikasi ${skor2(ver.data?.indeks.tertinggi)}`} />
            <StatCard label="Inovasi terverifikasi" value={angka(ver.data?.inovasi.total)} hint={`${angka(ver.data?.inovasi.penerapan)} di tahap penerapan`} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <GrafikTahapan rows={d.per_tahun} />
            <GrafikPredikat self={d.indeks} verified={ver.data?.indeks ?? null} tahun={d.tahun} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <GrafikTema rows={d.per_tema} />
            <GrafikUrusan urusan={d.per_urusan} perTahun={d.per_urusan_tahun} />
          </SimpleGrid>
        </Stack>
      )}
    </Muat>
  );
}
