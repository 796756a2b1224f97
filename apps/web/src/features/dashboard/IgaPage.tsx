import { useQuery } from '@tanstack/react-query';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatWaktu } from '../../lib/format';
import type { ModuleScreenProps } from '../../lib/screens';
import { statistikApi } from './api';
import { angka, DataTable, Grafik, Muat, Panel, StatCard, TahunSelect, WARNA } from './ui';
import { TemaPerTahun } from './tema';
import { DasborNasional, useTahun } from './views';

/** Innovation statistics for administrators (IDX-04 `iga`): the national dashboard, detail themes, themes over time, sign-ins. */
export default function IgaPage({ module }: ModuleScreenProps) {
  const [tahun, setTahun] = useTahun();
  const detail = useQuery({ queryKey: ['summary-detail-tema'], queryFn: ({ signal }) => statistikApi.detailTema(signal) });
  const tema = useQuery({ queryKey: ['summary-tema-tahun', null], queryFn: ({ signal }) => statistikApi.temaTahun(null, signal) });
  const login = useQuery({ queryKey: ['summary-login'], queryFn: ({ signal }) => statistikApi.login(signal) });
  const dipakai = (detail.data ?? []).filter((d) => d.jumlah > 0);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Seluruh daerah: tahapan, pengiriman, indeks mandiri dan terverifikasi, tema, urusan dan aktivitas akun.
          </Text>
        </div>
        <TahunSelect value={tahun} onChange={setTahun} />
      </Group>
      <DasborNasional tahun={tahun} />
      {tema.data && <TemaPerTahun data={tema.data} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Panel title="Detail tema (tema lama)" description="Inovasi per detail tema (klaster_covid_id) pada data lama.">
          <Muat q={detail} kosong={dipakai.length === 0}>
            <Grafik
              judul="Inovasi per detail tema"
              ringkas={`${angka(dipakai.reduce((s, d) => s + d.jumlah, 0))} inovasi memakai detail tema.`}
              spec={{ kind: 'hbar', data: dipakai.map((d) => ({ nama: d.nama, jumlah: d.jumlah })), x: 'nama', seri: [{ key: 'jumlah', label: 'Inovasi', color: WARNA.ujicoba }], height: Math.max(160, dipakai.length * 30 + 40), labelWidth: 170 }}
              tabel={
                <DataTable caption="Inovasi per detail tema" rows={dipakai} rowKey={(r) => r.id} cols={[{ label: 'Tema', value: (r) => r.tema ?? '–' }, { label: 'Detail tema', value: (r) => r.nama }, { label: 'Inovasi', value: (r) => angka(r.jumlah), numeric: true }]} />
              }
            />
          </Muat>
        </Panel>
        <Panel title="Aktivitas akun" description="Akun yang masuk dalam 7 dan 30 hari terakhir.">
          <Muat q={login}>
            {login.data && (
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                  <StatCard label="Akun" value={angka(login.data.akun.total)} />
                  <StatCard label="Aktif" value={angka(login.data.akun.aktif)} />
                  <StatCard label="Masuk 7 hari" value={angka(login.data.akun.masuk_7_hari)} />
                  <StatCard label="Masuk 30 hari" value={angka(login.data.akun.masuk_30_hari)} />
                </SimpleGrid>
                <DataTable
                  caption="Akun per peran"
                  rows={login.data.per_role}
                  rowKey={(r) => r.role}
                  cols={[
                    { label: 'Peran', value: (r) => r.label },
                    { label: 'Akun', value: (r) => angka(r.total), numeric: true },
                    { label: 'Aktif', value: (r) => angka(r.aktif), numeric: true },
                    { label: 'Masuk 30 hari', value: (r) => angka(r.masuk_30_hari), numeric: true },
                  ]}
                />
                {login.data.terakhir.length > 0 && (
                  <Text size="xs" c="dimmed">
                    Terakhir masuk: {login.data.terakhir.slice(0, 5).map((a) => `${a.username} (${formatWaktu(a.last_login_at)})`).join(', ')}
                  </Text>
                )}
              </Stack>
            )}
          </Muat>
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
