import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { iidTampil } from '@sigap/domain';
import { activityLog, igaIndikator, igaJuri, igaLembar, igaNomine, igaPenilai, igaPenugasan, igaTahun, indeksHasil, usrAsn, winnerCategory, winners } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers';

/** The Innovative Government Award (issue 15): the demo year in progress, then a whole year from nominees to winners. */
let t: TestApp;
const tok: Record<string, string> = {};
const ROLES = ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer', 'pemda'] as const;
const DEMO = 2026;

beforeAll(async () => {
  t = await buildTestApp();
  for (const r of ROLES) tok[r] = await t.loginAs(r);
});
afterAll(() => t.close());

const get = (url: string, role: string) => t.req({ method: 'GET', url, token: tok[role] });
const kirim = (method: 'POST' | 'PUT' | 'DELETE', url: string, role: string, payload?: unknown) => t.req({ method, url, token: tok[role], payload: payload as object });

async function penilaiDemo(): Promise<number> {
  const [akun] = await t.ctx.db.select({ id: usrAsn.id }).from(usrAsn).where(eq(usrAsn.username, 'tim.penilai'));
  const [p] = await t.ctx.db.select({ id: igaPenilai.id }).from(igaPenilai).where(eq(igaPenilai.usr_asn_id, akun!.id));
  return p!.id;
}
async function tahunId(tahun: number) {
  const [r] = await t.ctx.db.select({ id: igaTahun.id }).from(igaTahun).where(eq(igaTahun.tahun, tahun));
  return r!.id;
}
/** Nominees of a year split by whether the demo juror is assigned. */
async function nomineJuri(tahun: number) {
  const juri = await penilaiDemo();
  const id = await tahunId(tahun);
  const semua = await t.ctx.db.select({ id: igaNomine.id, profil_id: igaNomine.profil_id }).from(igaNomine).where(eq(igaNomine.iga_tahun_id, id));
  const tugas = new Set((await t.ctx.db.select({ n: igaPenugasan.nomine_id }).from(igaPenugasan).where(and(eq(igaPenugasan.iga_tahun_id, id), eq(igaPenugasan.penilai_id, juri)))).map((r) => r.n));
  return { juri, ditugaskan: semua.filter((n) => tugas.has(n.id)), lain: semua.filter((n) => !tugas.has(n.id)) };
}
async function kriteria(tahun: number, tipe: 'R' | 'V') {
  return t.ctx.db.select({ id: igaIndikator.id }).from(igaIndikator).where(and(eq(igaIndikator.tahun, tahun), eq(igaIndikator.tipe, tipe)));
}
/** Rows of a raw query (both drivers answer `{ rows }`). */
async function baris<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const isi = (ids: { id: number }[], nilai: (i: number) => number | null) => ({ item: ids.map((k, i) => ({ indikator_id: k.id, nilai: nilai(i) })) });

