import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BERANDA_PERAN, jenisBeranda, ROLES, type BerandaRingkasan, type Role } from '@sigap/domain';
import { buildTestApp, type TestApp } from './helpers';
import { buatInovasi, buatInovasiTerkirim, denganPengaturan } from './factories';

/** The role-aware home `GET /beranda` (issue 19 item 1, decision 80): each role's kind of answer and its scope. */
let t: TestApp;
const tokens = {} as Record<Role | 'pemda.lain', string>;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const hitung = async (q: string): Promise<number> => Number((await sql<{ n: number }>(q))[0]?.n ?? -1);
const beranda = async (who: Role | 'pemda.lain'): Promise<BerandaRingkasan> => {
  const res = await t.req({ method: 'GET', url: '/beranda', token: tokens[who] });
  expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
  return res.json().data;
};
const me = async (who: Role | 'pemda.lain') => (await t.req({ method: 'GET', url: '/me', token: tokens[who] })).json().data as { m_daerah_id: number | null; profil_id: number | null; daerah_ids: number[] | null };

beforeAll(async () => {
  t = await buildTestApp();
  for (const r of ROLES) tokens[r] = await t.loginAs(r);
  tokens['pemda.lain'] = await t.loginAs('pemda.lain');
  // twenty sign-ins on a fresh database: slow on a shared machine
}, 600_000);
afterAll(() => t.close());

describe('GET /beranda: who may read it and what kind of answer', () => {
  it('every role whose home is beranda gets its kind; the others are refused (403)', async () => {
    const salah: string[] = [];
    for (const role of ROLES) {
      const res = await t.req({ method: 'GET', url: '/beranda', token: tokens[role] });
      if (BERANDA_PERAN[role] !== 'beranda') {
        if (res.statusCode !== 403) salah.push(`${role}: ${res.statusCode} (403 diharapkan)`);
        continue;
      }
      if (res.statusCode !== 200) {
        salah.push(`${role}: ${res.statusCode} ${res.body}`);
        continue;
      }
      const d = res.json().data as BerandaRingkasan;
      if (d.jenis !== jenisBeranda(role)) salah.push(`${role}: jenis ${d.jenis}`);
      // the parts of the kind are filled, the others empty
      const isi = { review: d.review != null, juri: d.juri != null, daerah: d.daerah != null, sistem: d.sistem != null, inovasi: d.inovasi != null };
      const harap = {
        review: d.jenis === 'review' || d.jenis === 'juri',
        juri: d.jenis === 'juri',
        daerah: d.jenis === 'daerah',
        sistem: d.jenis === 'sistem',
        inovasi: ['nasional', 'provinsi', 'daerah'].includes(d.jenis),
      };
      if (JSON.stringify(isi) !== JSON.stringify(harap)) salah.push(`${role}: bagian ${JSON.stringify(isi)}`);
    }
    expect(salah).toEqual([]);
    expect((await t.req({ method: 'GET', url: '/beranda' })).statusCode).toBe(401);
  });
});

describe('scope: no role sees another region', () => {
  it('kabkota, dinas, kecamatan, asn and upt read their own region only; a new innovation elsewhere changes nothing for them', async () => {
    const peran = ['kabkota', 'dinas', 'kecamatan', 'asn', 'upt'] as const;
    const sebelum = Object.fromEntries(await Promise.all(peran.map(async (r) => [r, await beranda(r)] as const)));
    const nasionalSebelum = (await beranda('pusat')).inovasi!.total;
    for (const r of peran) {
      const u = await me(r);
      const d = sebelum[r]!;
      expect(d.daerah?.profil_id, r).toBe(u.profil_id);
      const n = await hitung(`select count(*)::int as n from iga2020_inovasi where is_lomba = 0 and profil_id = ${u.profil_id}`);
      expect(d.inovasi!.total, r).toBe(n);
      // only the region's published innovations (the portal's rule) are named
      for (const i of d.daerah!.inovasi_terbit) {
        const [row] = await sql<{ profil_id: number; status_nomor: number; qc: number }>(
          `select i.profil_id, r.status_nomor, r.qc from iga2020_inovasi i join nomor_registrasi r on r.inovasi_id = i.id where i.id = ${i.id}`,
        );
        expect(row, `${r}: ${i.nama}`).toMatchObject({ profil_id: u.profil_id, status_nomor: 1 });
        expect(row!.qc).not.toBe(2);
      }
    }
    // an innovation of another region (Banyuwangi)
    const lain = await buatInovasi(t, tokens['pemda.lain']);
    expect(lain.profil_id).not.toBe((await me('kabkota')).profil_id);
    for (const r of peran) expect((await beranda(r)).inovasi!.total, r).toBe(sebelum[r]!.inovasi!.total);
    expect((await beranda('pusat')).inovasi!.total).toBe(nasionalSebelum + 1);
  });

  it('upt counts its own innovations apart; the region roles without own records have none', async () => {
    expect((await beranda('upt')).inovasi!.milik_sendiri).toEqual(expect.any(Number));
    expect((await beranda('kabkota')).inovasi!.milik_sendiri).toBeNull();
  });

  it('a province sees itself and its regencies and cities, never another province', async () => {
    const u = await me('provinsi');
    const d = await beranda('provinsi');
    expect(d.jenis).toBe('provinsi');
    expect(d.lingkup.nama).toMatch(/Jawa Barat/);
    expect(d.lingkup.jumlah_daerah).toBe(u.daerah_ids!.length);
    for (const r of d.daerah_daftar) expect(u.daerah_ids, r.nama).toContain(r.profil_id);
    const n = await hitung(`select count(*)::int as n from iga2020_inovasi where is_lomba = 0 and profil_id = any(array[${u.daerah_ids!.join(',')}]::int[])`);
    expect(d.inovasi!.total).toBe(n);
    const lain = await me('pemda.lain');
    expect(d.daerah_daftar.map((r) => r.profil_id)).not.toContain(lain.profil_id);
  });

  it("the verifier's counts are its review queue's, in its area only", async () => {
    await buatInovasiTerkirim(t, tokens.pemda);
    await buatInovasiTerkirim(t, tokens['pemda.lain']);
    const d = await beranda('verifikator');
    const antrian = (await t.req({ method: 'GET', url: '/nomor_registrasi/request/lookup?per_page=100', token: tokens.verifikator })).json();
    expect(d.review!.menunggu).toBe(antrian.total);
    expect(d.review!.menunggu).toBeGreaterThan(0);
    const dalam = new Set((antrian.data as { inovasi_id: number }[]).map((r) => r.inovasi_id));
    for (const r of d.review!.terlama) expect(dalam.has(r.inovasi_id), r.nama).toBe(true);
    // national roles count every region
    const juri = await beranda('tim.penilai');
    const n = await hitung('select count(*)::int as n from nomor_registrasi where status_nomor = 0');
    expect(juri.review!.menunggu).toBe(n);
    const u = await me('verifikator');
    const m = await hitung(`select count(*)::int as n from nomor_registrasi where status_nomor = 0 and profil_id = any(array[${(u.daerah_ids ?? [0]).join(',') || 0}]::int[])`);
    expect(d.review!.menunggu).toBe(m);
  });
});

