import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './helpers';

/**
 * Verification and QC across three demo accounts (REV-01..07, INO-10): the
 * pemda sends, the verifier decides from the review queue, QC confirms, and
 * the pemda reads the decision (notice) with the self vs verified scores.
 */
test.describe.configure({ mode: 'serial' });

interface Inov {
  id: number;
  nama: string;
}
const shot = (page: Page, name: string) => page.screenshot({ path: `.tmp/screenshots/review-${name}.png`, fullPage: true });

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const r = await request.post('/login', { data: { username, password: PASSWORD } });
  expect(r.ok()).toBe(true);
  return (await r.json()).token as string;
}
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

let kirim: Inov[] = [];
let antre: Inov;

test('pemda mengirim dua inovasi demo yang siap kirim', async ({ request }) => {
  const pemda = await tokenOf(request, 'pemda');
  const list = await (await request.get('/crud/iga2020_inovasi?per_page=100', { headers: auth(pemda) })).json();
  const siap = (list.data as { id: number; nama: string; registrasi: unknown; aksi: string[] }[]).filter((r) => !r.registrasi && r.aksi.includes('kirim'));
  expect(siap.length, 'demo: dua inovasi Kota Bandung siap dikirim (keputusan 23)').toBeGreaterThanOrEqual(2);
  kirim = siap.slice(0, 2).map((r) => ({ id: r.id, nama: r.nama }));
  for (const k of kirim) {
    const s = await request.post(`/nomor_registrasi/${k.id}`, { headers: auth(pemda), data: { setuju: 1 } });
    expect(s.status(), await s.text()).toBe(200);
  }
  // the demo innovation already waiting (registration 0)
  const waiting = (list.data as { id: number; nama: string; registrasi: { status_nomor: number } | null }[]).find((r) => r.registrasi?.status_nomor === 0 && !kirim.some((k) => k.id === r.id));
  expect(waiting).toBeTruthy();
  antre = { id: waiting!.id, nama: waiting!.nama };
});

