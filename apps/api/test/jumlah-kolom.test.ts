import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SCOPE } from '@sigap/domain';
import { KOLOM_TERHITUNG, totalCepat } from '../src/modules/inovasi/hooks';
import { buatInovasi } from './factories';
import { buildTestApp, type TestApp } from './helpers';
import { serentak } from './serentak';

/**
 * Decision 115: the exact total of the innovation list filtered by region/year and one more column comes from
 * inovasi_jumlah_kolom, kept by a trigger. Every check compares the counter with the rows themselves: the whole
 * table against a GROUP BY of the innovations, and each list's `total` against the rows its own WHERE returns.
 */
let t: TestApp;
const tok: Record<string, string> = {};
const sql = async (q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
const get = (url: string, token: string) => t.req({ method: 'GET', url, token });

beforeAll(async () => {
  t = await buildTestApp();
  for (const u of ['admin', 'pemda', 'pemda.lain', 'opd', 'verifikator']) tok[u] = await t.loginAs(u);
  // a few rows of every kind through the API (region, author, values), and a competition entry that must not count
  await buatInovasi(t, tok.pemda!, { inovasi_status: 1, inisiator: 'Masyarakat', jenis_inovasi: 'Non Digital', bentuk_inovasi: 1, is_covid: 11 });
  await buatInovasi(t, tok.pemda!, { tahun: 2025, waktu_implementasi: '2025-02-01', waktu: '2025-01-10' });
  await buatInovasi(t, tok['pemda.lain']!, { inovasi_status: 0, klasifikasi_inovasi: 'Inovasi Desa dan Kelurahan' });
  await buatInovasi(t, tok.opd!, { inisiator: 'ASN', jenis_inovasi: 'Non Digital' });
  await buatInovasi(t, tok.opd!, { inovasi_status: 1 });
  await sql(`insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, inisiator, jenis_inovasi, created_by, is_lomba)
             select profil_id, 'Lomba uji', tahun, inovasi_status, inisiator, jenis_inovasi, created_by, 1 from iga2020_inovasi where is_lomba = 0 limit 1`);
}, 120_000);
afterAll(() => t.close());

/** Rows where the counter and the innovations disagree (none when the counter is exact). */
async function selisih() {
  const dihitung = KOLOM_TERHITUNG.map(
    (k) => `select '${k}' as kolom, ${k}::text as nilai, tahun, profil_id, -count(*)::int as n from iga2020_inovasi where is_lomba = 0 and ${k} is not null group by 2, 3, 4`,
  ).join(' union all ');
  return sql(`select kolom, nilai, tahun, profil_id, sum(n)::int as beda from (
      select kolom::text, nilai, tahun, profil_id, n from inovasi_jumlah_kolom union all ${dihitung}
    ) x group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4`);
}

/** `total` of a list and the number of rows its pages return (the real WHERE), for one token and query. */
async function totalDanBaris(token: string, qs: string) {
  let baris = 0;
  let total = -1;
  for (let page = 0; ; page++) {
    const r = await get(`/crud/iga2020_inovasi?${qs}&fields=id&per_page=100&page=${page}`, token);
    expect(r.statusCode, `${qs}: ${r.body}`).toBe(200);
    const j = r.json() as { total: number; data: unknown[] };
    if (page === 0) total = j.total;
    baris += j.data.length;
    if (j.data.length < 100) break;
  }
  return { total, baris };
}

/** Every counted filter with each value the year's rows hold (and one absent), for every role's scope. */
async function cekSemuaDaftar() {
  const nilai = new Map<string, string[]>();
  for (const k of KOLOM_TERHITUNG) {
    const rows = await sql(`select distinct ${k}::text as v from iga2020_inovasi where ${k} is not null order by 1`);
    nilai.set(k, [...rows.map((r) => String(r.v)), ['bentuk_inovasi', 'is_covid', 'is_index', 'created_by'].includes(k) ? '999' : '']);
  }
  const cek: string[] = [];
  for (const role of Object.keys(tok)) {
    for (const tahun of ['tahun=2024', 'tahun[]=2024&tahun[]=2025', '']) {
      for (const [k, vs] of nilai) {
        for (const v of vs.filter(Boolean)) cek.push(`${role}|${tahun}&${k}=${encodeURIComponent(v)}`);
        const dua = vs.filter(Boolean).slice(0, 2);
        if (dua.length === 2) cek.push(`${role}|${tahun}&${dua.map((v) => `${k}[]=${encodeURIComponent(v)}`).join('&')}`);
      }
      cek.push(`${role}|${tahun}&is_lomba=0`, `${role}|${tahun}&is_lomba=1`, `${role}|${tahun}`);
    }
  }
  const profil = (await sql(`select profil_id from iga2020_inovasi group by 1 order by count(*) desc limit 1`))[0]!.profil_id;
  cek.push(`admin|tahun=2024&profil_id=${profil}&inovasi_status=2`, `admin|pemda_id=${profil}&jenis_inovasi=Digital`);
  const salah: string[] = [];
  for (const c of cek) {
    const [role, qs] = c.split('|') as [string, string];
    const { total, baris } = await totalDanBaris(tok[role]!, qs);
    if (total !== baris) salah.push(`${c}: total ${total}, baris ${baris}`);
  }
  expect(salah).toEqual([]);
  return cek.length;
}

describe('counted columns', () => {
  it('the API and the trigger count the same columns', async () => {
    // a row of nulls counts nothing
    expect((await sql(`select count(*)::int as n from inovasi_jumlah_kolom_nilai(null::iga2020_inovasi)`))[0]!.n).toBe(0);
    const src = await sql(`select prosrc from pg_proc where proname = 'inovasi_jumlah_kolom_nilai'`);
    const named = [...String(src[0]!.prosrc).matchAll(/\('([a-z_]+)', i\.([a-z_]+)::text\)/g)].map((m) => [m[1], m[2]]);
    expect(named.map(([k]) => k).sort()).toEqual([...KOLOM_TERHITUNG].sort());
    for (const [k, c] of named) expect(k).toBe(c);
  });

  it('every filterable column of the resource is either counted, region/year, is_lomba or id', async () => {
    const { RESOURCES } = await import('@sigap/domain');
    const filterable = Object.entries(RESOURCES.iga2020_inovasi!.fields)
      .filter(([, d]) => d.filterable)
      .map(([k]) => k);
    expect(filterable.filter((k) => !['profil_id', 'tahun', 'is_lomba', ...KOLOM_TERHITUNG].includes(k))).toEqual([]);
  });

  it('a total is served from the counters for year/region plus one counted column, counted otherwise', () => {
    const admin = NO_SCOPE;
    const region = { ...NO_SCOPE, daerah_ids: [5, 7] };
    const opd = { daerah_ids: [5], created_by: 42, years: null };
    expect(totalCepat(admin, { tahun: [2024] })).not.toBeNull();
    for (const k of KOLOM_TERHITUNG) {
      expect(totalCepat(admin, { tahun: [2024], [k]: [1] }), k).not.toBeNull();
      expect(totalCepat(region, { tahun: [2024], [k]: [1, 2], is_lomba: [0] }), k).not.toBeNull();
    }
    // two counted columns, or an unknown one: counted
    expect(totalCepat(admin, { tahun: [2024], inovasi_status: [2], jenis_inovasi: ['Digital'] })).toBeNull();
    expect(totalCepat(admin, { tahun: [2024], id: [3] })).toBeNull();
    // own records: the author column; one more counted column is two
    expect(totalCepat(opd, { tahun: [2024] })).not.toBeNull();
    expect(totalCepat(opd, { tahun: [2024], created_by: [42] })).not.toBeNull();
    expect(totalCepat(opd, { tahun: [2024], inovasi_status: [2] })).toBeNull();
  });
});

describe('inovasi_jumlah_kolom stays exact', () => {
  it('after the seed and the API writes (backfill and insert trigger)', async () => {
    expect(await selisih()).toEqual([]);
    expect(Number((await sql(`select count(*) as n from inovasi_jumlah_kolom where n > 0`))[0]!.n)).toBeGreaterThan(10);
    expect(await cekSemuaDaftar()).toBeGreaterThan(200);
  }, 120_000);

  it('after updates that move rows between values, years and regions, is_lomba flips and deletes', async () => {
    const ids = (await sql(`select id from iga2020_inovasi where is_lomba = 0 order by id`)).map((r) => Number(r.id));
    const lain = (await sql(`select id from profil_pemda where id not in (select profil_id from iga2020_inovasi) order by id limit 1`))[0]!.id;
    const steps = [
      `update iga2020_inovasi set inovasi_status = 1 where id = ${ids[0]}`,
      `update iga2020_inovasi set inovasi_status = 0, jenis_inovasi = 'Non Digital', inisiator = null where id = ${ids[1]}`,
      `update iga2020_inovasi set tahun = 2025 where id = ${ids[2]}`,
      `update iga2020_inovasi set profil_id = ${lain} where id = ${ids[3]}`,
      `update iga2020_inovasi set profil_id = ${lain}, tahun = 2023, is_covid = 5 where id = ${ids[4]}`,
      `update iga2020_inovasi set is_lomba = 1 where id = ${ids[5]}`,
      `update iga2020_inovasi set is_lomba = 0 where is_lomba = 1`,
      `update iga2020_inovasi set is_index = 1 - is_index where id in (${ids.slice(0, 6).join(',')})`,
      `update iga2020_inovasi set created_by = null where id = ${ids[6]}`,
      `update iga2020_inovasi set klasifikasi_inovasi = 'Inovasi Desa dan Kelurahan', bentuk_inovasi = 1 where tahun = 2024`,
      `delete from iga2020_inovasi where id = ${ids[7]}`,
      `update iga2020_inovasi set is_lomba = 1 where id = ${ids[8]}`,
      `delete from iga2020_inovasi where id = ${ids[8]}`,
    ];
    for (const s of steps) {
      await sql(s);
      expect(await selisih(), s).toEqual([]);
    }
    // through the API: a form save that changes the stage, and a delete
    const row = (await get(`/crud/iga2020_inovasi?tahun=2024&per_page=1&created_by=${(await sql(`select id from usr_asn where username = 'pemda'`))[0]!.id}`, tok.pemda!)).json().data[0];
    const ubah = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${row.id}`, token: tok.admin!, payload: { inovasi_status: row.inovasi_status === 1 ? 2 : 1 } });
    expect(ubah.statusCode, ubah.body).toBe(200);
    expect(await selisih()).toEqual([]);
    const baru = await buatInovasi(t, tok.pemda!, { inovasi_status: 0 });
    expect((await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${baru.id}`, token: tok.pemda! })).statusCode).toBe(200);
    expect(await selisih()).toEqual([]);
    await cekSemuaDaftar();
  }, 180_000);

  it('a save that changes no counted column writes no counter row', async () => {
    const jejak = async () => (await sql(`select string_agg(xmin::text, ',' order by kolom, nilai, tahun, profil_id) as x from inovasi_jumlah_kolom`))[0]!.x;
    const sebelum = await jejak();
    await sql(`update iga2020_inovasi set kematangan = kematangan + 1, submitable = 1 - submitable, nama = nama || ' ', inovasi_status = inovasi_status, profil_id = profil_id`);
    expect(await jejak()).toBe(sebelum);
  });

  it('the list reads the counter, and the rebuild (bench loader) restores it', async () => {
    await sql(`update inovasi_jumlah_kolom set n = n + 1000 where kolom = 'jenis_inovasi' and nilai = 'Digital' and tahun = 2024`);
    const { total, baris } = await totalDanBaris(tok.admin!, 'tahun=2024&jenis_inovasi=Digital');
    expect(total - baris).toBeGreaterThanOrEqual(1000);
    await sql(`select inovasi_jumlah_kolom_bangun()`);
    expect(await selisih()).toEqual([]);
    const lagi = await totalDanBaris(tok.admin!, 'tahun=2024&jenis_inovasi=Digital');
    expect(lagi.total).toBe(lagi.baris);
  });
});

