import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { Tanda } from './Tanda';
import { TanggalInput } from '../../components/TanggalInput';
import { IconExternalLink, IconEye, IconTrash, IconUpload } from '@tabler/icons-react';
import { isApiError } from '../../lib/api';
import { UploadInput } from '../../resource-ui/fields/UploadInput';
import { useAlamatBerkas, useGambarBerkas } from '../../lib/berkas';
import { userMessage } from '../../lib/errors';
import { formatTanggal } from '../../lib/format';
import { useIsMobile, useTerpasang } from '../../lib/media';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PESAN_DIANTRE, useKotakKeluar } from '../../lib/kotak-keluar';
import { ambilDokumen, hapusDokumen, kunci, sasaranDokumen, tambahDokumen } from './api';
import { petunjukBukti } from './draft';
import type { Dokumen, Item, Pemilik } from './types';

const isPdf = (d: Dokumen) => d.mime === 'application/pdf' || /\.pdf($|\?)/i.test(d.file_url ?? '');
const isGambar = (d: Dokumen) => /^image\//.test(d.mime ?? '') || /\.(jpe?g|png|webp)($|\?)/i.test(d.file_url ?? '');

/**
 * The document viewer inside the page: a PDF in a frame (its address with a download token), an image as an
 * image (fetched with the header), a link as a link (lib/berkas.ts).
 */
function Penampil({ dok }: { dok: Dokumen }) {
  const href = dok.file_url || null;
  const pdfSrc = useAlamatBerkas(href && isPdf(dok) ? href : null);
  const gambarSrc = useGambarBerkas(href && !isPdf(dok) && isGambar(dok) ? href : null);
  if (href && isPdf(dok))
    return pdfSrc ? <iframe data-testid="penampil-pdf" src={pdfSrc} title={`Pratinjau ${dok.nama ?? 'dokumen'}`} style={{ width: '100%', height: '65vh', border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }} /> : <Skeleton h="65vh" radius="sm" />;
  if (href && isGambar(dok)) return gambarSrc ? <img data-testid="penampil-gambar" src={gambarSrc} alt={dok.nama ?? 'Foto bukti dukung'} style={{ maxWidth: '100%', maxHeight: '65vh', display: 'block', margin: '0 auto', borderRadius: 6 }} /> : <Skeleton h={240} radius="sm" />;
  if (dok.youtube)
    return (
      <Anchor href={dok.youtube} target="_blank" rel="noopener noreferrer">
        Buka tautan {dok.youtube} <IconExternalLink size={14} />
      </Anchor>
    );
  return <Text size="sm">Berkas ini tidak dapat ditampilkan di halaman; unduh untuk melihatnya.</Text>;
}

interface Props {
  pemilik: Pemilik;
  id: number;
  item: Item | null;
  bolehUbah: boolean;
  onClose: () => void;
}

