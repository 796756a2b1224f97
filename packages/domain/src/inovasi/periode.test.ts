import { describe, expect, it } from 'vitest';
import { cekKelayakanInovasi } from '../indeks/indeks';
import { METODOLOGI_BAWAAN } from '../indeks/metodologi';
import { DEFAULT_SETTINGS } from '../platform/settings';
import { alasanKirim, barisInovasi, hambatanKirim, kebijakanInovasi } from './kebijakan';
import { alasanPeriodeKirim, alasanTidakDihitung, cekTanggalPeriode, periodePenilaian } from './periode';
import { inovasiOverrides, konteksInovasi, warnaBaris } from './rules';

const bawaan = Object.fromEntries(Object.entries(DEFAULT_SETTINGS).map(([k, v]) => [k, v.value])) as Record<string, string>;
/** The settings the issue found: form 2023–2025, sending 2023–2024. */
const lama = { ...bawaan, tanggal_penerapan_min: '2023-01-01', tanggal_penerapan_max: '2025-12-31', tahun_kirim_min: '2023', tahun_kirim_max: '2024' };
const M2026 = METODOLOGI_BAWAAN[2026];
const HARI = '2026-06-01';

const baris = (tahun: number, tanggal: string | null, tahap = 2) =>
  barisInovasi({ tahun, waktu_implementasi: tanggal, inovasi_status: tahap, is_covid: 10, submitable: 1, is_index: 0 });

describe('periodePenilaian: one definition of the assessment year', () => {
  it('meets the settings with the methodology: the form window and the sending years never exceed what the year counts', () => {
    const p = periodePenilaian(2026, lama, M2026, HARI);
    expect(p.tahun).toBe(2026);
    expect(p.dihitung.tanggal).toEqual({ min: '2024-01-01', max: '2025-12-31' });
    expect(p.tanggalPenerapan).toEqual({ min: '2024-01-01', max: '2025-12-31' });
    expect(p.tahunKirim).toEqual({ min: 2024, max: 2024 });
    expect(p.skorMaksKematangan).toBe(111);
    expect(p.catatan.join(' ')).toMatch(/lebih lebar dari jendela metodologi 2026/);
  });

  it('with the default settings nothing is narrowed: form 2024-01-01..2025-12-31, sending 2024–2025', () => {
    const p = periodePenilaian(2026, bawaan, M2026, HARI);
    expect(p.tanggalPenerapan).toEqual({ min: '2024-01-01', max: '2025-12-31' });
    expect(p.tahunKirim).toEqual({ min: 2024, max: 2025 });
    expect(p.catatan).toEqual([]);
  });

  it('a methodology counting the last N years (2023: two) gives [T−N, T−1]', () => {
    const p = periodePenilaian(2023, { ...bawaan, tanggal_penerapan_min: '2020-01-01', tanggal_penerapan_max: '2023-12-31', tahun_kirim_min: '2020', tahun_kirim_max: '2023' }, METODOLOGI_BAWAAN[2023]);
    expect(p.dihitung.tanggal).toEqual({ min: '2021-01-01', max: '2022-12-31' });
    expect(p.tahunKirim).toEqual({ min: 2021, max: 2022 });
  });

  it('settings that never meet the methodology send nothing and say so', () => {
    const p = periodePenilaian(2026, { ...bawaan, tahun_kirim_min: '2020', tahun_kirim_max: '2021' }, M2026);
    expect(p.tahunKirim).toBeNull();
    expect(alasanPeriodeKirim(p, baris(2024, '2024-05-01'))?.pesan).toMatch(/belum ada tahun/);
  });

  it('without a methodology the settings stand as they are', () => {
    const p = periodePenilaian(2030, lama, null);
    expect(p.tanggalPenerapan).toEqual({ min: '2023-01-01', max: '2025-12-31' });
    expect(p.tahunKirim).toEqual({ min: 2023, max: 2024 });
    expect(p.dihitung).toEqual({ tahapanMin: null, tanggal: null, metodologi: false });
  });
});

