import { useRef, useState, type KeyboardEvent } from 'react';
import { Group, Input, Loader, Text, Typography } from '@mantine/core';
import { countWords } from '@sigap/domain';
import { sanitizeHtml } from '../../lib/sanitize';
import type { FieldInputProps } from './types';

type EditorComponent = typeof import('./RichTextInput').default;
/** The editor module once loaded (shared by every rich-text field). */
let Editor: EditorComponent | null = null;
let loading: Promise<EditorComponent> | null = null;
function loadEditor(): Promise<EditorComponent> {
  loading ??= import('./RichTextInput').then(
    (m) => (Editor = m.default),
    (e: unknown) => {
      loading = null; // a failed chunk may be fetched again
      throw e;
    },
  );
  return loading;
}

/**
 * Rich text field. The editor (tiptap, ~140 KB gzip) is its own chunk,
 * fetched when the user points at or enters the field, so a form opens
 * without it; until then the field shows its content and word count.
 * Keys typed while the editor loads are kept and inserted.
 */
export function RichTextField(p: FieldInputProps) {
  // 'user': opened by the user, who gets the focus (and what they typed meanwhile)
  const [mode, setMode] = useState<'preview' | 'ready' | 'user'>(Editor ? 'ready' : 'preview');
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const typed = useRef('');
  const html = typeof p.value === 'string' ? p.value : '';

  if (mode !== 'preview' && Editor) return <Editor {...p} autoFocus={mode === 'user'} initialText={mode === 'user' ? typed.current : ''} />;

  const open = () => {
    if (p.disabled || opening) return;
    setOpening(true);
    setFailed(false);
    loadEditor().then(
      () => setMode('user'),
      () => {
        setOpening(false);
        setFailed(true);
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      typed.current += e.key;
      open();
    }
  };
  const words = countWords(html);
  const min = p.def.minWords;
  return (
    <Input.Wrapper
      label={p.def.label}
      description={p.def.hint}
      error={p.error ?? (failed ? 'Penyunting teks gagal dimuat. Periksa koneksi Anda lalu klik lagi.' : undefined)}
      withAsterisk={p.required}
    >
      <div
        role="textbox"
        aria-multiline="true"
        aria-label={p.def.label}
        aria-invalid={Boolean(p.error) || undefined}
        aria-busy={opening || undefined}
        tabIndex={p.disabled ? -1 : 0}
        className="sigap-rich-preview"
        data-error={Boolean(p.error) || undefined}
        onPointerEnter={() => void loadEditor().catch(() => undefined)}
        onFocus={open}
        onClick={open}
        onKeyDown={onKeyDown}
      >
        {opening && <Loader size="xs" role="status" style={{ float: 'inline-end' }} aria-label="Memuat penyunting" />}
        {html ? (
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
          </Typography>
        ) : (
          <Text c="dimmed" size="sm">
            {typed.current || 'Klik untuk menulis…'}
          </Text>
        )}
      </div>
      <Group justify="flex-end" mt={4}>
        <Text size="xs" c={min && words < min ? 'var(--mantine-color-error)' : 'dimmed'} data-testid={`jumlah-kata-${p.name}`}>
          {min ? `${words} / minimal ${min} kata` : `${words} kata`}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
