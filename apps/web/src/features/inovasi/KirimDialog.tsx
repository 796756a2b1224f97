import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, List, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { SETUJU } from '@sigap/domain';
import { apiRequest, isApiError } from '../../lib/api';
import { endsSession, userMessage } from '../../lib/errors';
import { notifySuccess } from '../../lib/notify';
import type { InovasiListRow } from './shared';

interface Hambatan {
  ringkasan: string;
  rincian: string[];
  adaIsian: boolean;
  adaIndikator: boolean;
}

/** What blocks a send, from the 422 answer of POST /nomor_registrasi/{id} (errors._ and the items). */
export function hambatanDari(errors: Record<string, string> | undefined): Hambatan | null {
  if (!errors || !errors._) return null;
  const rincian = [...new Set(Object.entries(errors).filter(([k]) => k !== '_' && k !== 'setuju').map(([, v]) => v))];
  const keys = Object.keys(errors);
  return {
    ringkasan: errors._,
    rincian,
    adaIsian: /Isian belum lengkap/.test(errors._) || keys.some((k) => k !== '_' && !k.startsWith('indikator_')),
    adaIndikator: keys.some((k) => k.startsWith('indikator_')) || /Indikator/.test(errors._),
  };
}

/**
 * Kirim ke Kemendagri (INO-05): the agreement (Setuju = 1, Tolak = 0), an
 * optional note, then POST /nomor_registrasi/{id}. The server re-checks
 * everything; a 422 lists exactly what blocks the send with links to fix it.
 */
export function KirimDialog({ row, onClose, onSent }: { row: InovasiListRow | null; onClose: () => void; onSent: () => void }) {
  const [setuju, setSetuju] = useState<string | null>(null);
  const [deskripsi, setDeskripsi] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [hambatan, setHambatan] = useState<Hambatan | null>(null);
  const [gagal, setGagal] = useState<string | null>(null);

  useEffect(() => {
    setSetuju(null);
    setDeskripsi('');
    setFieldError(null);
    setHambatan(null);
    setGagal(null);
  }, [row?.id]);

  async function kirim() {
    if (!row || busy) return;
    if (setuju === null) {
      setFieldError('Pilih Setuju atau Tolak.');
      return;
    }
    setBusy(true);
    setFieldError(null);
    setHambatan(null);
    setGagal(null);
    try {
      const r = await apiRequest(`/nomor_registrasi/${row.id}`, { method: 'POST', body: { setuju: Number(setuju), deskripsi: deskripsi.trim() || undefined } });
      notifySuccess(typeof r.message === 'string' ? r.message : 'Inovasi berhasil dikirim ke Kemendagri.');
      onSent();
    } catch (e) {
      if (endsSession(e)) return;
      const errors = isApiError(e) ? e.errors : undefined;
      if (errors?.setuju) setFieldError(errors.setuju);
      const h = hambatanDari(errors);
      if (h) setHambatan(h);
      else if (!errors?.setuju) setGagal(userMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={row !== null} onClose={() => !busy && onClose()} title="Kirim ke Kemendagri" centered size="lg" closeButtonProps={{ 'aria-label': 'Tutup' }}>
      {row && (
        <Stack gap="sm">
          <Text size="sm">
            Inovasi: <b>{row.nama}</b> ({row.tahun})
          </Text>
          <Text size="sm">
            Dengan mengirim, saya menyatakan bahwa data inovasi, indikator, dan bukti dukung yang disampaikan adalah benar dan dapat
            dipertanggungjawabkan. Setelah dikirim, inovasi tidak dapat diubah selama diverifikasi.
          </Text>
          <Radio.Group label="Pernyataan" withAsterisk value={setuju} onChange={(v) => {
            setSetuju(v);
            setFieldError(null);
          }} error={fieldError}>
            <Group mt={6} gap="lg">
              {SETUJU.map((o) => (
                <Radio key={String(o.value)} value={String(o.value)} label={o.label} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea label="Deskripsi (opsional)" value={deskripsi} onChange={(e) => setDeskripsi(e.currentTarget.value)} maxLength={2000} autosize minRows={2} maxRows={6} />
          {hambatan && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Inovasi belum dapat dikirim" role="alert" data-testid="hambatan-kirim">
              {/* the items when the server names them, else its summary sentence */}
              {hambatan.rincian.length === 0 ? <Text size="sm">{hambatan.ringkasan}</Text> : <Text size="sm">Yang masih harus dilengkapi:</Text>}
              {hambatan.rincian.length > 0 && (
                <List size="sm" mt={6} spacing={2}>
                  {hambatan.rincian.slice(0, 20).map((m) => (
                    <List.Item key={m}>{m}</List.Item>
                  ))}
                </List>
              )}
              <Group gap="md" mt="sm">
                {hambatan.adaIndikator && (
                  <Anchor component={Link} to={`/dashboard/indikator_inovasi?id=${row.id}`} size="sm">
                    Lengkapi indikator dan bukti dukung
                  </Anchor>
                )}
                {hambatan.adaIsian && (
                  <Anchor component={Link} to={`/inovasi/${row.id}`} size="sm">
                    Lengkapi isian profil inovasi
                  </Anchor>
                )}
              </Group>
            </Alert>
          )}
          {gagal && (
            <Alert color="red" variant="light" role="alert">
              {gagal}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Batal
            </Button>
            <Button onClick={kirim} loading={busy} leftSection={<IconSend size={16} />}>
              Kirim
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
