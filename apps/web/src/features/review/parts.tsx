import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ALUR_REVIEW, type AksiReview } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { endsSession } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { reviewApi, unduhRingkasan } from './api';

const REVIEW_COLOR = { Pending: 'yellow', Verified: 'teal', Rejected: 'red' } as const;

/** Review badge: Pending / Verified / Rejected. */
export function ReviewBadge({ status }: { status: keyof typeof REVIEW_COLOR }) {
  return (
    <Badge color={REVIEW_COLOR[status] ?? 'gray'} variant="light" data-testid="badge-review" style={{ flexShrink: 0 }} maw="none">
      {status}
    </Badge>
  );
}

/** QC badge: QC Verified / QC Rejected / QC Pending. */
export function QcBadge({ status }: { status: keyof typeof REVIEW_COLOR }) {
  return (
    <Badge color={REVIEW_COLOR[status] ?? 'gray'} variant="outline" data-testid="badge-qc" style={{ flexShrink: 0 }} maw="none">
      QC {status}
    </Badge>
  );
}

/** What each action says in its confirmation, and how its button looks. */
export const AKSI_UI: Record<AksiReview, { judul: string; tanya: string; tombol: string; warna: string }> = {
  setujui: { judul: 'Setujui inovasi', tanya: 'Inovasi ini dinyatakan lolos verifikasi dan diteruskan ke quality control.', tombol: 'Setujui', warna: 'teal' },
  tolak: { judul: 'Tolak inovasi', tanya: 'Inovasi ini ditolak. Tuliskan alasannya: pemerintah daerah akan membacanya.', tombol: 'Tolak', warna: 'red' },
  tolak_hasil_review: { judul: 'Tolak hasil review', tanya: 'Persetujuan ini dibatalkan dan inovasi menjadi ditolak. Tuliskan alasannya.', tombol: 'Tolak', warna: 'red' },
  setujui_hasil_rejected: { judul: 'Setujui inovasi yang ditolak', tanya: 'Penolakan dibatalkan dan inovasi disetujui, lalu menunggu quality control.', tombol: 'Setujui', warna: 'teal' },
  qc_setujui: { judul: 'Setujui (QC)', tanya: 'Hasil review dikonfirmasi (QC Verified). Setelah ini persetujuan tidak dapat ditolak lagi.', tombol: 'Setujui QC', warna: 'teal' },
  qc_tolak: { judul: 'Tolak (QC)', tanya: 'Hasil review dikembalikan ke verifikator (QC Rejected). Tuliskan alasannya.', tombol: 'Tolak QC', warna: 'red' },
  qc_terima_inovasi: { judul: 'Terima sebagai inovasi', tanya: 'Penolakan verifikator dibatalkan: inovasi diterima dan langsung terverifikasi QC.', tombol: 'Terima', warna: 'teal' },
  qc_setuju_tolak: { judul: 'Setuju ditolak', tanya: 'Penolakan verifikator dikonfirmasi dan menjadi final.', tombol: 'Setuju ditolak', warna: 'orange' },
  komentar: { judul: 'Komentar', tanya: 'Komentar dicatat di riwayat keputusan inovasi ini.', tombol: 'Kirim komentar', warna: 'blue' },
};

export interface AksiTarget {
  inovasi_id: number;
  nama: string;
  aksi: AksiReview;
}

/**
 * The confirmation of one review/QC action, with the reason where the server
 * requires it. A 409/404 (someone else acted first, or the item left the
 * caller's queue) is explained and the lists are refreshed.
 */
export function AksiDialog({ target, onClose }: { target: AksiTarget | null; onClose: () => void }) {
  const qc = useQueryClient();
  const [catatan, setCatatan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = target ? ALUR_REVIEW[target.aksi] : null;
  const ui = target ? AKSI_UI[target.aksi] : null;
  const run = useMutation({ mutationFn: (x: AksiTarget & { catatan: string }) => reviewApi.aksi(x.inovasi_id, x.aksi, x.catatan) });

  const close = () => {
    if (run.isPending) return;
    setCatatan('');
    setError(null);
    onClose();
  };

  async function submit() {
    if (!target || !t) return;
    if (t.butuhCatatan && !catatan.trim()) {
      setError('Alasan/catatan wajib diisi.');
      return;
    }
    try {
      const r = await run.mutateAsync({ ...target, catatan });
      notifySuccess(typeof r.message === 'string' ? r.message : 'Berhasil disimpan.');
      void qc.invalidateQueries({ queryKey: ['review'] });
      close();
    } catch (e) {
      if (endsSession(e)) return;
      if (isApiError(e) && e.status === 422 && e.errors?.catatan) {
        setError(e.errors.catatan);
        return;
      }
      if (isApiError(e) && (e.status === 409 || e.status === 404)) {
        notifyError(
          e.status === 409
            ? `${e.message} Kemungkinan pengguna lain sudah lebih dulu mengambil keputusan; daftar dimuat ulang.`
            : 'Inovasi ini sudah tidak ada di antrean Anda; daftar dimuat ulang.',
          'Tidak dapat diproses',
        );
        void qc.invalidateQueries({ queryKey: ['review'] });
        setCatatan('');
        setError(null);
        onClose();
        return;
      }
      notifyError(e, 'Gagal menyimpan');
    }
  }

  return (
    <Modal opened={target !== null} onClose={close} title={ui?.judul} centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
      {target && t && ui && (
        <Stack gap="sm">
          <Text size="sm">
            <b>{target.nama}</b>
          </Text>
          <Text size="sm" c="dimmed">
            {ui.tanya}
          </Text>
          <Textarea
            label={t.butuhCatatan ? 'Alasan / catatan' : 'Catatan (opsional)'}
            withAsterisk={t.butuhCatatan}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
            value={catatan}
            error={error}
            onChange={(e) => {
              setCatatan(e.currentTarget.value);
              if (error) setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={run.isPending}>
              Batal
            </Button>
            <Button color={ui.warna} onClick={submit} loading={run.isPending}>
              {ui.tombol}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** "Unduh ringkasan" with a loading state and a clear error. */
export function RingkasanButton({ inovasiId, compact }: { inovasiId: number; compact?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      variant="light"
      color="gray"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await unduhRingkasan(inovasiId);
        } catch (e) {
          notifyError(e, "Gagal mengunduh ringkasan");
        } finally {
          setBusy(false);
        }
      }}
    >
      Unduh ringkasan
    </Button>
  );
}

/** Points to 2 decimals, "-" when absent. */
export const poin = (n: number | null | undefined) => (n == null ? '-' : n.toLocaleString('id-ID', { maximumFractionDigits: 2 }));
