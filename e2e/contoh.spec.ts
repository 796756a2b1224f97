import { expect, type Page } from '@playwright/test';
import { clickMenuLink, openSection, signIn, test } from './helpers';

/**
 * The sample screens (DEMO-01): the server runs in demo mode here, so admin sees the Contoh section; the sample
 * calls are answered by the Mock Service Worker in the browser (the server itself answers them 404), and the
 * product keeps working beside them.
 */

/**
 * What the page's own fetch gets for a sample path (answered by the worker while a sample screen is open); 0 when no
 * answer came in 5 s. MSW 2.9's stop() removes the page's listeners before it tells the Service Worker to stop, so a
 * probe the worker forwarded in that moment never gets an answer (about 1 run in 4 of the poll below hung); the
 * poll then asks again.
 */
const ambil = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    try {
      return (await fetch(p, { signal: AbortSignal.timeout(5000) })).status;
    } catch {
      return 0;
    }
  }, path);

test.describe('contoh (DEMO-01)', () => {
  test('admin membuka tiga layar contoh: toko, papan scrum dan tugas, dijawab di peramban', async ({ page, request }) => {
    await signIn(page, 'admin');
    // the server never answers a sample path
    expect((await request.get('/api/ecommerce/get-product-list')).status()).toBe(404);

    await openSection(page, 'Contoh');
    await clickMenuLink(page, 'contoh-toko');
    await expect(page.getByRole('heading', { name: 'Toko' })).toBeVisible();
    const keranjang = page.getByRole('region', { name: 'Keranjang' });
    await expect(keranjang.locator('[data-keranjang="Headset kantor"]')).toBeVisible();
    // a new product starts at 1, the same product again goes to 2
    await page.getByRole('button', { name: 'Tambah Laptop 14 inci ke keranjang' }).click();
    await expect(keranjang.getByRole('textbox', { name: 'Jumlah Laptop 14 inci' })).toHaveValue('1');
    await page.getByRole('button', { name: 'Tambah Laptop 14 inci ke keranjang' }).click();
    await expect(keranjang.getByRole('textbox', { name: 'Jumlah Laptop 14 inci' })).toHaveValue('2');
    await expect(keranjang).toContainText('Keranjang (3 barang)');
    await keranjang.getByRole('button', { name: 'Keluarkan Headset kantor' }).click();
    await expect(keranjang.locator('[data-keranjang="Headset kantor"]')).toHaveCount(0);
    // while a sample screen is open the page's own fetch of a sample path is answered in the browser
    expect(await ambil(page, '/api/ecommerce/get-product-list')).toBe(200);

    await clickMenuLink(page, 'contoh-papan-scrum');
    await expect(page.locator('[data-kolom="Rencana"]')).toBeVisible();
    await page.getByRole('textbox', { name: 'Kolom baru' }).fill('Ditinjau');
    await page.getByRole('button', { name: 'Tambah kolom' }).click();
    const ditinjau = page.locator('[data-kolom="Ditinjau"]');
    await expect(ditinjau).toBeVisible();
    await page.getByRole('textbox', { name: 'Kartu baru di Ditinjau' }).fill('Periksa laporan');
    await ditinjau.getByRole('button', { name: 'Tambah', exact: true }).click();
    await expect(ditinjau.locator('[data-kartu="Periksa laporan"]')).toBeVisible();
    // the card moves left into "Selesai", then the column is renamed and moved
    await page.getByRole('button', { name: 'Pindahkan kartu Periksa laporan ke Selesai' }).click();
    await expect(page.locator('[data-kolom="Selesai"] [data-kartu="Periksa laporan"]')).toBeVisible();
    await expect(ditinjau.locator('[data-kartu]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Geser kolom Ditinjau ke kiri' }).click();
    await expect(page.locator('[data-kolom]').nth(2)).toHaveAttribute('data-kolom', 'Ditinjau');

    await clickMenuLink(page, 'contoh-tugas');
    const tugas = page.locator('[data-tugas="Periksa data anggaran"]');
    await expect(tugas).toBeVisible();
    // the tags are read too (a second sample call of the screen)
    await expect(page.locator('[data-tugas="Kirim laporan triwulan"]')).toContainText('Mendesak');
    await tugas.getByRole('button', { name: 'Bintang: Periksa data anggaran' }).click();
    await expect(tugas.getByRole('button', { name: 'Bintang: Periksa data anggaran' })).toHaveAttribute('aria-pressed', 'true');
    // controlled by the answer: the box turns checked once the sample handler has answered
    await tugas.getByRole('checkbox', { name: 'Selesai: Periksa data anggaran' }).click();
    await expect(tugas.getByRole('checkbox', { name: 'Selesai: Periksa data anggaran' })).toBeChecked();
    await page.locator('.mantine-SegmentedControl-root').getByText('Selesai', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Selesai' })).toBeChecked();
    await expect(page.locator('[data-tugas]')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Tugas baru' }).fill('');
    await page.getByRole('button', { name: 'Tambah tugas' }).click();
    await expect(page.getByText('Judul tugas wajib diisi.')).toBeVisible();

    // back to the product: its screens answer from the server as before
    await openSection(page, 'Master Data');
    await clickMenuLink(page, 'master-faq');
    await expect(page.locator('[data-row-id]').first()).toBeVisible();
    // with no sample screen open the worker stops answering: a sample path goes to the server again
    await expect.poll(() => ambil(page, '/api/ecommerce/get-product-list'), { timeout: 30_000 }).toBe(404);
  });

  test('peran lain tidak melihat bagian Contoh; alamatnya menolak', async ({ page }) => {
    await signIn(page, 'pemda');
    const nav = page.getByRole('navigation', { name: 'Menu utama' });
    await page.getByRole('button', { name: /^(Buka|Tutup) menu$/ }).click();
    await expect(nav.locator('[data-section="Dashboard"]')).toBeVisible();
    await expect(nav.locator('[data-section="Contoh"]')).toHaveCount(0);
    await page.goto('/dashboard/contoh-toko');
    await expect(page.getByText('Anda tidak memiliki akses')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Keranjang' })).toHaveCount(0);
    expect(await ambil(page, '/api/ecommerce/get-product-list')).toBe(404);
  });
});
