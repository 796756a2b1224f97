import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lencana } from '../../components/Lencana';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Radio, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconExternalLink, IconFileText, IconGavel } from '@tabler/icons-react';
import { ALASAN_VERIFIKASI } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { tautanBerkas, useAlamatBerkas, useGambarBerkas } from '../../lib/berkas';
import { userMessage } from '../../lib/errors';
import { formatAngka, formatTanggal } from '../../lib/format';
import { useIsMobile } from '../../lib/media';
import { notifySuccess } from '../../lib/notify';
import { reviewApi, type IndikatorBanding } from './api';
import { bentukNilai, bodyEvaluasi, butuhAlasanTanpaBukti, drafAwal, isGambar, isPdf, perluDinilai, skorLangsung, sudahDinilai, teksJawaban, type Dokumen, type DrafNilai, type Item } from './penilaian';

const labelAlasan = (v: string | null | undefined) => ALASAN_VERIFIKASI.find((a) => a.value === v)?.label ?? v ?? '';
const BADGE_WRAP = { root: { height: 'auto', maxWidth: 'none', flexShrink: 0 }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** The state of one indicator on the review screen. */
function statusNilai(item: Item): { label: string; warna: string } {
  if (item.bentuk_isian === 'otomatis') return { label: 'Dihitung otomatis', warna: 'blue' };
  if (!item.terisi) return { label: 'Tidak diisi daerah', warna: 'gray' };
  return sudahDinilai(item) ? { label: 'Sudah dinilai', warna: 'teal' } : { label: 'Belum dinilai', warna: 'yellow' };
}

interface Props {
  inovasiId: number;
  item: Item;
  /** The review detail's row (verified score by the index rule, difference, reason label). */
  banding: IndikatorBanding | undefined;
  evaluasiTerlihat: boolean;
  bolehNilai: boolean;
  terbuka: boolean;
  onBuka: (buka: boolean) => void;
  onLihat: (d: Dokumen) => void;
}

/** One indicator on the review screen: the region's answer and score, its evidence, the verified result and, for the verifier, the scoring form in place. */
export function PenilaianIndikator({ inovasiId, item, banding, evaluasiTerlihat, bolehNilai, terbuka, onBuka, onLihat }: Props) {
  const st = statusNilai(item);
  const dinilai = sudahDinilai(item);
  return (
    <Paper withBorder radius="md" p="sm" data-indikator={item.id} data-status-nilai={st.label} id={`nilai-${item.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap={6} align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge variant="filled" color="indigo" radius="sm" styles={BADGE_WRAP}>
              {item.nomor}
            </Badge>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.nama}
            </Text>
          </Group>
          <Lencana color={st.warna} variant="light" data-testid={`status-nilai-${item.id}`}>
            {st.label}
          </Lencana>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} verticalSpacing={4}>
          <Text size="sm">
            <Text span c="dimmed" size="xs">
              Isian daerah:{' '}
            </Text>
            {teksJawaban(item, item)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="xs">
              Skor mandiri:{' '}
            </Text>
            <b>{formatAngka(item.skor)}</b> / {formatAngka(item.skor_maks)}
          </Text>
        </SimpleGrid>

        <Group gap={6} wrap="wrap">
          <Text size="xs" c="dimmed">
            Bukti dukung:
          </Text>
          {item.files.length === 0 ? (
            <Text size="xs" c={item.terisi && item.skor > 0 ? 'red.9' : 'dimmed'}>
              belum ada{item.terisi && item.skor > 0 ? ' (skor terverifikasi 0 kecuali diterima tanpa bukti)' : ''}
            </Text>
          ) : (
            item.files.map((f) => (
              <Button key={f.id} size="compact-xs" variant="light" color="gray" leftSection={<IconFileText size={14} />} onClick={() => onLihat(f)} aria-label={`Lihat bukti: ${f.nama ?? f.nama_berkas ?? 'dokumen'}`} styles={{ label: { whiteSpace: 'normal' } }}>
                {f.nama ?? f.nama_berkas ?? 'Dokumen'}
              </Button>
            ))
          )}
        </Group>

        {evaluasiTerlihat && dinilai && (
          <Text size="sm" data-testid={`hasil-nilai-${item.id}`}>
            <Text span c="dimmed" size="xs">
              Terverifikasi:{' '}
            </Text>
            {teksJawaban(item, item.evaluasi)} · skor <b>{formatAngka(banding?.verifikasi_skor ?? item.evaluasi?.skor)}</b>
            {banding?.selisih ? (
              <Text span c={banding.selisih < 0 ? 'red.9' : 'teal.9'} fw={700} size="sm">
                {' '}
                ({banding.selisih > 0 ? '+' : ''}
                {formatAngka(banding.selisih)})
              </Text>
            ) : null}
          </Text>
        )}
        {evaluasiTerlihat && (banding?.alasan_label || item.evaluasi?.catatan) && (
          <Text size="xs">
            {(banding?.alasan_label ?? labelAlasan(item.evaluasi?.alasan)) && <b>{banding?.alasan_label ?? labelAlasan(item.evaluasi?.alasan)}</b>}
            {item.evaluasi?.catatan ? `: ${item.evaluasi.catatan}` : ''}
          </Text>
        )}

        {bolehNilai && item.bentuk_isian !== 'otomatis' && !terbuka && (
          <Group>
            <Button size="compact-sm" variant={dinilai ? 'default' : 'light'} leftSection={<IconGavel size={14} />} onClick={() => onBuka(true)} aria-label={`${dinilai ? 'Ubah nilai' : 'Nilai'} indikator ${item.nomor}`}>
              {dinilai ? 'Ubah nilai' : perluDinilai(item) ? 'Nilai' : 'Nilai (opsional)'}
            </Button>
          </Group>
        )}
        {bolehNilai && terbuka && <FormNilai inovasiId={inovasiId} item={item} onTutup={() => onBuka(false)} />}
      </Stack>
    </Paper>
  );
}

/** The verifier's scoring of one indicator in place (PRF-07): verified answer by type, live score, reason, note. */
function FormNilai({ inovasiId, item, onTutup }: { inovasiId: number; item: Item; onTutup: () => void }) {
  const qc = useQueryClient();
  const [d, setD] = useState<DrafNilai>(() => drafAwal(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const c = bentukNilai(item);
  const live = skorLangsung(item, d);
  const selisih = live.skor - item.skor;
  const tanpaBukti = butuhAlasanTanpaBukti(item, live.skor, d.alasan);
  const set = (patch: Partial<DrafNilai>) => setD((x) => ({ ...x, ...patch }));
  const fid = (f: string) => `nilai-${item.id}-${f}`;
  const simpan = useMutation({
    mutationFn: () => reviewApi.evaluasi(inovasiId, bodyEvaluasi(item, d)),
    onSuccess: (r) => {
      notifySuccess(r.message ?? 'Hasil evaluasi berhasil disimpan!');
      void qc.invalidateQueries({ queryKey: ['review'] });
      onTutup();
    },
    onError: (e) => {
      const fe = isApiError(e) ? (e.errors ?? {}) : {};
      setErrors(Object.keys(fe).length ? fe : { _: userMessage(e) });
    },
  });

  return (
    <Paper bg="var(--mantine-color-gray-light)" p="sm" radius="sm" data-testid={`form-nilai-${item.id}`}>
      <Stack gap="xs">
        {c.angka && <TextInput id={fid('nilai')} label={`Nilai terverifikasi${item.satuan ? ` (${item.satuan})` : ''}`} inputMode="decimal" value={d.nilai} onChange={(e) => set({ nilai: e.currentTarget.value })} error={errors.nilai} />}
        {c.poinVideo && <TextInput id={fid('nilai')} label="Jumlah poin substansi video" inputMode="numeric" value={d.nilai} onChange={(e) => set({ nilai: e.currentTarget.value })} error={errors.nilai} />}
        {c.sebelumSesudah && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput id={fid('sebelum')} label="Nilai sebelum" inputMode="decimal" value={d.nilai_sebelum} onChange={(e) => set({ nilai_sebelum: e.currentTarget.value })} error={errors.nilai_sebelum} />
            <TextInput id={fid('sesudah')} label="Nilai sesudah" inputMode="decimal" value={d.nilai_sesudah} onChange={(e) => set({ nilai_sesudah: e.currentTarget.value })} error={errors.nilai_sesudah} />
          </SimpleGrid>
        )}
        {c.pilihSkala && (
          <Radio.Group label="Tingkat terverifikasi" value={d.skala_id} onChange={(v) => set({ skala_id: v })} error={errors.skala_id}>
            <Stack gap={4} mt={4}>
              {item.skala.map((s) => (
                <Radio key={s.id} value={String(s.id)} label={`${s.nilai}. ${s.keterangan}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {!c.pilihSkala && !c.angka && !c.sebelumSesudah && !c.poinVideo && (
          <Text size="sm" c="dimmed">
            Indikator ini tidak memiliki skala; simpan dengan alasan bila bukti tidak diterima.
          </Text>
        )}
        <Text size="sm">
          Skor terverifikasi: <b data-testid={`skor-langsung-${item.id}`}>{formatAngka(live.skor)}</b>{' '}
          <Text span size="sm" c={selisih < 0 ? 'red.9' : selisih > 0 ? 'teal.9' : 'dimmed'}>
            (selisih {selisih > 0 ? '+' : ''}
            {formatAngka(selisih)})
          </Text>
        </Text>
        {tanpaBukti && (
          <Text size="xs" c="orange">
            Indikator ini belum memiliki bukti dukung: pilih alasan &quot;Diterima tanpa bukti dukung&quot; dengan catatan, atau turunkan nilainya.
          </Text>
        )}
        <Select
          id={fid('alasan')}
          label="Alasan"
          placeholder="Pilih alasan (bila nilai diubah)"
          data={ALASAN_VERIFIKASI.map((a) => ({ value: a.value, label: a.label }))}
          value={d.alasan}
          onChange={(v) => set({ alasan: v })}
          clearable
          error={errors.alasan}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea id={fid('catatan')} label="Catatan" autosize minRows={2} maxRows={5} maxLength={5000} value={d.catatan} onChange={(e) => set({ catatan: e.currentTarget.value })} error={errors.catatan} />
        {(errors._ || errors.indikator_id) && <Alert color="red">{errors._ ?? errors.indikator_id}</Alert>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="sm" onClick={onTutup} disabled={simpan.isPending}>
            Batal
          </Button>
          <Button size="sm" onClick={() => simpan.mutate()} loading={simpan.isPending}>
            Simpan penilaian
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Evidence inside the page: a PDF in a frame (its address with a download token), an image, or a link. */
export function BuktiModal({ dok, onClose }: { dok: Dokumen | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const href = dok?.file_url || null;
  const pdf = dok && href && isPdf(dok) ? href : null;
  const gambar = dok && href && !isPdf(dok) && isGambar(dok) ? href : null;
  const pdfSrc = useAlamatBerkas(pdf);
  const gambarSrc = useGambarBerkas(gambar);
  return (
    <Modal opened={dok !== null} onClose={onClose} size="xl" fullScreen={mobile} title={dok ? `Bukti dukung: ${dok.nama ?? dok.nama_berkas ?? 'dokumen'}` : ''} closeButtonProps={{ 'aria-label': 'Tutup' }}>
      {dok && (
        <Stack gap="xs">
          {(dok.nomor_surat || dok.tanggal_surat) && (
            <Text size="sm" c="dimmed">
              {[dok.nomor_surat && `Nomor ${dok.nomor_surat}`, dok.tanggal_surat && `tanggal ${formatTanggal(dok.tanggal_surat)}`].filter(Boolean).join(', ')}
            </Text>
          )}
          {dok.masalah.map((m) => (
            <Alert key={m.kode} color="yellow" p="xs">
              {m.pesan}
            </Alert>
          ))}
          {pdf ? (
            pdfSrc ? (
              <iframe data-testid="penampil-pdf" src={pdfSrc} title={`Pratinjau ${dok.nama ?? 'dokumen'}`} style={{ width: '100%', height: mobile ? '75vh' : '70vh', border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }} />
            ) : (
              <Skeleton h="70vh" radius="sm" />
            )
          ) : gambar ? (
            gambarSrc ? (
              <img data-testid="penampil-gambar" src={gambarSrc} alt={dok.nama ?? 'Foto bukti dukung'} style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto', borderRadius: 6 }} />
            ) : (
              <Skeleton h={240} radius="sm" />
            )
          ) : dok.youtube ? (
            <Anchor href={dok.youtube} target="_blank" rel="noopener noreferrer">
              Buka tautan {dok.youtube} <IconExternalLink size={14} />
            </Anchor>
          ) : (
            <Text size="sm">Berkas ini tidak dapat ditampilkan di halaman; unduh untuk melihatnya.</Text>
          )}
          {href && (
            <Anchor size="sm" {...tautanBerkas(href)}>
              Buka di tab baru <IconExternalLink size={14} />
            </Anchor>
          )}
        </Stack>
      )}
    </Modal>
  );
}
