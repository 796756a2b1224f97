import { expect, test } from '@playwright/test';
import { listRows, seriousViolations, signIn } from './helpers';



test.describe('aksesibilitas (axe-core)', () => {
  // the app's Content-Security-Policy (script-src 'self') would refuse the injected axe script
  test.use({ bypassCSP: true });

  test('halaman masuk', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // with the field messages shown
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText('Nama pengguna wajib diisi.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '.tmp/screenshots/platform-login.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '.tmp/screenshots/platform-login-360.png', fullPage: true });
  });

  test('daftar generik, menu terbuka, formulir', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/master-faq');
    await expect(listRows(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '.tmp/screenshots/platform-list-menu.png', fullPage: true });
    // the customizer drawer (gear handle)
    await page.getByRole('button', { name: 'Pengaturan tampilan' }).click();
    await expect(page.getByRole('dialog', { name: 'Pengaturan tampilan' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/master-faq/tambah');
    await expect(page.getByRole('button', { name: /Simpan/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // with the field messages and the rich-text editor open
    await page.getByRole('button', { name: /Simpan/ }).click();
    await expect(page.getByText('Jawaban wajib diisi.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Jawaban' }).click();
    await expect(page.getByRole('button', { name: 'Tebal' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '.tmp/screenshots/platform-form.png', fullPage: true });
  });

  test('log aktivitas dan pengaturan', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/log-aktivitas');
    await expect(page.locator('[data-activity-id]').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('switch').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('layar 360 px: daftar generik', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'admin');
    await page.goto('/dashboard/daerah');
    await expect(listRows(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '.tmp/screenshots/platform-list-360.png', fullPage: false });
    await page.goto('/dashboard/master-faq/tambah');
    await expect(page.getByRole('button', { name: /Simpan/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.tmp/screenshots/platform-form-360.png', fullPage: true });
  });
});
