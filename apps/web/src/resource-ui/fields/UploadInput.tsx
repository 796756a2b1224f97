import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, FileButton, Group, Image, Input, Progress, Text } from '@mantine/core';
import { IconPaperclip, IconPlayerPause, IconPlayerPlay, IconRefresh, IconTrash, IconUpload } from '@tabler/icons-react';
import { tautanBerkas, useGambarBerkas } from '../../lib/berkas';
import { userMessage } from '../../lib/errors';
import { cariUnggahanTertunda, PESAN_TERPUTUS, tertundaDiKolom, ukuranBerkas, unggahTus, type KendaliUnggah, type Kemajuan, type StatusUnggah } from '../../lib/unggah-tus';
import { fileLabel } from './files';
import type { FieldInputProps } from './types';

/** The sentence under the progress bar. */
function teksStatus(s: StatusUnggah | null, nama: string | null): string {
  switch (s?.jenis) {
    case 'terputus':
      return PESAN_TERPUTUS;
    case 'dilanjutkan':
      return `Unggahan dilanjutkan dari ${s.persen}%`;
    case 'dijeda':
      return 'Unggahan dijeda. Tekan "Lanjutkan" untuk meneruskan.';
    case 'menyimpan':
      return 'Berkas diterima, sedang disimpan…';
    default:
      return `Mengunggah ${nama ?? 'berkas'}…`;
  }
}

/**
 * File or image field: a resumable upload (lib/unggah-tus.ts, tus) with a progress bar, pause and continue, and
 * an automatic resume after a dropped connection; keeps the returned file_url as the field's value. After a
 * reload the browser no longer has the file: picking the same file again offers to continue where it stopped.
 */
