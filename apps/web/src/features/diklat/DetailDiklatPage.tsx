import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, AspectRatio, Badge, Button, Card, Grid, Group, Modal, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconExternalLink, IconFileTypePdf, IconPencil, IconTrash } from '@tabler/icons-react';
import { can, getResource, sematanVideo } from '@sigap/domain';
import { tautanBerkas, klikUnduh, useAlamatBerkas } from '../../lib/berkas';
import { endsSession, userMessage } from '../../lib/errors';
import { formatWaktu } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { resourceQueries, useDeleteRecord, type Row } from '../../lib/resource-api';
import { sanitizeHtml } from '../../lib/sanitize';
import type { ModuleScreenProps } from '../../lib/screens';
import { useUser } from '../../lib/session';
import { useIsMobile } from '../../lib/media';
import NotFoundPage from '../../components/status/NotFoundPage';
import { alamatDiklat, KUNCI_DIKLAT } from './api';
import { DiklatForm } from './DiklatForm';

const F = getResource('laporan_diklat')!.fields;
const teks = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
const label = (row: Row, name: string) => teks(row[`${name}_label`] ?? row[name]);

/** Where "Kembali" goes: the list the user came from (its filters), else the list. */
function useKembali(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(alamatDiklat.daftar) ? from : alamatDiklat.daftar;
}

/** The report PDF inside the page: a frame of the file's address with its download token (lib/berkas). */
export function PenampilPdf({ alamat, judul }: { alamat: string; judul: string }) {
  const src = useAlamatBerkas(alamat);
  const isMobile = useIsMobile();
  if (!src) return <Skeleton h={isMobile ? '60vh' : '75vh'} radius="sm" aria-label="Memuat laporan" />;
  return <iframe src={src} title={judul} data-testid="penampil-pdf" style={{ width: '100%', height: isMobile ? '60vh' : '75vh', border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }} />;
}

/** The report video: YouTube or Vimeo through their privacy-enhanced players, any other address as a link. */
export function VideoLaporan({ url }: { url: unknown }) {
  const v = sematanVideo(url);
  if (!v) return <Text size="sm">-</Text>;
  if (v.jenis === 'tautan')
    return (
      <Anchor href={v.href} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
        <IconExternalLink size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {v.href}
      </Anchor>
    );
  return (
    <AspectRatio ratio={16 / 9} maw={720}>
      <iframe
        src={v.src}
        title={`Video proyek perubahan (${v.jenis === 'youtube' ? 'YouTube' : 'Vimeo'})`}
        data-testid="video-laporan"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        style={{ border: 0, borderRadius: 6 }}
      />
    </AspectRatio>
  );
}

function Bidang({ nama, children }: { nama: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {F[nama]?.label ?? nama}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Rincian({ row }: { row: Row }) {
  const user = useUser()!;
  const inovasi = row.inovasi_id as number | null;
  const file = typeof row.file_laporan === 'string' ? row.file_laporan : null;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Grid gap="md">
            {(['nama_peserta', 'nip', 'jabatan', 'instansi', 'nomor_sertifikat_pelatihan', 'nama_mentor'] as const).map((n) => (
              <Grid.Col key={n} span={{ base: 12, sm: 6, lg: 4 }}>
                <Bidang nama={n}>{teks(row[n])}</Bidang>
              </Grid.Col>
            ))}
            {(['profil_id', 'jenis_pelatihan_id', 'urusan_pemerintah_id'] as const).map((n) => (
              <Grid.Col key={n} span={{ base: 12, sm: 6, lg: 4 }}>
                <Bidang nama={n}>{label(row, n)}</Bidang>
              </Grid.Col>
            ))}
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <Bidang nama="inovasi_id">
                {inovasi == null ? (
                  '-'
                ) : can(user.role, 'read', 'iga2020_inovasi') ? (
                  <Anchor component={Link} to={`/inovasi/${inovasi}`} size="sm">
                    {label(row, 'inovasi_id')}
                  </Anchor>
                ) : (
                  label(row, 'inovasi_id')
                )}
              </Bidang>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <Bidang nama="user_id">{label(row, 'user_id')}</Bidang>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
              <div>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  Diunggah
                </Text>
                <Text size="sm">{formatWaktu(row.created_at)} WIB</Text>
              </div>
            </Grid.Col>
          </Grid>
          <Bidang nama="executive_summary">
            {row.executive_summary ? <Typography>{<div dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(row.executive_summary)) }} />}</Typography> : '-'}
          </Bidang>
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
          <Group gap={6}>
            <IconFileTypePdf size={20} color="var(--mantine-color-red-7)" />
            <Title order={3} size="h5">
              {F.file_laporan!.label}
            </Title>
          </Group>
          {file && (
            <Group gap="xs">
              <Button size="xs" variant="default" component="a" {...tautanBerkas(file)} leftSection={<IconExternalLink size={14} />}>
                Buka di tab baru
              </Button>
              <Button size="xs" variant="light" onClick={klikUnduh(file, `laporan-diklat-${row.id}.pdf`)} leftSection={<IconDownload size={14} />}>
                Unduh
              </Button>
            </Group>
          )}
        </Group>
        {file ? <PenampilPdf alamat={file} judul={`Laporan ${teks(row.judul_proyek)}`} /> : <Text size="sm">Belum ada berkas laporan.</Text>}
      </Card>

      <Card withBorder radius="md" padding="lg">
        <Title order={3} size="h5" mb="sm">
          {F.file_video!.label}
        </Title>
        <VideoLaporan url={row.file_video} />
      </Card>
    </Stack>
  );
}

