import { expect, test, type Page } from '@playwright/test';
import { listRows, signIn } from './helpers';

/** The editor of a rich-text field (tiptap content with the field label). */
const editor = (page: Page, label: string) => page.getByRole('textbox', { name: label });

test.describe('layar generik: daftar dan formulir (PLT-06, PLT-07)', () => {
  test('admin: cari, tambah (validasi), ubah dan hapus FAQ', async ({ page }) => {
    const stamp = Date.now();
    const question = `Bagaimana cara mengirim inovasi ${stamp}?`;
    await signIn(page, 'admin');
    await page.goto('/dashboard/master-faq');
    await expect(page.getByRole('heading', { name: 'Kelola FAQ', exact: true })).toBeVisible();
    // the demo seeds add FAQ entries (master data and content): count what is there, then follow the changes
    await expect(listRows(page).first()).toBeVisible();
    const awal = await listRows(page).count();

    // search, kept in the address bar
    await page.getByLabel('Cari').fill('skor');
    await expect(page).toHaveURL(/[?&]q=skor/);
    await expect(listRows(page)).toHaveCount(1);
    await expect(listRows(page).first()).toContainText('Mengapa skor saya berubah');
    await page.getByLabel('Cari').fill('tidak-ada-yang-cocok');
    await expect(page.getByTestId('list-empty')).toHaveText('Tidak ada data');
    await page.getByLabel('Cari').fill('');
    await expect(listRows(page)).toHaveCount(awal);

    // add: the domain's validation (same messages as the server) under each field
    await page.getByRole('link', { name: 'Tambah' }).click();
    await expect(page).toHaveURL(/\/dashboard\/master-faq\/tambah$/);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('[data-field="question"]')).toContainText('Pertanyaan wajib diisi.');
    await expect(page.getByText('Jawaban wajib diisi.')).toBeVisible();

    await page.getByLabel('Pertanyaan').fill(question);
    await editor(page, 'Jawaban').click();
    await page.keyboard.type('Buka menu Inovasi Daerah lalu pilih Kirim ke Kemendagri.');
    await expect(page.getByTestId('jumlah-kata-answer')).toHaveText('9 kata');
    const created = page.waitForResponse((r) => r.url().endsWith('/crud/help_faq') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const body = (await created).request().postDataJSON();
    expect(body).toEqual({ question, answer: '<p>Buka menu Inovasi Daerah lalu pilih Kirim ke Kemendagri.</p>' });
    await expect(page).toHaveURL(/\/dashboard\/master-faq$/);
    await expect(page.getByText('Data berhasil disimpan.')).toBeVisible();
    await expect(listRows(page)).toHaveCount(awal + 1);

    // edit
    await page.getByRole('link', { name: `Ubah ${question}` }).click();
    await expect(page.getByLabel('Pertanyaan')).toHaveValue(question);
    await expect(editor(page, 'Jawaban')).toContainText('Kirim ke Kemendagri');
    await page.getByLabel('Pertanyaan').fill(`${question} (diperbarui)`);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/dashboard\/master-faq$/);
    await expect(listRows(page).filter({ hasText: '(diperbarui)' })).toHaveCount(1);

    // view
    await page.getByRole('link', { name: `Lihat ${question} (diperbarui)` }).click();
    await expect(page.getByRole('heading', { name: 'Detail FAQ' })).toBeVisible();
    await expect(page.getByText('Buka menu Inovasi Daerah lalu pilih Kirim ke Kemendagri.')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke daftar' }).click();

    // delete, after a confirmation
    await page.getByRole('button', { name: `Hapus ${question} (diperbarui)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus data' });
    await expect(dialog).toContainText(question);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(listRows(page)).toHaveCount(awal + 1);
    await page.getByRole('button', { name: `Hapus ${question} (diperbarui)` }).click();
    await page.getByRole('dialog', { name: 'Hapus data' }).getByRole('button', { name: 'Ya, hapus' }).click();
    await expect(page.getByText('Data berhasil dihapus.')).toBeVisible();
    await expect(listRows(page)).toHaveCount(awal);
    await expect(page.getByText(question)).toHaveCount(0);
  });

  test('kesalahan validasi dari server tampil di bawah kolomnya', async ({ page }) => {
    // the client checks the same rules as the server; a taken slug is only known to the server (409 with errors.slug)
    await signIn(page, 'admin');
    await page.goto('/dashboard/categories/tambah');
    await page.getByLabel('Nama Kategori').fill(`Kategori uji ${Date.now()}`);
    await page.getByLabel('Slug').fill('panduan');
    const answer = page.waitForResponse((r) => r.url().endsWith('/crud/content_categories') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Simpan' }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.locator('[data-field="slug"]')).toContainText('Nilai ini sudah dipakai.');
    await expect(page).toHaveURL(/\/tambah$/);
    // the message goes away when the field is changed, and the save then succeeds
    await page.getByLabel('Slug').fill(`uji-${Date.now()}`);
    await expect(page.locator('[data-field="slug"]')).not.toContainText('Nilai ini sudah dipakai.');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page).toHaveURL(/\/dashboard\/categories$/);
  });

  test('status daftar di alamat: bertahan setelah muat ulang, maju-mundur, ukuran halaman', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/daerah');
    await expect(listRows(page)).toHaveCount(20);
    await expect(page.getByTestId('list-range')).toHaveText(/^1-20 dari \d+ data$/);

    // page size 50
    await page.getByRole('combobox', { name: 'Jumlah per halaman' }).click();
    await page.getByRole('option', { name: '50 / halaman' }).click();
    await expect(page).toHaveURL(/[?&]size=50/);
    await expect(listRows(page)).toHaveCount(50);

    // next page, then a 5-page window
    await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('list-range')).toHaveText(/^51-100 dari/);
    await expect(page.getByRole('navigation', { name: 'Halaman' }).getByRole('button', { name: /^Halaman \d+$/ })).toHaveCount(5);

    // sort Nama Z-A and a filter
    await page.getByRole('combobox', { name: 'Urutkan' }).click();
    await page.getByRole('option', { name: 'Nama Z-A' }).click();
    await expect(page).toHaveURL(/[?&]sort=nama-desc/);
    await expect(page).not.toHaveURL(/[?&]page=/); // a new order starts at page 1
    await page.getByRole('combobox', { name: 'Tingkat' }).click();
    await page.getByRole('option', { name: 'Provinsi' }).click();
    await expect(page).toHaveURL(/[?&]tingkat=1/);
    await expect(page.getByTestId('list-range')).toHaveText('1-38 dari 38 data');
    await expect(page).toHaveURL(/[?&]sort=nama-desc/);
    await expect(listRows(page).first()).toContainText('Sumatera Utara'); // Z-A among the 38 provinces
    await expect(listRows(page)).toHaveCount(38);
    await expect(listRows(page).filter({ hasNotText: 'Provinsi' })).toHaveCount(0);
    const firstZA = (await listRows(page).first().textContent()) ?? '';

    // reload keeps it
    await page.reload();
    await expect(page.getByTestId('list-range')).toHaveText('1-38 dari 38 data');
    await expect(page.getByRole('combobox', { name: 'Urutkan' })).toHaveValue('Nama Z-A');
    await expect(listRows(page).first()).toHaveText(firstZA);

    // back: without the filter; forward: with it again
    await page.goBack();
    await expect(page).not.toHaveURL(/tingkat=/);
    await expect(page.getByTestId('list-range')).not.toHaveText('1-38 dari 38 data');
    await page.goForward();
    await expect(page.getByTestId('list-range')).toHaveText('1-38 dari 38 data');

    // a shared link opens the same state
    const url = page.url();
    const other = await page.context().newPage();
    await other.goto(url);
    await expect(other.getByTestId('list-range')).toHaveText('1-38 dari 38 data');
    await other.close();
  });

  test('kolom lookup menampilkan label, bukan angka', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/daerah?q=Kota%20Bandung');
    const row = listRows(page).filter({ hasText: 'Kota Bandung' }).first();
    await expect(row).toContainText('Jawa Barat');
  });
});

test('daftar yang gagal dimuat dikosongkan dan memberi satu pemberitahuan', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard/daerah?tingkat=1');
  await expect(page.getByTestId('list-range')).toHaveText('1-20 dari 38 data');
  // a stale shared link: the server refuses the filter value (422), nothing is retried
  const answer = page.waitForResponse((r) => r.url().includes('/crud/m_daerah?') && r.url().includes('tingkat=9'));
  await page.goto('/dashboard/daerah?tingkat=9');
  expect((await answer).status()).toBe(422);
  await expect(page.getByTestId('list-empty')).toHaveText('Tidak ada data');
  await expect(page.getByTestId('list-range')).toHaveText('0 data');
  await expect(page.getByRole('navigation', { name: 'Halaman' }).getByRole('button', { name: /^Halaman \d+$/ })).toHaveCount(0);
  const note = page.locator('.mantine-Notification-root');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Nilai filter Tingkat tidak valid.');
});

test('unggah berkas lewat formulir generik (tus /media/tus, decisions 106 and 127) dan simpan file_url', async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, 'admin');
  await page.goto('/dashboard/announcements/tambah');
  await page.getByRole('textbox', { name: 'Judul' }).fill(`Pengumuman uji ${stamp}`);
  await page.getByRole('textbox', { name: 'Slug' }).fill(`pengumuman-uji-${stamp}`);
  // a file of at most one chunk travels with the request that creates the upload, which answers the stored file's address
  const uploaded = page.waitForResponse((r) => r.url().includes('/media/tus') && !!r.headers()['upload-file-url']);
  await page.locator('[data-field="file"] input[type="file"]').setInputFiles({
    name: 'surat-edaran.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  const upload = await uploaded;
  expect(upload.request().method()).toBe('POST');
  expect(upload.status()).toBe(201);
  const fileUrl = upload.headers()['upload-file-url']!;
  expect(fileUrl).toMatch(/^\/media\/.+\.pdf$/);
  // the link shows the plain address (a click opens it with a download token, never the session token)
  await expect(page.locator('[data-field="file"]').getByRole('link')).toHaveAttribute('href', fileUrl);

  const created = page.waitForResponse((r) => r.url().endsWith('/crud/announcements') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Simpan' }).click();
  expect((await created).request().postDataJSON()).toMatchObject({ judul: `Pengumuman uji ${stamp}`, file: fileUrl });
  await expect(page).toHaveURL(/\/dashboard\/announcements$/);
  const row = listRows(page).filter({ hasText: `Pengumuman uji ${stamp}` });
  await expect(row.getByRole('link', { name: 'Berkas PDF' })).toBeVisible();

  // an announcement's file is published with it (decision 71): readable without signing in; the signed-in
  // link still goes through a 5-minute download token, and it opens
  const href = await row.getByRole('link', { name: 'Berkas PDF' }).getAttribute('href');
  expect((await page.request.get(href!)).status()).toBe(200);
  const sesi = await page.evaluate(() => localStorage.getItem('token'));
  const tok = await page.request.post('/unduh/token', { headers: { authorization: `Bearer ${sesi}` }, data: { url: href } });
  expect(tok.status()).toBe(200);
  const file = await page.request.get(`${href}?unduh=${encodeURIComponent((await tok.json()).data.token as string)}`);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
