import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Group, Image, Stack, Tabs, Text } from '@mantine/core';
import { IconSpeakerphone, IconDownload, IconNews, IconSettings } from '@tabler/icons-react';
import { can } from '@sigap/domain';
import { klikUnduh, useGambarBerkas } from '../../lib/berkas';
import { formatWaktu } from '../../lib/format';
import { resourceQueries, type Row } from '../../lib/resource-api';
import { paths } from '../../lib/routes';
import { useUser } from '../../lib/session';
import type { ModuleScreenProps } from '../../lib/screens';
import { KepalaHalaman } from '../../resource-ui/ResourceListPage';
import { pageCount } from '../../resource-ui/pagination';
import { Pager } from '../../resource-ui/Pager';
import { kontenQueries } from './api';
import { BarisJudul, IsiKaya, KeadaanDaftar, KotakCari, useCariHalaman } from './parts';

const PER_HALAMAN = 10;

function FotoBerita({ url, judul }: { url: string; judul: string }) {
  const src = useGambarBerkas(url);
  if (!src) return null;
  return <Image src={src} alt={judul} h={140} w={{ base: '100%', sm: 220 }} fit="cover" radius="sm" />;
}

/** Published news for every signed-in role (drafts reach editors only: the server filters them out for others). */
function DaftarBerita() {
  const user = useUser()!;
  const { q, page, teks, setTeks, setPage } = useCariHalaman();
  const editor = can(user.role, 'update', 'news');
  const berita = useQuery(resourceQueries('news').list({ search: q || undefined, page, per_page: PER_HALAMAN }));
  const total = berita.data?.total ?? 0;
  return (
    <Stack gap="sm">
      <KotakCari value={teks} onChange={setTeks} label="Cari berita" />
      <KeadaanDaftar pending={berita.isPending} error={berita.error} kosong="Belum ada berita.">
        {(berita.data?.data ?? []).map((b: Row) => (
          <Card key={b.id} withBorder radius="md" padding="md" component="article" data-berita={b.id}>
            <Group align="flex-start" wrap="wrap" gap="md">
              {typeof b.photo_url === 'string' && b.photo_url && <FotoBerita url={b.photo_url} judul={String(b.title)} />}
              <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
                <BarisJudul
                  judul={String(b.title)}
                  kanan={
                    <Group gap={6}>
                      {editor && (
                        <Badge color={Number(b.is_published) === 1 ? 'teal' : 'gray'} variant="light">
                          {Number(b.is_published) === 1 ? 'Published' : 'Draft'}
                        </Badge>
                      )}
                      <Text size="xs" c="dimmed">
                        {formatWaktu(b.created_at)}
                      </Text>
                    </Group>
                  }
                />
                {b.excerpt ? <Text size="sm">{String(b.excerpt)}</Text> : null}
              </Stack>
            </Group>
          </Card>
        ))}
      </KeadaanDaftar>
      {total > PER_HALAMAN && <Pager page={page} pages={pageCount(total, PER_HALAMAN)} onPage={setPage} />}
    </Stack>
  );
}

function DaftarPengumuman() {
  const { q, page, teks, setTeks, setPage } = useCariHalaman();
  const daftar = useQuery(kontenQueries.pengumuman({ search: q || undefined, page, per_page: PER_HALAMAN }));
  const total = daftar.data?.total ?? 0;
  return (
    <Stack gap="sm">
      <KotakCari value={teks} onChange={setTeks} label="Cari pengumuman" />
      <KeadaanDaftar pending={daftar.isPending} error={daftar.error} kosong={q ? 'Tidak ada pengumuman yang cocok.' : 'Belum ada pengumuman.'}>
        {daftar.data?.data.map((p) => (
          <Card key={p.id} withBorder radius="md" padding="md" component="article" data-pengumuman={p.id}>
            <Stack gap={6}>
              <BarisJudul judul={p.judul} kanan={<Text size="xs" c="dimmed">{formatWaktu(p.created_at)}</Text>} />
              <IsiKaya html={p.content} />
              {p.file && (
                <Group>
                  <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={klikUnduh(p.file)} aria-label={`Unduh lampiran ${p.judul}`}>
                    Unduh lampiran
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </KeadaanDaftar>
      {total > PER_HALAMAN && <Pager page={page} pages={pageCount(total, PER_HALAMAN)} onPage={setPage} />}
    </Stack>
  );
}

/**
 * `pengumuman` (CNT-02): announcements from `/v1/announcements` and the published news, for every signed-in
 * role; editors see the state of each news item and reach the screens that manage them.
 */
export default function PengumumanPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'berita' ? 'berita' : 'pengumuman';
  return (
    <Stack gap="md">
      <KepalaHalaman judul={module.title} keterangan="Pengumuman dan berita terbaru dari Kementerian.">
        <Group gap="xs">
          {can(user.role, 'create', 'announcements') && (
            <Button component={Link} to={paths.module('announcements')} variant="light" leftSection={<IconSettings size={16} />}>
              Kelola pengumuman
            </Button>
          )}
          {can(user.role, 'create', 'news') && (
            <Button component={Link} to={paths.module('news')} variant="light" leftSection={<IconSettings size={16} />}>
              Kelola berita
            </Button>
          )}
        </Group>
      </KepalaHalaman>
      <Tabs value={tab} onChange={(v) => setParams(v === 'berita' ? { tab: 'berita' } : {})} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="pengumuman" leftSection={<IconSpeakerphone size={16} />}>
            Pengumuman
          </Tabs.Tab>
          <Tabs.Tab value="berita" leftSection={<IconNews size={16} />}>
            Berita
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pengumuman" pt="md">
          <DaftarPengumuman />
        </Tabs.Panel>
        <Tabs.Panel value="berita" pt="md">
          <DaftarBerita />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
