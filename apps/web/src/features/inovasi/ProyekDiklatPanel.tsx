import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { A_DIKLAT } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

/**
 * The training projects that produced this innovation (DKL-01 item 8, `GET /inovasi/{id}/diklat`): shown on the
 * innovation's page when a training report names it; nothing when none does (or it cannot be read).
 */
export function ProyekDiklatPanel({ inovasiId }: { inovasiId: number }) {
  const q = useQuery({
    queryKey: ['diklat', 'proyek-inovasi', inovasiId],
    queryFn: async ({ signal }) => (await panggil(A_DIKLAT.proyekInovasi, { params: { id: inovasiId }, signal })).data,
    retry: false,
  });
  if (!q.data?.length) return null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="proyek-diklat">
      <Group gap={8} mb="xs">
        <IconSchool size={18} />
        <Title order={3} size="h5">
          Proyek perubahan diklat yang menghasilkan inovasi ini
        </Title>
      </Group>
      <Stack gap={8}>
        {q.data.map((p) => (
          <div key={p.id}>
            <Text size="sm" fw={600}>
              {p.judul_proyek}
            </Text>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {p.nama_peserta} · {p.instansi} · {p.tahun}
              </Text>
              {p.jenis_pelatihan && (
                <Badge size="xs" variant="light">
                  {p.jenis_pelatihan}
                </Badge>
              )}
            </Group>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
