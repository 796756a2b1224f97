import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Box, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Timeline, Title, Typography } from '@mantine/core';
import { IconArrowLeft, IconChecklist, IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { ALUR_REVIEW, can, findModule, getResource, type AksiReview } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { formatTanggal, formatWaktu } from '../../lib/format';
import { useIsMobile } from '../../lib/media';
import { sanitizeHtml } from '../../lib/sanitize';
import { useUser } from '../../lib/session';
import { AKSI_UI, AksiDialog, QcBadge, ReviewBadge, RingkasanButton, poin, type AksiTarget } from './parts';
import { reviewQueries, type IndikatorBanding } from './api';

const TAHAPAN = getResource('iga2020_inovasi')?.fields.inovasi_status?.options ?? [];
const labelRiwayat = (aksi: string) => (aksi === 'kirim' ? 'Dikirim ke Kemendagri' : (ALUR_REVIEW[aksi as AksiReview]?.label ?? aksi));
const warnaRiwayat = (aksi: string) => (aksi === 'kirim' ? 'gray' : aksi in AKSI_UI ? AKSI_UI[aksi as AksiReview].warna : 'gray');

/** /inovasi/{id}/review and /inovasi/{id}/qc (INO-10, REV-01..04): one sent innovation, its decisions and scores. */
export default function InovasiReviewRoute({ mode }: { mode: 'review' | 'qc' }) {
  const { id } = useParams();
  const inovasiId = Number(id);
  const valid = Number.isInteger(inovasiId) && inovasiId > 0;
  const user = useUser()!;
  const q = useQuery({ ...reviewQueries.detail(inovasiId), enabled: valid });
  const [target, setTarget] = useState<AksiTarget | null>(null);
  const isMobile = useIsMobile();
  const back = mode === 'qc' ? '/dashboard/quality-control' : can(user.role, 'antrian', 'review') ? '/dashboard/review' : can(user.role, 'hasil', 'review') ? '/dashboard/hasil-review' : '/dashboard/inovasi-daerah';

  if (!valid || (q.isError && isApiError(q.error) && q.error.status === 404))
    return (
      <Stack>
        <Alert color="yellow" title="Inovasi tidak ditemukan" icon={<IconInfoCircle />}>
          Inovasi ini tidak ada, belum dikirim ke Kemendagri, atau berada di luar wilayah Anda.
        </Alert>
        <Anchor component={Link} to={back}>
          Kembali
        </Anchor>
      </Stack>
    );
  if (q.isError)
    return (
      <Alert color="red" title="Gagal memuat data">
        {userMessage(q.error)}{' '}
        <Anchor component="button" onClick={() => void q.refetch()}>
          Coba lagi
        </Anchor>
      </Alert>
    );
  if (q.isPending)
    return (
      <Stack aria-busy>
        <Text c="dimmed">Mohon tunggu sebentar...</Text>
        <Skeleton h={90} />
        <Skeleton h={220} />
      </Stack>
    );

  const d = q.data;
  const i = d.inovasi;
  const reg = d.registrasi;
  const selisihTotal = d.verifikasi_points != null && d.total_points != null ? d.verifikasi_points - d.total_points : null;
  const bolehProfil = findModule('detail-pemda-verifikasi')?.roles.includes(user.role as never);
  const bolehIndikator = findModule('indikator_inovasi')?.roles.includes(user.role as never);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Anchor component={Link} to={back} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} /> Kembali
            </Group>
          </Anchor>
          <Title order={2} size="h3" mt={4}>
            {i.nama}
          </Title>
          <Text c="dimmed" size="sm">
            {i.nama_pemda} · Nomor registrasi <span data-testid="nomor-registrasi">{reg.nomor ?? '-'}</span>
          </Text>
          <Group gap={6} mt={6}>
            <ReviewBadge status={reg.status_review} />
            <QcBadge status={reg.qc_status} />
            {mode === 'qc' && (
              <Badge variant="default" radius="sm">
                Quality Control
              </Badge>
            )}
          </Group>
        </div>
        <Group gap="xs" wrap="wrap">
          {d.aksi.map((a) => (
            <Button key={a} color={AKSI_UI[a].warna} variant={a === 'komentar' ? 'light' : 'filled'} onClick={() => setTarget({ inovasi_id: i.id, nama: i.nama, aksi: a })}>
              {ALUR_REVIEW[a].label}
            </Button>
          ))}
          {can(user.role, 'ringkasan', 'review') && <RingkasanButton inovasiId={i.id} />}
        </Group>
      </Group>

      <Group gap="md" wrap="wrap">
        {bolehIndikator && (
          <Anchor component={Link} to={`/dashboard/indikator_inovasi?id=${i.id}`} size="sm">
            <Group gap={4} component="span">
              <IconChecklist size={16} /> {d.boleh_evaluasi ? 'Nilai indikator' : 'Lihat indikator'}
            </Group>
          </Anchor>
        )}
        {bolehProfil && (
          <Anchor component={Link} to={`/dashboard/detail-pemda-verifikasi?id=${i.profil_id}`} size="sm">
            <Group gap={4} component="span">
              <IconMapPin size={16} /> Profil verifikasi {i.nama_pemda}
            </Group>
          </Anchor>
        )}
      </Group>

      {(reg.deskripsi || reg.qc_notes) && (
        <Alert color={reg.status_nomor === 2 || reg.qc === 2 ? 'red' : 'blue'} title="Catatan keputusan" icon={<IconInfoCircle />} data-testid="catatan-keputusan">
          {reg.deskripsi && <Text size="sm">Verifikator: {reg.deskripsi}</Text>}
          {reg.qc_notes && <Text size="sm">Quality control: {reg.qc_notes}</Text>}
        </Alert>
      )}

      <SimpleGrid cols={3} spacing={isMobile ? 6 : 'sm'}>
        <Skor judul="Skor mandiri" nilai={poin(d.total_points)} testid="skor-mandiri" />
        <Skor judul="Skor verifikasi" nilai={d.verifikasi_tampil ? poin(d.verifikasi_points) : '-'} testid="skor-verifikasi" />
        <Skor
          judul="Selisih"
          nilai={selisihTotal == null ? '-' : `${selisihTotal > 0 ? '+' : ''}${poin(selisihTotal)}`}
          warna={selisihTotal == null || selisihTotal === 0 ? undefined : selisihTotal < 0 ? 'red' : 'teal'}
          testid="skor-selisih"
        />
      </SimpleGrid>

      <Card withBorder radius="md" padding="md">
        <Title order={3} size="h5" mb="xs">
          Skor mandiri dan skor verifikasi per indikator
        </Title>
        {!d.verifikasi_tampil && (
          <Alert color="gray" mb="sm" icon={<IconInfoCircle />}>
            Skor verifikasi ditampilkan setelah verifikator mengambil keputusan.
          </Alert>
        )}
        {d.indikator.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            Tidak ada data
          </Text>
        ) : isMobile ? (
          <Stack gap={0} data-testid="banding">
            {d.indikator.map((r, n) => (
              <Box key={r.indikator_id} py="xs" style={{ borderTop: n ? '1px solid var(--mantine-color-gray-3)' : undefined }} data-indikator={r.indikator_id}>
                <Text size="sm" fw={500}>
                  {r.kode ? `${r.kode}. ` : ''}
                  {r.indikator}
                </Text>
                <Text size="xs">
                  Mandiri: {r.jawaban ?? '-'} · <b>{poin(r.skor)}</b>
                </Text>
                {d.verifikasi_tampil && (
                  <Text size="xs">
                    Verifikasi: {r.dievaluasi ? (r.verifikasi_jawaban ?? '-') : 'diterima sesuai isian'} · <b>{poin(r.verifikasi_skor)}</b> <Selisih r={r} />
                  </Text>
                )}
                <Alasan r={r} />
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" striped data-testid="banding">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Indikator</Table.Th>
                  <Table.Th>Isian mandiri</Table.Th>
                  <Table.Th ta="right">Skor</Table.Th>
                  <Table.Th>Isian terverifikasi</Table.Th>
                  <Table.Th ta="right">Skor verifikasi</Table.Th>
                  <Table.Th ta="right">Selisih</Table.Th>
                  <Table.Th>Alasan / catatan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.indikator.map((r) => (
                  <Table.Tr key={r.indikator_id} data-indikator={r.indikator_id} bg={r.selisih ? (r.selisih < 0 ? 'var(--mantine-color-red-light)' : 'var(--mantine-color-teal-light)') : undefined}>
                    <Table.Td maw={320}>
                      <Text size="sm">
                        {r.kode ? `${r.kode}. ` : ''}
                        {r.indikator}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={200}>
                      <Text size="sm">{r.jawaban ?? '-'}</Text>
                    </Table.Td>
                    <Table.Td ta="right">{poin(r.skor)}</Table.Td>
                    <Table.Td maw={200}>
                      <Text size="sm" c={r.dievaluasi ? undefined : 'dimmed'}>
                        {!d.verifikasi_tampil ? '-' : r.dievaluasi ? (r.verifikasi_jawaban ?? '-') : 'Diterima sesuai isian'}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{d.verifikasi_tampil ? poin(r.verifikasi_skor) : '-'}</Table.Td>
                    <Table.Td ta="right">
                      <Selisih r={r} />
                    </Table.Td>
                    <Table.Td maw={260}>
                      <Alasan r={r} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="sm">
            Riwayat keputusan
          </Title>
          {d.riwayat.length === 0 ? (
            <Text c="dimmed">Belum ada keputusan.</Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2} data-testid="riwayat">
              {d.riwayat.map((h, n) => (
                <Timeline.Item key={n} color={warnaRiwayat(h.aksi)} title={<Text size="sm" fw={600}>{labelRiwayat(h.aksi)}</Text>}>
                  <Text size="xs" c="dimmed">
                    {formatWaktu(h.created_at)} · {h.oleh ?? '-'}
                  </Text>
                  {h.catatan && <Text size="sm">{h.catatan}</Text>}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Card>

        <Card withBorder radius="md" padding="md">
          <Title order={3} size="h5" mb="sm">
            Data inovasi
          </Title>
          <Stack gap={6}>
            <Field label="Tahun" value={i.tahun ?? '-'} />
            <Field label="Tahapan" value={TAHAPAN.find((o) => Number(o.value) === i.inovasi_status)?.label ?? '-'} />
            <Field label="Inisiator" value={[i.inisiator, i.nama_inisiator].filter(Boolean).join(' · ') || '-'} />
            <Field label="Jenis inovasi" value={i.jenis_inovasi ?? '-'} />
            <Field label="Urusan" value={i.urusan.join(', ') || '-'} />
            <Field label="Waktu uji coba" value={formatTanggal(i.waktu ?? '') || '-'} />
            <Field label="Waktu implementasi" value={formatTanggal(i.waktu_implementasi ?? '') || '-'} />
            <Field label="Dikirim" value={formatWaktu(reg.created_at)} />
            <Rich label="Tujuan" html={i.tujuan} />
            <Rich label="Manfaat" html={i.manfaat} />
            <Rich label="Hasil inovasi" html={i.hasil_inovasi} />
          </Stack>
        </Card>
      </SimpleGrid>

      <AksiDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

function Skor({ judul, nilai, warna, testid }: { judul: string; nilai: string; warna?: string; testid: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>
        {judul}
      </Text>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} c={warna} data-testid={testid}>
        {nilai}
      </Text>
    </Card>
  );
}

function Selisih({ r }: { r: IndikatorBanding }) {
  if (r.selisih == null) return <>-</>;
  if (r.selisih === 0) return <Text span size="sm" c="dimmed">0</Text>;
  return (
    <Text span size="sm" fw={700} c={r.selisih < 0 ? 'red' : 'teal'}>
      {r.selisih > 0 ? '+' : ''}
      {poin(r.selisih)}
    </Text>
  );
}

function Alasan({ r }: { r: IndikatorBanding }) {
  if (!r.alasan_label && !r.catatan) return null;
  return (
    <Text size="xs">
      {r.alasan_label && <b>{r.alasan_label}</b>}
      {r.alasan_label && r.catatan ? ': ' : ''}
      {r.catatan}
    </Text>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" miw={130}>
        {label}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

function Rich({ label, html }: { label: string; html: string | null }) {
  if (!html) return null;
  return (
    <Box>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Typography>
        <div style={{ fontSize: 'var(--mantine-font-size-sm)' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
      </Typography>
    </Box>
  );
}

