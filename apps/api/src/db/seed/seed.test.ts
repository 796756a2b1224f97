import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ROLES, DEFAULT_SETTINGS, PREDIKAT, bulat, countWords, kematangan, skorIndikator, skorTerverifikasi } from '@sigap/domain';
import { openDatabase, type Database } from '../client';
import { freshDatabaseUrl } from '../../../test/helpers';

let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
import { seedMaster } from './master';
import { seedDemo, DEMO_ACCOUNTS } from './demo';
import { DAERAH_DEMO_NASIONAL, TAHUN_DEMO_NASIONAL, seedDemoNasional, type TingkatDemo } from './demo-nasional';
import { katalog } from '../../modules/indikator';
import { hitungDaerah } from '../../modules/indeks';

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
    // 62 of the catalogue + the demo award year's 5 presentation (R) and 3 field validation (V) criteria (demo-iga.ts)
    expect(afterFirst.iga_indikator).toBe(70);
    const perYear = await rows<{ tahun: number; tipe: string; n: number | string }>(
      sql`select tahun, tipe, count(*) as n from iga_indikator group by tahun, tipe order by tahun, tipe`,
    );
    expect(perYear.map((r) => [Number(r.tahun), r.tipe, Number(r.n)])).toEqual([
      [2023, 'I', 21],
      [2026, 'I', 21],
      [2026, 'P', 20],
      [2026, 'R', 5],
      [2026, 'V', 3],
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
    // the master data's three questions; the demo adds more (demo-konten.ts)
    expect(first.help_faq).toBe(3);
    expect(afterFirst.help_faq).toBeGreaterThanOrEqual(3);
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
    // 11 database innovations + 9 competition entries (is_lomba = 1, demo-lomba.ts)
    expect(afterFirst.iga2020_inovasi).toBe(20);
    const inov = await rows<{ kode: string; latar_belakang: string; created_by_name: string }>(
      sql`select d.kode, i.latar_belakang, a.username as created_by_name from iga2020_inovasi i join m_daerah d on d.id = i.profil_id join usr_asn a on a.id = i.created_by where i.is_lomba = 0`,
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
    const sendable = await rows<{ n: number }>(sql`select count(*)::int as n from iga2020_inovasi where submitable = 1 and is_lomba = 0`);
    // all but the legacy-theme one (Asta Cita missing)
    expect(sendable[0]!.n).toBe(10);
  });
});

