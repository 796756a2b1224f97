import { expect as dasar } from '@playwright/test';
import type { Page } from '@playwright/test';
import { listRows, PASSWORD, test } from './helpers';

/**
 * Content and accounts (issue 17 items 2 and 3): an admin publishes news and signed-in users read it on the
 * pengumuman screen (a draft never reaches them); a pemda creates an OPD account and the form shows exactly the
 * fields of the role (supporting spec 5).
 */

// lazy screens on a shared, busy machine: more patience than the default, no timing assumptions
const expect = dasar.configure({ timeout: 30_000 });
test.beforeEach(() => test.slow());

/** helpers.signIn with this spec's patience (the frame of a lazy app on a busy machine). */
async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
  await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible();
}

test('an admin writes a draft, publishes it, and a pemda reads it on the pengumuman screen', async ({ page, browser }) => {
  const judul = `Pembukaan penilaian IID ${Date.now()}`;
  await signIn(page, 'admin');
  await page.goto('/dashboard/news');
  await expect(page.getByRole('tab', { name: 'Draft' })).toBeVisible();
  await page.getByRole('link', { name: 'Tambah' }).click();
  await page.getByLabel('Judul').fill(judul);
  await page.getByLabel('Ringkasan').fill('Penilaian Indeks Inovasi Daerah tahun ini dibuka.');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect(listRows(page).filter({ hasText: judul })).toHaveCount(1);

  // a pemda does not see the draft
  const lain = await browser.newPage();
  await signIn(lain, 'pemda');
  await lain.goto('/dashboard/pengumuman?tab=berita');
  await expect(lain.getByRole('tab', { name: 'Berita' })).toHaveAttribute('aria-selected', 'true');
  await expect(lain.locator('[data-berita]').first()).toBeVisible();
  await expect(lain.getByText(judul)).toHaveCount(0);

  // the admin publishes it
  await page.getByRole('link', { name: `Ubah ${judul}` }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/news/);
  await page.getByRole('tab', { name: 'Published' }).click();
  await expect(listRows(page).filter({ hasText: judul })).toContainText('Published');

  // and the pemda reads it among the news; announcements are on the first tab
  await lain.reload();
  await expect(lain.locator('[data-berita]').filter({ hasText: judul })).toContainText('Penilaian Indeks Inovasi Daerah tahun ini dibuka.');
  await lain.getByRole('tab', { name: 'Pengumuman' }).click();
  await expect(lain.locator('[data-pengumuman]').first()).toBeVisible();
  await lain.screenshot({ path: '.tmp/e2e-results/konten-pengumuman.png', fullPage: true });
  await lain.close();

  // the album photos show their server-made thumbnails
  await page.goto('/dashboard/gallery');
  await expect(page.locator('img[alt^="Gambar kecil"]').first()).toBeVisible();
  await page.screenshot({ path: '.tmp/e2e-results/konten-galeri.png', fullPage: true });
});

test('an OPD user downloads a guide and finds an answer in the FAQ', async ({ page }) => {
  await signIn(page, 'opd');
  await page.goto('/dashboard/content-panduan');
  const kartu = page.locator('[data-konten]').first();
  await expect(kartu).toBeVisible();
  const unduh = page.waitForEvent('download');
  await kartu.getByRole('button', { name: /^Unduh/ }).click();
  const berkas = await unduh;
  expect(berkas.suggestedFilename()).toMatch(/\.pdf$/i);
  const isi = await berkas.createReadStream().then(async (s) => {
    const bagian: Buffer[] = [];
    for await (const c of s) bagian.push(c as Buffer);
    return Buffer.concat(bagian);
  });
  expect(isi.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.screenshot({ path: '.tmp/e2e-results/konten-panduan.png', fullPage: true });

  await page.goto('/dashboard/faq');
  await page.getByRole('textbox', { name: 'Cari pertanyaan' }).fill('akun OPD');
  await expect(page).toHaveURL(/[?&]q=akun\+OPD/);
  const soal = page.getByRole('button', { name: 'Siapa yang membuat akun OPD dan UPT?' });
  await expect(soal).toBeVisible();
  await soal.click();
  await expect(page.getByText('Admin pemerintah daerah (peran pemda) membuat akun OPD dan UPT')).toBeVisible();
  await page.screenshot({ path: '.tmp/e2e-results/konten-faq.png', fullPage: true });
});

test('a pemda creates an OPD account: the form shows the fields of the role only', async ({ page }) => {
  const username = `opd.uji.${Date.now()}`;
  await signIn(page, 'pemda');
  await page.goto('/dashboard/account');
  await expect(page.getByRole('heading', { name: 'Akun OPD/UPT' })).toBeVisible();
  await expect(page.getByText('Akun OPD dan UPT Kota Bandung.')).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Akun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Akun' });
  await expect(dialog).toBeVisible();

  // role choices: opd and upt only
  await dialog.getByRole('combobox', { name: 'Peran' }).click();
  await expect(page.getByRole('option')).toHaveText(['opd', 'upt'].map((r) => (r === 'opd' ? 'Perangkat Daerah (OPD)' : 'UPT')));
  await page.getByRole('option', { name: 'UPT' }).click();
  // UPT: the OPD (the region is the pemda's own, set by the server); the UPTD waits for an OPD; no area
  await expect(dialog.getByText('Daerah: Kota Bandung')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'OPD / Instansi' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'UPTD' })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Area' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'OPD / Instansi' }).click();
  await page.getByRole('option').first().click();
  await expect(dialog.getByRole('combobox', { name: 'UPTD' })).toBeVisible();

  // OPD: the OPD with its hint, no UPTD
  await dialog.getByRole('combobox', { name: 'Peran' }).click();
  await page.getByRole('option', { name: 'Perangkat Daerah (OPD)' }).click();
  await expect(dialog.getByText('kosongkan jika bukan akun OPD')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'UPTD' })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Area' })).toHaveCount(0);

  await dialog.getByLabel('Nama Pengguna').fill(username);
  await dialog.getByLabel('Kata Sandi').fill('Rahasia123');
  await dialog.getByLabel('Nama Lengkap').fill('Operator Dinas Uji');
  await dialog.getByLabel('Email').fill(`${username}@bandung.go.id`);
  await page.screenshot({ path: '.tmp/e2e-results/akun-form.png', fullPage: true });
  const simpan = page.waitForResponse((r) => r.url().endsWith('/crud/usr_asn') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const res = await simpan;
  expect(res.status()).toBe(201);
  const body = res.request().postDataJSON();
  // only the visible fields are sent: no area, no UPTD, no region (the server sets the pemda's own)
  expect(body).toMatchObject({ role: 'opd', username });
  expect(body).not.toHaveProperty('area');
  expect(body).not.toHaveProperty('upt_id');
  expect(body).not.toHaveProperty('m_daerah_id');
  expect((await res.json()).data).toMatchObject({ role: 'opd', m_daerah_id: expect.any(Number), area: 0, upt_id: null });
  await expect(dialog).toHaveCount(0);
  await expect(listRows(page).filter({ hasText: username })).toHaveCount(1);
  await page.screenshot({ path: '.tmp/e2e-results/akun-daftar.png', fullPage: true });
});
