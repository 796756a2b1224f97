// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getResource, MODULES, type ModuleDef } from '@sigap/domain';
import ResourceListPage from './ResourceListPage';
import { pengguna, tampilkan, type Permintaan } from '../test/render';
import { session } from '../lib/session';

const resource = getResource('tuxe_contents')!;
const module = MODULES.find((m) => m.endpoint?.includes('tuxe_contents')) as ModuleDef;

const baris = (id: number, over: Record<string, unknown> = {}) => ({ id, judul: `Teks ${id}`, slug: `teks-${id}`, section: 'footer', ...over });
const daftar = (rows: unknown[], total = rows.length) => ({ status: 1, data: rows, total, page: 0, per_page: 20 });
const crud = (p: Permintaan) => p.path === `/crud/${resource.name}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

describe('generic list (ResourceListPage)', () => {
  it('shows the rows with the resource columns, and an empty state', async () => {
    tampilkan(<ResourceListPage module={module} resource={resource} />, { url: '/x', user: pengguna('superadmin'), jawab: (p) => (crud(p) ? daftar([baris(1), baris(2)]) : daftar([])) });
    expect(await screen.findByText('Teks 1')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Judul' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Slug' })).toBeTruthy();
    cleanup();
    tampilkan(<ResourceListPage module={module} resource={resource} />, { url: '/x', user: pengguna('superadmin'), jawab: () => daftar([]) });
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
  });

  it('row actions follow the aksi the server sends per row, not the role alone', async () => {
    tampilkan(<ResourceListPage module={module} resource={resource} />, {
      url: '/x',
      user: pengguna('superadmin'),
      jawab: (p) => (crud(p) ? daftar([baris(1, { aksi: ['lihat'] }), baris(2, { aksi: ['lihat', 'ubah', 'hapus'] })]) : daftar([])),
    });
    await screen.findByText('Teks 1');
    expect(screen.queryByRole('link', { name: 'Ubah Teks 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus Teks 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ubah Teks 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus Teks 2' })).toBeTruthy();
  });

  it('typing a search sends it with the list contract', async () => {
    const { permintaan } = tampilkan(<ResourceListPage module={module} resource={resource} />, { url: '/x', user: pengguna('superadmin'), jawab: () => daftar([baris(1)]) });
    await screen.findByText('Teks 1');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari' }), { target: { value: 'kebijakan' } });
    await waitFor(() => expect(permintaan.some((p) => crud(p) && p.query.get('search') === 'kebijakan')).toBe(true), { timeout: 3000 });
    expect(permintaan.filter(crud).every((p) => p.query.get('page') === '0')).toBe(true);
  });

  it('slots: tabs filter the list, own cells, row style and data, toolbar with the query, header', async () => {
    const toolbar = vi.fn((q: Record<string, unknown>) => <button type="button">Unduh {String(q.section ?? 'semua')}</button>);
    const { permintaan } = tampilkan(
      <ResourceListPage
        module={module}
        resource={resource}
        slots={{
          header: <h2>Kepala sendiri</h2>,
          tabs: { field: 'section', items: [{ value: '', label: 'Semua' }, ...resource.fields.section!.options!.map((o) => ({ value: String(o.value), label: o.label }))] },
          cells: { slug: (r) => <a href={`/p/${String(r.slug)}`}>tautan {String(r.slug)}</a> },
          rowStyle: (r) => (r.id === 2 ? { background: 'rgb(255, 0, 0)' } : undefined),
          rowData: (r) => ({ warna: r.id === 2 ? 'merah' : 'putih' }),
          toolbar,
        }}
      />,
      { url: '/x', user: pengguna('superadmin'), jawab: (p) => daftar(crud(p) ? [baris(1), baris(2)] : []) },
    );
    expect(await screen.findByText('Kepala sendiri')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'tautan teks-1' })).toBeTruthy();
    const row2 = document.querySelector('[data-row-id="2"]') as HTMLElement;
    expect(row2.dataset.warna).toBe('merah');
    expect(row2.style.background).toBe('rgb(255, 0, 0)');
    expect(screen.getByRole('button', { name: 'Unduh semua' })).toBeTruthy();
    const tabs = screen.getByRole('tablist');
    const second = within(tabs).getAllByRole('tab')[1]!;
    fireEvent.click(second);
    const value = String(resource.fields.section!.options![0]!.value);
    await waitFor(() => expect(permintaan.some((p) => crud(p) && p.query.get('section') === value)).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: `Unduh ${value}` })).toBeTruthy());
    // the tab's field is not offered a second time as a filter input
    expect(screen.queryByRole('textbox', { name: 'Bagian' })).toBeNull();
  });
});
