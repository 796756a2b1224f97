import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn, test } from './helpers';

/**
 * Innovative Government Award (issue 15): a juror scores a presentation on a tablet and submits it once; an admin
 * closes the running stage, runs the plenary and publishes the winners, which the public page then shows. The demo
 * award year (the national sample year) is in field validation; the juror's presentation runs in a second award
 * year the test prepares through the API (nominees = the regions flagged IGA, the demo jurors, automatic assignment).
 */
// a long flow on a shared machine: the award lists are computed per call from every sheet
test.describe.configure({ mode: 'serial', timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `.tmp/screenshots/iga-${name}.png`, fullPage });

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const r = await request.post('/login', { data: { username, password: PASSWORD } });
  expect(r.ok()).toBe(true);
  return (await r.json()).token as string;
}
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok(r: Promise<import('@playwright/test').APIResponse>) {
  const res = await r;
  expect(res.ok(), `${res.url()} ${await res.text()}`).toBe(true);
  return res.json();
}

test('a juror scores a presentation on a tablet and submits it once', async ({ page, request }) => {
  const admin = auth(await tokenOf(request, 'admin'));
  const daftar = (await ok(request.get('/iga/tahun', { headers: admin }))).data as { tahun: number }[];
  const demo = daftar[0]!.tahun;
  // a second award year in its presentation stage: created, nominees fixed, jurors set, assigned automatically
  const tahun = demo - 1;
  if (!daftar.some((t) => t.tahun === tahun)) {
    const buat = () => request.post('/iga/tahun', { headers: admin, data: { tahun, bobot: { indeks: 50, presentasi: 30, validasi: 20 } } });
    let r = await buat();
    if (r.status() === 422) {
      // the year's criteria are its indicators of tipe R (the official 2023 weights) and V, entered in the master data
      expect((await r.json()).errors.tahun).toContain('tipe R');
      const kriteria = [['Kebaharuan', 30], ['Kemanfaatan', 25], ['Kewenangan daerah dan kolaborasi', 15], ['Replikasi dan aplikatif', 20], ['Penguasaan materi / kualitas penyajian', 10]] as const;
      for (const [i, [indikator, bobot]] of kriteria.entries()) await ok(request.post('/crud/iga_indikator', { headers: admin, data: { tahun, no_urut: i + 1, kode: `E2E-R${i + 1}`, indikator, bobot, tipe: 'R', jenis: 'L' } }));
      for (const [i, indikator] of ['Penguatan ekosistem inovasi daerah', 'Inovasi unggulan sesuai laporan'].entries())
        await ok(request.post('/crud/iga_indikator', { headers: admin, data: { tahun, no_urut: i + 1, kode: `E2E-V${i + 1}`, indikator, bobot: 1, tipe: 'V', jenis: 'F' } }));
      r = await buat();
    }
    expect(r.ok(), await r.text()).toBe(true);
  }
  let t = (await ok(request.get(`/iga/tahun/${tahun}`, { headers: admin }))).data as { tahap: string; status: string };
  if (t.tahap === 'nominasi' && t.status === 'buka') t = (await ok(request.post(`/iga/tahun/${tahun}/tahap/tutup`, { headers: admin, data: {} }))).data;
  if (t.tahap === 'nominasi') t = (await ok(request.post(`/iga/tahun/${tahun}/tahap/buka`, { headers: admin, data: {} }))).data;
  expect(t).toMatchObject({ tahap: 'presentasi', status: 'buka' });
  const juri = (await ok(request.get(`/iga/tahun/${tahun}/juri`, { headers: admin }))).data as { penilai_id: number }[];
  await ok(request.put(`/iga/tahun/${tahun}/juri`, { headers: admin, data: { penilai_ids: juri.map((j) => j.penilai_id) } }));
  await ok(request.post(`/iga/tahun/${tahun}/penugasan/otomatis`, { headers: admin, data: { per_nomine: 3 } }));

  // tablet, landscape
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, 'tim.penilai');
  await page.goto(`/dashboard/presentasi-dan-validasi-lapangan?tahun=${tahun}`);
  await expect(page.getByRole('heading', { name: 'Presentasi dan Validasi Lapangan' })).toBeVisible();
  await expect(page.getByTestId('keadaan-tahun')).toHaveText('Presentasi Kepala Daerah · dibuka');
  await page.getByTestId('tab-presentasi').click();
  const kartu = page.locator('[data-testid^="lembar-saya-"]');
  await expect(kartu.first()).toBeVisible();
  await shot(page, 'lembar-saya-tablet');
  const pertama = kartu.first();
  const nama = (await pertama.locator('p').first().textContent())!.trim();
  await pertama.getByRole('button', { name: `Nilai ${nama}` }).click();

  // the sheet: five criteria of tipe R with their weights; other jurors' scores hidden until one's own is sent
  const lembar = page.getByTestId('lembar-penilaian');
  await expect(lembar.getByRole('heading', { name: nama })).toBeVisible();
  await expect(lembar.getByText('Bobot 30%')).toBeVisible();
  const nilai = [85, 80, 70, 75, 90];
  const inputs = lembar.getByRole('textbox', { name: /^Nilai / });
  await expect(inputs).toHaveCount(5);
  for (let i = 0; i < 5; i++) await inputs.nth(i).fill(String(nilai[i]));
  // (85×30 + 80×25 + 70×15 + 75×20 + 90×10) / 100 = 80,00
  await expect(page.getByTestId('total-lembar')).toContainText('80,00');
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page.getByText('Tidak ada perubahan.')).toBeVisible();
  await shot(page, 'lembar-presentasi-tablet');

  // portrait
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByTestId('tombol-lembar')).toBeInViewport();
  await shot(page, 'lembar-presentasi-portrait', false);
  await page.getByTestId('kirim-lembar').click();
  const dialog = page.getByRole('dialog', { name: 'Kirim lembar penilaian?' });
  await expect(dialog).toContainText('Lembar dikirim satu kali');
  await dialog.getByTestId('konfirmasi-kirim').click();
  await expect(dialog).toBeHidden();
  await expect(lembar.getByText('Terkirim', { exact: true })).toBeVisible();
  await expect(page.getByTestId('kirim-lembar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ajukan koreksi' })).toBeVisible();
  await expect(inputs.first()).toHaveAttribute('readonly', '');
  await shot(page, 'lembar-terkirim-portrait');

  // a second submission through the API is refused; the sheet stays as sent
  const juror = auth(await tokenOf(request, 'tim.penilai'));
  const mine = (await ok(request.get(`/iga/tahun/${tahun}/lembar`, { headers: juror }))).data as { nomine_id: number; nama: string; tahap: string; status: string; total: number | null }[];
  const sent = mine.find((m) => m.nama === nama && m.tahap === 'presentasi')!;
  expect(sent).toMatchObject({ status: 'terkirim', total: 80 });
  const lagi = await request.post(`/iga/nomine/${sent.nomine_id}/lembar/presentasi/kirim`, { headers: juror, data: { item: [] } });
  expect(lagi.ok()).toBe(false);
});

