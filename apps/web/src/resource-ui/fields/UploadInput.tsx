import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, FileButton, Group, Image, Input, Progress, Text } from '@mantine/core';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { uploadFile } from '../../lib/api';
import { tautanBerkas, useGambarBerkas } from '../../lib/berkas';
import { userMessage } from '../../lib/errors';
import { fileLabel } from './files';
import type { FieldInputProps } from './types';


/**
 * File or image field: uploads to /media/upload with a progress bar and
 * keeps the returned file_url as the field's value.
 */
export function UploadInput(p: FieldInputProps & { accept: string; image?: boolean }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  // the original name of the file uploaded here (stored names are generated)
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [uploadedFor, setUploadedFor] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const value = typeof p.value === 'string' ? p.value : '';
  const gambar = useGambarBerkas(p.image && value ? value : null);

  async function onPick(file: File | null) {
    if (!file) return;
    abort.current?.abort();
    const ctl = new AbortController();
    abort.current = ctl;
    setUploadError(null);
    setProgress(0);
    setName(file.name);
    try {
      const r = await uploadFile(file, { onProgress: setProgress, signal: ctl.signal });
      setUploadedName(file.name);
      setUploadedFor(r.file_url);
      p.onChange(r.file_url);
    } catch (e) {
      if (ctl.signal.aborted) return;
      console.warn('[unggah] gagal', e);
      setUploadError(userMessage(e));
    } finally {
      if (!ctl.signal.aborted) setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <Input.Wrapper label={p.def.label} description={p.def.hint} error={p.error ?? uploadError} withAsterisk={p.required}>
      <Group gap="sm" mt={6} wrap="wrap">
        <FileButton onChange={onPick} accept={p.accept} disabled={p.disabled || busy}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={busy} aria-label={`${value ? 'Ganti berkas' : 'Pilih berkas'} ${p.def.label}`}>
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
      {busy && (
        <div style={{ marginTop: 8 }}>
          <Text size="xs" c="dimmed">
            Mengunggah {name}… {progress}%
          </Text>
          <Progress value={progress ?? 0} size="sm" mt={4} aria-label="Kemajuan unggahan" animated />
        </div>
      )}
      {p.image && gambar && <Image src={gambar} alt={p.def.label} mt="sm" mah={160} w="auto" fit="contain" radius="sm" />}
    </Input.Wrapper>
  );
}
