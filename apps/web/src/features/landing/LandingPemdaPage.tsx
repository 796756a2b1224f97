import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Avatar, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAward, IconBuildingCommunity, IconMapPin } from '@tabler/icons-react';
import { A_PUBLIK, predikatTab, sanitasiPeta, type HalamanPublik } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { panggil } from '../../lib/kontrak';
import { PortalShell } from '../../components/publik/PortalShell';
import { useMetaHalaman } from '../../components/publik/meta';

/** Unknown (404) or an id the contract refuses (422, e.g. beyond the largest id): no such region page. */
const tidakAda = (status: number) => status === 404 || status === 422;

const WARNA: Record<number, string> = { 0: 'gray', 1: 'orange', 2: 'blue', 3: 'teal' };
const iid = (v: number | null) => (v === null ? '–' : v.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * /landing/pemda/{profil_id} (PLT-14): the public page of a regional
 * government, no sign-in. Everything shown comes from the public endpoint,
 * whose answer is a whitelist: profile, logo, map, the verified index of the
 * years the ministry published, and the verified innovations at stage Penerapan.
 */
export default function LandingPemdaPage() {
  const { profil_id = '' } = useParams();
  // the contract's id: a positive integer written plainly (no leading zero); anything else is no page
  const valid = /^[1-9]\d{0,9}$/.test(profil_id);
  const q = useQuery({
    queryKey: ['publik-pemda', profil_id],
    queryFn: async ({ signal }) => (await panggil(A_PUBLIK.pemda, { params: { profil_id }, signal })).data,
    enabled: valid,
    retry: (n, e) => !(isApiError(e) && tidakAda(e.status)) && n < 2,
  });
  const nama = q.data?.profil.nama;
  useMetaHalaman(nama ?? 'Pemerintah daerah', nama ? `Profil, Indeks Inovasi Daerah terverifikasi, inovasi yang diterapkan, dan penghargaan ${nama}.` : null);

  return (
    <PortalShell>
        {!valid || (q.isError && isApiError(q.error) && tidakAda(q.error.status)) ? (
          <Alert color="gray" title="Pemerintah daerah tidak ditemukan">
            Alamat halaman ini tidak dikenal.{' '}
            <Anchor component={Link} to="/">
              Kembali ke beranda
            </Anchor>
          </Alert>
        ) : q.isError ? (
          <Alert color="red" title="Halaman tidak dapat dimuat">
            {userMessage(q.error)}{' '}
            <Button size="compact-xs" variant="subtle" onClick={() => void q.refetch()}>
              Coba lagi
            </Button>
          </Alert>
        ) : q.isPending ? (
          <Stack>
            <Skeleton h={110} />
            <Skeleton h={260} />
          </Stack>
        ) : (
          <Halaman d={q.data} />
        )}
    </PortalShell>
  );
}

function Halaman({ d }: { d: HalamanPublik }) {
  const p = d.profil;
  const peta = sanitasiPeta(p.peta_src ?? '').src;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar src={p.logo_url} alt={p.logo_url ? `Logo ${p.nama}` : undefined} size={72} radius="md" color="indigo">
            <IconBuildingCommunity size={36} />
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {p.nama}
            </Title>
            <Group gap="xs" mt={6}>
              <Badge variant="light">{p.tingkat}</Badge>
              {p.induk && (
                <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
                  {p.induk}
                </Badge>
              )}
            </Group>
            {p.alamat && (
              <Group gap={4} mt="xs" wrap="nowrap" align="flex-start">
                <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm">{p.alamat}</Text>
              </Group>
            )}
          </div>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            Indeks Inovasi Daerah
          </Title>
          {d.indeks.length === 0 ? (
            <Text c="dimmed" size="sm">
              Belum ada hasil indeks yang dipublikasikan.
            </Text>
          ) : (
            <Stack gap="sm" data-testid="indeks-publik">
              {d.indeks.map((i) => (
                <Group key={i.tahun} justify="space-between" wrap="nowrap">
                  <div>
                    <Text size="sm" c="dimmed">
                      Tahun {i.tahun}
                    </Text>
                    <Text fz={28} fw={700} lh={1.1}>
                      {iid(i.iid)}
                    </Text>
                  </div>
                  <Badge size="lg" variant="light" color={WARNA[predikatTab(i.predikat)] ?? 'gray'} style={{ textTransform: 'none' }}>
                    {i.predikat}
                  </Badge>
                </Group>
              ))}
              <Text size="xs" c="dimmed">
                Nilai dari data yang telah diverifikasi.
              </Text>
            </Stack>
          )}
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h4" mb="sm">
            Lokasi
          </Title>
          {peta ? (
            <div style={{ position: 'relative', width: '100%', paddingTop: '56.25%', borderRadius: 8, overflow: 'hidden', background: 'var(--mantine-color-gray-1)' }}>
              <iframe
                src={peta}
                title={`Peta lokasi ${p.nama}`}
                data-testid="peta-publik"
                sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="strict-origin-when-cross-origin"
                loading="lazy"
                style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
              />
            </div>
          ) : (
            <Text c="dimmed" size="sm">
              Peta lokasi belum tersedia.
            </Text>
          )}
        </Card>
      </SimpleGrid>

      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Inovasi yang telah diterapkan
        </Title>
        {d.inovasi.length === 0 ? (
          <Text c="dimmed" size="sm">
            Tidak ada data
          </Text>
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <table className="portal-tabel" aria-label="Daftar inovasi">
              <thead>
                <tr>
                  <th>Nama Inovasi</th>
                  <th>Tema</th>
                  <th>Tahun</th>
                </tr>
              </thead>
              <tbody>
                {d.inovasi.map((i) => (
                  <tr key={i.id}>
                    <td>
                      <Anchor component={Link} to={`/katalog/${i.id}`} size="sm">
                        {i.nama}
                      </Anchor>
                      {i.jenis_inovasi && (
                        <Text span size="xs" c="dimmed">
                          {' '}
                          · {i.jenis_inovasi}
                        </Text>
                      )}
                    </td>
                    <td>{i.tema ?? '–'}</td>
                    <td>{i.tahun}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          Hanya inovasi tahap Penerapan yang lolos verifikasi.{' '}
          <Anchor component={Link} to={`/katalog?profil_id=${p.id}`} size="xs">
            Semua inovasi terverifikasi daerah ini di katalog
          </Anchor>
        </Text>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="judul-penghargaan">
        <Title order={2} size="h4" mb="sm" id="judul-penghargaan">
          Penghargaan
        </Title>
        {d.pemenang.length === 0 ? (
          <Text c="dimmed" size="sm">
            Belum ada penghargaan yang tercatat.
          </Text>
        ) : (
          <Stack gap="xs" data-testid="pemenang-daerah">
            {d.pemenang.map((w) => (
              <Group key={`${w.tahun}-${w.kategori}`} gap="xs" wrap="nowrap" align="flex-start">
                <IconAward size={18} color="var(--mantine-color-yellow-8)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
                <Text size="sm">
                  <b>{w.tahun}</b> · {w.kategori} · {w.urutan === 1 ? 'Terbaik I' : `Peringkat ${w.urutan}`}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Anchor component={Link} to="/pemenang" size="xs" mt="sm" display="inline-block">
          Semua pemenang
        </Anchor>
      </Card>
    </Stack>
  );
}