/**
 * Concurrent writers on real PostgreSQL (CI, TEST_DATABASE_URL): inserts, moves between values, years and regions,
 * is_lomba flips and deletes on a few regions from several connections, while readers compare in one statement (one
 * snapshot) the counter's sum with a count of the rows. The two must agree at every snapshot and at the end.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('under concurrent writes (PostgreSQL)', () => {
  it('every snapshot and the end state agree with a count of the rows', async () => {
    const regions = (await sql(`select id from profil_pemda order by id limit 3`)).map((r) => Number(r.id));
    const authors = (await sql(`select id from usr_asn order by id limit 3`)).map((r) => Number(r.id));
    const hasil = await serentak({
      namaDb: String((await sql('select current_database() as d'))[0]!.d),
      seed: 115,
      siapkan: async (pool) => {
        await pool.query(`insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, inisiator, jenis_inovasi, bentuk_inovasi, created_by)
          select (array[${regions.join(',')}])[1 + g % 3], 'Serentak ' || g, 2024 + g % 2, g % 3, (array['OPD','ASN','Masyarakat'])[1 + g % 3], (array['Digital','Non Digital'])[1 + g % 2], 1 + g % 3, (array[${authors.join(',')}])[1 + g % 3]
          from generate_series(1, 60) g`);
      },
      tulisan: (acak) => {
        const id = `(select id from iga2020_inovasi where nama like 'Serentak%' order by id offset ${acak(60)} limit 1)`;
        switch (acak(8)) {
          case 0:
            return `insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, inisiator, jenis_inovasi, created_by) values (${regions[acak(3)]}, 'Serentak baru', ${2024 + acak(2)}, ${acak(3)}, 'OPD', 'Digital', ${authors[acak(3)]})`;
          case 1:
            return `update iga2020_inovasi set inovasi_status = ${acak(3)} where id = ${id}`;
          case 2:
            return `update iga2020_inovasi set tahun = ${2024 + acak(2)}, jenis_inovasi = '${acak(2) ? 'Digital' : 'Non Digital'}' where id = ${id}`;
          case 3:
            return `update iga2020_inovasi set profil_id = ${regions[acak(3)]} where id = ${id}`;
          case 4:
            return `update iga2020_inovasi set is_lomba = 1 - is_lomba where id = ${id}`;
          case 5:
            return `delete from iga2020_inovasi where id = (select id from iga2020_inovasi where nama = 'Serentak baru' order by id limit 1)`;
          case 6:
            return `update iga2020_inovasi set inisiator = ${acak(3) ? `'ASN'` : 'null'}, created_by = ${authors[acak(3)]} where id = ${id}`;
          default:
            return `update iga2020_inovasi set inovasi_status = ${acak(3)}, is_index = ${acak(2)} where profil_id = ${regions[acak(3)]} and nama like 'Serentak%' and id % 7 = ${acak(7)}`;
        }
      },
      baca: async (pool, acak) => {
        const status = acak(3);
        const { rows } = await pool.query(
          `select (select count(*)::int from iga2020_inovasi where is_lomba = 0 and tahun = 2024 and inovasi_status = $1 and profil_id = any($2::int[])) as baris,
                  (select coalesce(sum(n), 0)::int from inovasi_jumlah_kolom where kolom = 'inovasi_status' and nilai = $1::text and tahun = 2024 and profil_id = any($2::int[])) as penghitung,
                  (select count(*)::int from iga2020_inovasi where is_lomba = 0 and tahun = 2025 and created_by = $3) as baris_akun,
                  (select coalesce(sum(n), 0)::int from inovasi_jumlah_kolom where kolom = 'created_by' and nilai = $3::text and tahun = 2025) as penghitung_akun`,
          [status, regions, authors[status % 3]],
        );
        const r = rows[0] as Record<string, number>;
        return r.baris !== r.penghitung || r.baris_akun !== r.penghitung_akun ? JSON.stringify(r) : null;
      },
    });
    expect(hasil.beda).toEqual([]);
    expect(hasil.transaksi).toBeGreaterThan(300);
    expect(hasil.bacaan).toBeGreaterThan(20);
    expect(await selisih()).toEqual([]);
  }, 180_000);
});
