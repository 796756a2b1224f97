import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Box, Button, Card, Grid, Group, Progress, SimpleGrid, Skeleton, Spoiler, Stack, Text, Timeline, Title, Typography } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconMapPin } from '@tabler/icons-react';
import { ALUR_REVIEW, butuhPenilaian, can, findModule, getResource, type AksiReview } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { formatTanggal, formatWaktu } from '../../lib/format';
import { sanitizeHtml } from '../../lib/sanitize';
import { useUser } from '../../lib/session';
import { AKSI_UI, AksiDialog, gayaTombol, QcBadge, ReviewBadge, RingkasanButton, poin, type AksiTarget } from './parts';
import { reviewQueries, type IndikatorBanding } from './api';
import { BuktiModal, PenilaianIndikator } from './PenilaianIndikator';
import { alamatKembali, perluDinilai, sudahDinilai, type Dokumen, type Item } from './penilaian';

const TAHAPAN = getResource('iga2020_inovasi')?.fields.inovasi_status?.options ?? [];
const labelRiwayat = (aksi: string) => (aksi === 'kirim' ? 'Dikirim ke Kemendagri' : (ALUR_REVIEW[aksi as AksiReview]?.label ?? aksi));
const warnaRiwayat = (aksi: string) => (aksi === 'kirim' ? 'gray' : aksi in AKSI_UI ? AKSI_UI[aksi as AksiReview].warna : 'gray');

/**
 * /inovasi/{id}/review and /inovasi/{id}/qc (INO-10, REV-01..04; issue 19 item 3, decision 88): the review in
 * one place. Beside each other (stacked on a phone): the innovation (read-only, lookups by name) with its
 * decisions, and its indicators with evidence (opened in the page), the region's self score and, for the
 * verifier, the scoring form of each indicator. Approving says what is still unjudged (decision 87).
 * "Kembali" returns to the queue with its filters (`?kembali=` carries the queue's address).
 */
