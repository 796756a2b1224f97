import { Group, Stack, Text, Title } from '@mantine/core';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { StatistikWilayah } from './daerah';
import { TahunSelect } from './ui';
import { DasborDaerah, DasborNasional, useTahun } from './views';

/**
 * statistik-inovasi (IDX-04): a pemda sees its own region in detail (themes
 * over the years, its clusters); a province sees itself and its regencies
 * and cities, with a table per region.
 */
export default function StatistikInovasiPage({ module }: ModuleScreenProps) {
  const user = useUser();
  const [tahun, setTahun] = useTahun();
  if (!user) return null;
  const profilId = user.profil_id ?? user.m_daerah_id;
  const provinsi = user.role === 'provinsi';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            {user.daerah?.nama ?? ''}
            {provinsi ? ' beserta kabupaten dan kota di wilayahnya.' : ''}
          </Text>
        </div>
        <TahunSelect value={tahun} onChange={setTahun} />
      </Group>
      {!profilId ? (
        <Text c="dimmed">Akun ini belum terhubung ke daerah.</Text>
      ) : provinsi ? (
        <>
          <DasborNasional tahun={tahun} />
          <StatistikWilayah propinsi={profilId} tahun={tahun} />
        </>
      ) : (
        <DasborDaerah profilId={profilId} tahun={tahun} detail />
      )}
    </Stack>
  );
}