test('an admin closes field validation, runs the plenary and publishes the winners; the public page shows them', async ({ page, request }) => {
  const admin = auth(await tokenOf(request, 'admin'));
  const tahun = ((await ok(request.get('/iga/tahun', { headers: admin }))).data as { tahun: number }[])
    .map((t) => t.tahun)
    .sort((a, b) => b - a)[0]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin');

  // the recap with spread and outliers, the matrix, the assignments and the index lookups: screenshots of each
  await page.goto(`/dashboard/presentasi-dan-validasi-lapangan?tahun=${tahun}`);
  const rekap = page.getByRole('table', { name: 'Tabel presentasi dan validasi lapangan' });
  await expect(rekap.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('ada-outlier')).toBeVisible();
  await rekap.getByTestId('badge-outlier').first().locator('xpath=ancestor::tr').getByRole('button', { name: /^Rincian / }).click();
  await expect(page.getByTestId('rincian-nomine')).toContainText('selisih');
  await shot(page, 'presentasi-rekap');
  await page.goto(`/dashboard/progress-input?tahun=${tahun}`);
  await expect(page.getByRole('table', { name: 'Matriks progres input' })).toBeVisible();
  await shot(page, 'progress-matriks');
  await page.getByTestId('tab-penugasan').click();
  await expect(page.getByRole('table', { name: 'Tabel penugasan penilai' })).toContainText('Konflik kepentingan dinyatakan penilai');
  await shot(page, 'penugasan');
  await page.goto(`/dashboard/hasil-review-ranking?tahun=${tahun}&iga=1`);
  await expect(page.getByRole('table', { name: 'Tabel hasil review ranking' }).getByTestId('iga-badge').first()).toBeVisible();
  await shot(page, 'hasil-review-ranking');
  await page.goto(`/dashboard/pengukuran-inovasi?tahun=${tahun}`);
  await expect(page.getByRole('table', { name: /Tabel pengukuran klaster/ }).first()).toBeVisible();
  await shot(page, 'pengukuran');

  // the control panel: close field validation, open the plenary, run it, close it, publish
  await page.goto(`/dashboard/ranking-iga?tahun=${tahun}&tab=tahapan`);
  const panel = page.getByTestId('panel-tahun');
  await expect(panel.getByTestId('keadaan-tahun')).toHaveText('Validasi Lapangan · dibuka');
  await shot(page, 'panel-validasi');
  const jalankan = async (aksi: string, keadaan: string) => {
    await panel.getByTestId(`aksi-${aksi}`).click();
    await page.getByRole('dialog').getByTestId('konfirmasi-aksi').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(panel.getByTestId('keadaan-tahun')).toHaveText(keadaan);
  };
  await jalankan('tutup', 'Validasi Lapangan · ditutup');
  await jalankan('buka', 'Rapat Pleno · dibuka');
  await panel.getByTestId('jalankan-pleno').click();
  await page.getByRole('dialog').getByRole('textbox').fill('Pleno dihadiri seluruh penilai.');
  await page.getByRole('dialog').getByTestId('konfirmasi-pleno').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const pemenang = page.getByRole('table', { name: 'Tabel pemenang' });
  await expect(pemenang.locator('tbody tr').first()).toBeVisible();
  const juara = (await pemenang.locator('tbody tr').first().locator('td').nth(2).textContent())!.trim();
  await jalankan('tutup', 'Rapat Pleno · ditutup');
  await jalankan('umumkan', 'Pemenang diumumkan');
  await expect(panel.getByRole('table', { name: 'Riwayat tahap penghargaan' })).toContainText('Umumkan pemenang');
  await shot(page, 'panel-diumumkan');

  // the outputs are real files
  const excel = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Peringkat akhir (Excel)' }).click();
  expect((await excel).suggestedFilename()).toMatch(/\.xlsx$/);
  const ba = await request.get(`/iga/tahun/${tahun}/berita-acara`, { headers: admin });
  expect(ba.ok()).toBe(true);
  expect((await ba.body()).subarray(0, 4).toString()).toBe('%PDF');

  // the final ranking per cluster
  await page.getByRole('tab', { name: 'Peringkat' }).click();
  await expect(page.locator('[data-testid^="peringkat-"]').first()).toBeVisible();
  await shot(page, 'ranking-iga');

  // the public page lists the published winners of the year
  await page.goto(`/pemenang?tahun=${tahun}`);
  await expect(page.getByRole('heading', { name: String(tahun) })).toBeVisible();
  await expect(page.getByText(juara).first()).toBeVisible();
  await shot(page, 'publik-pemenang');
});
