import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn, test } from './helpers';

/**
 * The notification centre and the reminders' log (decision 109): a verifier's decision reaches the region's bell,
 * "Tandai semua dibaca" clears the count, the full screen lists and filters the notices (desktop and phone); an
 * admin runs the reminders and reads what was sent.
 */
test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/notifikasi-${name}.png`, fullPage: true });
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const r = await request.post('/login', { data: { username, password: PASSWORD } });
  expect(r.ok()).toBe(true);
  return (await r.json()).token as string;
}
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The bell's dropdown once its opening transition is over (for a screenshot that shows it whole). */
const menuTerbuka = (page: Page) => expect.poll(() => page.getByRole('menu').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');

test("a verifier's decision reaches the region's bell; marking all read clears the count", async ({ page, request }) => {
  const pemda = await tokenOf(request, 'pemda');
  const ver = await tokenOf(request, 'verifikator');
  // the demo innovation of Kota Bandung waiting for verification
  const list = (await (await request.get('/crud/iga2020_inovasi?per_page=100', { headers: auth(pemda) })).json()).data as { id: number; nama: string; registrasi: { status_nomor: number } | null }[];
  const antre = list.find((r) => r.registrasi?.status_nomor === 0);
  expect(antre, 'demo: an innovation waiting for verification').toBeTruthy();
  const r = await request.post(`/review/${antre!.id}/tolak`, { headers: auth(ver), data: { catatan: 'Bukti dukung belum diunggah (uji notifikasi).' } });
  expect(r.status(), await r.text()).toBe(200);
  // the notice goes to whoever sent it: the region's pemda, or its OPD when an earlier flow sent that one
  const pengirim = (await r.json()).data.created_by as number;
  const akun = ['pemda', 'opd'];
  const ids = await Promise.all(akun.map(async (u) => (await (await request.get('/me', { headers: auth(await tokenOf(request, u)) })).json()).data.id as number));
  const siapa = akun[ids.indexOf(pengirim)];
  expect(siapa, `the sender (account ${pengirim}) is the region's pemda or OPD`).toBeTruthy();

  await signIn(page, siapa!);
  const bell = page.getByTestId('notifikasi-bell');
  await expect(bell).toHaveAccessibleName(/belum dibaca/);
  await bell.click();
  const notice = page.getByRole('menuitem').filter({ hasText: antre!.nama }).filter({ hasText: 'Keputusan Tolak' });
  await expect(notice).toBeVisible();
  // the kind's icon names the item first
  await expect(notice).toHaveAccessibleName(/^Keputusan review/);
  await page.setViewportSize({ width: 1366, height: 800 });
  await menuTerbuka(page);
  await shot(page, 'bel-1366');
  await page.getByRole('button', { name: 'Tandai semua dibaca' }).click();
  await expect(bell).toHaveAccessibleName('Notifikasi');
  await expect(page.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();

  await page.getByRole('menuitem', { name: 'Lihat semua' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifikasi$/);
  await expect(page.getByRole('heading', { name: 'Notifikasi' })).toBeVisible();
  const baris = page.getByTestId('notifikasi-baris');
  await expect(baris.filter({ hasText: antre!.nama }).first()).toBeVisible();
  // everything is read now: the unread filter is empty
  await page.locator('label', { hasText: /^Belum dibaca$/ }).click();
  await expect(page.getByRole('radio', { name: 'Belum dibaca' })).toBeChecked();
  await expect(page.getByText('Tidak ada notifikasi yang cocok dengan saringan.')).toBeVisible();
  await page.locator('label', { hasText: /^Semua$/ }).click();
  await expect(baris.first()).toBeVisible();
  // the region's operator switches the deadline reminders here
  await expect(page.getByRole('switch', { name: /Terima pengingat tenggat/ })).toBeChecked();
  await shot(page, 'layar-1366');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(baris.first()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await shot(page, 'layar-375');
  await bell.click();
  await expect(page.getByRole('menuitem', { name: 'Lihat semua' })).toBeInViewport();
  await menuTerbuka(page);
  await shot(page, 'bel-375');

  // the notice opens its page
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1366, height: 800 });
  await baris.filter({ hasText: antre!.nama }).first().getByRole('button', { name: /^Buka notifikasi/ }).click();
  await expect(page).toHaveURL(new RegExp(`/inovasi/${antre!.id}/review$`));
});

test('an admin runs the reminders and reads what was sent', async ({ page, request, pengaturan }) => {
  // the close seven days from today (WIB), a reminder day
  const hari = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + 7 * 86_400_000));
  await pengaturan({ periode_selesai: hari, pengingat_hari: '14,7,3,1' });
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'admin');
  await page.goto('/dashboard/log-pengingat');
  await expect(page.getByRole('heading', { name: 'Log Pengingat' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atur hari pengingat' })).toHaveAttribute('href', '/dashboard/settings?q=pengingat');
  await page.getByRole('button', { name: 'Jalankan sekarang' }).click();
  await expect(page.getByText(/Pengingat H-7 dijalankan/)).toBeVisible({ timeout: 30_000 });

  const admin = await tokenOf(request, 'admin');
  const log = (await (await request.get('/pengingat/log', { headers: auth(admin) })).json()) as { total: number; data: { nama_akun: string | null; titik: number }[] };
  const rows = page.getByTestId('log-pengingat-baris');
  if (log.total > 0) {
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expect(rows.first()).toContainText('H-7');
    await expect(rows.first()).toContainText(log.data[0]!.nama_akun ?? '(akun dihapus)');
    await shot(page, 'log-1366');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('log-pengingat-kartu').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(page, 'log-375');
    await page.setViewportSize({ width: 1366, height: 800 });
    // the status filter narrows the list
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Surel gagal' }).click();
    await expect(page.getByText('Tidak ada pengingat yang cocok dengan saringan.')).toBeVisible();
  } else {
    await expect(page.getByText('Belum ada pengingat yang dikirim.')).toBeVisible();
  }
});
