import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getResource, RESOURCES } from '@sigap/domain';
import { TABLES } from '../src/crud/tables';
import { buildTestApp, multipart, PDF_BYTES, type TestApp } from './helpers';
import { denganPengaturan, isianInovasi } from './factories';

let t: TestApp;
let admin: string;
let pemda: string;
let pemdaLain: string;
let opd: string;
let bandung: number;
let banyuwangi: number;

const get = (url: string, token: string) => t.req({ method: 'GET', url, token });
const count = async (table: string) => (await get(`/crud/${table}?per_page=1`, admin)).json().total as number;

const innovationBody = (over: Record<string, unknown> = {}) => isianInovasi({ nama: 'Layanan Antar Jemput Dokumen Kependudukan', ...over });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.loginAs('admin');
  pemda = await t.loginAs('pemda');
  pemdaLain = await t.loginAs('pemda.lain');
  opd = await t.loginAs('opd');
  bandung = (await get('/me', pemda)).json().data.m_daerah_id;
  banyuwangi = (await get('/me', pemdaLain)).json().data.m_daerah_id;
});
afterAll(() => t.close());

describe('list contract', () => {
  it('reports all 546 pemda (38 provinces + 508 regencies and cities)', async () => {
    const res = await get('/crud/m_daerah', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    expect(body.total).toBe(546);
    expect(body.data).toHaveLength(20);
    expect((await get('/crud/m_daerah?tingkat=1', admin)).json().total).toBe(38);
    expect((await get('/crud/m_daerah?tingkat[]=2', admin)).json().total).toBe(508);
  });

  it('pages from 0, accepts per_page and pageSize, sorts and searches', async () => {
    const p0 = (await get('/crud/m_daerah?page=0&per_page=10&orderBy[field]=nama&orderBy[sort]=asc', admin)).json();
    const p1 = (await get('/crud/m_daerah?page=1&pageSize=10&orderBy[field]=nama&orderBy[sort]=asc', admin)).json();
    expect(p0.data).toHaveLength(10);
    expect(p0.data[9].nama <= p1.data[0].nama).toBe(true);
    const desc = (await get('/crud/m_daerah?per_page=1&orderBy[field]=nama&orderBy[sort]=desc', admin)).json();
    expect(desc.data[0].nama >= p0.data[0].nama).toBe(true);
    const s = (await get('/crud/m_daerah?search=bandung', admin)).json();
    expect(s.total).toBeGreaterThanOrEqual(3);
    expect(s.data.every((d: { nama: string }) => /bandung/i.test(d.nama))).toBe(true);
  });

  it('accepts tahun[]=… and tahun[0]=… array filters', async () => {
    const a = (await get('/crud/iga2020_inovasi?tahun[]=2024&tahun[]=2023', admin)).json().total;
    const b = (await get('/crud/iga2020_inovasi?tahun[0]=2024&tahun[1]=2023', admin)).json().total;
    const none = (await get('/crud/iga2020_inovasi?tahun[]=2019', admin)).json().total;
    expect(a).toBeGreaterThan(0);
    expect(a).toBe(b);
    expect(none).toBe(0);
  });

  it('refuses a malformed filter or page size with 422 and ignores unknown parameters', async () => {
    expect((await get('/crud/iga2020_inovasi?tahun=abc', admin)).statusCode).toBe(422);
    expect((await get('/crud/m_daerah?per_page=100000', admin)).statusCode).toBe(422);
    expect((await get('/crud/m_daerah?page=-1', admin)).statusCode).toBe(422);
    const r = await get('/crud/m_daerah?password=x&orderBy[field]=pg_sleep', admin);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(546);
  });

  it('treats SQL-looking search text as text', async () => {
    const r = await get(`/crud/m_daerah?search=${encodeURIComponent("'; drop table m_daerah; --")}`, admin);
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(0);
    expect(await count('m_daerah')).toBe(546);
  });

  it('never returns password hashes', async () => {
    const r = (await get('/crud/usr_asn?per_page=100', admin)).json();
    expect(r.total).toBeGreaterThan(10);
    for (const row of r.data) expect(row).not.toHaveProperty('password');
    const one = (await get(`/crud/usr_asn/${r.data[0].id}`, admin)).json().data;
    expect(one).not.toHaveProperty('password');
  });

  it('lookup returns value and label', async () => {
    const r = (await get('/crud/iga2020_bentuk_inovasi/lookup', pemda)).json();
    expect(r.data.length).toBe(3);
    expect(r.data[0]).toHaveProperty('value');
    expect(r.data[0]).toHaveProperty('label');
  });
});

describe('create, read, update, delete with the activity log', () => {
  it('runs the whole cycle and logs every change', async () => {
    const created = await t.req({ method: 'POST', url: '/crud/help_faq', token: admin, payload: { question: 'Apa itu IID?', answer: '<p>Indeks Inovasi Daerah.</p>' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await get(`/crud/help_faq/${id}`, admin)).json().data.question).toBe('Apa itu IID?');
    const upd = await t.req({ method: 'POST', url: `/crud/help_faq/${id}`, token: admin, payload: { id, question: 'Apa itu Indeks Inovasi Daerah?' } });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data.question).toBe('Apa itu Indeks Inovasi Daerah?');
    const del = await t.req({ method: 'DELETE', url: `/crud/help_faq/${id}`, token: admin, payload: {} });
    expect(del.statusCode).toBe(200);
    expect((await get(`/crud/help_faq/${id}`, admin)).statusCode).toBe(404);
    const log = (await get('/activities?limit=10', admin)).json();
    const names = log.data.map((a: { name: string }) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Tambah FAQ', 'Ubah FAQ', 'Hapus FAQ']));
    const entry = log.data.find((a: { name: string }) => a.name === 'Ubah FAQ');
    expect(entry.account.username).toBe('admin');
    expect(entry.data).toEqual(expect.arrayContaining([{ name: 'question', value: 'Apa itu Indeks Inovasi Daerah?' }]));
    const older = (await get(`/activities?since_id=${log.data[0].id}&limit=1`, admin)).json();
    expect(older.data[0].id).toBeLessThan(log.data[0].id);
  });

  it('a regional user creates an innovation in their own region, owned by them', async () => {
    const res = await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: opd, payload: innovationBody() });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data;
    expect(row.profil_id).toBe(bandung);
    const me = (await get('/me', opd)).json().data;
    expect(row.created_by).toBe(me.id);
  });

  it('a foreign key that does not exist is a field error, not a 500', async () => {
    const res = await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: admin, payload: innovationBody({ bentuk_inovasi: 99999, profil_id: bandung }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toBeDefined();
  });

  it('deleting a record still referenced is a clear 409', async () => {
    const res = await t.req({ method: 'DELETE', url: '/crud/iga2020_bentuk_inovasi/2', token: admin, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/masih dipakai/);
  });
});

describe('cross-region probes', () => {
  let foreignId: number;
  beforeAll(async () => {
    const list = (await get(`/crud/iga2020_inovasi?profil_id=${banyuwangi}`, admin)).json();
    foreignId = list.data[0].id;
    expect(foreignId).toBeTypeOf('number');
  });

  it('pemda A sees none of region B in lists, even when filtering for it', async () => {
    const all = (await get('/crud/iga2020_inovasi?per_page=100', pemda)).json();
    expect(all.total).toBeGreaterThan(0);
    expect(all.data.every((r: { profil_id: number }) => r.profil_id === bandung)).toBe(true);
    expect((await get(`/crud/iga2020_inovasi?profil_id=${banyuwangi}`, pemda)).json().total).toBe(0);
    expect((await get(`/crud/iga2020_inovasi?pemda_id=${banyuwangi}`, pemda)).json().total).toBe(0);
  });

  it('pemda A cannot read, change or delete a record of region B', async () => {
    expect((await get(`/crud/iga2020_inovasi/${foreignId}`, pemda)).statusCode).toBe(404);
    const upd = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${foreignId}`, token: pemda, payload: { nama: 'Diambil alih' } });
    expect(upd.statusCode).toBe(404);
    const del = await t.req({ method: 'DELETE', url: `/crud/iga2020_inovasi/${foreignId}`, token: pemda, payload: {} });
    expect(del.statusCode).toBe(404);
    const still = (await get(`/crud/iga2020_inovasi/${foreignId}`, admin)).json().data;
    expect(still.nama).not.toBe('Diambil alih');
  });

  it('pemda A cannot create a record in region B or move one there', async () => {
    const res = await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: pemda, payload: innovationBody({ profil_id: banyuwangi }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.profil_id).toMatch(/di luar wilayah/);
    const own = (await get('/crud/iga2020_inovasi?per_page=1', pemda)).json().data[0];
    const move = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${own.id}`, token: pemda, payload: { profil_id: banyuwangi } });
    expect(move.statusCode).toBe(422);
  });

  it('an OPD account sees only the records it created', async () => {
    const list = (await get('/crud/iga2020_inovasi?per_page=100', opd)).json();
    const me = (await get('/me', opd)).json().data;
    expect(list.data.every((r: { created_by: number }) => r.created_by === me.id)).toBe(true);
    const pemdaOwn = (await get('/crud/iga2020_inovasi?per_page=100', pemda)).json().data.find((r: { created_by: number }) => r.created_by !== me.id);
    expect((await get(`/crud/iga2020_inovasi/${pemdaOwn.id}`, opd)).statusCode).toBe(404);
  });

  it('organisation and accounts of region B are out of reach', async () => {
    const opds = (await get('/crud/opd_perangkat?per_page=100', pemda)).json();
    expect(opds.data.every((o: { m_daerah_id: number }) => o.m_daerah_id === bandung)).toBe(true);
    const accounts = (await get('/crud/usr_asn?per_page=100', pemda)).json();
    expect(accounts.data.every((a: { m_daerah_id: number; role: string }) => a.m_daerah_id === bandung && ['opd', 'upt'].includes(a.role))).toBe(true);
    const lain = (await get('/crud/usr_asn?search=pemda.lain', admin)).json().data[0];
    expect((await get(`/crud/usr_asn/${lain.id}`, pemda)).statusCode).toBe(404);
    expect((await get(`/crud/profil_pemda/${banyuwangi}`, pemda)).statusCode).toBe(404);
    expect((await get(`/crud/profil_pemda/${bandung}`, pemda)).statusCode).toBe(200);
  });

  it('a pemda may only create OPD and UPT accounts, in its own region', async () => {
    const res = await t.req({
      method: 'POST',
      url: '/crud/usr_asn',
      token: pemda,
      payload: { username: 'naik.pangkat', password: 'Rahasia123', role: 'admin', nama_lengkap: 'Coba', email: 'c@c.go.id' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.role).toBeDefined();
    const foreign = await t.req({
      method: 'POST',
      url: '/crud/usr_asn',
      token: pemda,
      payload: { username: 'opd.asing', password: 'Rahasia123', role: 'opd', nama_lengkap: 'OPD Asing', email: 'opd@asing.go.id', m_daerah_id: banyuwangi },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.m_daerah_id).toMatch(/di luar wilayah/);
    const ok = await t.req({
      method: 'POST',
      url: '/crud/usr_asn',
      token: pemda,
      payload: { username: 'opd.baru', password: 'Rahasia123', role: 'opd', nama_lengkap: 'OPD Baru', email: 'opd@bandung.go.id' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.m_daerah_id).toBe(bandung);
    expect(ok.json().data).not.toHaveProperty('password');
  });
});

describe('bad input on every generic write changes nothing', () => {
  const writable = Object.values(RESOURCES).filter((r) => r && TABLES[r.name] && r.name !== 'app_settings');
  for (const r of writable) {
    it(`${r!.name}`, async () => {
      const admin = await t.loginAs('superadmin');
      const url = `/crud/${r!.name}`;
      const before = await count(r!.name);
      const firstField = Object.entries(r!.fields).find(([, d]) => !d.readOnly)![0];
      const cases: { payload: unknown; raw?: string; expect: number[] }[] = [
        { payload: {}, expect: [422] },
        { payload: { tidak_dikenal: 1, [firstField]: 'x' }, expect: [422] },
        { payload: [1, 2, 3], expect: [400, 422] },
        { payload: { [firstField]: { $ne: 1 } }, expect: [422] },
        { payload: { [firstField]: 'x'.repeat(300_000) }, expect: [422] },
        { payload: null, raw: '{"nama": "rusak",', expect: [400] },
      ];
      for (const c of cases) {
        const res = c.raw
          ? await t.req({ method: 'POST', url, token: admin, payload: c.raw, headers: { 'content-type': 'application/json' } })
          : await t.req({ method: 'POST', url, token: admin, payload: c.payload as object });
        expect(c.expect, `${JSON.stringify(c.payload)?.slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        const body = res.json();
        expect(body.status).toBe(0);
        expect(body.message).toMatch(/[a-z]/);
        expect(body.message).not.toMatch(/error|exception|syntax/i);
      }
      // wrong types for every field
      const wrong: Record<string, unknown> = {};
      for (const [k, d] of Object.entries(r!.fields)) {
        if (d.readOnly) continue;
        wrong[k] = ['number', 'integer', 'lookup', 'select', 'radio', 'checkbox', 'date', 'datetime'].includes(d.kind) ? 'bukan-angka-atau-pilihan' : { nested: true };
      }
      const res = await t.req({ method: 'POST', url, token: admin, payload: wrong });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
      expect(await count(r!.name)).toBe(before);
    });
  }

  it('an update with bad input leaves the record as it was', async () => {
    const own = (await get('/crud/iga2020_inovasi?per_page=1', pemda)).json().data[0];
    const res = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${own.id}`, token: pemda, payload: { nama: 'Nama baru', waktu_implementasi: '2022-12-31' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.waktu_implementasi).toMatch(/01\/01\/2024/);
    expect((await get(`/crud/iga2020_inovasi/${own.id}`, pemda)).json().data.nama).toBe(own.nama);
    const asta = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${own.id}`, token: pemda, payload: { is_covid: 3 } });
    expect(asta.json().errors.is_covid).toBe('Mohon pilih asta cipta');
  });

  it('nobody deactivates or demotes their own account', async () => {
    const me = (await get('/me', admin)).json().data;
    const off = await t.req({ method: 'POST', url: `/crud/usr_asn/${me.id}`, token: admin, payload: { is_active: 0 } });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.is_active).toMatch(/sendiri/);
    const demote = await t.req({ method: 'POST', url: `/crud/usr_asn/${me.id}`, token: admin, payload: { role: 'viewer' } });
    expect(demote.statusCode).toBe(422);
    expect((await get('/me', admin)).statusCode).toBe(200);
  });

  it('settings: admins change values, the session flags follow at once', async () => {
    const row = (await get('/crud/app_settings?search=iga_status', admin)).json().data.find((s: { name: string }) => s.name === 'iga_status');
    expect((await t.req({ method: 'POST', url: `/crud/app_settings/${row.id}`, token: pemda, payload: { setting_value: '0' } })).statusCode).toBe(403);
    await denganPengaturan(t, admin, { iga_status: '0' }, async () => {
      expect((await get('/me', pemda)).json().data.iga_status).toBe(0);
      const pub = (await t.req({ method: 'GET', url: '/app_settings' })).json();
      expect(pub.data).toEqual(expect.arrayContaining([{ name: 'iga_status', setting_value: '0' }]));
    });
    expect((await get('/me', pemda)).json().data.iga_status).toBe(1);
  });

  it('all resources used by the screens resolve', () => {
    expect(getResource('iga2020_inovasi')).toBeDefined();
    expect(getResource('nope')).toBeUndefined();
  });
});

describe('odd values of the right field never reach a 500 (issue examples)', () => {
  const dalam = (key: string) => `{"${key}":${'['.repeat(5000)}1${']'.repeat(5000)}}`;
  it.each([
    ['iga2020_inovasi', { is_developed: { toString: 1 } }, 'is_developed'],
    ['iga2020_inovasi', { is_covid: { toString: 1 } }, 'is_covid'],
    ['usr_asn', { role: { toString: 1 } }, 'role'],
  ])('%s %j answers 422 on the field', async (table, payload, field) => {
    const target = table === 'usr_asn' ? (await get('/crud/usr_asn?search=viewer', admin)).json().data[0].id : (await get('/crud/iga2020_inovasi?per_page=1', admin)).json().data[0].id;
    for (const url of [`/crud/${table}`, `/crud/${table}/${target}`]) {
      const res = await t.req({ method: 'POST', url, token: admin, payload });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors?.[field]).toBeTruthy();
    }
  });
  it.each([
    ['iga2020_inovasi', 'urusan_pemerintah_id'],
    ['iga2020_inovasi', 'is_covid'],
    ['profil_pemda', 'files'],
  ])('%s: %s nested 5,000 arrays deep answers 422', async (table, field) => {
    const id = (await get(`/crud/${table}?per_page=1`, admin)).json().data[0].id;
    const res = await t.req({ method: 'POST', url: `/crud/${table}/${id}`, token: admin, payload: dalam(field), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode, res.body).toBe(422);
  });
});

describe('rich text: one sanitiser on every write, clean HTML on the public read (issue 14, item 9)', () => {
  const KOTOR =
    '<p onclick="curi()">Halo<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">tautan</a> <a href="https://kemendagri.go.id">aman</a></p>';
  const pastikanBersih = (html: unknown) => {
    expect(typeof html).toBe('string');
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:/i);
    expect(html).toMatch(/Halo/);
    expect(html).toContain('href="https://kemendagri.go.id"');
  };
  const lookupId = async (table: string) => (await get(`/crud/${table}/lookup`, admin)).json().data[0].id as number;

  it.each([
    ['news', 'description', async () => ({ title: 'Berita uji', description: KOTOR })],
    ['announcements', 'content', async () => ({ judul: 'Pengumuman uji', slug: 'pengumuman-uji', content: KOTOR })],
    ['help_faq', 'answer', async () => ({ question: 'Apa itu rich text?', answer: KOTOR })],
    ['tuxe_contents', 'content', async () => ({ judul: 'Teks situs uji', slug: 'teks-situs-uji', section: 'profil', content: KOTOR })],
    ['contents', 'description', async () => ({ category_id: await lookupId('content_categories'), title: 'Konten uji', description: KOTOR })],
    ['iga2020_inovasi', 'tujuan', async () => innovationBody({ profil_id: bandung, tujuan: KOTOR })],
  ])('%s.%s is cleaned on create and on update', async (table, field, body) => {
    const sa = await t.loginAs('superadmin');
    const created = await t.req({ method: 'POST', url: `/crud/${table}`, token: sa, payload: await body() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    pastikanBersih(created.json().data[field]);
    pastikanBersih((await get(`/crud/${table}/${id}`, sa)).json().data[field]);
    const upd = await t.req({ method: 'POST', url: `/crud/${table}/${id}`, token: sa, payload: { [field]: KOTOR } });
    expect(upd.statusCode, upd.body).toBe(200);
    pastikanBersih(upd.json().data[field]);
    pastikanBersih((await get(`/crud/${table}/${id}`, sa)).json().data[field]);
  });

  it('a training report written by peserta.diklat is cleaned', async () => {
    const peserta = await t.loginAs('peserta.diklat');
    // the report must be the participant's own upload, a PDF by content (modules/diklat hooks)
    const unggah = await t.req({ method: 'POST', url: '/media/upload', token: peserta, ...multipart('file', 'laporan.pdf', PDF_BYTES) });
    expect(unggah.statusCode, unggah.body).toBe(201);
    const res = await t.req({
      method: 'POST',
      url: '/crud/laporan_diklat',
      token: peserta,
      payload: {
        nama_peserta: 'Budi Santoso',
        nip: '198001012005011001',
        jabatan: 'Analis',
        instansi: 'Bappeda',
        profil_id: bandung,
        jenis_pelatihan_id: await lookupId('jenis_pelatihan'),
        judul_proyek: 'Proyek Perubahan Uji',
        executive_summary: KOTOR,
        file_laporan: unggah.json().file_url as string,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    pastikanBersih(res.json().data.executive_summary);
    pastikanBersih((await get(`/crud/laporan_diklat/${res.json().data.id}`, peserta)).json().data.executive_summary);
  });

  it('the public /content serves clean HTML, also for rows stored raw before the fix', async () => {
    await t.ctx.db.execute(sql`insert into tuxe_contents (judul, slug, section, content) values ('Lama', 'lama-mentah', 'about-us', ${KOTOR})`);
    const res = await t.req({ method: 'GET', url: '/content?section=about-us' });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.find((r: { slug: string }) => r.slug === 'lama-mentah');
    pastikanBersih(row.content);
    for (const r of (await t.req({ method: 'GET', url: '/content' })).json().data) expect(r.content ?? '').not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe('references: deletes refuse what is still used, lookups are checked on write (issue 14, item 6)', () => {
  const baris = async <T>(q: ReturnType<typeof sql>) => ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

  it('an indicator answered by regions is not deleted: 409 naming what uses it, nothing lost', async () => {
    const [used] = await baris<{ indikator_id: number; n: number }>(
      sql`select indikator_id, count(*)::int as n from indikator_daerah group by indikator_id order by n desc limit 1`,
    );
    expect(used).toBeDefined();
    const sa = await t.loginAs('superadmin');
    const res = await t.req({ method: 'DELETE', url: `/crud/iga_indikator/${used!.indikator_id}`, token: sa, payload: {} });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toMatch(/masih dipakai oleh .*\(indikator_daerah\.indikator_id\)/i);
    expect(res.json().message).toContain(`${used!.n} Jawaban Indikator Daerah (indikator_daerah.indikator_id)`);
    const [after] = await baris<{ n: number }>(sql`select count(*)::int as n from indikator_daerah where indikator_id = ${used!.indikator_id}`);
    expect(after!.n).toBe(used!.n);
    expect((await get(`/crud/iga_indikator/${used!.indikator_id}`, admin)).statusCode).toBe(200);
  });

  it('a theme used by innovations (by its code) and a government affair used in a multiselect are not deleted', async () => {
    await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: admin, payload: innovationBody({ profil_id: bandung, is_covid: 12, urusan_pemerintah_id: '1,6' }) });
    const tema = (await get('/crud/iga2020_tematik?per_page=100', admin)).json().data.find((r: { kode: number }) => Number(r.kode) === 12);
    const delTema = await t.req({ method: 'DELETE', url: `/crud/iga2020_tematik/${tema.id}`, token: admin, payload: {} });
    expect(delTema.statusCode, delTema.body).toBe(409);
    expect(delTema.json().message).toMatch(/masih dipakai oleh \d+ Inovasi Daerah \(iga2020_inovasi\.is_covid\)/i);
    expect((await get(`/crud/iga2020_tematik/${tema.id}`, admin)).statusCode).toBe(200);
    const delUrusan = await t.req({ method: 'DELETE', url: '/crud/iga_urusan_pemerintahan/6', token: admin, payload: {} });
    expect(delUrusan.statusCode, delUrusan.body).toBe(409);
    expect(delUrusan.json().message).toMatch(/\(iga2020_inovasi\.urusan_pemerintah_id\)/);
  });

  it('a record nobody refers to is still deleted', async () => {
    const tema = await t.req({ method: 'POST', url: '/crud/iga2020_tematik', token: admin, payload: { kode: 77, nama: 'Tema Percobaan' } });
    expect(tema.statusCode, tema.body).toBe(201);
    expect((await t.req({ method: 'DELETE', url: `/crud/iga2020_tematik/${tema.json().data.id}`, token: admin, payload: {} })).statusCode).toBe(200);
    const urusan = await t.req({ method: 'POST', url: '/crud/iga_urusan_pemerintahan', token: admin, payload: { nama: 'Urusan Percobaan' } });
    expect(urusan.statusCode, urusan.body).toBe(201);
    expect((await t.req({ method: 'DELETE', url: `/crud/iga_urusan_pemerintahan/${urusan.json().data.id}`, token: admin, payload: {} })).statusCode).toBe(200);
  });

  it.each([
    [{ urusan_pemerintah_id: '999999999' }, 'urusan_pemerintah_id'],
    [{ urusan_pemerintah_id: '1,999999999' }, 'urusan_pemerintah_id'],
    [{ is_covid: 99 }, 'is_covid'],
    [{ bentuk_inovasi: 99999 }, 'bentuk_inovasi'],
  ])('an innovation with %j pointing at nothing answers 422 on that field, on create and on update', async (over, field) => {
    const before = await count('iga2020_inovasi');
    const res = await t.req({ method: 'POST', url: '/crud/iga2020_inovasi', token: admin, payload: innovationBody({ profil_id: bandung, ...over }) });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toMatch(/tidak ditemukan/);
    expect(await count('iga2020_inovasi')).toBe(before);
    const own = (await get('/crud/iga2020_inovasi?per_page=1', pemda)).json().data[0];
    const upd = await t.req({ method: 'POST', url: `/crud/iga2020_inovasi/${own.id}`, token: pemda, payload: over });
    expect(upd.statusCode, upd.body).toBe(422);
    expect(upd.json().errors[field]).toMatch(/tidak ditemukan/);
  });

  it('a lookup that is not a foreign key is checked too (region parent must be an existing province)', async () => {
    const sa = await t.loginAs('superadmin');
    const body = { kode: '99.99', nama: 'Kabupaten Percobaan', tingkat: 2, jenis: 'kabupaten' };
    const none = await t.req({ method: 'POST', url: '/crud/m_daerah', token: sa, payload: { ...body, parent_id: 999999 } });
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().errors.parent_id).toMatch(/tidak ditemukan/);
    const notProvince = await t.req({ method: 'POST', url: '/crud/m_daerah', token: sa, payload: { ...body, parent_id: bandung } });
    expect(notProvince.statusCode, notProvince.body).toBe(422);
    expect(notProvince.json().errors.parent_id).toMatch(/tidak ditemukan/);
  });
});
