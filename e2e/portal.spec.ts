import { expect, type Page } from '@playwright/test';
import { seriousViolations, test } from './helpers';

/**
 * The public portal (issue 17 item 1) as an anonymous visitor on a 360 px phone: the front page, a news item, an
 * announcement, the catalogue with a filter and its map, a document download, a short link; no serious axe
 * violation on any of those pages. The map tiles come from OpenStreetMap (not reachable here): the markers are
 * drawn without them.
 */
test.use({ viewport: { width: 360, height: 740 }, bypassCSP: true });

async function tanpaPelanggaran(page: Page) {
  // the map's tiles are third-party images that cannot load offline; everything else is checked
  expect(await seriousViolations(page, { exclude: ['.leaflet-tile-pane'] })).toEqual([]);
}

test.describe('portal publik (pengunjung tanpa akun, layar 360 px)', () => {
  test('beranda, berita, pengumuman dengan lampiran, dan dokumen yang dapat diunduh', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('SIGAP Inovasi — Portal Inovasi Daerah');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Inovasi daerah');
    await expect(page.getByRole('link', { name: 'Masuk', exact: true })).toHaveAttribute('href', '/login');
    const berita = page.getByRole('region', { name: 'Berita terbaru' });
    await expect(berita.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByText('Draf: Persiapan Malam Penganugerahan')).toHaveCount(0);
    // no horizontal scrolling of the page on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await tanpaPelanggaran(page);
    await page.screenshot({ path: '.tmp/e2e-results/portal-beranda-360.png', fullPage: true });

    // a news item
    const judul = (await berita.getByRole('heading', { level: 3 }).first().textContent())!;
    await berita.getByRole('heading', { level: 3 }).first().click();
    await expect(page).toHaveURL(/\/berita\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(judul);
    await expect(page).toHaveTitle(`${judul} — SIGAP Inovasi`);
    await tanpaPelanggaran(page);

    // an announcement with its attachment
    await page.getByRole('navigation', { name: 'Menu portal' }).getByRole('link', { name: 'Pengumuman' }).click();
    await expect(page).toHaveURL(/\/pengumuman$/);
    await page.getByRole('link', { name: 'Batas Akhir Pengiriman Data Indeks Inovasi Daerah' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Batas Akhir Pengiriman Data Indeks Inovasi Daerah');
    await expect(page.getByRole('link', { name: /Unduh lampiran: surat-edaran-batas-pengiriman\.pdf/ })).toBeVisible();
    await tanpaPelanggaran(page);

    // a document download, no account needed
    await page.goto('/dokumen');
    await expect(page.getByRole('heading', { name: 'Pedoman Penilaian Indeks Inovasi Daerah' })).toBeVisible();
    const kartu = page.locator('article').filter({ hasText: 'Pedoman Penilaian Indeks Inovasi Daerah' });
    const [unduhan] = await Promise.all([page.waitForEvent('download'), kartu.getByRole('link', { name: /Unduh PDF/ }).click()]);
    expect(unduhan.suggestedFilename()).toBe('pedoman-penilaian-iid.pdf');
    const isi = await unduhan.createReadStream().then(async (s) => {
      const parts: Buffer[] = [];
      for await (const c of s) parts.push(c as Buffer);
      return Buffer.concat(parts);
    });
    expect(isi.subarray(0, 5).toString()).toBe('%PDF-');
    await tanpaPelanggaran(page);
    await page.screenshot({ path: '.tmp/e2e-results/portal-dokumen-360.png', fullPage: true });
  });

  test('katalog: saringan tahapan, peta, halaman inovasi, dan tautan pendek untuk dibagikan', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const petaDimuat: string[] = [];
    page.on('request', (r) => {
      if (/PetaInovasi|leaflet/i.test(r.url())) petaDimuat.push(r.url());
    });
    await page.goto('/katalog');
    await expect(page.getByTestId('jumlah-katalog')).toContainText('inovasi ditemukan');
    const semua = Number((await page.getByTestId('jumlah-katalog').textContent())!.replace(/\D/g, ''));
    expect(semua).toBeGreaterThan(0);
    // the map is not part of the first load
    expect(petaDimuat).toEqual([]);

    await page.getByLabel('Tahapan').selectOption({ label: 'Penerapan' });
    await expect(page).toHaveURL(/tahap=2/);
    await expect(page.locator('article').first()).toContainText('Penerapan');
    for (const b of await page.locator('article .mantine-Badge-root').filter({ hasText: /^(Inisiatif|Uji Coba|Penerapan)$/ }).allTextContents()) expect(b).toBe('Penerapan');
    await tanpaPelanggaran(page);

    await page.getByRole('button', { name: 'Tampilkan peta' }).click();
    await expect(page.getByTestId('peta-katalog')).toBeVisible();
    await expect(page.getByTestId('jumlah-titik')).toContainText('dengan titik koordinat');
    const titik = Number((await page.getByTestId('jumlah-titik').textContent())!.replace(/\D/g, ''));
    expect(titik).toBeGreaterThan(0);
    await expect(page.locator('.leaflet-interactive')).toHaveCount(titik);
    expect(petaDimuat.length).toBeGreaterThan(0);
    await tanpaPelanggaran(page);
    await page.screenshot({ path: '.tmp/e2e-results/portal-katalog-peta-360.png', fullPage: true });

    // an innovation's public page
    const pertama = page.locator('article').first();
    const nama = (await pertama.getByRole('heading', { level: 2 }).textContent())!;
    await pertama.getByRole('link').click();
    await expect(page).toHaveURL(/\/katalog\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nama);
    await expect(page.getByText('Terverifikasi', { exact: true })).toBeVisible();
    await tanpaPelanggaran(page);

    // share: a short link that opens the same page
    const alamat = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Bagikan halaman ini' }).click();
    const tautan = await page.getByTestId('tautan-pendek').inputValue();
    expect(tautan).toMatch(/\/tiny\/[A-Za-z2-9]{7}$/);
    await page.goto(tautan);
    await expect(page).toHaveURL(new RegExp(`${alamat}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nama);
    await page.screenshot({ path: '.tmp/e2e-results/portal-inovasi-360.png', fullPage: true });

    // the same pages on a desktop screen
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Berita terbaru' })).toBeVisible();
    await page.screenshot({ path: '.tmp/e2e-results/portal-beranda-1366.png', fullPage: true });
    await page.goto('/katalog?peta=1');
    await expect(page.getByTestId('jumlah-titik')).toContainText('dengan titik koordinat');
    await page.screenshot({ path: '.tmp/e2e-results/portal-katalog-1366.png', fullPage: true });
  });
});
