import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';
import { buatInovasi, buatInovasiTerkirim, denganPengaturan } from './factories';
import { lengkapiIndikatorInovasi } from './indikator-helpers';

/**
 * One period definition per assessment year (issue 19 item 2, decisions 83-84): the API answers the period,
 * the rows say why there is no Kirim and why an innovation will not count, and the send command refuses with
 * the same Indonesian reason, changing nothing.
 */

let t: TestApp;
let admin: string;
let pemda: string;

const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const read = async (id: number, token = pemda) => (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${id}`, token })).json().data;
const send = (id: number, token = pemda) => t.req({ method: 'POST', url: `/nomor_registrasi/${id}`, token, payload: { setuju: 1 } });
/** The settings the issue found: form 2023–2025, sending 2023–2024. */
const LAMA = { tanggal_penerapan_min: '2023-01-01', tahun_kirim_min: '2023', tahun_kirim_max: '2024' };
/** Nothing was written for the innovation: no registration, no history, no activity row. */
async function tidakBerubah(id: number, aktivitasSebelum: number) {
  expect(await sql(`select id from nomor_registrasi where inovasi_id = ${id}`)).toEqual([]);
  const [a] = await sql<{ n: number }>(`select count(*)::int as n from activity_log`);
  expect(a!.n).toBe(aktivitasSebelum);
}
const jumlahAktivitas = async () => (await sql<{ n: number }>(`select count(*)::int as n from activity_log`))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
});
afterAll(() => t.close());

describe('GET /inovasi/periode', () => {
  it('answers the 2026 period: the form window, the sending years and what counts come from the settings and the methodology', async () => {
    const r = await t.req({ method: 'GET', url: '/inovasi/periode', token: pemda });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      tahun: 2026,
      tanggalPenerapan: { min: '2024-01-01', max: '2025-12-31' },
      tahunKirim: { min: 2024, max: 2025 },
      dihitung: { tahapanMin: 2, tanggal: { min: '2024-01-01', max: '2025-12-31' }, metodologi: true },
      skorMaksKematangan: 111,
      catatan: [],
    });
  });

  it('settings wider than the methodology are narrowed to it, with a note', async () => {
    await denganPengaturan(t, admin, LAMA, async () => {
      const p = (await t.req({ method: 'GET', url: '/inovasi/periode', token: admin })).json().data;
      expect(p.tanggalPenerapan).toEqual({ min: '2024-01-01', max: '2025-12-31' });
      expect(p.tahunKirim).toEqual({ min: 2024, max: 2024 });
      expect(p.catatan.join(' ')).toMatch(/lebih lebar dari jendela metodologi 2026/);
    });
  });
});

describe('sending outside the period', () => {
  it('a 2025 row outside the sending years: salmon, no Kirim, the reason on the row, and the command refuses with it (nothing changed)', async () => {
    const { id } = await buatInovasi(t, pemda, { tahun: 2025, waktu_implementasi: '2025-03-01' });
    await lengkapiIndikatorInovasi(t, pemda, id);
    await denganPengaturan(t, admin, LAMA, async () => {
      const row = await read(id);
      expect(row.warna).toBe('salmon');
      expect(row.aksi).not.toContain('kirim');
      const pesan = 'Inovasi tahun 2025 tidak dapat dikirim: penilaian IID 2026 hanya menerima inovasi tahun 2024.';
      expect(row.hambatan_kirim).toEqual([{ code: 'TAHUN_TIDAK_DAPAT_DIKIRIM', pesan, field: 'tahun' }]);
      expect(row.tidak_dihitung).toEqual([{ pesan, field: 'tahun' }]);
      const sebelum = await jumlahAktivitas();
      const r = await send(id);
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ status: 0, code: 'TAHUN_TIDAK_DAPAT_DIKIRIM', message: pesan });
      await tidakBerubah(id, sebelum);
    });
    // with the default period (2024–2025) the same row may be sent
    expect((await read(id)).aksi).toContain('kirim');
  });

  it('an application date the year never counts (2023) is refused with the field to fix, even while sending is open', async () => {
    const { id } = await buatInovasi(t, pemda);
    await lengkapiIndikatorInovasi(t, pemda, id);
    // an old row entered under earlier settings
    await sql(`update iga2020_inovasi set waktu_implementasi = '2023-06-15' where id = ${id}`);
    const row = await read(id);
    expect(row.kelengkapan.persen).toBe(100);
    expect(row.aksi).not.toContain('kirim');
    expect(row.warna).toBe('salmon');
    expect(row.tidak_dihitung).toEqual([{ pesan: 'Waktu Penerapan 15/06/2023 di luar jendela IID 2026 (01/01/2024–31/12/2025).', field: 'waktu_implementasi' }]);
    expect(row.hambatan_kirim[0]).toMatchObject({ code: 'TAHUN_TIDAK_DAPAT_DIKIRIM', field: 'waktu_implementasi' });
    const sebelum = await jumlahAktivitas();
    const r = await send(id);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(row.hambatan_kirim[0].pesan);
    await tidakBerubah(id, sebelum);
  });

  it('the form refuses a new date outside the period even when the settings allow it; an unchanged old date stays', async () => {
    const { id } = await buatInovasi(t, pemda);
    await denganPengaturan(t, admin, LAMA, async () => {
      const r = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: pemda, payload: { waktu_implementasi: '2023-06-01' } });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.waktu_implementasi).toBe('Waktu Penerapan harus antara 01/01/2024 dan 31/12/2025 (jendela penilaian IID 2026).');
      expect((await read(id)).waktu_implementasi).toBe('2024-02-01');
    });
    await sql(`update iga2020_inovasi set waktu_implementasi = '2023-06-15' where id = ${id}`);
    const ok = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${id}`, token: pemda, payload: { nama: 'Nama baru' } });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('why no Kirim, and the registration number', () => {
  it('an incomplete innovation lists each missing field and the indicators, not "100%"', async () => {
    const { id } = await buatInovasi(t, pemda);
    await sql(`update iga2020_inovasi set koordinat = null where id = ${id}`);
    const row = await read(id);
    expect(row.aksi).not.toContain('kirim');
    expect(row.hambatan_kirim).toEqual([
      { code: 'PROFIL_BELUM_LENGKAP', pesan: 'Belum lengkap: Titik Koordinat.', field: 'koordinat' },
      { code: 'INDIKATOR_BELUM_LENGKAP', pesan: 'Periksa juga indikator dan bukti dukung (mandatori) inovasi ini.', tautan: 'indikator' },
    ]);
    const lengkap = (await buatInovasi(t, pemda)).id;
    const r2 = await read(lengkap);
    expect(r2.kelengkapan.persen).toBe(100);
    expect(r2.hambatan_kirim).toEqual([expect.objectContaining({ code: 'INDIKATOR_BELUM_LENGKAP', tautan: 'indikator' })]);
  });

  it('a sent innovation carries its registration number on the row the region reads', async () => {
    const id = await buatInovasiTerkirim(t, pemda);
    const row = await read(id);
    expect(row.registrasi.nomor).toMatch(/^IID\/2024\/\d+\/\d{6}$/);
    expect(row.hambatan_kirim).toEqual([expect.objectContaining({ code: 'SUDAH_DIKIRIM' })]);
    expect(row.tidak_dihitung).toEqual([]);
  });
});