test('verifikator: menilai satu indikator, menyetujui satu, menolak satu dengan alasan; 409 dijelaskan', async ({ page, request }) => {
  const [setuju, tolak] = kirim;
  // the evaluation modal belongs to the indicator screen; one lower verified level through the API
  const ver = await tokenOf(request, 'verifikator');
  const detail = (await (await request.get(`/review/${setuju!.id}/detail`, { headers: auth(ver) })).json()).data;
  let dinilai = false;
  for (const row of detail.indikator as { indikator_id: number; skor: number }[]) {
    if (!(row.skor > 0)) continue;
    const ind = (await (await request.get(`/crud/iga_indikator/${row.indikator_id}`, { headers: auth(ver) })).json()).data;
    if (ind.jenis !== 'H') continue;
    const skala = (await (await request.get(`/crud/iga_skala?iga_indikator_id=${row.indikator_id}&orderBy[field]=nilai&orderBy[sort]=asc`, { headers: auth(ver) })).json()).data;
    const r = await request.post(`/evaluasi/${setuju!.id}/inovasi`, { headers: auth(ver), data: { indikator_id: row.indikator_id, skala_id: skala[0].id, alasan: 'bukti_tidak_sesuai', catatan: 'Bukti hanya surat edaran' } });
    expect(r.status(), await r.text()).toBe(200);
    dinilai = true;
    break;
  }
  expect(dinilai).toBe(true);

  await signIn(page, 'verifikator');
  // the queue may be long (national demo data): each item is found by its name, as an operator would
  const cari = (slug: string, nama: string, extra = '') => page.goto(`/dashboard/${slug}?q=${encodeURIComponent(nama)}${extra}`);
  await cari('review', setuju!.nama);
  const row = page.locator(`[data-row-id="${setuju!.id}"]`);
  await expect(row).toContainText(setuju!.nama);
  await expect(row.getByTestId('badge-review')).toHaveText('Menunggu verifikasi');
  await expect(row.getByTestId('badge-qc')).toHaveText('Menunggu QC');
  await expect(row).toContainText(/IID\/\d{4}\//);
  await shot(page, 'antrian-review');

  // approving happens on the review screen (decision 88); the unjudged rest is accepted as claimed with a reason
  await row.getByRole('link', { name: `Nilai & setujui: ${setuju!.nama}` }).click();
  await page.getByTestId('panel-keputusan').getByRole('button', { name: 'Setujui' }).click();
  const dlg = page.getByRole('dialog', { name: 'Setujui inovasi' });
  await dlg.getByLabel('Terima sisanya sesuai klaim').check();
  await dlg.getByLabel('Alasan menerima sisanya sesuai klaim').fill('Indikator lain sesuai bukti yang diunggah daerah.');
  await dlg.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Setujui: berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/review\?q=/);
  await expect(row).toHaveCount(0); // the row leaves the queue

  // a rejection needs a reason
  await cari('review', tolak!.nama);
  const trow = page.locator(`[data-row-id="${tolak!.id}"]`);
  await trow.getByRole('button', { name: `Tolak: ${tolak!.nama}` }).click();
  const tdlg = page.getByRole('dialog', { name: 'Tolak inovasi' });
  await tdlg.getByRole('button', { name: 'Tolak' }).click();
  await expect(tdlg.getByText('Alasan/catatan wajib diisi.')).toBeVisible();
  await tdlg.getByLabel('Alasan / catatan').fill('Bukti dukung regulasi (Perkada) belum diunggah.');
  await tdlg.getByRole('button', { name: 'Tolak' }).click();
  await expect(trow).toHaveCount(0);

  // someone else acts first: the server says 409, the screen explains and refreshes
  await cari('review', antre.nama);
  const arow = page.locator(`[data-row-id="${antre.id}"]`);
  await expect(arow).toBeVisible();
  const admin = await tokenOf(request, 'admin');
  const terimaSisa = { terima_sisa: true, alasan_terima_sisa: 'Indikator diterima sesuai klaim daerah (uji).' };
  expect((await request.post(`/review/${antre.id}/setujui`, { headers: auth(admin), data: terimaSisa })).status()).toBe(200);
  await arow.getByRole('button', { name: `Tolak: ${antre.nama}` }).click();
  const adlg = page.getByRole('dialog', { name: 'Tolak inovasi' });
  await adlg.getByLabel('Alasan / catatan').fill('Bukti dukung belum lengkap.');
  await adlg.getByRole('button', { name: 'Tolak' }).click();
  await expect(page.getByText(/pengguna lain sudah lebih dulu/)).toBeVisible();
  await expect(arow).toHaveCount(0);

  // hasil-review lists the approval with its action and the summary download
  await cari('hasil-review', setuju!.nama);
  const hrow = page.locator(`[data-row-id="${setuju!.id}"]`);
  await expect(hrow.getByTestId('badge-review')).toHaveText('Terverifikasi');
  await expect(hrow.getByRole('button', { name: `Tolak: ${setuju!.nama}` })).toBeVisible();
  const download = page.waitForEvent('download');
  await hrow.getByRole('button', { name: 'Unduh ringkasan' }).click();
  expect((await download).suggestedFilename()).toBe(`ringkasan-review-${setuju!.id}.pdf`);

  // the review page of the item: links to the evaluation and the region's verification profile
  await page.goto(`/inovasi/${setuju!.id}/review`);
  await expect(page.getByTestId('progres-penilaian')).toBeVisible();
  await expect(page.getByRole('link', { name: /Profil verifikasi/ })).toHaveAttribute('href', /\/dashboard\/detail-pemda-verifikasi\?id=\d+/);
  await expect(page.getByTestId('riwayat')).toContainText('Setujui');
});

