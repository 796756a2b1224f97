import { expect, type Page } from '@playwright/test';
import { PASSWORD, signIn, test } from './helpers';

/**
 * The offline outbox (issue 20, decision 107): an operator edits an innovation while the browser is offline, the
 * save waits on the device and the app bar counts it; when the connection returns it is sent by itself, arrives on
 * the server, and the indicator empties.
 */

/** The open outbox, once its opening transition has ended. */
async function shot(page: Page, name: string) {
  const isi = page.getByTestId('kotak-keluar-isi');
  await expect.poll(() => isi.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.screenshot({ path: `.tmp/screenshots/kotak-keluar-${name}.png`, fullPage: false });
}
const TEKS = `<p>${Array.from({ length: 320 }, (_, i) => `kata${i}`).join(' ')}</p>`;

test('an edit made offline waits in the outbox and arrives when the connection returns', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  const login = await request.post('/login', { data: { username: 'pemda', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const nama = `Layanan Luring ${Date.now().toString(36)}`;
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
    },
  });
  expect(r.status(), await r.text()).toBe(201);
  const id = (await r.json()).data.id as number;

  await signIn(page, 'pemda');
  await page.goto(`/inovasi/${id}`);
  await expect(page.getByLabel('Nama Inovasi')).toHaveValue(nama);
  await expect(page.getByTestId('kotak-keluar')).toHaveCount(0);

  await context.setOffline(true);
  await page.getByLabel('Nama Inisiator').fill('Disdukcapil Keliling');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('tersimpan-di-perangkat')).toContainText('Tersimpan di perangkat, akan dikirim saat koneksi kembali');
  await expect(page.getByTestId('ringkasan-galat')).toHaveCount(0);
  const kotak = page.getByTestId('kotak-keluar');
  await expect(kotak).toHaveAccessibleName('1 perubahan menunggu koneksi');
  await kotak.click();
  const isi = page.getByTestId('kotak-keluar-isi');
  await expect(isi).toContainText('1 perubahan menunggu koneksi');
  await expect(isi).toContainText(`Simpan inovasi '${nama}'`);
  await shot(page, 'desktop');
  // nothing reached the server yet
  const awal = await request.get(`/crud/iga2020_inovasi/${id}`, { headers });
  expect((await awal.json()).data.nama_inisiator).toBe('Dinas Kependudukan');

  // the connection returns: sent by itself (the `online` event), the server has the change, the indicator empties
  await context.setOffline(false);
  await expect
    .poll(async () => (await (await request.get(`/crud/iga2020_inovasi/${id}`, { headers })).json()).data.nama_inisiator, { timeout: 60_000 })
    .toBe('Disdukcapil Keliling');
  await expect(kotak).toHaveCount(0, { timeout: 60_000 });
});