describe('the period rules never contradict each other (issue 19 item 2)', () => {
  // every year in and out of each window, with the settings the issue found and with the defaults
  const kasus: [string, number, string][] = [
    ['2022 (arsip)', 2022, '2022-06-01'],
    ['2023 (bisa dikirim dulu, tidak pernah dihitung)', 2023, '2023-03-12'],
    ['awal jendela', 2024, '2024-01-01'],
    ['2024', 2024, '2024-07-15'],
    ['2025 (dulu salmon tetapi ada Kirim)', 2025, '2025-03-01'],
    ['akhir jendela', 2025, '2025-12-31'],
    ['2026', 2026, '2026-01-02'],
  ];
  for (const [nama, settings] of [
    ['pengaturan lama', lama],
    ['pengaturan bawaan', bawaan],
  ] as const) {
    for (const kirimFlag of ['1', '0']) {
      for (const [label, tahun, tanggal] of kasus) {
        for (const tahap of [1, 2]) {
          it(`${nama}, kirim_inovasi=${kirimFlag}: ${label}, tahap ${tahap}`, () => {
            const s = { ...settings, kirim_inovasi: kirimFlag };
            const ctx = konteksInovasi('pemda', s, HARI, null, M2026);
            const p = ctx.periode!;
            const row = baris(tahun, tanggal, tahap);
            const kirim = alasanKirim(ctx, row, null) === null;
            const warna = warnaBaris(ctx, row, null);
            const dihitungMesin = cekKelayakanInovasi({ inovasi_status: tahap, waktu_implementasi: tanggal }, M2026.kelayakan, 2026).dihitung;
            const tidakDihitung = alasanTidakDihitung(p, row);
            // a row outside the send window never offers Kirim, and a row offering Kirim is never salmon
            // (a Uji Coba row may still be sent when sending is open, the spec's rule: salmon, and it says it will not count)
            if (kirim) expect(warna === 'putih' || (tahap < 2 && tidakDihitung.some((x) => x.field === 'inovasi_status'))).toBe(true);
            if (alasanPeriodeKirim(p, row)) {
              expect(kirim).toBe(false);
              expect(warna).toBe('salmon');
            }
            // the row's actions are the same decision
            expect(kebijakanInovasi(ctx, row, null).aksi.includes('kirim')).toBe(kirim);
            // what can be sent counts, unless the stage says why (said before sending)
            if (kirim) expect(dihitungMesin || tidakDihitung.some((a) => a.field === 'inovasi_status')).toBe(true);
            // the explanation agrees with the index engine: counted exactly when no reason is given
            // (the engine counts by date and stage; the period adds the years that can be sent)
            const alasanMesin = tidakDihitung.filter((a) => a.field !== 'tahun');
            expect(alasanMesin.length === 0).toBe(dihitungMesin);
            // the form accepts the date exactly when it is inside the counting window
            expect(cekTanggalPeriode(p, 'Waktu Penerapan', tanggal) === null).toBe(tanggal >= '2024-01-01' && tanggal <= '2025-12-31');
            // no Kirim: the list of reasons is not empty and starts with the policy's own reason
            const h = hambatanKirim(ctx, row, null);
            if (!kirim) expect(h.map((x) => x.pesan)).toContain(alasanKirim(ctx, row, null)!.pesan);
            else expect(h).toEqual([]);
          });
        }
      }
    }
  }

  it('the form date range equals the application window of the period', () => {
    const p = periodePenilaian(2026, lama, M2026);
    expect(inovasiOverrides(lama, p).waktu_implementasi).toEqual({ minDate: p.tanggalPenerapan.min, maxDate: p.tanggalPenerapan.max });
    expect(cekTanggalPeriode(p, 'Waktu Penerapan', '2023-12-31')).toBe('Waktu Penerapan harus antara 01/01/2024 dan 31/12/2025 (jendela penilaian IID 2026).');
  });

  it('a 2025 row is no longer salmon-with-Kirim, and a 2023 row says why before it is sent', () => {
    const ctx = konteksInovasi('pemda', lama, HARI, null, M2026);
    const r2025 = baris(2025, '2025-03-01');
    expect(warnaBaris(ctx, r2025, null)).toBe('salmon');
    expect(alasanKirim(ctx, r2025, null)).toMatchObject({ code: 'TAHUN_TIDAK_DAPAT_DIKIRIM', field: 'tahun', pesan: 'Inovasi tahun 2025 tidak dapat dikirim: penilaian IID 2026 hanya menerima inovasi tahun 2024.' });
    const r2023 = baris(2024, '2023-12-31');
    expect(alasanKirim(ctx, r2023, null)).toMatchObject({ field: 'waktu_implementasi' });
    expect(alasanTidakDihitung(ctx.periode!, r2023)).toEqual([{ pesan: 'Waktu Penerapan 31/12/2023 di luar jendela IID 2026 (01/01/2024–31/12/2025).', field: 'waktu_implementasi' }]);
  });

  it('why no Kirim: every missing field with its field, then the indicators', () => {
    const ctx = konteksInovasi('pemda', bawaan, HARI, null, M2026);
    const row = { ...baris(2024, '2024-05-01'), submitable: 0, kurang: ['Titik Koordinat', 'Rancang Bangun (minimal 300 kata)'] };
    expect(hambatanKirim(ctx, row, null)).toEqual([
      { code: 'PROFIL_BELUM_LENGKAP', pesan: 'Belum lengkap: Titik Koordinat.', field: 'koordinat' },
      { code: 'PROFIL_BELUM_LENGKAP', pesan: 'Belum lengkap: Rancang Bangun (minimal 300 kata).', field: 'latar_belakang' },
      { code: 'INDIKATOR_BELUM_LENGKAP', pesan: 'Periksa juga indikator dan bukti dukung (mandatori) inovasi ini.', tautan: 'indikator' },
    ]);
    const sent = hambatanKirim(ctx, row, { status_nomor: 0, setuju: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.code).toBe('SUDAH_DIKIRIM');
  });
});
