import { expect, test } from '@playwright/test';
import { clickMenuLink, listRows, openMenu, openSection, signIn } from './helpers';

test.describe('tata letak (PLT-08)', () => {
  test('bawaan: layout2, sidebar tertutup; breadcrumb mulai dari Dashboard', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeHidden();
    await openSection(page, 'Master Data');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(nav).toHaveAttribute('data-layout', 'layout2');
    await clickMenuLink(page, 'master-faq');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('Dashboard');
    await expect(crumbs).toContainText('Master Data');
    await crumbs.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/summary$/);
  });

  test('penyesuai: tema, layout dan RTL tersimpan setelah muat ulang', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Pengaturan tampilan' }).click();
    const drawer = page.getByRole('dialog', { name: 'Pengaturan tampilan' });
    await drawer.getByRole('radio', { name: 'Merah muda' }).click();
    await drawer.getByRole('switch', { name: 'Arah kanan ke kiri (RTL)' }).click();
    await drawer.getByRole('switch', { name: 'Sidebar terbuka' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');

    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await expect(nav).toBeVisible();
    await expect(nav).toHaveAttribute('data-theme', 'pink');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(nav).toBeVisible();
    await expect(nav).toHaveAttribute('data-theme', 'pink');
    const root = JSON.parse((await page.evaluate(() => localStorage.getItem('root')))!);
    expect(root.layout).toEqual({ layout: 'layout2', theme: 'pink', rtl: true, sidebarOpen: true });

    // layout1 (light sidebar), then back to the defaults
    await page.getByRole('button', { name: 'Pengaturan tampilan' }).click();
    await page.getByRole('dialog', { name: 'Pengaturan tampilan' }).getByText('Layout 1', { exact: true }).click();
    await expect(nav).toHaveAttribute('data-layout', 'layout1');
    await page.getByRole('dialog', { name: 'Pengaturan tampilan' }).getByRole('button', { name: 'Kembalikan bawaan' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // the default closes the sidebar again (hidden, so found by its class, not its role)
    await expect(page.locator('nav.sigap-nav')).toHaveAttribute('data-layout', 'layout2');
    await expect(nav).toBeHidden();
  });

  test('layar 360 px: menu dapat dibuka, dipakai dan menutup sendiri', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'admin');
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeHidden();
    const nav = await openSection(page, 'Master Data');
    const box = await nav.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(340); // the menu covers the narrow screen
    await clickMenuLink(page, 'daerah');
    await expect(nav).toBeHidden();
    await expect(listRows(page)).toHaveCount(20);
    // nothing wider than the screen
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // the customizer is reachable from the header
    await page.getByRole('button', { name: 'Pengaturan tampilan' }).click();
    await expect(page.getByRole('dialog', { name: 'Pengaturan tampilan' })).toBeVisible();
    await page.keyboard.press('Escape');
    // and the user menu
    await page.getByRole('button', { name: 'Menu pengguna' }).click();
    await expect(page.getByRole('menuitem', { name: 'Keluar' })).toBeVisible();
  });

  test('menu verifikator berbeda dan awalnya bukan summary', async ({ page }) => {
    await signIn(page, 'verifikator');
    await expect(page).not.toHaveURL(/\/summary$/);
    const nav = await openMenu(page);
    await expect(nav.locator('[data-section="Penilaian Indeks"]')).toBeVisible();
    await expect(nav.locator('[data-section="Konfigurasi"]')).toHaveCount(0);
  });
});