test('on a phone the outbox lists what waits and sends it on request', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const login = await request.post('/login', { data: { username: 'pemda', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const daftar = await request.get('/crud/iga2020_inovasi?per_page=50', { headers });
  const baris = ((await daftar.json()).data as { id: number; aksi?: string[] }[]).find((b) => b.aksi?.includes('ubah'));
  expect(baris, 'an innovation the operator may edit').toBeTruthy();

  await signIn(page, 'pemda');
  await page.goto(`/inovasi/${baris!.id}`);
  await expect(page.getByLabel('Nama Inovasi')).not.toHaveValue('');
  const tujuan = `Tujuan luring ${Date.now().toString(36)}`;
  await context.setOffline(true);
  await page.getByLabel('Nama Inisiator').fill(tujuan);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('tersimpan-di-perangkat')).toBeVisible();
  await page.getByTestId('kotak-keluar').click();
  await expect(page.getByTestId('kotak-keluar-isi')).toBeVisible();
  await shot(page, 'phone');
  // still offline: "Kirim sekarang" keeps it and says so
  await page.getByRole('button', { name: 'Kirim sekarang' }).click();
  await expect(page.getByText('Server belum dapat dihubungi.')).toBeVisible();
  await expect(page.getByTestId('kotak-keluar')).toHaveAccessibleName('1 perubahan menunggu koneksi');
  await context.setOffline(false);
  await expect
    .poll(async () => (await (await request.get(`/crud/iga2020_inovasi/${baris!.id}`, { headers })).json()).data.nama_inisiator, { timeout: 60_000 })
    .toBe(tujuan);
  await expect(page.getByTestId('kotak-keluar')).toHaveCount(0, { timeout: 60_000 });
});

test('signing out with saves still on the device asks; "Buang dan keluar" removes them for good', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  const login = await request.post('/login', { data: { username: 'pemda', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const daftar = await request.get('/crud/iga2020_inovasi?per_page=50', { headers });
  const baris = ((await daftar.json()).data as { id: number; aksi?: string[] }[]).find((b) => b.aksi?.includes('ubah'));
  expect(baris, 'an innovation the operator may edit').toBeTruthy();
  const sebelum = (await (await request.get(`/crud/iga2020_inovasi/${baris!.id}`, { headers })).json()).data.nama_inisiator as string;

  await signIn(page, 'pemda');
  await page.goto(`/inovasi/${baris!.id}`);
  await expect(page.getByLabel('Nama Inovasi')).not.toHaveValue('');
  await context.setOffline(true);
  await page.getByLabel('Nama Inisiator').fill(`Dibuang ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByTestId('tersimpan-di-perangkat')).toBeVisible();

  await page.getByRole('button', { name: /^Menu pengguna/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  const tanya = page.getByRole('dialog', { name: 'Ada perubahan yang belum terkirim' });
  await expect(tanya).toContainText('1 perubahan masih tersimpan di perangkat ini');
  await tanya.getByRole('button', { name: 'Buang dan keluar' }).click();
  await expect(page).toHaveURL(/\/login/);

  // back online and signed in again: nothing is sent, nothing waits
  await context.setOffline(false);
  await signIn(page, 'pemda');
  await expect(page.getByRole('button', { name: /^Menu pengguna/ })).toBeVisible();
  await expect(page.getByTestId('kotak-keluar')).toHaveCount(0);
  expect((await (await request.get(`/crud/iga2020_inovasi/${baris!.id}`, { headers })).json()).data.nama_inisiator).toBe(sebelum);
});

test("the region profile edited offline waits on the device, reopens from it and arrives when the connection returns", async ({ page, request, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  const login = await request.post('/login', { data: { username: 'pemda.lain', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const me = (await (await request.get('/me', { headers })).json()).data as { profil_id: number | null; m_daerah_id: number };
  const profilId = me.profil_id ?? me.m_daerah_id;
  const admin = `Operator Luring ${Date.now().toString(36)}`;

  await signIn(page, 'pemda.lain');
  await page.goto('/dashboard/profil-pemda-daerah');
  await page.getByRole('button', { name: 'Ubah Profil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Profil Pemerintah Daerah' });
  await expect(dialog.getByLabel('Nama Admin')).toBeVisible();

  await context.setOffline(true);
  await dialog.getByLabel('Nama Admin').fill(admin);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toHaveCount(0);
  const kotak = page.getByTestId('kotak-keluar');
  await expect(kotak).toHaveAccessibleName('1 perubahan menunggu koneksi');

  // opened again while it waits: the form holds the saved value and says it waits
  await page.getByRole('button', { name: 'Ubah Profil' }).click();
  await expect(dialog.getByTestId('profil-menunggu')).toContainText('masih tersimpan di perangkat ini');
  await expect(dialog.getByLabel('Nama Admin')).toHaveValue(admin);
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.screenshot({ path: '.tmp/screenshots/kotak-keluar-profil.png', fullPage: false });
  await dialog.getByRole('button', { name: 'Batal' }).click();
  const awal = await request.get(`/crud/profil_pemda/${profilId}`, { headers });
  expect((await awal.json()).data.nama_admin).not.toBe(admin);

  await context.setOffline(false);
  await expect
    .poll(async () => (await (await request.get(`/crud/profil_pemda/${profilId}`, { headers })).json()).data.nama_admin, { timeout: 60_000 })
    .toBe(admin);
  await expect(kotak).toHaveCount(0, { timeout: 60_000 });
});

test('an evidence document saved offline waits under its indicator and arrives when the connection returns', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  const login = await request.post('/login', { data: { username: 'pemda.lain', password: PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const profilId = (await (await request.get('/me', { headers })).json()).data.m_daerah_id as number;
  const nama = `Bukti luring ${Date.now().toString(36)}`;

  await signIn(page, 'pemda.lain');
  const editorRes = page.waitForResponse((r) => new RegExp(`/daerah/${profilId}/indikator(\\?|$)`).test(r.url()) && r.request().method() === 'GET');
  await page.goto(`/dashboard/indikator_daerah?id=${profilId}`);
  type Item = { id: number; nomor: string; jenis_dokumen: string; subs: Item[] };
  const items = ((await (await editorRes).json()).data as Item[]).flatMap((i) => [i, ...i.subs]);
  // a kind that takes a link (video, URL, or general evidence): nothing to upload, so the whole document is made offline
  const it = ['video', 'URL', 'umum'].map((j) => items.find((i) => i.jenis_dokumen === j)).find(Boolean)!;
  expect(it, 'an indicator whose evidence is a link').toBeTruthy();
  await page.locator(`#ind-${it.id}`).getByRole('button', { name: `Bukti dukung indikator ${it.nomor}` }).click();
  const modal = page.getByRole('dialog', { name: `Bukti dukung indikator ${it.nomor}` });
  await expect(modal.getByLabel('Nama dokumen')).toBeVisible();

  await context.setOffline(true);
  await modal.getByLabel('Nama dokumen').fill(nama);
  await modal.getByLabel(/^Tautan/).fill('https://www.youtube.com/watch?v=luring2026');
  await modal.getByRole('button', { name: 'Simpan dokumen' }).click();
  await expect(modal.getByTestId('dokumen-menunggu')).toContainText(nama);
  await expect(modal.getByTestId('dokumen-menunggu')).toContainText('Menunggu koneksi');
  await expect(modal.getByLabel('Nama dokumen')).toHaveValue('');
  await expect(page.getByTestId('kotak-keluar')).toHaveAccessibleName('1 perubahan menunggu koneksi');
  await page.screenshot({ path: '.tmp/screenshots/kotak-keluar-dokumen.png', fullPage: false });
  const daftar = async () => ((await (await request.get(`/daerah/${profilId}/dokumen`, { headers })).json()).data as { nama: string }[]).map((d) => d.nama);
  expect(await daftar()).not.toContain(nama);

  // the connection returns: sent by itself, the server lists it, and the modal shows it as a stored document
  await context.setOffline(false);
  await expect.poll(daftar, { timeout: 60_000 }).toContain(nama);
  await expect(modal.getByTestId('dokumen-menunggu')).toHaveCount(0, { timeout: 60_000 });
  await expect(modal.locator('[data-dokumen]').filter({ hasText: nama })).toBeVisible();
});
