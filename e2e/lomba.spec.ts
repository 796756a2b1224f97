import { expect as base, type Page } from '@playwright/test';
import { signIn, test } from './helpers';

/** The competition (LMB-01) as its users meet it: an OPD enters and sends an entry; a judge scores it; the public sees it. */

/** This machine is shared and slow: screens get a minute to settle. */
const expect = base.configure({ timeout: 60_000 });

const TEKS = `<p>${Array.from({ length: 310 }, (_, i) => `kata${i}`).join(' ')}</p>`;

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: Record<string, unknown>) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test('OPD mendaftarkan inovasi ke lomba lalu mengirimnya; saat lomba ditutup layar menjelaskan alasannya', async ({ page, pengaturan }) => {
  test.setTimeout(300_000);
  await pengaturan({ lomba_status: '0', lomba_kirim_inovasi: '1' });
  await signIn(page, 'opd');
  await page.goto('/dashboard/lomba-inovasi-daerah');
  await expect(page.getByTestId('lomba-ditutup')).toContainText('Lomba inovasi daerah sedang ditutup', { timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Tambah' })).toHaveCount(0);

  await pengaturan({ lomba_status: '1' });
  // the session flags are read at sign-in
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'opd');
  await page.goto('/dashboard/lomba-inovasi-daerah');
  await expect(page.getByRole('link', { name: 'Tambah' })).toBeVisible();
  await page.screenshot({ path: '.tmp/e2e-results/lomba-daftar.png', fullPage: true });
  // the entry is written as the OPD (the competition form's rules: a 2022 date, no Asta Cita)
  const nama = `Lomba E2E ${Date.now()}`;
  const r = await api(page, 'POST', '/crud/lomba_inovasi', {
    nama,
    inovasi_status: 2,
    inisiator: 'OPD',
    nama_inisiator: 'Dinas Kesehatan',
    koordinat: '-6.917464,107.619123',
    jenis_inovasi: 'Digital',
    bentuk_inovasi: 2,
    urusan_pemerintah_id: '1',
    waktu: '2022-03-01',
    waktu_implementasi: '2022-06-01',
    is_developed: 0,
    tahun: 2024,
    latar_belakang: TEKS,
    tujuan: '<p>Tujuan.</p>',
    manfaat: '<p>Manfaat.</p>',
    hasil_inovasi: '<p>Hasil.</p>',
  });
  expect(r.data.is_lomba).toBe(1);
  await page.reload();
  await page.getByPlaceholder('Cari nama inovasi lomba…').fill(nama);
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await expect(row.getByTestId('status-lomba')).toHaveText('Belum Dikirim');
  // what the page asked after the send, told when the row does not change (one CI run of 2026-11-29 saw the row stay
  // "Belum Dikirim" for a minute after the dialog closed; not reproduced since)
  const setelahKirim: string[] = [];
  let terkirim = false;
  page.on('response', (res) => {
    const url = res.url();
    if (url.includes('/lomba-inovasi-daerah/kirim/')) terkirim = true;
    if (terkirim && !url.includes('/assets/')) setelahKirim.push(`${res.request().method()} ${url.replace(/^https?:\/\/[^/]+/, '')} -> ${res.status()}`);
  });
  await row.getByRole('button', { name: `Kirim ${nama}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Kirim ke Lomba' });
  await dialog.getByRole('button', { name: 'Kirim' }).click();
  await expect(dialog).toBeHidden();
  try {
    await expect(row.getByTestId('status-lomba')).toHaveText('Terkirim');
  } catch (e) {
    const server = await api(page, 'GET', `/crud/lomba_inovasi?search=${encodeURIComponent(nama)}`);
    throw new Error(
      `${(e as Error).message}\nSesudah kirim halaman meminta: ${setelahKirim.join('; ') || '(tidak ada)'}\nServer kini menjawab status_lomba: ${server.data?.[0]?.status_lomba}`,
    );
  }
  await expect(row.getByRole('button', { name: `Kirim ${nama}` })).toHaveCount(0);
});

test('juri menilai inovasi lomba yang dikirim; peringkat memakai rata-rata juri; halaman publik menampilkan pemenang', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'tim.penilai');
  await page.goto('/dashboard/lomba-inovasi-daerah?search=Peta%20Rawan');
  const nama = 'Lomba: Peta Rawan Banjir Warga';
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await row.getByRole('button', { name: `Nilai ${nama}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Lembar Penilaian Juri' });
  for (const [k, v] of [['Kebaruan', '9'], ['Kemanfaatan', '8'], ['Kemudahan Replikasi', '7'], ['Keberlanjutan', '8']] as const) {
    await sheet.getByLabel(`Skor ${k}`).fill(v);
  }
  await page.screenshot({ path: '.tmp/e2e-results/lomba-lembar.png', fullPage: true });
  await sheet.getByRole('button', { name: 'Kirim Nilai' }).click();
  await expect(sheet).toBeHidden();
  await expect(row).toContainText('Lembar Anda: dikirim');
  await page.getByRole('tab', { name: 'Peringkat dan Pengumuman' }).click({ timeout: 60_000 });
  const baris = page.getByTestId('baris-peringkat').filter({ hasText: nama });
  // 0.30*90 + 0.25*80 + 0.25*70 + 0.20*80 = 80.5
  await expect(baris).toContainText('80.50');
  await page.screenshot({ path: '.tmp/e2e-results/lomba-peringkat.png', fullPage: true });

  await page.goto('/lomba');
  await expect(page.getByRole('heading', { name: 'Lomba Inovasi Daerah' })).toBeVisible();
  await expect(page.getByTestId('pemenang-lomba')).toHaveCount(2);
  await page.screenshot({ path: '.tmp/e2e-results/lomba-publik.png', fullPage: true });
});
