import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, sql as sql2 } from 'drizzle-orm';
import { hasilCari } from '../src/crud/query';
import { inovasiCari } from '../src/db/schema';
import { buatInovasi } from './factories';
import { buildTestApp, type TestApp } from './helpers';
import { serentak } from './serentak';

/**
 * Decision 118: a name search of the innovation list reads the narrow copy inovasi_cari (kept by a trigger) for its
 * exact total and the ids of its page. Every check compares with iga2020_inovasi itself: the whole copy against the
 * rows' columns, and each search's pages, order and `total` through the API against a direct ILIKE over
 * iga2020_inovasi among the rows the same role's list shows without a search (its scope as the list applies it).
 */
let t: TestApp;
const PERAN = ['admin', 'pemda', 'pemda.lain', 'opd', 'verifikator', 'provinsi'] as const;
const tok: Record<string, string> = {};
const sql = async (q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: Record<string, unknown>[] }).rows;
const get = (url: string, token: string) => t.req({ method: 'GET', url, token });
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

const KOLOM = 'id, created_at, updated_at, profil_id, tahun, created_by, waktu, waktu_implementasi, is_lomba, nama';

/** Rows where the copy and the innovations differ (none when the copy is exact). */
const selisih = () =>
  sql(`(select 'hilang' as apa, ${KOLOM} from iga2020_inovasi except select 'hilang', ${KOLOM} from inovasi_cari)
       union all (select 'lebih', ${KOLOM} from inovasi_cari except select 'lebih', ${KOLOM} from iga2020_inovasi) order by 2`);

// searched words: case, a phrase, LIKE's wildcards and escape taken literally, accents, a word absent, a short one
const KATA = ['sehat', 'SEHAT', 'Sekolah sehat', '100%', 'n_s', '\\', 'séhat', 'tidak-ada-sama-sekali', 'ta'];
// sorts of the list (field, direction)
const URUT = ['', 'orderBy[field]=nama&orderBy[sort]=asc', 'orderBy[field]=updated_at&orderBy[sort]=desc', 'orderBy[field]=waktu_implementasi&orderBy[sort]=asc', 'orderBy[field]=tahun&orderBy[sort]=desc', 'orderBy[field]=id&orderBy[sort]=asc', 'orderBy[field]=created_at&orderBy[sort]=desc', 'orderBy[field]=waktu&orderBy[sort]=asc'];
/** ORDER BY of each sort on iga2020_inovasi, as the list orders (the tie-breaker id in the same direction). */
const ORDER: Record<string, string> = {
  '': 'waktu desc, id desc',
  'orderBy[field]=nama&orderBy[sort]=asc': 'nama asc, id asc',
  'orderBy[field]=updated_at&orderBy[sort]=desc': 'updated_at desc, id desc',
  'orderBy[field]=waktu_implementasi&orderBy[sort]=asc': 'waktu_implementasi asc, id asc',
  'orderBy[field]=tahun&orderBy[sort]=desc': 'tahun desc, id desc',
  'orderBy[field]=id&orderBy[sort]=asc': 'id asc',
  'orderBy[field]=created_at&orderBy[sort]=desc': 'created_at desc, id desc',
  'orderBy[field]=waktu&orderBy[sort]=asc': 'waktu asc, id asc',
};

/** Every row of a list (all pages of `per`), its `total` and the total of the first page past the end. */
async function semua(token: string, qs: string, per = 100, lewat = false) {
  const ids: number[] = [];
  let total = -1;
  for (let page = 0; ; page++) {
    const r = await get(`/crud/iga2020_inovasi?${qs}&fields=id,nama&per_page=${per}&page=${page}`, token);
    expect(r.statusCode, `${qs}: ${r.body}`).toBe(200);
    const j = r.json() as { total: number; data: { id: number }[] };
    if (page === 0) total = j.total;
    else if (j.data.length) expect(j.total, `${qs} page ${page}`).toBe(total);
    ids.push(...j.data.map((d) => Number(d.id)));
    if (j.data.length < per) {
      if (j.data.length) expect(j.total, `${qs} page ${page}`).toBe(total);
      else if (page > 0) expect(j.total, `${qs} empty page ${page}`).toBe(total);
      // a page past the end has no rows and still the exact total (counted on its own)
      if (lewat) {
        const r2 = await get(`/crud/iga2020_inovasi?${qs}&fields=id&per_page=${per}&page=${page + 2}`, token);
        expect((r2.json() as { total: number; data: unknown[] }).data, qs).toEqual([]);
        expect((r2.json() as { total: number }).total, `${qs} past the end`).toBe(total);
      }
      break;
    }
  }
  return { ids, total };
}