describe('the demo award year (validation open, presentation closed)', () => {
  it('the spec calls answer their rows; the numbers trace to the index and the sheets', async () => {
    const rr = await get(`/review/ranking/lookup?tahun=${DEMO}&klaster=provinsi`, 'admin');
    expect(rr.statusCode, rr.body).toBe(200);
    const rows = rr.json().data as { profil_id: number; pemda: string; jumlah_inovasi: number; skor_pemda_verify: number; avg_inovasi: number; skor_total: number; iga: boolean }[];
    expect(rows.length).toBeGreaterThan(3);
    expect(Object.keys(rows[0]!)).toEqual(expect.arrayContaining(['pemda', 'jumlah_inovasi', 'skor_pemda_verify', 'avg_inovasi', 'skor_total', 'iga']));
    const [h] = await t.ctx.db.select().from(indeksHasil).where(and(eq(indeksHasil.profil_id, rows[0]!.profil_id), eq(indeksHasil.tahun, DEMO), eq(indeksHasil.sumber, 'verified')));
    expect(rows[0]!.skor_total).toBe(iidTampil(h!.iid));
    expect(rows[0]!.skor_pemda_verify).toBe(iidTampil(h!.spd));
    expect(rows[0]!.jumlah_inovasi).toBe(h!.jumlah_inovasi);
    expect(rows.filter((r) => r.iga).length).toBeGreaterThan(0);
    expect((await get(`/review/ranking/lookup?tahun=${DEMO}&klaster=tidak-ada`, 'admin')).statusCode).toBe(404);

    const pv = await get(`/presentasi-dan-validasi?tahun=${DEMO}`, 'admin');
    expect(pv.statusCode, pv.body).toBe(200);
    const bobot = pv.json().bobot as { indeks: number; presentasi: number; validasi: number; sumber: string };
    expect(bobot.sumber).toBe('pilihan_proyek');
    const prow = pv.json().data as { nomine_id: number; klaster: string; nama: string; total_score: number; skor_penilaian: number | null; skor_validasi_lapangan: number | null; overall_score: number | null }[];
    expect(new Set(prow.map((r) => r.klaster)).size).toBeGreaterThanOrEqual(4);
    const lengkap = prow.find((r) => r.skor_validasi_lapangan !== null && r.skor_penilaian !== null)!;
    expect(lengkap).toBeDefined();
    // presentation: the mean of the sent sheets of unconflicted assigned jurors
    const sheets = await baris<{ total: number }>(sql`
      select l.total from iga_lembar l where l.nomine_id = ${lengkap.nomine_id} and l.tahap = 'presentasi' and l.status = 'terkirim'
        and not exists (select 1 from iga_konflik k where k.nomine_id = l.nomine_id and k.penilai_id = l.penilai_id)`);
    const totals = sheets.map((r) => Number(r.total));
    expect(lengkap.skor_penilaian).toBe(iidTampil(totals.reduce((a, b) => a + b, 0) / totals.length));
    const [n] = await t.ctx.db.select({ s: igaNomine.skor_indeks }).from(igaNomine).where(eq(igaNomine.id, lengkap.nomine_id));
    expect(lengkap.total_score).toBe(iidTampil(n!.s!));
    const vSheets = await baris<{ total: number }>(sql`select total from iga_lembar where nomine_id = ${lengkap.nomine_id} and tahap = 'validasi_lapangan' and status = 'terkirim'`);
    const vt = vSheets.map((r) => Number(r.total));
    const v = vt.reduce((a, b) => a + b, 0) / vt.length;
    const p = totals.reduce((a, b) => a + b, 0) / totals.length;
    expect(lengkap.overall_score).toBe(iidTampil((bobot.indeks * n!.s! + bobot.presentasi * p + bobot.validasi * v) / (bobot.indeks + bobot.presentasi + bobot.validasi)));

    for (const url of [`/ranking-iga?tahun=${DEMO}`, `/iga/pengukuran-indeks?tahun=${DEMO}&klaster=provinsi`]) {
      const r = await get(url, 'pusat');
      expect(r.statusCode, r.body).toBe(200);
      const d = r.json().data as { nama: string; overall_score: number | null; peringkat: number; predikat: string }[];
      expect(d.length).toBeGreaterThan(0);
      expect(Object.keys(d[0]!)).toEqual(expect.arrayContaining(['nama', 'overall_score', 'peringkat', 'predikat']));
    }
    const ranked = (await get(`/iga/pengukuran-indeks?tahun=${DEMO}&klaster=provinsi`, 'admin')).json().data as { overall_score: number; peringkat: number }[];
    expect(ranked[0]!.peringkat).toBe(1);
    expect(ranked[0]!.overall_score).toBeGreaterThanOrEqual(ranked[ranked.length - 1]!.overall_score);

    const pr = await get(`/iga/progress-input?tahun=${DEMO}`, 'viewer');
    expect(pr.statusCode, pr.body).toBe(200);
    const [{ n: jumlahTugas }] = (await baris<{ n: number }>(sql`select count(*)::int n from iga_penugasan where iga_tahun_id = ${await tahunId(DEMO)}`)) as [{ n: number }];
    expect(pr.json().total).toBe(jumlahTugas);
    const st = new Set((pr.json().data as { presentasi: string; validasi_lapangan: string }[]).flatMap((r) => [r.presentasi, r.validasi_lapangan]));
    expect([...st]).toEqual(expect.arrayContaining(['terkirim', 'belum']));
  });

  it('award screens for admin, superadmin, tim.penilai, pusat, viewer; other roles 403', async () => {
    for (const role of ROLES) {
      const r = await get(`/ranking-iga?tahun=${DEMO}`, role);
      expect(r.statusCode, role).toBe(role === 'pemda' ? 403 : 200);
    }
  });

  it('viewer and pusat are read-only: no stage command, assignment, sheet or plenary', async () => {
    const { ditugaskan } = await nomineJuri(DEMO);
    const v = await kriteria(DEMO, 'V');
    for (const role of ['viewer', 'pusat']) {
      expect((await kirim('POST', `/iga/tahun/${DEMO}/tahap/tutup`, role, {})).statusCode).toBe(403);
      expect((await kirim('POST', `/iga/tahun/${DEMO}/pleno`, role, {})).statusCode).toBe(403);
      expect((await kirim('POST', `/iga/tahun/${DEMO}/penugasan/otomatis`, role, {})).statusCode).toBe(403);
      expect((await kirim('PUT', `/iga/nomine/${ditugaskan[0]!.id}/lembar/validasi_lapangan`, role, isi(v, () => 100))).statusCode).toBe(403);
      expect((await kirim('POST', `/iga/tahun/${DEMO}/konflik`, role, { nomine_id: ditugaskan[0]!.id, alasan: 'uji konflik' })).statusCode).toBe(403);
    }
  });

  it("other jurors' totals are hidden from a juror until their own sheet is sent", async () => {
    const { ditugaskan } = await nomineJuri(DEMO);
    // the demo juror's field validation sheets are not sent: the others' totals and the aggregate are hidden
    const n = ditugaskan[0]!;
    const s = await get(`/iga/nomine/${n.id}/lembar/validasi_lapangan`, 'tim.penilai');
    expect(s.statusCode, s.body).toBe(200);
    const lain = s.json().data.lain as { status: string; total: number | null; tersembunyi: string | null }[];
    const terkirim = lain.filter((l) => l.status === 'terkirim');
    expect(terkirim.length).toBeGreaterThan(0);
    for (const l of terkirim) {
      expect(l.total).toBeNull();
      expect(l.tersembunyi).toMatch(/setelah lembar Anda dikirim/);
    }
    const row = ((await get(`/presentasi-dan-validasi?tahun=${DEMO}`, 'tim.penilai')).json().data as { nomine_id: number; skor_validasi_lapangan: number | null; skor_penilaian: number | null }[]).find((r) => r.nomine_id === n.id)!;
    expect(row.skor_validasi_lapangan).toBeNull();
    // the presentation stage is closed: every award role sees it
    expect(row.skor_penilaian).not.toBeNull();
    // an overseer sees the sent totals
    const adm = await get(`/iga/nomine/${n.id}/lembar/validasi_lapangan`, 'admin');
    expect((adm.json().data.lain as { status: string; total: number | null }[]).concat([adm.json().data]).some((l) => l.status === 'terkirim' && l.total !== null)).toBe(true);
  });

  it('a juror cannot score an unassigned nominee; a declared conflict makes the juror abstain', async () => {
    const { ditugaskan, lain } = await nomineJuri(DEMO);
    const v = await kriteria(DEMO, 'V');
    const r = await kirim('PUT', `/iga/nomine/${lain[0]!.id}/lembar/validasi_lapangan`, 'tim.penilai', isi(v, () => 100));
    expect(r.statusCode, r.body).toBe(403);
    expect(r.json().message).toMatch(/tidak ditugaskan/);
    expect((await get(`/iga/nomine/${lain[0]!.id}/lembar/validasi_lapangan`, 'tim.penilai')).statusCode).toBe(403);

    const target = ditugaskan[ditugaskan.length - 1]!;
    const k = await kirim('POST', `/iga/tahun/${DEMO}/konflik`, 'tim.penilai', { nomine_id: target.id, alasan: 'Saudara kandung bekerja di pemda ini.' });
    expect(k.statusCode, k.body).toBe(200);
    expect(k.json().data.konflik.some((x: { sumber: string }) => x.sumber === 'deklarasi')).toBe(true);
    const after = await kirim('PUT', `/iga/nomine/${target.id}/lembar/validasi_lapangan`, 'tim.penilai', isi(v, () => 100));
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toMatch(/konflik kepentingan/);
    expect((await kirim('POST', `/iga/tahun/${DEMO}/konflik`, 'tim.penilai', { nomine_id: target.id, alasan: 'dua kali' })).statusCode).toBe(409);
    // the rule conflict: the admin cannot assign the demo juror to a region of the juror's own province
    const nomine = (await get(`/iga/tahun/${DEMO}/nomine`, 'admin')).json().data as { id: number; konflik: { penilai_id: number; sumber: string }[]; penilai: { penilai_id: number }[] }[];
    const juri = await penilaiDemo();
    const provinsi = nomine.find((x) => x.konflik.some((c) => c.penilai_id === juri && c.sumber === 'provinsi'))!;
    expect(provinsi).toBeDefined();
    expect(provinsi.penilai.some((p) => p.penilai_id === juri)).toBe(false);
    const m = await kirim('POST', `/iga/tahun/${DEMO}/penugasan`, 'admin', { nomine_id: provinsi.id, penilai_id: juri });
    expect(m.statusCode).toBe(422);
    expect(m.json().errors.penilai_id).toMatch(/Konflik kepentingan/);
  });

  it('draft, submit once, then only a reasoned correction', async () => {
    const { ditugaskan } = await nomineJuri(DEMO);
    const v = await kriteria(DEMO, 'V');
    const n = ditugaskan[0]!;
    const d = await kirim('PUT', `/iga/nomine/${n.id}/lembar/validasi_lapangan`, 'tim.penilai', isi(v, (i) => (i === 0 ? 50 : null)));
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().data.status).toBe('draf');
    const bad = await kirim('PUT', `/iga/nomine/${n.id}/lembar/validasi_lapangan`, 'tim.penilai', isi(v, () => 70));
    expect(bad.statusCode).toBe(422);
    expect(Object.values(bad.json().errors as Record<string, string>)[0]).toMatch(/Sesuai/);
    const incomplete = await kirim('POST', `/iga/nomine/${n.id}/lembar/validasi_lapangan/kirim`, 'tim.penilai', { item: [] });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(incomplete.json().errors)).toEqual(expect.arrayContaining(v.slice(1).map((k) => `item.${k.id}`)));
    const ok = await kirim('POST', `/iga/nomine/${n.id}/lembar/validasi_lapangan/kirim`, 'tim.penilai', isi(v, (i) => (i === 0 ? 50 : 100)));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('terkirim');
    const total = ok.json().data.total as number;
    expect(total).toBeGreaterThan(50);
    // now the others' sent totals show
    expect((ok.json().data.lain as { status: string; total: number | null }[]).filter((l) => l.status === 'terkirim').every((l) => l.total !== null)).toBe(true);
    expect((await kirim('PUT', `/iga/nomine/${n.id}/lembar/validasi_lapangan`, 'tim.penilai', isi(v, () => 0))).statusCode).toBe(409);
    expect((await kirim('POST', `/iga/nomine/${n.id}/lembar/validasi_lapangan/kirim`, 'tim.penilai', isi(v, () => 0))).statusCode).toBe(409);
    const tanpa = await kirim('POST', `/iga/nomine/${n.id}/lembar/validasi_lapangan/koreksi`, 'tim.penilai', isi(v, () => 0));
    expect(tanpa.statusCode).toBe(422);
    expect(tanpa.json().errors.alasan).toBeDefined();
    const kor = await kirim('POST', `/iga/nomine/${n.id}/lembar/validasi_lapangan/koreksi`, 'tim.penilai', { ...isi(v, () => 100), alasan: 'Salah pilih pada indikator pertama.' });
    expect(kor.statusCode, kor.body).toBe(200);
    expect(kor.json().data.total).toBe(100);
    expect(kor.json().data.koreksi[0]).toMatchObject({ alasan: 'Salah pilih pada indikator pertama.', total_sesudah: 100 });
    expect(kor.json().data.koreksi[0].total_sebelum).toBeCloseTo(total);
  });

  it('a closed stage is read-only for jurors; an admin corrects with a reason, logged', async () => {
    const { ditugaskan, juri } = await nomineJuri(DEMO);
    const r = await kriteria(DEMO, 'R');
    const n = ditugaskan[0]!;
    const put = await kirim('PUT', `/iga/nomine/${n.id}/lembar/presentasi`, 'tim.penilai', isi(r, () => 90));
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe('PERIODE_DITUTUP');
    expect((await kirim('POST', `/iga/nomine/${n.id}/lembar/presentasi/koreksi`, 'tim.penilai', { ...isi(r, () => 90), alasan: 'ingin mengubah' })).statusCode).toBe(409);
    // admin: penilai_id required, reason required
    expect((await kirim('POST', `/iga/nomine/${n.id}/lembar/presentasi/koreksi`, 'admin', { ...isi(r, () => 90), alasan: 'salah input' })).statusCode).toBe(422);
    const kor = await kirim('POST', `/iga/nomine/${n.id}/lembar/presentasi/koreksi?penilai_id=${juri}`, 'admin', { ...isi(r, () => 90), alasan: 'Salah ketik nilai kebaharuan, dikoreksi di pleno.' });
    expect(kor.statusCode, kor.body).toBe(200);
    expect(kor.json().data.total).toBe(90);
    const th = await get(`/iga/tahun/${DEMO}`, 'admin');
    expect((th.json().data.riwayat as { aksi: string; alasan: string }[]).some((h) => h.aksi === 'koreksi_lembar' && /Salah ketik/.test(h.alasan))).toBe(true);
    const [log] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(activityLog).where(eq(activityLog.name, 'Koreksi Lembar IGA'));
    expect(log!.n).toBeGreaterThanOrEqual(2);
    // the viewer never corrects
    expect((await kirim('POST', `/iga/nomine/${n.id}/lembar/presentasi/koreksi?penilai_id=${juri}`, 'viewer', { ...isi(r, () => 10), alasan: 'bukan hak viewer' })).statusCode).toBe(403);
  });

  it('bad input answers 422 per field and changes nothing', async () => {
    const r1 = await kirim('POST', '/iga/tahun', 'admin', { tahun: 'dua ribu', bobot: { indeks: -1, presentasi: 'x', validasi: 200 } });
    expect(r1.statusCode).toBe(422);
    expect(Object.keys(r1.json().errors)).toEqual(expect.arrayContaining(['tahun', 'bobot.indeks', 'bobot.presentasi', 'bobot.validasi']));
    expect((await kirim('POST', `/iga/tahun/${DEMO}/tahap/lompat`, 'admin', {})).statusCode).toBe(422);
    expect((await get('/ranking-iga?tahun=abc', 'admin')).statusCode).toBe(422);
    const r2 = await kirim('POST', '/iga/tahun', 'admin', { tahun: 2019, bobot: { indeks: 50, presentasi: 30, validasi: 20 } });
    expect(r2.statusCode).toBe(422);
    expect(r2.json().errors.tahun).toMatch(/tipe R/);
    expect((await get('/iga/tahun/2019', 'admin')).statusCode).toBe(404);
  });
});

