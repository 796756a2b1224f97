import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bisaDiurutkan, kolomDaftarRingkas, RESOURCES } from '@sigap/domain';
import { parseFieldsParam } from '../src/crud/query';
import { TABLES } from '../src/crud/tables';
import { statistikSimpanan } from '../src/modules/indeks/simpanan';
import { buatInovasi } from './factories';
import { buildTestApp, type TestApp } from './helpers';

/** Issue 21: the full row by default, a narrow row on request (decision 100); kept ranking answers (decision 101). */
let t: TestApp;
let admin: string;
let pemda: string;
let inovasiId: number;
const get = (url: string, token = admin) => t.req({ method: 'GET', url, token });
const sql = (q: string) => t.ctx.db.execute(q as never) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
const RICH = ['latar_belakang', 'tujuan', 'manfaat', 'hasil_inovasi'];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  inovasiId = (await buatInovasi(t, pemda, { tujuan: '<p>Tujuan daftar cepat.</p>' })).id;
});
afterAll(() => t.close());

describe('list rows: full by default, narrow with fields', () => {
  it('a client that does not ask gets every field of a list row, rich texts included', async () => {
    const r = await get(`/crud/iga2020_inovasi?id=${inovasiId}`);
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json().data[0];
    for (const k of RICH) expect(typeof row[k], k).toBe('string');
    expect(row.tujuan).toContain('Tujuan daftar cepat.');
    expect(row.latar_belakang.split(' ').length).toBeGreaterThan(300);
  });

  it('fields narrows the row to the asked columns plus id and what the resource adds', async () => {
    const r = await get(`/crud/iga2020_inovasi?id=${inovasiId}&fields=nama,tahun`);
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json().data[0];
    expect(row).toMatchObject({ id: inovasiId, tahun: 2024 });
    expect(typeof row.nama).toBe('string');
    for (const k of [...RICH, 'inisiator', 'koordinat', 'waktu']) expect(row, k).not.toHaveProperty(k);
    // the row's rules still ran on the whole record: completeness and the registration are there
    expect(row.kelengkapan).toBeDefined();
    expect(r.json().total).toBe(1);
    // a rich text is answered when asked for, in either form of the parameter
    const rich = (await get(`/crud/iga2020_inovasi?id=${inovasiId}&fields[]=nama&fields[]=tujuan`)).json().data[0];
    expect(rich.tujuan).toContain('Tujuan daftar cepat.');
    expect(rich).not.toHaveProperty('latar_belakang');
  });

  it('the web list set leaves out only the rich texts the list does not show', async () => {
    const fields = kolomDaftarRingkas(RESOURCES.iga2020_inovasi!)!;
    const r = await get(`/crud/iga2020_inovasi?id=${inovasiId}&fields=${fields.join(',')}`);
    expect(r.statusCode, r.body).toBe(200);
    const row = r.json().data[0];
    for (const k of RICH) expect(row, k).not.toHaveProperty(k);
    for (const k of ['nama', 'inisiator', 'koordinat', 'waktu', 'profil_id', 'kematangan', 'updated_at']) expect(row, k).toHaveProperty(k);
  });

  it('refuses an unknown or secret field with 422 and an Indonesian message naming it', async () => {
    const bad = await get('/crud/iga2020_inovasi?fields=nama,bukan_kolom');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.fields).toMatch(/tidak dikenal.*bukan_kolom/);
    const secret = await get('/crud/usr_asn?fields=username,password');
    expect(secret.statusCode).toBe(422);
    expect(secret.json().errors.fields).toContain('password');
    expect((await get('/crud/iga2020_inovasi?fields=,')).statusCode).toBe(422);
    // an object is not a list of names: refused by the contract, never a 500
    expect((await get('/crud/iga2020_inovasi?fields[a]=nama')).statusCode).toBe(422);
  });

  it('the narrow set of every resource screen is accepted by the API', () => {
    for (const [name, resource] of Object.entries(RESOURCES)) {
      const table = TABLES[name as keyof typeof TABLES];
      const set = resource && kolomDaftarRingkas(resource);
      if (!table || !set) continue;
      expect(() => parseFieldsParam(resource, table, set.join(',')), name).not.toThrow();
    }
  });
});

