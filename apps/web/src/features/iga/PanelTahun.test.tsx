// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aksiTahapIga, type KeadaanIga, type Role, type TahunIgaRow } from '@sigap/domain';
import { PanelTahun } from './PanelTahun';
import { pengguna, tampilkan } from '../../test/render';
import { session } from '../../lib/session';

if (!(document as { fonts?: unknown }).fonts) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });

/** The year as the server answers it: `aksi` is the domain's transition table for the caller's role. */
function tahun(role: Role, s: KeadaanIga, over: Partial<TahunIgaRow> = {}) {
  const kelola = role === 'admin' || role === 'superadmin';
  return {
    id: 1,
    tahun: 2026,
    ...s,
    bobot: { indeks: 40, presentasi: 35, validasi: 25, sumber: 'pilihan_proyek' as const, catatan: null },
    kriteria_presentasi: [{ indikator_id: 11, kode: 'R1', nama: 'Kebaharuan', bobot: 30 }],
    indikator_validasi: [{ indikator_id: 21, kode: 'V1', nama: 'Ekosistem', bobot: 0 }],
    aturan_outlier: { k: 1, selisih_min: 10, min_penilai: 3 },
    juri_per_nomine: 3,
    jumlah_pemenang: 3,
    jumlah_nomine: 18,
    jumlah_juri: 6,
    pleno_at: null,
    diumumkan_at: null,
    aksi: aksiTahapIga(role, s, over.pleno_at != null),
    saya: null,
    boleh_kelola: kelola,
    riwayat: [
      { id: 1, aksi: 'tutup', tahap_dari: 'presentasi', status_dari: 'buka', tahap_ke: 'presentasi', status_ke: 'tutup', alasan: null, oleh: 'Admin', created_at: '2026-09-01T02:00:00Z' },
    ],
    ...over,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

function pasang(role: Role, data: ReturnType<typeof tahun>) {
  return tampilkan(<PanelTahun tahun={2026} />, {
    url: '/x',
    user: pengguna(role),
    jawab: (p) => {
      if (p.path === '/iga/tahun/2026') return { status: 1, data };
      if (p.path === '/iga/tahun/2026/pemenang') return { status: 1, data: [], total: 0 };
      if (p.path.startsWith('/iga/tahun/2026/tahap/')) return { status: 1, data, message: 'Tahap diperbarui.' };
      return { status: 1, data: [] };
    },
  });
}

describe('the award year control panel (IGA-01)', { timeout: 60_000 }, () => {
  it('viewer and pusat see the stages and history without a command', async () => {
    for (const role of ['viewer', 'pusat'] as const) {
      pasang(role, tahun(role, { tahap: 'validasi_lapangan', status: 'buka' }));
      expect(await screen.findByTestId('panel-tahun')).toBeTruthy();
      expect(screen.getByTestId('keadaan-tahun').textContent).toBe('Validasi Lapangan · dibuka');
      expect(screen.queryByTestId('aksi-tahap')).toBeNull();
      expect(screen.getByText(/Hanya admin dan superadmin/)).toBeTruthy();
      expect(screen.getByRole('table', { name: 'Riwayat tahap penghargaan' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Ubah bobot' })).toBeNull();
      cleanup();
      session.clear();
    }
  });

  it('an admin closes the open stage after a confirmation; the buttons are those of the transition table', async () => {
    const { permintaan } = pasang('admin', tahun('admin', { tahap: 'validasi_lapangan', status: 'buka' }));
    const aksi = await screen.findByTestId('aksi-tahap');
    expect(within(aksi).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tutup Validasi Lapangan']);
    fireEvent.click(screen.getByTestId('aksi-tutup'));
    const dialog = await screen.findByRole('dialog', { name: 'Tutup Validasi Lapangan?' });
    expect(within(dialog).getByText(/hanya dapat diubah lewat koreksi beralasan/)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('konfirmasi-aksi'));
    await waitFor(() => expect(permintaan.some((p) => p.method === 'POST' && p.path === '/iga/tahun/2026/tahap/tutup')).toBe(true));
  });

  it('a closed stage offers the next one and a reopening that needs a reason; the plenary and publication follow', async () => {
    const { permintaan } = pasang('superadmin', tahun('superadmin', { tahap: 'presentasi', status: 'tutup' }));
    await screen.findByTestId('aksi-tahap');
    expect(screen.getByTestId('aksi-buka').textContent).toBe('Buka Validasi Lapangan');
    fireEvent.click(screen.getByTestId('aksi-buka_kembali'));
    const dialog = await screen.findByRole('dialog', { name: 'Buka kembali Presentasi Kepala Daerah?' });
    fireEvent.click(within(dialog).getByTestId('konfirmasi-aksi'));
    expect(await within(dialog).findByText('Alasan wajib diisi (minimal 5 karakter).')).toBeTruthy();
    expect(permintaan.some((p) => p.path.includes('/tahap/'))).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Alasan/ }), { target: { value: 'Satu nomine belum presentasi' } });
    fireEvent.click(within(dialog).getByTestId('konfirmasi-aksi'));
    await waitFor(() => expect(permintaan.find((p) => p.path === '/iga/tahun/2026/tahap/buka_kembali')?.body).toEqual({ alasan: 'Satu nomine belum presentasi' }));
    cleanup();
    session.clear();

    // the plenary stage, open and without a result: the plenary can run, the stage cannot close yet
    pasang('admin', tahun('admin', { tahap: 'pleno', status: 'buka' }));
    expect(await screen.findByTestId('jalankan-pleno')).toBeTruthy();
    expect(screen.queryByTestId('aksi-tutup')).toBeNull();
    expect(screen.getByRole('button', { name: 'Berita acara (PDF)' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    session.clear();

    // plenary closed with its result: publish
    pasang('admin', tahun('admin', { tahap: 'pleno', status: 'tutup' }, { pleno_at: '2026-11-20T03:00:00Z' }));
    expect(await screen.findByTestId('aksi-umumkan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Berita acara (PDF)' }).hasAttribute('disabled')).toBe(false);
  });
});
