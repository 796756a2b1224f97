// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MODULES, type InovasiListRow, type ModuleDef } from '@sigap/domain';
import { InovasiListPage } from './InovasiListPage';
import { pengguna, tampilkan } from '../../test/render';
import { session } from '../../lib/session';

const module = MODULES.find((m) => m.slug === 'inovasi-daerah') as ModuleDef;

const baris = (id: number, over: Partial<InovasiListRow> = {}): InovasiListRow => ({
  id,
  nama: `Inovasi ${id}`,
  profil_id: 3273,
  tahun: 2024,
  is_index: 0,
  inovasi_status: 2,
  is_covid: null,
  waktu: '2024-01-10',
  waktu_implementasi: '2024-02-01',
  kematangan: 40,
  submitable: 1,
  registrasi: null,
  usr_asn: null,
  opd: null,
  nama_pemda: 'Kota Bandung',
  status_pengiriman: 'Belum Dikirim',
  warna: 'putih',
  profil_belum_lengkap: false,
  kelengkapan: { persen: 100, kurang: [] },
  tanggal_terkunci: false,
  kirim_inovasi: 1,
  arsip: false,
  aksi: ['lihat', 'pdf', 'excel'],
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

describe('innovation list on the generic list (InovasiListPage)', () => {
  it('row colour, status and the actions exactly as the server sends them; tabs filter by stage', async () => {
    const { permintaan } = tampilkan(<InovasiListPage module={module} mode="daerah" />, {
      url: '/x',
      user: pengguna('pemda'),
      jawab: (p) =>
        p.path === '/crud/iga2020_inovasi'
          ? { status: 1, data: [baris(1, { warna: 'hijau', aksi: ['lihat', 'pdf', 'excel', 'ubah', 'hapus', 'kirim'] }), baris(2, { status_pengiriman: 'Sudah Dikirim', warna: 'merah-abu' })], total: 2, page: 0, per_page: 20 }
          : { status: 1, data: [] },
    });
    expect(await screen.findByText('Inovasi 1')).toBeTruthy();
    expect((document.querySelector('[data-row-id="1"]') as HTMLElement).dataset.warna).toBe('hijau');
    expect(screen.getByRole('button', { name: 'Kirim ke Kemendagri Inovasi 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kirim ke Kemendagri Inovasi 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hapus Inovasi 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hapus Inovasi 2' })).toBeNull();
    expect(screen.getAllByTestId('status-pengiriman').map((e) => e.textContent)).toEqual(['Belum Dikirim', 'Sudah Dikirim']);
    // no year chosen: the screen's own years are asked for
    expect(permintaan.find((p) => p.path === '/crud/iga2020_inovasi')!.query.getAll('tahun[]').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Uji Coba' }));
    await waitFor(() => expect(permintaan.some((p) => p.path === '/crud/iga2020_inovasi' && p.query.get('inovasi_status') === '1')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Inovasi 1' }));
    expect(await screen.findByText(/Indikator dan dokumennya ikut terhapus/)).toBeTruthy();
  });
});
