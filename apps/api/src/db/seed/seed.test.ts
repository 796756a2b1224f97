import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLES, DEFAULT_SETTINGS, countWords } from '@sigap/domain';
import { openDatabase, type Database } from '../client';
import { freshDatabaseUrl } from '../../../test/helpers';

let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
import { seedMaster } from './master';
import { seedDemo, DEMO_ACCOUNTS } from './demo';

const TABLES = [
  'wilayah',
  'm_daerah',
  'wilayah_daerah',
  'profil_pemda',
  'iga_klaster',
  'iga_klaster_daerah',
  'iga_urusan_pemerintahan',
  'iga2020_bentuk_inovasi',
  'iga2020_tematik',
  'iga2020_covid',
  'iga_indikator',
  'iga_skala',
  'metodologi',
  'app_settings',
  'content_categories',
  'jenis_pelatihan',
  'tuxe_contents',
  'help_faq',
  'opd_perangkat',
  'upt',
  'usr_asn',
  'iga2020_inovasi',
] as const;

let database: Database;
let first: Record<string, number>;
let second: Record<string, number>;
let afterFirst: Record<string, number>;
let afterSecond: Record<string, number>;

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

async function num(query: ReturnType<typeof sql>): Promise<number> {
  const [r] = await rows<{ n: number | string }>(query);
  return Number(r?.n);
}

async function countAll(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = await num(sql`select count(*) as n from ${sql.identifier(t)}`);
  return out;
}

