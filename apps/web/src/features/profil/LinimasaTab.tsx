import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { IconBulb, IconChecklist, IconUserEdit } from '@tabler/icons-react';
import { formatWaktu } from '../../lib/format';
import { bacaLinimasa } from './api';
import { GagalMuat } from './ui';

/** Entries per page of GET /profil/{id}/linimasa. */
const HALAMAN = 50;
const IKON = { profil: IconUserEdit, indikator: IconChecklist, inovasi: IconBulb } as const;
const WARNA = { profil: 'indigo', indikator: 'teal', inovasi: 'grape' } as const;
const LABEL = { profil: 'Profil', indikator: 'Indikator', inovasi: 'Inovasi' } as const;
/** Technical pairs of the log row that say nothing to the reader. */
const TERSEMBUNYI = new Set(['tabel', 'id', 'profil_id', 'inovasi_id', 'pemilik', 'file_url', 'password']);

/** Tab Lini Masa: the profile's history from the activity log, newest first, 50 at a time. */
export function LinimasaTab({ profilId }: { profilId: number }) {
  const q = useInfiniteQuery({
    queryKey: ['profil', profilId, 'linimasa'],
    queryFn: ({ pageParam, signal }) => bacaLinimasa(profilId, pageParam, signal),
    initialPageParam: null as number | null,
    // a short page is the last one (the server answers 50 a page)
    getNextPageParam: (last) => (last.data.length >= HALAMAN && last.since_id ? last.since_id : undefined),
    staleTime: 0,
  });

  if (q.isPending)
    return (
      <Stack gap="sm">
        <Skeleton h={40} />
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  if (q.isError) return <GagalMuat error={q.error} />;
  const rows = q.data.pages.flatMap((p) => p.data);
  if (!rows.length)
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed" ta="center" data-testid="linimasa-kosong">
          Tidak ada data
        </Text>
      </Card>
    );
  return (
    <Card withBorder radius="md" padding="md">
      <Timeline bulletSize={26} lineWidth={2} data-testid="linimasa">
        {rows.map((r) => {
          const Ikon = IKON[r.kategori] ?? IconUserEdit;
          const rincian = r.data.filter((d) => !TERSEMBUNYI.has(d.name) && d.value !== '' && d.value != null).slice(0, 4);
          return (
            <Timeline.Item key={r.id} bullet={<Ikon size={14} />} color={WARNA[r.kategori]} data-testid="linimasa-item">
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={600}>
                  {r.name}
                </Text>
                <Lencana size="xs" variant="light" color={WARNA[r.kategori]}>
                  {LABEL[r.kategori]}
                </Lencana>
              </Group>
              <Text size="xs" c="dimmed" mt={2}>
                {formatWaktu(r.ts)} WIB · oleh {r.account.username ?? 'sistem'}
                {r.inovasi_id ? (
                  <>
                    {' · '}
                    <Anchor component={Link} to={`/inovasi/${r.inovasi_id}`} size="xs">
                      inovasi #{r.inovasi_id}
                    </Anchor>
                  </>
                ) : null}
              </Text>
              {rincian.length > 0 && (
                <Text size="xs" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {rincian.map((d) => `${d.name.replace(/_/g, ' ')}: ${String(d.value).slice(0, 80)}${String(d.value).length > 80 ? '…' : ''}`).join(' · ')}
                </Text>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
      {q.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            Muat riwayat lebih lama
          </Button>
        </Group>
      )}
    </Card>
  );
}
