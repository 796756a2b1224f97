import fs from 'node:fs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { lengkapiIndikatorInovasi } from './indikator-helpers';

let t: TestApp;
let admin: string;
let pemda: string;
let ver: string;
let qc: string;

const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `kata${i}`).join(' ')}</p>`;
const body = (over: Record<string, unknown> = {}) => ({
  nama: `Inovasi Review ${Math.random().toString(36).slice(2, 8)}`,
  inovasi_status: 2,
  inisiator: 'OPD',
  nama_inisiator: 'Dinas',
  koordinat: '-6.9,107.6',
  jenis_inovasi: 'Digital',
  bentuk_inovasi: 2,
  is_covid: 12,
  urusan_pemerintah_id: '1',
  waktu: '2024-01-10',
  waktu_implementasi: '2024-02-01',
  is_developed: 0,
  latar_belakang: words(300),
  tujuan: '<p>a</p>',
  manfaat: '<p>b</p>',
  hasil_inovasi: '<p>c</p>',
  ...over,
});
async function sentInnovation(token = pemda, over: Record<string, unknown> = {}): Promise<number> {
  const c = await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token, payload: body(over) });
  expect(c.statusCode, c.body).toBe(201);
  const id = c.json().data.id;
  // sending needs the mandatory indicators answered and proven (indicator checker)
  await lengkapiIndikatorInovasi(t, token, id);
  const s = await t.req({ method: 'POST', url: `/nomor_registrasi/${id}`, token, payload: { setuju: 1 } });
  expect(s.statusCode, s.body).toBe(200);
  return id;
}
const act = (id: number, aksi: string, token: string, catatan?: string) => t.req({ method: 'POST', url: `/review/${id}/${aksi}`, token, payload: catatan ? { catatan } : {} });
const state = async (id: number) => (await t.req({ method: 'GET', url: `/review/${id}/riwayat`, token: admin })).json();
const queue = async (path: string, token: string) => (await t.req({ method: 'GET', url: `${path}?per_page=100`, token })).json();

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  ver = await t.loginAs('verifikator');
  qc = await t.loginAs('quality_control');
});
afterAll(() => t.close());

describe('happy path: pemda sends, verifier evaluates and approves, QC verifies', () => {
  it('walks the whole path with history, notices and e-mail', async () => {
    const id = await sentInnovation();
    const q = await queue('/nomor_registrasi/request/selected/lookup', ver);
    const row = q.data.find((r: { inovasi_id: number }) => r.inovasi_id === id);
    expect(row).toMatchObject({ status_review: 'Pending', qc_status: 'Pending', nama_pemda: 'Pemerintah Kota Bandung' });
    expect(row.aksi).toEqual(['setujui', 'tolak']);
    for (const k of ['nomor', 'nama', 'nama_pemda', 'waktu_implementasi', 'total_points', 'verifikasi_points', 'created_at', 'status_review', 'qc', 'qc_notes', 'deskripsi']) expect(row).toHaveProperty(k);

    // evaluation of one innovation indicator (an H choice) by the verifier
    const ind = (await t.req({ method: 'GET', url: '/crud/iga_indikator?tahun=2026&tipe=I&jenis=H&per_page=1', token: admin })).json().data[0];
    const skala = (await t.req({ method: 'GET', url: `/crud/iga_skala?iga_indikator_id=${ind.id}&per_page=10&orderBy[field]=nilai&orderBy[sort]=asc`, token: admin })).json().data;
    const ev = await t.req({ method: 'POST', url: `/evaluasi/${id}/inovasi`, token: ver, payload: { indikator_id: ind.id, skala_id: skala[1].id, catatan: 'Bukti hanya SK Kepala Daerah', alasan: 'bukti_tidak_sesuai' } });
    expect(ev.statusCode, ev.body).toBe(200);
    expect(ev.json().message).toBe('Hasil evaluasi berhasil disimpan!');
    expect(ev.json().data.verifikasi_skor).toBe(ind.bobot * 2);
    expect((await t.req({ method: 'POST', url: `/evaluasi/${id}/inovasi`, token: pemda, payload: { indikator_id: ind.id, skala_id: skala[2].id } })).statusCode).toBe(403);

    expect((await act(id, 'setujui', ver)).statusCode).toBe(200);
    const approved = await queue('/review/approved/selected/lookup', ver);
    const ar = approved.data.find((r: { inovasi_id: number }) => r.inovasi_id === id);
    expect(ar.status_review).toBe('Verified');
    // verified score where evaluated (level 2), the self score (level 3) of the other answered indicators
    expect(ar.verifikasi_points).toBe(ar.total_points - ind.bobot * 3 + ind.bobot * 2);
    expect(ar.aksi).toEqual(['tolak_hasil_review']);

    const inQc = (await queue('/review/qc/selected/lookup', qc)).data.find((r: { inovasi_id: number }) => r.inovasi_id === id);
    expect(inQc.aksi).toEqual(['qc_setujui', 'qc_tolak']);
    expect((await act(id, 'qc_setujui', qc)).statusCode).toBe(200);

    const s = await state(id);
    expect(s.data).toMatchObject({ status_nomor: 1, qc: 1, status_review: 'Verified', qc_status: 'Verified' });
    expect(s.riwayat.map((h: { aksi: string }) => h.aksi)).toEqual(['kirim', 'setujui', 'qc_setujui']);
    // once QC verified, the approval can no longer be rejected
    const late = await act(id, 'tolak_hasil_review', ver, 'terlambat');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/sudah diverifikasi QC/);

    const notes = (await t.req({ method: 'GET', url: '/notifikasi', token: pemda })).json();
    expect(notes.data.length).toBeGreaterThanOrEqual(2);
    expect(notes.data[0].judul).toMatch(/Setujui/);
    await new Promise((r) => setTimeout(r, 100));
    const mails = fs.existsSync(t.config.outboxDir) ? fs.readdirSync(t.config.outboxDir) : [];
    expect(mails.length).toBeGreaterThanOrEqual(2);

    const pdf = await t.req({ method: 'GET', url: `/review/${id}/ringkasan`, token: qc });
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Ringkasan Review Inovasi');
    expect(text).toContain('Bukti dukung tidak sesuai');
    expect(text).toContain('qc_setujui');
  });
});

describe('rejections', () => {
  it('a rejection needs a reason; QC agrees with it and it becomes final', async () => {
    const id = await sentInnovation();
    const noReason = await act(id, 'tolak', ver);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.catatan).toMatch(/wajib/);
    expect((await act(id, 'tolak', ver, 'Bukti dukung regulasi tidak ada')).statusCode).toBe(200);
    const rej = (await queue('/review/rejected/selected/lookup', qc)).data.find((r: { inovasi_id: number }) => r.inovasi_id === id);
    expect(rej.aksi).toEqual(['qc_terima_inovasi', 'qc_setuju_tolak', 'komentar']);
    expect((await act(id, 'komentar', ver, 'Mohon unggah Perkada')).statusCode).toBe(200);
    expect((await act(id, 'qc_setuju_tolak', qc)).statusCode).toBe(200);
    expect((await state(id)).data).toMatchObject({ status_nomor: 2, qc: 1 });
    expect((await act(id, 'setujui_hasil_rejected', ver)).statusCode).toBe(409);
    expect((await act(id, 'qc_terima_inovasi', qc)).statusCode).toBe(409);
    // the region sees it is rejected and may fix and resend
    const row = (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${id}`, token: pemda })).json().data;
    expect(row.aksi).toContain('ubah');
    expect(row.aksi).toContain('kirim');
  });

  it('QC accepts a rejected innovation as an innovation', async () => {
    const id = await sentInnovation();
    await act(id, 'tolak', ver, 'Tidak ada bukti');
    expect((await act(id, 'qc_terima_inovasi', ver)).statusCode).toBe(403); // QC only
    expect((await act(id, 'qc_terima_inovasi', qc)).statusCode).toBe(200);
    expect((await state(id)).data).toMatchObject({ status_nomor: 1, qc: 1 });
  });

  it('a verifier approves from hasil-rejected before QC decides; QC rejects the approval; verifier rejects again', async () => {
    const id = await sentInnovation();
    await act(id, 'tolak', ver, 'keliru');
    expect((await act(id, 'setujui_hasil_rejected', ver)).statusCode).toBe(200);
    expect((await act(id, 'qc_tolak', qc)).statusCode).toBe(422);
    expect((await act(id, 'qc_tolak', qc, 'Nilai kematangan tidak didukung bukti')).statusCode).toBe(200);
    expect((await state(id)).data).toMatchObject({ status_nomor: 1, qc: 2, qc_notes: 'Nilai kematangan tidak didukung bukti' });
    expect((await act(id, 'tolak_hasil_review', ver, 'Setuju dengan QC')).statusCode).toBe(200);
    expect((await state(id)).data).toMatchObject({ status_nomor: 2, qc: 0 });
  });
});

