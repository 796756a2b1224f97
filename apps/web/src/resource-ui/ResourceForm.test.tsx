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

  it('sends the version it loaded; a newer version on the server keeps what the user typed, shows the newer values and lets the user choose', async () => {
    const onSaved = vi.fn();
    // a resource with timestamps (the FAQ form, whose fields render in this test environment)
    const berversi = { ...resource, timestamps: true };
    const record = { id: 5, question: 'Judul lama', answer: '<p>isi</p>', updated_at: '2026-11-24 01:00:00.000+00' };
    const terkini = { ...record, question: 'Judul dari orang lain', updated_at: '2026-11-24 01:05:00.000+00' };
    let konflik = true;
    const { permintaan } = tampilkan(<ResourceForm resource={berversi} role="admin" mode="update" record={record} onSaved={onSaved} onCancel={() => {}} />, {
      url: '/x',
      user: pengguna('admin'),
      jawab: (p) =>
        p.method === 'POST' && konflik
          ? json(409, { status: 0, code: 'DIUBAH_PENGGUNA_LAIN', message: 'Data telah diubah oleh pengguna lain.', errors: { updated_at: 'x' }, data: terkini })
          : { status: 1, data: { ...terkini, question: 'Judul saya' }, message: 'Data berhasil diperbarui.' },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Pertanyaan/ }), { target: { value: 'Judul saya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.getByText('Data telah diubah oleh pengguna lain')).toBeTruthy());
    expect(permintaan.find((p) => p.method === 'POST')?.body).toMatchObject({ question: 'Judul saya', updated_at: record.updated_at });
    // what the user typed stays; the newer value is shown beside it
    expect((screen.getByRole('textbox', { name: /Pertanyaan/ }) as HTMLInputElement).value).toBe('Judul saya');
    expect(document.querySelector('[data-konflik-field="question"]')?.textContent).toContain('Judul dari orang lain');
    expect(onSaved).not.toHaveBeenCalled();
    // keep mine: saved again with the version just shown
    konflik = false;
    fireEvent.click(screen.getByRole('button', { name: /Simpan isian saya/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const posts = permintaan.filter((p) => p.method === 'POST');
    expect(posts[posts.length - 1]?.body).toMatchObject({ question: 'Judul saya', updated_at: terkini.updated_at });
  });
});
