import { expect, type Page } from '@playwright/test';
import { MENU_SECTIONS, modulesFor, modulMenu, ROLES, type Role } from '@sigap/domain';
import { openMenu, PASSWORD, signIn, test } from './helpers';

/** The menu a role must see: its non-hidden modules, one entry per screen (domain `modulesFor` + `modulMenu`; the e2e server runs in demo mode), by section in the menu's order. */
function expectedMenu(role: Role) {
  const mods = modulMenu(modulesFor(role, { demo: true }));
  const sections = MENU_SECTIONS.filter((s) => mods.some((m) => m.section === s));
  return { sections: [...sections], slugs: mods.map((m) => `/dashboard/${m.slug}`).sort() };
}

/** The bearer token of the signed-in page, for setting up data through the API. */
async function token(page: Page) {
  const t = await page.evaluate(() => localStorage.getItem('token'));
  expect(t).toBeTruthy();
  return t!;
}

async function api(page: Page, method: 'GET' | 'POST' | 'DELETE', url: string, data?: Record<string, unknown>) {
  const res = await page.request.fetch(url, { method, data, headers: { Authorization: `Bearer ${await token(page)}` } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

const WIB = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB$/;
const todayWib = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test.describe('menu per peran (PLT-04, PLT-08)', () => {
  test('setiap peran demo melihat tepat bagian dan modul menurut modulesFor', async ({ page }) => {
    test.setTimeout(240_000);
    expect(ROLES.length).toBe(19);
    for (const role of ROLES) {
      await page.evaluate(() => localStorage.clear()).catch(() => {});
      await signIn(page, role);
      const want = expectedMenu(role);
      const nav = await openMenu(page);
      const sections = nav.locator('[data-section]');
      await expect(sections, role).toHaveCount(want.sections.length);
      expect(await sections.evaluateAll((els) => els.map((e) => e.getAttribute('data-section'))), role).toEqual(want.sections);
      // open every section, then every link of the menu is in the page
      for (const s of want.sections) {
        const b = nav.locator(`[data-section="${s}"]`);
        if ((await b.getAttribute('aria-expanded')) !== 'true') await b.click();
        await expect(b).toHaveAttribute('aria-expanded', 'true');
      }
      const links = nav.locator('a[href^="/dashboard/"]');
      await expect(links, role).toHaveCount(want.slugs.length);
      expect((await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).sort(), role).toEqual(want.slugs);
    }
  });
});

test.describe('log aktivitas (PLT-12)', () => {
  test('entri dari tes ini tampil dengan waktu WIB, data terbaca, filter pengguna, Selebihnya', async ({ page }) => {
    await signIn(page, 'admin');
    const tanda = `Uji log ${Date.now()}`;
    const faq = (await api(page, 'POST', '/crud/help_faq', { question: `${tanda}?`, answer: 'Jawaban uji.' })).data;
    // other specs count the seeded FAQ: the test's own record goes again at the end, pass or fail
    try {
      await logScreen(page, tanda, faq.id);
    } finally {
      await api(page, 'DELETE', `/crud/help_faq/${faq.id}`, {});
    }
  });

  async function logScreen(page: Page, tanda: string, faqId: number) {
    const faq = { id: faqId };
    // an entry of another user for the user filter (a sign-in is logged)
    expect((await page.request.post('/login', { data: { username: 'superadmin', password: PASSWORD } })).ok()).toBe(true);
    // more than one page (50) of entries in the default range
    for (let i = 0; i < 55; i++) await api(page, 'POST', `/crud/help_faq/${faq.id}`, { answer: `Jawaban ke-${i + 1}` });
    await api(page, 'POST', `/crud/help_faq/${faq.id}`, { question: `${tanda} (akhir)?` });

    await page.goto('/dashboard/log-aktivitas');
    await expect(page.getByRole('heading', { name: 'Log Aktivitas' })).toBeVisible();
    const entries = page.locator('[data-activity-id]');
    await expect(entries).toHaveCount(50);
    const first = entries.first();
    await expect(first).toContainText('Ubah FAQ');
    await expect(first).toContainText('oleh admin');
    await expect(first.locator('dt', { hasText: 'Pertanyaan' })).toBeVisible();
    await expect(first.locator('dd', { hasText: `${tanda} (akhir)?` })).toBeVisible();
    await expect(first.locator('dd', { hasText: /^FAQ$/ })).toBeVisible(); // the table by its label
    expect(await first.locator('time').textContent()).toMatch(WIB);
    expect(await first.locator('time').textContent()).toContain(todayWib());

    // default range: the last 7 days up to today
    const filter = page.getByRole('complementary', { name: 'Filter log aktivitas' });
    await expect(filter.getByLabel('Sampai tanggal')).toHaveValue(todayWib());
    await expect(filter.getByLabel('Dari tanggal')).not.toHaveValue('');

    // "Selebihnya" loads older entries below, without repeats
    await page.getByRole('button', { name: 'Selebihnya' }).click();
    await expect.poll(() => entries.count()).toBeGreaterThan(50);
    const ids = await entries.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-activity-id'))));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await expect(page.getByText(`${tanda}?`, { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: '.tmp/screenshots/platform-log-aktivitas.png', fullPage: false });

    // user filter (account lookup): only that user's entries, the choice in the address bar
    await filter.getByLabel('Pengguna').fill('superadmin');
    await page.getByRole('option', { name: /^superadmin/ }).click();
    await expect(page).toHaveURL(/akun=\d+/);
    // (the address changes before the new list renders: wait for it)
    await expect.poll(async () => [...new Set(await entries.locator('b').allTextContents())]).toEqual(['superadmin']);
    // a range with nothing in it
    await page.goto('/dashboard/log-aktivitas?dari=2001-01-01&sampai=2001-01-31');
    await expect(page.getByTestId('activity-empty')).toHaveText('Tidak ada data');
  }

  test('gagal memuat: notifikasi "Gagal menarik data..."; layar sempit tanpa sidebar filter', async ({ page }) => {
    await signIn(page, 'developer');
    await page.route('**/activities?*', (r) => r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 0, code: 'INTERNAL', message: 'x' }) }));
    await page.goto('/dashboard/log-aktivitas');
    await expect(page.getByText('Gagal menarik data. Silahkan coba beberapa saat lagi!').first()).toBeVisible();
    await page.unroute('**/activities?*');
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.locator('[data-activity-id]').first()).toBeVisible();

    await page.setViewportSize({ width: 599, height: 800 });
    await expect(page.getByRole('complementary', { name: 'Filter log aktivitas' })).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('complementary', { name: 'Filter log aktivitas' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.tmp/screenshots/platform-log-aktivitas-360.png', fullPage: false });
    // the filter is still reachable, in a drawer
    await page.getByRole('button', { name: /^Filter/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter log aktivitas' });
    await expect(drawer.getByLabel('Pengguna')).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime))).map((a) => a.finished.catch(() => undefined))));
    await expect(drawer.getByLabel('Sampai tanggal')).toBeInViewport();
    await page.screenshot({ path: '.tmp/screenshots/platform-log-aktivitas-360-filter.png', fullPage: false });
    await drawer.getByRole('button', { name: 'Tampilkan' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('pengaturan (PLT-13)', () => {
  test('isian per jenis dengan label Indonesia; salah ditolak di bawah kolom; perubahan tersimpan dan tercatat', async ({ page, pengaturan }) => {
    // other specs rely on the seeded settings (archive years, flags): put back at the end, pass, fail or time-out
    await pengaturan(['lomba_status', 'tahun_arsip_max']);
    await signIn(page, 'admin');
    await settingsScreen(page);
  });

  async function settingsScreen(page: Page) {
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { name: 'Pengaturan', exact: true })).toBeVisible();
    const lomba = page.getByRole('switch', { name: /Lomba inovasi daerah dibuka/ });
    await expect(lomba).not.toBeChecked();
    await expect(page.getByText(DEFAULT_HELP_LOMBA)).toBeVisible();
    await page.screenshot({ path: '.tmp/screenshots/platform-settings.png', fullPage: true });

    // a year pair: the end before the start is refused under the field, nothing sent
    const akhir = page.getByRole('textbox', { name: /Tahun akhir arsip/ });
    await akhir.fill('2004');
    await expect(page.getByText('Tidak boleh sebelum "Tahun awal arsip".')).toBeVisible();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Periksa kembali isian yang ditandai.')).toBeVisible();
    await akhir.fill('2023');
    await expect(page.getByText('Tidak boleh sebelum "Tahun awal arsip".')).toHaveCount(0);

    await lomba.click();
    await expect(lomba).toBeChecked();
    await expect(page.getByText('2 perubahan belum disimpan')).toBeVisible();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('2 pengaturan berhasil disimpan.')).toBeVisible();
    await expect(page.getByText('Tidak ada perubahan')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: /Lomba inovasi daerah dibuka/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /Tahun akhir arsip/ })).toHaveValue('2023');
    // the session's copy of the settings follows (PLT-03)
    expect(await page.evaluate(() => localStorage.getItem('lomba_status'))).toBe('1');

    // each change is in the activity log with the setting's name
    await page.goto('/dashboard/log-aktivitas');
    const entry = page.locator('[data-activity-id]', { hasText: 'lomba_status' }).first();
    await expect(entry).toContainText('Ubah Pengaturan Aplikasi');
    await expect(entry.locator('dd', { hasText: /^1$/ })).toBeVisible();

    // 360 px: the form fits
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('switch', { name: /Lomba inovasi daerah dibuka/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.tmp/screenshots/platform-settings-360.png', fullPage: true });
  }

  test('meninggalkan halaman dengan perubahan belum disimpan bertanya dulu', async ({ page }) => {
    await signIn(page, 'superadmin');
    await page.goto('/dashboard/settings');
    const nama = page.getByRole('textbox', { name: /Nama aplikasi/ });
    await nama.fill('');
    await expect(page.getByText('Nama aplikasi wajib diisi.')).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Perubahan belum disimpan' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Tetap di sini' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(nama).not.toHaveValue('');
  });

  test('pengaturan yang tidak dikenal tetap dapat diubah sebagai teks', async ({ page }) => {
    await signIn(page, 'superadmin');
    const created = (await api(page, 'POST', '/crud/app_settings', { name: 'catatan_uji_e2e', setting_value: 'awal', keterangan: 'Catatan bebas.' })).data;
    try {
      await page.goto('/dashboard/settings');
      const field = page.getByRole('textbox', { name: 'catatan_uji_e2e' });
      await expect(field).toHaveValue('awal');
      await field.fill('nilai baru, teks bebas');
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByText('Pengaturan berhasil disimpan.')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'catatan_uji_e2e' })).toHaveValue('nilai baru, teks bebas');
    } finally {
      await api(page, 'DELETE', `/crud/app_settings/${created.id}`, {});
    }
  });
});

const DEFAULT_HELP_LOMBA = 'Bila aktif, lomba inovasi daerah dibuka untuk pendaftaran.';
