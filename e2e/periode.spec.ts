import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { listRows, PASSWORD, signIn, test } from './helpers';

/**
 * One period per assessment year and the "why" answers (issue 19 items 2 and 4, decisions 83-86): a pemda sees why
 * an innovation cannot be sent, follows the link to the place that fixes it, and sees the registration number of a
 * registered innovation.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/periode-${name}.png`, fullPage: true });
const TEKS = `<p>${Array.from({ length: 320 }, (_, i) => `kata${i}`).join(' ')}</p>`;

async function masuk(request: APIRequestContext, username: string) {
  const r = await request.post('/login', { data: { username, password: PASSWORD } });
  return { Authorization: `Bearer ${(await r.json()).token}` };
}

/** A complete innovation of the pemda (fields only: its mandatory indicators are still empty). */
async function buat(request: APIRequestContext, headers: Record<string, string>, over: Record<string, unknown> = {}) {
  const nama = `Layanan Periode ${Date.now().toString(36)}`;
  const r = await request.post('/crud/iga2020_inovasi', {
    headers,
    data: {
      nama,
      inovasi_status: 2,
      inisiator: 'OPD',
      nama_inisiator: 'Dinas Kependudukan',
      koordinat: '-6.917464,107.619123',
      klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
      jenis_inovasi: 'Digital',
      bentuk_inovasi: 2,
      is_covid: 12,
      urusan_pemerintah_id: '1,6',
      waktu: '2024-01-10',
      waktu_implementasi: '2024-02-01',
      is_developed: 0,
      latar_belakang: TEKS,
      tujuan: '<p>Mempercepat layanan.</p>',
      manfaat: '<p>Warga tidak perlu datang.</p>',
      hasil_inovasi: '<p>Waktu layanan turun.</p>',
      ...over,
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  return { id: (await r.json()).data.id as number, nama };
}

test.describe('periode penilaian dan alasan kirim', () => {
  test.setTimeout(180_000);
  test('pemda: melihat mengapa inovasi belum dapat dikirim dan membuka tempat memperbaikinya', async ({ page, request, pengaturan }) => {
    const headers = await masuk(request, 'pemda');
    const tanpaIndikator = await buat(request, headers);
    const tahun2025 = await buat(request, headers, { waktu_implementasi: '2025-03-01', tahun: 2025 });
    // the sending years narrowed to 2024: the 2025 row is outside the period
    await pengaturan({ tahun_kirim_max: '2024' });

    await signIn(page, 'pemda');
    await page.goto('/dashboard/inovasi-daerah');
    await expect(page.getByTestId('periode-penilaian')).toContainText('Tahun penilaian IID 2026', { timeout: 30_000 });
    await expect(page.getByTestId('periode-penilaian')).toContainText('Dapat dikirim: inovasi tahun 2024');

    // complete fields but no indicators: not "100%" alone, and the reason links to the indicators
    await page.goto(`/dashboard/inovasi-daerah?q=${encodeURIComponent(tanpaIndikator.nama)}`);
    const baris = listRows(page).filter({ hasText: tanpaIndikator.nama }).first();
    await expect(baris).toBeVisible({ timeout: 30_000 });
    await expect(baris.getByTestId('kelengkapan-tetapi')).toContainText('Lengkap, tetapi indikator dan bukti dukung');
    await expect(baris.getByRole('button', { name: `Kirim ke Kemendagri ${tanpaIndikator.nama}` })).toHaveCount(0);
    await expect(baris.getByRole('link', { name: `Indikator ${tanpaIndikator.nama}` })).toBeVisible();
    await baris.getByRole('button', { name: `Mengapa belum dapat dikirim: ${tanpaIndikator.nama}` }).click();
    const alasan = page.getByTestId('alasan-kirim');
    await expect(alasan).toContainText('Indikator dan bukti dukung inovasi belum lengkap');
    await shot(page, 'daftar');
    await alasan.getByRole('link', { name: 'Buka indikator' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/indikator_inovasi\\?id=${tanpaIndikator.id}$`));
    // the editor names the innovation's year and the assessment year, consistently with the list
    await expect(page.getByTestId('tahun-indikator')).toContainText('inovasi tahun 2024 · indikator penilaian IID 2026', { timeout: 30_000 });

    // a year outside the period: salmon, no Kirim, the reason and a link that opens the form at the date
    await page.goto(`/dashboard/inovasi-daerah?q=${encodeURIComponent(tahun2025.nama)}`);
    const luar = listRows(page).filter({ hasText: tahun2025.nama }).first();
    await expect(luar).toHaveAttribute('data-warna', 'salmon', { timeout: 30_000 });
    await luar.getByRole('button', { name: `Mengapa belum dapat dikirim: ${tahun2025.nama}` }).click();
    await expect(page.getByTestId('alasan-kirim')).toContainText('Inovasi tahun 2025 tidak dapat dikirim: penilaian IID 2026 hanya menerima inovasi tahun 2024.');
    await page.getByTestId('alasan-kirim').getByRole('link', { name: 'Perbaiki isian' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/inovasi/${tahun2025.id}#waktu_implementasi$`));
    await expect(page.locator('#waktu_implementasi')).toBeInViewport({ timeout: 30_000 });
    await expect(page.getByTestId('alasan-kirim')).toContainText('tidak dapat dikirim');
    await expect(page.getByTestId('periode-penilaian')).toContainText('Tahun penilaian IID 2026');
    await shot(page, 'formulir');
  });

  test('pemda: melihat nomor registrasi inovasi yang sudah dikirim', async ({ page, request }) => {
    const headers = await masuk(request, 'pemda');
    const rows = (await (await request.get('/crud/iga2020_inovasi?per_page=100', { headers })).json()).data as { id: number; nama: string; registrasi: { nomor?: string | null; status_nomor: number } | null }[];
    const terkirim = rows.find((r) => r.registrasi?.nomor && r.registrasi.status_nomor >= 0);
    expect(terkirim, 'data demo pemda memiliki inovasi terkirim').toBeTruthy();
    await signIn(page, 'pemda');
    await page.goto(`/dashboard/inovasi-daerah?q=${encodeURIComponent(terkirim!.nama)}`);
    const baris = listRows(page).filter({ hasText: terkirim!.nama }).first();
    await expect(baris.getByTestId('nomor-registrasi-baris')).toContainText(terkirim!.registrasi!.nomor!, { timeout: 30_000 });
    await expect(baris.getByTestId('kematangan')).toContainText('/ 111');
    await page.goto(`/inovasi/${terkirim!.id}`);
    await expect(page.getByTestId('nomor-registrasi')).toContainText(terkirim!.registrasi!.nomor!, { timeout: 30_000 });
    await shot(page, 'terkirim');
  });
});