describe('ranking and recap answered from kept results', () => {
  const bandungRow = async (q: string) => {
    const r = await get(`/ranking-index?${q}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  it('serves a kept ranking while nothing changed and drops it when a result, a recompute or a flag changes', async () => {
    const me = (await get('/me', pemda)).json().data.m_daerah_id as number;
    const first = await bandungRow('klaster=kota&tahun=2026');
    const built = statistikSimpanan.dibangun;
    const served = statistikSimpanan.dipakai;
    const second = await bandungRow('klaster=kota&tahun=2026');
    expect(second).toEqual(first);
    expect(statistikSimpanan.dibangun).toBe(built);
    expect(statistikSimpanan.dipakai).toBe(served + 1);

    // a result written by anyone (another process, a recompute, an evaluation) is seen by the next reader
    await sql(`update indeks_hasil set iid = 77.5, total = 193.75 where profil_id = ${me} and tahun = 2026 and sumber = 'self'`);
    const after = await bandungRow('klaster=kota&tahun=2026');
    expect(after.data.find((r: { profil_id: number }) => r.profil_id === me)).toMatchObject({ total_score: 77.5, peringkat: 1 });
    expect(statistikSimpanan.dibangun).toBe(built + 1);

    // the recompute writes the results again from the answers: the kept 77.5 is dropped
    expect((await t.req({ method: 'POST', url: '/recount?tahun=2026', token: admin })).statusCode).toBe(200);
    const recomputed = await bandungRow('klaster=kota&tahun=2026');
    expect(recomputed.data.find((r: { profil_id: number }) => r.profil_id === me).total_score).not.toBe(77.5);

    // the recap follows the same rule
    await get('/rekap-akhir?klaster=kota&tahun=2026');
    await sql(`update indeks_hasil set iid = 55 where profil_id = ${me} and tahun = 2026 and sumber = 'verified'`);
    const rekap = (await get('/rekap-akhir?klaster=kota&tahun=2026')).json();
    expect(rekap.data.find((r: { profil_id: number }) => r.profil_id === me).skor_final_raw).toBe(55);

    // a flag change (profile row) is part of the stamp as well
    expect((await t.req({ method: 'POST', url: `/ranking-index/${me}/flag`, token: admin })).statusCode).toBe(200);
    const flagged = await bandungRow('klaster=kota&tahun=2026');
    expect(flagged.data.find((r: { profil_id: number }) => r.profil_id === me).isIga).toBe(!after.data.find((r: { profil_id: number }) => r.profil_id === me).isIga);
  });

  it('pages a kept ranking with the total of the whole cluster', async () => {
    const all = await bandungRow('klaster=kota&tahun=2026');
    const page = await bandungRow('klaster=kota&tahun=2026&page=1&per_page=10');
    expect(page.total).toBe(all.total);
    expect(page.data).toEqual(all.data.slice(10, 20));
  });
});

describe('a deep page reads its ids first (decision 121)', () => {
  const SORTS: [string, string][] = [
    ['', 'waktu desc, id desc'],
    ['orderBy[field]=nama&orderBy[sort]=asc', 'nama asc, id asc'],
    ['orderBy[field]=waktu_implementasi&orderBy[sort]=desc', 'waktu_implementasi desc, id desc'],
    ['orderBy[field]=id&orderBy[sort]=asc', 'id asc'],
  ];
  let wilayah: number;

  beforeAll(async () => {
    wilayah = Number((await get('/me', pemda)).json().data.m_daerah_id);
    const akun = Number((await sql(`select id from usr_asn where username = 'pemda'`)).rows[0]!.id);
    // 330 rows in the operator's region and 200 elsewhere, with ties and nulls in the sort columns
    await sql(`insert into iga2020_inovasi (profil_id, nama, tahun, inovasi_status, inisiator, jenis_inovasi, created_by, waktu, waktu_implementasi, is_lomba)
      select case when g <= 330 then ${wilayah} else (select min(id) from profil_pemda where id <> ${wilayah}) end,
             'Halaman ' || (g % 37), 2024, g % 3, 'OPD', 'Digital', ${akun},
             date '2024-01-01' + (g % 29), case when g % 7 = 0 then null else date '2024-03-01' + (g % 31) end, case when g % 19 = 0 then 1 else 0 end
      from generate_series(1, 530) g`);
  });

  it('answers every page of every sort with the rows, order and total of the same query in SQL', async () => {
    for (const [who, token, scope] of [
      ['admin', admin, ''],
      ['pemda', pemda, `and profil_id = ${wilayah}`],
    ] as const) {
      for (const [qs, order] of SORTS) {
        const want = (await sql(`select id from iga2020_inovasi where tahun = 2024 and is_lomba = 0 ${scope} order by ${order}`)).rows.map((r) => Number(r.id));
        expect(want.length, who).toBeGreaterThan(300);
        const got: number[] = [];
        for (let page = 0; page * 20 < want.length; page++) {
          const r = await get(`/crud/iga2020_inovasi?tahun=2024&${qs}&per_page=20&page=${page}&fields=id,nama`, token);
          expect(r.statusCode, r.body).toBe(200);
          expect(r.json().total, `${who} ${qs} page ${page}`).toBe(want.length);
          got.push(...r.json().data.map((d: { id: number }) => Number(d.id)));
        }
        expect(got, `${who} ${qs}`).toEqual(want);
      }
    }
  });

  it('a deep row carries every field and decoration a first-page row carries', async () => {
    const deep = (await get('/crud/iga2020_inovasi?tahun=2024&per_page=20&page=12', pemda)).json().data as Record<string, unknown>[];
    expect(deep).toHaveLength(20);
    for (const row of deep.slice(0, 5)) {
      const shallow = (await get(`/crud/iga2020_inovasi?id=${row.id}`, pemda)).json().data[0];
      expect(row).toEqual(shallow);
    }
    // past the end: no rows and the exact total
    const past = (await get('/crud/iga2020_inovasi?tahun=2024&per_page=20&page=40', pemda)).json();
    expect(past.data).toEqual([]);
    expect(past.total).toBeGreaterThan(300);
  });
});


describe('a deep page walks the rows it skips in an index alone (decision 129)', () => {
  const inovasi = RESOURCES.iga2020_inovasi!;
  const urut = Object.keys(TABLES.iga2020_inovasi!).filter((k) => bisaDiurutkan(inovasi, k));
  /** The list filters every list applies: the database's extra rule (is_lomba) and a caller's regions (profil_id). */
  const SARING = ['is_lomba', 'profil_id'];

  it('every sort the list offers, nationally and within a year, has an index ending in the id that carries the list filters', async () => {
    expect(urut).toEqual(expect.arrayContaining(['id', 'nama', 'waktu', 'waktu_implementasi', 'created_at', 'updated_at']));
    const idx = (
      await sql(`select i.relname as nama,
          (select array_agg(a.attname::text order by k.n) from unnest(x.indkey::int2[]) with ordinality k(att, n)
            join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.att where k.n <= x.indnkeyatts) as kunci,
          (select array_agg(a.attname::text order by k.n) from unnest(x.indkey::int2[]) with ordinality k(att, n)
            join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.att) as semua
        from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = 'iga2020_inovasi'::regclass and x.indpred is null`)
    ).rows as { nama: string; kunci: string[]; semua: string[] }[];
    for (const f of urut) {
      // within one year, sorting by the year is sorting by the id
      for (const kunci of [f === 'id' ? ['id'] : [f, 'id'], f === 'id' || f === 'tahun' ? ['tahun', 'id'] : ['tahun', f, 'id']]) {
        const cocok = idx.filter((i) => kunci.every((k, n) => i.kunci[n] === k) && SARING.every((s) => i.semua.includes(s)));
        expect(cocok.map((i) => i.nama), `urut ${kunci.join(', ')}`).not.toEqual([]);
      }
    }
  });

  it('the planner reads a deep page of every sort with an index-only scan', async () => {
    await sql('vacuum analyze iga2020_inovasi');
    const wilayah = Number((await get('/me', pemda)).json().data.m_daerah_id);
    const rencana = await t.ctx.db.transaction(async (tx) => {
      // set local: the settings end with this transaction, whatever the test does
      await tx.execute('set local enable_seqscan = off' as never);
      await tx.execute('set local enable_bitmapscan = off' as never);
      await tx.execute('set local enable_sort = off' as never);
      const out: [string, string][] = [];
      for (const f of urut) {
        const urutan = f === 'id' ? 'id desc' : `${f} desc, id desc`;
        for (const saring of ['is_lomba = 0', 'is_lomba = 0 and tahun = 2024', `is_lomba = 0 and tahun = 2024 and profil_id = any(array[${wilayah}])`]) {
          const r = (await tx.execute(`explain select id from iga2020_inovasi where ${saring} order by ${urutan} limit 20 offset 200` as never)) as unknown as { rows: Record<string, string>[] };
          out.push([`${saring} order by ${urutan}`, r.rows.map((x) => Object.values(x)[0]).join('\n')]);
        }
      }
      return out;
    });
    for (const [q, plan] of rencana) expect(plan, q).toMatch(/Index Only Scan/);
  });
});
