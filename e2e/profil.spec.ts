import { expect, test, type Page } from '@playwright/test';
import { listRows, PASSWORD, signIn } from './helpers';

/** A small valid one-page PDF (header, catalog, page, xref, trailer). */
function pdfKecil(text: string): Buffer {
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 14 Tf 20 70 Td (${text}) Tj ET`;
  objs[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
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

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/profil-${name}.png`, fullPage: true });

async function profilIdOf(page: Page, username: string): Promise<number> {
  const r = await page.request.post('/login', { data: { username, password: PASSWORD } });
  expect(r.ok()).toBeTruthy();
  return (await r.json()).user.profil_id as number;
}

test.describe('profil pemda (PRF-01..04, PRF-08, PRF-09)', () => {
  test('pemda: ubah profil (galat email lalu diperbaiki), peta, pakta PDF, lini masa, pemeriksaan, unduhan', async ({ page }) => {
    await signIn(page, 'pemda');
    await page.goto('/dashboard/profil-pemda-daerah');
    const header = page.getByTestId('profil-header');
    await expect(header.getByTestId('profil-nama')).toHaveText('Pemerintah Kota Bandung');
    await expect(header.getByText('Kota', { exact: true })).toBeVisible();

    // edit: a bad e-mail is refused by the server and shown under the field; nothing typed is lost
    await page.getByRole('button', { name: 'Ubah Profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Profil Pemerintah Daerah' });
    const daerah = dialog.getByRole('textbox', { name: 'Daerah', exact: true });
    await expect(daerah).toHaveValue(/Kota Bandung/);
    await expect(daerah).toBeDisabled();
    await dialog.getByLabel('Alamat').fill('Jl. Wastukencana No. 2, Bandung');
    await dialog.getByLabel('Email').fill('bukan-email');
    await dialog.getByLabel('No. Telepon').fill('022-4234793');
    await dialog.getByLabel('Nama Admin').fill('Rina Operator');
    await dialog.getByRole('combobox', { name: 'Nama OPD yang membidangi inovasi' }).click();
    await page.getByRole('option', { name: 'BRIDA' }).click();
    await dialog.getByLabel('Peta (embed)').fill('<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=107.58%2C-6.93%2C107.64%2C-6.89&amp;layer=mapnik" width="425" height="350"></iframe>');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Email harus berupa alamat email yang valid.')).toBeVisible();
    await expect(dialog.getByLabel('Alamat')).toHaveValue('Jl. Wastukencana No. 2, Bandung');
    await shot(page, 'ubah-galat');

    // a script in place of the map is refused with the rule's message (same rule as the server)
    await dialog.getByLabel('Email').fill('inovasi@bandung.go.id');
    await dialog.getByLabel('Peta (embed)').fill('<script>alert(1)</script>');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText(/Hanya kode sematan peta/)).toBeVisible();
    await dialog.getByLabel('Peta (embed)').fill('<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=107.58%2C-6.93%2C107.64%2C-6.89&amp;layer=mapnik"></iframe>');
    const saved = page.waitForResponse((r) => r.url().endsWith('/crud/profil_pemda/213') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Profil berhasil diperbarui!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const data = page.getByTestId('profil-data');
    await expect(data).toContainText('inovasi@bandung.go.id');
    await expect(data).toContainText('BRIDA');
    await expect(data).toContainText('Rina Operator');

    // the map: an iframe the page built itself, sandboxed, from the stored src only
    const peta = page.getByTestId('peta-embed');
    await expect(peta).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect(peta).toHaveAttribute('sandbox', /allow-scripts/);

    // pledge: a text file named .pdf is refused, a real PDF is sent
    const pakta = page.getByTestId('pakta');
    await expect(pakta).toContainText('Belum diunggah');
    await pakta.locator('input[type=file]').setInputFiles({ name: 'palsu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('bukan pdf sama sekali') });
    await expect(page.getByText('Dokumen gagal dikirim')).toBeVisible();
    await pakta.locator('input[type=file]').setInputFiles({ name: 'pakta-integritas.pdf', mimeType: 'application/pdf', buffer: pdfKecil('Pakta Integritas Kota Bandung') });
    await expect(page.getByText('Dokumen berhasil dikirim')).toBeVisible();
    await expect(pakta).toContainText('Sudah diunggah');
    await expect(pakta.getByTestId('pakta-link')).toHaveText('pakta-integritas.pdf');
    // the link shows the plain address; a click opens a tab at the address with a download token for this file
    await expect(pakta.getByTestId('pakta-link')).toHaveAttribute('href', /^\/media\/.+\.pdf$/);
    const [paktaReq] = await Promise.all([
      page.context().waitForEvent('request', (r) => /\/media\/.+\.pdf\?unduh=/.test(r.url())),
      pakta.getByTestId('pakta-link').click(),
    ]);
    const paktaFile = await page.request.get(new URL(paktaReq.url()).pathname + new URL(paktaReq.url()).search);
    expect(paktaFile.headers()['content-type']).toBe('application/pdf');
    for (const p of page.context().pages()) if (p !== page) await p.close();
    await shot(page, 'profil-desktop');

    // downloads: a click asks a download token for that one file, then downloads
    const alamat = (u: string) => new URL(u).pathname + new URL(u).search;
    const [pdfUnduh] = await Promise.all([page.waitForEvent('download'), page.getByTestId('unduh-pdf').click()]);
    expect(alamat(pdfUnduh.url())).toMatch(/^\/profil\/download-pdf\/213\?unduh=/);
    const pdf = await page.request.get(alamat(pdfUnduh.url()));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const [xlsxUnduh] = await Promise.all([page.waitForEvent('download'), page.getByTestId('unduh-excel').click()]);
    const xlsx = await page.request.get(alamat(xlsxUnduh.url()));
    expect(xlsx.headers()['content-type']).toContain('spreadsheetml');

    // Lini Masa: the changes just made, times in WIB
    await page.getByRole('tab', { name: 'Lini Masa' }).click();
    await expect(page).toHaveURL(/tab=linimasa/);
    const items = page.getByTestId('linimasa-item');
    await expect(items.first()).toContainText('Unggah pakta integritas');
    await expect(page.getByTestId('linimasa')).toContainText('Ubah Profil Pemerintah Daerah');
    await expect(items.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB · oleh pemda/);
    await shot(page, 'linimasa-desktop');
    await expect(page.getByRole('button', { name: 'Muat riwayat lebih lama' })).toHaveCount(0);

    // Indikator: status, the checker (profile fields now complete), links to the indicator editor
    // the page says what the server's checker says (other specs may have completed Bandung's indicators already)
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const cek = (await (await page.request.get('/daerah/213/periksa', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { indikator_id?: number; blocking: boolean }[];
      ringkasan: { blocking: number };
    };
    await page.getByRole('tab', { name: 'Indikator' }).click();
    await expect(page.getByTestId('status-indikator').first()).toHaveText(cek.ringkasan.blocking > 0 ? 'Belum Lengkap' : 'Indikator Mandatori Sudah Terpenuhi');
    const periksa = page.getByTestId('periksa-item');
    await expect(periksa.first()).toBeVisible();
    await expect(page.getByTestId('periksa')).not.toContainText('Profil: Email wajib diisi.');
    await expect(page.getByTestId('periksa')).not.toContainText('Pakta integritas belum diunggah');
    const pertama = cek.data.find((i) => i.blocking && i.indikator_id);
    if (pertama) {
      const blok = periksa.filter({ has: page.locator(`a[href$="indikator=${pertama.indikator_id}"]`) }).first();
      await expect(blok).toContainText('Harus diperbaiki');
      await expect(blok.getByRole('link', { name: 'Buka indikator' })).toHaveAttribute('href', `/dashboard/indikator_daerah?id=213&indikator=${pertama.indikator_id}`);
    } else {
      await expect(periksa.filter({ hasText: 'Harus diperbaiki' })).toHaveCount(0);
    }
    await expect(page.getByTestId('isi-indikator')).toHaveAttribute('href', '/dashboard/indikator_daerah?id=213');
    await expect(page.getByTestId('isi-indikator')).toHaveText('Isi Indikator');
    await shot(page, 'indikator-desktop');

    // phone width
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Profil' }).click();
    await expect(page.getByTestId('peta-embed')).toBeVisible();
    await shot(page, 'profil-390');
    await page.getByRole('tab', { name: 'Indikator' }).click();
    await expect(periksa.first()).toBeVisible();
    await shot(page, 'indikator-390');
  });

  test("pemda: another region's profile is refused", async ({ page }) => {
    const lain = await profilIdOf(page, 'pemda.lain');
    await signIn(page, 'pemda');
    // the checker's links (`?profil_id=…#profil-{field}`) open the edit modal on that field
    await page.goto('/dashboard/profil-pemda-daerah?profil_id=213#profil-no_telp');
    await expect(page.getByRole('dialog', { name: 'Ubah Profil Pemerintah Daerah' }).getByLabel('No. Telepon')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.goto(`/dashboard/detail-pemda?id=${lain}`);
    await expect(page.getByTestId('gagal-muat')).toContainText('Profil tidak ditemukan');
    await expect(page.getByText('Kabupaten Banyuwangi')).toHaveCount(0);
    // the API says the same (404, never the data)
    const r = await page.request.get(`/pakta/${lain}`, { headers: { Authorization: `Bearer ${await token(page)}` } });
    expect(r.status()).toBe(404);
    // still signed in
    await expect(page).toHaveURL(/\/dashboard\/detail-pemda/);
  });

  test('provinsi: daerah binaan shows the counts of its regencies and cities, a picker and the documents', async ({ page }) => {
    await signIn(page, 'provinsi');
    await page.goto('/dashboard/daerah-binaan');
    const api = await (await page.request.get('/daerah-binaan', { headers: { Authorization: `Bearer ${await token(page)}` } })).json();
    expect(api.rekap.total).toBeGreaterThan(0);
    await expect(page.getByTestId('rekap-penerapan-nilai')).toHaveText(String(api.rekap.penerapan));
    await expect(page.getByTestId('rekap-inisiatif-nilai')).toHaveText(String(api.rekap.inisiatif));
    await expect(page.getByTestId('rekap-ujicoba-nilai')).toHaveText(String(api.rekap.ujicoba));
    await expect(page.getByTestId('rekap-total-nilai')).toHaveText(String(api.rekap.total));
    await expect(listRows(page)).toHaveCount(api.data.length);
    const auth = { headers: { Authorization: `Bearer ${await token(page)}` } };
    const bandungPenerapan = (await (await page.request.get('/daerah-binaan?kabkota_id=213&inovasi_status=2', auth)).json()).total as number;
    expect(bandungPenerapan).toBeGreaterThan(0);

    // a stage card filters the table
    await page.getByTestId('rekap-penerapan').click();
    await expect(page).toHaveURL(/tahap=2/);
    await expect(listRows(page)).toHaveCount(Math.min(api.rekap.penerapan, 20));

    // the regency/city picker: another regency has none
    await page.getByRole('combobox', { name: 'Kabupaten/Kota' }).click();
    await page.getByRole('option', { name: 'Kabupaten Garut' }).click();
    await expect(page).toHaveURL(/kabkota_id=\d+/);
    await expect(page.getByTestId('list-empty')).toHaveText('Tidak ada data');
    await page.getByRole('combobox', { name: 'Kabupaten/Kota' }).click();
    await page.getByRole('option', { name: 'Kota Bandung', exact: true }).click();
    await expect(listRows(page)).toHaveCount(bandungPenerapan);
    await expect(listRows(page).first()).toContainText('Pemerintah Kota Bandung');
    await shot(page, 'binaan-desktop');

    // document preview with an in-page PDF viewer
    await page.getByTestId('rekap-total').click();
    await listRows(page).first().getByRole('button', { name: /^Dokumen / }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByTestId('dokumen-item').first()).toBeVisible();
    await expect(modal.getByTestId('pdf-viewer')).toHaveAttribute('src', /^\/media\/.+\?unduh=/);
    await shot(page, 'binaan-dokumen');
    await modal.getByRole('button', { name: 'Tutup' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(listRows(page).first()).toBeVisible();
    await shot(page, 'binaan-390');
  });

  test('verifikator: read-only profile view with the link to the indicator verification', async ({ page }) => {
    await signIn(page, 'verifikator');
    await page.goto('/dashboard/detail-pemda-verifikasi');
    await page.getByLabel('Cari').fill('Kota Bandung');
    const row = listRows(page).filter({ hasText: 'Pemerintah Kota Bandung' });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: 'Lihat Pemerintah Kota Bandung' }).click();
    await expect(page).toHaveURL(/detail-pemda-verifikasi\?id=213/);
    await expect(page.getByTestId('profil-nama')).toHaveText('Pemerintah Kota Bandung');
    await expect(page.getByText('Tampilan verifikasi (baca saja)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ubah Profil' })).toHaveCount(0);
    await expect(page.getByTestId('pakta').getByRole('button')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Indikator' }).click();
    await expect(page.getByTestId('isi-indikator')).toHaveText('Verifikasi Indikator');
    await expect(page.getByTestId('isi-indikator')).toHaveAttribute('href', '/dashboard/indikator_daerah?id=213');
  });

  test('admin: picks a region; the profile list opens detail-pemda; indicator Skala opens the scales of that indicator', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/dashboard/profil-pemda-daerah');
    await page.getByRole('combobox', { name: 'Pilih profil daerah' }).fill('Banyuwangi');
    await page.getByRole('option', { name: 'Pemerintah Kabupaten Banyuwangi' }).click();
    await expect(page).toHaveURL(/profil-pemda-daerah\?id=\d+/);
    await expect(page.getByTestId('profil-nama')).toHaveText('Pemerintah Kabupaten Banyuwangi');
    await expect(page.getByRole('button', { name: 'Ubah Profil' })).toBeVisible();

    await page.goto('/dashboard/profil-pemda-old?q=Kota%20Bandung');
    await listRows(page).filter({ hasText: 'Pemerintah Kota Bandung' }).getByRole('link', { name: 'Lihat Pemerintah Kota Bandung' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/detail-pemda\?id=213/);
    await expect(page.getByTestId('profil-nama')).toHaveText('Pemerintah Kota Bandung');

    // indicator administration: the generic list's Skala action, filtered to the indicator
    await page.goto('/dashboard/indikator?tahun=2026&q=Visi');
    const ind = listRows(page).first();
    await expect(ind).toContainText('Visi');
    await ind.getByRole('button', { name: /^Skala / }).click();
    await expect(page).toHaveURL(/\/dashboard\/indikator_skala\?iga_indikator_id=\d+/);
    await expect(listRows(page).first()).toContainText('Visi');
  });
});
