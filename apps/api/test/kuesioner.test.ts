import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { can, hariIniWib, hitungIkm, PESAN_SKM, periodeSkm, ROLES, type Role } from '@sigap/domain';
import { aturHariKuesioner } from '../src/modules/kuesioner/routes';
import { buildTestApp, type TestApp } from './helpers';

/** The questionnaire (PLT-15, decision 75): SKM per PermenPANRB 14/2017. */
let t: TestApp;
const tokens = {} as Record<Role, string>;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
type Q = { id: number; unsur: string; pilihan: { nilai: number; label: string }[] };
const pertanyaan = async (token: string) => (await t.req({ method: 'GET', url: '/questions', token })).json().data as { periode: string; sudah_mengisi: boolean; pertanyaan: Q[] };
const semua = (qs: Q[], nilai: (q: Q, i: number) => number) => Object.fromEntries(qs.map((q, i) => [String(q.id), nilai(q, i)]));

beforeAll(async () => {
  t = await buildTestApp();
  for (const r of ROLES) tokens[r] = await t.loginAs(r);
});
afterAll(() => t.close());
afterEach(() => aturHariKuesioner(null));

describe('questionnaire: every role x every route', () => {
  it('every signed-in role fills the survey; only admins read results and manage questions', async () => {
    const wrong: string[] = [];
    for (const role of ROLES) {
      const cases = [
        { method: 'GET' as const, url: '/questions', ok: 200, boleh: can(role, 'isi', 'kuesioner') },
        { method: 'POST' as const, url: '/result', payload: {}, ok: 422, boleh: can(role, 'isi', 'kuesioner') },
        { method: 'GET' as const, url: '/kuesioner/hasil', ok: 200, boleh: can(role, 'hasil', 'kuesioner') },
        { method: 'GET' as const, url: '/kuesioner/hasil/excel', ok: 200, boleh: can(role, 'hasil', 'kuesioner') },
        { method: 'GET' as const, url: '/kuesioner/pertanyaan', ok: 200, boleh: can(role, 'kelola', 'kuesioner') },
        { method: 'POST' as const, url: '/kuesioner/pertanyaan', payload: {}, ok: 422, boleh: can(role, 'kelola', 'kuesioner') },
        { method: 'POST' as const, url: '/kuesioner/pertanyaan/999999', payload: {}, ok: 422, boleh: can(role, 'kelola', 'kuesioner') },
        { method: 'DELETE' as const, url: '/kuesioner/pertanyaan/999999', ok: 404, boleh: can(role, 'kelola', 'kuesioner') },
      ];
      for (const c of cases) {
        const res = await t.req({ method: c.method, url: c.url, token: tokens[role], payload: c.payload });
        const expected = c.boleh ? c.ok : 403;
        if (res.statusCode !== expected) wrong.push(`${role} ${c.method} ${c.url} -> ${res.statusCode} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(ROLES.filter((r) => can(r, 'hasil', 'kuesioner'))).toEqual(['superadmin', 'admin']);
    expect(ROLES.every((r) => can(r, 'isi', 'kuesioner'))).toBe(true);
    for (const url of ['/questions', '/kuesioner/hasil']) expect((await t.req({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.req({ method: 'POST', url: '/result', payload: { jawaban: {} } })).statusCode).toBe(401);
  });
});

describe('filling the survey', () => {
  it('shows the nine elements of the current period; every question is required and answered 1-4', async () => {
    const d = await pertanyaan(tokens.pemda);
    expect(d.periode).toBe(periodeSkm(hariIniWib()));
    expect(d.sudah_mengisi).toBe(false);
    expect(d.pertanyaan.map((q) => q.unsur)).toEqual(['U1', 'U2', 'U3', 'U4', 'U5', 'U6', 'U7', 'U8', 'U9']);
    expect(d.pertanyaan[3]!.pilihan).toEqual([
      { nilai: 1, label: 'Sangat mahal' },
      { nilai: 2, label: 'Cukup mahal' },
      { nilai: 3, label: 'Murah' },
      { nilai: 4, label: 'Gratis' },
    ]);
    const [a, b] = d.pertanyaan;
    const kurang = await t.req({ method: 'POST', url: '/result', token: tokens.pemda, payload: { jawaban: { [a!.id]: 3 } } });
    expect(kurang.statusCode).toBe(422);
    expect(kurang.json().errors[`jawaban.${b!.id}`]).toBe(PESAN_SKM.wajibDipilih);
    const luar = await t.req({ method: 'POST', url: '/result', token: tokens.pemda, payload: { jawaban: { ...semua(d.pertanyaan, () => 3), [a!.id]: 5 } } });
    expect(luar.statusCode).toBe(422);
    expect(luar.json().errors[`jawaban.${a!.id}`]).toBe('Harus bilangan bulat 1–4.');
    const asing = await t.req({ method: 'POST', url: '/result', token: tokens.pemda, payload: { jawaban: { ...semua(d.pertanyaan, () => 3), 999999: 2 } } });
    expect(asing.statusCode).toBe(422);
    expect(asing.json().errors['jawaban.999999']).toBe(PESAN_SKM.tidakDikenal);
    expect(await sql(`select 1 from kuesioner_jawaban j join usr_asn u on u.id = j.usr_asn_id where u.username = 'pemda' and j.periode = '${d.periode}'`)).toEqual([]);
  });

  it('one answer per account per period: the second answers 409 with a message and changes nothing', async () => {
    const d = await pertanyaan(tokens.opd);
    const r = await t.req({ method: 'POST', url: '/result', token: tokens.opd, payload: { jawaban: semua(d.pertanyaan, () => 4), saran: '  Terus tingkatkan.  ' } });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ data: { periode: d.periode }, message: PESAN_SKM.terimaKasih });
    expect(await pertanyaan(tokens.opd)).toMatchObject({ sudah_mengisi: true });
    const dua = await t.req({ method: 'POST', url: '/result', token: tokens.opd, payload: { jawaban: semua(d.pertanyaan, () => 1) } });
    expect(dua.statusCode).toBe(409);
    expect(dua.json().message).toBe(PESAN_SKM.sudahMengisi(d.periode));
    const rows = await sql<{ jawaban: { nilai: number }[]; saran: string }>(
      `select j.jawaban, j.saran from kuesioner_jawaban j join usr_asn u on u.id = j.usr_asn_id where u.username = 'opd' and j.periode = '${d.periode}'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.jawaban.every((x) => x.nilai === 4)).toBe(true);
    expect(rows[0]!.saran).toBe('Terus tingkatkan.');
    // parallel second attempts: the unique index lets exactly one through
    aturHariKuesioner(() => '2030-02-01');
    const d2 = await pertanyaan(tokens.opd);
    const both = await Promise.all([1, 2].map(() => t.req({ method: 'POST', url: '/result', token: tokens.opd, payload: { jawaban: semua(d2.pertanyaan, () => 3) } })));
    expect(both.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    // the next period opens the survey again
    aturHariKuesioner(() => '2030-07-01');
    expect(await pertanyaan(tokens.opd)).toMatchObject({ periode: '2030-2', sudah_mengisi: false });
  });
});

describe('results', () => {
  it('computes NRR per element, IKM x 25 and the band as the regulation says (worked example)', async () => {
    aturHariKuesioner(() => '2031-03-15');
    const qs = (await pertanyaan(tokens.asn)).pertanyaan;
    // two respondents: all 4 and all 3 except U3 (2 and 2) -> NRR 3.5 on eight elements, 2 on U3
    // IKM = (8 x 3.5 + 2) / 9 = 3.3333; x 25 = 83.33 -> B (Baik)
    const isi = async (tok: string, v: number) => {
      const r = await t.req({ method: 'POST', url: '/result', token: tok, payload: { jawaban: semua(qs, (q) => (q.unsur === 'U3' ? 2 : v)) } });
      expect(r.statusCode, r.body).toBe(201);
    };
    await isi(tokens.asn, 4);
    await isi(tokens.upt, 3);
    const r = await t.req({ method: 'GET', url: '/kuesioner/hasil?periode=2031-1', token: tokens.admin });
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ periode: '2031-1', periode_label: 'Semester I 2031' });
    expect(d.hasil).toMatchObject({ responden: 2, ikm: 3.3333, ikm_konversi: 83.33, mutu: 'B', kinerja: 'Baik' });
    expect(d.hasil.unsur.find((u: { kode: string }) => u.kode === 'U3')).toMatchObject({ jumlah: 2, nrr: 2, nrr_konversi: 50 });
    expect(d.hasil.unsur.find((u: { kode: string }) => u.kode === 'U1')).toMatchObject({ jumlah: 2, nrr: 3.5, nrr_konversi: 87.5 });
    expect(d.daftar_periode.find((p: { periode: string }) => p.periode === '2031-1')).toMatchObject({ responden: 2, ikm_konversi: 83.33, mutu: 'B' });
    expect(d.mutu_skm.map((m: { mutu: string }) => m.mutu)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('the demo periods: the dashboard equals the domain formula over the stored answers; Excel carries the same numbers', async () => {
    const sekarang = periodeSkm(hariIniWib());
    const r = (await t.req({ method: 'GET', url: `/kuesioner/hasil?periode=${sekarang}`, token: tokens.superadmin })).json().data;
    const rows = await sql<{ jawaban: { unsur: string; nilai: number }[] }>(`select jawaban from kuesioner_jawaban where periode = '${sekarang}'`);
    expect(rows.length).toBeGreaterThan(3);
    expect(r.hasil).toEqual(hitungIkm(rows.map((x) => x.jawaban)));
    expect(r.daftar_periode.length).toBeGreaterThanOrEqual(2);
    expect(r.saran.length).toBeGreaterThan(0);
    expect(JSON.stringify(r.saran)).not.toMatch(/username|usr_asn_id/);

    const x = await t.req({ method: 'GET', url: `/kuesioner/hasil/excel?periode=${sekarang}`, token: tokens.admin });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const ringkas = wb.getWorksheet('IKM per Periode')!;
    const baris = ringkas.getSheetValues().filter(Boolean) as unknown[][];
    expect(baris.some((b) => b.includes(r.periode_label) && b.includes(r.hasil.ikm_konversi))).toBe(true);
    const unsur = wb.getWorksheet(`Unsur ${sekarang}`)!;
    expect(unsur.getRow(2).getCell(2).value).toBe('Persyaratan');
    expect(unsur.getRow(2).getCell(4).value).toBe(r.hasil.unsur[0].nrr);

    const bad = await t.req({ method: 'GET', url: '/kuesioner/hasil?periode=2026-3', token: tokens.admin });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.periode).toBe('Format periode TTTT-1 atau TTTT-2.');
  });
});

describe('questions managed by admins', () => {
  it('add, change, deactivate; an answered question cannot be deleted, a new one can', async () => {
    const salah = await t.req({ method: 'POST', url: '/kuesioner/pertanyaan', token: tokens.admin, payload: { unsur: 'U10', pertanyaan: '', pilihan: ['a', 'b'] } });
    expect(salah.statusCode).toBe(422);
    expect(salah.json().errors).toMatchObject({ unsur: 'Pilih salah satu dari 9 unsur SKM.', pertanyaan: 'Wajib diisi.' });
    expect(salah.json().errors.pilihan).toBeDefined();

    const baru = await t.req({
      method: 'POST',
      url: '/kuesioner/pertanyaan',
      token: tokens.admin,
      payload: { unsur: 'U9', pertanyaan: 'Bagaimana kualitas layanan bantuan daring (helpdesk)?', pilihan: ['Buruk', 'Cukup', 'Baik', 'Sangat baik'], urutan: 95 },
    });
    expect(baru.statusCode, baru.body).toBe(201);
    const id = baru.json().data.id as number;
    expect(baru.json().data).toMatchObject({ unsur: 'U9', unsur_nama: 'Sarana dan Prasarana', aktif: true, dijawab: 0 });
    aturHariKuesioner(() => '2032-01-10');
    expect((await pertanyaan(tokens.admin)).pertanyaan.map((q) => q.id)).toContain(id);

    const ubah = await t.req({
      method: 'POST',
      url: `/kuesioner/pertanyaan/${id}`,
      token: tokens.admin,
      payload: { unsur: 'U9', pertanyaan: 'Bagaimana kualitas layanan bantuan daring?', pilihan: ['Buruk', 'Cukup', 'Baik', 'Sangat baik'], aktif: 0 },
    });
    expect(ubah.statusCode).toBe(200);
    expect((await pertanyaan(tokens.admin)).pertanyaan.map((q) => q.id)).not.toContain(id);
    expect((await t.req({ method: 'DELETE', url: `/kuesioner/pertanyaan/${id}`, token: tokens.admin })).statusCode).toBe(200);

    const list = (await t.req({ method: 'GET', url: '/kuesioner/pertanyaan', token: tokens.admin })).json().data as { id: number; dijawab: number }[];
    const dijawab = list.find((q) => q.dijawab > 0)!;
    const tolak = await t.req({ method: 'DELETE', url: `/kuesioner/pertanyaan/${dijawab.id}`, token: tokens.admin });
    expect(tolak.statusCode).toBe(409);
    expect(tolak.json().message).toBe(PESAN_SKM.sudahDijawab);
  });
});
