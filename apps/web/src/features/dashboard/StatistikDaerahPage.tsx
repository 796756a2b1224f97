import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ModuleScreenProps } from '../../lib/screens';
import { statistikApi } from './api';
import { StatistikWilayah } from './daerah';
import { TahunSelect } from './ui';
import { useTahun } from './views';

/** statistik-daerah (IDX-04, admin): per province, then the regencies and cities of a chosen province (`?propinsi_id=`). */
export default function StatistikDaerahPage({ module }: ModuleScreenProps) {
  const [params, setParams] = useSearchParams();
  const [tahun, setTahun] = useTahun();
  const n = Number(params.get('propinsi_id'));
  const propinsi = Number.isInteger(n) && n > 0 ? n : null;
  const prov = useQuery({ queryKey: ['propinsi-lookup'], queryFn: ({ signal }) => statistikApi.propinsi(signal), staleTime: 600_000 });
  const pilih = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('propinsi_id', String(id));
    else next.delete('propinsi_id');
    setParams(next);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text size="sm" c="dimmed">
            Inovasi dan rata-rata indeks per provinsi; pilih provinsi untuk melihat kabupaten/kotanya.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {propinsi && (
            <Button variant="subtle" leftSection={<IconArrowLeft size={14} />} onClick={() => pilih(null)}>
              Semua provinsi
            </Button>
          )}
          <Select
            label="Provinsi"
            placeholder="Semua provinsi"
            data={(prov.data ?? []).map((p) => ({ value: String(p.value), label: p.label }))}
            value={propinsi ? String(propinsi) : null}
            onChange={(v) => pilih(v ? Number(v) : null)}
            searchable
            clearable
            w={220}
            size="sm"
          />
          <TahunSelect value={tahun} onChange={setTahun} />
        </Group>
      </Group>
      <StatistikWilayah propinsi={propinsi} tahun={tahun} onPilih={pilih} />
    </Stack>
  );
}
