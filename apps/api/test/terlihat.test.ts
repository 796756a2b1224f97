/**
 * Issue 14 item 1: nobody reads what is not theirs. One rule decides when a region sees its verified results
 * (`verifikasiDaerahTerlihatUntuk`), on every endpoint that carries them; the profile timeline shows OPD and UPT
 * only their own innovations; draft news is read only by the roles that write news.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';
import { buatInovasi, denganPengaturan } from './factories';

let t: TestApp;
let admin: string;
let pemda: string;
let bandung: number;
let jabar: number;
const get = (url: string, token: string) => t.req({ method: 'GET', url, token });
const hariIni = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const besok = () => new Date(Date.now() + 7 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
const kemarin = () => new Date(Date.now() + 7 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  bandung = (await get('/me', pemda)).json().data.m_daerah_id;
  const rows = (await t.ctx.db.execute(`select parent_id from m_daerah where id = ${bandung}` as never)) as unknown as { rows: { parent_id: number }[] };
  jabar = rows.rows[0]!.parent_id;
});
afterAll(() => t.close());

describe('one rule for when a region sees its verified results', () => {
  const buka = { iga_status: '1', periode_selesai: besok() };
  const tutup = { iga_status: '1', periode_selesai: kemarin() };

  it('while the filling is open, the region sees no verified number on /summary-verified, /summary/{id} or /kabkota; central roles do', async () => {
    expect(hariIni()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await denganPengaturan(t, admin, buka, async () => {
      const daerah = (await get(`/summary-verified/${bandung}?tahun=2026`, pemda)).json().data;
      expect(daerah.indeks.verified).toBeNull();
      expect(daerah.klaster).toEqual([]);
      expect(daerah.alasan_verifikasi_tersembunyi).toMatch(/periode pengisian ditutup/);
      const mandiri = (await get(`/summary/${bandung}?tahun=2026`, pemda)).json().data;
      expect(mandiri.indeks.verified).toBeNull();
      const lingkup = (await get('/summary-verified?tahun=2026', pemda)).json().data;
      expect(lingkup.indeks).toMatchObject({ jumlah_dinilai: 0, rata_rata: 0 });
      expect(lingkup.alasan_verifikasi_tersembunyi).toMatch(/periode pengisian ditutup/);
      const kab = (await get(`/kabkota/${jabar}`, pemda)).json();
      expect(kab.data.every((r: { skor_verifikasi: number | null }) => r.skor_verifikasi === null)).toBe(true);
      expect(kab.alasan_verifikasi_tersembunyi).toMatch(/periode pengisian ditutup/);
      const prov = (await get(`/kabkota/${jabar}`, await t.loginAs('provinsi'))).json();
      expect(prov.data.every((r: { skor_verifikasi: number | null }) => r.skor_verifikasi === null)).toBe(true);
      // a verifier and the central roles see the numbers
      for (const role of ['admin', 'tim.penilai', 'pusat']) {
        const r = (await get(`/kabkota/${jabar}`, await t.loginAs(role))).json();
        expect(r.alasan_verifikasi_tersembunyi, role).toBeNull();
        expect(r.data.every((x: { skor_verifikasi: number | null }) => typeof x.skor_verifikasi === 'number'), role).toBe(true);
      }
      const pusat = (await get(`/summary-verified/${bandung}?tahun=2026`, await t.loginAs('pusat'))).json().data;
      expect(pusat.alasan_verifikasi_tersembunyi).toBeNull();
      expect(pusat.indeks.verified).not.toBeNull();
    });
  });

  it('once the filling closes, the region sees them everywhere, the same as its indicator page', async () => {
    await denganPengaturan(t, admin, tutup, async () => {
      const daerah = (await get(`/summary-verified/${bandung}?tahun=2026`, pemda)).json().data;
      expect(daerah.alasan_verifikasi_tersembunyi).toBeNull();
      expect(daerah.indeks.verified).not.toBeNull();
      const kab = (await get(`/kabkota/${jabar}`, pemda)).json();
      expect(kab.alasan_verifikasi_tersembunyi).toBeNull();
      expect(typeof kab.data[0].skor_verifikasi).toBe('number');
      const halaman = (await get(`/daerah/${bandung}/indikator?tahun=2026`, pemda)).json();
      expect(JSON.stringify(halaman)).not.toMatch(/periode pengisian ditutup/);
    });
  });
});

describe('the profile timeline shows OPD and UPT only the innovations they may read', () => {
  it("an innovation created by another account is not in the OPD's timeline; the region's admin sees it", async () => {
    const { id, nama } = (await buatInovasi(t, pemda)) as { id: number; nama: string };
    const opd = await t.loginAs('opd');
    // the OPD cannot read it directly...
    expect((await get(`/crud/iga2020_inovasi/${id}`, opd)).statusCode).toBe(404);
    // ...nor through the timeline
    const lini = (await get(`/profil/${bandung}/linimasa?limit=200`, opd)).json();
    expect(lini.data.some((e: { inovasi_id: number | null }) => e.inovasi_id === id)).toBe(false);
    expect(JSON.stringify(lini.data)).not.toContain(nama);
    const milikPemda = (await get(`/profil/${bandung}/linimasa?limit=200`, pemda)).json();
    expect(milikPemda.data.some((e: { inovasi_id: number | null }) => e.inovasi_id === id)).toBe(true);
  });
});

describe('draft news is read only by the roles that write news', () => {
  it('a draft is 404 and absent from the list for other roles; published news is readable', async () => {
    const buat = await t.req({ method: 'POST', url: '/crud/news', token: admin, payload: { title: 'Draf rahasia uji', description: '<p>isi</p>', is_published: 0 } });
    expect(buat.statusCode, buat.body).toBe(201);
    const id = buat.json().data.id as number;
    for (const role of ['pemda', 'opd', 'viewer', 'peserta.diklat']) {
      const token = await t.loginAs(role);
      expect((await get(`/crud/news/${id}`, token)).statusCode, role).toBe(404);
      const list = (await get('/crud/news?per_page=100', token)).json();
      expect(list.data.some((n: { id: number }) => n.id === id), role).toBe(false);
    }
    expect((await get(`/crud/news/${id}`, admin)).statusCode).toBe(200);
    const terbit = await t.req({ method: 'POST', url: `/crud/news/${id}`, token: admin, payload: { is_published: 1 } });
    expect(terbit.statusCode, terbit.body).toBe(200);
    expect((await get(`/crud/news/${id}`, pemda)).statusCode).toBe(200);
  });
});
