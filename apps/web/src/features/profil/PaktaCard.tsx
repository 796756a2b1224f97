import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, Card, FileButton, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { isApiError } from '../../lib/api';
import { PESAN_TERPUTUS, unggahBerkas } from '../../lib/unggah-tus';
import { endsSession, userMessage } from '../../lib/errors';
import { formatAngka, formatWaktu } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { tautanBerkas } from '../../lib/berkas';
import { profilApi, profilKeys, profilQueries } from './api';

/** Pledge of integrity (PRF-03): status, the file, and the upload of a PDF. */
export function PaktaCard({ profilId, bolehUnggah }: { profilId: number; bolehUnggah: boolean }) {
  const qc = useQueryClient();
  const pakta = useQuery(profilQueries.pakta(profilId));
  const [progress, setProgress] = useState<number | null>(null);
  const [terputus, setTerputus] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function kirim(file: File | null) {
    if (!file) return;
    setGalat(null);
    if (file.type && file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) {
      setGalat('Pakta integritas harus berupa berkas PDF.');
      notifyError('Pakta integritas harus berupa berkas PDF.', 'Dokumen gagal dikirim');
      return;
    }
    const ctl = new AbortController();
    abort.current = ctl;
    setProgress(0);
    try {
      const up = await unggahBerkas(file, { signal: ctl.signal, onProgress: setProgress, onTerputus: setTerputus });
      const r = await profilApi.pakta(profilId, up.file_url);
      qc.setQueryData(profilQueries.pakta(profilId).queryKey, r.data);
      await qc.invalidateQueries({ queryKey: profilKeys.one(profilId) });
      notifySuccess(typeof r.message === 'string' ? r.message : 'Dokumen berhasil dikirim');
    } catch (e) {
      if (ctl.signal.aborted || endsSession(e)) return;
      const alasan = isApiError(e) ? e.errors?.file_url : undefined;
      setGalat(alasan ?? userMessage(e));
      notifyError(alasan ?? userMessage(e), 'Dokumen gagal dikirim');
    } finally {
      if (!ctl.signal.aborted) {
        setProgress(null);
        setTerputus(false);
      }
    }
  }

  const d = pakta.data;
  const href = d?.file_url || null;
  return (
    <Card withBorder radius="md" padding="md" id="profil-pakta" data-testid="pakta">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            Pakta Integritas
          </Title>
          {pakta.isPending ? null : d?.file_url ? (
            <Lencana color="teal" variant="light">
              Sudah diunggah
            </Lencana>
          ) : (
            <Lencana color="orange" variant="light">
              Belum diunggah
            </Lencana>
          )}
        </Group>
        {pakta.isPending ? (
          <Skeleton h={20} />
        ) : pakta.isError ? (
          <Text size="sm" c="red">
            {userMessage(pakta.error)}
          </Text>
        ) : href ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
            <div style={{ minWidth: 0 }}>
              <Anchor {...tautanBerkas(href)} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="pakta-link">
                {d?.nama_berkas ?? 'Pakta integritas (PDF)'}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[d?.ukuran ? `${formatAngka(Math.round(d.ukuran / 1024))} KB` : null, d?.diunggah_pada ? `diunggah ${formatWaktu(d.diunggah_pada)} WIB` : null].filter(Boolean).join(' · ')}
              </Text>
            </div>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Pakta integritas kepala daerah belum diunggah. Unggah dokumen yang sudah ditandatangani dalam bentuk PDF.
          </Text>
        )}
        {progress !== null && (
          <div>
            <Text size="xs" c={terputus ? 'orange' : 'dimmed'} role="status">
              {terputus ? `${PESAN_TERPUTUS} ${progress}%` : `Mengirim dokumen… ${progress}%`}
            </Text>
            <Progress value={progress} size="sm" mt={4} animated aria-label="Kemajuan unggahan pakta" />
          </div>
        )}
        {galat && (
          <Text size="sm" c="red" role="alert">
            {galat}
          </Text>
        )}
        {bolehUnggah && (
          <Group>
            <FileButton onChange={kirim} accept="application/pdf" disabled={progress !== null}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={progress !== null}>
                  {d?.file_url ? 'Ganti Pakta Integritas' : 'Unggah Pakta Integritas'}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
