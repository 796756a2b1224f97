/**
 * Issue 13 through the real workflow: the region fills and sends, the verifier approves, quality control
 * confirms or returns; then every view of the index (ranking, recap, summary, public page, breakdown) shows
 * the same number, and the rules hold: a QC-returned innovation and an unproven claim never raise the
 * verified index; counting needs no hand-set flag; an admin's exclusion has a reason the region sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iidTampil } from '@sigap/domain';
import { buildTestApp, type TestApp } from './helpers';
import { buatInovasi, buatInovasiTerkirim, denganPengaturan } from './factories';
import { lengkapiIndikatorInovasi, type ItemUji } from './indikator-helpers';

let t: TestApp;
let admin: string;
let pemda: string;
let verifikator: string;
let qc: string;
let bandung: number;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const get = async (url: string, token = admin) => {
  const r = await t.req({ method: 'GET', url, token });
  expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
  return r.json();
};
const aksi = async (id: number, a: string, token: string, catatan?: string) => {
  // an approval accepts the indicators not judged here as claimed, with a reason (decision 87)
  const r = await t.req({ method: 'POST', url: `/review/${id}/${a}`, token, payload: { ...(catatan ? { catatan } : {}), ...(a === 'setujui' ? { terima_sisa: true, alasan_terima_sisa: 'Indikator lain diterima sesuai klaim daerah (uji).' } : {}) } });
  expect(r.statusCode, r.body).toBe(200);
};
const barisRanking = async (sumber: 'self' | 'verified') =>
  (await get(`/ranking-index?klaster=kota&tahun=2026&sumber=${sumber}`)).data.find((r: { profil_id: number }) => r.profil_id === bandung) as {
    total_score: number;
    jumlah_inovasi: number;
    predikat: string;
  };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  verifikator = await t.loginAs('verifikator');
  qc = await t.loginAs('quality_control');
  bandung = (await get('/me', pemda)).data.m_daerah_id;
  // the demo innovations of Bandung applied before the 2026 window: only the ones made here count
  await sql(`update iga2020_inovasi set waktu_implementasi = '2022-06-01' where profil_id = ${bandung}`);
  await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin });
});
afterAll(() => t.close());

describe('which innovations count (issue 13, items 1 and 2)', () => {
  let a: number;
  let b: number;

  it('a sent innovation counts in the self index with no flag set by hand; verified only once approved', async () => {
    const sebelum = await barisRanking('self');
    a = await buatInovasiTerkirim(t, pemda);
    b = await buatInovasiTerkirim(t, pemda);
    const [ra] = await sql<{ is_index: number }>(`select is_index from iga2020_inovasi where id = ${a}`);
    expect(ra!.is_index).toBe(0);
    const self = await barisRanking('self');
    expect(self.jumlah_inovasi).toBe(sebelum.jumlah_inovasi + 2);
    expect((await barisRanking('verified')).jumlah_inovasi).toBe(0);
  });

  it('QC confirms one and returns the other: only the confirmed one counts verified; is_index locks the confirmed one', async () => {
    await aksi(a, 'setujui', verifikator);
    await aksi(b, 'setujui', verifikator);
    // approved, not yet looked at by QC: counted provisionally
    expect((await barisRanking('verified')).jumlah_inovasi).toBe(2);
    await aksi(a, 'qc_setujui', qc);
    await aksi(b, 'qc_tolak', qc, 'Bukti dukung indikator 17 tidak sesuai.');
    const v = await barisRanking('verified');
    expect(v.jumlah_inovasi).toBe(1);
    const rows = await sql<{ id: number; is_index: number }>(`select id, is_index from iga2020_inovasi where id in (${a}, ${b}) order by id`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.is_index]))).toEqual({ [a]: 1, [b]: 0 });
    // the locked innovation cannot be edited any more
    const ubah = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${a}`, token: pemda, payload: { nama: 'Diubah' } });
    expect(ubah.statusCode).toBe(409);
  });

  it('ranking, recap, summary, public page and breakdown show the same verified number', async () => {
    const v = await barisRanking('verified');
    const rekap = (await get('/rekap-akhir?klaster=kota&tahun=2026')).data.find((r: { profil_id: number }) => r.profil_id === bandung);
    expect(iidTampil(rekap.skor_final_raw)).toBe(v.total_score);
    const ringkas = await get(`/summary-verified/${bandung}?tahun=2026`, await t.loginAs('superadmin'));
    expect(ringkas.data.indeks.verified.iid).toBe(v.total_score);
    expect(ringkas.data.klaster.find((k: { kode: string }) => k.kode === 'kota').nilai).toBe(v.total_score);
    const rinci = await get(`/ranking-index/${bandung}/rincian?tahun=2026&sumber=verified`);
    const hasil = rinci.data.hasil;
    expect(rinci.data.terverifikasi.hasil.iid_tampil).toBe(v.total_score);
    expect(hasil.iid_tampil).toBe(v.total_score);
    await denganPengaturan(t, admin, { tahun_publikasi: '2026' }, async () => {
      const pub = await t.req({ method: 'GET', url: `/publik/pemda/${bandung}` });
      expect(pub.statusCode, pub.body).toBe(200);
      const i2026 = pub.json().data.indeks.find((x: { tahun: number }) => x.tahun === 2026);
      expect(i2026.iid).toBe(v.total_score);
      expect(i2026.predikat).toBe(v.predikat);
    });
  });

  it("an admin's exclusion needs a reason, recomputes at once and is visible to the region", async () => {
    const sebelum = await barisRanking('self');
    const tanpa = await t.req({ method: 'POST', url: `/inovasi/${b}/keluar-indeks`, token: admin, payload: { keluar: 1 } });
    expect(tanpa.statusCode).toBe(422);
    expect(tanpa.json().errors.alasan).toMatch(/alasan/i);
    expect((await t.req({ method: 'POST', url: `/inovasi/${b}/keluar-indeks`, token: pemda, payload: { keluar: 1, alasan: 'x' } })).statusCode).toBe(403);
    const ok = await t.req({ method: 'POST', url: `/inovasi/${b}/keluar-indeks`, token: admin, payload: { keluar: 1, alasan: 'Duplikat inovasi lain di daerah yang sama.' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await barisRanking('self')).jumlah_inovasi).toBe(sebelum.jumlah_inovasi - 1);
    const row = (await get(`/crud/iga2020_inovasi/${b}`, pemda)).data;
    expect(row.keluar_indeks_alasan).toBe('Duplikat inovasi lain di daerah yang sama.');
    const notif = await sql<{ n: number }>(`select count(*)::int as n from notifikasi where judul like '%dikeluarkan dari perhitungan indeks%'`);
    expect(notif[0]!.n).toBe(1);
    // the generic form cannot set the flag or the reason
    await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${b}`, token: admin, payload: { keluar_indeks_alasan: null, is_index: 1 } });
    const [raw] = await sql<{ keluar_indeks_alasan: string | null; is_index: number }>(`select keluar_indeks_alasan, is_index from iga2020_inovasi where id = ${b}`);
    expect(raw).toEqual({ keluar_indeks_alasan: 'Duplikat inovasi lain di daerah yang sama.', is_index: 0 });
    const kembali = await t.req({ method: 'POST', url: `/inovasi/${b}/keluar-indeks`, token: admin, payload: { keluar: 0 } });
    expect(kembali.statusCode).toBe(200);
    expect((await barisRanking('self')).jumlah_inovasi).toBe(sebelum.jumlah_inovasi);
  });
});

describe('unproven claims (issue 13, item 3)', () => {
  it('an answered indicator without evidence is named with its points before sending and scores 0 verified', async () => {
    const { id } = await buatInovasi(t, pemda);
    await lengkapiIndikatorInovasi(t, pemda, id);
    // an optional indicator answered at its highest level, without any supporting document
    const kat = (await get('/indikator/inovasi', pemda)).data as ItemUji[];
    const opsional = kat.flatMap((i) => [i, ...i.subs]).find((i) => i.required !== 1 && i.jenis === 'H' && i.skala.length > 0)!;
    expect(opsional, 'an optional choice indicator in the 2026 catalogue').toBeTruthy();
    const tertinggi = opsional.skala.reduce((m, s) => (s.nilai > m.nilai ? s : m));
    const simpan = await t.req({ method: 'POST', url: `/inovasi/${id}/indikator`, token: pemda, payload: { data: [{ indikator_id: opsional.id, skala_id: tertinggi.id }] } });
    expect(simpan.statusCode, simpan.body).toBe(200);
    const poin = (opsional as ItemUji & { bobot: number }).bobot * tertinggi.nilai;
    // the pre-submit checker names it, with the points at stake, without blocking the send
    const periksa = (await get(`/inovasi/${id}/periksa`, pemda)).data as { indikator_id?: number; kode: string; pesan: string; blocking: boolean; poin?: number }[];
    const item = periksa.find((p) => p.indikator_id === opsional.id && p.kode === 'BUKTI_KOSONG')!;
    expect(item).toMatchObject({ blocking: false, poin });
    expect(item.pesan).toMatch(/skor terverifikasinya 0/);
    const kirim = await t.req({ method: 'POST', url: `/nomor_registrasi/${id}`, token: pemda, payload: { setuju: 1 } });
    expect(kirim.statusCode, kirim.body).toBe(200);
    const [s] = await sql<{ total_points: number; verifikasi_points: number }>(`select total_points, verifikasi_points from iga2020_inovasi_skor where inovasi_id = ${id}`);
    expect(s!.total_points - s!.verifikasi_points).toBeCloseTo(poin, 4);
    // the review page says why
    const detail = (await get(`/review/${id}/detail`, verifikator)).data;
    const baris = detail.indikator.find((r: { indikator_id: number }) => r.indikator_id === opsional.id);
    expect(baris.verifikasi_skor).toBe(0);
    expect(baris.alasan_label).toMatch(/bukti dukung/);
  });
});
