// @vitest-environment happy-dom
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { EditProfilModal } from './EditProfilModal';
import type { Profil } from './api';
import { pengguna, putuskanTulis, tampilkan, type Permintaan } from '../../test/render';
import { session } from '../../lib/session';
import { kirimUlangKotakKeluar, kotakKeluarAkun } from '../../lib/kotak-keluar';

/** The region profile's edit form while the connection is down (decisions 107, 130): the save waits in the outbox. */

const profil: Profil = {
  id: 3273,
  m_daerah_id: 3273,
  nama: 'Pemerintah Kota Bandung',
  nama_opd: null,
  alamat: 'Jl. Wastukencana No. 2',
  email: 'bappelitbang@bandung.go.id',
  no_telp: '022-4234793',
  nama_admin: 'Asep',
  map_embed: null,
  logo_url: null,
  files: null,
  pakta_pemda_filename: null,
  is_iga: 1,
  updated_at: '2026-03-01T01:00:00.000Z',
};

// happy-dom has no document.fonts; Mantine's autosize text areas listen to it
let fontsDipasang = false;
beforeAll(() => {
  if ('fonts' in document) return;
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
  fontsDipasang = true;
});
afterAll(() => {
  // only what this file put there goes again
  if (fontsDipasang) Reflect.deleteProperty(document, 'fonts');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  session.clear();
});

describe('profile edit offline', { timeout: 60_000 }, () => {
  it('a save without connection waits in the outbox with its key, the form reopens from it and it goes when the connection is back', async () => {
    const dikirim: Permintaan[] = [];
    const tutup = vi.fn();
    // the profile page: the modal, and a way to open it again
    function Halaman() {
      const [buka, setBuka] = useState(true);
      return (
        <>
          <button onClick={() => setBuka(true)}>Buka lagi</button>
          <EditProfilModal profil={profil} daerahLabel="Kota Bandung" opened={buka} onClose={() => (tutup(), setBuka(false))} />
        </>
      );
    }
    tampilkan(<Halaman />, {
      url: '/profil',
      user: pengguna('pemda'),
      jawab: (p) => {
        if (p.method !== 'POST') return { status: 1, data: [] };
        dikirim.push(p);
        return { status: 1, data: { ...profil, ...(p.body as object), updated_at: '2026-03-01T02:00:00.000Z' } };
      },
    });
    // writes fail like a dropped connection until the connection is back
    const { kunci: kunciDikirim, sambung } = putuskanTulis();

    fireEvent.change(await screen.findByLabelText('Nama Admin'), { target: { value: 'Nining' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(tutup).toHaveBeenCalled());
    const [entri] = kotakKeluarAkun()!.keadaan().antrian;
    expect(entri).toMatchObject({ method: 'POST', path: '/crud/profil_pemda/3273', label: 'Simpan profil Kota Bandung', sasaran: 'profil_pemda:3273' });
    expect(entri!.body).toMatchObject({ nama_admin: 'Nining', alamat: 'Jl. Wastukencana No. 2' });
    // the attempt that failed carried the key the outbox keeps: if it did arrive, the server answers it once
    expect(kunciDikirim).toEqual([entri!.id]);

    // opened again while the save waits: the form shows what was saved on the device, and says it waits
    await waitFor(() => expect(screen.queryByLabelText('Nama Admin')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Buka lagi' }));
    expect(await screen.findByTestId('profil-menunggu')).toBeTruthy();
    expect((screen.getByLabelText('Nama Admin') as HTMLInputElement).value).toBe('Nining');

    // connection back: sent once, with the same key, and nothing waits any more
    sambung();
    expect(await kirimUlangKotakKeluar()).toMatchObject({ terkirim: 1, ditolak: 0, sisa: 0 });
    expect(dikirim).toHaveLength(1);
    expect(dikirim[0]!.body).toMatchObject({ nama_admin: 'Nining' });
    expect(kunciDikirim.at(-1)).toBe(entri!.id);
    await waitFor(() => expect(screen.queryByTestId('profil-menunggu')).toBeNull());
  });

  it('a refusal by the server shows under its field as before, nothing is queued', async () => {
    const tutup = vi.fn();
    tampilkan(<EditProfilModal profil={profil} daerahLabel="Kota Bandung" opened onClose={tutup} />, {
      url: '/profil',
      user: pengguna('pemda'),
      jawab: (p) =>
        p.method === 'POST'
          ? new Response(JSON.stringify({ status: 0, code: 'VALIDATION_ERROR', message: 'Data tidak valid.', errors: { email: 'Format email tidak valid.' } }), { status: 422 })
          : { status: 1, data: [] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Format email tidak valid.')).toBeTruthy();
    expect(kotakKeluarAkun()!.keadaan().antrian).toEqual([]);
    expect(tutup).not.toHaveBeenCalled();
  });
});
