import { expect, test, type Page } from '@playwright/test';
import { berandaPeran, ROLES, type Role } from '@sigap/domain';
import { PASSWORD, seriousViolations } from './helpers';

/**
 * Issue 19 items 1 and 6 (decisions 80, 82): every demo account lands on its work, never on the FAQ or a
 * placeholder; a link to data the role may not read shows an inline message and keeps the session.
 * Signing in goes through the API (one context per account) and the session is handed to the page as the
 * sign-in form would store it; /login then sends the user to its home, as after a form sign-in.
 */
const AKUN: { username: string; role: Role }[] = [...ROLES.map((role) => ({ username: role, role })), { username: 'pemda.lain', role: 'pemda' }];
const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/beranda-${name}.png`, fullPage: true });

async function masukLewatApi(page: Page, username: string) {
  const res = await page.request.post('/login', { data: { username, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await page.goto('/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('root', JSON.stringify({ user: u, layout: { layout: 'layout2', theme: 'gradient-purple-indigo', rtl: false, sidebarOpen: false } }));
    },
    [token, user] as const,
  );
  await page.goto('/login');
}

/** A data element of the home screens: count cards, tables, the summary's widgets. */
const DATA = '[data-testid^="nilai-"], [data-testid^="kartu-"], [data-testid^="kelompok-"], [data-testid="jumlah-laporan"], [data-testid="welcome-role"], main table tbody tr';

test.describe('beranda: setiap akun demo mendarat di pekerjaannya (issue 19)', () => {
  test.use({ bypassCSP: true });

  for (const a of AKUN) {
    test(`${a.username} mendarat di layar dengan isi`, async ({ page }) => {
      // a shared machine: the summary dashboards load several charts
      test.slow();
      await masukLewatApi(page, a.username);
      const home = berandaPeran(a.role);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${home}$`));
      await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible();
      const main = page.locator('main');
      await expect(main.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
      await expect(main.getByText('Modul ini belum tersedia')).toHaveCount(0);
      await expect(main.getByText('Data tidak dapat dimuat')).toHaveCount(0);
      await expect(main.locator(DATA).first()).toBeVisible({ timeout: 20_000 });
      if (home === 'beranda') {
        await expect(main.locator('[class*="Skeleton"]')).toHaveCount(0);
        await shot(page, a.username);
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});

test.describe('403 pada tautan: pesan di tempat, sesi tetap (issue 19 item 6)', () => {
  test.use({ bypassCSP: true });

  test.slow();
  test('kabkota dan peserta diklat membuka inovasi yang tidak boleh dibaca: tetap masuk, melihat pesan dan jalan kembali', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const login = await api.post('/login', { data: { username: 'superadmin', password: PASSWORD } });
    const list = await api.get('/crud/iga2020_inovasi?per_page=1', { headers: { Authorization: `Bearer ${(await login.json()).token}` } });
    const id = ((await list.json()).data as { id: number }[])[0]!.id;
    await api.dispose();

    for (const username of ['kabkota', 'peserta.diklat']) {
      await page.context().clearCookies();
      await masukLewatApi(page, username);
      await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible();
      await page.goto(`/inovasi/${id}`);
      const pesan = page.getByTestId('tidak-berhak');
      await expect(pesan).toBeVisible();
      await expect(pesan).toContainText('Anda tidak berhak membuka data ini');
      // still signed in: the frame stays, the token is kept, not sent to /login
      await expect(page).toHaveURL(new RegExp(`/inovasi/${id}$`));
      await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      if (username === 'kabkota') {
        await shot(page, '403-kabkota');
        expect(await seriousViolations(page)).toEqual([]);
      }
      await pesan.getByRole('link', { name: 'Ke Beranda' }).click();
      await expect(page).toHaveURL(/\/dashboard\/(beranda|diklat)$/);
      await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await page.evaluate(() => localStorage.clear());
    }
  });
});
