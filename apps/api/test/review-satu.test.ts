import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ALASAN_TERIMA_SISA } from '@sigap/domain';
import { buildTestApp, type TestApp } from './helpers';
import { buatInovasiTerkirim } from './factories';

/** Review in one place (issue 19 item 3, decision 87): an approval needs every answered indicator judged, or the rest accepted as claimed with a reason. */

let t: TestApp;
let admin: string;
let pemda: string;
let ver: string;

const ALASAN = 'Bukti dukung indikator lain sudah diperiksa saat kunjungan lapangan.';
const kirim = (over: Record<string, unknown> = {}) => buatInovasiTerkirim(t, pemda, { nama: `Inovasi Satu Layar ${Math.random().toString(36).slice(2, 8)}`, urusan_pemerintah_id: '1', ...over });
const act = (id: number, aksi: string, token: string, payload: Record<string, unknown> = {}) => t.req({ method: 'POST', url: `/review/${id}/${aksi}`, token, payload });
const riwayat = async (id: number) => (await t.req({ method: 'GET', url: `/review/${id}/riwayat`, token: admin })).json();
const detail = async (id: number, token = ver) => {
  const r = await t.req({ method: 'GET', url: `/review/${id}/detail`, token });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { penilaian: { wajib: number; dinilai: number; belum: string[] }; riwayat: { aksi: string; terima_sisa?: number | null; alasan_terima_sisa?: string | null }[] };
};
const notices = async () => (await t.req({ method: 'GET', url: '/notifikasi', token: pemda })).json().data.length as number;

interface Item {
  indikator_id: number;
  bentuk_isian: string;
  terisi: boolean;
  subs: Item[];
}
/** Judges every answered indicator of an innovation as "no evidence" (verified score 0): a judgement for each. */
async function nilaiSemua(id: number, kecuali = 0) {
  const ed = await t.req({ method: 'GET', url: `/inovasi/${id}/indikator`, token: ver });
  expect(ed.statusCode, ed.body).toBe(200);
  const semua = (ed.json().data as Item[]).flatMap((i) => [i, ...i.subs]).filter((i) => i.terisi && i.bentuk_isian !== 'otomatis');
  for (const i of semua.slice(kecuali)) {
    const r = await t.req({ method: 'POST', url: `/evaluasi/${id}/inovasi`, token: ver, payload: { indikator_id: i.indikator_id, alasan: 'bukti_tidak_ada' } });
    expect(r.statusCode, r.body).toBe(200);
  }
  return semua.length;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  ver = await t.loginAs('verifikator');
});
afterAll(() => t.close());

