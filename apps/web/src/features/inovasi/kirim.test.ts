import { describe, expect, it } from 'vitest';
import { hambatanDari } from './KirimDialog';

describe('what blocks a send (refusal of POST /nomor_registrasi/{id}, read by its code)', () => {
  it('lists the items once and tells which screens fix them', () => {
    const h = hambatanDari({
      code: 'PROFIL_BELUM_LENGKAP',
      message: 'Isian profil inovasi belum lengkap: Asta Cita.',
      errors: {
        _: 'Isian belum lengkap: Asta Cita. Indikator dan bukti dukung: Indikator 16 wajib dilengkapi bukti dukung.',
        is_covid: 'Mohon pilih asta cipta',
        indikator_16: 'Indikator 16 wajib dilengkapi bukti dukung.',
        indikator_17: 'Indikator 16 wajib dilengkapi bukti dukung.',
      },
    });
    expect(h).toEqual({
      ringkasan: expect.stringContaining('Isian belum lengkap'),
      rincian: ['Mohon pilih asta cipta', 'Indikator 16 wajib dilengkapi bukti dukung.'],
      adaIsian: true,
      adaIndikator: true,
    });
  });

  it('indicators only: no link to the form', () => {
    const h = hambatanDari({ code: 'INDIKATOR_BELUM_LENGKAP', errors: { _: 'Indikator dan bukti dukung: x.', indikator_3: 'x' } })!;
    expect(h.adaIsian).toBe(false);
    expect(h.adaIndikator).toBe(true);
  });

  it('the code decides, not the wording of the message', () => {
    // fields missing, no item named: still the form's link, the message as the summary
    expect(hambatanDari({ code: 'PROFIL_BELUM_LENGKAP', message: 'Isian profil inovasi belum lengkap: Tujuan Inovasi.' })).toEqual({
      ringkasan: 'Isian profil inovasi belum lengkap: Tujuan Inovasi.',
      rincian: [],
      adaIsian: true,
      adaIndikator: false,
    });
    // a text that merely mentions "Indikator" does not make a refusal about the data
    expect(hambatanDari({ code: 'VALIDATION_FAILED', errors: { _: 'Indikator dan bukti dukung: x.', indikator_3: 'x' } })).toBeNull();
  });

  it('other refusals (already sent, year, closed) and the agreement are not a blocking list', () => {
    for (const code of ['SUDAH_DIKIRIM', 'TAHUN_TIDAK_DAPAT_DIKIRIM', 'PERIODE_DITUTUP']) expect(hambatanDari({ code, message: 'x' })).toBeNull();
    expect(hambatanDari({ code: 'VALIDATION_FAILED', errors: { setuju: 'Anda harus menyetujui…' } })).toBeNull();
    expect(hambatanDari(undefined)).toBeNull();
  });
});
