/**
 * The demo data reads like a real country (issue 19 item 8): every innovation that is "Sudah Dikirim" passes
 * the send rules it was sent under (the same checker and policy as the send command), names differ from
 * region to region, dates spread over the period, texts read as proposals (no shared paragraphs) and the demo
 * pemda's own profile is filled. The whole demo is seeded with the national sample (SIGAP_DEMO_NASIONAL=1).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { alasanKirim, barisInovasi, countWords, jendelaTanggal, konteksInovasi, hariIniWib, PROFIL_WAJIB, statusPengiriman, tahunPenilaianDari, TAHAPAN } from '@sigap/domain';
import { openDatabase, type Database } from '../client';
import { freshDatabaseUrl } from '../../../test/helpers';
import { seedMaster } from './master';
import { seedDemo } from './demo';
import { periksaInovasiDb } from '../../modules/indikator';
import { metodologiTahun } from '../../modules/indeks';

let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>> | undefined;
let database: Database;
const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The paragraphs of a rich text, without markup. */
const paragraf = (html: string | null): string[] =>
  (html ?? '')
    .split(/<\/p>/i)
    .map((p) => p.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((p) => countWords(p) >= 8);
const kalimat = (html: string | null): string[] => paragraf(html).flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/).filter((s) => countWords(s) >= 5));

interface Inov {
  id: number;
  profil_id: number;
  nama: string;
  daerah: string;
  tahun: number;
  waktu: string | null;
  waktu_implementasi: string | null;
  waktu_pengembangan: string | null;
  latar_belakang: string | null;
  tujuan: string | null;
  manfaat: string | null;
  hasil_inovasi: string | null;
  created_at: string;
  updated_at: string;
  status_nomor: number | null;
}
let inovasi: Inov[];