describe('approval needs every indicator judged (decision 87)', () => {
  it('refuses an approval without judgement or reason with a message per field, and changes nothing', async () => {
    const id = await kirim();
    const d = await detail(id);
    expect(d.penilaian.wajib).toBeGreaterThan(0);
    expect(d.penilaian.dinilai).toBe(0);
    const before = await riwayat(id);
    const n = await notices();

    const tanpa = await act(id, 'setujui', ver);
    expect(tanpa.statusCode).toBe(422);
    expect(tanpa.json().errors.terima_sisa).toMatch(new RegExp(`Masih ada ${d.penilaian.wajib} dari ${d.penilaian.wajib} indikator yang belum dinilai`));

    const kosong = await act(id, 'setujui', ver, { terima_sisa: true, alasan_terima_sisa: '   ' });
    expect(kosong.statusCode).toBe(422);
    expect(kosong.json().errors.alasan_terima_sisa).toMatch(/wajib diisi/);
    const pendek = await act(id, 'setujui', ver, { terima_sisa: true, alasan_terima_sisa: 'x'.repeat(MIN_ALASAN_TERIMA_SISA - 1) });
    expect(pendek.statusCode).toBe(422);
    expect(pendek.json().errors.alasan_terima_sisa).toMatch(`minimal ${MIN_ALASAN_TERIMA_SISA} karakter`);
    const salahJenis = await act(id, 'setujui', ver, { terima_sisa: 'ya' });
    expect(salahJenis.statusCode).toBe(422);
    expect(salahJenis.json().errors.terima_sisa).toMatch(/ya atau tidak/);

    const after = await riwayat(id);
    expect(after.data).toMatchObject({ status_nomor: 0, qc: 0, reviewed_at: null });
    expect(after.riwayat).toHaveLength(before.riwayat.length);
    expect(await notices()).toBe(n);
  });

  it('approves once every answered indicator is judged, with nothing accepted as claimed', async () => {
    const id = await kirim();
    const jumlah = await nilaiSemua(id);
    const d = await detail(id);
    expect(d.penilaian).toEqual({ wajib: jumlah, dinilai: jumlah, belum: [] });
    const r = await act(id, 'setujui', ver);
    expect(r.statusCode, r.body).toBe(200);
    const h = (await riwayat(id)).riwayat.at(-1);
    expect(h).toMatchObject({ aksi: 'setujui', terima_sisa: null, alasan_terima_sisa: null });
  });

  it('accept-rest records the reason and the number accepted in the review history', async () => {
    const id = await kirim();
    const jumlah = await nilaiSemua(id, 1); // the first answered indicator stays unjudged
    const d = await detail(id);
    expect(d.penilaian.dinilai).toBe(jumlah - 1);
    expect(d.penilaian.belum).toHaveLength(1);
    const r = await act(id, 'setujui', ver, { terima_sisa: true, alasan_terima_sisa: `  ${ALASAN}  `, catatan: 'Lolos verifikasi.' });
    expect(r.statusCode, r.body).toBe(200);
    const h = (await riwayat(id)).riwayat.at(-1);
    expect(h).toMatchObject({ aksi: 'setujui', catatan: 'Lolos verifikasi.', terima_sisa: 1, alasan_terima_sisa: ALASAN });
    // the review screen shows it in the same history
    expect((await detail(id)).riwayat.at(-1)).toMatchObject({ aksi: 'setujui', terima_sisa: 1, alasan_terima_sisa: ALASAN });
    // and the activity log keeps it
    const log = (await t.ctx.db.execute(`select data::text as data from activity_log where name = 'Review: Setujui' order by id desc limit 1` as never)) as unknown as { rows: { data: string }[] };
    expect(log.rows[0]!.data).toContain(ALASAN);
  });

  it('approving a rejected innovation follows the same rule', async () => {
    const id = await kirim();
    expect((await act(id, 'tolak', ver, { catatan: 'Bukti kurang' })).statusCode).toBe(200);
    const tanpa = await act(id, 'setujui_hasil_rejected', ver);
    expect(tanpa.statusCode).toBe(422);
    expect(tanpa.json().errors.terima_sisa).toBeTruthy();
    expect((await riwayat(id)).data.status_nomor).toBe(2);
    expect((await act(id, 'setujui_hasil_rejected', ver, { terima_sisa: true, alasan_terima_sisa: ALASAN })).statusCode).toBe(200);
    expect((await riwayat(id)).data.status_nomor).toBe(1);
  });

  it('scope is unchanged: a verifier outside the area gets 404 before any rule about judgements', async () => {
    const makassar = (await t.req({ method: 'GET', url: '/crud/m_daerah?search=Kota%20Makassar', token: admin })).json().data[0].id;
    const id = await buatInovasiTerkirim(t, admin, { nama: `Inovasi Timur ${Date.now()}`, urusan_pemerintah_id: '1', profil_id: makassar, koordinat: '-5.14,119.42' });
    expect((await act(id, 'setujui', ver)).statusCode).toBe(404);
    expect((await act(id, 'setujui', ver, { terima_sisa: true, alasan_terima_sisa: ALASAN })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/review/${id}/detail`, token: ver })).statusCode).toBe(404);
    expect((await riwayat(id)).data.status_nomor).toBe(0);
    // the admin (every region) is held to the same rule
    expect((await act(id, 'setujui', admin)).statusCode).toBe(422);
  });
});
