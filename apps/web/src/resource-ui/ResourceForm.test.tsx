// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { getResource } from '@sigap/domain';
import { ResourceForm } from './ResourceForm';
import { pengguna, tampilkan } from '../test/render';
import { session } from '../lib/session';

const resource = getResource('help_faq')!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('generic form (ResourceForm)', () => {
  it('checks mandatory fields on the client with the domain rules and sends nothing', async () => {
    const onSaved = vi.fn();
    const { permintaan } = tampilkan(<ResourceForm resource={resource} role="admin" mode="create" onSaved={onSaved} onCancel={() => {}} />, {
      url: '/x',
      user: pengguna('admin'),
      jawab: () => ({ status: 1, data: { id: 9 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(document.body.textContent).toMatch(/wajib diisi/i));
    expect(permintaan.filter((p) => p.method === 'POST')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends the values to the resource contract and puts the server field errors on their fields', async () => {
    const onSaved = vi.fn();
    let tolak = true;
    const record = { id: 9, question: 'Apa itu indeks?', answer: '<p>Indeks Inovasi Daerah.</p>' };
    const { permintaan } = tampilkan(<ResourceForm resource={resource} role="admin" mode="update" record={record} onSaved={onSaved} onCancel={() => {}} />, {
      url: '/x',
      user: pengguna('admin'),
      jawab: (p) =>
        p.method === 'POST' && tolak
          ? json(422, { status: 0, code: 'VALIDATION_FAILED', message: 'Isian belum valid.', errors: { question: 'Pertanyaan ini sudah ada.' } })
          : { status: 1, data: { id: 9, question: 'Apa itu IID?' }, message: 'Data berhasil disimpan.' },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Pertanyaan/ }), { target: { value: 'Apa itu IID?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getByText('Pertanyaan ini sudah ada.')).toBeTruthy());
    const post = permintaan.find((p) => p.method === 'POST' && p.path === '/crud/help_faq/9');
    expect(post?.body).toMatchObject({ question: 'Apa itu IID?' });
    expect(onSaved).not.toHaveBeenCalled();
    tolak = false;
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
