import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Card, Group, List, Progress, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconX } from '@tabler/icons-react';
import { findModule } from '@sigap/domain';
import { GagalMuat } from '../../components/status/GagalMuat';
import { formatAngka, formatWaktu } from '../../lib/format';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { berandaQueries, type BerandaRingkasan } from './api';

type D = BerandaRingkasan;

const JUDUL: Record<D['jenis'], string> = {
  review: 'Pekerjaan verifikasi Anda',
  juri: 'Pekerjaan penilaian Anda',
  nasional: 'Ringkasan nasional',
  provinsi: 'Ringkasan daerah binaan',
  daerah: 'Ringkasan daerah Anda',
  sistem: 'Status sistem',
};

/** Badge labels in dark text: the light badge colours alone miss the 4.5:1 contrast (axe). */
const GELAP = { label: { color: 'var(--mantine-color-dark-7)' } };

const SUMBER: Record<'self' | 'verified', string> = { self: 'skor mandiri', verified: 'skor terverifikasi' };

/** One count card; a link when the user may open the list behind it. */
function Angka({ label, nilai, to, warna, id }: { label: string; nilai: number; to?: string | null; warna: string; id: string }) {
  return (
    <Card withBorder radius="md" padding="sm" style={{ borderTop: `3px solid var(--mantine-color-${warna}-6)` }} data-testid={`angka-${id}`}>
      <Text size="xs" c="dimmed" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text fz={26} fw={700} data-testid={`nilai-${id}`}>
        {formatAngka(nilai)}
      </Text>
      {to && (
        <Anchor component={Link} to={to} size="xs">
          Buka daftar
        </Anchor>
      )}
    </Card>
  );
}

function Bagian({ judul, children, aksi }: { judul: string; children: ReactNode; aksi?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={3} size="h5">
          {judul}
        </Title>
        {aksi}
      </Group>
      {children}
    </Card>
  );
}

/**
 * /dashboard/beranda (decision 80): the first screen of the roles without the summary, QC or training dashboard.
 * The server answers one kind per role (the verifier's queue, the jury's work, the national or the province's
 * summary, a region's read-only view, the system status); links only to screens the user may open.
 */
export default function BerandaPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const q = useQuery(berandaQueries.ringkasan());
  const boleh = (slug: string) => (user.modules ?? []).includes(slug);
  const ke = (slug: string, query = '') => (boleh(slug) ? `/dashboard/${slug}${query}` : null);
  const d = q.data;

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}: {d ? JUDUL[d.jenis] : 'memuat...'}
        </Title>
        <Text c="dimmed" size="sm">
          {user.nama_lengkap} · {user.role_label}
          {d ? ` · ${d.lingkup.nama}${d.lingkup.jumlah_daerah != null && d.jenis !== 'daerah' ? ` (${formatAngka(d.lingkup.jumlah_daerah)} daerah)` : ''} · Tahun penilaian ${d.tahun}` : ''}
        </Text>
      </div>
      {q.isPending ? (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : q.isError ? (
        <GagalMuat error={q.error} />
      ) : (
        <Isi d={q.data} ke={ke} />
      )}
    </Stack>
  );
}

function Isi({ d, ke }: { d: D; ke: (slug: string, query?: string) => string | null }) {
  return (
    <Stack gap="md">
      {d.review && <Review r={d.review} ke={ke} />}
      {d.juri && <Juri j={d.juri} ke={ke} />}
      {d.inovasi && <Inovasi i={d.inovasi} ke={ke} jenis={d.jenis} />}
      {d.indeks && <Indeks d={d} ke={ke} />}
      {d.daerah && <Daerah x={d.daerah} tahun={d.tahun} ke={ke} />}
      {d.sistem && <Sistem s={d.sistem} ke={ke} />}
      <Tautan jenis={d.jenis} ke={ke} />
    </Stack>
  );
}

