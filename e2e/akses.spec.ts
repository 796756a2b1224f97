import { expect } from '@playwright/test';
import { signIn, test } from './helpers';

test.describe('Akses API (PLT-13)', () => {
  test('admin membuat kunci API, melihat rahasia sekali, lalu token dari kunci hanya bisa membaca', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/api-access');
    await expect(page.getByRole('heading', { name: 'Akses API' })).toBeVisible();
    await page.getByLabel('Nama kunci').fill('Dasbor pusat uji');
    await page.getByRole('button', { name: 'Buat Kunci API' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kunci API baru' });
    await expect(dialog.getByText('Rahasia hanya ditampilkan sekali')).toBeVisible();
    const kunci = (await dialog.getByTestId('kunci-baru').textContent())!.trim();
    const rahasia = (await dialog.getByTestId('rahasia-baru').textContent())!.trim();
    expect(kunci).toMatch(/^sgk_/);
    expect(rahasia).toMatch(/^sgs_/);
    await dialog.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await expect(dialog).toBeHidden();
    // listed without its secret; a second key is not offered while this one is active
    const row = page.locator('[data-row-id]').filter({ hasText: 'Dasbor pusat uji' });
    await expect(row).toContainText(kunci);
    await expect(row).toContainText('Aktif');
    await expect(page.getByText(rahasia)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buat Kunci API' })).toBeDisabled();
    await page.reload();
    await expect(page.locator('[data-row-id]').filter({ hasText: kunci })).toBeVisible();
    expect(await page.content()).not.toContain(rahasia);

    // the key works as documented: exchange, then read (GET) but never write
    const tukar = await page.request.post('/api/access/token', { data: { api_key: kunci, api_secret: rahasia } });
    expect(tukar.status()).toBe(200);
    const akses = (await tukar.json()).data.access_token as string;
    const me = await page.request.get('/me', { headers: { Authorization: `Bearer ${akses}` } });
    expect((await me.json()).data.username).toBe('admin');
    const tulis = await page.request.post('/crud/news', { headers: { Authorization: `Bearer ${akses}` }, data: { judul: 'x' } });
    expect(tulis.status()).toBe(403);

    // revoked: the exchange log shows the use, the token is refused
    await row.getByRole('button', { name: /Riwayat penukaran/ }).click();
    await expect(page.getByRole('dialog', { name: /Riwayat penukaran/ }).getByText('Berhasil')).toBeVisible();
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: /Cabut kunci/ }).click();
    await page.getByRole('dialog', { name: 'Cabut kunci API' }).getByRole('button', { name: 'Cabut Kunci' }).click();
    await expect(row).toContainText('Dicabut');
    expect((await page.request.get('/me', { headers: { Authorization: `Bearer ${akses}` } })).status()).toBe(401);
  });
});

test.describe('Kuesioner (PLT-15)', () => {
  test('pemda mengisi survei kepuasan sekali per periode; admin melihat hasilnya', async ({ page }) => {
    await signIn(page, 'pemda');
    await page.goto('/dashboard/kuesioner');
    await expect(page.getByText(/Periode survei: Semester (I|II) \d{4}/)).toBeVisible();
    // sending with an unanswered question shows the server's message at the question
    await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
    await expect(page.getByText('Wajib dipilih.').first()).toBeVisible();
    const cards = page.locator('[data-unsur]');
    await expect(cards).toHaveCount(9);
    for (let i = 0; i < 9; i++) await cards.nth(i).getByRole('radio').nth(i % 2 ? 2 : 3).check();
    await page.getByLabel('Saran dan masukan (tidak wajib)').fill('Panduan pengisian sudah jelas.');
    await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
    await expect(page.getByTestId('sudah-mengisi')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('sudah-mengisi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirim Jawaban' })).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'admin');
    await page.goto('/dashboard/kuesioner-hasil');
    await expect(page.getByTestId('ikm')).toHaveText(/^\d{2,3},\d{2}$/);
    await expect(page.getByTestId('mutu')).toHaveText(/^[ABCD]$/);
    await expect(page.getByText('Panduan pengisian sudah jelas.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Nilai per unsur pelayanan' }).getByText('U8. Penanganan Pengaduan, Saran dan Masukan')).toBeVisible();
  });
});
