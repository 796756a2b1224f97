// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { InovasiForm } from './InovasiForm';
import { pengguna, putuskanTulis, tampilkan, type Permintaan } from '../../test/render';
import { session } from '../../lib/session';
import { kirimUlangKotakKeluar, kotakKeluarAkun } from '../../lib/kotak-keluar';

// the upload fields' resumable-upload store (tus) is not what this test is about; happy-dom lacks its storage
vi.mock('../../lib/unggah-tus', async (asli) => ({ ...(await asli<object>()), tertundaDiKolom: async () => [] }));

/** The innovation form while the connection is down (decision 107): the save waits in the outbox, not lost. */

const TEKS = `<p>${Array.from({ length: 320 }, (_, i) => `kata${i}`).join(' ')}</p>`;
const rekaman = {
  id: 41,
  nama: 'Layanan Adminduk Keliling',
  profil_id: 3273,
  tahun: 2024,
  inovasi_status: 2,
  inisiator: 'OPD',
  nama_inisiator: 'Dinas Kependudukan',
  koordinat: '-6.917464,107.619123',
  klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
  jenis_inovasi: 'Digital',
  bentuk_inovasi: 2,
  is_covid: 12,
  urusan_pemerintah_id: '1,6',
  waktu: '2024-01-10',
  waktu_implementasi: '2024-02-01',
  is_developed: 0,
  latar_belakang: TEKS,
  tujuan: '<p>Mempercepat layanan.</p>',
  manfaat: '<p>Warga tidak perlu datang.</p>',
  hasil_inovasi: '<p>Waktu layanan turun.</p>',
  updated_at: '2026-03-01T01:00:00.000Z',
  aksi: ['ubah'],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  session.clear();
});

// a whole form renders in each test: generous on a busy machine
describe('innovation form offline', { timeout: 60_000 }, () => {
  it('a save without connection goes to the outbox with its Idempotency-Key, the form says so; later saves queue behind it and all go in order', async () => {
    const dikirim: Permintaan[] = [];
    const { permintaan } = tampilkan(
      <InovasiForm user={pengguna('pemda')} settings={{ tanggal_penerapan_min: '2020-01-01', tanggal_penerapan_max: '2030-12-31' }} periode={null} record={rekaman} readOnly={false} backTo="/dashboard/inovasi-daerah" />,
      {
        url: '/inovasi/41',
        user: pengguna('pemda'),
        jawab: (p) => {
          if (p.method !== 'POST') return { status: 1, data: [] };
          dikirim.push(p);
          return { status: 1, data: { ...rekaman, ...(p.body as object), updated_at: `2026-03-01T0${dikirim.length + 1}:00:00.000Z` } };
        },
      },
    );
    // writes fail like a dropped connection until the connection is back
    const { kunci: kunciDikirim, sambung } = putuskanTulis();

    const nama = await screen.findByLabelText(/Nama Inovasi/);
    fireEvent.change(nama, { target: { value: 'Adminduk Keliling Malam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));

    expect((await screen.findByTestId('tersimpan-di-perangkat')).textContent).toContain('Tersimpan di perangkat, akan dikirim saat koneksi kembali');
    expect(screen.queryByTestId('ringkasan-galat')).toBeNull();
    const kotak = kotakKeluarAkun()!;
    const [pertama] = kotak.keadaan().antrian;
    expect(pertama).toMatchObject({ method: 'POST', path: '/crud/iga2020_inovasi/41', label: "Simpan inovasi 'Adminduk Keliling Malam'", tries: 0 });
    expect((pertama!.body as Record<string, unknown>).updated_at).toBe('2026-03-01T01:00:00.000Z');
    // the attempt that failed carried the key the outbox keeps: if it did arrive, the server answers it once
    expect(kunciDikirim).toEqual([pertama!.id]);

    // a second change while the first waits: queued behind it, not sent ahead of it
    fireEvent.change(nama, { target: { value: 'Adminduk Keliling Pagi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(kotak.keadaan().antrian).toHaveLength(2));
    expect(kotak.keadaan().antrian[1]).toMatchObject({ setelah: pertama!.id, label: "Simpan inovasi 'Adminduk Keliling Pagi'" });
    expect(screen.getByTestId('tersimpan-di-perangkat')).toBeTruthy();

    // connection back: in order, with the same key, the second with the version the first produced
    sambung();
    const h = await kirimUlangKotakKeluar();
    expect(h).toMatchObject({ terkirim: 2, ditolak: 0, sisa: 0 });
    expect(dikirim.map((p) => (p.body as { nama: string }).nama)).toEqual(['Adminduk Keliling Malam', 'Adminduk Keliling Pagi']);
    expect((dikirim[1]!.body as { updated_at: string }).updated_at).toBe('2026-03-01T02:00:00.000Z');
    expect(kunciDikirim.at(-2)).toBe(pertama!.id);
    expect(permintaan.filter((p) => p.method === 'POST')).toHaveLength(2);
  });

  it('a refusal by the server is shown as an error as before, nothing is queued', async () => {
    tampilkan(
      <InovasiForm user={pengguna('pemda')} settings={{ tanggal_penerapan_min: '2020-01-01', tanggal_penerapan_max: '2030-12-31' }} periode={null} record={rekaman} readOnly={false} backTo="/dashboard/inovasi-daerah" />,
      {
        url: '/inovasi/41',
        user: pengguna('pemda'),
        jawab: (p) =>
          p.method === 'POST'
            ? new Response(JSON.stringify({ status: 0, code: 'FORBIDDEN', message: 'Anda tidak memiliki hak akses untuk tindakan ini.' }), { status: 403 })
            : { status: 1, data: [] },
      },
    );
    await screen.findByLabelText(/Nama Inovasi/);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByTestId('ringkasan-galat')).textContent).toContain('Anda tidak memiliki hak akses');
    expect(kotakKeluarAkun()!.keadaan().antrian).toEqual([]);
    expect(screen.queryByTestId('tersimpan-di-perangkat')).toBeNull();
  });
});
