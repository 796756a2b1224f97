import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { notifySuccess } from '../../lib/notify';
import { inovasiApi } from './api';
import type { InovasiListRow } from './shared';

/**
 * Admin command (issue 13): take an innovation out of the index with a reason the region sees, or put it back.
 * The server recomputes the region's index in the same transaction and notifies the innovation's creator.
 */
export function KeluarIndeksDialog({ row, onClose, onDone }: { row: InovasiListRow | null; onClose: () => void; onDone: () => void }) {
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setAlasan('');
    setError(null);
  }, [row?.id]);
  const keluar = !row?.keluar_indeks_alasan;
  const kirim = async () => {
    if (!row) return;
    setBusy(true);
    setError(null);
    try {
      const r = await inovasiApi.keluarIndeks(row.id, keluar ? { keluar: 1, alasan } : { keluar: 0 });
      notifySuccess(r.message ?? (keluar ? 'Inovasi dikeluarkan dari indeks.' : 'Inovasi kembali dihitung.'));
      onDone();
    } catch (e) {
      setError(isApiError(e) ? (e.errors?.alasan ?? userMessage(e)) : userMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={row !== null} onClose={onClose} title={keluar ? 'Keluarkan dari perhitungan indeks' : 'Masukkan kembali ke perhitungan indeks'} size="lg">
      {row && (
        <Stack gap="sm">
          <Text size="sm">
            <b>{row.nama}</b>
            {row.nama_pemda ? ` · ${row.nama_pemda}` : ''}
          </Text>
          {keluar ? (
            <>
              <Text size="sm" c="dimmed">
                Inovasi ini tidak lagi dihitung dalam indeks mandiri maupun terverifikasi daerahnya. Alasan yang Anda tulis terlihat oleh daerah dan tercatat di log
                aktivitas.
              </Text>
              <Textarea label="Alasan" required autosize minRows={3} maxLength={500} value={alasan} onChange={(e) => setAlasan(e.currentTarget.value)} error={error} data-autofocus />
            </>
          ) : (
            <>
              <Alert color="yellow" variant="light" title="Dikeluarkan dengan alasan">
                {row.keluar_indeks_alasan}
              </Alert>
              <Text size="sm">Inovasi akan kembali dihitung sesuai aturan metodologi tahun penilaian.</Text>
              {error && <Alert color="red">{error}</Alert>}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Batal
            </Button>
            <Button color={keluar ? 'red' : 'teal'} loading={busy} onClick={() => void kirim()} disabled={keluar && !alasan.trim()}>
              {keluar ? 'Keluarkan dari indeks' : 'Masukkan kembali'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
