import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from '@mantine/core';
import { A_PENGINGAT } from '@sigap/domain';
import { panggil } from '../lib/kontrak';
import { notifyError, notifySuccess } from '../lib/notify';

const KUNCI = ['pengingat', 'langganan'] as const;

/**
 * The account's own switch for the deadline reminders (e-mail and notification, decision 105), where the reminders
 * are read: the simulator and the notification centre.
 */
export function SaklarPengingat({ label, description }: { label: string; description: string }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: KUNCI, queryFn: ({ signal }) => panggil(A_PENGINGAT.langganan, { signal }) });
  const ubah = useMutation({
    mutationFn: (aktif: boolean) => panggil(A_PENGINGAT.ubahLangganan, { body: { aktif } }),
    onSuccess: (r) => {
      notifySuccess(r.message ?? 'Tersimpan.');
      void qc.invalidateQueries({ queryKey: KUNCI });
    },
    onError: (e) => notifyError(e, 'Pengaturan pengingat gagal disimpan'),
  });
  if (!q.data) return null;
  return <Switch checked={q.data.data.aktif} disabled={ubah.isPending} onChange={(e) => ubah.mutate(e.currentTarget.checked)} label={label} description={description} />;
}
