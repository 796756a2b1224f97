import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { InovasiPublik } from '@sigap/domain';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';
import { useUser } from '../../lib/session';
import { qInovasi } from './api';
import { IsiKaya, Keadaan, Lencana, TAHAP, tanggalPanjang } from './bagian';

/** `/katalog/{id}`: an innovation's public page (only public fields; an unverified one is "not found"). */
export default function InovasiPage() {
  const { id = '' } = useParams();
  const q = useQuery(qInovasi(id));
  useMetaHalaman(q.data ? `${q.data.nama} — ${q.data.pemda}` : 'Inovasi daerah');
  return (
    <PortalShell>
      <Anchor component={Link} to="/katalog" size="sm">
        ← Katalog inovasi
      </Anchor>
      <Keadaan q={q} tidakAdaJudul="Inovasi tidak ditemukan">
        {(d) => <Isi d={d} />}
      </Keadaan>
    </PortalShell>
  );
}

/** A region operator of another region may ask to replicate it (the request screen opens its dialog, decision 108). */
function AjukanReplikasi({ d }: { d: InovasiPublik }) {
  const user = useUser();
  if (!user || (user.role !== 'pemda' && user.role !== 'opd') || user.m_daerah_id == null || user.m_daerah_id === d.profil_id) return null;
  return (
    <Button component={Link} to={`/dashboard/replikasi-inovasi?ajukan=${d.id}`} variant="light" size="sm">
      Ajukan replikasi
    </Button>
  );
}

function Isi({ d }: { d: InovasiPublik }) {
  const info: [string, string | null][] = [
    ['Pemerintah daerah', d.pemda],
    ['Tahapan', TAHAP[d.tahap] ?? null],
    ['Tahun', String(d.tahun)],
    ['Jenis', d.jenis_inovasi],
    ['Bentuk', d.bentuk],
    ['Klasifikasi', d.klasifikasi_inovasi],
    ['Inisiator', d.inisiator],
    ['Tema', d.tema],
    ['Waktu uji coba', d.waktu ? tanggalPanjang(d.waktu) : null],
    ['Waktu penerapan', d.waktu_implementasi ? tanggalPanjang(d.waktu_implementasi) : null],
  ];
  const osm = d.titik ? `https://www.openstreetmap.org/?mlat=${d.titik.lat}&mlon=${d.titik.lng}#map=14/${d.titik.lat}/${d.titik.lng}` : null;
  return (
    <Stack gap="lg" mt="sm" component="article">
      <div>
        <Group gap={6} mb={6}>
          <Lencana warna="teal">Terverifikasi</Lencana>
          {d.urusan.map((u) => (
            <Lencana key={u}>{u}</Lencana>
          ))}
        </Group>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {d.nama}
        </Title>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={`/landing/pemda/${d.profil_id}`} size="sm">
            {d.pemda}
          </Anchor>
          <AjukanReplikasi d={d} />
        </Group>
      </div>
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" style={{ margin: 0 }}>
          {info
            .filter(([, v]) => v)
            .map(([k, v]) => (
              <div key={k}>
                <Text component="dt" size="xs" c="dark.4">
                  {k}
                </Text>
                <Text component="dd" size="sm" fw={500} m={0}>
                  {v}
                </Text>
              </div>
            ))}
        </SimpleGrid>
        {osm && (
          <Anchor href={osm} target="_blank" rel="noopener noreferrer" size="sm" mt="sm" display="inline-block">
            Lihat lokasi di OpenStreetMap
          </Anchor>
        )}
      </Card>
      {d.direplikasi_oleh.length > 0 && (
        <section aria-labelledby="direplikasi-oleh">
          <Title order={2} size="h4" mb={6} id="direplikasi-oleh">
            Direplikasi oleh
          </Title>
          <List size="sm" spacing={4}>
            {d.direplikasi_oleh.map((r) => (
              <List.Item key={`${r.profil_id}-${r.tanggal}`}>
                <Anchor component={Link} to={`/landing/pemda/${r.profil_id}`}>
                  {r.daerah}
                </Anchor>
                {r.tanggal ? ` — ${tanggalPanjang(r.tanggal)}` : ''}
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {(
        [
          ['Tujuan', d.tujuan],
          ['Manfaat', d.manfaat],
          ['Hasil inovasi', d.hasil_inovasi],
          ['Rancang bangun', d.latar_belakang],
        ] as const
      )
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <section key={k}>
            <Title order={2} size="h4" mb={6}>
              {k}
            </Title>
            <IsiKaya html={v} />
          </section>
        ))}
    </Stack>
  );
}
