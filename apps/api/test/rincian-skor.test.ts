import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_TANPA_BUKTI } from '@sigap/domain';
import { buildTestApp, type TestApp } from './helpers';
import { buatAkun, buatInovasiTerkirim, denganPengaturan } from './factories';
import type { ItemUji } from './indikator-helpers';

/**
 * "Rincian Skor" (issue 13, deliverable 7): the breakdown from answers and evidence to the IID, self beside
 * verified, driven through the real workflow: the region answers with and without evidence and sends
 * innovations, a verifier evaluates lower with reasons, quality control returns one innovation.
 */

let t: TestApp;
let admin: string;
let pemda: string;
let ver: string;
let qc: string;
let bandung: number;
let inoA: number;
let inoB: number;
let indA: { id: number; bobot: number };
const TAHUN = 2026;
const sql = (q: string) => t.ctx.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
const get = (url: string, token: string) => t.req({ method: 'GET', url, token });
const post = (url: string, token: string, payload: unknown) => t.req({ method: 'POST', url, token, payload: payload as object });
const rincian = async (token = admin, q = '') => {
  const r = await get(`/ranking-index/${bandung}/rincian?tahun=${TAHUN}${q}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const act = async (id: number, aksi: string, token: string, catatan?: string) => {
  // an approval accepts the indicators not judged here as claimed, with a reason (decision 87)
  const r = await post(`/review/${id}/${aksi}`, token, { ...(catatan ? { catatan } : {}), ...(aksi === 'setujui' ? { terima_sisa: true, alasan_terima_sisa: 'Indikator lain diterima sesuai klaim daerah (uji).' } : {}) });
  expect(r.statusCode, r.body).toBe(200);
};
type Baris = { kode: string; skor: number; skor_terverifikasi: number | null; ada_bukti: boolean; dievaluasi: boolean | null; alasan_label: string | null; catatan: string | null; selisih: number | null; dijawab: boolean };
type Ino = { id: number; dihitung: boolean; alasan: string[]; status_registrasi: string; mandiri: { dihitung: boolean; kematangan: number }; terverifikasi: { dihitung: boolean; alasan: string[]; kematangan: number; menunggu_qc: boolean } | null };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  ver = await t.loginAs('verifikator');
  qc = await t.loginAs('quality_control');
  bandung = (await get('/me', pemda)).json().data.m_daerah_id;
  // a clean slate of region answers: the demo seeds some for Kota Bandung
  await sql(`delete from dokumen_indikator where pemilik = 'daerah' and pemilik_id = ${bandung}`);
  await sql(`delete from indikator_daerah where profil_id = ${bandung}`);

  // the region answers three indicators: SPD-08 (level 3, with evidence), SPD-12 (level 3, no evidence), SPD-09 (level 2, with evidence)
  const items = (await get(`/daerah/${bandung}/indikator?tahun=${TAHUN}`, pemda)).json().data as ItemUji[];
  const kode = (k: string) => items.find((i) => i.kode === k)!;
  const level = (i: ItemUji, n: number) => i.skala.find((s) => s.nilai === n)!.id;
  const simpan = await post(`/daerah/${bandung}/indikator?tahun=${TAHUN}`, pemda, {
    data: [
      { indikator_id: kode('SPD-08').id, skala_id: level(kode('SPD-08'), 3) },
      { indikator_id: kode('SPD-12').id, skala_id: level(kode('SPD-12'), 3) },
      { indikator_id: kode('SPD-09').id, skala_id: level(kode('SPD-09'), 2) },
    ],
  });
  expect(simpan.statusCode, simpan.body).toBe(200);
  for (const k of ['SPD-08', 'SPD-09']) {
    const d = await post(`/daerah/${bandung}/dokumen`, pemda, { indikator_id: kode(k).id, nama: `Bukti ${k}`, youtube: 'https://bandung.go.id/bukti-dukung' });
    expect(d.statusCode, d.body).toBe(201);
  }
  // the verifier lowers SPD-09 to level 1 with a reason
  const ev = await post(`/evaluasi/${bandung}/profil`, ver, { indikator_id: kode('SPD-09').id, skala_id: level(kode('SPD-09'), 1), alasan: 'dokumen_kedaluwarsa', catatan: 'SK tahun 2019' });
  expect(ev.statusCode, ev.body).toBe(200);

  // two innovations sent; A: one indicator evaluated lower, approved (QC not yet); B: approved, then returned by QC
  inoA = await buatInovasiTerkirim(t, pemda, { nama: 'Inovasi Rincian A', urusan_pemerintah_id: '1' });
  inoB = await buatInovasiTerkirim(t, pemda, { nama: 'Inovasi Rincian B', urusan_pemerintah_id: '2' });
  indA = (await get('/crud/iga_indikator?tahun=2026&tipe=I&jenis=H&per_page=1', admin)).json().data[0];
  const skala = (await get(`/crud/iga_skala?iga_indikator_id=${indA.id}&per_page=10&orderBy[field]=nilai&orderBy[sort]=asc`, admin)).json().data as { id: number }[];
  const evA = await post(`/evaluasi/${inoA}/inovasi`, ver, { indikator_id: indA.id, skala_id: skala[0]!.id, alasan: 'bukti_tidak_sesuai', catatan: 'Bukti hanya undangan rapat' });
  expect(evA.statusCode, evA.body).toBe(200);
  await act(inoA, 'setujui', ver);
  await act(inoB, 'setujui', ver);
  await act(inoB, 'qc_tolak', qc, 'Kematangan tidak didukung bukti');
});
afterAll(() => t.close());

describe('the region breakdown, self beside verified', () => {
  it('gives the verified IID the ranking and the final recap show', async () => {
    const d = await rincian();
    expect(d.verifikasi_terlihat).toBe(true);
    expect(d.terverifikasi).not.toBeNull();
    const kota = (s: string) => get(`/ranking-index?klaster=kota&tahun=${TAHUN}&sumber=${s}`, admin).then((r) => r.json().data.find((x: { profil_id: number }) => x.profil_id === bandung));
    const [self, verified] = await Promise.all([kota('self'), kota('verified')]);
    expect(d.mandiri.hasil.iid_tampil).toBe(self.total_score);
    expect(d.terverifikasi.hasil.iid_tampil).toBe(verified.total_score);
    expect(d.terverifikasi.hasil.iid).not.toBe(d.mandiri.hasil.iid);
    const rekap = (await get(`/rekap-akhir?klaster=kota&tahun=${TAHUN}`, admin)).json().data.find((x: { profil_id: number }) => x.profil_id === bandung);
    expect(d.terverifikasi.hasil.iid).toBe(rekap.skor_final_raw);
    expect(d.terverifikasi.tersimpan.iid).toBe(rekap.skor_final_raw);
    expect(d.mandiri.tersimpan.iid).toBe(d.mandiri.hasil.iid);
    // compatibility: `hasil` is the source asked (self by default, verified on request)
    expect(d.hasil).toEqual(d.mandiri.hasil);
    expect((await rincian(admin, '&sumber=verified')).hasil).toEqual(d.terverifikasi.hasil);
  });

  it('SPD rows: self and verified scores with evidence and the verifier reasons; they add up to the engine SPD', async () => {
    const d = await rincian();
    const spd = d.spd as Baris[];
    const row = (k: string) => spd.find((r) => r.kode === k)!;
    expect(row('SPD-08')).toMatchObject({ dijawab: true, skor: 4.5, ada_bukti: true, dievaluasi: false, skor_terverifikasi: 4.5, selisih: 0, alasan_label: null });
    // an answer without evidence that no verifier evaluated scores 0 verified, and says why
    expect(row('SPD-12')).toMatchObject({ dijawab: true, skor: 6, ada_bukti: false, dievaluasi: false, skor_terverifikasi: 0, selisih: -6, alasan_label: LABEL_TANPA_BUKTI });
    expect(row('SPD-09')).toMatchObject({ skor: 2, ada_bukti: true, dievaluasi: true, skor_terverifikasi: 1, selisih: -1, alasan: 'dokumen_kedaluwarsa', alasan_label: 'Dokumen sudah tidak berlaku', catatan: 'SK tahun 2019' });
    expect(row('SPD-01')).toMatchObject({ dijawab: false, skor: 0, skor_terverifikasi: null });
    expect(spd.length).toBeGreaterThanOrEqual(20);
    const sum = (f: (r: Baris) => number) => Math.round(spd.reduce((s, r) => s + f(r), 0) * 10_000) / 10_000;
    expect(sum((r) => r.skor)).toBe(d.mandiri.hasil.spd);
    expect(d.mandiri.hasil.spd).toBe(12.5);
    expect(sum((r) => r.skor_terverifikasi ?? 0)).toBe(d.terverifikasi.hasil.spd);
    expect(d.terverifikasi.hasil.spd).toBe(5.5);
  });

  it('innovations: counted in each source or not, with the reasons (returned by QC, waiting for QC)', async () => {
    const d = await rincian();
    const inovasi = d.inovasi as Ino[];
    const a = inovasi.find((i) => i.id === inoA)!;
    const b = inovasi.find((i) => i.id === inoB)!;
    expect(a.mandiri.dihitung).toBe(true);
    expect(a.terverifikasi).toMatchObject({ dihitung: true, menunggu_qc: true, alasan: [] });
    expect(a.terverifikasi!.kematangan).toBeLessThan(a.mandiri.kematangan);
    expect(a.status_registrasi).toBe('Disetujui verifikator, menunggu QC');
    expect(b.mandiri.dihitung).toBe(true);
    expect(b.terverifikasi).toMatchObject({ dihitung: false, alasan: ['Hasil verifikasi dikembalikan oleh quality control.'] });
    expect(b.status_registrasi).toBe('Dikembalikan QC');
    // n of each source is the number of innovations it counts
    expect(inovasi.filter((i) => i.mandiri.dihitung).length).toBe(d.mandiri.hasil.jumlah_inovasi);
    expect(inovasi.filter((i) => i.terverifikasi?.dihitung).length).toBe(d.terverifikasi.hasil.jumlah_inovasi);
    const kem = (f: (i: Ino) => number | null) => Math.round(inovasi.reduce((s, i) => s + (f(i) ?? 0), 0) * 10_000) / 10_000;
    expect(kem((i) => (i.mandiri.dihitung ? i.mandiri.kematangan : 0))).toBe(d.mandiri.hasil.jumlah_kematangan);
    expect(kem((i) => (i.terverifikasi?.dihitung ? i.terverifikasi.kematangan : 0))).toBe(d.terverifikasi.hasil.jumlah_kematangan);
    // the ranking's row asks one source: the returned innovation does not count there, with its reason
    const v = (await rincian(admin, '&sumber=verified')).inovasi.find((i: Ino) => i.id === inoB);
    expect(v).toMatchObject({ dihitung: false, alasan: ['Hasil verifikasi dikembalikan oleh quality control.'] });
  });

  it('one innovation: its indicators self beside verified, with evidence and the verifier reason', async () => {
    const r = await get(`/ranking-index/${bandung}/rincian/inovasi/${inoA}?tahun=${TAHUN}`, admin);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ id: inoA, profil_id: bandung, verifikasi_terlihat: true, status_registrasi: 'Disetujui verifikator, menunggu QC' });
    const row = (d.indikator as (Baris & { indikator_id: number })[]).find((x) => x.indikator_id === indA.id)!;
    expect(row).toMatchObject({ ada_bukti: true, dievaluasi: true, skor: indA.bobot * 3, skor_terverifikasi: indA.bobot, alasan_label: 'Bukti dukung tidak sesuai dengan level yang dipilih', catatan: 'Bukti hanya undangan rapat' });
    expect(row.selisih).toBe(-indA.bobot * 2);
    expect(d.jumlah_skor).toBe(d.mandiri.kematangan);
    expect(d.jumlah_skor_terverifikasi).toBe(d.terverifikasi.kematangan);
    // an innovation of another region is not this region's
    const [lain] = (await sql(`select id from iga2020_inovasi where profil_id <> ${bandung} order by id limit 1`)).rows as { id: number }[];
    expect((await get(`/ranking-index/${bandung}/rincian/inovasi/${lain!.id}`, admin)).statusCode).toBe(404);
  });

  it('the PDF is a real A4 PDF with both sources, the formula lines and the reasons', async () => {
    const r = await get(`/ranking-index/${bandung}/rincian/pdf?tahun=${TAHUN}`, admin);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(r.rawPayload.length).toBeGreaterThan(20_000);
    const parser = new PDFParse({ data: new Uint8Array(r.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    for (const s of ['Rincian Skor Indeks Inovasi Daerah', 'Pemerintah Kota Bandung', 'Terverifikasi', 'MAX(k, n)', 'Dokumen sudah tidak berlaku', 'Inovasi Rincian B', 'dikembalikan oleh quality control', 'menunggu QC']) expect(text).toContain(s);
    // a plain link carries a download token for this one address
    const alamat = `/ranking-index/${bandung}/rincian/pdf?tahun=${TAHUN}`;
    const tok = await post('/unduh/token', admin, { url: alamat });
    expect(tok.statusCode, tok.body).toBe(200);
    const link = await t.req({ method: 'GET', url: `${alamat}&unduh=${encodeURIComponent(tok.json().data.token)}` });
    expect(link.statusCode, link.body.slice(0, 200)).toBe(200);
    expect((await t.req({ method: 'GET', url: `${alamat}&access_token=${admin}` })).statusCode).not.toBe(200);
  });
});

describe('who may see what', () => {
  it('the region itself: its own breakdown, the verified side hidden until the filling period closes', async () => {
    const d = await rincian(pemda);
    expect(d.verifikasi_terlihat).toBe(false);
    expect(d.alasan_verifikasi_tersembunyi).toMatch(/setelah periode pengisian ditutup/);
    expect(d.terverifikasi).toBeNull();
    expect((d.spd as Baris[]).every((r) => r.skor_terverifikasi === null && r.alasan_label === null)).toBe(true);
    // an innovation a verifier decided shows its verified side, as its review page does
    expect((d.inovasi as Ino[]).find((i) => i.id === inoB)!.terverifikasi).toMatchObject({ dihitung: false });
    expect((await get(`/ranking-index/${bandung}/rincian?sumber=verified`, pemda)).statusCode).toBe(403);
    // the region indicator page hides it by the same rule
    const page = (await get(`/daerah/${bandung}/indikator?tahun=${TAHUN}`, pemda)).json();
    expect(page.evaluasi_terlihat).toBe(false);
    expect(page.alasan_evaluasi_tersembunyi).toBe(d.alasan_verifikasi_tersembunyi);
    const pdf = await get(`/ranking-index/${bandung}/rincian/pdf`, pemda);
    expect(pdf.statusCode).toBe(200);

    await denganPengaturan(t, admin, { iga_status: '0' }, async () => {
      const tutup = await rincian(pemda);
      expect(tutup.verifikasi_terlihat).toBe(true);
      expect(tutup.terverifikasi.hasil).toEqual((await rincian()).terverifikasi.hasil);
      expect((await get(`/daerah/${bandung}/indikator?tahun=${TAHUN}`, pemda)).json().evaluasi_terlihat).toBe(true);
    });
  });

  it('another region is 404; roles without the ranking are 403', async () => {
    const [lain] = (await sql(`select id from profil_pemda where id <> ${bandung} order by id limit 1`)).rows as { id: number }[];
    const orang = await buatAkun(t, admin, { role: 'pemda', m_daerah_id: lain!.id });
    expect((await get(`/ranking-index/${bandung}/rincian`, orang.token)).statusCode).toBe(404);
    expect((await get(`/ranking-index/${bandung}/rincian/pdf`, orang.token)).statusCode).toBe(404);
    expect((await get(`/ranking-index/${bandung}/rincian/inovasi/${inoA}`, orang.token)).statusCode).toBe(404);
    expect((await get(`/ranking-index/${lain!.id}/rincian?tahun=${TAHUN}`, orang.token)).statusCode).toBe(200);
    for (const role of ['verifikator', 'viewer', 'opd']) expect((await get(`/ranking-index/${bandung}/rincian`, await t.loginAs(role))).statusCode, role).toBe(403);
    expect((await get(`/ranking-index/${bandung}/rincian`, '')).statusCode).toBe(401);
    for (const role of ['tim.penilai', 'pusat', 'superadmin']) expect((await get(`/ranking-index/${bandung}/rincian?tahun=${TAHUN}`, await t.loginAs(role))).statusCode, role).toBe(200);
  });
});
