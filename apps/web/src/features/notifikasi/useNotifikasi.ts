import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unduhBerkas } from '../../lib/berkas';
import { notifyError, notifySuccess } from '../../lib/notify';
import { KUNCI_NOTIFIKASI, notifikasiApi, type JenisNotifikasi, type Notifikasi } from './api';

/** Opening a notice (bell and screen alike): marked read, then its page; "mark all read" with its message. */
export function useNotifikasi() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const segarkan = () => qc.invalidateQueries({ queryKey: KUNCI_NOTIFIKASI });

  const baca = useMutation({
    mutationFn: (id: number) => notifikasiApi.baca(id),
    onSettled: segarkan,
  });
  const bacaSemua = useMutation({
    mutationFn: (jenis?: JenisNotifikasi) => notifikasiApi.bacaSemua(jenis),
    onSuccess: (r) => notifySuccess(r.message ?? 'Notifikasi ditandai sudah dibaca.'),
    onError: (e) => notifyError(e, 'Gagal menandai notifikasi'),
    onSettled: segarkan,
  });

  async function buka(n: Notifikasi) {
    if (!n.dibaca_at) {
      // reading still works when marking fails; the badge corrects itself on the next refresh
      await baca.mutateAsync(n.id).catch(() => undefined);
    }
    // a finished export's notice links to its file on the API (decision 114): downloaded with a token, not a page
    if (n.jenis === 'ekspor' && n.tautan?.startsWith('/ekspor/')) await unduhBerkas(n.tautan).catch((e: unknown) => notifyError(e, 'Berkas ekspor gagal diunduh'));
    else if (n.tautan && n.tautan.startsWith('/')) navigate(n.tautan);
  }

  return { buka, baca, bacaSemua };
}
