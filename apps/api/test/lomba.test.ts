import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@sigap/domain';
import { buildTestApp, type TestApp } from './helpers';
import { buatAkun, buatInovasi, denganPengaturan, isianInovasi } from './factories';
import { jawabanTertinggi, type ItemUji } from './indikator-helpers';

/**
 * The regional innovation competition (LMB-01): entries (iga2020_inovasi with is_lomba = 1) under the competition's
 * own rules and flags, the scope per role, the send command of the spec, the competition indicators, judging and
 * publication, and the separation from the innovation database (list, index, reports, registry send).
 */

let t: TestApp;
const tok: Record<string, string> = {};
let bandung: number;

const isianLomba = (over: Record<string, unknown> = {}) => isianInovasi({ is_covid: null, waktu: '2022-03-01', waktu_implementasi: '2022-06-01', tahun: 2024, ...over });
const buatLomba = (token: string, over: Record<string, unknown> = {}) => t.req({ method: 'POST', url: '/crud/lomba_inovasi', token, payload: isianLomba(over) });
const buka = (nilai: Record<string, string>, fn: () => Promise<void>) => denganPengaturan(t, tok.admin!, nilai, fn);

async function entri(token: string, over: Record<string, unknown> = {}): Promise<number> {
  let id = 0;
  await buka({ lomba_status: '1' }, async () => {
    const r = await buatLomba(token, over);
    expect(r.statusCode, r.body).toBe(201);
    id = r.json().data.id;
  });
  return id;
}

async function kirim(token: string, id: number) {
  let res!: Awaited<ReturnType<TestApp['req']>>;
  await buka({ lomba_kirim_inovasi: '1' }, async () => {
    res = await t.req({ method: 'GET', url: `/lomba-inovasi-daerah/kirim/${id}`, token });
  });
  return res;
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const r of [...ROLES, 'pemda.lain']) {
    try {
      tok[r] = await t.loginAs(r);
    } catch {
      // roles without a demo account are left out
    }
  }
  bandung = (await t.req({ method: 'GET', url: '/me', token: tok.pemda })).json().data.m_daerah_id;
});
afterAll(() => t.close());

describe('entries: the flags and the competition form', () => {
  it('lomba_status = 0 refuses add, edit and delete for every writing role (admins too) and writes nothing', async () => {
    const id = await entri(tok.opd!);
    await buka({ lomba_status: '0' }, async () => {
      for (const r of ['admin', 'superadmin', 'pemda', 'opd', 'upt']) {
        const add = await buatLomba(tok[r]!);
        expect(add.statusCode, `${r} ${add.body}`).toBe(409);
        expect(add.json().code).toBe('PERIODE_DITUTUP');
      }
      const edit = await t.req({ method: 'POST', url: `/crud/lomba_inovasi/${id}`, token: tok.opd, payload: { nama: 'Ubah saat tutup' } });
      expect(edit.statusCode).toBe(409);
      const del = await t.req({ method: 'DELETE', url: `/crud/lomba_inovasi/${id}`, token: tok.opd });
      expect(del.statusCode).toBe(409);
      const row = (await t.req({ method: 'GET', url: `/crud/lomba_inovasi/${id}`, token: tok.opd })).json().data;
      expect(row.nama).not.toBe('Ubah saat tutup');
      expect(row.aksi).not.toContain('ubah');
    });
  });

  it('accepts 2022 dates and no Asta Cita (the database form refuses both); dates before the window answer 422 per field', async () => {
    await buka({ lomba_status: '1' }, async () => {
      const ok = await buatLomba(tok.pemda!);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().data.is_lomba).toBe(1);
      const db = await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: tok.pemda, payload: isianLomba() });
      expect(db.statusCode).toBe(422);
      expect(Object.keys(db.json().errors)).toEqual(expect.arrayContaining(['is_covid', 'waktu_implementasi']));
      const early = await buatLomba(tok.pemda!, { waktu_implementasi: '2021-12-31', is_developed: 1, waktu_pengembangan: '2026-01-01' });
      expect(early.statusCode).toBe(422);
      expect(Object.keys(early.json().errors).sort()).toEqual(['waktu_implementasi', 'waktu_pengembangan']);
      const missing = await buatLomba(tok.pemda!, { nama: '' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.nama).toBeTruthy();
    });
  });

  it('takes the date window from settings, not constants', async () => {
    await buka({ lomba_status: '1', tanggal_lomba_min: '2022-07-01' }, async () => {
      const r = await buatLomba(tok.pemda!, { waktu_implementasi: '2022-06-01' });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.waktu_implementasi).toBeTruthy();
    });
  });
});

