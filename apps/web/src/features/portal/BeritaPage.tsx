import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';
import { qBerita, qBeritaItem } from './api';
import { Gambar, Halaman, IsiKaya, JudulHalaman, Keadaan, tanggalPanjang } from './bagian';

/** `/berita`: published news, newest first (drafts never come from the API). */
export function BeritaDaftarPage() {
  useMetaHalaman('Berita', 'Berita terbaru seputar inovasi daerah dan Indeks Inovasi Daerah.');
  const [sp, setSp] = useSearchParams();
  const page = Math.max(0, Number(sp.get('page')) || 0);
  const q = useQuery(qBerita(page));
  return (
    <PortalShell>
      <JudulHalaman judul="Berita" />
      <Keadaan q={q}>
        {(r) =>
          r.data.length === 0 ? (
            <Text c="dimmed">Belum ada berita.</Text>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                {r.data.map((b) => (
                  <Card key={b.id} withBorder radius="md" padding={0} component="article">
                    <Link to={`/berita/${b.id}`} className="portal-kartu-tautan">
                      {b.photo_url && <Gambar src={b.photo_url} lebar={800} tinggi={450} sizes="(max-width: 768px) 100vw, 360px" />}
                      <Stack gap={4} p="md">
                        <Text size="xs" c="dark.4">
                          {tanggalPanjang(b.tanggal)}
                        </Text>
                        <Title order={2} size="h4">
                          {b.title}
                        </Title>
                        {b.excerpt && (
                          <Text size="sm" c="dark.6" lineClamp={3}>
                            {b.excerpt}
                          </Text>
                        )}
                      </Stack>
                    </Link>
                  </Card>
                ))}
              </SimpleGrid>
              <Halaman page={page} total={r.total} perPage={9} onPage={(p) => setSp(p ? { page: String(p) } : {})} />
            </>
          )
        }
      </Keadaan>
    </PortalShell>
  );
}

/** `/berita/{id}`: one published news item (a draft answers 404, shown as "not found"). */
export function BeritaItemPage() {
  const { id = '' } = useParams();
  const q = useQuery(qBeritaItem(id));
  useMetaHalaman(q.data?.title ?? 'Berita', q.data?.excerpt);
  return (
    <PortalShell>
      <Anchor component={Link} to="/berita" size="sm">
        ← Semua berita
      </Anchor>
      <Keadaan q={q} tidakAdaJudul="Berita tidak ditemukan">
        {(b) => (
          <Stack component="article" gap="md" mt="sm" maw={760}>
            <JudulHalaman judul={b.title} sub={tanggalPanjang(b.tanggal)} />
            {b.photo_url && <Gambar src={b.photo_url} lebar={800} tinggi={450} sizes="(max-width: 800px) 100vw, 760px" prioritas />}
            {b.excerpt && (
              <Text fw={500} size="lg">
                {b.excerpt}
              </Text>
            )}
            <IsiKaya html={b.description} />
          </Stack>
        )}
      </Keadaan>
    </PortalShell>
  );
}
