import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, List, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { SETUJU, type ErrorCode } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { endsSession, userMessage } from '../../lib/errors';
import { inovasiApi } from './api';
import { notifySuccess } from '../../lib/notify';
import type { InovasiListRow } from './shared';

interface Hambatan {
  ringkasan: string;
  rincian: string[];
  adaIsian: boolean;
  adaIndikator: boolean;
}

/** Refusals of POST /nomor_registrasi/{id} about the data: the answer lists what is missing (`errors`). */
const KODE_DATA: readonly string[] = ['PROFIL_BELUM_LENGKAP', 'INDIKATOR_BELUM_LENGKAP'] satisfies ErrorCode[];

/** The other refusals of the send command (the domain policy's codes), each with its own title. */
const JUDUL_TOLAK: Partial<Record<string, string>> = {
  SUDAH_DIKIRIM: 'Inovasi sudah dikirim',
  TAHUN_TIDAK_DAPAT_DIKIRIM: 'Tahun inovasi tidak dapat dikirim',
  PERIODE_DITUTUP: 'Pengiriman sedang ditutup',
} satisfies Partial<Record<ErrorCode, string>>;

/**
 * What blocks a send, from the refusal of POST /nomor_registrasi/{id}: its `code` says it is about the data
 * (fields: PROFIL_BELUM_LENGKAP, indicators and evidence: INDIKATOR_BELUM_LENGKAP), `errors` names the items
 * (`indikator_{id}` keys are indicators, other keys fields of the form).
 */
export function hambatanDari(e: { code?: string; message?: string; errors?: Record<string, string> } | undefined): Hambatan | null {
  if (!e?.code || !KODE_DATA.includes(e.code)) return null;
  const errors = e.errors ?? {};
  const keys = Object.keys(errors).filter((k) => k !== '_' && k !== 'setuju');
  return {
    ringkasan: errors._ ?? e.message ?? '',
    rincian: [...new Set(keys.map((k) => errors[k]!))],
    adaIsian: e.code === 'PROFIL_BELUM_LENGKAP' || keys.some((k) => !k.startsWith('indikator_')),
    adaIndikator: e.code === 'INDIKATOR_BELUM_LENGKAP' || keys.some((k) => k.startsWith('indikator_')),
  };
}

/**
 * Kirim ke Kemendagri (INO-05): the agreement (Setuju = 1, Tolak = 0), an
 * optional note, then POST /nomor_registrasi/{id}. The server decides with the
 * domain policy (the same that shows the row's Kirim); a refusal about the data
 * lists exactly what blocks the send with links to fix it, the others say why.
 */
export function KirimDialog({ row, onClose, onSent }: { row: InovasiListRow | null; onClose: () => void; onSent: () => void }) {
  const [setuju, setSetuju] = useState<string | null>(null);
  const [deskripsi, setDeskripsi] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [hambatan, setHambatan] = useState<Hambatan | null>(null);
  const [gagal, setGagal] = useState<{ judul?: string; pesan: string } | null>(null);

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
      const r = await inovasiApi.kirim(row.id, { setuju: Number(setuju) as 0 | 1, deskripsi: deskripsi.trim() || undefined });
      notifySuccess(r.message ?? 'Inovasi berhasil dikirim ke Kemendagri.');
      onSent();
    } catch (e) {
      if (endsSession(e)) return;
      const api = isApiError(e) ? e : undefined;
      if (api?.errors?.setuju) setFieldError(api.errors.setuju);
      const h = hambatanDari(api);
      if (h) setHambatan(h);
      else if (!api?.errors?.setuju) setGagal({ judul: api ? JUDUL_TOLAK[api.code] : undefined, pesan: userMessage(e) });
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
          {(row.tidak_dihitung?.length ?? 0) > 0 && (
            // said before it is sent: it may be registered, but it will not count (decision 84)
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Inovasi ini tidak akan dihitung dalam indeks" data-testid="kirim-tidak-dihitung">
              <List size="sm">
                {row.tidak_dihitung!.map((t) => (
                  <List.Item key={t.pesan}>{t.pesan}</List.Item>
                ))}
              </List>
            </Alert>
          )}
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
            <Alert color="red" variant="light" role="alert" title={gagal.judul} data-testid="gagal-kirim">
              {gagal.pesan}
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
