import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';
import { qPengumuman, qPengumumanItem } from './api';
import { Halaman, IsiKaya, JudulHalaman, Keadaan, TautanUnduh, tanggalPanjang } from './bagian';

/** `/pengumuman`: announcements, newest first, with their public file. */
export function PengumumanDaftarPage() {
  useMetaHalaman('Pengumuman', 'Pengumuman resmi seputar pelaksanaan Indeks Inovasi Daerah.');
  const [sp, setSp] = useSearchParams();
  const page = Math.max(0, Number(sp.get('page')) || 0);
  const q = useQuery(qPengumuman(page));
  return (
    <PortalShell>
      <JudulHalaman judul="Pengumuman" />
      <Keadaan q={q}>
        {(r) =>
          r.data.length === 0 ? (
            <Text c="dimmed">Belum ada pengumuman.</Text>
          ) : (
            <>
              <Stack gap="sm">
                {r.data.map((p) => (
                  <Card key={p.id} withBorder radius="md" padding="md" component="article">
                    <Title order={2} size="h4">
                      <Anchor component={Link} to={`/pengumuman/${p.slug}`} inherit>
                        {p.judul}
                      </Anchor>
                    </Title>
                    <Text size="xs" c="dark.4" mt={2}>
                      {tanggalPanjang(p.tanggal)}
                    </Text>
                    {p.ringkasan && (
                      <Text size="sm" mt="xs" lineClamp={2}>
                        {p.ringkasan}
                      </Text>
                    )}
                    {p.berkas && (
                      <Group mt="sm">
                        <TautanUnduh berkas={p.berkas} />
                      </Group>
                    )}
                  </Card>
                ))}
              </Stack>
              <Halaman page={page} total={r.total} perPage={10} onPage={(p) => setSp(p ? { page: String(p) } : {})} />
            </>
          )
        }
      </Keadaan>
    </PortalShell>
  );
}

/** `/pengumuman/{slug}`. */
export function PengumumanItemPage() {
  const { slug = '' } = useParams();
  const q = useQuery(qPengumumanItem(slug));
  useMetaHalaman(q.data?.judul ?? 'Pengumuman', q.data?.ringkasan);
  return (
    <PortalShell>
      <Anchor component={Link} to="/pengumuman" size="sm">
        ← Semua pengumuman
      </Anchor>
      <Keadaan q={q} tidakAdaJudul="Pengumuman tidak ditemukan">
        {(p) => (
          <Stack component="article" gap="md" mt="sm" maw={760}>
            <JudulHalaman judul={p.judul} sub={tanggalPanjang(p.tanggal)} />
            <IsiKaya html={p.content} />
            {p.berkas && (
              <Group>
                <TautanUnduh berkas={p.berkas} label={`Unduh lampiran: ${p.berkas.nama}`} />
              </Group>
            )}
          </Stack>
        )}
      </Keadaan>
    </PortalShell>
  );
}
