import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { seriousViolations, signIn, test } from './helpers';

/**
 * Indicator editors (PRF-05/06/07, INO-06): a pemda fills indicators of
 * several types, attaches a PDF and sees it in the viewer, the checker
 * empties and the status turns "Indikator Mandatori Sudah Terpenuhi";
 * a verifier evaluates an indicator with a reason.
 */

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

/** A small valid PDF (the server recognises uploads by content). */
function pdfKecil(): Buffer {
  const objs = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface Skala {
  id: number;
  nilai: number;
  mulai_dari: number | null;
  sampai_dengan: number | null;
}
interface Item {
  id: number;
  nomor: string;
  kode: string;
  jenis: string;
  bentuk_isian: string;
  required: number;
  status: string;
  jenis_dokumen: string;
  skala: Skala[];
  skala_id: number | null;
  subs: Item[];
}
interface Periksa {
  kode: string;
  indikator_id?: number;
  blocking: boolean;
}

const auth = async (page: Page) => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` });
const kartu = (page: Page, id: number) => page.locator(`#ind-${id}`);

/** A number inside the top band of a ranged scale. */
const angkaAtas = (s: Skala[]) => {
  const top = [...s].sort((a, b) => b.nilai - a.nilai)[0]!;
  return String(top.mulai_dari ?? top.sampai_dengan ?? 1).replace('.', ',');
};

async function isi(page: Page, it: Item) {
  const k = kartu(page, it.id);
  await k.scrollIntoViewIfNeeded();
  if (it.bentuk_isian === 'pilihan') {
    // the highest level, or the next one when that is already the saved answer (the draft must change)
    const top = [...it.skala].sort((a, b) => b.nilai - a.nilai).find((s) => s.id !== it.skala_id)!;
    await k.locator(`input[type=radio][value="${top.id}"]`).check();
  } else if (it.bentuk_isian === 'angka') {
    await k.getByLabel(/^Nilai/).fill(angkaAtas(it.skala));
  } else if (it.bentuk_isian === 'sebelum_sesudah') {
    await k.getByLabel('Nilai sebelum').fill('100');
    await k.getByLabel('Nilai sesudah').fill('112,5');
  } else if (it.bentuk_isian === 'video') {
    await k.getByLabel('Tautan video').fill('https://www.youtube.com/watch?v=bandung2026');
  } else {
    await k.getByLabel('Jawaban').fill('Uraian jawaban indikator.');
  }
}

test.describe('editor indikator (PRF-05/06/07)', () => {
  test.describe.configure({ mode: 'serial' });
  let profilId = 0;

  test('pemda: mengisi indikator, melampirkan PDF, pemeriksa kosong dan status mandatori terpenuhi', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, 'pemda');
    const headers = await auth(page);
    profilId = (await (await page.request.get('/me', { headers })).json()).data.m_daerah_id;
    // the profile's own fields are the profile screen's job; here they are completed through the API
    const prof = await page.request.post(`/crud/profil_pemda/${profilId}`, {
      headers,
      data: { alamat: 'Jl. Wastukencana No. 2, Bandung', email: 'bapperida@bandung.go.id', no_telp: '0224234793', nama_admin: 'Operator Bapperida', nama_opd: 'Bappedalitbang' },
    });
    expect(prof.ok(), await prof.text()).toBe(true);

    const editorRes = page.waitForResponse((r) => new RegExp(`/daerah/${profilId}/indikator(\\?|$)`).test(r.url()) && r.request().method() === 'GET');
    const periksaRes = page.waitForResponse((r) => new RegExp(`/daerah/${profilId}/periksa(\\?|$)`).test(r.url()));
    await page.goto(`/dashboard/indikator_daerah?id=${profilId}`);
    const payload = await (await editorRes).json();
    const periksa = (await (await periksaRes).json()).data as Periksa[];
    const items = (payload.data as Item[]).flatMap((i) => [i, ...i.subs]);
    const byId = new Map(items.map((i) => [i.id, i]));

    await expect(page.getByRole('heading', { name: 'Indikator Daerah' })).toBeVisible();
    await expect(page.getByTestId('status-keseluruhan')).toHaveText('Belum Lengkap');
    const blocking = periksa.filter((p) => p.blocking);
    expect(blocking.length).toBeGreaterThan(0);
    await expect(page.getByTestId('jumlah-blocking')).toHaveText(`${blocking.length} harus diperbaiki`);
    await page.screenshot({ path: `${SHOTS}/indikator-daerah-awal.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/indikator-daerah-atas.png` });

    // 1. values of several types: what the checker says is empty, plus a number and a before/after change
    const kosong = [...new Set(blocking.filter((p) => p.indikator_id && ['NILAI_KOSONG', 'NILAI_TIDAK_VALID'].includes(p.kode)).map((p) => p.indikator_id!))].map((id) => byId.get(id)!);
    const angka = items.find((i) => i.bentuk_isian === 'angka' && i.skala.some((s) => s.mulai_dari != null) && !kosong.includes(i))!;
    const ganda = items.find((i) => i.bentuk_isian === 'sebelum_sesudah' && !kosong.includes(i))!;
    const pilihan = items.find((i) => i.bentuk_isian === 'pilihan' && i.required === 0 && !kosong.includes(i))!;
    const diisi = [...kosong, angka, ganda, pilihan];
    expect(new Set(diisi.map((i) => i.bentuk_isian)).size).toBeGreaterThanOrEqual(3);
    for (const it of diisi) await isi(page, it);
    // the live score follows the domain engine before saving
    await expect(kartu(page, ganda.id)).toContainText('Persentase perubahan: (T2 − T1) / T1 × 100%: 12,5');
    await expect(kartu(page, ganda.id)).toContainText('belum disimpan');
    await expect(page.getByTestId('bilah-simpan')).toContainText(`${diisi.length} indikator belum disimpan`);
    // a wrong number is refused with the field's message and nothing is sent
    await kartu(page, angka.id).getByLabel(/^Nilai/).fill('banyak');
    await kartu(page, angka.id).getByRole('button', { name: `Simpan indikator ${angka.nomor}` }).click();
    await expect(kartu(page, angka.id)).toContainText('Isian harus berupa angka.');
    await kartu(page, angka.id).getByLabel(/^Nilai/).fill(angkaAtas(angka.skala));
    const saved = page.waitForResponse((r) => r.url().includes(`/daerah/${profilId}/indikator`) && r.request().method() === 'POST');
    await page.getByTestId('bilah-simpan').getByRole('button', { name: 'Simpan semua' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByTestId('bilah-simpan')).toHaveCount(0);
    await expect(kartu(page, ganda.id)).not.toContainText('belum disimpan');

    // 2. evidence for every mandatory indicator still without it: a PDF through the modal (viewer), links for link kinds
    const perluBukti = [...new Set(blocking.filter((p) => p.indikator_id && ['BUKTI_KOSONG', 'BUKTI_JENIS_SALAH', 'NILAI_KOSONG'].includes(p.kode)).map((p) => p.indikator_id!))]
      .map((id) => byId.get(id)!)
      .filter((i) => i.required === 1);
    expect(perluBukti.length).toBeGreaterThan(0);
    let pdfDilihat = false;
    for (const it of perluBukti) {
      // through the checker: the item opens the indicator (address and scroll)
      const baris = page.getByTestId('daftar-blocking').getByRole('listitem').filter({ hasText: `Indikator ${it.nomor} ` }).first();
      await baris.getByRole('button', { name: 'Buka indikator' }).click();
      await expect(page).toHaveURL(new RegExp(`indikator=${it.id}`));
      await expect(kartu(page, it.id)).toBeInViewport();
      await kartu(page, it.id).getByRole('button', { name: `Bukti dukung indikator ${it.nomor}` }).click();
      const modal = page.getByRole('dialog', { name: `Bukti dukung indikator ${it.nomor}` });
      await expect(modal).toBeVisible();
      await modal.getByLabel('Nama dokumen').fill(`Bukti ${it.kode}`);
      if (['umum', 'resmi'].includes(it.jenis_dokumen)) {
        if (!(await modal.getByTestId('daftar-dokumen').count())) await expect(modal.getByText('tidak ada dokumen.')).toBeVisible();
        await modal.getByLabel('Nomor surat').fill('050/123-Bapperida');
        await modal.getByLabel('Tanggal surat').fill('10/02/2026');
        await modal.getByLabel('Tanggal surat').press('Tab');
        await modal.locator('input[type=file]').setInputFiles({ name: `bukti-${it.kode}.pdf`, mimeType: 'application/pdf', buffer: pdfKecil() });
        // the file uploads (resumable) as soon as it is picked; its name shows once it has arrived
        await expect(modal.getByText(`bukti-${it.kode}.pdf`)).toBeVisible();
        const docRes = page.waitForResponse((r) => r.url().endsWith(`/daerah/${profilId}/dokumen`) && r.request().method() === 'POST');
        await modal.getByRole('button', { name: 'Simpan dokumen' }).click();
        expect((await docRes).status()).toBe(201);
        const viewer = modal.getByTestId('penampil-pdf');
        await expect(viewer).toBeVisible();
        const src = (await viewer.getAttribute('src'))!;
        expect(src).toMatch(/^\/media\/.+\.pdf\?unduh=/);
        const file = await page.request.get(src);
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe('application/pdf');
        if (!pdfDilihat) await page.screenshot({ path: `${SHOTS}/indikator-dokumen-pdf.png` });
        pdfDilihat = true;
      } else {
        await modal.getByLabel(/^Tautan/).fill(it.jenis_dokumen === 'video' ? 'https://www.youtube.com/watch?v=bandung2026' : 'https://bandung.go.id/bukti');
        await modal.getByRole('button', { name: 'Simpan dokumen' }).click();
      }
      await expect(modal.locator('[data-dokumen]').filter({ hasText: `Bukti ${it.kode}` })).toBeVisible();
      await modal.getByRole('button', { name: 'Tutup' }).click();
      await expect(modal).toHaveCount(0);
      await expect(kartu(page, it.id).getByTestId(`status-${it.id}`)).toHaveText('Lengkap');
    }
    expect(pdfDilihat).toBe(true);

    // 3. the checker has nothing blocking and the overall status changes
    await expect(page.getByTestId('periksa-bersih')).toBeVisible();
    await expect(page.getByTestId('jumlah-blocking')).toHaveText('0 harus diperbaiki');
    await expect(page.getByTestId('status-keseluruhan')).toHaveText('Indikator Mandatori Sudah Terpenuhi');
    await page.screenshot({ path: `${SHOTS}/indikator-daerah-lengkap.png`, fullPage: true });

    // a reload keeps everything (saved on the server)
    await page.reload();
    await expect(page.getByTestId('status-keseluruhan')).toHaveText('Indikator Mandatori Sudah Terpenuhi');

    // phone width: the editor and the document modal stay usable
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/indikator_daerah?id=${profilId}&indikator=${perluBukti[0]!.id}`);
    await expect(kartu(page, perluBukti[0]!.id)).toBeInViewport();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/indikator-daerah-390.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/indikator-daerah-390-fokus.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/indikator-daerah-390-atas.png` });
    await kartu(page, perluBukti[0]!.id).getByRole('button', { name: /^Bukti dukung indikator/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(500); // the modal's opening transition
    await page.screenshot({ path: `${SHOTS}/indikator-dokumen-390.png` });
  });

  test('verifikator: mengevaluasi indikator dengan alasan dan melihat selisih skor', async ({ page }) => {
    test.setTimeout(120_000);
    expect(profilId).toBeGreaterThan(0);
    await signIn(page, 'verifikator');
    const editorRes = page.waitForResponse((r) => new RegExp(`/daerah/${profilId}/indikator(\\?|$)`).test(r.url()) && r.request().method() === 'GET');
    await page.goto(`/dashboard/indikator_daerah?id=${profilId}`);
    const items = ((await (await editorRes).json()).data as Item[]).flatMap((i) => [i, ...i.subs]);
    const it = items.find((i) => i.bentuk_isian === 'pilihan' && i.status === 'Lengkap' && i.skala.length > 1)!;
    await expect(page.getByTestId('alasan-kunci')).toBeVisible();
    await kartu(page, it.id).getByRole('button', { name: `Verifikasi indikator ${it.nomor}` }).click();
    const modal = page.getByRole('dialog', { name: `Verifikasi indikator ${it.nomor}` });
    const bawah = [...it.skala].sort((a, b) => a.nilai - b.nilai)[0]!;
    await modal.locator(`input[type=radio][value="${bawah.id}"]`).check();
    await modal.getByLabel('Alasan').click();
    await page.getByRole('option', { name: 'Bukti dukung tidak sesuai dengan level yang dipilih' }).click();
    await modal.getByLabel('Catatan').fill('SK belum mencantumkan misi inovasi.');
    await modal.getByRole('button', { name: 'Simpan evaluasi' }).click();
    await expect(modal.getByTestId('evaluasi-tersimpan')).toHaveText('Hasil evaluasi berhasil disimpan!');
    await page.screenshot({ path: `${SHOTS}/indikator-evaluasi.png` });
    await modal.getByRole('button', { name: 'Tutup' }).last().click();
    const banding = page.getByTestId(`perbandingan-${it.id}`);
    await expect(banding).toContainText('Bukti dukung tidak sesuai dengan level yang dipilih');
    await expect(page.getByTestId(`selisih-${it.id}`)).toHaveText(/^-/);
    await expect(page.getByTestId('skor-verifikasi')).not.toHaveText('Belum diverifikasi');
    await banding.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/indikator-verifikasi.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await banding.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/indikator-verifikasi-390.png` });
  });

  test('pemda: melihat isian mandiri di samping hasil verifikasi setelah pengisian ditutup', async ({ page, pengaturan }) => {
    test.setTimeout(120_000);
    expect(profilId).toBeGreaterThan(0);
    await pengaturan({ iga_status: '0' });
    await signIn(page, 'pemda');
    await page.goto(`/dashboard/indikator_daerah?id=${profilId}`);
    await expect(page.getByTestId('alasan-kunci')).toContainText('ditutup');
    const banding = page.locator('[data-testid^="perbandingan-"]').filter({ hasText: 'Bukti dukung tidak sesuai dengan level yang dipilih' });
    await expect(banding).toHaveCount(1);
    await expect(banding).toContainText('SK belum mencantumkan misi inovasi.');
    await expect(banding.locator('[data-testid^="selisih-"]')).toHaveText(/^-/);
    await expect(page.getByTestId('skor-verifikasi')).toBeVisible();
    // read-only: no save or delete actions
    await expect(page.getByRole('button', { name: /^Simpan indikator/ })).toHaveCount(0);
    await banding.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/indikator-pemda-perbandingan.png` });
  });

  test('pemda: editor indikator inovasi menjelaskan apa yang menghalangi pengiriman', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'pemda');
    const headers = await auth(page);
    const rows = (await (await page.request.get('/crud/iga2020_inovasi?per_page=100', { headers })).json()).data as { id: number; submitable: number; is_index: number }[];
    const belum = rows.find((r) => r.submitable === 0 && r.is_index === 0);
    expect(belum, 'demo: an innovation that cannot be sent yet').toBeTruthy();
    await page.goto(`/dashboard/indikator_inovasi?id=${belum!.id}`);
    await expect(page.getByRole('heading', { name: 'Indikator Inovasi' })).toBeVisible();
    await expect(page.getByTestId('belum-dapat-dikirim')).toBeVisible();
    const first = page.getByTestId('daftar-blocking').getByRole('button', { name: 'Buka indikator' }).first();
    if (await first.count()) {
      await first.click();
      await expect(page).toHaveURL(/indikator=\d+/);
    }
    await page.screenshot({ path: `${SHOTS}/indikator-inovasi.png` });
  });
});


