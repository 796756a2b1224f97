import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let bandung: number;
let superadmin: string;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const halaman = (id: number | string) => t.req({ method: 'GET', url: `/publik/pemda/${id}` });

/** Every key anywhere in a JSON value. */
function kunci(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) kunci(x, out);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      kunci(x, out);
    }
  return out;
}

beforeAll(async () => {
  t = await buildTestApp();
  superadmin = await t.loginAs('superadmin');
  bandung = (await t.req({ method: 'GET', url: '/me', token: await t.loginAs('pemda') })).json().data.m_daerah_id;
  // private things the page must never show
  await sql(`update profil_pemda set email = 'rahasia@bandung.go.id', no_telp = '08123456789', nama_admin = 'Petugas Rahasia', alamat = 'Jl. Wastukencana No. 2',
    map_embed = 'https://www.google.com/maps/embed?pb=!1m18', logo_url = 'https://example.org/logo.png' where id = ${bandung}`);
  const ino = await sql<{ id: number; nama: string }>(`select id, nama from iga2020_inovasi where profil_id = ${bandung} order by id limit 4`);
  // a: Penerapan + verified -> shown; b: Penerapan, pending -> hidden; c: trial stage, verified -> hidden; d: verified, sent back by QC -> hidden
  const [a, b, c, d] = ino;
  await sql(`update iga2020_inovasi set inovasi_status = 2, nama = 'Inovasi Publik Terverifikasi', is_covid = 9 where id = ${a!.id}`);
  await sql(`update iga2020_inovasi set inovasi_status = 2, nama = 'Draf Belum Diverifikasi' where id = ${b!.id}`);
  await sql(`update iga2020_inovasi set inovasi_status = 1, nama = 'Uji Coba Terverifikasi' where id = ${c!.id}`);
  await sql(`update iga2020_inovasi set inovasi_status = 2, nama = 'Dikembalikan QC' where id = ${d!.id}`);
  await sql(`delete from nomor_registrasi where inovasi_id in (${a!.id}, ${b!.id}, ${c!.id}, ${d!.id})`);
  await sql(`insert into nomor_registrasi (inovasi_id, nomor, status_nomor, qc) values (${a!.id}, 'P/1', 1, 1), (${b!.id}, 'P/2', 0, 0), (${c!.id}, 'P/3', 1, 0), (${d!.id}, 'P/4', 1, 2)`);
});
afterAll(() => t.close());

