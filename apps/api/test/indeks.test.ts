import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let bandung: number;
let inovasiId: number;
const sql = (q: string) => t.ctx.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
const ranking = async (q: string, token = admin) => (await t.req({ method: 'GET', url: `/ranking-index?${q}`, token })).json();

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  bandung = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('pemda') })).json().data.m_daerah_id;
  // one Bandung innovation that counts for 2026: Penerapan, applied in 2024, maturity 111; the others applied
  // before the 2026 window (2024-01-01..2025-12-31), so they do not count
  const row = (await t.req({ method: 'GET', url: `/crud/iga2020_inovasi?profil_id=${bandung}&search=Sapa%20Warga`, token: admin })).json().data[0];
  inovasiId = row.id;
  await sql(`update iga2020_inovasi set waktu_implementasi = '2022-06-01' where profil_id = ${bandung} and id <> ${inovasiId}`);
  await sql(`update iga2020_inovasi set inovasi_status = 2, kematangan = 111, waktu_implementasi = '2024-03-01', urusan_pemerintah_id = '1,2' where id = ${inovasiId}`);
  // its verified total as the answer writers keep it (every answer proven): 111
  await sql(`insert into iga2020_inovasi_skor (inovasi_id, total_points, verifikasi_points) values (${inovasiId}, 111, 111) on conflict (inovasi_id) do update set total_points = 111, verifikasi_points = 111`);
  // SPD 0: drop the demo answers of Kota Bandung's region indicators (seeded in demo mode)
  // the award demo nominates the demo regions (IGA flag on): these tests start from an unflagged region
  await sql(`update profil_pemda set is_iga = 0 where id = ${bandung}`);
  await sql(`delete from indikator_daerah where profil_id = ${bandung}`);
  await sql(`delete from dokumen_indikator where pemilik = 'daerah' and pemilik_id = ${bandung}`);
});
afterAll(() => t.close());

