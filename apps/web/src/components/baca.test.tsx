// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import '../test/render';
import { GAYA_LENCANA, Lencana } from './Lencana';
import { TanggalInput } from './TanggalInput';

afterEach(cleanup);
const bungkus = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('Lencana: a badge is never cut off (issue 19 item 5)', () => {
  it('lets the label wrap and the badge grow instead of an ellipsis', () => {
    expect(GAYA_LENCANA.label).toMatchObject({ whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' });
    expect(GAYA_LENCANA.root).toMatchObject({ height: 'auto', overflow: 'visible' });
    bungkus(<Lencana color="gray">Belum mengisi data</Lencana>);
    const label = screen.getByText('Belum mengisi data');
    expect(label.style.whiteSpace).toBe('normal');
    expect(label.style.overflow).toBe('visible');
    expect(label.style.textOverflow).toBe('clip');
    const root = label.closest('[data-lencana]') as HTMLElement;
    expect(root.style.height).toBe('auto');
    expect(root.style.overflow).toBe('visible');
  });

  it('an abbreviation keeps the full text as the accessible name', () => {
    bungkus(<Lencana singkat="TDD">Tidak Dapat Dinilai</Lencana>);
    expect(screen.getByRole('img', { name: 'Tidak Dapat Dinilai' })).toHaveProperty('textContent', 'TDD');
  });
});

describe('TanggalInput: DD/MM/YYYY typed or picked, value YYYY-MM-DD', () => {
  it('parses a typed DD/MM/YYYY and shows a stored value as DD/MM/YYYY', () => {
    const onChange = vi.fn();
    const { rerender } = bungkus(<TanggalInput label="Tanggal surat" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Tanggal surat') as HTMLInputElement;
    expect(input.type).not.toBe('date');
    expect(input.placeholder).toBe('DD/MM/YYYY');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '15/01/2024' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('2024-01-15');
    rerender(
      <MantineProvider>
        <TanggalInput label="Tanggal surat" value="2025-12-31" onChange={onChange} />
      </MantineProvider>,
    );
    expect((screen.getByLabelText('Tanggal surat') as HTMLInputElement).value).toBe('31/12/2025');
  });

  it('no source file of the web app uses a native date field', () => {
    const akar = join(__dirname, '..');
    const salah: string[] = [];
    const jalan = (dir: string) => {
      for (const n of readdirSync(dir)) {
        const p = join(dir, n);
        if (statSync(p).isDirectory()) jalan(p);
        else if (/\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) && /type=["']date(time-local)?["']|type:\s*["']date["']/.test(readFileSync(p, 'utf8'))) salah.push(p.slice(akar.length + 1));
      }
    };
    jalan(akar);
    expect(salah).toEqual([]);
  });
});