describe('master and demo seed', () => {
  beforeAll(async () => {
    fresh = await freshDatabaseUrl();
    database = await openDatabase({ url: fresh.url, pgliteDir: 'memory://' });
    await database.migrate();
    first = await seedMaster(database.db);
    await seedDemo(database.db, { password: 'Demo#Sandi2026' });
    afterFirst = await countAll();
    second = await seedMaster(database.db);
    await seedDemo(database.db, { password: 'Demo#Sandi2026' });
    afterSecond = await countAll();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  it('second runs add nothing', () => {
    expect(Object.values(first).some((n) => n > 0)).toBe(true);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(afterSecond).toEqual(afterFirst);
  });

  it('seeds the 546 autonomous pemda without DKI administrative cities', async () => {
    expect(afterFirst.m_daerah).toBe(546);
    expect(await num(sql`select count(*) as n from m_daerah where tingkat = 1 and jenis = 'provinsi' and parent_id is null`)).toBe(38);
    expect(await num(sql`select count(*) as n from m_daerah where tingkat = 2`)).toBe(508);
    expect(await num(sql`select count(*) as n from m_daerah where jenis = 'kabupaten'`)).toBe(415);
    expect(await num(sql`select count(*) as n from m_daerah where jenis = 'kota'`)).toBe(93);
    expect(await num(sql`select count(*) as n from m_daerah where kode like '31.%'`)).toBe(0);
    expect(await num(sql`select count(*) as n from m_daerah where kode = '31'`)).toBe(1);
    // every regency points to its province
    expect(
      await num(sql`select count(*) as n from m_daerah c join m_daerah p on p.id = c.parent_id where c.tingkat = 2 and p.tingkat = 1 and p.kode = split_part(c.kode, '.', 1)`),
    ).toBe(508);
    const [bandung] = await rows<{ nama: string; jenis: string }>(sql`select nama, jenis from m_daerah where kode = '32.73'`);
    expect(bandung).toEqual({ nama: 'Kota Bandung', jenis: 'kota' });
  });

  it('gives every pemda a profile with the same id', async () => {
    expect(afterFirst.profil_pemda).toBe(546);
    expect(await num(sql`select count(*) as n from profil_pemda p join m_daerah d on d.id = p.id where p.m_daerah_id = d.id`)).toBe(546);
    const names = await rows<{ kode: string; nama: string }>(
      sql`select d.kode, p.nama from profil_pemda p join m_daerah d on d.id = p.id where d.kode in ('32', '32.73', '35.10') order by d.kode`,
    );
    expect(names.map((r) => r.nama)).toEqual(['Pemerintah Provinsi Jawa Barat', 'Pemerintah Kota Bandung', 'Pemerintah Kabupaten Banyuwangi']);
  });

  it('splits the regions into Wilayah Barat and Timur', async () => {
    const w = await rows<{ id: number; nama: string }>(sql`select id, nama from wilayah order by id`);
    expect(w).toEqual([
      { id: 1, nama: 'Wilayah Barat' },
      { id: 2, nama: 'Wilayah Timur' },
      { id: 3, nama: 'Wilayah Tambahan' },
    ]);
    expect(afterFirst.wilayah_daerah).toBe(546);
    expect(await num(sql`select count(*) as n from m_daerah where wilayah_id is null`)).toBe(0);
    expect(await num(sql`select wilayah_id as n from m_daerah where kode = '32.73'`)).toBe(1);
    expect(await num(sql`select wilayah_id as n from m_daerah where kode = '94.01'`)).toBe(2);
    // a new wilayah gets the next id after the fixed ones
    const [next] = await rows<{ id: number }>(sql`insert into wilayah (nama) values ('Uji') returning id`);
    expect(Number(next!.id)).toBe(4);
    await database.db.execute(sql`delete from wilayah where id = 4`);
  });

  it('seeds the six clusters and their members', async () => {
    expect(afterFirst.iga_klaster).toBe(6);
    const members = await rows<{ kode: string; n: number | string }>(
      sql`select k.kode, count(kd.id) as n from iga_klaster k left join iga_klaster_daerah kd on kd.iga_klaster_id = k.id group by k.kode`,
    );
    const by = Object.fromEntries(members.map((m) => [m.kode, Number(m.n)]));
    expect(by).toMatchObject({ provinsi: 38, kabupaten: 415, kota: 93, tertinggal: 62, perbatasan: 0 });
    expect(by.papua).toBeGreaterThan(6);
  });

  it('seeds the indicator catalogue with its scales', async () => {
    expect(afterFirst.iga_indikator).toBe(62);
    const perYear = await rows<{ tahun: number; tipe: string; n: number | string }>(
      sql`select tahun, tipe, count(*) as n from iga_indikator group by tahun, tipe order by tahun, tipe`,
    );
    expect(perYear.map((r) => [Number(r.tahun), r.tipe, Number(r.n)])).toEqual([
      [2023, 'I', 21],
      [2026, 'I', 21],
      [2026, 'P', 20],
    ]);
    expect(afterFirst.iga_skala).toBeGreaterThan(0);
    const hLevels = await rows<{ n: number | string }>(
      sql`select count(s.id) as n from iga_indikator i join iga_skala s on s.iga_indikator_id = i.id where i.jenis = 'H' group by i.id`,
    );
    expect(hLevels.length).toBeGreaterThan(0);
    expect(hLevels.every((r) => Number(r.n) === 3)).toBe(true);
    // 2026 weights add up to the official maxima (SPD 21 units, SID 37 units)
    expect(await num(sql`select sum(bobot) as n from iga_indikator where tahun = 2026 and tipe = 'P'`)).toBe(21);
    expect(await num(sql`select sum(bobot) as n from iga_indikator where tahun = 2026 and tipe = 'I'`)).toBe(37);
  });

  it('seeds the reference lists', async () => {
    expect(afterFirst.iga2020_tematik).toBe(17);
    expect(await num(sql`select count(*) as n from iga2020_tematik where is_legacy = 0 and kode between 9 and 16`)).toBe(8);
    const [nonTematik] = await rows<{ nama: string }>(sql`select nama from iga2020_tematik where kode = 0`);
    expect(nonTematik?.nama).toBe('Non Tematik');
    expect(afterFirst.iga_urusan_pemerintahan).toBe(38);
    expect(await num(sql`select count(*) as n from iga_urusan_pemerintahan where yandas = 1`)).toBe(6);
    expect(afterFirst.iga2020_bentuk_inovasi).toBe(3);
    expect(afterFirst.iga2020_covid).toBe(10);
    expect(await num(sql`select count(*) as n from iga2020_covid where group_id = 5`)).toBe(2);
    expect(afterFirst.content_categories).toBe(3);
    expect(afterFirst.jenis_pelatihan).toBe(4);
    expect(afterFirst.tuxe_contents).toBe(3);
    expect(afterFirst.help_faq).toBe(3);
  });

  it('seeds the methodology of 2023 and 2026', async () => {
    const m = await rows<{ tahun: number; k: number; skor_maks_total: number; predikat: { nama: string }[]; skor_jumlah_inovasi: { maks: number } }>(
      sql`select tahun, k, skor_maks_total, predikat, skor_jumlah_inovasi from metodologi order by tahun`,
    );
    expect(m.map((r) => [Number(r.tahun), Number(r.k), Number(r.skor_maks_total)])).toEqual([
      [2023, 10, 250],
      [2026, 12, 250],
    ]);
    expect(m.every((r) => r.predikat.length === 4 && r.skor_jumlah_inovasi.maks === 76)).toBe(true);
  });

  it('inserts the default settings without overwriting an admin value', async () => {
    expect(afterFirst.app_settings).toBe(Object.keys(DEFAULT_SETTINGS).length);
    expect(await num(sql`select count(*) as n from app_settings where name = 'iga_status'`)).toBe(1);
    await database.db.execute(sql`update app_settings set setting_value = '0' where name = 'iga_status'`);
    await database.db.execute(sql`delete from app_settings where name = 'app_name'`);
    const again = await seedMaster(database.db);
    expect(again.app_settings).toBe(1);
    const [v] = await rows<{ setting_value: string }>(sql`select setting_value from app_settings where name = 'iga_status'`);
    expect(v?.setting_value).toBe('0');
  });

  it('creates one demo account per role plus pemda.lain, with argon2id hashes', async () => {
    expect(DEMO_ACCOUNTS).toHaveLength(ROLES.length + 1);
    expect(afterFirst.usr_asn).toBe(20);
    const accounts = await rows<{ username: string; role: string; password: string; kode: string | null; area: number; opd_perangkat_id: number | null; upt_id: number | null }>(
      sql`select a.username, a.role, a.password, d.kode, a.area, a.opd_perangkat_id, a.upt_id from usr_asn a left join m_daerah d on d.id = a.m_daerah_id`,
    );
    expect(accounts.every((a) => a.password.startsWith('$argon2id$'))).toBe(true);
    const by = Object.fromEntries(accounts.map((a) => [a.username, a]));
    for (const role of ROLES) expect(by[role]?.role).toBe(role);
    expect(by.pemda?.kode).toBe('32.73');
    expect(by.provinsi?.kode).toBe('32');
    expect(by['pemda.lain']).toMatchObject({ role: 'pemda', kode: '35.10' });
    expect(Number(by.verifikator?.area)).toBe(1);
    expect(by.admin?.kode).toBeNull();
    expect(by.opd?.opd_perangkat_id).not.toBeNull();
    expect(by.upt?.upt_id).not.toBeNull();
    expect(afterFirst.opd_perangkat).toBe(1);
    expect(afterFirst.upt).toBe(1);
  });

  it('creates sample innovations with a rancang bangun of at least 300 words', async () => {
    expect(afterFirst.iga2020_inovasi).toBe(11);
    const inov = await rows<{ kode: string; latar_belakang: string; created_by_name: string }>(
      sql`select d.kode, i.latar_belakang, a.username as created_by_name from iga2020_inovasi i join m_daerah d on d.id = i.profil_id join usr_asn a on a.id = i.created_by`,
    );
    expect(inov.filter((r) => r.kode === '32.73' && r.created_by_name === 'pemda')).toHaveLength(9);
    expect(inov.filter((r) => r.kode === '32.73' && r.created_by_name === 'opd')).toHaveLength(1);
    expect(inov.filter((r) => r.kode === '35.10' && r.created_by_name === 'pemda.lain')).toHaveLength(1);
    expect(inov.every((r) => countWords(r.latar_belakang) >= 300)).toBe(true);
    // one innovation in each registration state, with history
    const regs = await rows<{ status_nomor: number; n: number }>(sql`select status_nomor, count(*)::int as n from nomor_registrasi group by status_nomor order by 1`);
    expect(regs).toEqual([
      { status_nomor: 0, n: 1 },
      { status_nomor: 1, n: 1 },
      { status_nomor: 2, n: 1 },
    ]);
    const sendable = await rows<{ n: number }>(sql`select count(*)::int as n from iga2020_inovasi where submitable = 1`);
    // all but the legacy-theme one (Asta Cita missing)
    expect(sendable[0]!.n).toBe(10);
  });
});