export default function InovasiReviewRoute({ mode }: { mode: 'review' | 'qc' }) {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const inovasiId = Number(id);
  const valid = Number.isInteger(inovasiId) && inovasiId > 0;
  const user = useUser()!;
  const q = useQuery({ ...reviewQueries.detail(inovasiId), enabled: valid });
  const ind = useQuery({ ...reviewQueries.indikator(inovasiId), enabled: valid && q.isSuccess });
  const [target, setTarget] = useState<AksiTarget | null>(null);
  const [terbuka, setTerbuka] = useState<number | null>(null);
  const [bukti, setBukti] = useState<Dokumen | null>(null);
  const bawaan = mode === 'qc' ? '/dashboard/quality-control' : can(user.role, 'antrian', 'review') ? '/dashboard/review' : can(user.role, 'hasil', 'review') ? '/dashboard/hasil-review' : '/dashboard/inovasi-daerah';
  const kembali = params.get('kembali');
  const back = alamatKembali(kembali, bawaan);
  const banding = useMemo(() => new Map<number, IndikatorBanding>((q.data?.indikator ?? []).map((r) => [r.indikator_id, r])), [q.data]);
  const items = useMemo<Item[]>(() => (ind.data?.data ?? []).flatMap((i) => [i, ...i.subs]), [ind.data]);

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
  const p = d.penilaian;
  const tampilPenilaian = d.verifikasi_tampil && p.wajib > 0;
  const evaluasiTerlihat = ind.data?.evaluasi_terlihat ?? d.verifikasi_tampil;
  // a decision taken here returns to the queue it was opened from (komentar stays)
  const selesai = (aksi: AksiReview) => {
    if (aksi !== 'komentar' && kembali) void navigate(back);
  };
  const bukaAksi = (a: AksiReview) => setTarget({ inovasi_id: i.id, nama: i.nama, aksi: a, ...(butuhPenilaian(a) ? { penilaian: p } : {}) });
  const belumPertama = items.find((it) => perluDinilai(it) && !sudahDinilai(it));

  return (
    <Stack gap="md">
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={back} size="sm" data-testid="kembali">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} /> Kembali ke antrean
          </Group>
        </Anchor>
        <Title order={2} size="h3" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {i.nama}
        </Title>
        <Text c="dimmed" size="sm">
          {i.nama_pemda} · Nomor registrasi <span data-testid="nomor-registrasi">{reg.nomor ?? '-'}</span>
        </Text>
        <Group gap={6} mt={6}>
          <ReviewBadge status={reg.status_review} />
          <QcBadge status={reg.qc_status} />
          {mode === 'qc' && (
            <Badge variant="default" radius="sm" tt="none">
              Quality control
            </Badge>
          )}
        </Group>
      </div>

      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 5 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="md" data-testid="data-inovasi">
              <Title order={3} size="h5" mb="sm">
                Data inovasi
              </Title>
              <Stack gap={6}>
                <Field label="Tahun" value={i.tahun ?? '-'} />
                <Field label="Tahapan" value={TAHAPAN.find((o) => Number(o.value) === i.inovasi_status)?.label ?? '-'} />
                <Field label="Inisiator" value={[i.inisiator, i.nama_inisiator].filter(Boolean).join(' · ') || '-'} />
                <Field label="Klasifikasi" value={i.klasifikasi_inovasi ?? '-'} />
                <Field label="Jenis inovasi" value={i.jenis_inovasi ?? '-'} />
                <Field label="Bentuk inovasi" value={i.bentuk_inovasi_nama ?? '-'} />
                <Field label="Urusan" value={i.urusan.join(', ') || '-'} />
                <Field label="Waktu uji coba" value={formatTanggal(i.waktu ?? '') || '-'} />
                <Field label="Waktu implementasi" value={formatTanggal(i.waktu_implementasi ?? '') || '-'} />
                <Field label="Dikirim" value={formatWaktu(reg.created_at)} />
                <Rich label="Tujuan" html={i.tujuan} />
                <Rich label="Manfaat" html={i.manfaat} />
                <Rich label="Hasil inovasi" html={i.hasil_inovasi} />
              </Stack>
              {bolehProfil && (
                <Anchor component={Link} to={`/dashboard/detail-pemda-verifikasi?id=${i.profil_id}`} size="sm" mt="sm" display="block">
                  <Group gap={4} component="span">
                    <IconMapPin size={16} /> Profil verifikasi {i.nama_pemda}
                  </Group>
                </Anchor>
              )}
            </Card>

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
                      {h.terima_sisa ? (
                        <Text size="sm" data-testid="riwayat-terima-sisa">
                          {h.terima_sisa} indikator diterima sesuai klaim: {h.alasan_terima_sisa}
                        </Text>
                      ) : null}
                    </Timeline.Item>
                  ))}
                </Timeline>
              )}
            </Card>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 7 }} order={{ base: 1, lg: 2 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="md" data-testid="panel-keputusan">
              <SimpleGrid cols={3} spacing={6}>
                <Skor judul="Skor mandiri" nilai={poin(d.total_points)} testid="skor-mandiri" />
                <Skor judul="Skor verifikasi" nilai={d.verifikasi_tampil ? poin(d.verifikasi_points) : '-'} testid="skor-verifikasi" />
                <Skor
                  judul="Selisih"
                  nilai={selisihTotal == null ? '-' : `${selisihTotal > 0 ? '+' : ''}${poin(selisihTotal)}`}
                  warna={selisihTotal == null || selisihTotal === 0 ? undefined : selisihTotal < 0 ? 'red.9' : 'teal.9'}
                  testid="skor-selisih"
                />
              </SimpleGrid>
              {tampilPenilaian && (
                <Box mt="sm">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" data-testid="progres-penilaian">
                      {p.dinilai} dari {p.wajib} indikator sudah dinilai
                    </Text>
                    {belumPertama && d.boleh_evaluasi && (
                      <Anchor
                        component="button"
                        size="sm"
                        onClick={() => {
                          setTerbuka(belumPertama.id);
                          document.getElementById(`nilai-${belumPertama.id}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                        }}
                      >
                        Nilai yang belum
                      </Anchor>
                    )}
                  </Group>
                  <Progress value={(p.dinilai / p.wajib) * 100} color={p.dinilai === p.wajib ? 'teal' : 'yellow'} mt={4} aria-label="Kemajuan penilaian indikator" />
                </Box>
              )}
              {(reg.deskripsi || reg.qc_notes) && (
                <Alert color={reg.status_nomor === 2 || reg.qc === 2 ? 'red' : 'blue'} title="Catatan keputusan" icon={<IconInfoCircle />} mt="sm" data-testid="catatan-keputusan">
                  {reg.deskripsi && <Text size="sm">Verifikator: {reg.deskripsi}</Text>}
                  {reg.qc_notes && <Text size="sm">Quality control: {reg.qc_notes}</Text>}
                </Alert>
              )}
              {(d.aksi.length > 0 || can(user.role, 'ringkasan', 'review')) && (
                <Group gap="xs" wrap="wrap" mt="sm">
                  {d.aksi.map((a) => (
                    <Button key={a} color={AKSI_UI[a].warna} style={a === 'komentar' ? undefined : gayaTombol(AKSI_UI[a].warna)} variant={a === 'komentar' ? 'light' : 'filled'} onClick={() => bukaAksi(a)}>
                      {ALUR_REVIEW[a].label}
                    </Button>
                  ))}
                  {can(user.role, 'ringkasan', 'review') && <RingkasanButton inovasiId={i.id} />}
                </Group>
              )}
            </Card>

            <Card withBorder radius="md" padding="md">
              <Title order={3} size="h5" mb={4}>
                Indikator, bukti dukung dan penilaian
              </Title>
              {!d.verifikasi_tampil && (
                <Alert color="gray" mb="sm" icon={<IconInfoCircle />}>
                  Skor verifikasi ditampilkan setelah verifikator mengambil keputusan.
                </Alert>
              )}
              {ind.isPending ? (
                <Stack gap="xs" aria-busy>
                  <Skeleton h={80} />
                  <Skeleton h={80} />
                </Stack>
              ) : ind.isError ? (
                <Alert color="red" title="Indikator gagal dimuat">
                  {userMessage(ind.error)}{' '}
                  <Anchor component="button" onClick={() => void ind.refetch()}>
                    Coba lagi
                  </Anchor>
                </Alert>
              ) : items.length === 0 ? (
                <Text c="dimmed" ta="center" py="md">
                  Tidak ada data
                </Text>
              ) : (
                <Stack gap="xs" data-testid="banding">
                  {items.map((it) => (
                    <PenilaianIndikator
                      key={it.id}
                      inovasiId={i.id}
                      item={it}
                      banding={banding.get(it.id)}
                      evaluasiTerlihat={evaluasiTerlihat}
                      bolehNilai={d.boleh_evaluasi}
                      terbuka={terbuka === it.id}
                      onBuka={(b) => setTerbuka(b ? it.id : null)}
                      onLihat={setBukti}
                    />
                  ))}
                </Stack>
              )}
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>

      <AksiDialog target={target} onClose={() => setTarget(null)} onSelesai={selesai} />
      <BuktiModal dok={bukti} onClose={() => setBukti(null)} />
    </Stack>
  );
}

function Skor({ judul, nilai, warna, testid }: { judul: string; nilai: string; warna?: string; testid: string }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600} lh={1.2}>
        {judul}
      </Text>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} c={warna} data-testid={testid}>
        {nilai}
      </Text>
    </Box>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" miw={120} maw={120}>
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
      <Spoiler maxHeight={120} showLabel="Selengkapnya" hideLabel="Ringkas">
        <Typography>
          <div style={{ fontSize: 'var(--mantine-font-size-sm)' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
        </Typography>
      </Spoiler>
    </Box>
  );
}
