import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn, test } from './helpers';

/**
 * Score simulator and deadline board (issue 20): the regency operator sees where its points are, tries the top
 * action in "what if" (the IID moves by the promised amount), follows a document action for real and the IID moves
 * by what was promised; the ministry opens the deadline board, at risk first.
 */
test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/simulasi-${name}.png`, fullPage: true });
async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const r = await request.post('/login', { data: { username, password: PASSWORD } });
  expect(r.ok()).toBe(true);
  return (await r.json()).token as string;
}
const angka = (s: string | null) => Number((s ?? '').replace(/[^\d,.-]/g, '').replace(/\./g, '').replace(',', '.'));

test('the operator sees its best action, tries it, follows it, and the IID moves as promised', async ({ page, request }) => {
  const pemda = await tokenOf(request, 'pemda');
  const headers = { Authorization: `Bearer ${pemda}` };
  const me = (await (await request.get('/me', { headers })).json()).data as { m_daerah_id: number };
  // an answered regional indicator without its document: a claim the verified index does not count yet. The seed
  // leaves some (SPD-09), but an earlier flow may have documented them all (the indicator editor's spec does), so
  // the test makes its own precondition: the documents of one answered, unverified indicator are removed.
  type Item = { id: number; kode: string; level: number; evaluasi: unknown; files: { id: number }[] };
  const bacaItems = async () => (await (await request.get(`/daerah/${me.m_daerah_id}/indikator?tahun=2026`, { headers })).json()).data as Item[];
  type Sim = { terverifikasi: { aksi: { jenis: string; indikator_id: number | null; inovasi_id: number | null }[] } };
  const bacaSim = async () => (await (await request.get(`/simulasi/${me.m_daerah_id}`, { headers })).json()).data as Sim;
  const cariBukti = (sim: Sim) => sim.terverifikasi.aksi.find((a) => a.jenis === 'unggah_bukti' && a.inovasi_id === null);
  let items = await bacaItems();
  let bukti = cariBukti(await bacaSim());
  if (!bukti) {
    const berdokumen = items.filter((i) => i.level > 0 && i.evaluasi === null && i.files.length > 0);
    expect(berdokumen.length, 'an answered, documented, unverified regional indicator').toBeGreaterThan(0);
    for (const f of berdokumen[0]!.files) {
      const h = await request.delete(`/daerah/${me.m_daerah_id}/dokumen/${f.id}`, { headers });
      expect(h.ok(), await h.text()).toBe(true);
    }
    items = await bacaItems();
    bukti = cariBukti(await bacaSim());
  }
  expect(bukti, 'an undocumented regional answer').toBeTruthy();
  const pilih = items.find((i) => i.id === bukti!.indikator_id)!;

  await signIn(page, 'pemda');
  await page.goto('/dashboard/simulasi-skor');
  await expect(page.getByRole('heading', { name: /Simulasi Skor/ })).toBeVisible();
  const teratas = page.getByTestId('aksi-teratas');
  await expect(teratas).toBeVisible();
  const iidAwal = angka(await page.getByTestId('iid-IID saat ini').textContent());
  const janji = angka(await teratas.getByTestId('tambah-iid').textContent());
  expect(janji).toBeGreaterThan(0);
  // what if: the top action ticked moves the "IID jika" by its promise (2 decimals on screen)
  await teratas.getByRole('checkbox').check();
  await expect.poll(async () => angka(await page.getByTestId('iid-IID jika').textContent())).toBeCloseTo(iidAwal + janji, 1);
  await shot(page, 'pemda');

  // follow the document action of that indicator for real
  const aksi = page.getByText(new RegExp(`Unggah dokumen pendukung indikator ${pilih.kode}\\b`));
  await expect(aksi).toBeVisible();
  const kartu = page.locator('[data-testid="daftar-aksi"] > div').filter({ has: aksi });
  const dijanjikan = angka(await kartu.getByTestId('tambah-iid').textContent());
  const d = await request.post(`/daerah/${me.m_daerah_id}/dokumen`, { headers, data: { indikator_id: pilih.id, nama: `Bukti ${pilih.kode}`, youtube: 'https://bandung.go.id/bukti-dukung' } });
  expect(d.ok(), await d.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('aksi-teratas')).toBeVisible();
  await expect.poll(async () => angka(await page.getByTestId('iid-IID saat ini').textContent())).toBeCloseTo(iidAwal + dijanjikan, 1);
  await expect(page.getByText(new RegExp(`Unggah dokumen pendukung indikator ${pilih.kode}\\b`))).toHaveCount(0);
});

test('the ministry opens the deadline board, regions at risk first, and a phone gets cards', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard/papan-tenggat');
  await expect(page.getByRole('heading', { name: 'Papan Tenggat' })).toBeVisible();
  await expect(page.getByText(/Periode pengisian berakhir|Akhir periode pengisian belum ditetapkan/)).toBeVisible();
  const baris = page.locator('tbody tr');
  await expect(baris.first()).toBeVisible();
  await page.locator('label').filter({ hasText: /^Tinggi/ }).click();
  await expect(page.locator('tbody tr').first().getByText('Berisiko tinggi')).toBeVisible();
  await shot(page, 'tenggat');
  await page.setViewportSize({ width: 375, height: 800 });
  const kartu = page.getByTestId('kartu-tenggat').first();
  await expect(kartu).toBeInViewport();
  await expect(kartu.getByText('Berisiko tinggi')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await shot(page, 'tenggat-375');
});
