import fs from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { seriousViolations, signIn } from './helpers';

/** A small valid one-page PDF: the cover of a change-project report. */
function pdfLaporan(text: string): Buffer {
  const stream = `BT /F1 14 Tf 20 70 Td (${text}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

fs.mkdirSync('.tmp/screenshots', { recursive: true });

/** A Mantine select (a combobox or a searchable text box) by its label. */
const kotakPilihan = (scope: Locator, label: string) => scope.getByRole('combobox', { name: label, exact: true }).or(scope.getByRole('textbox', { name: label, exact: true })).first();
const shot = (page: import('@playwright/test').Page, name: string) => page.screenshot({ path: `.tmp/screenshots/diklat-${name}.png`, fullPage: true });

test.describe('laporan diklat (DKL-01)', () => {
  test.use({ bypassCSP: true });
  // long user flows (two accounts, an upload, three screens) on a shared machine
  test.slow();

  test('peserta mengunggah laporan PDF, melihatnya di penampil, dan dashboard menghitungnya', async ({ page }) => {
    await signIn(page, 'peserta.diklat');
    // the dashboard before: the participant's own reports only
    await page.goto('/dashboard/dashboard-diklat');
    const jumlah = page.getByTestId('jumlah-laporan');
    await expect(jumlah).toHaveText(/^\d+$/);
    const sebelum = Number(await jumlah.textContent());

    await page.goto('/dashboard/data-diklat');
    await expect(page.locator('[data-row-id]').first()).toBeVisible();
    await page.getByRole('link', { name: 'Tambah' }).click();
    await expect(page).toHaveURL(/\/dashboard\/detail-diklat\?baru=1/);
    const form = page.getByRole('form', { name: 'Formulir Laporan Diklat' });
    // the region is the participant's own, fixed
    await expect(form.getByRole('textbox', { name: 'Pemerintah Daerah' })).toHaveValue('Kota Bandung');
    await expect(form.getByRole('textbox', { name: 'Pemerintah Daerah' })).toBeDisabled();

    // a report without its file is refused on the field, nothing is saved
    const judul = `Aplikasi Antrean Puskesmas Terpadu ${Date.now()}`;
    await form.getByLabel('Nama Peserta').fill('Rina Marlina');
    await form.getByLabel('NIP').fill('198703122010012003');
    await form.getByLabel('Jabatan').fill('Kepala Bidang Layanan Digital');
    await form.getByLabel('Instansi').fill('Dinas Komunikasi dan Informatika');
    await kotakPilihan(form, 'Jenis Pelatihan').click();
    await page.getByRole('option').first().click();
    await form.getByLabel('Judul Proyek Perubahan').fill(judul);
    await form.getByLabel('Tautan Video').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(form.getByText('Laporan (PDF) wajib diisi.')).toBeVisible();

    // the innovation it produced: one of the region's
    await kotakPilihan(form, 'Inovasi yang Dihasilkan').click();
    await page.getByRole('option').first().click();

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), form.getByRole('button', { name: /Pilih berkas Laporan/ }).click()]);
    await chooser.setFiles({ name: 'laporan-proyek.pdf', mimeType: 'application/pdf', buffer: pdfLaporan('Laporan Proyek Perubahan') });
    await expect(form.getByText('laporan-proyek.pdf')).toBeVisible();
    await shot(page, 'form');
    await form.getByRole('button', { name: 'Simpan' }).click();

    // the detail: every field, the PDF in the page's viewer, the video embedded without cookies
    await expect(page).toHaveURL(/\/dashboard\/detail-diklat\?id=\d+$/);
    await expect(page.getByText(judul).first()).toBeVisible();
    await expect(page.getByText('198703122010012003')).toBeVisible();
    const viewer = page.getByTestId('penampil-pdf');
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute('src', /\/media\/.+\.pdf\?unduh=/);
    const src = await viewer.getAttribute('src');
    const pdf = await page.request.get(src!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expect(page.getByTestId('video-laporan')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    await shot(page, 'detail');
    expect(await seriousViolations(page, { exclude: ['iframe'] })).toEqual([]);

    // the dashboard counts it
    await page.goto('/dashboard/dashboard-diklat');
    await expect(jumlah).toHaveText(String(sebelum + 1));
    await expect(page.getByTestId('jumlah-inovasi')).not.toHaveText('0');
    await shot(page, 'dashboard');
    // its workbook is asked with the session (a large one would be prepared in the background, decision 116)
    const unduhan = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh Excel' }).click();
    const berkas = await unduhan;
    expect(berkas.suggestedFilename()).toMatch(/^dashboard-diklat.*\.xlsx$/);
    expect((await fs.promises.readFile((await berkas.path())!)).subarray(0, 2).toString()).toBe('PK');

    // the regional admin sees the participant's report in its region's list
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'admin.diklat.daerah');
    await page.goto('/dashboard/data-diklat');
    await page.getByRole('searchbox', { name: 'Cari' }).fill(judul);
    await expect(page.locator('[data-row-id]')).toHaveCount(1);
    await shot(page, 'daftar');
  });

  test('pemda membaca laporan daerahnya tanpa mengubah, dan mengelola akun diklat daerahnya', async ({ page }) => {
    await signIn(page, 'pemda');
    await page.goto('/dashboard/data-diklat');
    await expect(page.locator('[data-row-id]').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tambah' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Ubah / })).toHaveCount(0);
    await page.getByRole('link', { name: /^Lihat / }).first().click();
    await expect(page.getByTestId('penampil-pdf')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(0);

    await page.goto('/dashboard/konfigurasi-akun-diklat');
    await expect(page.getByRole('table', { name: 'Tabel akun diklat' }).getByText('peserta.diklat', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Tambah Akun' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Akun Diklat' });
    const username = `peserta.e2e.${Date.now() % 100000}`;
    await dialog.getByLabel('Nama pengguna').fill(username);
    await dialog.getByLabel('Nama lengkap').fill('Peserta Uji Peramban');
    await kotakPilihan(dialog, 'Peran').click();
    // pemda gives only the two regional roles
    await expect(page.getByRole('option')).toHaveText(['Admin Diklat Daerah', 'Peserta Diklat']);
    await page.getByRole('option', { name: 'Peserta Diklat' }).click();
    await expect(kotakPilihan(dialog, 'Daerah')).toBeDisabled();
    await dialog.getByLabel('Kata sandi').fill('pendek');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Kata sandi minimal 8 karakter.')).toBeVisible();
    await dialog.getByLabel('Kata sandi').fill('Rahasia123');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    const baris = page.getByRole('row').filter({ hasText: username });
    await expect(baris).toContainText('Kota Bandung');
    await shot(page, 'akun');
    await baris.getByRole('button', { name: `Nonaktifkan ${username}` }).click();
    await page.getByRole('button', { name: 'Ya, nonaktifkan' }).click();
    await expect(baris).toContainText('Nonaktif');
  });
});