describe('refusals and scope', () => {
  it('every refused transition changes nothing', async () => {
    const id = await sentInnovation();
    const before = await state(id);
    for (const [aksi, token] of [
      ['qc_setujui', qc],
      ['tolak_hasil_review', ver],
      ['setujui_hasil_rejected', ver],
      ['qc_setuju_tolak', qc],
      ['setujui', qc],
      ['setujui', pemda],
    ] as const) {
      const r = await act(id, aksi, token, 'x');
      expect([403, 409], `${aksi}`).toContain(r.statusCode);
    }
    const after = await state(id);
    expect(after.riwayat).toHaveLength(before.riwayat.length);
    expect(after.data.status_nomor).toBe(0);
  });

  it('two concurrent approvals leave exactly one history row', async () => {
    const id = await sentInnovation();
    const [a, b] = await Promise.all([act(id, 'setujui', ver), act(id, 'setujui', admin)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await state(id)).riwayat.filter((h: { aksi: string }) => h.aksi === 'setujui')).toHaveLength(1);
  });

  it('a Barat verifier cannot see or act on a Timur region; a Timur verifier can', async () => {
    const makassar = (await t.req({ method: 'GET', url: '/crud/m_daerah?search=Kota%20Makassar', token: admin })).json().data[0].id;
    const id = await sentInnovation(admin, { profil_id: makassar, koordinat: '-5.14,119.42' });
    const barat = await queue('/nomor_registrasi/request/selected/lookup', ver);
    expect(barat.data.some((r: { inovasi_id: number }) => r.inovasi_id === id)).toBe(false);
    expect((await act(id, 'setujui', ver)).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/review/${id}/ringkasan`, token: ver })).statusCode).toBe(404);
    expect((await t.req({ method: 'POST', url: `/evaluasi/${id}/inovasi`, token: ver, payload: { indikator_id: 1 } })).statusCode).toBe(404);

    const created = await t.req({
      method: 'POST',
      url: '/crud/usr_asn',
      token: admin,
      payload: { username: 'verifikator.timur', password: DEMO_PASSWORD.replace('#', 'x') + '1', role: 'verifikator', area: 2, nama_lengkap: 'Verifikator Timur', email: 'timur@demo.sigap.local' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.req({ method: 'POST', url: '/login', payload: { username: 'verifikator.timur', password: DEMO_PASSWORD.replace('#', 'x') + '1' } });
    const timur = login.json().token;
    const tq = await queue('/nomor_registrasi/request/selected/lookup', timur);
    expect(tq.data.some((r: { inovasi_id: number }) => r.inovasi_id === id)).toBe(true);
    expect(tq.data.every((r: { nama_pemda: string }) => !r.nama_pemda.includes('Bandung'))).toBe(true);
    expect((await act(id, 'setujui', timur)).statusCode).toBe(200);
  });

  it('the QC dashboard counts states, the oldest waiting items and items per verifier', async () => {
    const d = (await t.req({ method: 'GET', url: '/review/qc/dashboard', token: qc })).json().data;
    expect(d.menunggu_verifikasi).toBeGreaterThan(0);
    expect(d.qc_verified).toBeGreaterThan(0);
    expect(Array.isArray(d.tertua)).toBe(true);
    expect(d.per_verifikator.some((v: { nama: string }) => v.nama === 'Demo Verifikator')).toBe(true);
    expect((await t.req({ method: 'GET', url: '/review/qc/dashboard', token: pemda })).statusCode).toBe(403);
  });
});
