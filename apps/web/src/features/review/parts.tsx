import { useState, type CSSProperties } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ALUR_REVIEW, butuhPenilaian, LABEL_BADGE_QC, LABEL_BADGE_REVIEW, MIN_ALASAN_TERIMA_SISA, type AksiReview, type BadgeStatus } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { Lencana } from '../../components/Lencana';
import { endsSession } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { reviewApi, unduhRingkasan } from './api';

const REVIEW_COLOR: Record<BadgeStatus, string> = { Pending: 'yellow', Verified: 'teal', Rejected: 'red' };

/** Review badge with the one Indonesian label (domain review/label.ts): Menunggu verifikasi / Terverifikasi / Ditolak. */
export function ReviewBadge({ status }: { status: BadgeStatus }) {
  return (
    <Lencana color={REVIEW_COLOR[status] ?? 'gray'} variant="light" data-testid="badge-review">
      {LABEL_BADGE_REVIEW[status] ?? status}
    </Lencana>
  );
}

/** QC badge: Menunggu QC / Lolos QC / Dikembalikan QC. */
export function QcBadge({ status }: { status: BadgeStatus }) {
  return (
    <Lencana color={REVIEW_COLOR[status] ?? 'gray'} variant="outline" data-testid="badge-qc">
      {LABEL_BADGE_QC[status] ?? status}
    </Lencana>
  );
}

/**
 * A filled button in a dark shade keeps that shade on hover: Mantine's hover of `teal.9` is the lighter `teal.8`,
 * whose white text falls under 4.5:1.
 */
export const gayaTombol = (warna: string) =>
  warna.includes('.') ? ({ '--button-hover': `var(--mantine-color-${warna.replace('.', '-')})` } as CSSProperties) : undefined;

/** What each action says in its confirmation, and how its button looks. */
export const AKSI_UI: Record<AksiReview, { judul: string; tanya: string; tombol: string; warna: string }> = {
  setujui: { judul: 'Setujui inovasi', tanya: 'Inovasi ini dinyatakan lolos verifikasi dan diteruskan ke quality control.', tombol: 'Setujui', warna: 'teal.9' },
  tolak: { judul: 'Tolak inovasi', tanya: 'Inovasi ini ditolak. Tuliskan alasannya: pemerintah daerah akan membacanya.', tombol: 'Tolak', warna: 'red.9' },
  tolak_hasil_review: { judul: 'Tolak hasil review', tanya: 'Persetujuan ini dibatalkan dan inovasi menjadi ditolak. Tuliskan alasannya.', tombol: 'Tolak', warna: 'red.9' },
  setujui_hasil_rejected: { judul: 'Setujui inovasi yang ditolak', tanya: 'Penolakan dibatalkan dan inovasi disetujui, lalu menunggu quality control.', tombol: 'Setujui', warna: 'teal.9' },
  qc_setujui: { judul: 'Setujui (QC)', tanya: 'Hasil review dikonfirmasi (Lolos QC). Setelah ini persetujuan tidak dapat ditolak lagi.', tombol: 'Setujui QC', warna: 'teal.9' },
  qc_tolak: { judul: 'Tolak (QC)', tanya: 'Hasil review dikembalikan ke verifikator (Dikembalikan QC). Tuliskan alasannya.', tombol: 'Tolak QC', warna: 'red.9' },
  qc_terima_inovasi: { judul: 'Terima sebagai inovasi', tanya: 'Penolakan verifikator dibatalkan: inovasi diterima dan langsung terverifikasi QC.', tombol: 'Terima', warna: 'teal.9' },
  qc_setuju_tolak: { judul: 'Setuju ditolak', tanya: 'Penolakan verifikator dikonfirmasi dan menjadi final.', tombol: 'Setuju ditolak', warna: 'orange' },
  komentar: { judul: 'Komentar', tanya: 'Komentar dicatat di riwayat keputusan inovasi ini.', tombol: 'Kirim komentar', warna: 'blue' },
};

export interface AksiTarget {
  inovasi_id: number;
  nama: string;
  aksi: AksiReview;
  /** Approvals: the judgement so far (decision 87); the rest may be accepted as claimed with a reason. */
  penilaian?: { wajib: number; dinilai: number; belum: string[] };
}

/**
 * The confirmation of one review/QC action, with the reason where the server
 * requires it. A 409/404 (someone else acted first, or the item left the
 * caller's queue) is explained and the lists are refreshed.
 */
