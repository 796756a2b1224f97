import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openMenu, PASSWORD, seriousViolations, signIn } from './helpers';

/**
 * Review in one place (issue 19 item 3, decisions 87-89): the verifier opens a waiting item from the queue,
 * scores indicators on the same screen beside the innovation and its evidence, approves (the unjudged rest
 * accepted as claimed with a reason) and lands back in the queue with its filter; the row actions stay in view
 * at 1280 px with the sidebar open, and the flow works at 375 px.
 */
test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });
// a long flow on a shared, loaded machine (axe on the full review screen included)
test.setTimeout(300_000);

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/review-satu-${name}.png`, fullPage: true });
const ALASAN = 'Bukti dukung indikator lain sudah diperiksa pada kunjungan lapangan.';

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const r = await request.post('/login', { data: { username, password: PASSWORD } });
  expect(r.ok()).toBe(true);
  return (await r.json()).token as string;
}

interface Row {
  inovasi_id: number;
  nama: string;
  aksi: string[];
}
/** Two waiting items of the verifier's area, from the end of the queue (other specs take the first ones). */
async function antrean(request: APIRequestContext): Promise<Row[]> {
  const ver = await tokenOf(request, 'verifikator');
  const r = await (await request.get('/nomor_registrasi/request/selected/lookup?per_page=100', { headers: { Authorization: `Bearer ${ver}` } })).json();
  const rows = (r.data as Row[]).filter((x) => x.aksi.includes('setujui'));
  expect(rows.length, 'demo: item menunggu verifikasi di wilayah verifikator').toBeGreaterThanOrEqual(2);
  return rows.slice(-2);
}

let items: Row[] = [];

test('verifikator menilai dan menyetujui di satu layar, lalu kembali ke antrean dengan filternya (1280 px, menu terbuka)', async ({ page, request }) => {
  items = await antrean(request);
  const item = items[0]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'verifikator');
  const filter = `/dashboard/review?q=${encodeURIComponent(item.nama)}`;
  await page.goto(filter);
  await openMenu(page);
  const row = page.locator(`[data-row-id="${item.inovasi_id}"]`);
  await expect(row.getByTestId('badge-review')).toHaveText('Menunggu verifikasi');
  await expect(row.getByTestId('badge-qc')).toHaveText('Menunggu QC');
  // the actions are in view with the sidebar open; approving is no longer a one-click dialog in the queue
  const periksa = row.getByRole('link', { name: `Nilai & setujui: ${item.nama}` });
  await expect(periksa).toBeInViewport();
  await expect(row.getByRole('button', { name: `Tolak: ${item.nama}` })).toBeInViewport();
  await expect(row.getByRole('button', { name: `Setujui: ${item.nama}` })).toHaveCount(0);
  await shot(page, 'antrean-1280');

  await periksa.click();
  await expect(page).toHaveURL(new RegExp(`/inovasi/${item.inovasi_id}/review\\?kembali=`));
  await expect(page.getByTestId('data-inovasi')).toBeVisible();
  const progres = page.getByTestId('progres-penilaian');
  await expect(progres).toContainText(/^0 dari \d+ indikator sudah dinilai$/);
  const wajib = Number(/dari (\d+)/.exec((await progres.innerText()) ?? '')![1]);
  expect(wajib).toBeGreaterThan(1);

  // score two indicators in place: accepted as the region claimed, with the reason the evidence rule asks for
  for (let n = 1; n <= 2; n++) {
    // an answered indicator still to judge (an unanswered one may be judged too, but does not count)
    await page.locator('[data-status-nilai="Belum dinilai"]').first().getByRole('button', { name: /^Nilai indikator / }).click();
    const form = page.locator('[data-testid^="form-nilai-"]');
    await expect(form).toBeVisible();
    await form.locator('input[id$="-alasan"]').click();
    await page.getByRole('option', { name: 'Diterima tanpa bukti dukung (wajib catatan)' }).click();
    await form.getByLabel('Catatan').fill('Isian sesuai dokumen yang dilihat saat verifikasi.');
    await form.getByRole('button', { name: 'Simpan penilaian' }).click();
    await expect(form).toHaveCount(0);
    await expect(progres).toHaveText(`${n} dari ${wajib} indikator sudah dinilai`);
  }
  await expect(page.locator('[data-status-nilai="Sudah dinilai"]')).toHaveCount(2);

  // an evidence document opens in the page, when the item has one
  const bukti = page.getByRole('button', { name: /^Lihat bukti: / }).first();
  if (await bukti.count()) {
    await bukti.click();
    const dlg = page.getByRole('dialog', { name: /^Bukti dukung: / });
    await expect(dlg).toBeVisible();
    await expect(dlg.locator('[data-testid^="penampil-"], a').first()).toBeVisible();
    await dlg.getByRole('button', { name: 'Tutup' }).click();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'layar-1280');

  // approving says what is still unjudged; the rest is accepted as claimed only with a reason
  await page.getByTestId('panel-keputusan').getByRole('button', { name: 'Setujui' }).click();
  const dlg = page.getByRole('dialog', { name: 'Setujui inovasi' });
  await expect(dlg.getByTestId('belum-dinilai')).toContainText(`${wajib - 2} dari ${wajib} indikator belum dinilai`);
  await dlg.getByRole('button', { name: 'Setujui' }).click();
  await expect(dlg.getByText(/Masih ada \d+ indikator yang belum dinilai/)).toBeVisible();
  await dlg.getByLabel('Terima sisanya sesuai klaim').check();
  await dlg.getByLabel('Alasan menerima sisanya sesuai klaim').fill('terlalu pendek');
  await dlg.getByRole('button', { name: 'Setujui' }).click();
  await expect(dlg.getByText(/minimal \d+ karakter/)).toBeVisible();
  await dlg.getByLabel('Alasan menerima sisanya sesuai klaim').fill(ALASAN);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dlg.getByRole('button', { name: 'Setujui' }).click();

  // back in the queue with its filter; the item left it
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard/review' && u.searchParams.get('q') === item.nama);
  await expect(page.getByRole('searchbox', { name: 'Cari' })).toHaveValue(item.nama);
  await expect(row).toHaveCount(0);

  // the history keeps the reason
  await page.goto(`/inovasi/${item.inovasi_id}/review`);
  await expect(page.getByTestId('badge-review')).toHaveText('Terverifikasi');
  await expect(page.getByTestId('riwayat-terima-sisa')).toContainText(`${wajib - 2} indikator diterima sesuai klaim: ${ALASAN}`);
});

test('di layar 375 px: antrean berupa kartu, layar review bertumpuk, "Kembali" ke antrean dengan filter', async ({ page }) => {
  const item = items[1]!;
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'verifikator');
  await page.goto(`/dashboard/review?q=${encodeURIComponent(item.nama)}`);
  const card = page.locator(`[data-row-id="${item.inovasi_id}"]`);
  await expect(card).toHaveAttribute('role', 'listitem');
  const periksa = card.getByRole('link', { name: `Nilai & setujui: ${item.nama}` });
  await expect(periksa).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'antrean-375');

  await periksa.click();
  await expect(page.getByTestId('panel-keputusan')).toBeVisible();
  // an answered indicator still to judge (an unanswered one may be judged too, but does not count)
  await page.locator('[data-status-nilai="Belum dinilai"]').first().getByRole('button', { name: /^Nilai indikator / }).click();
  await expect(page.locator('[data-testid^="form-nilai-"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'layar-375');
  await page.locator('[data-testid^="form-nilai-"]').getByRole('button', { name: 'Batal' }).click();

  await page.getByTestId('kembali').click();
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard/review' && u.searchParams.get('q') === item.nama);
  await expect(card).toBeVisible();
});
