// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Notifikasi } from '@sigap/domain';
import NotifikasiBell from './NotifikasiBell';
import { pengguna, tampilkan, type Permintaan } from '../../test/render';
import { session } from '../../lib/session';

const baris = (over: Partial<Notifikasi>): Notifikasi => ({
  id: 1,
  usr_asn_id: 1,
  jenis: 'umum',
  judul: 'Judul',
  isi: null,
  tautan: null,
  dibaca_at: null,
  created_at: '2026-03-01T02:00:00.000Z',
  ...over,
});

/** A small server: the notices, marked read by the commands the bell sends. */
function server(rows: Notifikasi[]) {
  return (p: Permintaan) => {
    if (p.method === 'POST' && p.path === '/notifikasi/baca-semua') {
      const n = rows.filter((r) => !r.dibaca_at).length;
      for (const r of rows) r.dibaca_at ??= '2026-03-02T00:00:00.000Z';
      return { status: 1, data: { ditandai: n, belum_dibaca: 0 }, message: `${n} notifikasi ditandai sudah dibaca.` };
    }
    const m = /^\/notifikasi\/(\d+)\/baca$/.exec(p.path);
    if (p.method === 'POST' && m) {
      const r = rows.find((x) => x.id === Number(m[1]))!;
      r.dibaca_at ??= '2026-03-02T00:00:00.000Z';
      return { status: 1, data: r };
    }
    if (p.path === '/notifikasi') return { status: 1, data: rows, total: rows.length, belum_dibaca: rows.filter((r) => !r.dibaca_at).length };
    throw new Error(`tak terduga: ${p.method} ${p.path}`);
  };
}

afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
});

describe('NotifikasiBell', () => {
  it('shows the unread count, an icon named by each kind, and clears the count with "Tandai semua dibaca"', async () => {
    const rows = [
      baris({ id: 3, jenis: 'keputusan_review', judul: 'Keputusan Setujui untuk inovasi "A"', tautan: '/inovasi/7/review' }),
      baris({ id: 2, jenis: 'qc_kembali', judul: 'QC mengembalikan persetujuan Anda' }),
      baris({ id: 1, jenis: 'pengingat', judul: 'Pengingat tenggat', dibaca_at: '2026-03-01T03:00:00.000Z' }),
    ];
    const { permintaan } = tampilkan(<NotifikasiBell />, { url: '/', user: pengguna('pemda'), jawab: server(rows) });
    const bell = await screen.findByRole('button', { name: 'Notifikasi, 2 belum dibaca' });
    // the bell asks for the newest few only
    expect(permintaan.find((p) => p.path === '/notifikasi')!.query.get('per_page')).toBe('8');

    fireEvent.click(bell);
    expect(await screen.findByText('Keputusan Setujui untuk inovasi "A"')).toBeTruthy();
    // each item is named by its kind's icon, then its title (a menu item's content is its name); `hidden`: the
    // dropdown's opening transition does not run in happy-dom
    expect(screen.getByRole('menuitem', { name: /^Keputusan review Keputusan Setujui/, hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /^Dikembalikan QC QC mengembalikan/, hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /^Pengingat tenggat Pengingat tenggat/, hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Lihat semua', hidden: true }).getAttribute('href')).toBe('/dashboard/notifikasi');

    fireEvent.click(screen.getByRole('button', { name: 'Tandai semua dibaca', hidden: true }));
    await waitFor(() => expect(permintaan.some((p) => p.method === 'POST' && p.path === '/notifikasi/baca-semua')).toBe(true));
    expect(permintaan.find((p) => p.path === '/notifikasi/baca-semua')!.body).toEqual({});
    await screen.findByRole('button', { name: 'Notifikasi' });
    expect((screen.getByRole('button', { name: 'Tandai semua dibaca', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opening an unread notice marks it read, and a read one sends nothing', async () => {
    const rows = [baris({ id: 5, jenis: 'komentar', judul: 'Komentar baru pada inovasi "B"', tautan: '/inovasi/9/review' }), baris({ id: 4, judul: 'Sudah dibaca', dibaca_at: '2026-03-01T03:00:00.000Z' })];
    const { permintaan } = tampilkan(<NotifikasiBell />, { url: '/', user: pengguna('verifikator'), jawab: server(rows) });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifikasi, 1 belum dibaca' }));
    fireEvent.click(await screen.findByText('Sudah dibaca'));
    fireEvent.click(await screen.findByRole('button', { name: 'Notifikasi, 1 belum dibaca' }));
    fireEvent.click(await screen.findByText('Komentar baru pada inovasi "B"'));
    await waitFor(() => expect(permintaan.filter((p) => p.method === 'POST').map((p) => p.path)).toEqual(['/notifikasi/5/baca']));
    await screen.findByRole('button', { name: 'Notifikasi' });
  });
});