/** Evidence of one indicator (PRF-06): list, in-page viewer, upload with progress, delete with confirmation. */
export function DokumenModal({ pemilik, id, item: diminta, bolehUbah, onClose }: Props) {
  // loaded when first opened (IndikatorEditor): it mounts closed and opens on the next render, with its transition
  const item = useTerpasang() ? diminta : null;
  const mobile = useIsMobile();
  const qc = useQueryClient();
  const indId = item?.id ?? 0;
  const q = useQuery({ queryKey: kunci.dokumen(pemilik, id, indId), queryFn: ({ signal }) => ambilDokumen(pemilik, id, indId, signal), enabled: !!item });
  const [lihat, setLihat] = useState<number | null>(null);
  const [hapus, setHapus] = useState<number | null>(null);
  const [form, setForm] = useState({ nama: '', nomor_surat: '', tanggal_surat: '', youtube: '', file_url: '' });
  // the file is uploaded (resumable) as soon as it is picked; saving waits for it
  const [mengunggah, setMengunggah] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const petunjuk = petunjukBukti(item?.jenis_dokumen ?? 'umum');

  const segarkan = () => qc.invalidateQueries({ queryKey: kunci.semua(pemilik, id) });

  const unggah = useMutation({
    mutationFn: async () => {
      const e: Record<string, string> = {};
      if (!form.nama.trim()) e.nama = 'Nama dokumen wajib diisi.';
      if (!form.file_url && !form.youtube.trim()) e._ = petunjuk.berkas && petunjuk.tautan ? 'Pilih berkas atau isi tautan.' : petunjuk.berkas ? 'Pilih berkas yang akan diunggah.' : 'Isi tautan bukti dukung.';
      if (Object.keys(e).length) throw Object.assign(new Error('lokal'), { lokal: e });
      const file_url = form.file_url || undefined;
      return tambahDokumen(
        pemilik,
        id,
        {
          indikator_id: indId,
          nama: form.nama.trim(),
          ...(form.nomor_surat.trim() ? { nomor_surat: form.nomor_surat.trim() } : {}),
          ...(form.tanggal_surat ? { tanggal_surat: form.tanggal_surat } : {}),
          ...(file_url ? { file_url } : {}),
          ...(form.youtube.trim() ? { youtube: form.youtube.trim() } : {}),
        },
        `Tambah bukti dukung '${form.nama.trim()}' indikator ${item?.nomor ?? ''}`,
      );
    },
    // offline the save still runs (React Query would pause it): it goes to the outbox
    networkMode: 'always',
    onSuccess: (r) => {
      setForm({ nama: '', nomor_surat: '', tanggal_surat: '', youtube: '', file_url: '' });
      setErrors({});
      // no connection: the record waits in the outbox (listed below and in the header); the file is already stored
      if (r.diantre) return notifySuccess(PESAN_DIANTRE);
      const masalah = r.jawaban.data.masalah.map((m) => m.pesan);
      notifySuccess(masalah.length ? `Dokumen berhasil disimpan, tetapi: ${masalah.join(' ')}` : 'Dokumen berhasil disimpan.');
      const baru = r.jawaban.data.id;
      if (baru) setLihat(baru);
      void segarkan();
    },
    onError: (e) => {
      const lokal = (e as { lokal?: Record<string, string> }).lokal;
      if (lokal) return setErrors(lokal);
      const fe = isApiError(e) ? (e.errors ?? {}) : {};
      setErrors(Object.keys(fe).length ? { ...fe, ...(fe.file ? { file_url: fe.file } : {}) } : { _: userMessage(e) });
    },
  });

  const hapusMut = useMutation({
    mutationFn: (dokId: number) => hapusDokumen(pemilik, id, dokId),
    onSuccess: () => {
      notifySuccess('Dokumen berhasil dihapus.');
      setHapus(null);
      setLihat(null);
      void segarkan();
    },
    onError: (e) => notifyError(e, 'Dokumen gagal dihapus'),
  });

  const docs = q.data?.data ?? [];
  // documents added while offline: saved on this device, sent in order when the connection is back
  const { antrian } = useKotakKeluar();
  const menunggu = antrian.filter((e) => e.sasaran === sasaranDokumen(pemilik, id, indId));
  const dilihat = docs.find((d) => d.id === lihat) ?? null;

  return (
    <Modal opened={!!item} onClose={onClose} size="xl" fullScreen={mobile} title={item ? `Bukti dukung indikator ${item.nomor}` : ''} data-testid="modal-dokumen" closeButtonProps={{ 'aria-label': 'Tutup' }}>
      {item && (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {item.nama}
          </Text>
          <Group gap={6}>
            <Tanda variant="light">{item.jenis_dokumen_label}</Tanda>
            <Tanda variant="light" color={q.data?.indikator?.status === 'Lengkap' ? 'teal' : 'yellow'}>
              {q.data?.indikator?.status ?? item.status}
            </Tanda>
          </Group>
          <Text size="sm" c="dimmed">
            {petunjuk.teks}
          </Text>
          {q.isPending ? (
            <Skeleton h={60} />
          ) : q.isError ? (
            <Alert color="red" title="Dokumen tidak dapat dimuat">
              {userMessage(q.error)}
            </Alert>
          ) : docs.length === 0 ? (
            !menunggu.length && (
              <Text size="sm" c="dimmed" data-testid="dokumen-kosong">
                tidak ada dokumen.
              </Text>
            )
          ) : (
            <Stack gap="xs" data-testid="daftar-dokumen">
              {docs.map((d) => (
                <Paper key={d.id} withBorder p="xs" radius="sm" data-dokumen={d.id}>
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {d.nama || d.nama_berkas || 'Dokumen'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[d.nomor_surat && `No. ${d.nomor_surat}`, d.tanggal_surat && `Tanggal ${formatTanggal(d.tanggal_surat)}`, d.nama_berkas].filter(Boolean).join(' · ') || 'Tanpa nomor dan tanggal surat'}
                      </Text>
                      {d.youtube && (
                        <Anchor size="xs" href={d.youtube} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                          {d.youtube}
                        </Anchor>
                      )}
                      {d.masalah.map((m) => (
                        <Text key={m.kode} size="xs" c={m.kode === 'DATA_SURAT_KOSONG' ? 'gray.8' : 'red.9'}>
                          {m.pesan}
                        </Text>
                      ))}
                    </div>
                    <Group gap={4}>
                      {d.file_url && (
                        <Button size="compact-sm" variant={lihat === d.id ? 'filled' : 'light'} leftSection={<IconEye size={14} />} onClick={() => setLihat(lihat === d.id ? null : d.id)}>
                          Lihat
                        </Button>
                      )}
                      {bolehUbah &&
                        (hapus === d.id ? (
                          <>
                            <Button size="compact-sm" color="red" loading={hapusMut.isPending} onClick={() => hapusMut.mutate(d.id)}>
                              Ya, hapus
                            </Button>
                            <Button size="compact-sm" variant="default" onClick={() => setHapus(null)}>
                              Batal
                            </Button>
                          </>
                        ) : (
                          <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setHapus(d.id)} aria-label={`Hapus dokumen ${d.nama ?? ''}`}>
                            Hapus
                          </Button>
                        ))}
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
          {menunggu.length > 0 && (
            <Stack gap={4} data-testid="dokumen-menunggu">
              {menunggu.map((e) => (
                <Paper key={e.id} withBorder p="xs" radius="sm">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {(e.body as { nama?: string } | undefined)?.nama || 'Dokumen'}
                    </Text>
                    <Tanda color="orange" variant="light">
                      Menunggu koneksi
                    </Tanda>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
          {dilihat && <Penampil dok={dilihat} />}

          {bolehUbah ? (
            <Paper withBorder p="sm" radius="sm">
              <Stack gap="xs">
                <Text fw={600} size="sm">
                  Tambah bukti dukung
                </Text>
                <TextInput label="Nama dokumen" required value={form.nama} onChange={(e) => setForm({ ...form, nama: e.currentTarget.value })} error={errors.nama} maxLength={255} />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <TextInput label="Nomor surat" value={form.nomor_surat} onChange={(e) => setForm({ ...form, nomor_surat: e.currentTarget.value })} error={errors.nomor_surat} maxLength={255} />
                  <TanggalInput label="Tanggal surat" value={form.tanggal_surat} onChange={(v) => setForm({ ...form, tanggal_surat: v })} error={errors.tanggal_surat} />
                </SimpleGrid>
                {petunjuk.berkas && (
                  <UploadInput
                    name={`bukti-${item.id}`}
                    def={{ kind: 'file', label: 'Berkas' }}
                    accept={petunjuk.accept}
                    value={form.file_url}
                    values={form}
                    onChange={(v) => setForm((f) => ({ ...f, file_url: typeof v === 'string' ? v : '' }))}
                    onBusy={setMengunggah}
                    error={errors.file_url ?? errors.file}
                  />
                )}
                {petunjuk.tautan && (
                  <TextInput
                    label={item.jenis_dokumen === 'video' ? 'Tautan video' : 'Tautan'}
                    placeholder="https://…"
                    inputMode="url"
                    value={form.youtube}
                    onChange={(e) => setForm({ ...form, youtube: e.currentTarget.value })}
                    error={errors.youtube}
                  />
                )}
                {errors._ && (
                  <Text size="sm" c="red.9">
                    {errors._}
                  </Text>
                )}
                <Group justify="flex-end">
                  <Button onClick={() => unggah.mutate()} loading={unggah.isPending} disabled={mengunggah} leftSection={<IconUpload size={16} />}>
                    Simpan dokumen
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