describe('demo data that looks like a real country (issue 19 item 8)', () => {
  beforeAll(async () => {
    fresh = await freshDatabaseUrl();
    database = await openDatabase({ url: fresh.url, pgliteDir: 'memory://' });
    await database.migrate();
    await seedMaster(database.db);
    process.env.SIGAP_DEMO_NASIONAL = '1';
    try {
      await seedDemo(database.db, { password: 'Demo#Sandi2026' });
    } finally {
      delete process.env.SIGAP_DEMO_NASIONAL;
    }
    inovasi = await q<Inov>(
      sql`select i.id, i.profil_id, i.nama, d.nama as daerah, i.tahun, i.waktu::text, i.waktu_implementasi::text, i.waktu_pengembangan::text, i.latar_belakang, i.tujuan, i.manfaat, i.hasil_inovasi,
            i.created_at::text, i.updated_at::text, r.status_nomor
          from iga2020_inovasi i join m_daerah d on d.id = i.profil_id left join nomor_registrasi r on r.inovasi_id = i.id where i.is_lomba = 0 order by i.id`,
    );
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  it('every "Sudah Dikirim" innovation satisfies the send rules: checker, policy, date window, stage', async () => {
    const settings = Object.fromEntries((await q<{ name: string; setting_value: string }>(sql`select name, setting_value from app_settings`)).map((r) => [r.name, r.setting_value]));
    // the context the send command builds: settings met with the assessment year's methodology (the period)
    const ctx = konteksInovasi('pemda', settings, hariIniWib(), null, await metodologiTahun(database.db, tahunPenilaianDari(settings)));
    const jendela = ctx.periode?.tanggalPenerapan ?? jendelaTanggal(settings);
    const rows = await q<Record<string, unknown>>(
      sql`select i.*, r.status_nomor from iga2020_inovasi i join nomor_registrasi r on r.inovasi_id = i.id where i.is_lomba = 0 order by i.id`,
    );
    const terkirim = rows.filter((r) => statusPengiriman({ status_nomor: Number(r.status_nomor), setuju: 1 }) === 'Sudah Dikirim');
    expect(terkirim.length).toBeGreaterThan(150);
    const salah: string[] = [];
    for (const row of terkirim) {
      const nama = `${String(row.nama)} (${String(row.id)})`;
      const hambatan = (await periksaInovasiDb(database.db, row, settings)).filter((i) => i.blocking);
      if (hambatan.length) salah.push(`${nama}: ${hambatan.map((h) => h.pesan).join(' | ')}`);
      // the policy as before sending (no registration yet), with the checker's verdict
      const why = alasanKirim(ctx, { ...barisInovasi(row), submitable: hambatan.length ? 0 : 1, kurang: [] }, null);
      if (why) salah.push(`${nama}: ${why.pesan}`);
      if (Number(row.submitable) !== 1) salah.push(`${nama}: submitable ${String(row.submitable)}`);
      if (Number(row.inovasi_status) !== TAHAPAN.PENERAPAN) salah.push(`${nama}: tahap ${String(row.inovasi_status)}`);
      for (const f of ['waktu_implementasi', 'waktu_pengembangan'] as const) {
        const v = row[f] == null ? null : String(row[f] instanceof Date ? (row[f] as Date).toISOString() : row[f]).slice(0, 10);
        if (v !== null && ((jendela.min && v < jendela.min) || (jendela.max && v > jendela.max))) salah.push(`${nama}: ${f} ${v} di luar ${jendela.min}..${jendela.max}`);
      }
      if (Number(String(row.waktu_implementasi ?? '').slice(0, 4)) !== Number(row.tahun)) salah.push(`${nama}: tahun ${String(row.tahun)} ≠ tanggal penerapan`);
    }
    expect(salah, salah.slice(0, 10).join('\n')).toEqual([]);
  }, 300_000);

  it('names differ from region to region: no template with the region name, few names shared by two regions', () => {
    const per = new Map<number, Set<string>>();
    for (const i of inovasi) per.set(i.profil_id, (per.get(i.profil_id) ?? new Set()).add(i.nama));
    expect(per.size).toBeGreaterThan(30);
    const bersih = (s: string) => s.replace(/^(Provinsi|Kabupaten|Kota) /, '');
    const denganNamaDaerah = inovasi.filter((i) => i.nama.includes(bersih(i.daerah)) && i.profil_id !== inovasi.find((x) => x.nama.startsWith('Sapa Warga'))?.profil_id);
    expect(denganNamaDaerah.map((i) => i.nama)).toEqual([]);
    const daerah = [...per.values()];
    let terburuk = 0;
    for (let a = 0; a < daerah.length; a++) {
      for (let b = a + 1; b < daerah.length; b++) {
        const sama = [...daerah[a]!].filter((n) => daerah[b]!.has(n)).length;
        terburuk = Math.max(terburuk, sama / Math.min(daerah[a]!.size, daerah[b]!.size));
      }
    }
    expect(terburuk).toBeLessThanOrEqual(0.1);
    // the text before the colon (the local acronym or the programme) varies as well
    const awalan = new Set(inovasi.map((i) => i.nama.split(':')[0]!.trim()));
    expect(awalan.size).toBeGreaterThan(80);
  });

  it('dates spread over the period: application and trial dates on many days of 2023-2025, created over weeks', () => {
    const hari = (xs: (string | null)[]) => new Set(xs.filter((x): x is string => !!x).map((x) => x.slice(0, 10)));
    const penerapan = hari(inovasi.map((i) => i.waktu_implementasi));
    expect(penerapan.size).toBeGreaterThan(150);
    expect(new Set([...penerapan].map((d) => d.slice(0, 7))).size).toBeGreaterThan(24);
    expect(new Set([...penerapan].map((d) => d.slice(0, 4)))).toEqual(new Set(['2023', '2024', '2025']));
    expect(new Set([...penerapan].map((d) => d.slice(8, 10))).size).toBeGreaterThan(20);
    expect(hari(inovasi.map((i) => i.waktu)).size).toBeGreaterThan(150);
    // a trial comes before the application
    expect(inovasi.filter((i) => i.waktu && i.waktu_implementasi && i.waktu > i.waktu_implementasi).map((i) => i.nama)).toEqual([]);
    const dibuat = hari(inovasi.map((i) => i.created_at));
    expect(dibuat.size).toBeGreaterThan(40);
    expect(hari(inovasi.map((i) => i.updated_at)).size).toBeGreaterThan(40);
    expect(inovasi.filter((i) => i.updated_at < i.created_at).map((i) => i.nama)).toEqual([]);
  });

  it('texts read as proposals: design texts of 300+ words, no paragraph shared by two innovations, no sentence repeated within one', () => {
    const milik = new Map<string, number>();
    const bersama: string[] = [];
    const ulang: string[] = [];
    for (const i of inovasi) {
      expect(countWords(i.latar_belakang ?? ''), i.nama).toBeGreaterThanOrEqual(300);
      for (const f of ['tujuan', 'manfaat', 'hasil_inovasi'] as const) expect(countWords(i[f] ?? ''), `${i.nama} ${f}`).toBeGreaterThanOrEqual(15);
      const teks = [i.latar_belakang, i.tujuan, i.manfaat, i.hasil_inovasi];
      for (const p of new Set(teks.flatMap(paragraf))) {
        const lain = milik.get(p);
        if (lain !== undefined && lain !== i.id) bersama.push(`${i.nama}: ${p.slice(0, 80)}`);
        milik.set(p, i.id);
      }
      const k = kalimat(i.latar_belakang);
      if (new Set(k).size !== k.length) ulang.push(i.nama);
    }
    expect(bersama.slice(0, 5)).toEqual([]);
    expect(ulang).toEqual([]);
  });

  it("the demo pemda's own profile (Kota Bandung) is filled: fields, SPD answers with documents", async () => {
    const [p] = await q<Record<string, unknown>>(sql`select p.* from profil_pemda p join m_daerah d on d.id = p.id where d.kode = '32.73'`);
    for (const { field } of PROFIL_WAJIB) expect(String(p?.[field] ?? '').trim(), field).not.toBe('');
    expect(p!.map_embed).toBeTruthy();
    const [n] = await q<{ jawab: number; dok: number; spd: number }>(
      sql`select (select count(*)::int from indikator_daerah where profil_id = ${p!.id}) as jawab,
                 (select count(*)::int from dokumen_indikator where pemilik = 'daerah' and pemilik_id = ${p!.id}) as dok,
                 (select count(*)::int from iga_indikator i join app_settings s on s.name = 'tahun_penilaian' and i.tahun::text = s.setting_value where i.tipe = 'P' and i.jenis <> 'A') as spd`,
    );
    // a few indicators stay open on purpose (the checker and the simulation show them; API tests rely on SPD-12)
    expect(n!.jawab).toBeGreaterThanOrEqual(n!.spd - 3);
    expect(n!.dok).toBeGreaterThanOrEqual(n!.spd - 4);
  });
});
