import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn, test } from './helpers';

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/indeks-${name}.png`, fullPage: true });

async function token(request: APIRequestContext, username: string): Promise<string> {
  const r = await request.post('/login', { data: { username, password: PASSWORD } });
  expect(r.ok()).toBe(true);
  return (await r.json()).token as string;
}

test.describe('index screens (IDX-02, IDX-08)', () => {
  test('an admin opens ranking-index, switches clusters, reads a score explanation and toggles an IGA flag', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/ranking-index');
    await expect(page.getByRole('heading', { name: 'Ranking Indeks' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tabel ranking indeks' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(table).toContainText(/Provinsi/);

    await page.getByTestId('klaster-kota').click();
    await expect(page).toHaveURL(/klaster=kota/);
    await expect(table).toContainText('Kota Bandung');
    await expect(table).not.toContainText('Provinsi Jawa Barat');
    await page.getByTestId('klaster-tertinggal').click();
    await expect(table).not.toContainText('Kota Bandung');
    await page.getByTestId('klaster-kota').click();
    await expect(table).toContainText('Kota Bandung');

    // the verified source and a predikat tab
    await page.getByText('Terverifikasi', { exact: true }).click();
    await expect(page).toHaveURL(/sumber=verified/);
    await page.getByRole('tab', { name: /^Semua/ }).click();

    const row = table.locator('tr', { hasText: 'Kota Bandung' }).first();
    await row.getByRole('button', { name: /Rincian skor/ }).click();
    const rincian = page.getByTestId('rincian-skor');
    await expect(rincian).toContainText('SPD (indikator daerah)');
    await expect(rincian).toContainText(/MAX\(12, \d+\)/);
    await rincian.getByRole('button', { name: 'Lihat inovasi yang dihitung' }).click();
    await expect(rincian).toContainText(/urusan wajib pelayanan dasar tercakup/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'ranking-desktop');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.tmp/screenshots/indeks-ranking-desktop-top.png' });

    // Ubah Status IGA: read, confirm, the badge appears; then back
    const hadBadge = (await row.getByTestId('iga-badge').count()) > 0;
    await row.getByRole('button', { name: /Ubah Status IGA/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Status IGA' });
    await expect(dialog).toContainText(hadBadge ? 'aktif' : 'tidak aktif');
    await dialog.getByTestId('konfirmasi-iga').click();
    await expect(dialog).toBeHidden();
    if (hadBadge) await expect(row.getByTestId('iga-badge')).toHaveCount(0);
    else await expect(row.getByTestId('iga-badge')).toBeVisible();
    await row.getByRole('button', { name: /Ubah Status IGA/ }).click();
    await page.getByRole('dialog', { name: 'Ubah Status IGA' }).getByTestId('konfirmasi-iga').click();
    if (hadBadge) await expect(row.getByTestId('iga-badge')).toBeVisible();
    else await expect(row.getByTestId('iga-badge')).toHaveCount(0);

    // the toggles are in the raw log
    await page.goto('/dashboard/rawlog?name=Status%20IGA');
    await expect(page.getByRole('table', { name: 'Tabel log mentah' })).toContainText('Ubah Status IGA');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/ranking-index?klaster=kota');
    await expect(page.getByRole('list', { name: 'Tabel ranking indeks' })).toContainText('Kota Bandung');
    await shot(page, 'ranking-phone');
    await page.screenshot({ path: '.tmp/screenshots/indeks-ranking-phone-top.png' });
  });

  test('rekap-akhir, recount and the methodology screen', async ({ page }) => {
    await signIn(page, 'superadmin');
    await page.goto('/dashboard/rekap-akhir?klaster=kota');
    await expect(page.getByRole('table', { name: 'Tabel rekap akhir' })).toContainText('Kota Bandung');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^rekap-akhir-kota-\d{4}\.xlsx$/);
    await shot(page, 'rekap-desktop');

    await page.goto('/dashboard/recount');
    await page.getByTestId('hitung-ulang').click();
    await page.getByTestId('konfirmasi-hitung').click();
    await expect(page.getByTestId('hasil-hitung')).toContainText('daerah dihitung ulang');

    await page.goto('/dashboard/metodologi?tahun=2023');
    await expect(page.getByTestId('asal-k')).toHaveText('Sumber resmi');
    await expect(page.getByTestId('asal-skor_jumlah_inovasi')).toHaveText('Tidak diketahui');
    await expect(page.getByText(/rumus belum ditetapkan/)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'metodologi-desktop');
    // an edit: saved with a recompute, and the value is now marked as set by an admin
    const k = page.getByRole('textbox', { name: 'k', exact: true });
    await k.fill('11');
    await expect(page.getByText('1 bagian diubah')).toBeVisible();
    await page.getByTestId('simpan-metodologi').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Simpan dan hitung ulang' }).click();
    await expect(page.getByText(/Metodologi 2023 disimpan; indeks 546 daerah dihitung ulang/)).toBeVisible();
    await expect(page.getByTestId('asal-k')).toHaveText('Ditetapkan admin');
    await expect(page.getByText('Tidak ada perubahan')).toBeVisible();
    await k.fill('10');
    await page.getByTestId('simpan-metodologi').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Simpan dan hitung ulang' }).click();
    await expect(page.getByText('Tidak ada perubahan')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'metodologi-phone');
  });
});

test.describe('public region page (PLT-14)', () => {
  test('renders without sign-in, with the published verified index', async ({ page, request, pengaturan }) => {
    const me = await (await request.get('/me', { headers: { Authorization: `Bearer ${await token(request, 'pemda')}` } })).json();
    const id = me.data.m_daerah_id as number;
    await pengaturan({ tahun_publikasi: '2026' });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/landing/pemda/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kota Bandung');
    await expect(page).toHaveURL(new RegExp(`/landing/pemda/${id}$`)); // no redirect to /login
    await expect(page.getByTestId('indeks-publik')).toContainText('Tahun 2026');
    await expect(page.getByRole('heading', { name: 'Inovasi yang telah diterapkan' })).toBeVisible();
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/@|no_telp|password/i);
    await shot(page, 'landing-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'landing-phone');

    await page.goto('/landing/pemda/99999999');
    await expect(page.getByText('Pemerintah daerah tidak ditemukan')).toBeVisible();
  });
});
