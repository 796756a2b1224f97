import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { listRows, seriousViolations, signIn } from './helpers';

/** Innovation screens (INO-02, INO-03, INO-05, INO-08, INO-10). */

const kata = (n: number, awal = 'kata') => Array.from({ length: n }, (_, i) => `${awal}${i + 1}`).join(' ');
const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/inovasi-${name}.png`, fullPage: true });

/** Picks an option of a Mantine Select/MultiSelect/lookup by the field label. */
async function pilih(page: Page, label: string, option?: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).or(page.getByRole('textbox', { name: label, exact: true })).first().click();
  const opt = option ? page.getByRole('option', { name: option }).first() : page.getByRole('option').first();
  await expect(opt).toBeVisible();
  await opt.click();
  await page.keyboard.press('Escape');
}

/** Writes into a rich-text field (the editor is a lazy chunk opened by a click). */
async function tulis(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  const editor = page.locator('.ProseMirror[contenteditable="true"]').and(page.getByRole('textbox', { name: label, exact: true }));
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

test.describe('inovasi daerah', () => {
  test('opd: tambah inovasi dengan kesalahan yang diperbaiki, draf bertahan setelah muat ulang, lalu simpan', async ({ page }) => {
    const nama = `Layanan Uji Otomatis ${Date.now()}`;
    await signIn(page, 'opd');
    await page.goto('/dashboard/inovasi-daerah');
    await expect(page.getByRole('heading', { name: 'Inovasi Daerah', exact: true })).toBeVisible();
    await expect(listRows(page).first()).toBeVisible();
    await page.getByRole('link', { name: 'Tambah' }).click();
    await expect(page).toHaveURL(/\/inovasi$/);
    await expect(page.getByRole('heading', { name: 'Tambah Inovasi Daerah' })).toBeVisible();

    await page.getByLabel('Nama Inovasi').fill(nama);
    await page.getByRole('radio', { name: 'Penerapan' }).check();
    await pilih(page, 'Inisiator Inovasi', 'OPD');
    await page.getByLabel('Nama Inisiator').fill('Dinas Komunikasi dan Informatika');
    await page.getByLabel('Titik Koordinat').fill('-6.917464,107.619123');

    // the draft survives a reload
    await page.waitForTimeout(600);
    await page.reload();
    await expect(page.getByTestId('draf-dipulihkan')).toBeVisible();
    await expect(page.getByLabel('Nama Inovasi')).toHaveValue(nama);
    await expect(page.getByLabel('Nama Inisiator')).toHaveValue('Dinas Komunikasi dan Informatika');

    await pilih(page, 'Klasifikasi Inovasi', 'Inovasi Perangkat Daerah');
    await pilih(page, 'Jenis Inovasi', 'Digital');
    await pilih(page, 'Bentuk Inovasi');
    await pilih(page, 'Urusan Pemerintahan');
    await page.getByLabel('Waktu Uji Coba').fill('15/01/2024');
    await page.getByLabel('Waktu Uji Coba').press('Tab');
    await page.getByLabel('Waktu Penerapan').fill('01/03/2024');
    await page.getByLabel('Waktu Penerapan').press('Tab');
    // the development date appears only for a developed innovation
    await expect(page.getByLabel('Waktu Pengembangan')).toHaveCount(0);
    await page.locator('[data-field="is_developed"]').getByRole('radio', { name: 'Ya' }).check();
    await expect(page.getByLabel('Waktu Pengembangan')).toBeVisible();
    await page.locator('[data-field="is_developed"]').getByRole('radio', { name: 'Tidak' }).check();
    await expect(page.getByLabel('Waktu Pengembangan')).toHaveCount(0);

    await tulis(page, 'Rancang Bangun', kata(299));
    await expect(page.getByTestId('jumlah-kata-latar_belakang')).toHaveText('299 / minimal 300 kata');
    await tulis(page, 'Tujuan Inovasi', 'Mempercepat layanan publik.');
    await tulis(page, 'Manfaat yang Diperoleh', 'Warga dilayani lebih cepat.');
    await tulis(page, 'Hasil Inovasi', 'Waktu layanan turun dari tiga hari menjadi satu hari.');

    // Asta Cita missing and 299 words: the domain's messages under the fields, nothing sent
    let sent = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/crud/iga2020_inovasi')) sent = true;
    });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('[data-field="is_covid"]')).toContainText('Mohon pilih asta cipta');
    await expect(page.locator('[data-field="latar_belakang"]')).toContainText('Rancang Bangun minimal 300 kata.');
    await expect(page.getByTestId('ringkasan-galat')).toBeVisible();
    expect(sent).toBe(false);
    await shot(page, 'form-galat');

    await pilih(page, 'Asta Cita');
    await tulis(page, 'Rancang Bangun', kata(300));
    await expect(page.getByTestId('jumlah-kata-latar_belakang')).toHaveText('300 / minimal 300 kata');
    const created = page.waitForResponse((r) => r.url().endsWith('/crud/iga2020_inovasi') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const res = await created;
    expect(res.status()).toBe(201);
    const body = res.request().postDataJSON();
    expect(body.waktu).toBe('2024-01-15');
    expect(body.waktu_implementasi).toBe('2024-03-01');
    expect(body).not.toHaveProperty('waktu_pengembangan');
    await expect(page).toHaveURL(/\/dashboard\/inovasi-daerah/);
    const row = listRows(page).filter({ hasText: nama });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('status-pengiriman')).toHaveText('Belum Dikirim');

    // edit: the stored values come back in every kind of input; a change is saved
    await row.getByRole('link', { name: `Ubah ${nama}` }).click();
    await expect(page.getByRole('heading', { name: 'Ubah Inovasi Daerah' })).toBeVisible();
    await expect(page.getByLabel('Nama Inovasi')).toHaveValue(nama);
    await expect(page.getByLabel('Waktu Penerapan')).toHaveValue('01/03/2024');
    await expect(page.getByTestId('jumlah-kata-latar_belakang')).toHaveText('300 / minimal 300 kata');
    await expect(page.getByRole('radio', { name: 'Penerapan' })).toBeChecked();
    await page.getByLabel('Nama Inisiator').fill('Diskominfo Kota Bandung');
    const updated = page.waitForResponse((r) => /\/crud\/iga2020_inovasi\/\d+$/.test(r.url()) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Simpan' }).click();
    expect((await updated).status()).toBe(200);
    await expect(page).toHaveURL(/\/dashboard\/inovasi-daerah/);

    // saved: the draft is gone
    await page.goto('/inovasi');
    await expect(page.getByRole('heading', { name: 'Tambah Inovasi Daerah' })).toBeVisible();
    await expect(page.getByLabel('Nama Inovasi')).toHaveValue('');
    await expect(page.getByTestId('draf-dipulihkan')).toHaveCount(0);
  });

  test('opd: kirim ke Kemendagri, baris menjadi hijau dan tidak dapat diubah selama menunggu', async ({ page }) => {
    const nama = 'Portal Data Terbuka Kota';
    await signIn(page, 'opd');
    await page.goto('/dashboard/inovasi-daerah');
    const row = listRows(page).filter({ hasText: nama });
    await expect(row).toHaveAttribute('data-warna', 'putih');
    await expect(row.getByRole('link', { name: `Ubah ${nama}` })).toBeVisible();
    // Hasil Uji Coba is never offered; opd does not see Pengirim
    await expect(row.getByText('Hasil Uji Coba')).toHaveCount(0);
    await shot(page, 'daftar-opd');

    await row.getByRole('button', { name: `Kirim ke Kemendagri ${nama}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim ke Kemendagri' });
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await expect(dialog.getByText('Pilih Setuju atau Tolak.')).toBeVisible();
    // refusing the statement: the server refuses and says why
    await dialog.getByRole('radio', { name: 'Tolak' }).check();
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await expect(dialog.getByText(/harus menyetujui/)).toBeVisible();
    await dialog.getByRole('radio', { name: 'Setuju' }).check();
    await dialog.getByLabel('Deskripsi (opsional)').fill('Dikirim dari uji otomatis.');
    await shot(page, 'kirim-dialog');
    const sent = page.waitForResponse((r) => /\/nomor_registrasi\/\d+$/.test(r.url()) && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    expect((await sent).status()).toBe(200);
    await expect(dialog).toHaveCount(0);

    await expect(row).toHaveAttribute('data-warna', 'hijau');
    await expect(row.getByTestId('status-pengiriman')).toHaveText('Sudah Dikirim');
    await expect(row.getByRole('link', { name: `Ubah ${nama}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Kirim ke Kemendagri ${nama}` })).toHaveCount(0);
    await shot(page, 'daftar-terkirim');

    // the form opens read-only while pending
    await row.getByRole('link', { name: `Lihat ${nama}` }).click();
    await expect(page.getByRole('heading', { name: 'Detail Inovasi Daerah' })).toBeVisible();
    await expect(page.getByTestId('hanya-baca')).toContainText('menunggu verifikasi');
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
  });

  test('pemda: server menolak kiriman yang tidak lagi lengkap dan menyebut apa yang kurang', async ({ page }) => {
    const nama = 'Sapa Warga Sehat: Konsultasi Kesehatan Daring Terpadu';
    await signIn(page, 'pemda');
    await page.goto('/dashboard/inovasi-daerah');
    const row = listRows(page).filter({ hasText: nama });
    await expect(row.getByRole('button', { name: `Kirim ke Kemendagri ${nama}` })).toBeVisible();
    // meanwhile someone removes the supporting documents (the screen still offers Kirim)
    const id = Number(await row.getAttribute('data-row-id'));
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { Authorization: `Bearer ${token}` };
    const docs = (await (await page.request.get(`/inovasi/${id}/dokumen`, { headers })).json()).data as { id: number }[];
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) expect((await page.request.delete(`/inovasi/${id}/dokumen/${d.id}`, { headers })).status()).toBe(200);

    await row.getByRole('button', { name: `Kirim ke Kemendagri ${nama}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim ke Kemendagri' });
    await dialog.getByRole('radio', { name: 'Setuju' }).check();
    const sent = page.waitForResponse((r) => /\/nomor_registrasi\/\d+$/.test(r.url()) && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Kirim' }).click();
    expect((await sent).status()).toBe(422);
    const hambatan = dialog.getByTestId('hambatan-kirim');
    await expect(hambatan).toContainText('Yang masih harus dilengkapi');
    await expect(hambatan).toContainText('wajib dilengkapi bukti dukung');
    await expect(hambatan.getByRole('listitem').first()).toBeVisible();
    await expect(hambatan.getByRole('link', { name: 'Lengkapi indikator dan bukti dukung' })).toHaveAttribute('href', `/dashboard/indikator_inovasi?id=${id}`);
    await shot(page, 'kirim-ditolak');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    // nothing was sent
    await expect(row.getByTestId('status-pengiriman')).toHaveText('Belum Dikirim');
  });

  test('admin melihat inovasi beberapa daerah dan memfilter per tahapan', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/inovasi-daerah?size=100');
    await expect(listRows(page).first()).toBeVisible();
    const regions = new Set((await page.getByTestId('nama-pemda').allTextContents()).map((t) => t.replace(/ · $/, '')));
    expect(regions.size).toBeGreaterThan(1);
    await shot(page, 'daftar-admin');
    // the region filter (a lookup) narrows the list to one region
    const region = page.getByRole('combobox', { name: 'Pemerintah Daerah', exact: true }).or(page.getByRole('textbox', { name: 'Pemerintah Daerah', exact: true })).first();
    await region.click();
    await region.fill('Banyuwangi');
    await page.getByRole('option', { name: /Banyuwangi/ }).first().click();
    await expect(page).toHaveURL(/[?&]profil_id=\d+/);
    await expect(page.getByTestId('nama-pemda').first()).toContainText('Banyuwangi');
    const one = new Set(await page.getByTestId('nama-pemda').allTextContents());
    expect([...one].every((t) => t.includes('Kabupaten Banyuwangi'))).toBe(true);
    await page.goto('/dashboard/inovasi-daerah?size=100');
    // search (kept in the address bar); the legacy-theme row: red on grey with the warning
    await page.getByLabel('Cari').fill('Ronda Siskamling');
    await expect(page).toHaveURL(/[?&]q=Ronda/);
    await expect(listRows(page)).toHaveCount(1);
    const legacy = listRows(page).filter({ hasText: 'Ronda Siskamling Daring' });
    await expect(legacy).toHaveAttribute('data-warna', 'merah-abu');
    await expect(legacy.getByTestId('profil-belum-lengkap')).toHaveText(/Isian Profil Inovasi Daerah belum lengkap/);
    // PDF and Excel: a click asks a download token for that one file (never the session token), then downloads
    for (const [label, type] of [
      ['Unduh PDF', 'application/pdf'],
      ['Unduh Excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ]) {
      const [unduhan] = await Promise.all([page.waitForEvent('download'), legacy.getByRole('button', { name: `${label} Ronda Siskamling Daring` }).click()]);
      const href = new URL(unduhan.url()).pathname + new URL(unduhan.url()).search;
      expect(href).toMatch(/^\/inovasi\/download-(pdf|excel)\/\d+\?unduh=[^&]+$/);
      const r = await page.request.get(href);
      expect(r.status()).toBe(200);
      expect(r.headers()['content-type']).toBe(type);
    }

    // the toolbar's export carries the screen's filters: the search finds one row, the file has one row
    // (the button asks with the session and hands the file to the browser, decision 114: a large export answers 202)
    const [ekspor, jawabEkspor] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => new URL(r.url()).pathname === '/inovasi/download-excel'),
      page.getByRole('button', { name: 'Unduh Excel', exact: true }).click(),
    ]);
    expect(new URL(jawabEkspor.url()).search).toMatch(/search=Ronda/);
    expect(jawabEkspor.status()).toBe(200);
    expect(ekspor.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await ekspor.path())!);
    expect(wb.worksheets[0]!.rowCount).toBe(2);
    expect(JSON.stringify(wb.worksheets[0]!.getRow(2).values)).toContain('Ronda Siskamling Daring');

    // its form names the legacy theme and asks for an Asta Cita before saving
    await legacy.getByRole('link', { name: 'Ubah Ronda Siskamling Daring' }).click();
    await expect(page.locator('[data-field="is_covid"]')).toContainText(/Tema lama: .+pilih salah satu Asta Cita/);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('[data-field="is_covid"]')).toContainText('Mohon pilih asta cipta');
    await page.goBack();
    await page.getByLabel('Cari').fill('');
    await page.getByRole('tab', { name: 'Uji Coba' }).click();
    await expect(page).toHaveURL(/inovasi_status=1/);
    await expect(listRows(page).filter({ hasText: 'Bank Sampah Kelurahan Terpadu' })).toHaveCount(1);
    await expect(listRows(page).filter({ hasText: 'Ronda Siskamling Daring' })).toHaveCount(0);
    // every row of the tab is at stage Uji Coba
    const stages = await listRows(page).locator('td:nth-child(3)').allTextContents();
    expect(new Set(stages)).toEqual(new Set(['Uji Coba']));
  });

  test('pemda di layar ponsel: kartu, Pengirim, ringkasan', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'pemda');
    await page.goto('/dashboard/inovasi-daerah');
    await expect(page.getByRole('list', { name: 'Daftar inovasi' })).toBeVisible();
    const verified = listRows(page).filter({ hasText: 'Parkir Pintar Berbasis Sensor' });
    await expect(verified).toHaveAttribute('data-warna', 'hijau');
    await shot(page, 'daftar-ponsel');
    await verified.getByRole('link', { name: 'Pengirim Parkir Pintar Berbasis Sensor' }).click();
    await expect(page).toHaveURL(/\/dashboard\/pengirim\?id=\d+/);
    await expect(page.getByTestId('nomor-registrasi')).toHaveText(/^IID\/2024\//);
    await expect(page.getByTestId('status-review')).toHaveText('Terverifikasi');
    await shot(page, 'pengirim-ponsel');

    await page.goto('/dashboard/inovasi-daerah-summary');
    await expect(page.getByTestId('rekap-Total')).not.toHaveText('0');
    await page.getByRole('link', { name: 'Uji Coba: lihat daftar' }).click();
    await expect(page).toHaveURL(/inovasi-daerah\?inovasi_status=1/);
    await expect(page.getByRole('tab', { name: 'Uji Coba' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/inovasi');
    await expect(page.getByRole('heading', { name: 'Tambah Inovasi Daerah' })).toBeVisible();
    await shot(page, 'form-ponsel');
  });

  test('arsip: hanya tahun arsip, unduh PDF/Excel, tanpa tambah', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/arsip');
    await expect(page.getByRole('heading', { name: 'Arsip Inovasi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tambah' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Tahun', exact: true }).click();
    await expect(page.getByRole('option', { name: '2005' })).toBeVisible();
    await expect(page.getByRole('option', { name: '2022' })).toBeVisible();
    await expect(page.getByRole('option', { name: '2023' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await shot(page, 'arsip');
  });

  test.describe('aksesibilitas', () => {
    test.use({ bypassCSP: true });
    test('daftar, dialog kirim dan formulir tanpa pelanggaran serius', async ({ page }) => {
      await signIn(page, 'pemda');
      await page.goto('/dashboard/inovasi-daerah');
      await expect(listRows(page).first()).toBeVisible();
      expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
      await listRows(page).getByRole('button', { name: /^Kirim ke Kemendagri / }).first().click();
      await expect(page.getByRole('dialog', { name: 'Kirim ke Kemendagri' })).toBeVisible();
      expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/inovasi');
      await expect(page.getByRole('heading', { name: 'Tambah Inovasi Daerah' })).toBeVisible();
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.getByTestId('ringkasan-galat')).toBeVisible();
      expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
    });
  });
});


/** Serious and critical axe-core violations (WCAG 2.x A/AA and best practice) inside this feature's content (the shell is tested elsewhere). */
