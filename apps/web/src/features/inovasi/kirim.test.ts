import { describe, expect, it } from 'vitest';
import { hambatanDari } from './KirimDialog';

describe('what blocks a send (422 of POST /nomor_registrasi/{id})', () => {
  it('lists the items once and tells which screens fix them', () => {
    const h = hambatanDari({
      _: 'Isian belum lengkap: Asta Cita. Indikator dan bukti dukung: Indikator 16 wajib dilengkapi bukti dukung.',
      is_covid: 'Mohon pilih asta cipta',
      indikator_16: 'Indikator 16 wajib dilengkapi bukti dukung.',
      indikator_17: 'Indikator 16 wajib dilengkapi bukti dukung.',
    });
    expect(h).toEqual({
      ringkasan: expect.stringContaining('Isian belum lengkap'),
      rincian: ['Mohon pilih asta cipta', 'Indikator 16 wajib dilengkapi bukti dukung.'],
      adaIsian: true,
      adaIndikator: true,
    });
  });

  it('indicators only: no link to the form', () => {
    const h = hambatanDari({ _: 'Indikator dan bukti dukung: x.', indikator_3: 'x' })!;
    expect(h.adaIsian).toBe(false);
    expect(h.adaIndikator).toBe(true);
  });

  it('no summary (e.g. only the agreement refused): not a blocking list', () => {
    expect(hambatanDari({ setuju: 'Anda harus menyetujui…' })).toBeNull();
    expect(hambatanDari(undefined)).toBeNull();
  });
});