describe('recount and stored results', () => {
  it('recomputes every pemda and reports what changed', async () => {
    const r = await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.dihitung).toBe(546);
    expect(r.json().data.berubah).toBeGreaterThan(0);
    const again = (await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin })).json().data;
    expect(again.berubah).toBe(0);
    expect((await t.req({ method: 'POST', url: '/recount', token: await t.loginAs('pemda') })).statusCode).toBe(403);
  });

  it('runs as one job of the queue: two requests at once share it, the job keeps its result and the activity', async () => {
    const sebelum = Number((await sql(`select count(*)::int as n from antrian_tugas where jenis = 'hitung_indeks'`)).rows[0]!.n);
    const [a, b] = await Promise.all([
      t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin }),
      t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().data).toEqual(b.json().data);
    const tugas = (await sql(`select status, data from antrian_tugas where jenis = 'hitung_indeks' order by id`)).rows;
    expect(tugas.length - sebelum).toBe(1);
    const akhir = tugas.at(-1)!;
    expect(akhir.status).toBe('selesai');
    expect((akhir.data as { hasil: unknown }).hasil).toEqual(a.json().data);
    const log = (await sql(`select name from activity_log where name = 'Hitung ulang indeks' order by id desc limit 1`)).rows;
    expect(log).toHaveLength(1);
  });

  it('SID = sum of maturity / MAX(k, n) + count score; IID = total / 250 x 100', async () => {
    const kota = await ranking('klaster=kota&tahun=2026');
    const b = kota.data.find((r: { profil_id: number }) => r.profil_id === bandung);
    // 111 / MAX(12, 1) = 9.25; 2 of 6 basic-service affairs -> count score 0; SPD 0
    expect(b.sid).toBeCloseTo(9.25, 4);
    expect(b.total_score).toBe(3.7);
    expect(b.predikat).toBe('Kurang Inovatif');
    expect(b.peringkat).toBe(1);
    expect(b.jumlah_inovasi).toBe(1);
    // ties share a rank: everyone else has 0 and rank 2
    const rest = kota.data.filter((r: { profil_id: number }) => r.profil_id !== bandung);
    expect(new Set(rest.map((r: { peringkat: number }) => r.peringkat))).toEqual(new Set([2]));
    // a region that entered nothing gets the spec's fallback, in tab 0
    expect(rest[0]).toMatchObject({ predikat: 'Belum mengisi data', tab: 0 });
    expect(kota.total).toBe(93);
    expect((await ranking('klaster=provinsi&tahun=2026')).total).toBe(38);
    expect((await ranking('klaster=tertinggal&tahun=2026')).total).toBe(62);
  });

  it('the verified index follows the review decisions in the same transaction', async () => {
    const before = (await ranking('klaster=kota&tahun=2026&sumber=verified')).data.find((r: { profil_id: number }) => r.profil_id === bandung);
    expect(before.total_score).toBe(0);
    const pemda = await t.loginAs('pemda');
    expect((await t.req({ method: 'POST', url: `/nomor_registrasi/${inovasiId}`, token: pemda, payload: { setuju: 1 } })).statusCode).toBe(200);
    // the indicators are accepted as claimed, with a reason (decision 87)
    expect((await t.req({ method: 'POST', url: `/review/${inovasiId}/setujui`, token: await t.loginAs('verifikator'), payload: { terima_sisa: true, alasan_terima_sisa: 'Indikator lain diterima sesuai klaim daerah (uji).' } })).statusCode).toBe(200);
    const after = (await ranking('klaster=kota&tahun=2026&sumber=verified')).data.find((r: { profil_id: number }) => r.profil_id === bandung);
    expect(after.total_score).toBe(3.7);
    const log = (await t.req({ method: 'GET', url: `/aspeklog?profil_id=${bandung}`, token: admin })).json();
    expect(log.data.some((l: { aspek: string; nilai_baru: number }) => l.aspek === 'iid_verified' && l.nilai_baru === 3.7)).toBe(true);
    const rekap = (await t.req({ method: 'GET', url: '/rekap-akhir?klaster=kota&tahun=2026', token: admin })).json();
    const r = rekap.data.find((x: { profil_id: number }) => x.profil_id === bandung);
    expect(r).toMatchObject({ total_inovasi: 1, skor: 3.7, predikat: 'Kurang Inovatif', iga: false });
    expect(rekap.data.find((x: { profil_id: number }) => x.profil_id !== bandung).predikat).toBe('Tidak Dapat Dinilai');
  });

  it('"Ubah Status IGA" toggles the flag and logs it', async () => {
    expect((await t.req({ method: 'GET', url: `/ranking-index/${bandung}/flag`, token: admin })).json().data.is_iga).toBe(0);
    const on = await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token: admin });
    expect(on.json().data.is_iga).toBe(1);
    expect((await ranking('klaster=kota&tahun=2026')).data.find((r: { profil_id: number }) => r.profil_id === bandung).isIga).toBe(true);
    expect((await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token: await t.loginAs('viewer') })).statusCode).toBe(403);
    const acts = (await t.req({ method: 'GET', url: '/activities?limit=5', token: admin })).json().data;
    expect(acts.some((a: { name: string }) => a.name === 'Ubah Status IGA')).toBe(true);
    expect((await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token: admin })).json().data.is_iga).toBe(0);
  });

  it('ranking tabs filter by predicate; an unknown cluster is 404', async () => {
    const tab1 = await ranking('klaster=kota&tahun=2026&tab=1');
    expect(tab1.data.every((r: { predikat: string }) => r.predikat === 'Kurang Inovatif')).toBe(true);
    expect((await t.req({ method: 'GET', url: '/ranking-index?klaster=nope', token: admin })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: '/ranking-index', token: await t.loginAs('pemda') })).statusCode).toBe(403);
  });

  it('each ranking row explains its score (SPD, SID, n vs k) and the detail gives the reasons', async () => {
    const b = (await ranking('klaster=kota&tahun=2026')).data.find((r: { profil_id: number }) => r.profil_id === bandung);
    expect(b.rincian).toEqual({ k: 12, pembagi: 12, rata_kematangan: 9.25, skor_jumlah_inovasi: 0, total: 9.25, skor_maks_total: 250 });
    const other = (await ranking('klaster=kota&tahun=2026')).data.find((r: { profil_id: number; jumlah_inovasi: number }) => r.profil_id !== bandung && r.jumlah_inovasi === 0);
    expect(['Belum mengisi data', 'Tidak Dapat Dinilai']).toContain(other.predikat);
    const d = (await t.req({ method: 'GET', url: `/ranking-index/${bandung}/rincian?tahun=2026`, token: admin })).json().data;
    expect(d.hasil).toMatchObject({ jumlah_kematangan: 111, jumlah_inovasi: 1, k: 12, pembagi: 12, skor_jumlah_inovasi: 0 });
    expect(d.urusan_yandas_tercakup).toBe(2);
    expect(d.syarat_urusan_yandas_min).toBe(5);
    const counted = d.inovasi.filter((i: { dihitung: boolean }) => i.dihitung);
    expect(counted.map((i: { id: number }) => i.id)).toEqual([inovasiId]);
    expect(d.inovasi.find((i: { dihitung: boolean }) => !i.dihitung).alasan.length).toBeGreaterThan(0);
    expect((await t.req({ method: 'GET', url: '/ranking-index/99999999/rincian', token: admin })).statusCode).toBe(404);
    // the region itself may open its own breakdown (rincian-skor.test.ts); other roles without the ranking may not
    expect((await t.req({ method: 'GET', url: `/ranking-index/${bandung}/rincian`, token: await t.loginAs('pemda') })).statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: `/ranking-index/${bandung}/rincian`, token: await t.loginAs('viewer') })).statusCode).toBe(403);
  });
});

