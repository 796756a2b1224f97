import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let superadmin: string;
let developer: string;
let pemda: string;

const get = (url: string, token?: string) => t.req({ method: 'GET', url, token });
const post = (url: string, token: string, payload: Record<string, unknown>) => t.req({ method: 'POST', url, token, payload });
type Activity = { id: number; ts: string; account: { id: number | null; username: string | null }; name: string; data: { name: string; value: string }[] };

async function settingRow(name: string) {
  const rows = (await get(`/crud/app_settings?search=${name}&per_page=100`, admin)).json().data as { id: number; name: string; setting_value: string }[];
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`setting ${name} missing`);
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  superadmin = await t.loginAs('superadmin');
  developer = await t.loginAs('developer');
  pemda = await t.loginAs('pemda');
}, 120_000);
afterAll(async () => t?.close());

describe('GET /activities (PLT-12)', () => {
  it('pages backwards with since_id and says whether more is left', async () => {
    // a few fresh entries: one FAQ created and changed twice by admin
    const faq = (await post('/crud/help_faq', admin, { question: 'Log satu?', answer: 'Ya.' })).json().data;
    await post(`/crud/help_faq/${faq.id}`, admin, { question: 'Log dua?' });
    await post(`/crud/help_faq/${faq.id}`, admin, { question: 'Log tiga?' });

    const first = (await get('/activities?limit=2', admin)).json();
    expect(first.data).toHaveLength(2);
    expect(first.more).toBe(true);
    expect(first.data[0].name).toBe('Ubah FAQ');
    expect(first.data[0].data).toEqual(expect.arrayContaining([{ name: 'question', value: 'Log tiga?' }]));
    expect(first.since_id).toBe(first.data[1].id);
    const next = (await get(`/activities?limit=2&since_id=${first.since_id}`, admin)).json();
    expect(next.data[0].id).toBeLessThan(first.since_id);
    expect(next.data.map((a: Activity) => a.id)).not.toContain(first.data[0].id);

    // the last page says there is nothing more
    const all = (await get('/activities?limit=200', admin)).json();
    const oldest = all.data.at(-1) as Activity;
    const tail = (await get(`/activities?limit=200&since_id=${oldest.id}`, admin)).json();
    expect(tail.more).toBe(tail.data.length === 200 ? expect.any(Boolean) : false);
    const last = (await get(`/activities?since_id=${all.data[1].id}&limit=1&account_id=999999`, admin)).json();
    expect(last).toMatchObject({ data: [], more: false, since_id: null });
  });

  it('filters by account and by WIB days', async () => {
    const me = (await get('/me', superadmin)).json().data;
    await post('/crud/help_faq', superadmin, { question: 'Oleh superadmin?', answer: 'Ya.' });
    const mine = (await get(`/activities?account_id=${me.id}&limit=200`, admin)).json().data as Activity[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.account.id === me.id && a.account.username === 'superadmin')).toBe(true);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()); // YYYY-MM-DD in WIB
    const todays = (await get(`/activities?start_from=${today}&until=${today}&limit=200`, admin)).json().data as Activity[];
    expect(todays.map((a) => a.name)).toContain('Tambah FAQ');
    expect((await get('/activities?start_from=2000-01-01&until=2000-01-31', admin)).json().data).toEqual([]);
    // a date with a time after it is read as its day
    expect((await get(`/activities?start_from=${today}T00:00:00&limit=1`, admin)).json().data).toHaveLength(1);
  });

  it('refuses bad filters with field messages, never a 500', async () => {
    const cases: [string, string][] = [
      ['start_from=2026-02-30', 'start_from'],
      ['until=31/12/2026', 'until'],
      ['start_from=2026-05-02&until=2026-05-01', 'until'],
      ['since_id=abc', 'since_id'],
      ['since_id=99999999999999999999', 'since_id'],
      ['account_id=-1', 'account_id'],
      ['account_id=3000000000', 'account_id'],
      ['limit=201', 'limit'],
    ];
    for (const [q, field] of cases) {
      const r = await get(`/activities?${q}`, admin);
      expect(r.statusCode, q).toBe(422);
      expect(Object.keys(r.json().errors), q).toContain(field);
    }
  });

  it('is for admins and developers only', async () => {
    expect((await get('/activities', developer)).statusCode).toBe(200);
    expect((await get('/activities', pemda)).statusCode).toBe(403);
    expect((await get('/activities')).statusCode).toBe(401);
  });
});

