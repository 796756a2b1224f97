// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getResource, MODULES, type ModuleDef, type ResourceDef } from '@sigap/domain';
import ResourceViewPage from './ResourceViewPage';
import ResourceListPage from './ResourceListPage';
import { useLookupLabels } from './lookup-labels';
import { pengguna, tampilkan, type Permintaan } from '../test/render';
import { session } from '../lib/session';

const URUSAN: Record<string, string> = { '1': 'Pendidikan', '2': 'Kesehatan', '17': 'Pariwisata' };
const inovasi = getResource('iga2020_inovasi')!;
const modul = (MODULES.find((m) => m.endpoint?.includes('iga2020_inovasi')) ?? MODULES[0]) as ModuleDef;

/** The lookup answers with the asked ids' names; the record and the list carry only ids, as the API does. */
function jawab(rows: Record<string, unknown>[]) {
  return (p: Permintaan) => {
    if (p.path === '/crud/iga_urusan_pemerintahan/lookup') {
      const ids = [...p.query.getAll('id'), ...p.query.getAll('id[]')].flatMap((v) => v.split(','));
      return { status: 1, data: ids.filter((i) => URUSAN[i]).map((i) => ({ id: Number(i), value: Number(i), label: URUSAN[i]! })), total: ids.length };
    }
    if (/\/lookup$/.test(p.path)) return { status: 1, data: [], total: 0 };
    if (p.path === '/crud/iga2020_inovasi/5') return { status: 1, data: rows[0] };
    if (p.path === '/crud/iga2020_inovasi') return { status: 1, data: rows, total: rows.length, page: 0, per_page: 20 };
    return { status: 1, data: [], total: 0 };
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

describe('lookups are shown by name, never by id (issue 19 item 5)', () => {
  it('the read-only view shows the names of a multiple lookup ("1,2" -> Pendidikan, Kesehatan)', async () => {
    const row = { id: 5, nama: 'Sekolah Digital', urusan_pemerintah_id: '1,2', created_at: '2025-02-01 10:00:00' };
    tampilkan(<ResourceViewPage module={modul} resource={inovasi} id={5} />, { url: '/x', user: pengguna('superadmin'), jawab: jawab([row]) });
    const label = await screen.findByText('Urusan Pemerintahan');
    const sel = label.parentElement!;
    await waitFor(() => expect(within(sel).getByText('Pendidikan, Kesehatan')).toBeTruthy(), { timeout: 15000 });
    expect(within(sel).queryByText('1,2')).toBeNull();
  }, 30_000);

  it('a list column of a multiple lookup gets the names of the whole page in one call', async () => {
    const res: ResourceDef = { ...inovasi, list: { ...inovasi.list, columns: ['nama', 'urusan_pemerintah_id'] } };
    const rows = [
      { id: 5, nama: 'Sekolah Digital', urusan_pemerintah_id: '1,2' },
      { id: 6, nama: 'Wisata Desa', urusan_pemerintah_id: '17' },
    ];
    const { permintaan } = tampilkan(<ResourceListPage module={modul} resource={res} />, { url: '/x', user: pengguna('superadmin'), jawab: jawab(rows) });
    expect(await screen.findByText('Pendidikan, Kesehatan', undefined, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByText('Pariwisata')).toBeTruthy();
    expect(screen.queryByText('1,2')).toBeNull();
    expect(permintaan.filter((p) => p.path === '/crud/iga_urusan_pemerintahan/lookup')).toHaveLength(1);
  }, 30_000);

  it('the named rows keep their identity across renders until the rows or the names change (the list defers them)', async () => {
    const res: ResourceDef = { ...inovasi, list: { ...inovasi.list, columns: ['nama', 'urusan_pemerintah_id'] } };
    const rows = [{ id: 5, nama: 'Sekolah Digital', urusan_pemerintah_id: '1,2' }];
    const hasil: unknown[][] = [];
    function Probe() {
      const [n, setN] = useState(0);
      const named = useLookupLabels(res, rows, 'superadmin');
      hasil.push(named);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {String(named[0]?.urusan_pemerintah_id_label ?? 'menunggu')} {n}
        </button>
      );
    }
    tampilkan(<Probe />, { url: '/x', user: pengguna('superadmin'), jawab: jawab(rows) });
    const tombol = await screen.findByRole('button', { name: 'Pendidikan, Kesehatan 0' }, { timeout: 15000 });
    const sebelum = hasil.at(-1);
    fireEvent.click(tombol);
    await screen.findByRole('button', { name: 'Pendidikan, Kesehatan 1' });
    fireEvent.click(screen.getByRole('button'));
    await screen.findByRole('button', { name: 'Pendidikan, Kesehatan 2' });
    // an unrelated render answers the same array (a new one would restart the list's deferred pass)
    expect(hasil.at(-1)).toBe(sebelum);
    expect(hasil.at(-2)).toBe(sebelum);
  }, 30_000);
});