function Review({ r, ke }: { r: NonNullable<D['review']>; ke: (slug: string, query?: string) => string | null }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Angka id="menunggu" label="Menunggu verifikasi" nilai={r.menunggu} to={ke('review')} warna="yellow" />
        <Angka id="menunggu-qc" label="Disetujui, menunggu QC" nilai={r.menunggu_qc} to={ke('hasil-review')} warna="blue" />
        <Angka id="dikembalikan" label="Dikembalikan QC (perlu dilihat lagi)" nilai={r.dikembalikan_qc} to={ke('hasil-review')} warna="orange" />
        <Angka id="ditolak" label="Ditolak verifikator" nilai={r.ditolak} to={ke('hasil-rejected')} warna="grape" />
        <Angka id="selesai" label="Selesai (dikonfirmasi QC)" nilai={r.selesai} to={null} warna="teal" />
      </SimpleGrid>
      <Bagian
        judul="Paling lama menunggu"
        aksi={
          ke('review') && (
            <Button component={Link} to={ke('review')!} size="xs" variant="light" rightSection={<IconArrowRight size={14} className="sigap-flip" />}>
              Buka antrean
            </Button>
          )
        }
      >
        {r.terlama.length === 0 ? (
          <Text c="dimmed" ta="center" py="sm">
            Tidak ada inovasi yang menunggu verifikasi.
          </Text>
        ) : (
          <Stack gap={0} data-testid="terlama">
            {r.terlama.map((t, n) => (
              <Group key={t.inovasi_id} justify="space-between" wrap="wrap" gap="xs" py={6} style={{ borderTop: n ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  {ke('review') ? (
                    <Anchor component={Link} to={`/inovasi/${t.inovasi_id}/review`} state={{ from: '/dashboard/beranda' }} size="sm" fw={500}>
                      {t.nama}
                    </Anchor>
                  ) : (
                    <Text size="sm" fw={500}>
                      {t.nama}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t.nama_pemda}
                  </Text>
                </div>
                <Text size="xs" c="dimmed">
                  dikirim {formatWaktu(t.dikirim_at)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Bagian>
    </>
  );
}

function Juri({ j, ke }: { j: NonNullable<D['juri']>; ke: (slug: string, query?: string) => string | null }) {
  const iga = ke('presentasi-dan-validasi-lapangan');
  const lomba = ke('lomba-inovasi-daerah');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Bagian judul={`Innovative Government Award${j.iga_tahun ? ` ${j.iga_tahun}` : ''}`} aksi={j.iga_tahap && <Badge variant="light" styles={GELAP}>Tahap: {j.iga_tahap.replace(/_/g, ' ')}</Badge>}>
        <SimpleGrid cols={3} spacing="xs">
          <Angka id="iga-tugas" label="Nomine ditugaskan" nilai={j.iga_ditugaskan} to={iga} warna="indigo" />
          <Angka id="iga-draf" label="Lembar draf" nilai={j.iga_draf} warna="yellow" />
          <Angka id="iga-terkirim" label="Lembar terkirim" nilai={j.iga_terkirim} warna="teal" />
        </SimpleGrid>
        {j.iga_ditugaskan === 0 && (
          <Text size="sm" c="dimmed" mt="xs">
            Belum ada nomine yang ditugaskan kepada Anda.
          </Text>
        )}
      </Bagian>
      <Bagian judul={`Lomba Inovasi Daerah${j.lomba_tahun ? ` ${j.lomba_tahun}` : ''}`}>
        <SimpleGrid cols={2} spacing="xs">
          <Angka id="lomba-kiriman" label="Peserta terkirim" nilai={j.lomba_kiriman} to={lomba} warna="indigo" />
          <Angka id="lomba-dinilai" label="Sudah Anda nilai" nilai={j.lomba_dinilai} warna="teal" />
        </SimpleGrid>
        {j.lomba_kiriman > 0 && (
          <Progress mt="sm" value={(j.lomba_dinilai / j.lomba_kiriman) * 100} aria-label={`Penilaian lomba: ${j.lomba_dinilai} dari ${j.lomba_kiriman}`} />
        )}
      </Bagian>
    </SimpleGrid>
  );
}

function Inovasi({ i, ke, jenis }: { i: NonNullable<D['inovasi']>; ke: (slug: string, query?: string) => string | null; jenis: D['jenis'] }) {
  const daftar = ke('inovasi-daerah') ?? ke('arsip');
  return (
    <Bagian judul={jenis === 'daerah' ? 'Inovasi daerah' : 'Inovasi per tahapan'}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Angka id="inovasi-total" label="Jumlah inovasi" nilai={i.total} to={daftar} warna="indigo" />
        <Angka id="inisiatif" label="Inisiatif" nilai={i.inisiatif} warna="gray" />
        <Angka id="ujicoba" label="Uji coba" nilai={i.ujicoba} warna="cyan" />
        <Angka id="penerapan" label="Penerapan" nilai={i.penerapan} warna="teal" />
      </SimpleGrid>
      <Group gap="xs" mt="sm" wrap="wrap">
        <Badge variant="light" styles={GELAP} color="gray">
          Belum dikirim: {formatAngka(i.belum_dikirim)}
        </Badge>
        <Badge variant="light" styles={GELAP} color="yellow">
          Menunggu verifikasi: {formatAngka(i.menunggu)}
        </Badge>
        <Badge variant="light" styles={GELAP} color="teal">
          Terverifikasi: {formatAngka(i.terverifikasi)}
        </Badge>
        <Badge variant="light" styles={GELAP} color="red">
          Ditolak: {formatAngka(i.ditolak)}
        </Badge>
        {i.milik_sendiri != null && (
          <Badge variant="light" styles={GELAP} color="indigo">
            Dibuat oleh akun Anda: {formatAngka(i.milik_sendiri)}
          </Badge>
        )}
      </Group>
    </Bagian>
  );
}

function Indeks({ d, ke }: { d: D; ke: (slug: string, query?: string) => string | null }) {
  const x = d.indeks!;
  const ranking = ke('ranking-index') ?? ke('statistik-inovasi');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Bagian judul={`Rata-rata IID ${d.tahun}`}>
        <Text fz={32} fw={700} data-testid="rata-iid">
          {x.jumlah_dinilai ? x.rata_rata.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '-'}
        </Text>
        <Text size="sm" c="dimmed">
          {formatAngka(x.jumlah_dinilai)} daerah dinilai · {SUMBER[x.sumber]}
        </Text>
        {x.catatan && (
          <Text size="xs" c="dimmed" mt={4}>
            {x.catatan}
          </Text>
        )}
      </Bagian>
      <div style={{ gridColumn: 'span 2' }}>
        <Bagian judul={d.jenis === 'nasional' ? 'Daerah dengan IID tertinggi' : 'Daerah binaan'} aksi={ranking && <Anchor component={Link} to={ranking} size="sm">Lihat semua</Anchor>}>
          {d.daerah_daftar.length === 0 ? (
            <Text c="dimmed" ta="center" py="sm">
              Belum ada hasil indeks tahun {d.tahun}.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table striped verticalSpacing={4} data-testid="daftar-daerah">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Daerah</Table.Th>
                    <Table.Th ta="right">IID</Table.Th>
                    <Table.Th>Predikat</Table.Th>
                    <Table.Th ta="right">Inovasi</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.daerah_daftar.map((r) => (
                    <Table.Tr key={r.profil_id}>
                      <Table.Td>{r.nama}</Table.Td>
                      <Table.Td ta="right">{r.iid.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</Table.Td>
                      <Table.Td>{r.predikat ?? '-'}</Table.Td>
                      <Table.Td ta="right">{formatAngka(r.jumlah_inovasi)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Bagian>
      </div>
    </SimpleGrid>
  );
}

function Daerah({ x, tahun, ke }: { x: NonNullable<D['daerah']>; tahun: number; ke: (slug: string, query?: string) => string | null }) {
  const lengkap = x.profil.filter((p) => p.lengkap).length;
  const profil = ke('profil-pemda-daerah');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Bagian judul={`Indeks Inovasi Daerah ${tahun}`}>
        {x.iid != null ? (
          <>
            <Text fz={32} fw={700} data-testid="iid-daerah">
              {x.iid.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            </Text>
            {x.predikat && <Badge variant="light" styles={GELAP}>{x.predikat}</Badge>}
          </>
        ) : (
          <Text size="sm" c="dimmed" data-testid="iid-daerah">
            {x.alasan_indeks}
          </Text>
        )}
      </Bagian>
      <Bagian judul="Status profil daerah" aksi={profil && <Anchor component={Link} to={profil} size="sm">Buka profil</Anchor>}>
        <Text size="sm" mb={4}>
          {lengkap} dari {x.profil.length} data profil terisi · indikator daerah {x.indikator_terisi} dari {x.indikator_jumlah}
        </Text>
        <List spacing={2} size="sm" center>
          {x.profil.map((p) => (
            <List.Item
              key={p.label}
              icon={
                <ThemeIcon size={18} radius="xl" color={p.lengkap ? 'teal' : 'gray'} variant="light">
                  {p.lengkap ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
                </ThemeIcon>
              }
            >
              {p.label}: {p.lengkap ? 'terisi' : 'belum'}
            </List.Item>
          ))}
        </List>
      </Bagian>
      <Bagian judul="Inovasi terbit">
        {x.inovasi_terbit.length === 0 ? (
          <Text c="dimmed" size="sm">
            Belum ada inovasi daerah ini yang terbit (disetujui verifikator).
          </Text>
        ) : (
          <Stack gap={4} data-testid="inovasi-terbit">
            {x.inovasi_terbit.map((i) => (
              <div key={i.id}>
                <Text size="sm" fw={500}>
                  {i.nama}
                </Text>
                <Text size="xs" c="dimmed">
                  {i.tahapan} · {i.tahun}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Bagian>
    </SimpleGrid>
  );
}

function Sistem({ s, ke }: { s: NonNullable<D['sistem']>; ke: (slug: string, query?: string) => string | null }) {
  const log = ke('log-aktivitas');
  return (
    <>
      {!s.basis_data && (
        <Alert color="red" title="Basis data tidak menjawab">
          Layanan berjalan tetapi basis data tidak dapat dihubungi.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Card withBorder radius="md" padding="sm" data-testid="angka-basis-data">
          <Text size="xs" c="dimmed" fw={600}>
            Basis data
          </Text>
          <Badge mt={6} color={s.basis_data ? 'teal' : 'red'} variant="light" styles={GELAP}>
            {s.basis_data ? 'Terhubung' : 'Terputus'}
          </Badge>
          <Text size="xs" c="dimmed" mt={4}>
            Versi {s.versi}
            {s.mode_demo ? ' · mode demo' : ''}
          </Text>
        </Card>
        <Angka id="aktivitas-24" label="Aktivitas 24 jam" nilai={s.aktivitas_24_jam} to={log} warna="indigo" />
        <Angka id="aktivitas-7" label="Aktivitas 7 hari" nilai={s.aktivitas_7_hari} warna="blue" />
        <Angka id="akun-aktif" label="Akun aktif" nilai={s.akun_aktif} warna="teal" />
      </SimpleGrid>
      <Bagian judul="Aktivitas terakhir" aksi={log && <Anchor component={Link} to={log} size="sm">Buka log aktivitas</Anchor>}>
        {s.terakhir.length === 0 ? (
          <Text c="dimmed" size="sm">
            Belum ada aktivitas.
          </Text>
        ) : (
          <Stack gap={0} data-testid="aktivitas">
            {s.terakhir.map((a, n) => (
              <Group key={a.id} justify="space-between" py={4} gap="xs" wrap="wrap" style={{ borderTop: n ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                <Text size="sm">
                  {a.name}
                  {a.username ? ` · ${a.username}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatWaktu(a.ts)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Bagian>
    </>
  );
}

const TAUTAN: Record<D['jenis'], string[]> = {
  review: ['review', 'hasil-review', 'hasil-rejected', 'profil-pemda-old', 'arsip'],
  juri: ['review', 'presentasi-dan-validasi-lapangan', 'lomba-inovasi-daerah', 'ranking-index', 'rekap-akhir'],
  nasional: ['ranking-index', 'rekap-akhir', 'hasil-review-ranking', 'inovasi-daerah', 'arsip'],
  provinsi: ['statistik-inovasi', 'daerah-binaan', 'profil-pemda-old', 'inovasi-daerah'],
  daerah: ['profil-pemda-daerah', 'inovasi-daerah', 'lomba-inovasi-daerah', 'pengumuman', 'content-panduan'],
  sistem: ['log-aktivitas', 'pengumuman', 'content-panduan'],
};

/** Shortcuts to the role's next screens (only those the session lists). */
function Tautan({ jenis, ke }: { jenis: D['jenis']; ke: (slug: string, query?: string) => string | null }) {
  const ada = TAUTAN[jenis].filter((s) => ke(s));
  if (!ada.length) return null;
  return (
    <Bagian judul="Pintasan">
      <Group gap="xs" wrap="wrap">
        {ada.map((s) => (
          <Button key={s} component={Link} to={ke(s)!} variant="default" size="xs" rightSection={<IconArrowRight size={14} className="sigap-flip" />}>
            {findModule(s)?.title ?? s}
          </Button>
        ))}
      </Group>
    </Bagian>
  );
}