const terlihat = new Map<string, number[]>();
/** The rows a role's list shows with these filters and no search (read once per check round). */
async function tanpaCari(role: string, konteks: string) {
  const k = `${role}|${konteks}`;
  if (!terlihat.has(k)) terlihat.set(k, (await semua(tok[role]!, `${konteks}&orderBy[field]=id&orderBy[sort]=asc`)).ids);
  return terlihat.get(k)!;
}

/** The same search as a direct ILIKE over iga2020_inovasi among the rows `ids`, in the list's order. */
async function langsung(ids: number[], kata: string, urut: string) {
  if (!ids.length) return [];
  const pola = `%${kata.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await sql(`select id from iga2020_inovasi where id = any(array[${ids.join(',')}]::int[]) and nama ilike ${lit(pola)} order by ${ORDER[urut]}`);
  return rows.map((r) => Number(r.id));
}

/** Searches of every role with each word and each filter context (and every sort for two words): ids, order and total. */
async function cekPencarian(opts: { konteks: string[]; kata?: string[]; urutKata?: string[] }) {
  terlihat.clear();
  const salah: string[] = [];
  let n = 0;
  const cek = async (role: string, konteks: string, kata: string, urut: string, per: number) => {
    const expected = await langsung(await tanpaCari(role, konteks), kata, urut);
    const got = await semua(tok[role]!, `${konteks}&search=${encodeURIComponent(kata)}${urut ? `&${urut}` : ''}`, per, per < 100);
    n++;
    if (got.total !== expected.length || got.ids.join(',') !== expected.join(',')) {
      salah.push(`${role} ${konteks} cari=${kata} ${urut}: total ${got.total}, ${got.ids.length} baris; langsung ${expected.length}${got.ids.join(',') !== expected.join(',') ? ' (urutan/isi beda)' : ''}`);
    }
  };
  for (const role of PERAN) {
    for (const konteks of opts.konteks) for (const kata of opts.kata ?? KATA) await cek(role, konteks, kata, '', 100);
    for (const kata of opts.urutKata ?? ['sehat', 'ta']) for (const urut of URUT) await cek(role, '', kata, urut, 7);
  }
  expect(salah).toEqual([]);
  return n;
}

let akun: Record<string, number> = {};
let wilayah: number[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  for (const u of PERAN) tok[u] = await t.loginAs(u);
  akun = Object.fromEntries((await sql(`select username, id from usr_asn where username in (${PERAN.map(lit).join(',')})`)).map((r) => [String(r.username), Number(r.id)]));
  // through the API: names with the searched words, for three regions and authors
  await buatInovasi(t, tok.pemda!, { nama: 'Posyandu Sehat Digital' });
  await buatInovasi(t, tok.pemda!, { nama: 'KESEHATAN Ibu dan Anak', tahun: 2025, waktu: '2025-01-10', waktu_implementasi: '2025-02-01' });
  await buatInovasi(t, tok['pemda.lain']!, { nama: 'Sekolah Sehat Banyuwangi' });
  await buatInovasi(t, tok.opd!, { nama: 'Pajak 100% Daring' });
  await buatInovasi(t, tok.opd!, { nama: 'Gerai SÉHAT Keliling' });
  // by SQL: many rows over the accounts' regions and others, years in and out of the roles' years, nulls and ties in
  // the sort columns, competition entries, every searched word
  wilayah = (
    await sql(`select distinct profil_id from (
        select profil_id from iga2020_inovasi
        union all select m_daerah_id from usr_asn where m_daerah_id is not null and m_daerah_id in (select id from profil_pemda)
        union all (select id from profil_pemda order by id limit 25)) x order by 1`)
  ).map((r) => Number(r.profil_id));
  const nama = ['Sehat Bersama', 'Sekolah sehat Terpadu', 'Jalan_Sehat', 'Jalan Sehat', 'Data\\Satu', 'Layanan Ramah', 'Pasar Rakyat', 'Ke-sehat-an', 'Cepat Tanggap', 'Gerai séhat', 'Program 100 Persen'];
  await sql(`insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, inisiator, jenis_inovasi, created_by, waktu, waktu_implementasi, is_lomba, created_at, updated_at)
    select (array[${wilayah.join(',')}])[1 + g % ${wilayah.length}],
           (array[${nama.map(lit).join(',')}])[1 + (g * 7) % ${nama.length}] || case when g % 3 = 0 then ' ' || g else '' end,
           (array[2021, 2023, 2024, 2024, 2025, 2026])[1 + g % 6], g % 3, 'OPD', 'Digital',
           (array[${Object.values(akun).join(',')}, null])[1 + g % ${Object.keys(akun).length + 1}],
           case when g % 11 = 0 then null else date '2024-01-01' + (g % 40) end,
           case when g % 13 = 0 then null else date '2024-02-01' + (g % 17) end,
           case when g % 17 = 0 then 1 else 0 end,
           timestamptz '2024-03-01 08:00+07' + (g % 50) * interval '1 hour', timestamptz '2024-06-01 08:00+07' + (g % 23) * interval '1 day'
    from generate_series(1, 400) g`);
}, 180_000);
afterAll(() => t.close());

const KONTEKS_DASAR = ['', 'tahun=2024', 'tahun[]=2024&tahun[]=2025', 'is_lomba=1'];

describe('inovasi_cari, the copy a name search reads', () => {
  it('holds every innovation after the backfill, the API writes and SQL inserts', async () => {
    expect(await selisih()).toEqual([]);
    expect(Number((await sql(`select count(*) as n from inovasi_cari`))[0]!.n)).toBeGreaterThan(400);
  });

  it('the list with a search reads the copy, and the rebuild (bench loader) restores it', async () => {
    const cari = (qs: string) => get(`/crud/iga2020_inovasi?search=sehat&fields=id&per_page=100&${qs}`, tok.admin!).then((r) => r.json() as { total: number; data: { id: number }[] });
    const asli = await cari('');
    const [r] = await sql(`select id from iga2020_inovasi where is_lomba = 0 and nama ilike '%sehat%' order by id limit 1`);
    await sql(`update inovasi_cari set nama = 'nama lain di salinan' where id = ${r!.id}`);
    // the total and the page's ids come from the copy
    const palsu = await cari('');
    expect(palsu.total).toBe(asli.total - 1);
    expect(palsu.data.map((d) => d.id)).not.toContain(r!.id);
    // a search with a filter the copy does not hold reads iga2020_inovasi as before
    expect((await cari('inovasi_status[]=0&inovasi_status[]=1&inovasi_status[]=2')).total).toBe(asli.total);
    expect(await selisih()).not.toEqual([]);
    expect(Number((await sql(`select inovasi_cari_bangun() as n`))[0]!.n)).toBe(Number((await sql(`select count(*) as n from iga2020_inovasi`))[0]!.n));
    expect(await selisih()).toEqual([]);
    expect((await cari('')).total).toBe(asli.total);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL the copy has its index of the year and the name\'s trigrams', async () => {
    const idx = (await sql(`select indexname from pg_indexes where tablename = 'inovasi_cari' order by 1`)).map((r) => String(r.indexname));
    expect(idx).toEqual(['inovasi_cari_pkey', 'inovasi_cari_profil_tahun_idx', 'inovasi_cari_tahun_nama_trgm_idx']);
  });

  it('a save that changes no copied column writes no copy row', async () => {
    const jejak = async () => (await sql(`select string_agg(xmin::text, ',' order by id) as x from inovasi_cari`))[0]!.x;
    const sebelum = await jejak();
    await sql(`update iga2020_inovasi set kematangan = kematangan + 1, submitable = 1 - submitable, inovasi_status = inovasi_status, nama = nama, tahun = tahun`);
    expect(await jejak()).toBe(sebelum);
  });
});

describe('a search collects its matches before it orders them (decision 131)', () => {
  it('the matches are a fenced sub-query named as the copy, with offset 0 in the statement', () => {
    const h = hasilCari(t.ctx.db, inovasiCari, sql2`${inovasiCari.nama} ilike '%sehat%'`);
    const q = t.ctx.db.select({ id: h.id }).from(h).orderBy(desc(inovasiCari.id)).limit(20).toSQL().sql;
    // without the fence PostgreSQL 15 walked the copy's primary key over every row for a sort by id
    expect(q).toMatch(/^select "id" from \(select .* from "inovasi_cari" where .* offset 0\) "inovasi_cari" order by "inovasi_cari"\."id" desc limit \$1$/);
  });
});

describe('a search answers as a direct ILIKE over iga2020_inovasi', () => {
  it('for every role, word, filter and sort', async () => {
    // the admin's list without a search is every database innovation (the ground the other roles are cut from)
    expect((await tanpaCari('admin', '')).sort((a, b) => a - b)).toEqual((await sql(`select id from iga2020_inovasi where is_lomba = 0 order by id`)).map((r) => Number(r.id)));
    const konteks = [...KONTEKS_DASAR, `profil_id=${wilayah[0]}`, `pemda_id=${wilayah[1]}&tahun=2024`, `created_by=${akun.pemda}`, 'is_lomba=0', `id[]=1&id[]=2&id[]=3`, 'inovasi_status=2'];
    for (const role of PERAN) expect((await tanpaCari(role, '')).length, role).toBeGreaterThan(0);
    expect(await cekPencarian({ konteks })).toBeGreaterThan(500);
  }, 300_000);

  it('the lookup (pickers) with a search answers its page from the copy, as the direct ILIKE in the name order', async () => {
    const salah: string[] = [];
    for (const role of PERAN) {
      for (const kata of KATA) {
        for (const [per, page] of [[50, 0], [7, 1]] as const) {
          const expected = (await langsung(await tanpaCari(role, ''), kata, 'orderBy[field]=nama&orderBy[sort]=asc')).slice(per * page, per * page + per);
          const r = await get(`/crud/iga2020_inovasi/lookup?search=${encodeURIComponent(kata)}&per_page=${per}&page=${page}`, tok[role]!);
          expect(r.statusCode, r.body).toBe(200);
          const got = (r.json() as { data: { id: number; value: number; label: string }[] }).data;
          if (got.map((d) => d.id).join(',') !== expected.join(',')) salah.push(`${role} ${kata} ${per}/${page}: ${got.map((d) => d.id).join(',')} != ${expected.join(',')}`);
          for (const d of got) expect(d.value).toBe(d.id);
        }
      }
    }
    expect(salah).toEqual([]);
    // the page's ids come from the copy (a row renamed only there drops out), the labels from the table
    const lihat = async () => ((await get('/crud/iga2020_inovasi/lookup?search=sehat&per_page=100', tok.admin!)).json() as { data: { id: number }[] }).data.map((d) => d.id);
    const sebelum = await lihat();
    await sql(`update inovasi_cari set nama = 'nama lain di salinan' where id = ${sebelum[0]}`);
    expect(await lihat()).not.toContain(sebelum[0]);
    await sql(`select inovasi_cari_bangun()`);
    expect(await lihat()).toEqual(sebelum);
  }, 120_000);

  it('after renames, moves between years and regions, competition flips and deletes, through the API and SQL', async () => {
    const ids = (await sql(`select id from iga2020_inovasi where is_lomba = 0 and nama ilike '%sehat%' order by id`)).map((r) => Number(r.id));
    const lain = wilayah[wilayah.length - 1]!;
    const steps = [
      `update iga2020_inovasi set nama = 'Sudah Tidak Dicari' where id = ${ids[0]}`,
      `update iga2020_inovasi set nama = 'Baru Sehat Sekali' where id in (select id from iga2020_inovasi where nama not ilike '%sehat%' order by id limit 5)`,
      `update iga2020_inovasi set tahun = 2025 where id = ${ids[1]}`,
      `update iga2020_inovasi set profil_id = ${lain} where id = ${ids[2]}`,
      `update iga2020_inovasi set profil_id = ${lain}, tahun = 2023, waktu = null where id = ${ids[3]}`,
      `update iga2020_inovasi set is_lomba = 1 where id = ${ids[4]}`,
      `update iga2020_inovasi set created_by = null, waktu_implementasi = '2024-12-31' where id = ${ids[5]}`,
      `update iga2020_inovasi set updated_at = now(), created_at = created_at - interval '1 day' where id in (${ids.slice(6, 12).join(',')})`,
      `delete from iga2020_inovasi where id = ${ids[12]}`,
      `update iga2020_inovasi set is_lomba = 1 where id = ${ids[13]}`,
      `delete from iga2020_inovasi where id = ${ids[13]}`,
      `update iga2020_inovasi set tahun = tahun + 1, nama = upper(nama) where tahun = 2021`,
    ];
    for (const s of steps) {
      await sql(s);
      expect(await selisih(), s).toEqual([]);
    }
    // through the API: a rename, a year move and a delete by their owners, a region's new innovation
    const milik = (await get(`/crud/iga2020_inovasi?search=sehat&fields=id,nama,tahun&per_page=5`, tok.pemda!)).json().data as { id: number }[];
    expect(milik.length).toBeGreaterThan(1);
    const ubah = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${milik[0]!.id}`, token: tok.pemda!, payload: { nama: 'Puskesmas Ramah Lansia' } });
    expect(ubah.statusCode, ubah.body).toBe(200);
    const tahun = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${milik[1]!.id}`, token: tok.admin!, payload: { tahun: 2025, nama: 'Sehat Pindah Tahun' } });
    expect(tahun.statusCode, tahun.body).toBe(200);
    const baru = await buatInovasi(t, tok['pemda.lain']!, { nama: 'Sehat Sementara' });
    expect(await selisih()).toEqual([]);
    expect((await get(`/crud/iga2020_inovasi?search=sehat%20sementara&fields=id`, tok['pemda.lain']!)).json().total).toBe(1);
    expect((await get(`/crud/iga2020_inovasi?search=sehat%20sementara&fields=id`, tok.pemda!)).json().total).toBe(0);
    expect((await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${baru.id}`, token: tok['pemda.lain']! })).statusCode).toBe(200);
    expect(await selisih()).toEqual([]);
    expect(await cekPencarian({ konteks: KONTEKS_DASAR, kata: ['sehat', 'SEHAT', '100%', 'n_s'] })).toBeGreaterThan(100);
  }, 300_000);
});