test.describe('aksesibilitas editor indikator', () => {
  test.use({ bypassCSP: true });

  test('editor, modal bukti dukung dan modal verifikasi tanpa pelanggaran serius', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'verifikator');
    const editorRes = page.waitForResponse((r) => /\/daerah\/\d+\/indikator(\?|$)/.test(r.url()) && r.request().method() === 'GET');
    const periksaRes = page.waitForResponse((r) => /\/daerah\/\d+\/periksa(\?|$)/.test(r.url()));
    // Kota Bandung's profile: the pemda's region (Wilayah Barat)
    const bandung = await page.request.get('/profil_pemda/verifikasi?search=Kota%20Bandung', { headers: await auth(page) });
    const id = (await bandung.json()).data.find((r: { nama: string }) => /Kota Bandung/.test(r.nama)).id as number;
    await page.goto(`/dashboard/indikator_daerah?id=${id}`);
    const items = ((await (await editorRes).json()).data as Item[]).flatMap((i) => [i, ...i.subs]);
    await periksaRes;
    await expect(page.getByTestId('status-keseluruhan')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const it = items.find((i) => i.jenis !== 'A')!;
    await kartu(page, it.id).getByRole('button', { name: `Bukti dukung indikator ${it.nomor}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(500); // after the opening transition (axe would blend colours mid-fade)
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await kartu(page, it.id).getByRole('button', { name: `Verifikasi indikator ${it.nomor}` }).click();
    await expect(page.getByRole('dialog', { name: `Verifikasi indikator ${it.nomor}` })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
