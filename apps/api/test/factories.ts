import { expect } from 'vitest';
import type { TestApp } from './helpers';
import { lengkapiIndikatorInovasi } from './indikator-helpers';

/**
 * Test factories: records made through the API as a user would, with overrides. Each returns what the test
 * needs (ids, tokens) and fails loudly with the server's answer when the API refuses.
 */

let seq = 0;
const unik = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** ~320 words: enough for the rich texts' minimum length. */
export const TEKS_PANJANG = `<p>${Array.from({ length: 320 }, (_, i) => `kata${i}`).join(' ')}</p>`;

/** A complete innovation body that passes every field rule of the current period; override any field. */
export const isianInovasi = (over: Record<string, unknown> = {}) => ({
  nama: `Inovasi Uji ${unik()}`,
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
  tahun: 2024,
  latar_belakang: TEKS_PANJANG,
  tujuan: '<p>Mempercepat layanan.</p>',
  manfaat: '<p>Warga tidak perlu datang.</p>',
  hasil_inovasi: '<p>Waktu layanan turun.</p>',
  ...over,
});

/** Creates an innovation as `token` (POST /crud/iga2020_inovasi); returns the stored row. */
export async function buatInovasi(t: TestApp, token: string, over: Record<string, unknown> = {}): Promise<Record<string, unknown> & { id: number }> {
  const res = await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token, payload: isianInovasi(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Creates an innovation, answers and proves its mandatory indicators, and sends it; returns its id. */
export async function buatInovasiTerkirim(t: TestApp, token: string, over: Record<string, unknown> = {}): Promise<number> {
  const { id } = await buatInovasi(t, token, over);
  await lengkapiIndikatorInovasi(t, token, id);
  const s = await t.req({ method: 'POST', url: `/nomor_registrasi/${id}`, token, payload: { setuju: 1 } });
  expect(s.statusCode, s.body).toBe(200);
  return id;
}

/**
 * Creates an account as `adminToken` (generic CRUD of usr_asn) and signs it in. `role` and region as given;
 * the password is the demo password of the test app.
 */
export async function buatAkun(
  t: TestApp,
  adminToken: string,
  over: Record<string, unknown> & { role: string },
): Promise<{ id: number; username: string; token: string }> {
  const username = `uji.${over.role.replace(/[^a-z]/g, '')}.${unik()}`;
  const password = 'Inovasi#2026';
  const res = await t.req({
    method: 'POST',
    url: '/crud/usr_asn',
    token: adminToken,
    payload: { username, nama_lengkap: `Akun Uji ${username}`, email: `${username}@contoh.go.id`, password, is_active: 1, ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/login', payload: { username, password }, remoteAddress: `10.8.${seq % 250}.${(seq++ % 250) + 1}` });
  expect(login.statusCode, login.body).toBe(200);
  return { id: res.json().data.id, username, token: login.json().token };
}

/** Updates the profile of a region (profile id = region id) with the given fields as `token`. */
export async function ubahProfil(t: TestApp, token: string, profilId: number, over: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await t.req({ method: 'POST', url: `/crud/profil_pemda/${profilId}`, token, payload: over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/**
 * Runs `fn` with settings changed (as admin) and restores the old values afterwards, also when `fn` fails:
 * `await denganPengaturan(t, admin, { iga_status: '0' }, async () => { ... })`.
 */
export async function denganPengaturan<T>(t: TestApp, adminToken: string, nilai: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const rows = (await t.req({ method: 'GET', url: '/crud/app_settings?per_page=100', token: adminToken })).json().data as { id: number; name: string; setting_value: string }[];
  const lama: { id: number; value: string }[] = [];
  try {
    for (const [name, value] of Object.entries(nilai)) {
      const row = rows.find((r) => r.name === name);
      if (!row) throw new Error(`pengaturan ${name} tidak ada`);
      lama.push({ id: row.id, value: row.setting_value });
      const r = await t.req({ method: 'POST', url: `/crud/app_settings/${row.id}`, token: adminToken, payload: { setting_value: value } });
      expect(r.statusCode, r.body).toBe(200);
    }
    return await fn();
  } finally {
    for (const { id, value } of lama.reverse()) await t.req({ method: 'POST', url: `/crud/app_settings/${id}`, token: adminToken, payload: { setting_value: value } });
  }
}
