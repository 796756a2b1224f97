import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BerandaPublik } from '@sigap/domain';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';
import { qBeranda } from './api';
import { Gambar, Keadaan, Lencana, tanggalPanjang } from './bagian';

/** `/` for visitors who are not signed in (signed-in users go to their dashboard: app/router.tsx). */
export default function BerandaPage() {
  useMetaHalaman('SIGAP Inovasi — Portal Inovasi Daerah', 'Katalog inovasi daerah terverifikasi, berita, pengumuman, pemenang penghargaan, panduan, laporan, dan dokumen.');
  const q = useQuery(qBeranda());
  const navigate = useNavigate();
  return (
    <PortalShell>
      <Stack gap="xl">
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" bg="indigo.0">
          <Title order={1} fz={{ base: 24, sm: 34 }} c="indigo.9">
            Inovasi daerah untuk layanan publik yang lebih baik
          </Title>
          <Text mt="xs" c="dark.6">
            Temukan inovasi pemerintah daerah yang telah diverifikasi, pelajari cara kerjanya, dan bagikan kepada rekan Anda.
          </Text>
          <form
            action="/katalog"
            method="get"
            role="search"
            style={{ marginTop: 16 }}
            onSubmit={(e) => {
              e.preventDefault();
              const s = String(new FormData(e.currentTarget).get('search') ?? '').trim();
              void navigate(s ? `/katalog?search=${encodeURIComponent(s)}` : '/katalog');
            }}
          >
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput name="search" label="Cari inovasi" placeholder="Misalnya: kesehatan, perizinan" style={{ flex: 1 }} />
              <Button type="submit">Cari</Button>
            </Group>
          </form>
        </Paper>
        <Keadaan q={q}>{(d) => <Isi d={d} />}</Keadaan>
      </Stack>
    </PortalShell>
  );
}

function Isi({ d }: { d: BerandaPublik }) {
  return (
    <Stack gap="xl">
      {d.banner.length > 0 && (
        <section aria-label="Sorotan">
          <div className="portal-banner">
            {d.banner.map((b, i) => {
              const isi = (
                <>
                  <Gambar src={b.image_url} lebar={1200} tinggi={400} sizes="(max-width: 768px) 100vw, 720px" prioritas={i === 0} />
                  <span className="portal-banner-teks">{b.judul}</span>
                </>
              );
              return b.url?.startsWith('/') ? (
                <Link key={b.id} to={b.url}>
                  {isi}
                </Link>
              ) : b.url ? (
                <a key={b.id} href={b.url} rel="noopener noreferrer">
                  {isi}
                </a>
              ) : (
                <div key={b.id}>{isi}</div>
              );
            })}
          </div>
        </section>
      )}

      <SimpleGrid cols={3} spacing="sm" component="section" aria-label="Angka portal">
        {[
          ['Inovasi terverifikasi', d.statistik.inovasi],
          ['Pemerintah daerah', d.statistik.daerah],
          ['Urusan pemerintahan', d.statistik.urusan],
        ].map(([label, n]) => (
          <Card key={label} withBorder padding="sm" radius="md">
            <Text fz={{ base: 22, sm: 30 }} fw={800} c="indigo.8" lh={1.1}>
              {Number(n).toLocaleString('id-ID')}
            </Text>
            <Text size="xs" c="dark.5">
              {label}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button component={Link} to="/katalog">
          Jelajahi katalog inovasi
        </Button>
        <Button component={Link} to="/katalog?peta=1" variant="light">
          Lihat peta
        </Button>
      </Group>

      <section aria-labelledby="judul-berita">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="judul-berita">
            Berita terbaru
          </Title>
          <Anchor component={Link} to="/berita" size="sm">
            Semua berita
          </Anchor>
        </Group>
        {d.berita.length === 0 ? (
          <Text c="dimmed">Belum ada berita.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            {d.berita.map((b) => (
              <Card key={b.id} withBorder radius="md" padding={0}>
                <Link to={`/berita/${b.id}`} className="portal-kartu-tautan">
                  {b.photo_url && <Gambar src={b.photo_url} lebar={800} tinggi={450} sizes="(max-width: 768px) 100vw, 280px" />}
                  <Stack gap={4} p="sm">
                    <Text size="xs" c="dark.4">
                      {tanggalPanjang(b.tanggal)}
                    </Text>
                    <Title order={3} size="h5" lineClamp={3}>
                      {b.title}
                    </Title>
                  </Stack>
                </Link>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <section aria-labelledby="judul-pengumuman">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h3" id="judul-pengumuman">
              Pengumuman
            </Title>
            <Anchor component={Link} to="/pengumuman" size="sm">
              Semua pengumuman
            </Anchor>
          </Group>
          <Stack gap="xs">
            {d.pengumuman.length === 0 && <Text c="dimmed">Belum ada pengumuman.</Text>}
            {d.pengumuman.map((p) => (
              <Card key={p.id} withBorder radius="md" padding="sm">
                <Anchor component={Link} to={`/pengumuman/${p.slug}`} fw={600}>
                  {p.judul}
                </Anchor>
                <Text size="xs" c="dark.4">
                  {tanggalPanjang(p.tanggal)}
                </Text>
              </Card>
            ))}
          </Stack>
        </section>
        <section aria-labelledby="judul-pemenang">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h3" id="judul-pemenang">
              {d.pemenang ? `Pemenang ${d.pemenang.tahun}` : 'Pemenang'}
            </Title>
            <Anchor component={Link} to="/pemenang" size="sm">
              Semua tahun
            </Anchor>
          </Group>
          {!d.pemenang ? (
            <Text c="dimmed">Belum ada data pemenang.</Text>
          ) : (
            <Stack gap={6}>
              {d.pemenang.data
                .filter((w) => w.urutan === 1)
                .map((w) => (
                  <Group key={`${w.kategori_id}-${w.profil_id}`} justify="space-between" wrap="nowrap" gap="xs">
                    <Anchor component={Link} to={`/landing/pemda/${w.profil_id}`} size="sm" style={{ minWidth: 0 }}>
                      {w.pemda}
                    </Anchor>
                    <Lencana warna="indigo" maw="50%">
                      {w.kategori}
                    </Lencana>
                  </Group>
                ))}
            </Stack>
          )}
        </section>
      </SimpleGrid>
    </Stack>
  );
}