/**
 * Concurrent writers on real PostgreSQL (CI, TEST_DATABASE_URL): inserts, renames in and out of a searched word, moves
 * between years and regions, is_lomba flips and deletes from several connections, while readers compare in one
 * statement (one snapshot) the copy's search with the same search over iga2020_inovasi. The two must agree at every
 * snapshot and at the end.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('under concurrent writes (PostgreSQL)', () => {
  it('every snapshot and the end state agree with iga2020_inovasi', async () => {
    const regions = wilayah.slice(0, 3);
    const authors = Object.values(akun).slice(0, 3);
    const hasil = await serentak({
      namaDb: String((await sql('select current_database() as d'))[0]!.d),
      seed: 118,
      siapkan: async (pool) => {
        await pool.query(`insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, inisiator, jenis_inovasi, created_by, waktu)
          select (array[${regions.join(',')}])[1 + g % 3], case when g % 2 = 0 then 'Serentak Sehat ' else 'Serentak Lain ' end || g, 2024 + g % 2, g % 3, 'OPD', 'Digital', (array[${authors.join(',')}])[1 + g % 3], date '2024-01-01' + g
          from generate_series(1, 60) g`);
      },
      tulisan: (acak) => {
        const id = `(select id from iga2020_inovasi where nama like 'Serentak%' order by id offset ${acak(60)} limit 1)`;
        switch (acak(8)) {
          case 0:
            return `insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, inisiator, jenis_inovasi, created_by) values (${regions[acak(3)]}, 'Serentak Sehat baru', ${2024 + acak(2)}, 0, 'OPD', 'Digital', ${authors[acak(3)]})`;
          case 1:
            return `update iga2020_inovasi set nama = 'Serentak ' || ${acak(2) ? `'Sehat'` : `'Lain'`} || ' ' || id, updated_at = now() where id = ${id}`;
          case 2:
            return `update iga2020_inovasi set tahun = ${2024 + acak(2)}, waktu = date '2024-01-01' + ${acak(30)} where id = ${id}`;
          case 3:
            return `update iga2020_inovasi set profil_id = ${regions[acak(3)]} where id = ${id}`;
          case 4:
            return `update iga2020_inovasi set is_lomba = 1 - is_lomba where id = ${id}`;
          case 5:
            return `delete from iga2020_inovasi where id = (select id from iga2020_inovasi where nama = 'Serentak Sehat baru' order by id limit 1)`;
          case 6:
            return `update iga2020_inovasi set created_by = ${authors[acak(3)]}, kematangan = kematangan + 1 where id = ${id}`;
          default:
            return `update iga2020_inovasi set updated_at = now(), nama = nama || '' where profil_id = ${regions[acak(3)]} and nama like 'Serentak%' and id % 7 = ${acak(7)}`;
        }
      },
      baca: async (pool, acak) => {
        const sisi = (tabel: string) =>
          `(select coalesce(string_agg(id::text, ',' order by waktu desc nulls first, id desc), '') from ${tabel} where is_lomba = 0 and nama ilike '%sehat%' and tahun = $1 and profil_id = any($2::int[]))`;
        const { rows } = await pool.query(`select ${sisi('iga2020_inovasi')} as baris, ${sisi('inovasi_cari')} as salinan`, [2024 + acak(2), regions]);
        const r = rows[0] as { baris: string; salinan: string };
        return r.baris !== r.salinan ? JSON.stringify(r) : null;
      },
    });
    expect(hasil.beda).toEqual([]);
    expect(hasil.transaksi).toBeGreaterThan(300);
    expect(hasil.bacaan).toBeGreaterThan(20);
    expect(await selisih()).toEqual([]);
    expect(await cekPencarian({ konteks: ['', 'tahun=2024'], kata: ['sehat', 'serentak'], urutKata: ['serentak'] })).toBeGreaterThan(20);
  }, 300_000);
});
