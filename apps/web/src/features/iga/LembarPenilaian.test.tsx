// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LembarIga } from '@sigap/domain';
import { LembarPenilaian } from './LembarPenilaian';
import { pengguna, tampilkan } from '../../test/render';
import { session } from '../../lib/session';

// happy-dom has no document.fonts; Mantine's autosizing textarea listens to it
if (!(document as { fonts?: unknown }).fonts) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });

const kriteria = [
  { indikator_id: 11, kode: 'R1', nama: 'Kebaharuan', bobot: 30 },
  { indikator_id: 12, kode: 'R2', nama: 'Kemanfaatan', bobot: 25 },
  { indikator_id: 13, kode: 'R3', nama: 'Kewenangan daerah dan kolaborasi', bobot: 15 },
  { indikator_id: 14, kode: 'R4', nama: 'Replikasi dan aplikatif', bobot: 20 },
  { indikator_id: 15, kode: 'R5', nama: 'Penguasaan materi / kualitas penyajian', bobot: 10 },
];

function lembar(over: Partial<LembarIga> = {}, nilai: (number | null)[] = [80, 70, null, null, null]): LembarIga {
  return {
    id: 5,
    tahun: 2026,
    nomine_id: 9,
    profil_id: 3273,
    nama: 'Pemerintah Kota Bandung',
    tahap: 'presentasi',
    penilai_id: 2,
    nama_penilai: 'Dr. Penilai Satu',
    status: 'draf',
    total: null,
    catatan: null,
    dikirim_at: null,
    item: kriteria.map((k, i) => ({ ...k, nilai: nilai[i] ?? null, catatan: null, foto: [] })),
    pilihan_nilai: null,
    boleh: { simpan: true, kirim: true, koreksi: false },
    terkunci: null,
    koreksi: [],
    lain: [
      { penilai_id: 3, nama: 'Penilai Dua', status: 'terkirim', total: null, tersembunyi: 'Nilai penilai lain tampil setelah lembar Anda dikirim.' },
      { penilai_id: 4, nama: 'Penilai Tiga', status: 'draf', total: null, tersembunyi: 'Masih draf penilai lain.' },
    ],
    ...over,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

const alamat = '/iga/nomine/9/lembar/presentasi';

// typing into many inputs is slow on a shared machine: generous time, no timing assumption
describe('the juror scoring sheet (IGA-03)', { timeout: 60_000 }, () => {
  it('shows each criterion with its weight, totals by the weights, saves a draft and submits once after a confirmation', async () => {
    let tersimpan = lembar();
    const { permintaan } = tampilkan(<LembarPenilaian nomineId={9} tahap="presentasi" penilaiId={null} onKembali={() => {}} />, {
      url: '/x',
      user: pengguna('tim.penilai'),
      jawab: (p) => {
        if (p.method === 'GET' && p.path === alamat) return { status: 1, data: tersimpan };
        if (p.method === 'POST' && p.path === alamat) return { status: 1, data: tersimpan, message: 'Draf lembar disimpan.' };
        if (p.method === 'POST' && p.path === `${alamat}/kirim`) {
          tersimpan = lembar({ status: 'terkirim', total: 74, dikirim_at: '2026-10-01T03:00:00Z', boleh: { simpan: false, kirim: false, koreksi: true }, terkunci: 'Lembar sudah dikirim; perubahan hanya lewat koreksi beralasan.' }, [80, 70, 60, 80, 50]);
          return { status: 1, data: tersimpan, message: 'Lembar penilaian dikirim.' };
        }
        return { status: 1, data: [] };
      },
    });
    expect(await screen.findByText('Pemerintah Kota Bandung')).toBeTruthy();
    expect(screen.getByText('Bobot 30%')).toBeTruthy();
    expect(screen.getByText('Bobot 10%')).toBeTruthy();
    // the other jurors' totals stay hidden, with the server's reason
    expect(within(screen.getByTestId('juri-lain')).getByText('Nilai penilai lain tampil setelah lembar Anda dikirim.')).toBeTruthy();
    // incomplete: no total yet
    expect(screen.getByTestId('total-lembar').textContent).toContain('–');
    expect(screen.getByTestId('total-lembar').textContent).toContain('2 dari 5 kriteria terisi');

    const isi = (nama: string, v: string) => fireEvent.change(screen.getByRole('textbox', { name: `Nilai ${nama}` }), { target: { value: v } });
    isi('Kewenangan daerah dan kolaborasi', '60');
    isi('Replikasi dan aplikatif', '80');
    isi('Penguasaan materi / kualitas penyajian', '50');
    // (80×30 + 70×25 + 60×15 + 80×20 + 50×10) / 100 = 71,5
    await waitFor(() => expect(screen.getByTestId('total-lembar').textContent).toContain('71,50'));
    expect(screen.getByText('Ada perubahan yang belum disimpan.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Simpan draf/ }));
    await waitFor(() => expect(permintaan.some((p) => p.method === 'PUT' && p.path === alamat)).toBe(true));
    const draf = permintaan.find((p) => p.method === 'PUT' && p.path === alamat)!.body as { item: { indikator_id: number; nilai: number | null }[] };
    expect(draf.item.map((i) => [i.indikator_id, i.nilai])).toEqual([
      [11, 80],
      [12, 70],
      [13, 60],
      [14, 80],
      [15, 50],
    ]);

    // submit: a confirmation first, nothing sent before it
    fireEvent.click(screen.getByTestId('kirim-lembar'));
    const dialog = await screen.findByRole('dialog', { name: 'Kirim lembar penilaian?' });
    expect(within(dialog).getByText(/Lembar dikirim satu kali/)).toBeTruthy();
    expect(permintaan.some((p) => p.path.endsWith('/kirim'))).toBe(false);
    fireEvent.click(within(dialog).getByTestId('konfirmasi-kirim'));
    await waitFor(() => expect(permintaan.some((p) => p.method === 'POST' && p.path === `${alamat}/kirim`)).toBe(true));
    // reloaded as sent: read-only, no second submission, a correction offered instead
    expect(await screen.findByRole('button', { name: /Ajukan koreksi/ })).toBeTruthy();
    expect(screen.queryByTestId('kirim-lembar')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Nilai Kebaharuan' }) as HTMLInputElement).readOnly).toBe(true);
  });

  it('a sent sheet changes only through a correction with a reason; a refused criterion shows its message', async () => {
    const terkirim = lembar(
      {
        status: 'terkirim',
        total: 71.5,
        boleh: { simpan: false, kirim: false, koreksi: true },
        terkunci: 'Lembar sudah dikirim; perubahan hanya lewat koreksi beralasan.',
        lain: [{ penilai_id: 3, nama: 'Penilai Dua', status: 'terkirim', total: 77.25, tersembunyi: null }],
      },
      [80, 70, 60, 80, 50],
    );
    const { permintaan } = tampilkan(<LembarPenilaian nomineId={9} tahap="presentasi" penilaiId={null} onKembali={() => {}} />, {
      url: '/x',
      user: pengguna('tim.penilai'),
      jawab: (p) => {
        if (p.method === 'GET' && p.path === alamat) return { status: 1, data: terkirim };
        if (p.path === `${alamat}/koreksi`)
          return new Response(JSON.stringify({ status: 0, code: 'VALIDATION_ERROR', message: 'Data tidak valid.', errors: { 'item.11': 'Nilai harus 0 sampai 100.' } }), { status: 422 });
        return { status: 1, data: [] };
      },
    });
    await screen.findByText('Pemerintah Kota Bandung');
    // own sheet sent: the other juror's total is visible
    expect(within(screen.getByTestId('juri-lain')).getByText('77,25')).toBeTruthy();
    expect(screen.getByTestId('lembar-terkunci').textContent).toContain('koreksi beralasan');
    fireEvent.click(screen.getByRole('button', { name: /Ajukan koreksi/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Nilai Kebaharuan' }), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan koreksi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Simpan koreksi' });
    // no reason: refused on the spot, nothing sent
    fireEvent.click(within(dialog).getByTestId('konfirmasi-koreksi'));
    expect(await within(dialog).findByText('Alasan wajib diisi (minimal 5 karakter).')).toBeTruthy();
    expect(permintaan.some((p) => p.path.endsWith('/koreksi'))).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Alasan koreksi/ }), { target: { value: 'Salah ketik nilai kebaharuan' } });
    fireEvent.click(within(dialog).getByTestId('konfirmasi-koreksi'));
    await waitFor(() => expect(permintaan.some((p) => p.path === `${alamat}/koreksi`)).toBe(true));
    const body = permintaan.find((p) => p.path.endsWith('/koreksi'))!.body as { alasan: string; item: { indikator_id: number; nilai: number }[] };
    expect(body.alasan).toBe('Salah ketik nilai kebaharuan');
    expect(body.item[0]).toMatchObject({ indikator_id: 11, nilai: 90 });
    // the server's message lands under its criterion
    expect(await within(screen.getByTestId('kriteria-11')).findByText('Nilai harus 0 sampai 100.')).toBeTruthy();
  });

  it('field validation is a checklist per indicator with notes; a closed stage shows the sheet read-only with why', async () => {
    const v = lembar({
      tahap: 'validasi_lapangan',
      status: 'draf',
      item: [
        { indikator_id: 21, kode: 'V1', nama: 'Ekosistem inovasi daerah', bobot: 0, nilai: 100, catatan: 'Ada SK tim inovasi', foto: [] },
        { indikator_id: 22, kode: 'V2', nama: 'Inovasi digital unggulan', bobot: 0, nilai: null, catatan: null, foto: [] },
      ],
      pilihan_nilai: [
        { nilai: 100, label: 'Sesuai' },
        { nilai: 50, label: 'Sebagian sesuai' },
        { nilai: 0, label: 'Tidak sesuai' },
      ],
      boleh: { simpan: false, kirim: false, koreksi: false },
      terkunci: 'Tahap Validasi Lapangan sudah ditutup.',
      lain: [],
    });
    tampilkan(<LembarPenilaian nomineId={9} tahap="validasi_lapangan" penilaiId={null} onKembali={() => {}} />, {
      url: '/x',
      user: pengguna('tim.penilai'),
      jawab: (p) => (p.path === '/iga/nomine/9/lembar/validasi_lapangan' ? { status: 1, data: v } : { status: 1, data: [] }),
    });
    expect(await screen.findByText('1. Ekosistem inovasi daerah')).toBeTruthy();
    expect(screen.getByTestId('lembar-terkunci').textContent).toBe('Tahap Validasi Lapangan sudah ditutup.');
    expect(screen.getAllByText('Sebagian sesuai').length).toBe(2);
    expect((screen.getByDisplayValue('Ada SK tim inovasi') as HTMLTextAreaElement).readOnly).toBe(true);
    // no command buttons when the guard allows none
    expect(screen.queryByTestId('tombol-lembar')).toBeNull();
    expect(screen.queryByRole('button', { name: /Foto/ })).toBeNull();
  });
});
