import { createRequire } from 'node:module';
import { expect, test as base, type Page } from '@playwright/test';

export const PASSWORD = 'Inovasi#2026';

/**
 * The test function of every spec, with one fixture: `pengaturan({ iga_status: '0' })` changes settings as an admin
 * and puts the old values back when the test ends, pass, fail or time-out (fixture teardown runs after a time-out,
 * through a request context of its own), so a slow machine never leaves data entry closed for the next tests.
 * `pengaturan(['lomba_status'])` only remembers settings that the test changes through the screens.
 */
export const test = base.extend<{ pengaturan: (nilai: Record<string, string> | string[]) => Promise<void> }>({
  pengaturan: async ({ playwright, baseURL }, use) => {
    const ctx = await playwright.request.newContext({ baseURL });
    const login = await ctx.post('/login', { data: { username: 'superadmin', password: PASSWORD } });
    const headers = { Authorization: `Bearer ${(await login.json()).token}` };
    const lama: { id: number; value: string }[] = [];
    try {
      await use(async (nilai) => {
        const rows = (await (await ctx.get('/crud/app_settings?per_page=100', { headers })).json()).data as { id: number; name: string; setting_value: string }[];
        for (const [name, value] of Array.isArray(nilai) ? nilai.map((n) => [n, null] as const) : Object.entries(nilai)) {
          const row = rows.find((r) => r.name === name);
          if (!row) throw new Error(`pengaturan ${name} tidak ada`);
          if (!lama.some((l) => l.id === row.id)) lama.push({ id: row.id, value: row.setting_value });
          if (value === null) continue;
          const r = await ctx.post(`/crud/app_settings/${row.id}`, { headers, data: { setting_value: value } });
          expect(r.ok(), await r.text()).toBe(true);
        }
      });
    } finally {
      for (const { id, value } of lama.reverse()) await ctx.post(`/crud/app_settings/${id}`, { headers, data: { setting_value: value } });
      await ctx.dispose();
    }
  },
});

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

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Serious and critical axe-core violations (WCAG 2.x A/AA and best practice), readable. Colours are measured as
 * painted, so opening transitions (modals, drawers) finish first; endless ones (loaders) are skipped. Specs that
 * use it need `test.use({ bypassCSP: true })` (the app's CSP refuses the injected script).
 */
export async function seriousViolations(page: Page, opts: { include?: string; exclude?: string[] } = {}): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: AXE_PATH });
  type V = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] };
  const violations = await page.evaluate(
    async ({ include, exclude }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, o: unknown) => Promise<{ violations: V[] }> } }).axe;
      const ctx = include ? { include: [[include]], exclude: exclude.map((e) => [e]) } : exclude.length ? { exclude: exclude.map((e) => [e]) } : document;
      const r = await axe.run(ctx, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }));
    },
    { include: opts.include ?? null, exclude: opts.exclude ?? [] },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.html.slice(0, 160)} ${n.failureSummary?.replace(/\n/g, ' ') ?? ''}`).join('\n')}`);
}
