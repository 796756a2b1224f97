import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Modal, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Tanda } from './Tanda';
import { ALASAN_VERIFIKASI, bulat } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { formatAngka } from '../../lib/format';
import { useIsMobile, useTerpasang } from '../../lib/media';
import { notifySuccess } from '../../lib/notify';
import { ambilAlasan, kunci, simpanEvaluasi } from './api';
import { DRAF_KOSONG, caraIsi, drafDari, hitungLangsung, teksJawaban, type Draf } from './draft';
import type { Item, Pemilik } from './types';

interface Props {
  pemilik: Pemilik;
  id: number;
  tahun: number;
  item: Item | null;
  onClose: () => void;
}

/** The verifier's answer for one indicator (PRF-07): verified value by type, a standard reason and a note. */
export function EvaluasiModal({ pemilik, id, tahun, item: diminta, onClose }: Props) {
  // loaded when first opened (IndikatorEditor): it mounts closed and opens on the next render, with its transition
  const item = useTerpasang() ? diminta : null;
  const mobile = useIsMobile();
  const qc = useQueryClient();
  const alasan = useQuery({ queryKey: ['evaluasi', 'alasan'], queryFn: ({ signal }) => ambilAlasan(signal), staleTime: Infinity, enabled: !!item });
  const [d, setD] = useState<Draf>(DRAF_KOSONG);
  const [pilihAlasan, setPilihAlasan] = useState<string | null>(null);
  const [catatan, setCatatan] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [selesai, setSelesai] = useState(false);

  useEffect(() => {
    if (!item) return;
    // start from the earlier evaluation, else from the region's own answer
    const ev = item.evaluasi;
    setD(ev ? drafDari({ ...ev, informasi: null }) : drafDari({ ...item, informasi: null }));
    setPilihAlasan(ev?.alasan ?? null);
    setCatatan(ev?.catatan ?? '');
    setErrors({});
    setSelesai(false);
  }, [item?.id]); // reset only when another indicator is opened, not on a refetch

  const simpan = useMutation({
    mutationFn: () => {
      if (!item) throw new Error('tidak ada indikator');
      const c = caraIsi(item);
      const kosong = (s: string) => (s.trim() === '' ? null : s.trim());
      return simpanEvaluasi(pemilik, id, {
        indikator_id: item.id,
        ...(pemilik === 'daerah' ? { tahun } : {}),
        ...(c.pilihSkala ? { skala_id: d.skala_id ? Number(d.skala_id) : null } : {}),
        ...(c.angka || c.poinVideo ? { nilai: kosong(d.nilai) } : {}),
        ...(c.sebelumSesudah ? { nilai_sebelum: kosong(d.nilai_sebelum), nilai_sesudah: kosong(d.nilai_sesudah) } : {}),
        alasan: pilihAlasan,
        catatan: kosong(catatan),
      });
    },
    onSuccess: (r) => {
      notifySuccess(r.message ?? 'Hasil evaluasi berhasil disimpan!');
      setSelesai(true);
      setErrors({});
      void qc.invalidateQueries({ queryKey: kunci.semua(pemilik, id) });
    },
    onError: (e) => {
      const fe = isApiError(e) ? (e.errors ?? {}) : {};
      setErrors(Object.keys(fe).length ? fe : { _: userMessage(e) });
    },
  });

  if (!item) return <Modal opened={false} onClose={onClose} />;
  const c = caraIsi(item);
  const live = hitungLangsung(item, d);
  const selisih = bulat(live.skor - item.skor);
  const opsi = (alasan.data ?? ALASAN_VERIFIKASI).map((a) => ({ value: a.value, label: a.label }));

  return (
    <Modal opened onClose={onClose} size="lg" fullScreen={mobile} title={`Verifikasi indikator ${item.nomor}`} closeButtonProps={{ 'aria-label': 'Tutup' }}>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {item.nama}
        </Text>
        <Paper withBorder p="xs" radius="sm">
          <Text size="xs" c="dimmed">
            Isian mandiri daerah
          </Text>
          <Text size="sm">{teksJawaban(item, item)}</Text>
          <Text size="sm">
            Skor mandiri: <b>{formatAngka(item.skor)}</b> / {formatAngka(item.skor_maks)} · Bukti dukung: {item.jumlah_dokumen} ({item.status})
          </Text>
        </Paper>

        <Text fw={600} size="sm">
          Jawaban terverifikasi
        </Text>
        {c.angka && <TextInput label={`Nilai${item.satuan ? ` (${item.satuan})` : ''}`} inputMode="decimal" value={d.nilai} onChange={(e) => setD({ ...d, nilai: e.currentTarget.value })} error={errors.nilai} />}
        {c.poinVideo && <TextInput label="Jumlah poin substansi video" inputMode="numeric" value={d.nilai} onChange={(e) => setD({ ...d, nilai: e.currentTarget.value })} error={errors.nilai} />}
        {c.sebelumSesudah && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput label="Nilai sebelum" inputMode="decimal" value={d.nilai_sebelum} onChange={(e) => setD({ ...d, nilai_sebelum: e.currentTarget.value })} error={errors.nilai_sebelum} />
            <TextInput label="Nilai sesudah" inputMode="decimal" value={d.nilai_sesudah} onChange={(e) => setD({ ...d, nilai_sesudah: e.currentTarget.value })} error={errors.nilai_sesudah} />
          </SimpleGrid>
        )}
        {c.pilihSkala && (
          <Radio.Group label="Tingkat terverifikasi" value={d.skala_id} onChange={(v) => setD({ ...d, skala_id: v })} error={errors.skala_id}>
            <Stack gap={6} mt={4}>
              {item.skala.map((s) => (
                <Radio key={s.id} value={String(s.id)} label={`${s.nilai}. ${s.keterangan}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {!c.pilihSkala && !c.angka && !c.sebelumSesudah && !c.poinVideo && (
          <Text size="sm" c="dimmed">
            Indikator ini tidak memiliki skala; nilai terverifikasi 0 bila bukti tidak diterima.
          </Text>
        )}
        <Group gap="xs">
          <Text size="sm">
            Skor terverifikasi: <b data-testid="skor-verifikasi-langsung">{formatAngka(live.skor)}</b>
          </Text>
          <Tanda color={selisih < 0 ? 'red' : selisih > 0 ? 'teal' : 'gray'} variant="light">
            Selisih {selisih > 0 ? '+' : ''}
            {formatAngka(selisih)}
          </Tanda>
        </Group>
        <Select label="Alasan" placeholder="Pilih alasan" data={opsi} value={pilihAlasan} onChange={setPilihAlasan} clearable error={errors.alasan} comboboxProps={{ withinPortal: true }} />
        <Textarea label="Catatan" autosize minRows={2} maxRows={6} value={catatan} onChange={(e) => setCatatan(e.currentTarget.value)} error={errors.catatan} maxLength={5000} />
        {(errors._ || errors.indikator_id || errors.tahun) && (
          <Alert color="red">{errors._ ?? errors.indikator_id ?? errors.tahun}</Alert>
        )}
        {selesai && (
          <Alert color="teal" data-testid="evaluasi-tersimpan">
            Hasil evaluasi berhasil disimpan!
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Tutup
          </Button>
          <Button onClick={() => simpan.mutate()} loading={simpan.isPending}>
            Simpan evaluasi
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
