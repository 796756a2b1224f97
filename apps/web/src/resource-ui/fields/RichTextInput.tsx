import '@mantine/tiptap/styles.css';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Group, Input, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { countWords } from '@sigap/domain';
import type { FieldInputProps } from './types';

const LABELS = {
  boldControlLabel: 'Tebal',
  italicControlLabel: 'Miring',
  underlineControlLabel: 'Garis bawah',
  strikeControlLabel: 'Coret',
  clearFormattingControlLabel: 'Hapus format',
  linkControlLabel: 'Tautan',
  unlinkControlLabel: 'Hapus tautan',
  bulletListControlLabel: 'Daftar berpoin',
  orderedListControlLabel: 'Daftar bernomor',
  blockquoteControlLabel: 'Kutipan',
  h2ControlLabel: 'Judul 2',
  h3ControlLabel: 'Judul 3',
  undoControlLabel: 'Urungkan',
  redoControlLabel: 'Ulangi',
  linkEditorInputLabel: 'Alamat tautan',
  linkEditorInputPlaceholder: 'https://contoh.go.id/',
  linkEditorExternalLink: 'Buka di tab baru',
  linkEditorInternalLink: 'Buka di tab yang sama',
  linkEditorSave: 'Simpan',
};

/**
 * Rich text with Mantine's tiptap editor (a lazy chunk) and a live word
 * counter; fields with a minimum show it and turn red below it.
 */
export default function RichTextInput(p: FieldInputProps & { autoFocus?: boolean; initialText?: string }) {
  const html = typeof p.value === 'string' ? p.value : '';
  const onChange = useRef(p.onChange);
  onChange.current = p.onChange;
  // the value last reported or received: transactions that do not change the text report nothing
  const last = useRef(html);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: html,
    editable: !p.disabled,
    immediatelyRender: true,
    autofocus: p.autoFocus ? 'end' : false,
    editorProps: { attributes: { 'aria-label': p.def.label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => {
      const next = e.isEmpty ? '' : e.getHTML();
      if (next !== last.current) {
        last.current = next;
        onChange.current(next);
      }
    },
  });

  // a value set from outside (the record loaded, the form reset) replaces the content
  useEffect(() => {
    if (!editor) return;
    const now = editor.isEmpty ? '' : editor.getHTML();
    last.current = html;
    if (html !== now) editor.commands.setContent(html || '', { emitUpdate: false });
  }, [editor, html]);
  useEffect(() => {
    editor?.setEditable(!p.disabled);
  }, [editor, p.disabled]);
  // keys typed while the editor was loading (a text node: never parsed as markup), and the focus, in the
  // same commit that replaced the preview: tiptap's own autofocus waits for a timer, and keys typed
  // before it fired went nowhere (lost input)
  const pending = useRef(p.initialText ?? '');
  const wantFocus = useRef(Boolean(p.autoFocus));
  useLayoutEffect(() => {
    if (!editor || (!pending.current && !wantFocus.current)) return;
    const text = pending.current;
    pending.current = '';
    wantFocus.current = false;
    const chain = editor.chain().focus('end');
    (text ? chain.insertContent({ type: 'text', text }) : chain).run();
  }, [editor]);

  const words = countWords(html);
  const min = p.def.minWords;
  return (
    <Input.Wrapper label={p.def.label} description={p.def.hint} error={p.error} withAsterisk={p.required}>
      <RichTextEditor editor={editor} labels={LABELS} mt={4} style={p.error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
      <Group justify="flex-end" mt={4}>
        <Text size="xs" c={min && words < min ? 'var(--mantine-color-error)' : 'dimmed'} data-testid={`jumlah-kata-${p.name}`} aria-live="polite">
          {min ? `${words} / minimal ${min} kata` : `${words} kata`}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