export function UploadInput(p: FieldInputProps & { accept: string; image?: boolean; onBusy?: (busy: boolean) => void }) {
  const [kemajuan, setKemajuan] = useState<Kemajuan | null>(null);
  const [status, setStatus] = useState<StatusUnggah | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  // the original name of the file uploaded here (stored names are generated)
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [uploadedFor, setUploadedFor] = useState<string | null>(null);
  // an unfinished upload of the picked file (after a reload): continue it or start again
  const [tawaran, setTawaran] = useState<{ file: File; persen: number } | null>(null);
  const [tertunda, setTertunda] = useState<string[]>([]);
  const kendali = useRef<KendaliUnggah | null>(null);
  useEffect(() => () => kendali.current?.hentikan(), []);
  const kolom = p.name;
  useEffect(() => {
    let hidup = true;
    void tertundaDiKolom(kolom).then((n) => hidup && setTertunda(n));
    return () => {
      hidup = false;
    };
  }, [kolom]);
  const value = typeof p.value === 'string' ? p.value : '';
  const gambar = useGambarBerkas(p.image && value ? value : null);

  async function mulai(file: File, lanjutkan: boolean) {
    kendali.current?.hentikan();
    setTawaran(null);
    setUploadError(null);
    setName(file.name);
    setKemajuan({ persen: 0, terkirim: 0, total: file.size });
    const k = unggahTus(file, { kolom, lanjutkan, onProgress: setKemajuan, onStatus: setStatus });
    kendali.current = k;
    try {
      const r = await k.hasil;
      setUploadedName(file.name);
      setUploadedFor(r.file_url);
      setTertunda((t) => t.filter((n) => n !== file.name));
      p.onChange(r.file_url);
    } catch (e) {
      if (kendali.current !== k || (e instanceof DOMException && e.name === 'AbortError')) return;
      console.warn('[unggah] gagal', e);
      setUploadError(userMessage(e));
    } finally {
      if (kendali.current === k) {
        kendali.current = null;
        setKemajuan(null);
        setStatus(null);
      }
    }
  }

  async function onPick(file: File | null) {
    if (!file) return;
    setUploadError(null);
    // busy from the pick on: a form waiting for the file (onBusy) never saves before the upload has started
    setKemajuan({ persen: 0, terkirim: 0, total: file.size });
    const lama = await cariUnggahanTertunda(file).catch(() => null);
    if (lama && lama.persen > 0 && lama.persen < 100) setKemajuan(null);
    if (lama && lama.persen > 0 && lama.persen < 100) setTawaran({ file, persen: lama.persen });
    else void mulai(file, true);
  }

  const busy = kemajuan !== null;
  const onBusy = p.onBusy;
  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  const dijeda = status?.jenis === 'dijeda';
  return (
    <Input.Wrapper label={p.def.label} description={p.def.hint} error={p.error ?? uploadError} withAsterisk={p.required}>
      <Group gap="sm" mt={6} wrap="wrap">
        <FileButton onChange={(f) => void onPick(f)} accept={p.accept} disabled={p.disabled || busy}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={busy && !dijeda} disabled={p.disabled || busy} aria-label={`${value ? 'Ganti berkas' : 'Pilih berkas'} ${p.def.label}`}>
              {value ? 'Ganti berkas' : 'Pilih berkas'}
            </Button>
          )}
        </FileButton>
        {value && (
          <Anchor {...tautanBerkas(value)} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, maxWidth: '100%' }}>
            <IconPaperclip size={14} />
            <Text span size="sm" truncate maw={220}>
              {uploadedName && uploadedFor === value ? uploadedName : fileLabel(value)}
            </Text>
          </Anchor>
        )}
        {value && !p.disabled && !busy && (
          <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={14} />} onClick={() => p.onChange('')}>
            Hapus
          </Button>
        )}
      </Group>
      {!busy && !tawaran && tertunda.length > 0 && (
        <Text size="xs" c="dimmed" mt={6} data-testid="unggah-tertunda">
          Unggahan {tertunda.join(', ')} belum selesai. Setelah halaman dimuat ulang, peramban perlu berkas itu lagi: pilih berkas yang sama untuk melanjutkan dari bagian yang sudah terkirim.
        </Text>
      )}
      {tawaran && (
        <Alert mt="sm" color="blue" variant="light" title="Unggahan sebelumnya belum selesai" data-testid="tawaran-lanjut">
          <Text size="sm">Sebagian berkas ini sudah terkirim. Lanjutkan agar tidak mengunggah dari awal.</Text>
          <Group gap="xs" mt="xs" wrap="wrap">
            <Button size="compact-sm" leftSection={<IconPlayerPlay size={14} />} onClick={() => void mulai(tawaran.file, true)}>
              Lanjutkan unggahan {tawaran.file.name} ({tawaran.persen}%)
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => void mulai(tawaran.file, false)}>
              Unggah dari awal
            </Button>
          </Group>
        </Alert>
      )}
      {busy && (
        <div style={{ marginTop: 8 }} data-testid="unggah-kemajuan">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" c={status?.jenis === 'terputus' ? 'orange' : 'dimmed'} role="status" aria-live="polite">
              {teksStatus(status, name)}
            </Text>
            <Text size="xs" c="dimmed">
              {kemajuan.persen}% · {ukuranBerkas(kemajuan.terkirim)} dari {ukuranBerkas(kemajuan.total)}
            </Text>
          </Group>
          <Progress value={kemajuan.persen} size="sm" mt={4} aria-label="Kemajuan unggahan" animated={!dijeda && status?.jenis !== 'terputus'} color={status?.jenis === 'terputus' ? 'orange' : undefined} />
          <Group gap="xs" mt={6}>
            {dijeda ? (
              <Button size="compact-xs" variant="light" leftSection={<IconPlayerPlay size={12} />} onClick={() => kendali.current?.lanjutkan()}>
                Lanjutkan
              </Button>
            ) : (
              <Button size="compact-xs" variant="default" leftSection={<IconPlayerPause size={12} />} onClick={() => kendali.current?.jeda()} disabled={status?.jenis === 'menyimpan'}>
                Jeda
              </Button>
            )}
            {status?.jenis === 'terputus' && (
              <Button size="compact-xs" variant="default" c="orange" leftSection={<IconRefresh size={12} />} onClick={() => kendali.current?.cobaSekarang()}>
                Coba sekarang
              </Button>
            )}
          </Group>
        </div>
      )}
      {p.image && gambar && <Image src={gambar} alt={p.def.label} mt="sm" mah={160} w="auto" fit="contain" radius="sm" />}
    </Input.Wrapper>
  );
}
