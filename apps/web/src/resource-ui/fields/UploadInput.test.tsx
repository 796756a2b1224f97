// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldDef } from '@sigap/domain';
import { ApiError, type UploadResult } from '../../lib/api';
import { session } from '../../lib/session';
import type { OpsiUnggahTus } from '../../lib/unggah-tus';
import { pengguna, tampilkan } from '../../test/render';
import { UploadInput } from './UploadInput';

/** The resumable upload itself is lib/unggah-tus.ts (tus); here it is driven by hand to check what the field shows. */
const tus = vi.hoisted(() => ({
  panggilan: [] as { file: File; opsi: OpsiUnggahTus }[],
  jeda: vi.fn(),
  lanjutkan: vi.fn(),
  cobaSekarang: vi.fn(),
  hentikan: vi.fn(),
  selesai: null as null | ((r: UploadResult) => void),
  gagal: null as null | ((e: unknown) => void),
  tertunda: null as null | { nama: string; persen: number },
}));

vi.mock('../../lib/unggah-tus', async (asli) => ({
  ...(await asli<typeof import('../../lib/unggah-tus')>()),
  tertundaDiKolom: async () => [],
  cariUnggahanTertunda: async () => tus.tertunda,
  unggahTus: (file: File, opsi: OpsiUnggahTus) => {
    tus.panggilan.push({ file, opsi });
    const hasil = new Promise<UploadResult>((res, rej) => {
      tus.selesai = res;
      tus.gagal = rej;
    });
    return { hasil, jeda: tus.jeda, lanjutkan: tus.lanjutkan, cobaSekarang: tus.cobaSekarang, hentikan: tus.hentikan };
  },
}));

const def = { kind: 'file', label: 'Anggaran (PDF)' } as unknown as FieldDef;
const berkas = new File([new Uint8Array(3 * 1024 * 1024)], 'bukti.pdf', { type: 'application/pdf' });

function pasang() {
  const onChange = vi.fn();
  tampilkan(<UploadInput name="anggaran" def={def} value="" values={{}} onChange={onChange} accept="application/pdf" />, {
    url: '/x',
    user: pengguna('pemda'),
    jawab: () => ({ status: 1, data: [] }),
  });
  return onChange;
}
const pilih = (f: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [f] } });

beforeEach(() => {
  tus.panggilan.length = 0;
  tus.tertunda = null;
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

describe('UploadInput (resumable upload)', () => {
  it('shows percent and bytes, the broken connection and the resume, pauses and continues, then keeps the file_url', async () => {
    const onChange = pasang();
    pilih(berkas);
    await waitFor(() => expect(tus.panggilan).toHaveLength(1));
    const { opsi } = tus.panggilan[0]!;
    expect(opsi).toMatchObject({ kolom: 'anggaran', lanjutkan: true });

    act(() => opsi.onProgress!({ persen: 48, terkirim: 1_509_949, total: berkas.size }));
    expect(screen.getByText('48% · 1,4 MB dari 3,0 MB')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Kemajuan unggahan' }).getAttribute('aria-valuenow')).toBe('48');

    act(() => opsi.onStatus!({ jenis: 'terputus' }));
    expect(screen.getByRole('status').textContent).toBe('Koneksi terputus, mencoba melanjutkan…');
    // the connection is back before the next scheduled retry: the user need not wait for it
    fireEvent.click(screen.getByRole('button', { name: 'Coba sekarang' }));
    expect(tus.cobaSekarang).toHaveBeenCalledOnce();
    act(() => opsi.onStatus!({ jenis: 'dilanjutkan', persen: 48 }));
    expect(screen.getByRole('status').textContent).toBe('Unggahan dilanjutkan dari 48%');
    expect(screen.queryByRole('button', { name: 'Coba sekarang' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Jeda' }));
    expect(tus.jeda).toHaveBeenCalledOnce();
    act(() => opsi.onStatus!({ jenis: 'dijeda' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(tus.lanjutkan).toHaveBeenCalledOnce();

    await act(async () => tus.selesai!({ file_url: '/media/2026/05/abc.pdf', mime: 'application/pdf', size: berkas.size, nama: 'bukti.pdf' }));
    expect(onChange).toHaveBeenCalledWith('/media/2026/05/abc.pdf');
    expect(screen.queryByTestId('unggah-kemajuan')).toBeNull();
  });

  it('after a reload, picking the same file offers to continue from where it stopped, or to start again', async () => {
    tus.tertunda = { nama: 'bukti.pdf', persen: 48 };
    pasang();
    pilih(berkas);
    const lanjut = await screen.findByRole('button', { name: 'Lanjutkan unggahan bukti.pdf (48%)' });
    expect(tus.panggilan).toHaveLength(0);
    fireEvent.click(lanjut);
    await waitFor(() => expect(tus.panggilan).toHaveLength(1));
    expect(tus.panggilan[0]!.opsi.lanjutkan).toBe(true);

    cleanup();
    pasang();
    pilih(berkas);
    fireEvent.click(await screen.findByRole('button', { name: 'Unggah dari awal' }));
    await waitFor(() => expect(tus.panggilan).toHaveLength(2));
    expect(tus.panggilan[1]!.opsi.lanjutkan).toBe(false);
  });

  it("shows the server's refusal under the field and keeps the value", async () => {
    const onChange = pasang();
    pilih(berkas);
    await waitFor(() => expect(tus.panggilan).toHaveLength(1));
    await act(async () => tus.gagal!(new ApiError('FILE_TYPE', 415, 'Jenis berkas tidak diizinkan. Gunakan PDF, JPEG, PNG atau WebP; unggahan ini dibuang.')));
    expect(await screen.findByText(/unggahan ini dibuang/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