describe('GET /activities/accounts (user filter)', () => {
  it('finds accounts by username or name, also for developers', async () => {
    const r = (await get('/activities/accounts?search=pemda', developer)).json();
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data[0]).toEqual({ id: expect.any(Number), username: expect.any(String), nama_lengkap: expect.any(String) });
    expect(r.data.map((a: { username: string }) => a.username)).toContain('pemda');
    const one = (await get(`/activities/accounts?id=${r.data[0].id}`, admin)).json().data;
    expect(one).toHaveLength(1);
    // LIKE wildcards are plain text
    expect((await get('/activities/accounts?search=%25%25%25', admin)).json().data).toEqual([]);
    expect((await get('/activities/accounts?search=a%00b', admin)).statusCode).toBe(422);
    expect((await get('/activities/accounts?limit=51', admin)).statusCode).toBe(422);
    expect((await get('/activities/accounts', pemda)).statusCode).toBe(403);
  });
});

describe('settings (PLT-13)', () => {
  it('checks values by kind with the domain rules and logs each change with its name', async () => {
    const flag = await settingRow('lomba_status');
    const bad = await post(`/crud/app_settings/${flag.id}`, admin, { setting_value: 'ya' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.setting_value).toBe('Nilai harus 0 (tidak) atau 1 (ya).');
    expect((await settingRow('lomba_status')).setting_value).toBe(flag.setting_value);

    const ok = await post(`/crud/app_settings/${flag.id}`, admin, { setting_value: ' 1 ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.setting_value).toBe('1');
    const log = (await get('/activities?limit=1', admin)).json().data[0] as Activity;
    expect(log.name).toBe('Ubah Pengaturan Aplikasi');
    expect(log.data).toEqual(expect.arrayContaining([{ name: 'name', value: 'lomba_status' }, { name: 'setting_value', value: '1' }]));

    const date = await settingRow('periode_selesai');
    expect((await post(`/crud/app_settings/${date.id}`, admin, { setting_value: '2026-02-30' })).json().errors.setting_value).toMatch(/tanggal yang valid/);
    const year = await settingRow('tahun_penilaian');
    expect((await post(`/crud/app_settings/${year.id}`, admin, { setting_value: '26' })).statusCode).toBe(422);
    const years = await settingRow('tahun_data');
    const sorted = await post(`/crud/app_settings/${years.id}`, admin, { setting_value: '2026, 2024,2025,2024' });
    expect(sorted.json().data.setting_value).toBe('2024,2025,2026');
    expect((await post(`/crud/app_settings/${years.id}`, admin, { setting_value: '' })).statusCode).toBe(422);
  });

  it('checks a min/max pair against the stored other end', async () => {
    const min = await settingRow('tahun_arsip_min');
    const max = await settingRow('tahun_arsip_max');
    const r = await post(`/crud/app_settings/${min.id}`, admin, { setting_value: String(Number(max.setting_value) + 1) });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.setting_value).toBe('Tidak boleh setelah "Tahun akhir arsip".');
    expect((await post(`/crud/app_settings/${max.id}`, admin, { setting_value: String(Number(min.setting_value) - 1) })).statusCode).toBe(422);
    expect((await post(`/crud/app_settings/${max.id}`, admin, { setting_value: '2023' })).statusCode).toBe(200);
    expect((await post(`/crud/app_settings/${min.id}`, admin, { setting_value: '2023' })).statusCode).toBe(200);
    await post(`/crud/app_settings/${min.id}`, admin, { setting_value: min.setting_value });
    await post(`/crud/app_settings/${max.id}`, admin, { setting_value: max.setting_value });
  });

  it('keeps known settings by name; unknown ones are free text', async () => {
    const flag = await settingRow('iga_status');
    const rename = await post(`/crud/app_settings/${flag.id}`, admin, { name: 'iga_status_baru' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors.name).toMatch(/tidak dapat diubah/);
    const del = await t.req({ method: 'DELETE', url: `/crud/app_settings/${flag.id}`, token: superadmin, payload: {} });
    expect(del.statusCode).toBe(409);
    expect((await settingRow('iga_status')).name).toBe('iga_status');

    const created = await post('/crud/app_settings', superadmin, { name: 'catatan_kemendagri', setting_value: 'teks bebas, apa saja' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await post(`/crud/app_settings/${id}`, admin, { setting_value: '' })).statusCode).toBe(200);
    // creating a known name is checked like a change
    expect((await post('/crud/app_settings', superadmin, { name: 'iga_status', setting_value: 'x' })).statusCode).toBe(422);
    expect((await t.req({ method: 'DELETE', url: `/crud/app_settings/${id}`, token: superadmin, payload: {} })).statusCode).toBe(200);
  });

  it('admin creates and deletes settings too (supporting spec 6: Settings is admin, superadmin); other roles may not', async () => {
    const created = await post('/crud/app_settings', admin, { name: 'catatan_admin', setting_value: 'dibuat admin' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await t.req({ method: 'DELETE', url: `/crud/app_settings/${id}`, token: admin, payload: {} })).statusCode).toBe(200);
    // a known setting stays undeletable for admin as well
    const flag = await settingRow('iga_status');
    expect((await t.req({ method: 'DELETE', url: `/crud/app_settings/${flag.id}`, token: admin, payload: {} })).statusCode).toBe(409);
    for (const token of [pemda, developer]) {
      expect((await post('/crud/app_settings', token, { name: 'catatan_lain', setting_value: 'x' })).statusCode).toBe(403);
      expect((await t.req({ method: 'DELETE', url: `/crud/app_settings/${flag.id}`, token, payload: {} })).statusCode).toBe(403);
    }
    expect((await settingRow('iga_status')).name).toBe('iga_status');
  });
});

describe('contracts of the platform routes', () => {
  it('junk ids and junk values in the activity queries answer 422 per field', async () => {
    const cases: [string, string, string][] = [
      ['/activities', 'account_id=0x2', 'account_id'],
      ['/activities', 'account_id=1%20OR%201=1', 'account_id'],
      ['/activities', 'since_id=0x2', 'since_id'],
      ['/activities', 'since_id=1%20OR%201=1', 'since_id'],
      ['/activities', 'limit[]=1', 'limit'],
      ['/activities', 'start_from[a]=1', 'start_from'],
      ['/activities/accounts', 'id=0x2', 'id'],
      ['/activities/accounts', 'id=1%20OR%201=1', 'id'],
      ['/activities/accounts', 'search[]=a', 'search'],
      ['/activities/accounts', 'search[a]=1', 'search'],
    ];
    for (const [url, q, field] of cases) {
      const r = await get(`${url}?${q}`, admin);
      expect(r.statusCode, `${url}?${q}`).toBe(422);
      expect(Object.keys(r.json().errors), `${url}?${q}`).toContain(field);
    }
  });

  it('health, modules, settings and content answer their contracts', async () => {
    expect((await get('/health')).json()).toMatchObject({ status: 1, data: { database: 'ok' } });
    const mods = (await get('/platform/modules', pemda)).json();
    expect(mods.total).toBe(mods.data.length);
    expect(mods.sections.length).toBeGreaterThan(0);
    expect((await get('/platform/modules')).statusCode).toBe(401);
    const settings = (await get('/app_settings')).json();
    expect(settings.data).toEqual(expect.arrayContaining([{ name: 'iga_status', setting_value: expect.any(String) }]));
    expect((await get('/content')).statusCode).toBe(200);
    expect((await get('/content?section=beranda')).statusCode).toBe(200);
    for (const q of ['section[]=a', 'section[a]=1', `section=${'x'.repeat(21)}`]) {
      const r = await get(`/content?${q}`);
      expect(r.statusCode, q).toBe(422);
      expect(r.json().errors.section, q).toBeDefined();
    }
  });
});