describe('evaluation, rank and recount', () => {
  it('an evaluation changes the verified score and the rank; recount reproduces the stored results exactly', async () => {
    // a second city with the same verified innovation: Bandung and it share rank 1
    const [lain] = (await sql(`select p.id from profil_pemda p join m_daerah d on d.id = p.m_daerah_id where d.jenis = 'kota' and p.id <> ${bandung} order by p.id limit 1`)).rows as { id: number }[];
    const ino = (await sql(
      `insert into iga2020_inovasi (profil_id, nama, tahun, is_index, inovasi_status, kematangan, waktu_implementasi, urusan_pemerintah_id) values (${lain!.id}, 'Inovasi Uji Peringkat', 2025, 1, 2, 111, '2024-05-01', '1') returning id`,
    )).rows as { id: number }[];
    await sql(`insert into nomor_registrasi (inovasi_id, nomor, status_nomor, qc) values (${ino[0]!.id}, 'UJI/1', 1, 0)`);
    await sql(`insert into iga2020_inovasi_skor (inovasi_id, total_points, verifikasi_points) values (${ino[0]!.id}, 111, 111)`);
    await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin });
    const rank = async () => {
      const rows = (await ranking('klaster=kota&tahun=2026&sumber=verified')).data as { profil_id: number; total_score: number; peringkat: number }[];
      return { b: rows.find((r) => r.profil_id === bandung)!, l: rows.find((r) => r.profil_id === lain!.id)! };
    };
    const before = await rank();
    expect([before.b.total_score, before.b.peringkat, before.l.total_score, before.l.peringkat]).toEqual([3.7, 1, 3.7, 1]);

    // the verifier scores one of Bandung's region indicators at level 1: SPD-08 (weight 1.5) -> verified SPD 1.5
    const items = (await t.req({ method: 'GET', url: `/daerah/${bandung}/indikator?tahun=2026`, token: admin })).json().data as { kode: string; id: number; skala: { id: number; nilai: number }[]; subs: unknown[] }[];
    const spd08 = items.find((i) => i.kode === 'SPD-08')!;
    const ver = await t.loginAs('verifikator');
    const level1 = spd08.skala.find((s) => s.nilai === 1)!.id;
    // no supporting document: a level above 0 needs the explicit reason "accepted without evidence" and a note
    const tanpaAlasan = await t.req({ method: 'POST', url: `/evaluasi/${bandung}/profil`, token: ver, payload: { indikator_id: spd08.id, skala_id: level1, catatan: 'Uji peringkat' } });
    expect(tanpaAlasan.statusCode).toBe(422);
    expect(tanpaAlasan.json().errors.alasan).toMatch(/belum memiliki bukti dukung/);
    const tanpaCatatan = await t.req({ method: 'POST', url: `/evaluasi/${bandung}/profil`, token: ver, payload: { indikator_id: spd08.id, skala_id: level1, alasan: 'diterima_tanpa_bukti' } });
    expect(tanpaCatatan.json().errors).toHaveProperty('catatan');
    const ev = await t.req({ method: 'POST', url: `/evaluasi/${bandung}/profil`, token: ver, payload: { indikator_id: spd08.id, skala_id: level1, alasan: 'diterima_tanpa_bukti', catatan: 'Uji peringkat' } });
    expect(ev.statusCode, ev.body).toBe(200);
    const after = await rank();
    // (1.5 + 9.25) / 250 x 100 = 4.3
    expect([after.b.total_score, after.b.peringkat, after.l.total_score, after.l.peringkat]).toEqual([4.3, 1, 3.7, 2]);
    // the self ranking is untouched by the evaluation
    expect((await ranking('klaster=kota&tahun=2026')).data.find((r: { profil_id: number }) => r.profil_id === bandung).total_score).toBe(3.7);

    const snapshot = async () => (await sql(`select profil_id, tahun, sumber, spd, sid, skor_jumlah_inovasi, jumlah_inovasi, total, iid, predikat from indeks_hasil where tahun = 2026 order by profil_id, sumber`)).rows;
    const stored = await snapshot();
    const logsBefore = Number(((await sql(`select count(*)::int as n from aspek_log`)).rows[0] as { n: number }).n);
    const rc = (await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin })).json().data;
    expect(rc).toMatchObject({ dihitung: 546, berubah: 0 });
    expect(await snapshot()).toEqual(stored);
    expect(Number(((await sql(`select count(*)::int as n from aspek_log`)).rows[0] as { n: number }).n)).toBe(logsBefore);
  });

  it('the recap Excel is a real workbook with the recap rows', async () => {
    const r = await t.req({ method: 'GET', url: '/rekap-akhir/excel?klaster=kota&tahun=2026', token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Rekap Akhir')!;
    // the headers as the recap screen names the two scores
    expect(ws.getRow(1).values).toEqual([undefined, 'No', 'Nama Daerah', 'Total Inovasi', 'IID Mandiri', 'Skor Final (terverifikasi)', 'IGA', 'Predikat']);
    expect(ws.getRow(2).getCell(2).value).toMatch(/Bandung/);
    expect(ws.getRow(2).getCell(5).value).toBe(4.3);
    expect(ws.getColumn(5).numFmt ?? ws.getRow(2).getCell(5).numFmt).toBe('#,##0');
    expect((await t.req({ method: 'GET', url: '/rekap-akhir/excel?klaster=kota', token: await t.loginAs('pemda') })).statusCode).toBe(403);
  });
});