describe('scope and roles', () => {
  it('every role x every route of the area (supporting spec 6)', async () => {
    const id = await entri(tok.opd!);
    const readers = ['admin', 'superadmin', 'pemda', 'viewer', 'tim.penilai', 'opd', 'upt'];
    const writers = ['admin', 'superadmin', 'pemda', 'opd', 'upt'];
    await buka({ lomba_status: '1' }, async () => {
      for (const role of ROLES) {
        const token = tok[role];
        if (!token) continue;
        const list = await t.req({ method: 'GET', url: '/lomba/lookup', token });
        expect(list.statusCode, `${role} list`).toBe(readers.includes(role) ? 200 : 403);
        const add = await buatLomba(token, { profil_id: bandung });
        expect(add.statusCode, `${role} add ${add.body}`).toBe(writers.includes(role) ? 201 : 403);
        const send = await t.req({ method: 'GET', url: `/lomba-inovasi-daerah/kirim/999999`, token });
        expect(send.statusCode, `${role} kirim`).toBe(writers.includes(role) ? 404 : 403);
        const sheet = await t.req({ method: 'GET', url: `/lomba/${id}/nilai`, token });
        expect(sheet.statusCode, `${role} nilai`).toBe(role === 'tim.penilai' ? 200 : 403);
        const rank = await t.req({ method: 'GET', url: '/lomba/peringkat', token });
        expect(rank.statusCode, `${role} peringkat`).toBe(['admin', 'superadmin', 'tim.penilai', 'viewer'].includes(role) ? 200 : 403);
        const pub = await t.req({ method: 'POST', url: '/lomba/umumkan', token, payload: { tahun: 2099, jumlah_pemenang: 3 } });
        expect(pub.statusCode, `${role} umumkan`).toBe(['admin', 'superadmin'].includes(role) ? 422 : 403);
      }
    });
    expect((await t.req({ method: 'GET', url: '/lomba/lookup' })).statusCode).toBe(401);
    expect((await t.req({ method: 'GET', url: '/publik/lomba' })).statusCode).toBe(200);
  });

  it('OPD and UPT see only their own entries; regional roles are locked to their region; central roles pick one', async () => {
    const milikOpd = await entri(tok.opd!);
    const milikUpt = await entri(tok.upt!);
    const lain = await entri(tok['pemda.lain']!);
    const ids = async (token: string, q = '') => ((await t.req({ method: 'GET', url: `/lomba/lookup?per_page=100${q}`, token })).json().data as { id: number }[]).map((r) => r.id);
    const opd = await ids(tok.opd!);
    expect(opd).toContain(milikOpd);
    expect(opd).not.toContain(milikUpt);
    const upt = await ids(tok.upt!);
    expect(upt).toEqual(expect.arrayContaining([milikUpt]));
    expect(upt).not.toContain(milikOpd);
    const pemda = await ids(tok.pemda!);
    expect(pemda).toEqual(expect.arrayContaining([milikOpd, milikUpt]));
    expect(pemda).not.toContain(lain);
    // a regional role cannot widen its region with the filter
    expect(await ids(tok.pemda!, `&pemda_id=${(await t.req({ method: 'GET', url: '/me', token: tok['pemda.lain'] })).json().data.m_daerah_id}`)).toEqual([]);
    // cross-region probes read as not found
    expect((await t.req({ method: 'GET', url: `/crud/lomba_inovasi/${lain}`, token: tok.pemda })).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/crud/lomba_inovasi/${milikUpt}`, token: tok.opd })).statusCode).toBe(404);
    expect((await kirim(tok.pemda!, lain)).statusCode).toBe(404);
    expect((await t.req({ method: 'GET', url: `/lomba/${lain}/riwayat`, token: tok.pemda })).statusCode).toBe(404);
    // central roles pick a region
    const admin = await ids(tok.admin!, `&pemda_id=${bandung}`);
    expect(admin).toEqual(expect.arrayContaining([milikOpd, milikUpt]));
    expect(admin).not.toContain(lain);
    expect(await ids(tok.viewer!)).toEqual(expect.arrayContaining([milikOpd, lain]));
  });

  it('the stage tabs filter by inovasi_status', async () => {
    const uji = await entri(tok.pemda!, { inovasi_status: 1 });
    const rows = (await t.req({ method: 'GET', url: '/lomba/lookup?inovasi_status=1&per_page=100', token: tok.pemda })).json().data as { id: number; inovasi_status: number }[];
    expect(rows.map((r) => r.id)).toContain(uji);
    expect(rows.every((r) => r.inovasi_status === 1)).toBe(true);
  });
});

describe('the innovation database and the competition never mix', () => {
  it('lists, reads, the registry send and the fast total keep them apart', async () => {
    const lomba = await entri(tok.pemda!, { nama: 'Lomba Terpisah' });
    const db = await buatInovasi(t, tok.pemda!, { nama: 'Database Terpisah' });
    const dbList = (await t.req({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=100&tahun=2024', token: tok.pemda })).json();
    expect(dbList.data.map((r: { id: number }) => r.id)).not.toContain(lomba);
    expect(dbList.data.map((r: { id: number }) => r.id)).toContain(db.id);
    // the maintained total (no search) equals the counted one (with a search matching all)
    const counted = (await t.req({ method: 'GET', url: '/crud/iga2020_inovasi?per_page=1&tahun=2024&search=%20', token: tok.pemda })).json().total;
    expect(dbList.total).toBe(counted);
    expect(dbList.total).toBe(dbList.data.length);
    expect((await t.req({ method: 'GET', url: `/crud/iga2020_inovasi/${lomba}`, token: tok.pemda })).statusCode).toBe(404);
    const lombaList = (await t.req({ method: 'GET', url: '/lomba/lookup?per_page=100', token: tok.pemda })).json().data.map((r: { id: number }) => r.id);
    expect(lombaList).toContain(lomba);
    expect(lombaList).not.toContain(db.id);
    expect((await t.req({ method: 'GET', url: `/crud/lomba_inovasi/${db.id}`, token: tok.pemda })).statusCode).toBe(404);
    const reg = await t.req({ method: 'POST', url: `/nomor_registrasi/${lomba}`, token: tok.pemda, payload: { setuju: 1 } });
    expect(reg.statusCode).toBe(404);
    expect((await kirim(tok.pemda!, db.id)).statusCode).toBe(404);
  });

  it('reports and the index engine count database innovations only', async () => {
    const rekap = async () => (await t.req({ method: 'GET', url: `/inovasi/${bandung}/rekap`, token: tok.pemda })).json().data;
    const lapor = async () => (await t.req({ method: 'GET', url: '/summary', token: tok.admin })).body;
    const [r1, s1] = [await rekap(), await lapor()];
    const id = await entri(tok.pemda!, { inovasi_status: 2, nama: 'Lomba Tidak Dihitung' });
    expect(await rekap()).toEqual(r1);
    expect(await lapor()).toBe(s1);
    // the index engine's innovation query (pilihInovasi), as the score breakdown reads it
    const rincian = await t.req({ method: 'GET', url: `/ranking-index/${bandung}/rincian`, token: tok.admin });
    expect(rincian.statusCode, rincian.body).toBe(200);
    expect(rincian.body).not.toContain('Lomba Tidak Dihitung');
    expect((await t.req({ method: 'GET', url: `/ranking-index/${bandung}/rincian/inovasi/${id}`, token: tok.admin })).statusCode).toBe(404);
  });
});

describe('send, history and indicators', () => {
  it('sends only while lomba_kirim_inovasi = 1, once, with a history row; a sent entry is frozen', async () => {
    const id = await entri(tok.opd!);
    await buka({ lomba_kirim_inovasi: '0' }, async () => {
      const r = await t.req({ method: 'GET', url: `/lomba-inovasi-daerah/kirim/${id}`, token: tok.opd });
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('PERIODE_DITUTUP');
    });
    const first = await kirim(tok.opd!, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 1, data: { inovasi_id: id, tahun: 2024 } });
    const again = await kirim(tok.opd!, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SUDAH_DIKIRIM');
    const riwayat = (await t.req({ method: 'GET', url: `/lomba/${id}/riwayat`, token: tok.opd })).json().data;
    expect(riwayat).toHaveLength(1);
    expect(riwayat[0]).toMatchObject({ aksi: 'kirim', oleh: expect.any(String) });
    await buka({ lomba_status: '1' }, async () => {
      const edit = await t.req({ method: 'POST', url: `/crud/lomba_inovasi/${id}`, token: tok.opd, payload: { nama: 'Ubah setelah kirim' } });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().code).toBe('SUDAH_DIKIRIM');
    });
    const row = (await t.req({ method: 'GET', url: `/lomba/lookup?search=${encodeURIComponent('')}&per_page=100`, token: tok.opd })).json().data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ status_lomba: 'Terkirim', dikirim_pada: expect.any(String) });
    expect(row.aksi).not.toContain('kirim');
  });

  it('an incomplete entry is refused with what is missing', async () => {
    const id = await entri(tok.pemda!, { is_developed: 1, waktu_pengembangan: null });
    const r = await kirim(tok.pemda!, id);
    expect(r.statusCode).toBe(422);
    expect(r.json().code).toBe('PROFIL_BELUM_LENGKAP');
    expect(r.json().message).toContain('Waktu Pengembangan');
  });

  it('the competition indicators are editable only while lomba_edit_indikator = 1 (upt included), never after sending', async () => {
    const id = await entri(tok.upt!);
    const kat = (await t.req({ method: 'GET', url: '/indikator/inovasi', token: tok.upt })).json().data as ItemUji[];
    const item = kat.flatMap((i) => [i, ...i.subs]).find((i) => i.jenis !== 'A' && i.jenis !== 'F')!;
    const simpan = () => t.req({ method: 'POST', url: `/inovasi/${id}/indikator`, token: tok.upt, payload: { data: [{ indikator_id: item.id, ...jawabanTertinggi(item) }] } });
    await buka({ lomba_edit_indikator: '0' }, async () => {
      const r = await simpan();
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().code).toBe('PERIODE_DITUTUP');
      const editor = (await t.req({ method: 'GET', url: `/inovasi/${id}/indikator`, token: tok.upt })).json();
      expect(editor.boleh_ubah ?? editor.data?.boleh_ubah).toBeFalsy();
    });
    await buka({ lomba_edit_indikator: '1' }, async () => {
      const r = await simpan();
      expect(r.statusCode, r.body).toBe(200);
    });
    expect((await kirim(tok.upt!, id)).statusCode).toBe(200);
    await buka({ lomba_edit_indikator: '1' }, async () => {
      const r = await simpan();
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('SUDAH_DIKIRIM');
    });
  });
});

describe('judging, the leaderboard and publication', () => {
  it('judges score sent entries on the criteria; the leaderboard is the mean of the judges who scored; publication freezes it', async () => {
    const TAHUN = 2025; // a year without demo data (the demo publishes 2023 and scores 2024)
    const k1 = (await t.req({ method: 'POST', url: '/crud/lomba_kriteria', token: tok.admin, payload: { tahun: TAHUN, nama: 'Kebaruan', bobot: 60, skor_maks: 10, urutan: 1 } })).json().data.id;
    const k2 = (await t.req({ method: 'POST', url: '/crud/lomba_kriteria', token: tok.admin, payload: { tahun: TAHUN, nama: 'Kemanfaatan', bobot: 40, skor_maks: 10, urutan: 2 } })).json().data.id;
    expect((await t.req({ method: 'POST', url: '/crud/lomba_kriteria', token: tok.pemda, payload: { tahun: TAHUN, nama: 'X', bobot: 1, skor_maks: 10 } })).statusCode).toBe(403);
    const a = await entri(tok.pemda!, { tahun: TAHUN, nama: 'Entri A' });
    const b = await entri(tok.pemda!, { tahun: TAHUN, nama: 'Entri B' });
    const belum = await entri(tok.pemda!, { tahun: TAHUN, nama: 'Entri Belum Dikirim' });
    for (const id of [a, b]) expect((await kirim(tok.pemda!, id)).statusCode).toBe(200);
    const juri1 = tok['tim.penilai']!;
    const juri2 = (await buatAkun(t, tok.admin!, { role: 'tim.penilai' })).token;
    const nilai = (token: string, id: number, skor: Record<string, unknown>, kirimLembar = 1) => t.req({ method: 'POST', url: `/lomba/${id}/nilai`, token, payload: { skor, kirim: kirimLembar } });

    // not sent: refused; out of range and incomplete submissions: 422 per criterion, nothing saved
    expect((await nilai(juri1, belum, { [k1]: 5, [k2]: 5 })).statusCode).toBe(409);
    const bad = await nilai(juri1, a, { [k1]: 11 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([`skor.${k1}`, `skor.${k2}`].sort());
    // a draft does not count
    expect((await nilai(juri1, a, { [k1]: 5 }, 0)).statusCode).toBe(200);
    let rank = (await t.req({ method: 'GET', url: `/lomba/peringkat?tahun=${TAHUN}`, token: tok.admin })).json().data;
    expect(rank.baris.find((r: { inovasi_id: number }) => r.inovasi_id === a)).toMatchObject({ nilai: null, jumlah_juri: 0, jumlah_draf: 1 });

    const s1 = await nilai(juri1, a, { [k1]: 8, [k2]: 6 }); // 0.6*80 + 0.4*60 = 72
    expect(s1.statusCode, s1.body).toBe(200);
    expect(s1.json().data.milik_saya).toMatchObject({ status: 'terkirim', total: 72 });
    // the other judge's scores are hidden until one's own sheet is submitted
    const view2 = (await t.req({ method: 'GET', url: `/lomba/${a}/nilai`, token: juri2 })).json().data;
    expect(view2.juri_lain[0]).toMatchObject({ total: null, disembunyikan: expect.any(String) });
    expect((await nilai(juri2, a, { [k1]: 10, [k2]: 9 })).json().data.juri_lain[0]).toMatchObject({ total: 72, disembunyikan: null }); // 96
    expect((await nilai(juri1, b, { [k1]: 5, [k2]: 5 })).statusCode).toBe(200); // 50, one judge only

    rank = (await t.req({ method: 'GET', url: `/lomba/peringkat?tahun=${TAHUN}`, token: juri1 })).json().data;
    const ra = rank.baris.find((r: { inovasi_id: number }) => r.inovasi_id === a);
    const rb = rank.baris.find((r: { inovasi_id: number }) => r.inovasi_id === b);
    expect(ra).toMatchObject({ nilai: 84, jumlah_juri: 2, peringkat: 1 });
    expect(rb).toMatchObject({ nilai: 50, jumlah_juri: 1, peringkat: 2 });
    expect(rank.baris.map((r: { inovasi_id: number }) => r.inovasi_id)).not.toContain(belum);

    // publication by an admin: winners, then scores and criteria are frozen; twice is refused
    const pub = await t.req({ method: 'POST', url: '/lomba/umumkan', token: tok.admin, payload: { tahun: TAHUN, jumlah_pemenang: 1 } });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().data.baris.filter((r: { pemenang: boolean }) => r.pemenang).map((r: { inovasi_id: number }) => r.inovasi_id)).toEqual([a]);
    expect((await t.req({ method: 'POST', url: '/lomba/umumkan', token: tok.admin, payload: { tahun: TAHUN, jumlah_pemenang: 1 } })).statusCode).toBe(409);
    expect((await nilai(juri2, b, { [k1]: 10, [k2]: 10 })).statusCode).toBe(409);
    expect((await t.req({ method: 'POST', url: `/crud/lomba_kriteria/${k1}`, token: tok.admin, payload: { bobot: 50 } })).statusCode).toBe(409);

    // the public page: no sign-in, the sent entries and the winners, never an unsent entry
    const publik = (await t.req({ method: 'GET', url: `/publik/lomba?tahun=${TAHUN}` })).json().data;
    expect(publik.pemenang).toEqual([expect.objectContaining({ inovasi_id: a, peringkat: 1, nilai: 84, jumlah_juri: 2 })]);
    expect(publik.entri.map((e: { id: number }) => e.id).sort()).toEqual([a, b].sort());
    expect(publik.kriteria.map((k: { nama: string }) => k.nama)).toEqual(['Kebaruan', 'Kemanfaatan']);
  });

  it('bad input to the judging commands answers per field and changes nothing', async () => {
    const r = await t.req({ method: 'POST', url: '/lomba/1/nilai', token: tok['tim.penilai'], payload: { skor: 'x' } });
    expect(r.statusCode).toBe(422);
    const u = await t.req({ method: 'POST', url: '/lomba/umumkan', token: tok.admin, payload: { tahun: 'abc', jumlah_pemenang: 0 } });
    expect(u.statusCode).toBe(422);
    expect(Object.keys(u.json().errors).sort()).toEqual(['jumlah_pemenang', 'tahun']);
  });
});