describe('what each home says', () => {
  it('national summary for pusat and viewer: stage counts, index average, the five best regions', async () => {
    for (const r of ['pusat', 'viewer'] as const) {
      const d = await beranda(r);
      const n = await hitung('select count(*)::int as n from iga2020_inovasi where is_lomba = 0');
      expect(d.inovasi!.total, r).toBe(n);
      expect(d.inovasi!.inisiatif + d.inovasi!.ujicoba + d.inovasi!.penerapan).toBe(n);
      expect(d.indeks).not.toBeNull();
      expect(d.daerah_daftar.length).toBeLessThanOrEqual(5);
      const iid = d.daerah_daftar.map((x) => x.iid);
      expect(iid).toEqual([...iid].sort((a, b) => b - a));
    }
  });

  it('a region sees its IID only once the year is published', async () => {
    const d = await beranda('kabkota');
    const admin = await t.loginAs('admin');
    const publikasi = (await sql<{ setting_value: string }>("select setting_value from app_settings where name = 'tahun_publikasi'"))[0]?.setting_value ?? '';
    if (!publikasi.split(/[,\s]+/).includes(String(d.tahun))) {
      expect(d.daerah!.iid).toBeNull();
      expect(d.daerah!.alasan_indeks).toMatch(/belum diterbitkan/);
    }
    // not published: never shown, whatever is stored
    await denganPengaturan(t, admin, { tahun_publikasi: '' }, async () => {
      const x = await beranda('kabkota');
      expect(x.daerah!.iid).toBeNull();
      expect(x.daerah!.predikat).toBeNull();
      expect(x.daerah!.alasan_indeks).toBe(`Indeks tahun ${x.tahun} belum diterbitkan.`);
    });
    expect(d.daerah!.profil.map((p) => p.label)).toContain('Pakta integritas');
    expect(d.daerah!.indikator_jumlah).toBeGreaterThanOrEqual(d.daerah!.indikator_terisi);
  });

  it('the developer sees the system and the latest activity', async () => {
    const d = await beranda('developer');
    expect(d.sistem).toMatchObject({ basis_data: true, mode_demo: true });
    expect(d.sistem!.versi).toMatch(/^\d+\.\d+\.\d+/);
    expect(d.sistem!.akun_aktif).toBeGreaterThan(0);
    expect(d.sistem!.aktivitas_7_hari).toBeGreaterThanOrEqual(d.sistem!.aktivitas_24_jam);
  });

  it('the jury sees its award and competition work', async () => {
    const d = await beranda('tim.penilai');
    expect(d.juri).toMatchObject({ iga_ditugaskan: expect.any(Number), lomba_kiriman: expect.any(Number), lomba_dinilai: expect.any(Number) });
    expect(d.juri!.lomba_dinilai).toBeLessThanOrEqual(d.juri!.lomba_kiriman);
  });
});

describe('GET /platform/modules: one menu entry per screen (decision 81)', () => {
  it('the diklat roles get dashboard-diklat as a screen but not as a second menu entry; pemda keeps it', async () => {
    const mods = async (who: Role) =>
      (await t.req({ method: 'GET', url: '/platform/modules', token: tokens[who] })).json() as { data: { slug: string; sama?: string }[]; sections: { modules: string[] }[] };
    const peserta = await mods('peserta.diklat');
    expect(peserta.data.map((m) => m.slug)).toEqual(expect.arrayContaining(['diklat', 'dashboard-diklat']));
    expect(peserta.data.find((m) => m.slug === 'dashboard-diklat')?.sama).toBe('diklat');
    const menu = peserta.sections.flatMap((s) => s.modules);
    expect(menu).toContain('diklat');
    expect(menu).not.toContain('dashboard-diklat');
    expect((await mods('pemda')).sections.flatMap((s) => s.modules)).toContain('dashboard-diklat');
    // the home of each beranda role is in its menu
    for (const r of ROLES.filter((x) => BERANDA_PERAN[x] === 'beranda')) expect((await mods(r)).sections.flatMap((s) => s.modules), r).toContain('beranda');
  });
});