/**
 * `detail-diklat` (DKL-01 item 4): every field of one training report (`?id=`), the report PDF in the page's
 * viewer and the video embedded; the same screen edits (`&ubah=1`) and adds (`?baru=1`) a report, since the
 * diklat roles need the region's innovations and regions from this feature rather than the generic form.
 */
export default function DetailDiklatPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const kembali = useKembali();
  const location = useLocation();
  const [params] = useSearchParams();
  const baru = params.get('baru') === '1';
  const idTeks = params.get('id');
  const id = idTeks !== null && /^[1-9]\d{0,9}$/.test(idTeks) ? Number(idTeks) : null;
  const ubah = id !== null && params.get('ubah') === '1';
  const rec = useQuery({ ...resourceQueries('laporan_diklat').one(id ?? 0), enabled: id !== null });
  const hapus = useDeleteRecord('laporan_diklat');
  const [konfirmasi, setKonfirmasi] = useState(false);

  if (!baru && id === null) return <NotFoundPage />;
  const aksi = Array.isArray(rec.data?.aksi) ? (rec.data.aksi as string[]) : [];
  const selesai = (row: Row | undefined) => {
    void qc.invalidateQueries({ queryKey: KUNCI_DIKLAT.semua });
    navigate(row?.id ? alamatDiklat.lihat(row.id) : kembali, { replace: true, state: location.state });
  };
  const judul = baru ? 'Tambah Laporan Diklat' : ubah ? 'Ubah Laporan Diklat' : module.title;

  let isi: ReactNode;
  if (baru) {
    isi = can(user.role, 'create', 'laporan_diklat') ? (
      <Card withBorder radius="md" padding="lg">
        <DiklatForm user={user} record={null} onSaved={selesai} onCancel={() => navigate(kembali)} />
      </Card>
    ) : (
      <Alert color="yellow" title="Tidak dapat menambah laporan">
        Peran Anda hanya dapat melihat laporan diklat.
      </Alert>
    );
  } else if (rec.isPending) {
    isi = (
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={200} />
        </Stack>
      </Card>
    );
  } else if (rec.isError) {
    isi = (
      <Alert color="red" title="Data tidak dapat dimuat">
        <Text size="sm">{userMessage(rec.error)}</Text>
      </Alert>
    );
  } else if (ubah) {
    isi = aksi.includes('ubah') ? (
      <Card withBorder radius="md" padding="lg">
        <DiklatForm user={user} record={rec.data} onSaved={selesai} onCancel={() => navigate(alamatDiklat.lihat(rec.data.id), { state: location.state })} />
      </Card>
    ) : (
      <Alert color="yellow" title="Tidak dapat mengubah laporan">
        Anda hanya dapat melihat laporan diklat ini.
      </Alert>
    );
  } else isi = <Rincian row={rec.data} />;

  async function konfirmasiHapus() {
    if (!rec.data) return;
    try {
      const r = await hapus.mutateAsync(rec.data.id);
      notifySuccess(typeof r.message === 'string' ? r.message : 'Data berhasil dihapus.');
      void qc.invalidateQueries({ queryKey: KUNCI_DIKLAT.semua });
      navigate(kembali, { replace: true });
    } catch (e) {
      if (!endsSession(e)) notifyError(e, 'Gagal menghapus');
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {judul}
          </Title>
          {rec.data && (
            <Group gap="xs" mt={2}>
              <Text c="dimmed" size="sm">
                {teks(rec.data.judul_proyek)}
              </Text>
              {rec.data.jenis_pelatihan_id_label ? <Badge variant="light">{String(rec.data.jenis_pelatihan_id_label)}</Badge> : null}
            </Group>
          )}
        </div>
        <Group gap="xs">
          {rec.data && !ubah && aksi.includes('ubah') && (
            <Button component={Link} to={alamatDiklat.ubah(rec.data.id)} state={location.state} variant="light" leftSection={<IconPencil size={16} />}>
              Ubah
            </Button>
          )}
          {rec.data && !ubah && aksi.includes('hapus') && (
            <Button variant="light" color="red" onClick={() => setKonfirmasi(true)} leftSection={<IconTrash size={16} />}>
              Hapus
            </Button>
          )}
          <Button component={Link} to={kembali} variant="subtle" leftSection={<IconArrowLeft size={16} className="sigap-flip" />}>
            Kembali ke daftar
          </Button>
        </Group>
      </Group>
      {isi}
      <Modal opened={konfirmasi} onClose={() => !hapus.isPending && setKonfirmasi(false)} title="Hapus laporan diklat" centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
        <Stack>
          <Text>
            Hapus laporan <b>{teks(rec.data?.judul_proyek)}</b>? Tindakan ini tidak dapat dibatalkan.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setKonfirmasi(false)} disabled={hapus.isPending}>
              Batal
            </Button>
            <Button color="red" onClick={() => void konfirmasiHapus()} loading={hapus.isPending}>
              Ya, hapus
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
