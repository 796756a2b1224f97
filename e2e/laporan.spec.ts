import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { seriousViolations, signIn } from './helpers';


/** Dashboards, index averages and reports (IDX-04..06) on the demo data (with the national sample). */
const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/laporan-${name}.png`, fullPage: true });
const angka = (n: number) => n.toLocaleString('id-ID');

/** A call of the API with the page's session token. */
async function apiDariHalaman<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const r = await fetch(p, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await r.json()).data;
  }, path);
}

test.describe('dasbor dan laporan', () => {
  test('pemda membuka ringkasan daerahnya: angka, indeks mandiri vs terverifikasi, grafik dengan tabel', async ({ page }) => {
    await signIn(page, 'pemda');
    await expect(page).toHaveURL(/\/dashboard\/summary$/);
    const me = await apiDariHalaman<{ profil_id: number }>(page, '/me');
    const s = await apiDariHalaman<{ inovasi: { total: number; penerapan: number }; pengiriman: { menunggu: number }; indeks: { self: { iid: number } | null } }>(page, `/summary/${me.profil_id}`);
    expect(s.inovasi.total).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-total')).toContainText(angka(s.inovasi.total));
    await expect(page.getByTestId('stat-penerapan')).toContainText(angka(s.inovasi.penerapan));
    await expect(page.getByTestId('stat-menunggu')).toContainText(angka(s.pengiriman.menunggu));
    await expect(page.getByTestId('iid-self')).toHaveText((s.indeks.self?.iid ?? 0).toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    await expect(page.getByTestId('iid-verified')).toBeVisible();
    // the charts (lazy SVG) render with their bars, each with a table alternative
    await expect(page.locator('svg.sigap-chart rect').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Inovasi per tahapan dan tahun/ })).toBeVisible();
    await page.locator('figure', { has: page.getByRole('img', { name: /Inovasi per tahapan dan tahun/ }) }).getByText('Lihat data tabel').click();
    await expect(page.getByRole('table', { name: 'Inovasi per tahapan dan tahun' })).toBeVisible();
    await expect(page.getByText('Skor daerah dibanding klasternya')).toBeVisible();
    // while the filling is open the region's verified results are not shown yet, with the reason (one rule)
    await expect(page.getByTestId('verifikasi-tersembunyi')).toContainText('periode pengisian ditutup');
    await page.getByText('Skor terverifikasi', { exact: true }).click();
    await expect(page.getByTestId('klaster-terverifikasi-kosong')).toContainText('periode pengisian ditutup');
    await shot(page, 'summary-pemda-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('stat-total')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(page, 'summary-pemda-phone');
  });

  test('pemda tidak dapat membuka ringkasan daerah lain', async ({ page }) => {
    await signIn(page, 'pemda');
    const status = await page.evaluate(async () => {
      const me = await (await fetch('/me', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).json();
      const r = await fetch(`/summary/${me.data.profil_id + 1}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } });
      return r.status;
    });
    expect(status).toBe(404);
  });

  test('superadmin membuka rekap jenis inovasi dan mengunduh Excel dengan angka yang sama', async ({ page }) => {
    await signIn(page, 'superadmin');
    await page.goto('/dashboard/rekap-jenis-inovasi');
    await expect(page.getByRole('heading', { name: 'Rekap Jenis Inovasi' })).toBeVisible();
    const tabel = page.getByTestId('tabel-rekap');
    await expect(tabel.locator('tbody tr').first()).toBeVisible();
    const totalLayar = (await tabel.locator('tfoot th').last().innerText()).trim();
    await expect(page.locator('svg.sigap-chart rect').first()).toBeVisible();
    await shot(page, 'rekap-jenis-desktop');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('rekap-jenis.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await file.path())!);
    const ws = wb.worksheets[0]!;
    expect(ws.getCell('A1').value).toBe('Rekap Jenis Inovasi');
    const last = ws.getRow(ws.rowCount);
    expect(last.getCell(1).value).toBe('Jumlah');
    expect(angka(Number(last.getCell(5).value))).toBe(totalLayar);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'rekap-jenis-phone');
  });

  test('superadmin: rata-rata indeks per provinsi sampai ke daerah, dan analisis dua dimensi', async ({ page }) => {
    await signIn(page, 'superadmin');
    await page.goto('/dashboard/indeks-rata-rata-inovasi-provinsi');
    const tabel = page.getByTestId('tabel-rata-rata');
    await expect(tabel.locator('tbody tr')).toHaveCount(38);
    await shot(page, 'rata-rata-provinsi-desktop');
    await tabel.getByRole('button', { name: 'Jawa Tengah' }).click();
    await expect(page).toHaveURL(/propinsi_id=\d+/);
    await expect(page.getByRole('table', { name: 'Tabel indeks per daerah' }).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(tabel.locator('tbody tr')).toHaveCount(38);

    await page.goto('/dashboard/indeks-rata-rata-inovasi-nasional');
    await expect(page.getByTestId('tabel-rata-rata').locator('tbody tr').first()).toContainText('Nasional');
    await expect(page.getByText('Rekap nasional per daerah')).toBeVisible();
    await shot(page, 'rata-rata-nasional-desktop');

    await page.goto('/dashboard/analisis?baris=tema&kolom=tahapan');
    const a = page.getByTestId('tabel-analisis');
    await expect(a.locator('thead th').nth(1)).toHaveText('Inisiatif');
    await expect(a.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Tukar baris dan kolom' }).click();
    await expect(page).toHaveURL(/baris=tahapan/);
    await expect(a.locator('tbody tr').first()).toContainText('Inisiatif');
    await shot(page, 'analisis-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'analisis-phone');
  });

  test('admin: statistik inovasi nasional dan statistik daerah; tim penilai: per indikator', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/iga');
    await expect(page.getByTestId('rata-self')).toBeVisible();
    await expect(page.getByText('Sebaran predikat')).toBeVisible();
    await expect(page.locator('svg.sigap-chart rect').first()).toBeVisible();
    await shot(page, 'iga-desktop');
    await page.goto('/dashboard/statistik-daerah');
    await expect(page.getByRole('table', { name: 'Statistik Per provinsi' })).toBeVisible();
    await shot(page, 'statistik-daerah-desktop');
    await page.getByRole('menuitem', { name: 'Keluar' }).isVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'tim.penilai');
    await page.goto('/dashboard/per-indikator');
    await expect(page.getByRole('table', { name: 'Sebaran level per indikator' }).locator('tbody tr').first()).toBeVisible();
    await shot(page, 'per-indikator-desktop');
  });

  test.describe('aksesibilitas', () => {
    test.use({ bypassCSP: true });
    test('ringkasan pemda, rekap dan analisis tanpa pelanggaran serius', async ({ page }) => {
      await signIn(page, 'pemda');
      await expect(page.locator('svg.sigap-chart rect').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => localStorage.clear());
      await signIn(page, 'superadmin');
      await page.goto('/dashboard/rekap-urusan-pemerintah');
      await expect(page.getByTestId('tabel-rekap').locator('tbody tr').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/dashboard/indeks-rata-rata-inovasi-nasional');
      await expect(page.getByText('Sangat Inovatif').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/dashboard/analisis');
      await expect(page.getByTestId('tabel-analisis').locator('tbody tr').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