describe('an award year from nominees to published winners', () => {
  const TAHUN = 2025;
  const jalankan = (aksi: string, role = 'admin', alasan?: string) => kirim('POST', `/iga/tahun/${TAHUN}/tahap/${aksi}`, role, alasan ? { alasan } : {});

  beforeAll(async () => {
    // the year's presentation (tipe R) and field validation (tipe V) criteria, as an admin enters them in Indikator
    await t.ctx.db.insert(igaIndikator).values([
      { tahun: TAHUN, no_urut: 1, kode: 'UJI-R1', indikator: 'Kebaharuan', bobot: 60, tipe: 'R', jenis: 'L' },
      { tahun: TAHUN, no_urut: 2, kode: 'UJI-R2', indikator: 'Kemanfaatan', bobot: 40, tipe: 'R', jenis: 'L' },
      { tahun: TAHUN, no_urut: 1, kode: 'UJI-V1', indikator: 'Ekosistem inovasi', bobot: 1, tipe: 'V', jenis: 'F' },
    ]);
  });

  it('only admin and superadmin create a year; the weights are data with their provenance', async () => {
    const body = { tahun: TAHUN, bobot: { indeks: 40, presentasi: 40, validasi: 20 }, juri_per_nomine: 2, jumlah_pemenang: 2 };
    for (const role of ['tim.penilai', 'pusat', 'viewer', 'pemda']) expect((await kirim('POST', '/iga/tahun', role, body)).statusCode, role).toBe(403);
    const r = await kirim('POST', '/iga/tahun', 'superadmin', body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ tahap: 'nominasi', status: 'buka', bobot: { indeks: 40, sumber: 'pilihan_proyek' }, aksi: ['tutup'] });
    expect(r.json().data.kriteria_presentasi.map((k: { bobot: number }) => k.bobot)).toEqual([60, 40]);
    expect((await kirim('POST', '/iga/tahun', 'admin', body)).statusCode).toBe(409);
    const nomine = (await get(`/iga/tahun/${TAHUN}/nomine`, 'admin')).json();
    // nominees are the regions with the IGA flag on
    const [{ n }] = (await baris<{ n: number }>(sql`select count(distinct p.id)::int n from profil_pemda p join iga_klaster_daerah k on k.iga_daerah_id = p.id where p.is_iga = 1`)) as [{ n: number }];
    expect(nomine.total).toBe(n);
    // assignments wait for the nominees to be fixed
    expect((await kirim('POST', `/iga/tahun/${TAHUN}/penugasan/otomatis`, 'admin', {})).statusCode).toBe(409);
  });

  it('each stage command: 403 for every other role, 409 out of turn, 422 without a needed reason', async () => {
    for (const aksi of ['tutup', 'buka', 'buka_kembali', 'umumkan'])
      for (const role of ['tim.penilai', 'pusat', 'viewer', 'pemda']) expect((await jalankan(aksi, role, 'alasan uji')).statusCode, `${role} ${aksi}`).toBe(403);
    expect((await jalankan('umumkan')).statusCode).toBe(409);
    expect((await jalankan('buka')).statusCode).toBe(409);
    const tutup = await jalankan('tutup');
    expect(tutup.statusCode, tutup.body).toBe(200);
    expect(tutup.json().data).toMatchObject({ tahap: 'nominasi', status: 'tutup' });
    expect((await jalankan('buka_kembali')).statusCode).toBe(422);
    expect((await jalankan('buka_kembali', 'superadmin', 'Satu daerah terlambat ditandai.')).statusCode).toBe(200);
    expect((await jalankan('tutup', 'superadmin')).statusCode).toBe(200);
    // fixed index scores: the year's verified IID
    const id = await tahunId(TAHUN);
    const [nm] = await t.ctx.db.select().from(igaNomine).where(eq(igaNomine.iga_tahun_id, id)).limit(1);
    const [h] = await t.ctx.db.select({ iid: indeksHasil.iid }).from(indeksHasil).where(and(eq(indeksHasil.profil_id, nm!.profil_id), eq(indeksHasil.tahun, TAHUN), eq(indeksHasil.sumber, 'verified')));
    expect(nm!.skor_indeks).toBe(h?.iid ?? 0);
    const riwayat = (await get(`/iga/tahun/${TAHUN}`, 'viewer')).json().data.riwayat as { aksi: string; alasan: string | null }[];
    expect(riwayat.map((r) => r.aksi)).toEqual(['buat', 'tutup', 'buka_kembali', 'tutup']);
    expect(riwayat[2]!.alasan).toBe('Satu daerah terlambat ditandai.');
  });

  it('jurors and balanced automatic assignment without a conflicted pair', async () => {
    const demo = await t.ctx.db.select({ penilai_id: igaJuri.penilai_id }).from(igaJuri).where(eq(igaJuri.iga_tahun_id, await tahunId(DEMO)));
    const ids = demo.map((d) => d.penilai_id);
    expect((await kirim('PUT', `/iga/tahun/${TAHUN}/juri`, 'viewer', { penilai_ids: ids })).statusCode).toBe(403);
    expect((await kirim('PUT', `/iga/tahun/${TAHUN}/juri`, 'admin', { penilai_ids: [...ids, 999999] })).statusCode).toBe(422);
    const j = await kirim('PUT', `/iga/tahun/${TAHUN}/juri`, 'admin', { penilai_ids: ids });
    expect(j.statusCode, j.body).toBe(200);
    const a = await kirim('POST', `/iga/tahun/${TAHUN}/penugasan/otomatis`, 'admin', {});
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data.kurang).toEqual([]);
    const beban = (a.json().data.beban as { beban: number }[]).map((b) => b.beban);
    expect(Math.max(...beban) - Math.min(...beban)).toBeLessThanOrEqual(1);
    const nomine = (await get(`/iga/tahun/${TAHUN}/nomine`, 'admin')).json().data as { penilai: { penilai_id: number }[]; konflik: { penilai_id: number }[] }[];
    for (const n of nomine) {
      expect(n.penilai).toHaveLength(2);
      for (const p of n.penilai) expect(n.konflik.some((k) => k.penilai_id === p.penilai_id)).toBe(false);
    }
  });

  it('presentation: only while open, then closed read-only; field validation; plenary writes winners', async () => {
    const { ditugaskan } = await nomineJuri(TAHUN);
    expect(ditugaskan.length).toBeGreaterThan(0);
    const r = await kriteria(TAHUN, 'R');
    const v = await kriteria(TAHUN, 'V');
    // not open yet
    expect((await kirim('PUT', `/iga/nomine/${ditugaskan[0]!.id}/lembar/presentasi`, 'tim.penilai', isi(r, () => 80))).statusCode).toBe(409);
    expect((await jalankan('buka')).json().data).toMatchObject({ tahap: 'presentasi', status: 'buka' });
    for (const [i, n] of ditugaskan.entries()) {
      const s = await kirim('POST', `/iga/nomine/${n.id}/lembar/presentasi/kirim`, 'tim.penilai', isi(r, (k) => (k === 0 ? 90 - i : 70)));
      expect(s.statusCode, s.body).toBe(200);
      expect(s.json().data.total).toBeCloseTo(0.6 * (90 - i) + 0.4 * 70);
    }
    expect((await jalankan('tutup')).statusCode).toBe(200);
    expect((await kirim('POST', `/iga/nomine/${ditugaskan[0]!.id}/lembar/presentasi/koreksi`, 'tim.penilai', { ...isi(r, () => 10), alasan: 'terlambat' })).statusCode).toBe(409);
    expect((await jalankan('buka')).json().data).toMatchObject({ tahap: 'validasi_lapangan', status: 'buka' });
    for (const n of ditugaskan) expect((await kirim('POST', `/iga/nomine/${n.id}/lembar/validasi_lapangan/kirim`, 'tim.penilai', isi(v, () => 100))).statusCode).toBe(200);
    expect((await jalankan('tutup')).statusCode).toBe(200);
    // the plenary runs only in its open stage
    expect((await kirim('POST', `/iga/tahun/${TAHUN}/pleno`, 'admin', {})).statusCode).toBe(409);
    expect((await jalankan('buka')).json().data).toMatchObject({ tahap: 'pleno', status: 'buka' });
    // closing the plenary before it produced winners is refused
    expect((await jalankan('tutup')).statusCode).toBe(409);
    expect((await kirim('POST', `/iga/tahun/${TAHUN}/pleno`, 'pusat', {})).statusCode).toBe(403);
    const p = await kirim('POST', `/iga/tahun/${TAHUN}/pleno`, 'admin', { catatan: 'Pleno dihadiri tim penilai lintas kementerian.' });
    expect(p.statusCode, p.body).toBe(200);
    const pemenang = p.json().data as { id: number; kategori: string; urutan: number; profil_id: number; overall_score: number }[];
    expect(pemenang.length).toBeGreaterThan(0);
    const db = await t.ctx.db.select({ id: winners.id, urutan: winners.urutan, kategori: winnerCategory.name }).from(winners).innerJoin(winnerCategory, eq(winnerCategory.id, winners.category_id)).where(eq(winners.tahun, TAHUN));
    expect(db.length).toBe(pemenang.length);
    expect(db.every((w) => w.kategori.startsWith('Innovative Government Award') && w.urutan >= 1 && w.urutan <= 2)).toBe(true);
    // the winners follow the final ranking of their cluster
    const ranking = (await get(`/ranking-iga?tahun=${TAHUN}`, 'admin')).json().data as { profil_id: number; klaster: string; peringkat: number; overall_score: number | null }[];
    const juara = pemenang.find((w) => w.urutan === 1)!;
    const baris = ranking.find((x) => x.profil_id === juara.profil_id && juara.kategori.endsWith(x.klaster))!;
    expect(baris.peringkat).toBe(1);
    expect(baris.overall_score).toBe(juara.overall_score);
    // not on the public portal before publication
    const pub = await t.req({ method: 'GET', url: `/publik/pemenang?tahun=${TAHUN}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data.data).toEqual([]);
    // outputs: berita acara, certificate, Excel
    const ba = await get(`/iga/tahun/${TAHUN}/berita-acara`, 'viewer');
    expect(ba.statusCode).toBe(200);
    expect(ba.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sert = await get(`/iga/tahun/${TAHUN}/sertifikat/${juara.id}`, 'admin');
    expect(sert.statusCode).toBe(200);
    expect(sert.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(`/iga/tahun/${TAHUN}/sertifikat/999999`, 'admin')).statusCode).toBe(404);
    for (const url of [`/iga/tahun/${TAHUN}/ranking/excel`, `/review/ranking/excel?tahun=${TAHUN}&klaster=provinsi`]) {
      const x = await get(url, 'pusat');
      expect(x.statusCode, url).toBe(200);
      expect(x.headers['content-type']).toContain('spreadsheetml');
      expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('publication: the plenary closes, winners go public, still editable by admins; nothing changes afterwards', async () => {
    expect((await jalankan('tutup')).statusCode).toBe(200);
    const u = await jalankan('umumkan', 'superadmin');
    expect(u.statusCode, u.body).toBe(200);
    expect(u.json().data).toMatchObject({ tahap: 'diumumkan', aksi: [] });
    expect(u.json().data.diumumkan_at).not.toBeNull();
    const pub = await t.req({ method: 'GET', url: `/publik/pemenang?tahun=${TAHUN}` });
    expect(pub.json().data.data.length).toBeGreaterThan(0);
    const [w] = await t.ctx.db.select({ id: winners.id }).from(winners).where(eq(winners.tahun, TAHUN)).limit(1);
    const edit = await kirim('POST', `/crud/winners/${w!.id}`, 'admin', { urutan: 5 });
    expect(edit.statusCode, edit.body).toBe(200);
    const { ditugaskan, juri } = await nomineJuri(TAHUN);
    const r = await kriteria(TAHUN, 'R');
    expect((await kirim('POST', `/iga/nomine/${ditugaskan[0]!.id}/lembar/presentasi/koreksi?penilai_id=${juri}`, 'admin', { ...isi(r, () => 1), alasan: 'setelah diumumkan' })).statusCode).toBe(409);
    for (const aksi of ['tutup', 'buka', 'buka_kembali', 'umumkan']) expect((await jalankan(aksi, 'admin', 'alasan')).statusCode, aksi).toBe(409);
    const sheets = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(igaLembar).where(eq(igaLembar.iga_tahun_id, await tahunId(TAHUN)));
    expect(sheets[0]!.n).toBe(ditugaskan.length * 2);
  });
});
