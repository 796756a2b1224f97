import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn, test } from './helpers';

/**
 * Replication requests (issue 20 item 6, decision 108): Banyuwangi ('pemda.lain') asks from the public page to
 * replicate a public Bandung innovation, Bandung ('pemda') accepts, Banyuwangi tracks it to "terlaksana" with its
 * replica and the agreement; Bandung then sees the agreement on the innovation's SID-31, the public page lists it.
 */
test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/replikasi-${name}.png`, fullPage: true });
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const r = await request.post('/login', { data: { username, password: PASSWORD } });
  expect(r.ok()).toBe(true);
  return (await r.json()).token as string;
}
function pdfKecil(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
}

let inovasi: { id: number; nama: string };

test.beforeAll(async ({ request }) => {
  const pemda = await tokenOf(request, 'pemda');
  const me = (await (await request.get('/me', { headers: { Authorization: `Bearer ${pemda}` } })).json()).data as { m_daerah_id: number };
  const katalog = (await (await request.get(`/publik/inovasi?profil_id=${me.m_daerah_id}&per_page=50`)).json()).data as { id: number; nama: string; jumlah_replikasi: number }[];
  const pilih = katalog.find((i) => i.jumlah_replikasi === 0);
  expect(pilih, 'a public Bandung innovation without replications').toBeTruthy();
  inovasi = pilih!;
});

test('a region asks from the public page, the owner accepts, the requester tracks it to terlaksana', async ({ page, browser }) => {
  // three accounts, two uploads and a save retried up to 90 s below: more than the suite's 60 s per test when busy
  test.setTimeout(180_000);
  // Banyuwangi: the public page offers "Ajukan replikasi" to a signed-in operator of another region
  await signIn(page, 'pemda.lain');
  await page.goto(`/katalog/${inovasi.id}`);
  await page.getByRole('link', { name: 'Ajukan replikasi' }).click();
  const ajukan = page.getByRole('dialog', { name: 'Ajukan replikasi inovasi' });
  await expect(ajukan).toContainText(inovasi.nama);
  await ajukan.getByLabel('Catatan untuk daerah pemilik').fill('Kami ingin menerapkan inovasi ini di desa-desa kami.');
  await ajukan.getByRole('button', { name: 'Ajukan replikasi' }).click();
  const detail = page.getByRole('dialog', { name: 'Permintaan replikasi' });
  await expect(detail).toContainText('Diajukan');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: 'Permintaan saya' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(inovasi.nama).first()).toBeVisible();

  // Bandung accepts from "Permintaan masuk"
  const pemilik = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } })).newPage();
  await signIn(pemilik, 'pemda');
  await pemilik.goto('/dashboard/replikasi-inovasi');
  await pemilik.getByRole('tab', { name: 'Permintaan masuk' }).click();
  await pemilik.getByRole('button', { name: `Buka permintaan ${inovasi.nama}` }).first().click();
  const masuk = pemilik.getByRole('dialog', { name: 'Permintaan replikasi' });
  await masuk.getByRole('button', { name: 'Terima', exact: true }).click();
  await masuk.getByLabel('Catatan').fill('Silakan, tim kami siap mendampingi.');
  await masuk.getByRole('button', { name: 'Terima', exact: true }).last().click();
  await expect(masuk.getByRole('button', { name: 'Terima', exact: true })).toHaveCount(0);
  await expect(masuk.getByText('Silakan, tim kami siap mendampingi.')).toBeVisible();
  await shot(pemilik, 'pemilik');

  // Banyuwangi: persiapan, then the replica and the agreement, then terlaksana
  await page.reload();
  await page.getByRole('button', { name: `Buka permintaan ${inovasi.nama}` }).first().click();
  const saya = page.getByRole('dialog', { name: 'Permintaan replikasi' });
  await saya.getByRole('button', { name: 'Mulai persiapan' }).click();
  await saya.getByRole('button', { name: 'Mulai persiapan' }).last().click();
  await expect(saya.getByRole('button', { name: 'Tandai terlaksana' })).toBeVisible();
  // "terlaksana" without the replica and the agreement is refused with what is missing
  await saya.getByRole('button', { name: 'Tandai terlaksana' }).click();
  await saya.getByRole('button', { name: 'Tandai terlaksana' }).last().click();
  await expect(saya.getByText(/Pilih inovasi daerah Anda/)).toBeVisible();
  await saya.getByRole('textbox', { name: /Inovasi replika/ }).or(saya.getByRole('combobox', { name: /Inovasi replika/ })).first().click();
  await page.keyboard.type('Smart Kampung');
  await page.getByRole('option', { name: /Smart Kampung/ }).first().click();
  await saya.locator('input[type=file]').setInputFiles({ name: 'pks-replikasi.pdf', mimeType: 'application/pdf', buffer: pdfKecil() });
  await expect(saya.getByText('pks-replikasi.pdf')).toBeVisible();
  // the upload may still be running on a busy machine: save again until the stored request has the agreement
  await expect(async () => {
    const simpan = saya.getByRole('button', { name: 'Simpan kelengkapan' });
    if (await simpan.isEnabled()) await simpan.click();
    await expect(saya.getByRole('link', { name: 'Buka berkas' })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 90_000 });
  await saya.getByRole('button', { name: 'Tandai terlaksana' }).first().click();
  await saya.getByLabel('Catatan').fill('Diluncurkan di seluruh desa.');
  await saya.getByRole('button', { name: 'Tandai terlaksana' }).last().click();
  await expect(saya.getByText(/tercatat sebagai bukti indikator Replikasi/)).toBeVisible();
  await expect(saya).toContainText('Lini masa');
  await shot(page, 'peminta');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'ponsel');
  await page.goto('/dashboard/replikasi-inovasi');
  await expect(page.getByRole('button', { name: `Buka permintaan ${inovasi.nama}` }).first()).toBeVisible();
  await shot(page, 'ponsel-daftar');

  // Bandung sees the agreement on SID-31 of its innovation, with the level it supports
  await pemilik.goto(`/dashboard/indikator_inovasi?id=${inovasi.id}`);
  const bukti = pemilik.locator('[data-kode="SID-31"]').getByTestId('replikasi-bukti');
  await expect(bukti).toContainText(/Replikasi oleh .*Kabupaten Banyuwangi \(\d{2}\/\d{2}\/\d{4}\)/);
  await expect(bukti).toContainText('didukung: level 1');
  await bukti.scrollIntoViewIfNeeded();
  await shot(pemilik, 'indikator');

  // the public page lists the replicating region (a visitor's fresh browser: public answers are cached 5 minutes)
  const tamu = await (await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1366, height: 900 } })).newPage();
  await tamu.goto(`/katalog/${inovasi.id}`);
  const bagian = tamu.getByRole('region', { name: 'Direplikasi oleh' });
  await expect(bagian).toContainText('Kabupaten Banyuwangi');
  await expect(tamu.getByRole('link', { name: 'Ajukan replikasi' })).toHaveCount(0);
  await shot(tamu, 'publik');
});