test('quality control: mengonfirmasi di quality-control; dashboard QC (desktop dan 390 px)', async ({ page }) => {
  const [setuju] = kirim;
  await signIn(page, 'quality_control');
  await page.goto(`/dashboard/quality-control?qc=0&q=${encodeURIComponent(setuju!.nama)}`);
  const row = page.locator(`[data-row-id="${setuju!.id}"]`);
  await expect(row.getByTestId('badge-qc')).toHaveText('Menunggu QC');
  await expect(row).toContainText('Unduh ringkasan');
  await shot(page, 'quality-control');
  await row.getByRole('button', { name: `Setujui (QC): ${setuju!.nama}` }).click();
  await page.getByRole('dialog', { name: 'Setujui (QC)' }).getByRole('button', { name: 'Setujui QC' }).click();
  await expect(row).toHaveCount(0); // QC Pending filter: it moved on
  await page.goto(`/dashboard/quality-control?qc=1&q=${encodeURIComponent(setuju!.nama)}`);
  await expect(page.locator(`[data-row-id="${setuju!.id}"]`).getByTestId('badge-qc')).toHaveText('Lolos QC');

  await page.goto('/dashboard/qc');
  await expect(page.getByTestId('kartu-Lolos QC')).toContainText(/\d/);
  await expect(page.getByTestId('per-verifikator')).toContainText('Demo Verifikator');
  await shot(page, 'dashboard-qc');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('per-verifikator')).toBeVisible();
  await shot(page, 'dashboard-qc-390');
  await page.goto(`/dashboard/quality-control?q=${encodeURIComponent(setuju!.nama)}`);
  await expect(page.locator(`[data-row-id="${setuju!.id}"]`)).toBeVisible();
  await shot(page, 'quality-control-390');
});

test('pemda: notifikasi keputusan, skor mandiri dan terverifikasi berdampingan, alasan penolakan', async ({ page }) => {
  const [setuju, tolak] = kirim;
  await signIn(page, 'pemda');
  const bell = page.getByTestId('notifikasi-bell');
  await expect(bell).toHaveAccessibleName(/belum dibaca/);
  await bell.click();
  const notice = page.getByRole('menuitem').filter({ hasText: setuju!.nama }).filter({ hasText: 'Setujui (QC)' });
  await expect(notice).toBeVisible();
  await shot(page, 'notifikasi');
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/inovasi/${setuju!.id}/review$`));
  await expect(page.getByTestId('badge-review')).toHaveText('Terverifikasi');
  await expect(page.getByTestId('badge-qc')).toHaveText('Lolos QC');
  const banding = page.getByTestId('banding');
  await expect(banding).toContainText('Bukti dukung tidak sesuai dengan level yang dipilih');
  await expect(banding).toContainText('Bukti hanya surat edaran');
  const mandiri = await page.getByTestId('skor-mandiri').innerText();
  const verif = await page.getByTestId('skor-verifikasi').innerText();
  expect(verif).not.toBe('-');
  expect(verif).not.toBe(mandiri);
  await expect(page.getByTestId('skor-selisih')).toContainText('-');
  // no actions for the region
  await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
  await shot(page, 'pemda-hasil');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('banding')).toBeVisible();
  await shot(page, 'pemda-hasil-390');

  await page.goto(`/inovasi/${tolak!.id}/review`);
  await expect(page.getByTestId('badge-review')).toHaveText('Ditolak');
  await expect(page.getByTestId('catatan-keputusan')).toContainText('Bukti dukung regulasi (Perkada) belum diunggah.');
  await expect(page.getByTestId('riwayat')).toContainText('Tolak');
  await shot(page, 'pemda-ditolak-390');
});

test('admin: menugaskan daerah tambahan ke verifikator', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard/penugasan-verifikator');
  const row = page.locator('[data-row-id]').filter({ hasText: 'Demo Verifikator' });
  await expect(row).toContainText('Wilayah Barat');
  await row.getByRole('button', { name: /Atur penugasan/ }).click();
  const dlg = page.getByRole('dialog', { name: /Penugasan: Demo Verifikator/ });
  await dlg.getByPlaceholder('Cari daerah…').fill('Kota Makassar');
  await page.getByRole('option', { name: 'Kota Makassar' }).click();
  await dlg.getByRole('heading').click(); // closes the dropdown
  await dlg.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Penugasan berhasil disimpan.')).toBeVisible();
  await expect(row).toContainText('Kota Makassar');
  await shot(page, 'penugasan');
});