describe('demo national sample (SIGAP_DEMO_NASIONAL=1)', () => {
  let fresh2: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
  let db2: Database;
  let ms = 0;
  let sebelum: Record<string, number>;
  let sesudah: Record<string, number>;
  const TABEL = [
    'iga2020_inovasi',
    'iga2020_inovasi_skor',
    'nomor_registrasi',
    'nomor_registrasi_history',
    'indikator_inovasi',
    'indikator_daerah',
    'dokumen_indikator',
    'evaluasi',
    'indeks_hasil',
    'aspek_log',
    'media',
  ] as const;
  const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => ((await db2.db.execute(query)) as unknown as { rows: T[] }).rows;
  const hitung = async () => {
    const out: Record<string, number> = {};
    for (const t of TABEL) out[t] = Number((await q<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(t)}`))[0]!.n);
    return out;
  };
  /** The sample's regions: profil id → the band aimed at. */
  let tingkat: Map<number, TingkatDemo>;
  let ids: number[];

  beforeAll(async () => {
    fresh2 = await freshDatabaseUrl();
    db2 = await openDatabase({ url: fresh2.url, pgliteDir: 'memory://' });
    await db2.migrate();
    await seedMaster(db2.db);
    await seedDemo(db2.db, { password: 'Demo#Sandi2026' }); // under Vitest: without the sample
    process.env.SIGAP_DEMO_NASIONAL = '1';
    try {
      const start = performance.now();
      await db2.db.transaction((tx) => seedDemoNasional(tx));
      ms = performance.now() - start;
      sebelum = await hitung();
      await seedDemo(db2.db, { password: 'Demo#Sandi2026' }); // the whole demo seed again, the sample included
      sesudah = await hitung();
    } finally {
      delete process.env.SIGAP_DEMO_NASIONAL;
    }
    const kode = new Map(DAERAH_DEMO_NASIONAL.map(([k, t]) => [k, t]));
    const daerah = await q<{ id: number; kode: string }>(sql`select id, kode from m_daerah where kode in ${DAERAH_DEMO_NASIONAL.map(([k]) => k)}`);
    tingkat = new Map(daerah.map((d) => [Number(d.id), kode.get(d.kode)!]));
    ids = [...tingkat.keys()];
  }, 120_000);

  afterAll(async () => {
    await db2?.close();
    await fresh2?.drop();
  });

  it('is idempotent and quick', () => {
    expect(sebelum.iga2020_inovasi).toBeGreaterThan(300);
    expect(sesudah).toEqual(sebelum);
    expect(ms).toBeLessThan(15_000);
  });

  it('answers every indicator of every innovation; maturity and verified points are the domain\'s over the stored answers', async () => {
    const defs = (await katalog(db2.db, TAHUN_DEMO_NASIONAL, 'I')).filter((d) => d.jenis !== 'A');
    const byId = new Map(defs.map((d) => [d.id, d]));
    const inovasi = await q<{ id: number; kematangan: number; total_points: number; verifikasi_points: number | null; status_nomor: number | null }>(
      sql`select i.id, i.kematangan, s.total_points, s.verifikasi_points, r.status_nomor from iga2020_inovasi i join iga2020_inovasi_skor s on s.inovasi_id = i.id left join nomor_registrasi r on r.inovasi_id = i.id where i.profil_id in ${ids}`,
    );
    const jawaban = await q<{ inovasi_id: number; indikator_id: number; nilai: string | null; nilai_sebelum: number | null; nilai_sesudah: number | null; skala_id: number | null; skor: number; verifikasi_nilai: string | null; verifikasi_nilai_sebelum: number | null; verifikasi_nilai_sesudah: number | null; verifikasi_skala_id: number | null; verifikasi_skor: number | null }>(
      sql`select a.* from indikator_inovasi a join iga2020_inovasi i on i.id = a.inovasi_id where i.profil_id in ${ids} and a.jenis = 'penerapan'`,
    );
    const bukti = new Set(
      (await q<{ k: string }>(sql`select pemilik_id || '|' || indikator_id as k from dokumen_indikator where pemilik = 'inovasi' and (coalesce(file_url, '') <> '' or coalesce(youtube, '') <> '')`)).map((r) => r.k),
    );
    const per = new Map<number, typeof jawaban>();
    for (const a of jawaban) per.set(Number(a.inovasi_id), [...(per.get(Number(a.inovasi_id)) ?? []), a]);
    // every row but the 11 demo innovations and the 9 competition entries (demo-lomba.ts)
    expect(inovasi.length).toBe(sebelum.iga2020_inovasi! - 20);
    let dievaluasi = 0;
    for (const i of inovasi) {
      const list = per.get(Number(i.id)) ?? [];
      expect(list.length, `inovasi ${i.id}`).toBe(defs.length);
      let verified = 0;
      for (const a of list) {
        const def = byId.get(Number(a.indikator_id))!;
        expect(a.skor).toBe(skorIndikator(def, a));
        if (a.verifikasi_skor !== null) {
          dievaluasi++;
          expect(i.status_nomor).toBe(1);
          expect(a.verifikasi_skor).toBe(skorIndikator(def, { nilai: a.verifikasi_nilai, nilai_sebelum: a.verifikasi_nilai_sebelum, nilai_sesudah: a.verifikasi_nilai_sesudah, skala_id: a.verifikasi_skala_id }));
          expect(a.verifikasi_skor).toBeLessThan(a.skor);
        }
        verified += skorTerverifikasi({ skor: a.skor, verifikasi_skor: a.verifikasi_skor, ada_bukti: bukti.has(`${i.id}|${a.indikator_id}`) }) ?? 0;
      }
      const k = kematangan(defs, new Map(list.map((a) => [Number(a.indikator_id), a])));
      expect(i.kematangan, `inovasi ${i.id}`).toBe(k);
      expect(i.total_points).toBe(k);
      if (i.status_nomor === null) expect(i.verifikasi_points).toBeNull();
      else expect(i.verifikasi_points, `inovasi ${i.id}`).toBe(bulat(verified));
    }
    expect(dievaluasi).toBeGreaterThan(0);
    const riwayat = await q<{ n: number }>(sql`select count(*)::int as n from evaluasi where alasan = 'bukti_tidak_sesuai' and pemilik = 'inovasi'`);
    expect(riwayat[0]!.n).toBe(dievaluasi);
  });

  it('stores the engine\'s results, traceable to the region answers and their evidence', async () => {
    const defs = (await katalog(db2.db, TAHUN_DEMO_NASIONAL, 'P')).filter((d) => d.jenis !== 'A');
    const byId = new Map(defs.map((d) => [d.id, d]));
    const jawaban = await q<{ profil_id: number; indikator_id: number; nilai: string | null; nilai_sebelum: number | null; nilai_sesudah: number | null; skala_id: number | null; skor: number; verifikasi_skor: number | null }>(
      sql`select * from indikator_daerah where tahun = ${TAHUN_DEMO_NASIONAL} and profil_id in ${ids}`,
    );
    const bukti = new Set(
      (await q<{ k: string }>(sql`select pemilik_id || '|' || indikator_id as k from dokumen_indikator where pemilik = 'daerah' and (coalesce(file_url, '') <> '' or coalesce(youtube, '') <> '')`)).map((r) => r.k),
    );
    const spd = new Map<number, { self: number; verified: number; n: number }>();
    for (const a of jawaban) {
      expect(a.skor).toBe(skorIndikator(byId.get(Number(a.indikator_id))!, a));
      const s = spd.get(Number(a.profil_id)) ?? { self: 0, verified: 0, n: 0 };
      s.self += a.skor;
      s.verified += skorTerverifikasi({ skor: a.skor, verifikasi_skor: a.verifikasi_skor, ada_bukti: bukti.has(`${a.profil_id}|${a.indikator_id}`) }) ?? 0;
      s.n++;
      spd.set(Number(a.profil_id), s);
    }
    const stored = await q<{ profil_id: number; sumber: 'self' | 'verified'; spd: number; sid: number; total: number; iid: number; predikat: string; jumlah_inovasi: number }>(
      sql`select profil_id, sumber, spd, sid, total, iid, predikat, jumlah_inovasi from indeks_hasil where tahun = ${TAHUN_DEMO_NASIONAL} and profil_id in ${ids}`,
    );
    const by = new Map(stored.map((r) => [`${r.profil_id}|${r.sumber}`, r]));
    const hasil = await hitungDaerah(db2.db, TAHUN_DEMO_NASIONAL, ids);
    expect(hasil).toHaveLength(ids.length);
    for (const h of hasil) {
      expect(spd.get(h.profil_id)?.n, `daerah ${h.profil_id}`).toBe(defs.length);
      for (const sumber of ['self', 'verified'] as const) {
        const s = by.get(`${h.profil_id}|${sumber}`)!;
        const e = h[sumber];
        expect({ spd: s.spd, sid: s.sid, total: s.total, iid: s.iid, predikat: s.predikat, n: s.jumlah_inovasi }, `daerah ${h.profil_id} ${sumber}`).toEqual({
          spd: e.spd,
          sid: e.sid,
          total: e.total,
          iid: e.iid,
          predikat: e.predikat,
          n: e.jumlah_inovasi,
        });
        expect(s.spd).toBe(bulat(spd.get(h.profil_id)![sumber]));
      }
    }
  });

  it('lands every region in the band it aims at, self and verified', async () => {
    const nama: Record<TingkatDemo, string | null> = { SI: PREDIKAT.SANGAT_INOVATIF, I: PREDIKAT.INOVATIF, KI: PREDIKAT.KURANG_INOVATIF, NOL: null };
    const stored = await q<{ profil_id: number; sumber: string; iid: number; predikat: string }>(
      sql`select profil_id, sumber, iid, predikat from indeks_hasil where tahun = ${TAHUN_DEMO_NASIONAL} and profil_id in ${ids}`,
    );
    expect(stored).toHaveLength(ids.length * 2);
    for (const r of stored) {
      const t = tingkat.get(Number(r.profil_id))!;
      if (nama[t]) expect(r.predikat, `daerah ${r.profil_id} ${r.sumber}`).toBe(nama[t]);
      else {
        // nothing that scores: IID 0, outside the three bands
        expect(r.iid).toBe(0);
        expect([PREDIKAT.SANGAT_INOVATIF, PREDIKAT.INOVATIF, PREDIKAT.KURANG_INOVATIF]).not.toContain(r.predikat);
      }
    }
    for (const t of ['SI', 'I', 'KI', 'NOL'] as const) expect([...tingkat.values()]).toContain(t);
  });

  it('has unproven claims: answers without evidence score 0 in the verified index', async () => {
    for (const [tabel, pemilik, kolom] of [
      ['indikator_daerah', 'daerah', 'profil_id'],
      ['indikator_inovasi', 'inovasi', 'inovasi_id'],
    ] as const) {
      const [r] = await q<{ ada: boolean }>(
        sql`select exists (select 1 from ${sql.identifier(tabel)} a where a.skor > 0 and a.verifikasi_skor is null and not exists (select 1 from dokumen_indikator d where d.pemilik = ${pemilik} and d.pemilik_id = a.${sql.identifier(kolom)} and d.indikator_id = a.indikator_id)) as ada`,
      );
      expect(r!.ada, tabel).toBe(true);
    }
    // such a region's verified SPD is below its self SPD
    const [lebihRendah] = await q<{ n: number }>(
      sql`select count(*)::int as n from indeks_hasil s join indeks_hasil v on v.profil_id = s.profil_id and v.tahun = s.tahun and v.sumber = 'verified' where s.sumber = 'self' and s.tahun = ${TAHUN_DEMO_NASIONAL} and s.profil_id in ${ids} and v.spd < s.spd`,
    );
    expect(lebihRendah!.n).toBeGreaterThan(0);
  });

  it('has registrations in every review and QC state; is_index exactly where QC confirmed an approval', async () => {
    const states = await q<{ s: number; qc: number }>(
      sql`select distinct r.status_nomor as s, r.qc from nomor_registrasi r join iga2020_inovasi i on i.id = r.inovasi_id where i.profil_id in ${ids} order by 1, 2`,
    );
    expect(states.map((r) => `${r.s}/${r.qc}`)).toEqual(expect.arrayContaining(['0/0', '1/0', '1/1', '1/2', '2/0']));
    const [salah] = await q<{ n: number }>(
      sql`select count(*)::int as n from iga2020_inovasi i left join nomor_registrasi r on r.inovasi_id = i.id where i.profil_id in ${ids} and i.is_index <> case when r.status_nomor = 1 and r.qc = 1 then 1 else 0 end`,
    );
    expect(salah!.n).toBe(0);
    const [tanpaRiwayat] = await q<{ n: number }>(
      sql`select count(*)::int as n from nomor_registrasi r join iga2020_inovasi i on i.id = r.inovasi_id where i.profil_id in ${ids} and not exists (select 1 from nomor_registrasi_history h where h.nomor_registrasi_id = r.id and h.aksi = 'kirim')`,
    );
    expect(tanpaRiwayat!.n).toBe(0);
    // innovations outside each counting rule: stage, application window, taken out by an admin
    const [lain] = await q<{ tahap: number; jendela: number; keluar: number }>(
      sql`select count(*) filter (where inovasi_status < 2)::int as tahap, count(*) filter (where inovasi_status = 2 and waktu_implementasi < '2024-01-01')::int as jendela, count(*) filter (where keluar_indeks_alasan is not null)::int as keluar from iga2020_inovasi where profil_id in ${ids}`,
    );
    expect(lain!.tahap).toBeGreaterThan(0);
    expect(lain!.jendela).toBeGreaterThan(0);
    expect(lain!.keluar).toBeGreaterThan(0);
  });
});

describe('the demo seed runs once per database (issue 14 item 10)', () => {
  let fresh3: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let db3: Awaited<ReturnType<typeof openDatabase>>;
  const rows3 = async <T>(q: SQL) => ((await db3.db.execute(q)) as unknown as { rows: T[] }).rows;
  const num3 = async (q: SQL) => Number(((await rows3<{ n: number | string }>(q))[0]?.n ?? 0));
  beforeAll(async () => {
    fresh3 = await freshDatabaseUrl();
    db3 = await openDatabase({ url: fresh3.url, pgliteDir: 'memory://' });
    await db3.migrate();
    await seedMaster(db3.db);
    await seedDemo(db3.db, { password: 'Demo#Sandi2026' });
  }, 60_000);
  afterAll(async () => {
    await db3?.close();
    await fresh3?.drop();
  });

  it('a demo record a user deleted or renamed stays so after a restart (issue 14 item 10)', async () => {
    const [a, b] = await rows3<{ id: number; nama: string }>(
      sql`select i.id, i.nama from iga2020_inovasi i where not exists (select 1 from nomor_registrasi r where r.inovasi_id = i.id) order by i.id limit 2`,
    );
    expect(a && b).toBeTruthy();
    await db3.db.execute(sql`delete from iga2020_inovasi where id = ${a!.id}`);
    await db3.db.execute(sql`update iga2020_inovasi set nama = 'Nama baru oleh pengguna' where id = ${b!.id}`);
    await db3.db.execute(sql`delete from usr_asn where username = 'viewer'`);
    await seedDemo(db3.db, { password: 'Demo#Sandi2026' }); // the next start
    expect(await num3(sql`select count(*) as n from iga2020_inovasi where nama = ${a!.nama}`)).toBe(0);
    expect(await num3(sql`select count(*) as n from iga2020_inovasi where nama = ${b!.nama}`)).toBe(0);
    expect(await num3(sql`select count(*) as n from usr_asn where username = 'viewer'`)).toBe(0);
  });
});