describe('public region page (PLT-14)', () => {
  it('needs no sign-in and shows the profile, the map and only verified innovations at stage Penerapan', async () => {
    const r = await halaman(bandung);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.profil).toMatchObject({ id: bandung, nama: expect.stringMatching(/Bandung/), tingkat: 'Kota', alamat: 'Jl. Wastukencana No. 2', logo_url: 'https://example.org/logo.png' });
    expect(d.profil.peta_src).toMatch(/^https:\/\/www\.google\.com\/maps\/embed/);
    expect(d.profil.induk).toMatch(/Jawa Barat/i);
    const names = d.inovasi.map((i: { nama: string }) => i.nama);
    expect(names).toContain('Inovasi Publik Terverifikasi');
    for (const n of ['Draf Belum Diverifikasi', 'Uji Coba Terverifikasi', 'Dikembalikan QC']) expect(names).not.toContain(n);
    expect(d.inovasi.find((i: { nama: string }) => i.nama === 'Inovasi Publik Terverifikasi')).toEqual({ id: expect.any(Number), nama: 'Inovasi Publik Terverifikasi', tema: expect.any(String), tahun: expect.any(Number), jenis_inovasi: expect.anything() });
  });

  it('leaks no private field: the answer holds only whitelisted keys and no staff contact anywhere', async () => {
    const r = await halaman(bandung);
    const allowed = new Set(['status', 'data', 'profil', 'indeks', 'tahun_publikasi', 'inovasi', 'id', 'nama', 'tingkat', 'jenis', 'kode', 'induk', 'alamat', 'logo_url', 'peta_src', 'tahun', 'iid', 'predikat', 'tema', 'jenis_inovasi', 'pemenang', 'kategori', 'urutan']);
    expect([...kunci(r.json())].filter((k) => !allowed.has(k))).toEqual([]);
    for (const secret of ['rahasia@bandung.go.id', '08123456789', 'Petugas Rahasia', 'Draf Belum Diverifikasi', 'password', 'email', 'no_telp']) expect(r.body).not.toContain(secret);
  });

  it('an uploaded logo that is not public, or a map outside the allowed providers, is not shown', async () => {
    await sql(`update profil_pemda set logo_url = '/media/2026/01/rahasia.png', map_embed = 'https://evil.example/maps/embed' where id = ${bandung}`);
    const d = (await halaman(bandung)).json().data;
    expect(d.profil.logo_url).toBeNull();
    expect(d.profil.peta_src).toBeNull();
  });

  it('shows the verified index only for the years the ministry published (setting tahun_publikasi)', async () => {
    expect((await halaman(bandung)).json().data).toMatchObject({ indeks: [], tahun_publikasi: [] });
    // Bandung: one counted, verified innovation of maturity 111 (2026 rules: 111 / 12 / 250 x 100 = 3.7); self answers do not matter
    const [a] = await sql<{ id: number }>(`select i.id from iga2020_inovasi i join nomor_registrasi n on n.inovasi_id = i.id where i.nama = 'Inovasi Publik Terverifikasi'`);
    await sql(`update iga2020_inovasi set is_index = 1, kematangan = 111, waktu_implementasi = '2024-03-01', urusan_pemerintah_id = '1' where id = ${a!.id}`);
    // its verified total as the answer writers keep it (every answer proven)
    await sql(`insert into iga2020_inovasi_skor (inovasi_id, total_points, verifikasi_points) values (${a!.id}, 111, 111) on conflict (inovasi_id) do update set total_points = 111, verifikasi_points = 111`);
    await sql(`delete from indikator_daerah where profil_id = ${bandung}`);
    const row = (await t.req({ method: 'GET', url: '/crud/app_settings?search=tahun_publikasi', token: superadmin })).json().data.find((s: { name: string }) => s.name === 'tahun_publikasi');
    const set = await t.req({ method: 'POST', url: `/crud/app_settings/${row.id}`, token: superadmin, payload: { setting_value: '2026,2019' } });
    expect(set.statusCode, set.body).toBeLessThan(300);
    t.ctx.settings.invalidate();
    // not stored yet: computed for the page without writing
    let d = (await halaman(bandung)).json().data;
    expect(d.tahun_publikasi).toEqual([2026, 2019]);
    expect(d.indeks).toEqual([{ tahun: 2026, iid: 3.7, predikat: 'Kurang Inovatif' }]); // 2019 has no rules: nothing to publish
    expect(Number((await sql<{ n: number }>(`select count(*)::int as n from indeks_hasil where profil_id = ${bandung}`))[0]!.n)).toBe(0);
    // stored: the stored verified value is shown, never the self value
    await t.req({ method: 'POST', url: '/recount?tahun=2026', token: superadmin });
    await sql(`update indeks_hasil set iid = 55.5 where profil_id = ${bandung} and sumber = 'self'`);
    d = (await halaman(bandung)).json().data;
    expect(d.indeks).toEqual([{ tahun: 2026, iid: 3.7, predikat: 'Kurang Inovatif' }]);
  });

  it('an unknown id is 404, with no detail', async () => {
    const r = await halaman('99999999');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ status: 0, code: 'NOT_FOUND', message: 'Pemerintah daerah tidak ditemukan.' });
  });

  it('a malformed id is refused by the contract (422, the field named), before any read', async () => {
    for (const id of ['0', '-1', 'abc', '1e3', '0x2', '2e0', '002', '1%20OR%201%3D1', '99999999999999', `${bandung}%27--`]) {
      const r = await halaman(id);
      expect(r.statusCode, id).toBe(422);
      expect(r.json()).toMatchObject({ status: 0, code: 'VALIDATION_FAILED', errors: { profil_id: expect.any(String) } });
    }
  });

  it('the answer schema is the whitelist: keys outside it are dropped before sending', async () => {
    const { K_PUBLIK } = await import('@sigap/domain');
    const bocor = K_PUBLIK.pemda.jawaban.parse({
      status: 1,
      data: {
        profil: { id: 1, nama: 'x', tingkat: 'Kota', jenis: 'kota', kode: '1', induk: null, alamat: null, logo_url: null, peta_src: null, email: 'rahasia@x.id' },
        indeks: [],
        tahun_publikasi: [],
        inovasi: [{ id: 1, nama: 'x', tema: null, tahun: 2024, jenis_inovasi: null, skor: 99 }],
        pemenang: [{ tahun: 2023, kategori: 'x', urutan: 1, profil_id: 9 }],
        password: 'x',
      },
    });
    expect(JSON.stringify(bocor)).not.toMatch(/rahasia|skor|password/);
  });
});
