// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { LABEL_MENUNGGU_QC, LABEL_TANPA_BUKTI, type BarisIndikatorRincian, type HasilIndeks, type RincianSkorDaerah } from '@sigap/domain';
import RincianSkorPage from './RincianSkorPage';
import { pengguna, tampilkan } from '../../test/render';
import { session } from '../../lib/session';

const hasil = (over: Partial<HasilIndeks>): HasilIndeks => ({
  tahun: 2026,
  spd: 12.5,
  jumlah_kematangan: 111,
  jumlah_inovasi: 1,
  k: 12,
  pembagi: 12,
  rata_kematangan: 9.25,
  skor_jumlah_inovasi: 0,
  sid: 9.25,
  total: 21.75,
  skor_maks_total: 250,
  iid: 8.7,
  iid_tampil: 8.7,
  predikat: 'Kurang Inovatif',
  catatan: [],
  ...over,
});

const baris = (over: Partial<BarisIndikatorRincian>): BarisIndikatorRincian => ({
  indikator_id: 1,
  kode: 'SPD-08',
  nama: 'Opini BPK',
  bobot: 1.5,
  rumus: null,
  dijawab: true,
  jawaban: 'Level 3: WTP',
  skor: 4.5,
  ada_bukti: true,
  dievaluasi: false,
  verifikasi_jawaban: null,
  skor_terverifikasi: 4.5,
  selisih: 0,
  alasan: null,
  alasan_label: null,
  catatan: null,
  ...over,
});

function rincian(terlihat = true): RincianSkorDaerah {
  const mandiri = { hasil: hasil({}), urusan_yandas_tercakup: 2, tersimpan: null };
  const terverifikasi = { hasil: hasil({ spd: 5.5, total: 14.75, iid: 5.9, iid_tampil: 5.9 }), urusan_yandas_tercakup: 1, tersimpan: null };
  return {
    profil_id: 3273,
    nama: 'Pemerintah Kota Bandung',
    tahun: 2026,
    sumber: 'self',
    hasil: mandiri.hasil,
    urusan_yandas_tercakup: 2,
    syarat_urusan_yandas_min: 5,
    tersimpan: null,
    mandiri,
    terverifikasi: terlihat ? terverifikasi : null,
    verifikasi_terlihat: terlihat,
    alasan_verifikasi_tersembunyi: terlihat ? null : 'Hasil verifikasi indikator daerah tampil setelah periode pengisian ditutup.',
    spd: [
      baris({}),
      baris({ indikator_id: 2, kode: 'SPD-12', nama: 'Penghargaan bagi inovator', skor: 6, ada_bukti: false, skor_terverifikasi: terlihat ? 0 : null, selisih: terlihat ? -6 : null, alasan_label: terlihat ? LABEL_TANPA_BUKTI : null }),
      baris({
        indikator_id: 3,
        kode: 'SPD-09',
        nama: 'Nilai capaian LAKIP/SAKIP',
        skor: 2,
        dievaluasi: terlihat,
        skor_terverifikasi: terlihat ? 1 : null,
        selisih: terlihat ? -1 : null,
        alasan: terlihat ? 'dokumen_kedaluwarsa' : null,
        alasan_label: terlihat ? 'Dokumen sudah tidak berlaku' : null,
        catatan: terlihat ? 'SK tahun 2019' : null,
      }),
    ],
    inovasi: [
      {
        id: 7,
        nama: 'Inovasi A',
        tahapan: 'Penerapan',
        waktu_implementasi: '2024-02-01',
        status_registrasi: 'Disetujui verifikator, menunggu QC',
        dihitung: true,
        alasan: [],
        kematangan: 111,
        mandiri: { dihitung: true, alasan: [], kematangan: 111 },
        terverifikasi: { dihitung: true, alasan: [], kematangan: 100, menunggu_qc: true },
      },
      {
        id: 8,
        nama: 'Inovasi B',
        tahapan: 'Penerapan',
        waktu_implementasi: '2024-03-01',
        status_registrasi: 'Dikembalikan QC',
        dihitung: true,
        alasan: [],
        kematangan: 90,
        mandiri: { dihitung: true, alasan: [], kematangan: 90 },
        terverifikasi: { dihitung: false, alasan: ['Hasil verifikasi dikembalikan oleh quality control.'], kematangan: 80, menunggu_qc: false },
      },
    ],
  };
}

const metodologi = { status: 1, data: [], total: 0 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

describe('Rincian Skor screen', () => {
  it('shows self beside verified, the differences with their reasons and every innovation counted or not', async () => {
    const { permintaan } = tampilkan(<RincianSkorPage />, {
      url: '/rincian-skor/3273?tahun=2026',
      path: '/rincian-skor/:profil_id',
      user: pengguna('admin'),
      jawab: (p) => (p.path === '/ranking-index/3273/rincian' ? { status: 1, data: rincian() } : metodologi),
    });
    expect((await screen.findByTestId('iid-mandiri')).textContent).toBe('8,70');
    expect(screen.getByTestId('iid-terverifikasi').textContent).toBe('5,90');
    expect(screen.getByTestId('iid-selisih').textContent).toBe('-2,80');
    expect(permintaan.find((p) => p.path === '/ranking-index/3273/rincian')?.query.get('tahun')).toBe('2026');
    const spd = screen.getByTestId('tabel-spd');
    expect(within(spd).getByText('Dokumen sudah tidak berlaku')).toBeTruthy();
    expect(within(spd).getByText(LABEL_TANPA_BUKTI)).toBeTruthy();
    // the differing rows only
    fireEvent.click(screen.getAllByText('Berbeda (2)')[0]!);
    expect(within(screen.getByTestId('tabel-spd')).queryByText(/Opini BPK/)).toBeNull();
    const ino = screen.getByTestId('tabel-inovasi');
    expect(within(ino).getByText(LABEL_MENUNGGU_QC)).toBeTruthy();
    expect(within(ino).getByText('Terverifikasi: Hasil verifikasi dikembalikan oleh quality control.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unduh PDF' })).toBeTruthy();
  });

  it('a region sees its own breakdown with the verified side hidden, and never calls for another region', async () => {
    tampilkan(<RincianSkorPage />, {
      url: '/rincian-skor/3273',
      path: '/rincian-skor/:profil_id',
      user: pengguna('pemda'),
      jawab: (p) => (p.path === '/ranking-index/3273/rincian' ? { status: 1, data: rincian(false) } : metodologi),
    });
    expect((await screen.findByTestId('verifikasi-tersembunyi')).textContent).toMatch(/setelah periode pengisian ditutup/);
    expect(screen.getByTestId('iid-terverifikasi').textContent).toBe('–');
    expect(screen.queryByText('Skor verifikasi')).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    const { permintaan } = tampilkan(<RincianSkorPage />, {
      url: '/rincian-skor/1',
      path: '/rincian-skor/:profil_id',
      user: pengguna('pemda'),
      jawab: () => metodologi,
    });
    expect(await screen.findByText('Rincian skor tidak tersedia')).toBeTruthy();
    expect(permintaan.some((p) => p.path.startsWith('/ranking-index/'))).toBe(false);
  });
});