export function AksiDialog({ target, onClose, onSelesai }: { target: AksiTarget | null; onClose: () => void; onSelesai?: (aksi: AksiReview) => void }) {
  const qc = useQueryClient();
  const [catatan, setCatatan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [terimaSisa, setTerimaSisa] = useState(false);
  const [alasanSisa, setAlasanSisa] = useState('');
  const [errSisa, setErrSisa] = useState<{ terima_sisa?: string; alasan_terima_sisa?: string }>({});
  const t = target ? ALUR_REVIEW[target.aksi] : null;
  const ui = target ? AKSI_UI[target.aksi] : null;
  const belum = target && butuhPenilaian(target.aksi) ? (target.penilaian?.belum ?? []) : [];
  const run = useMutation({
    mutationFn: (x: AksiTarget & { catatan: string }) =>
      reviewApi.aksi(x.inovasi_id, x.aksi, x.catatan, belum.length && terimaSisa ? { terima_sisa: true, alasan_terima_sisa: alasanSisa.trim() } : {}),
  });

  const close = () => {
    if (run.isPending) return;
    setCatatan('');
    setError(null);
    setTerimaSisa(false);
    setAlasanSisa('');
    setErrSisa({});
    onClose();
  };

  async function submit() {
    if (!target || !t) return;
    if (t.butuhCatatan && !catatan.trim()) {
      setError('Alasan/catatan wajib diisi.');
      return;
    }
    // the server refuses the same (decision 87); said here before the request
    if (belum.length && !terimaSisa) {
      setErrSisa({ terima_sisa: `Masih ada ${belum.length} indikator yang belum dinilai. Nilai semuanya, atau centang pilihan ini dan tuliskan alasannya.` });
      return;
    }
    if (belum.length && alasanSisa.trim().length < MIN_ALASAN_TERIMA_SISA) {
      setErrSisa({ alasan_terima_sisa: alasanSisa.trim() ? `Alasan minimal ${MIN_ALASAN_TERIMA_SISA} karakter.` : 'Alasan menerima sisa indikator sesuai klaim wajib diisi.' });
      return;
    }
    try {
      const r = await run.mutateAsync({ ...target, catatan });
      notifySuccess(typeof r.message === 'string' ? r.message : 'Berhasil disimpan.');
      void qc.invalidateQueries({ queryKey: ['review'] });
      const aksi = target.aksi;
      close();
      onSelesai?.(aksi);
    } catch (e) {
      if (endsSession(e)) return;
      if (isApiError(e) && e.status === 422 && (e.errors?.terima_sisa || e.errors?.alasan_terima_sisa)) {
        setErrSisa({ terima_sisa: e.errors.terima_sisa, alasan_terima_sisa: e.errors.alasan_terima_sisa });
        void qc.invalidateQueries({ queryKey: ['review'] });
        return;
      }
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
          {belum.length > 0 && (
            <Alert color="yellow" p="sm" data-testid="belum-dinilai">
              <Text size="sm">
                {belum.length} dari {target.penilaian?.wajib ?? belum.length} indikator belum dinilai: {belum.join(', ')}.
              </Text>
              <Checkbox
                mt="xs"
                label="Terima sisanya sesuai klaim"
                description="Skor indikator yang belum dinilai diterima seperti isian daerah; alasan Anda dicatat di riwayat keputusan."
                checked={terimaSisa}
                error={errSisa.terima_sisa}
                onChange={(e) => {
                  setTerimaSisa(e.currentTarget.checked);
                  setErrSisa({});
                }}
              />
              {terimaSisa && (
                <Textarea
                  mt="xs"
                  label="Alasan menerima sisanya sesuai klaim"
                  withAsterisk
                  autosize
                  minRows={2}
                  maxLength={2000}
                  value={alasanSisa}
                  error={errSisa.alasan_terima_sisa}
                  description={`Minimal ${MIN_ALASAN_TERIMA_SISA} karakter (${alasanSisa.trim().length} ditulis).`}
                  onChange={(e) => {
                    setAlasanSisa(e.currentTarget.value);
                    if (errSisa.alasan_terima_sisa) setErrSisa({});
                  }}
                />
              )}
            </Alert>
          )}
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
            <Button color={ui.warna} style={gayaTombol(ui.warna)} onClick={submit} loading={run.isPending}>
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