describe('rawlog', () => {
  it('pages the raw activity entries with filters; admin only; bad filters are 422', async () => {
    const all = (await t.req({ method: 'GET', url: '/rawlog?per_page=5', token: admin })).json();
    expect(all.data.length).toBe(5);
    expect(all.total).toBeGreaterThan(5);
    expect(all.data[0]).toEqual(expect.objectContaining({ id: expect.any(Number), ts: expect.anything(), name: expect.any(String), data: expect.any(Array) }));
    expect(all.data[0].id).toBeGreaterThan(all.data[1].id);
    const page1 = (await t.req({ method: 'GET', url: '/rawlog?per_page=5&page=1', token: admin })).json();
    expect(page1.data[0].id).toBeLessThan(all.data[4].id);
    const iga = (await t.req({ method: 'GET', url: `/rawlog?name=status%20iga&profil_id=${bandung}&username=admin`, token: admin })).json();
    expect(iga.total).toBe(2);
    expect(iga.data.every((a: { name: string; username: string }) => a.name === 'Ubah Status IGA' && a.username === 'admin')).toBe(true);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect((await t.req({ method: 'GET', url: `/rawlog?start_from=${today}&until=${today}&name=Ubah%20Status`, token: admin })).json().total).toBe(2);
    expect((await t.req({ method: 'GET', url: '/rawlog?until=2000-01-01&name=Ubah%20Status', token: admin })).json().total).toBe(0);
    const bad = await t.req({ method: 'GET', url: '/rawlog?start_from=2026-02-30&per_page=1000', token: admin });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'start_from']);
    expect((await t.req({ method: 'GET', url: '/rawlog?name=%25%27%3B', token: admin })).statusCode).toBe(200);
    expect((await t.req({ method: 'GET', url: '/rawlog', token: await t.loginAs('tim.penilai') })).statusCode).toBe(403);
  });
});

