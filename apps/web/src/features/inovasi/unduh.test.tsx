// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { MODULES, type InovasiListRow, type ModuleDef } from '@sigap/domain';
import { InovasiListPage } from './InovasiListPage';
import { pengguna, tampilkan } from '../../test/render';
import { lupakanTokenUnduh } from '../../lib/berkas';
import { session } from '../../lib/session';

/** The list's downloads (INO-07, toolbar export) open with a download token per file, never the session token. */

const module = MODULES.find((m) => m.slug === 'inovasi-daerah') as ModuleDef;

const baris = (id: number): InovasiListRow =>
  ({
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
  }) as InovasiListRow;

let diklik: { href: string; download: string }[] = [];
beforeEach(() => {
  diklik = [];
  lupakanTokenUnduh();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    diklik.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
});

describe('innovation list downloads', () => {
  it('a row PDF asks a token for its own address, then downloads', async () => {
    let n = 0;
    const { permintaan } = tampilkan(<InovasiListPage module={module} mode="daerah" />, {
      url: '/x?q=Ronda',
      user: pengguna('pemda'),
      jawab: (p) =>
        p.path === '/crud/iga2020_inovasi'
          ? { status: 1, data: [baris(1)], total: 1, page: 0, per_page: 20 }
          : p.path === '/unduh/token'
            ? { status: 1, data: { token: `t${++n}`, kedaluwarsa: new Date(Date.now() + 300_000).toISOString() } }
            : { status: 1, data: [] },
    });
    expect(await screen.findByText('Inovasi 1')).toBeTruthy();
    // buttons, not links carrying a token
    expect(screen.queryByRole('link', { name: 'Unduh PDF Inovasi 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unduh PDF Inovasi 1' }));
    await waitFor(() => expect(diklik).toEqual([{ href: '/inovasi/download-pdf/1?unduh=t1', download: 'inovasi-1.pdf' }]));
    expect(permintaan.find((p) => p.path === '/unduh/token')!.body).toEqual({ url: '/inovasi/download-pdf/1' });

    for (const p of permintaan) expect(p.query.toString()).not.toContain('token-uji');
    for (const d of diklik) expect(d.href).not.toContain('token-uji');
  });

  it('the toolbar export downloads a small list at once and announces a large one being prepared (202)', async () => {
    const buatUrl = vi.fn(() => 'blob:ekspor-uji');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: buatUrl, revokeObjectURL: vi.fn() }));
    let besar = false;
    const { permintaan } = tampilkan(<InovasiListPage module={module} mode="daerah" />, {
      url: '/x?q=Ronda',
      user: pengguna('pemda'),
      jawab: (p) =>
        p.path === '/crud/iga2020_inovasi'
          ? { status: 1, data: [baris(1)], total: 1, page: 0, per_page: 20 }
          : p.path === '/inovasi/download-excel'
            ? besar
              ? new Response(JSON.stringify({ status: 1, data: { id: 9, status: 'menunggu' }, message: 'Ekspor sedang disiapkan; Anda akan mendapat notifikasi' }), { status: 202, headers: { 'content-type': 'application/json' } })
              : new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-disposition': 'attachment; filename="daftar-inovasi-2026-05-01.xlsx"' } })
            : { status: 1, data: [] },
    });
    expect(await screen.findByText('Inovasi 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    await waitFor(() => expect(diklik).toEqual([{ href: 'blob:ekspor-uji', download: 'daftar-inovasi-2026-05-01.xlsx' }]));
    const ekspor = permintaan.find((p) => p.path === '/inovasi/download-excel')!;
    // the list's filters, not its page; the session goes in the header, never in the address
    expect(ekspor.query.get('search')).toBe('Ronda');
    expect(ekspor.query.has('page')).toBe(false);
    expect(ekspor.query.toString()).not.toContain('token-uji');

    besar = true;
    const tampil = vi.spyOn(notifications, 'show');
    fireEvent.click(screen.getByRole('button', { name: 'Unduh Excel' }));
    await waitFor(() => expect(tampil).toHaveBeenCalledWith(expect.objectContaining({ message: 'Ekspor sedang disiapkan; Anda akan mendapat notifikasi' })));
    expect(diklik).toHaveLength(1);
  });
});
