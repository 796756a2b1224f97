import { describe, expect, it } from 'vitest';
import { isiPengingat, kunciPengingat, parseHariPengingat, perluPengingat, titikPengingatHariIni, validasiHariPengingat } from './jadwal';

describe('reminder schedule', () => {
  it('reads the days from the setting, largest first, ignoring junk', () => {
    expect(parseHariPengingat('1, 7,14,3,7')).toEqual([14, 7, 3, 1]);
    expect(parseHariPengingat('x,5,-1,999')).toEqual([5]);
    expect(parseHariPengingat('')).toEqual([]);
  });
  it('refuses a setting that is not a list of days, with a message', () => {
    expect(validasiHariPengingat('14,7,3,1')).toBeNull();
    expect(validasiHariPengingat('')).toBeNull();
    expect(validasiHariPengingat('14,tujuh')).toContain('dipisah koma');
    expect(validasiHariPengingat('400')).toContain('365');
  });
  it('goes out on the configured days before the close only', () => {
    const hari = parseHariPengingat('14,7,3,1');
    expect(titikPengingatHariIni(7, hari)).toBe(7);
    expect(titikPengingatHariIni(6, hari)).toBeNull();
    expect(titikPengingatHariIni(-1, hari)).toBeNull();
    expect(titikPengingatHariIni(null, hari)).toBeNull();
  });
  it('reminds regions at risk only, once per account, close date and point', () => {
    expect(perluPengingat('tinggi')).toBe(true);
    expect(perluPengingat('sedang')).toBe(true);
    expect(perluPengingat('rendah')).toBe(false);
    expect(kunciPengingat(5, '2026-05-31', 7)).toBe('pengingat:5:2026-05-31:7');
    expect(kunciPengingat(5, '2026-05-31', 7)).not.toBe(kunciPengingat(5, '2026-06-30', 7));
  });
  it('says what is missing, where to act and how to stop', () => {
    const m = isiPengingat({ nama_daerah: 'Kota Bandung', tahun: 2026, hari_sisa: 3, periode_selesai: '2026-05-31', alasan: ['Belum ada inovasi terkirim.'], alamat_aplikasi: 'https://sigap.example', alamat_berhenti: 'https://sigap.example/berhenti' });
    expect(m.judul).toContain('3 hari lagi');
    expect(m.teks).toContain('- Belum ada inovasi terkirim.');
    expect(m.teks).toContain('https://sigap.example/dashboard/simulasi-skor');
    expect(m.teks).toContain('https://sigap.example/berhenti');
  });
});