describe('metodologi', () => {
  it('lists the rule sets with the provenance of every value', async () => {
    const r = await t.req({ method: 'GET', url: '/metodologi', token: await t.loginAs('superadmin') });
    const y2023 = r.json().data.find((m: { tahun: number }) => m.tahun === 2023);
    expect(y2023.asal).toMatchObject({ k: 'resmi', predikat: 'resmi', skor_jumlah_inovasi: 'tidak_diketahui' });
    expect(y2023.peringatan.some((p: string) => p.startsWith('skor_jumlah_inovasi'))).toBe(true);
    expect(r.json().data.find((m: { tahun: number }) => m.tahun === 2026).asal.k).toBe('pihak_ketiga');
  });

  it('saving recomputes the year in the same transaction, marks the values as set by an admin and is logged', async () => {
    const sa = await t.loginAs('superadmin');
    const bad = await t.req({ method: 'POST', url: '/metodologi/2026', token: sa, payload: { k: 'dua', predikat: [{ nama: 'A', mulai_dari: 5, sampai_dengan: 1 }], warna: 1 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('warna');
    const bad2 = await t.req({ method: 'POST', url: '/metodologi/2026', token: sa, payload: { k: 'dua', predikat: [{ nama: 'A', mulai_dari: 5, sampai_dengan: 1 }] } });
    expect(Object.keys(bad2.json().errors).sort()).toEqual(['k', 'predikat']);
    expect((await t.req({ method: 'POST', url: '/metodologi/2026', token: admin, payload: { k: 6 } })).statusCode).toBe(403);

    // k 12 -> 6: Bandung's SID = 111 / MAX(6, 1) = 18.5; verified total 1.5 + 18.5 = 20 -> IID 8
    const ok = await t.req({ method: 'POST', url: '/metodologi/2026', token: sa, payload: { k: '6' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ k: 6, asal: { k: 'admin', predikat: 'pihak_ketiga' } });
    expect(ok.json().data.sumber.k).toMatch(/^ditetapkan admin \(superadmin, \d{4}-\d{2}-\d{2}\)$/);
    expect(ok.json().hitung.dihitung).toBe(546);
    const b = (await ranking('klaster=kota&tahun=2026&sumber=verified')).data.find((r: { profil_id: number }) => r.profil_id === bandung);
    expect(b.total_score).toBe(8);
    expect(b.rincian.k).toBe(6);
    const acts = (await t.req({ method: 'GET', url: '/rawlog?name=metodologi', token: admin })).json().data;
    expect(acts[0].name).toBe('Ubah metodologi IID');
    expect(acts[0].data).toEqual(expect.arrayContaining([{ name: 'kolom', value: 'k' }, { name: 'tahun', value: '2026' }]));
    // the same value again changes nothing and recomputes nothing
    const same = (await t.req({ method: 'POST', url: '/metodologi/2026', token: sa, payload: { k: 6 } })).json();
    expect(same.hitung).toBeNull();
    // a recount agrees with what the save stored
    expect((await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin })).json().data.berubah).toBe(0);
    // a new year can be started; unknown years are 404
    const y = await t.req({ method: 'POST', url: '/metodologi/2027', token: sa, payload: { k: 14, catatan: 'Perkiraan dari materi 2026.' } });
    expect(y.statusCode, y.body).toBe(200);
    expect(y.json().data).toMatchObject({ tahun: 2027, k: 14, asal: { k: 'admin', skor_maks_total: 'pilihan_proyek' } });
    // a year outside 2017–2100 or not a year at all is refused by the contract (was 404 before the contracts)
    expect((await t.req({ method: 'GET', url: '/metodologi/1999', token: sa })).statusCode).toBe(422);
    expect((await t.req({ method: 'GET', url: '/metodologi/abcd', token: sa })).statusCode).toBe(422);
    expect((await t.req({ method: 'GET', url: '/metodologi/2099', token: sa })).statusCode).toBe(404);
    await t.req({ method: 'POST', url: '/metodologi/2026', token: sa, payload: { k: 12 } });
  });

  it('the generic /crud/metodologi cannot change or delete a rule set (no provenance, no recompute there)', async () => {
    const sa = await t.loginAs('superadmin');
    const row = (await t.req({ method: 'GET', url: '/crud/metodologi?tahun=2026', token: sa })).json().data.find((m: { tahun: number }) => m.tahun === 2026);
    const upd = await t.req({ method: 'POST', url: `/crud/metodologi/${row.id}`, token: sa, payload: { k: 3 } });
    expect(upd.statusCode).toBe(409);
    expect(upd.json().message).toMatch(/layar Metodologi IID/);
    expect((await t.req({ method: 'DELETE', url: `/crud/metodologi/${row.id}`, token: sa, payload: {} })).statusCode).toBe(409);
    expect((await t.req({ method: 'GET', url: '/metodologi/2026', token: sa })).json().data.k).toBe(12);
  });
});

describe('contracts: bad input answers 422 and changes nothing', () => {
  const JUNK_IDS = ['0x2', '1%20OR%201%3D1', '2e0', '002', '-1', 'abc'];

  it('junk region ids in the path', async () => {
    for (const jid of JUNK_IDS) {
      for (const [method, url] of [
        ['GET', `/ranking-index/${jid}/flag`],
        ['POST', `/ranking-index/${jid}/flag`],
        ['GET', `/ranking-index/${jid}/rincian`],
      ] as const) {
        const r = await t.req({ method, url, token: admin });
        expect(r.statusCode, `${method} ${url}`).toBe(422);
        expect(r.json().errors).toHaveProperty('profil_id');
      }
    }
    expect((await t.req({ method: 'GET', url: '/ranking-index/99999999/flag', token: admin })).statusCode).toBe(404);
  });

  it('junk query values of the lists and commands', async () => {
    for (const url of [
      '/ranking-index?tahun=abc',
      '/ranking-index?tahun=1999',
      '/ranking-index?sumber=semua',
      '/ranking-index?tab=9',
      '/ranking-index?klaster[a]=1',
      '/ranking-index?page=-1',
      '/ranking-index?per_page=1000',
      '/ranking-index?orderBy[sort]=sideways',
      `/ranking-index/${bandung}/rincian?tahun=2026e0`,
      `/ranking-index/${bandung}/rincian?sumber[]=verified`,
      '/rekap-akhir?tahun=20260',
      '/rekap-akhir?search[a]=1',
      '/rekap-akhir/excel?tahun=0x7EA',
      '/aspeklog?profil_id=0x2',
      '/aspeklog?profil_id=1%20OR%201%3D1',
      '/aspeklog?page=abc',
      '/rawlog?profil_id=1%20OR%201%3D1',
      '/rawlog?username[a]=1',
      '/rawlog?start_from=2026-13-01',
      '/rawlog?start_from=2026-05-02&until=2026-05-01',
      '/metodologi?per_page=0',
    ]) {
      const r = await t.req({ method: 'GET', url, token: admin });
      expect(r.statusCode, url).toBe(422);
      expect(Object.keys(r.json().errors ?? {}).length, url).toBeGreaterThan(0);
    }
    const until = await t.req({ method: 'GET', url: '/rawlog?start_from=2026-05-02&until=2026-05-01', token: admin });
    expect(Object.keys(until.json().errors)).toEqual(['until']);
  });

  it('the commands refuse a body of the wrong shape and write nothing', async () => {
    const n = async (q: string) => Number(((await sql(q)).rows[0] as { n: number }).n);
    const iga = async () => n(`select is_iga as n from profil_pemda where id = ${bandung}`);
    const logs = () => n(`select count(*)::int as n from activity_log`);
    const aspek = () => n(`select count(*)::int as n from aspek_log`);
    const sa = await t.loginAs('superadmin'); // signing in is logged: before counting
    const [igaBefore, logsBefore, aspekBefore] = [await iga(), await logs(), await aspek()];
    for (const payload of [{ is_iga: 1 }, [], [[[1]]], { toString: 1 }]) {
      const f = await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token: admin, payload });
      expect(f.statusCode, JSON.stringify(payload)).toBe(422);
      const r = await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin, payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await t.req({ method: 'POST', url: '/recount?tahun=abc', token: admin })).statusCode).toBe(422);

    const before = (await t.req({ method: 'GET', url: '/metodologi/2026', token: sa })).json().data;
    // arrays nested thousands deep, sent as written (the test client cannot serialise them itself)
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    for (const kolom of ['predikat', 'skor_jumlah_inovasi', 'k']) {
      const r = await t.req({ method: 'POST', url: '/metodologi/2026', token: sa, headers: { 'content-type': 'application/json' }, payload: `{"${kolom}":${deep}}` });
      expect(r.statusCode, kolom).toBe(422);
      expect(r.json().errors, kolom).toHaveProperty(kolom);
    }
    for (const url of [`/ranking-index/${bandung}/flag`, '/recount?tahun=2026']) {
      expect((await t.req({ method: 'POST', url, token: admin, headers: { 'content-type': 'application/json' }, payload: deep })).statusCode, url).toBe(422);
    }
    for (const payload of [
      [],
      [{ k: 3 }],
      {},
      { k: { toString: 1 } },
      { k: [3] },
      { catatan: { toString: 'x' } },
      { catatan: 'x'.repeat(5001) },
      { predikat: 'Sangat Inovatif' },
      { kelayakan: [1] },
      { k: 4, warna: 'merah' },
    ]) {
      const r = await t.req({ method: 'POST', url: '/metodologi/2026', token: sa, payload: payload as object });
      expect(r.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(Object.keys(r.json().errors ?? {}).length, JSON.stringify(payload).slice(0, 80)).toBeGreaterThan(0);
    }
    const raw = await t.req({ method: 'POST', url: '/metodologi/2026', token: sa, headers: { 'content-type': 'application/json' }, payload: '"k=3"' });
    expect(raw.statusCode).toBe(422);
    for (const y of ['0x7EA', '2026%20OR%201%3D1', '02026']) {
      expect((await t.req({ method: 'POST', url: `/metodologi/${y}`, token: sa, payload: { k: 3 } })).statusCode, y).toBe(422);
    }
    expect((await t.req({ method: 'GET', url: '/metodologi/2026', token: sa })).json().data).toEqual(before);
    expect([await iga(), await logs(), await aspek()]).toEqual([igaBefore, logsBefore, aspekBefore]);
  });

  it('"Ubah Status IGA" is also for tim.penilai and pusat (core spec 6: ranking-index, rekap-akhir), offered on their rows', async () => {
    for (const role of ['tim.penilai', 'pusat'] as const) {
      const token = await t.loginAs(role);
      const row = (await ranking('klaster=kota&tahun=2026', token)).data.find((r: { profil_id: number }) => r.profil_id === bandung);
      expect(row.boleh_ubah_iga, role).toBe(true);
      const rekap = (await t.req({ method: 'GET', url: '/rekap-akhir?klaster=kota&tahun=2026', token })).json();
      expect(rekap.data.every((r: { boleh_ubah_iga: boolean }) => r.boleh_ubah_iga), role).toBe(true);
      const on = await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token });
      expect(on.statusCode, `${role}: ${on.body}`).toBe(200);
      expect(on.json().data.is_iga).toBe(1);
      expect((await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token })).json().data.is_iga).toBe(0);
    }
    for (const role of ['viewer', 'pemda', 'verifikator'] as const) {
      const r = await t.req({ method: 'POST', url: `/ranking-index/${bandung}/flag`, token: await t.loginAs(role) });
      expect(r.statusCode, role).toBe(403);
      expect(r.json().message, role).toMatch(/tidak/i);
    }
  });

  it('rows carry the IGA action from the one policy; the lists take the list contract', async () => {
    const rows = (await ranking('klaster=kota&tahun=2026')).data as { boleh_ubah_iga: boolean }[];
    expect(rows.every((r) => r.boleh_ubah_iga)).toBe(true);
    // tim.penilai has the action too (core spec 6: ranking-index, rekap-akhir)
    const penilai = await t.loginAs('tim.penilai');
    const own = (await ranking('klaster=kota&tahun=2026', penilai)).data as { boleh_ubah_iga: boolean }[];
    expect(own.length).toBe(93);
    expect(own.every((r) => r.boleh_ubah_iga)).toBe(true);
    const rekap = (await t.req({ method: 'GET', url: '/rekap-akhir?klaster=kota&tahun=2026', token: penilai })).json().data as { boleh_ubah_iga: boolean }[];
    expect(rekap.every((r) => r.boleh_ubah_iga)).toBe(true);

    // pages only when asked; the rank stays the cluster's; search on the region name
    const page = await ranking('klaster=kota&tahun=2026&per_page=5&page=1');
    expect(page.data.length).toBe(5);
    expect(page.total).toBe(93);
    const found = await ranking('klaster=kota&tahun=2026&search=bandung');
    expect(found.data.map((r: { profil_id: number }) => r.profil_id)).toContain(bandung);
    expect(found.data.every((r: { nama: string }) => /bandung/i.test(r.nama))).toBe(true);
    expect(found.total).toBe(found.data.length);
    const byName = await ranking('klaster=kota&tahun=2026&orderBy[field]=nama&orderBy[sort]=asc&per_page=3');
    const names = byName.data.map((r: { nama: string }) => r.nama);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'id')));
    const rp = (await t.req({ method: 'GET', url: '/rekap-akhir?klaster=kota&tahun=2026&pageSize=4', token: admin })).json();
    expect([rp.data.length, rp.total]).toEqual([4, 93]);
    const al = (await t.req({ method: 'GET', url: `/aspeklog?per_page=2&search=bandung`, token: admin })).json();
    expect(al.data.length).toBeGreaterThan(0);
    expect(al.data.every((r: { nama: string }) => /bandung/i.test(r.nama))).toBe(true);
  });
});
