import { expect, type Page } from '@playwright/test';
import { seriousViolations, signIn, test } from './helpers';

/**
 * Readable everywhere (issue 19 items 5 and 7): the ranking and the recap on a phone show every region's score,
 * predikat, IGA flag and the "Ubah Status IGA" action without scrolling sideways; on a laptop no badge is cut off.
 */
test.use({ bypassCSP: true });

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/baca-${name}.png`, fullPage: true });

/** Badge labels whose text does not fit (an ellipsis or a clipped label), as "text (scroll > client)". */
const terpotong = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main .mantine-Badge-label'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || (el.parentElement?.scrollWidth ?? 0) > (el.parentElement?.clientWidth ?? 0) + 1)
      .map((el) => `${el.textContent} (${el.scrollWidth} > ${el.clientWidth})`),
  );

/** The page scrolls sideways (something wider than the screen). */
const lebarBerlebih = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on a phone (375 px) an admin sees and uses "Ubah Status IGA" in the ranking and the recap', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'admin');

  for (const [slug, nama] of [
    ['ranking-index', 'Tabel ranking indeks'],
    ['rekap-akhir', 'Tabel rekap akhir'],
  ] as const) {
    await page.goto(`/dashboard/${slug}?klaster=kota`);
    const daftar = page.getByRole('list', { name: nama });
    // the first computation of a cluster's index can take a while on a busy machine
    await expect(daftar).toContainText('Kota Bandung', { timeout: 45_000 });
    // cards, not a desktop table that scrolls sideways
    await expect(page.getByRole('table', { name: nama })).toHaveCount(0);
    expect(await lebarBerlebih(page)).toBeLessThanOrEqual(0);
    const kartu = daftar.getByRole('listitem').filter({ hasText: 'Kota Bandung' }).first();
    // score, predikat and the action all on screen
    await kartu.scrollIntoViewIfNeeded();
    await expect(kartu.locator('[data-lencana]').first()).toBeInViewport({ ratio: 1 });
    const ubah = kartu.getByRole('button', { name: /^Ubah Status IGA .*Kota Bandung$/ });
    await expect(ubah).toBeInViewport({ ratio: 1 });
    expect(await terpotong(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `.tmp/screenshots/baca-${slug}-375.png` });

    await ubah.click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Status IGA' });
    await expect(dialog).toContainText(/status IGA saat ini (aktif|tidak aktif)/);
    await expect(dialog.getByTestId('konfirmasi-iga')).toBeEnabled();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('at 1366 px no predikat or status badge in the ranking and the recap is cut off', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');

  for (const [slug, nama, klaster] of [
    ['ranking-index', 'Tabel ranking indeks', 'kota'],
    ['ranking-index', 'Tabel ranking indeks', 'kabupaten'],
    ['rekap-akhir', 'Tabel rekap akhir', 'kota'],
    ['rekap-akhir', 'Tabel rekap akhir', 'kabupaten'],
  ] as const) {
    await page.goto(`/dashboard/${slug}?klaster=${klaster}`);
    const tabel = page.getByRole('table', { name: nama });
    await expect(tabel.locator('tbody tr').first()).toBeVisible({ timeout: 45_000 });
    await expect(tabel.locator('[data-testid="predikat"]').first()).toBeVisible();
    // every predikat in full, and every badge label fits
    const predikat = await tabel.getByTestId('predikat').allTextContents();
    expect(predikat.length).toBeGreaterThan(0);
    for (const p of predikat) expect(p).toMatch(/^(Sangat Inovatif|Inovatif|Kurang Inovatif|Belum mengisi data|Tidak dapat diukur|Tidak Dapat Dinilai)$/);
    expect(await terpotong(page)).toEqual([]);
    if (slug === 'rekap-akhir') {
      // the two scores say what they are (IDX-03: self and verified)
      await expect(tabel.getByRole('columnheader', { name: 'IID Mandiri' })).toBeVisible();
      await expect(tabel.getByRole('columnheader', { name: 'Skor Final (terverifikasi)' })).toBeVisible();
    }
    // the action column is on screen with the sidebar as it is
    await expect(tabel.getByRole('button', { name: /^Ubah Status IGA / }).first()).toBeInViewport();
    if (klaster === 'kota') {
      await page.screenshot({ path: `.tmp/screenshots/baca-${slug}-1366.png` });
      expect(await seriousViolations(page)).toEqual([]);
    }
  }
  await shot(page, 'rekap-1366-penuh');
});
