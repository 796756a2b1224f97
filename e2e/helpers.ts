import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Inovasi#2026';

/** Signs in through the form as a demo account (username = role name). */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
  // the frame is up once settings have loaded ("Mohon tunggu..." is gone)
  await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible();
}

/** Opens the sidebar (closed by default) when it is closed. */
export async function openMenu(page: Page) {
  const burger = page.getByRole('button', { name: /^(Buka|Tutup) menu$/ });
  await expect(burger).toBeVisible();
  if ((await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expect(nav).toBeInViewport({ ratio: 0.9 });
  return nav;
}

/** Expands a menu section and returns the navigation. */
export async function openSection(page: Page, title: string) {
  const nav = await openMenu(page);
  const section = nav.locator(`[data-section="${title}"]`);
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  return nav;
}

/** The rows of the generic list (table rows on wide screens, cards on narrow ones). */
export const listRows = (page: Page) => page.locator('[data-row-id]');

/** Follows a menu entry by its address (titles repeat across sections, e.g. FAQ). */
export async function clickMenuLink(page: Page, slug: string) {
  const link = page.getByRole('navigation', { name: 'Menu utama' }).locator(`a[href="/dashboard/${slug}"]`);
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${slug}$`));
}
