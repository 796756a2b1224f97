import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_ROLES, K_AKUN, ROLES, rolesFor } from '@sigap/domain';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from './helpers';

/**
 * Account management (issue 17 item 3; ACC-01, ACC-02): the account screens' calls for every role, the
 * conditional account fields enforced by the server (supporting spec section 5), a pemda confined to its own
 * OPD and UPT accounts, and an account that records refer to deactivated instead of deleted.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let bandung: number;
let banyuwangi: number;
let opdBandung: number;
let uptBandung: number;
let opdBanyuwangi: number;
let seq = 0;
const sql = async <T = Record<string, unknown>>(q: string) => ((await t.ctx.db.execute(q as never)) as unknown as { rows: T[] }).rows;
const akun = (over: Record<string, unknown>) => ({
  username: `uji.kelola.${++seq}`,
  password: 'Rahasia123',
  nama_lengkap: `Akun Uji ${seq}`,
  email: `uji${seq}@contoh.go.id`,
  ...over,
});
const tambah = (token: string, over: Record<string, unknown>) => t.req({ method: 'POST', url: '/crud/usr_asn', token, payload: akun(over) });
const jumlahAkun = async () => (await sql<{ n: number }>('select count(*)::int as n from usr_asn'))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  for (const r of [...ROLES, 'pemda.lain']) tokens[r] = await t.loginAs(r);
  bandung = (await t.req({ method: 'GET', url: '/me', token: tokens.pemda })).json().data.m_daerah_id;
  banyuwangi = (await t.req({ method: 'GET', url: '/me', token: tokens['pemda.lain'] })).json().data.m_daerah_id;
  const [o] = await sql<{ opd_perangkat_id: number; upt_id: number }>(`select opd_perangkat_id, upt_id from usr_asn where username = 'upt'`);
  opdBandung = o!.opd_perangkat_id;
  uptBandung = o!.upt_id;
  const r = await t.req({ method: 'POST', url: '/crud/opd_perangkat', token: tokens.admin, payload: { m_daerah_id: banyuwangi, nama: 'Dinas Kesehatan Banyuwangi' } });
  expect(r.statusCode, r.body).toBe(201);
  opdBanyuwangi = r.json().data.id;
});
afterAll(() => t.close());

describe('account calls: every role x every route (supporting spec 6: account-admin superadmin/admin, account pemda)', () => {
  it('the account lists and lookups answer the account managers and refuse every other role', async () => {
    const boleh = rolesFor('usr_asn', 'list');
    expect([...boleh].sort()).toEqual(['admin', 'admin.diklat', 'pemda', 'superadmin']);
    for (const url of ['/account/lookup', `/account/opd_perangkat/${bandung}`, '/account/upt', '/crud/usr_asn']) {
      expect((await t.req({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const role of ROLES) {
        const r = await t.req({ method: 'GET', url, token: tokens[role] });
        expect(r.statusCode, `${role} ${url}`).toBe(boleh.includes(role) ? 200 : 403);
      }
    }
    // removal: the same roles may ask; nobody else reaches the handler
    for (const role of ROLES.filter((r) => !rolesFor('usr_asn', 'delete').includes(r))) {
      expect((await t.req({ method: 'DELETE', url: '/account/999999', token: tokens[role] })).statusCode, role).toBe(403);
    }
    expect(Object.keys(K_AKUN).sort()).toEqual(['hapus', 'lookup', 'opdPerangkat', 'upt']);
  });

  it('/account/lookup: the 11 roles of account-admin as far as the user may give them; a pemda gets opd and upt in its own region', async () => {
    const sa = (await t.req({ method: 'GET', url: '/account/lookup', token: tokens.superadmin })).json().data;
    expect(sa.layar).toBe('account-admin');
    expect(sa.peran.map((p: { value: string }) => p.value)).toEqual([...ACCOUNT_ADMIN_ROLES]);
    expect(sa.peran).toHaveLength(11);
    expect(sa.daerah_tetap).toBeNull();
    const ad = (await t.req({ method: 'GET', url: '/account/lookup', token: tokens.admin })).json().data;
    expect(ad.peran.map((p: { value: string }) => p.value)).toEqual(ACCOUNT_ADMIN_ROLES.filter((r) => r !== 'superadmin'));
    const pd = (await t.req({ method: 'GET', url: '/account/lookup', token: tokens.pemda })).json().data;
    expect(pd).toMatchObject({ layar: 'account', peran: [{ value: 'opd' }, { value: 'upt' }], daerah_tetap: { id: bandung, nama: 'Kota Bandung' } });
    const opd = pd.kolom.find((k: { kolom: string }) => k.kolom === 'opd_perangkat_id');
    expect(opd).toMatchObject({ peran: ['opd', 'upt'], petunjuk: 'kosongkan jika bukan akun OPD' });
    expect(pd.kolom.find((k: { kolom: string }) => k.kolom === 'upt_id')).toMatchObject({ peran: ['upt'], setelah: 'opd_perangkat_id' });
    expect(pd.kolom.find((k: { kolom: string }) => k.kolom === 'area')).toMatchObject({ peran: ['verifikator', 'quality_control'] });
    const bad = await t.req({ method: 'GET', url: '/account/lookup?layar=lain', token: tokens.admin });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.layar).toBeDefined();
  });

  it('/account/opd_perangkat/{m_daerah_id} and /account/upt stay inside the user\'s region', async () => {
    const sendiri = (await t.req({ method: 'GET', url: `/account/opd_perangkat/${bandung}`, token: tokens.pemda })).json();
    expect(sendiri.data.map((o: { id: number }) => o.id)).toContain(opdBandung);
    expect(sendiri.data.every((o: { m_daerah_id: number }) => o.m_daerah_id === bandung)).toBe(true);
    const asing = await t.req({ method: 'GET', url: `/account/opd_perangkat/${banyuwangi}`, token: tokens.pemda });
    expect(asing.statusCode).toBe(404);
    const admin = (await t.req({ method: 'GET', url: `/account/opd_perangkat/${banyuwangi}`, token: tokens.admin })).json();
    expect(admin.data.map((o: { id: number }) => o.id)).toEqual([opdBanyuwangi]);
    expect((await t.req({ method: 'GET', url: '/account/opd_perangkat/abc', token: tokens.admin })).statusCode).toBe(422);
    const upt = (await t.req({ method: 'GET', url: `/account/upt?opd_perangkat_id=${opdBandung}`, token: tokens.pemda })).json();
    expect(upt.data).toEqual([expect.objectContaining({ id: uptBandung, opd_perangkat_id: opdBandung, m_daerah_id: bandung, opd: expect.any(String) })]);
    const lain = (await t.req({ method: 'GET', url: '/account/upt', token: tokens['pemda.lain'] })).json();
    expect(lain.data.map((u: { id: number }) => u.id)).not.toContain(uptBandung);
  });
});

describe('conditional account fields (supporting spec 5), enforced by the server', () => {
  it('a field sent where it does not apply is a field message (422) and stores nothing', async () => {
    const sebelum = await jumlahAkun();
    const kasus: [Record<string, unknown>, string][] = [
      [{ role: 'pemda', m_daerah_id: bandung, area: 1 }, 'area'],
      [{ role: 'pusat', area: 2 }, 'area'],
      [{ role: 'pemda', m_daerah_id: bandung, opd_perangkat_id: opdBandung }, 'opd_perangkat_id'],
      [{ role: 'asn', m_daerah_id: bandung, opd_perangkat_id: opdBandung }, 'opd_perangkat_id'],
      [{ role: 'verifikator', area: 1, m_daerah_id: bandung }, 'm_daerah_id'],
      [{ role: 'tim.penilai', m_daerah_id: bandung }, 'm_daerah_id'],
      [{ role: 'opd', m_daerah_id: bandung, opd_perangkat_id: opdBandung, upt_id: uptBandung }, 'upt_id'],
      // UPTD only once an OPD is chosen
      [{ role: 'upt', m_daerah_id: bandung, upt_id: uptBandung }, 'opd_perangkat_id'],
    ];
    for (const [over, kolom] of kasus) {
      const r = await tambah(tokens.admin!, over);
      expect(r.statusCode, JSON.stringify(over)).toBe(422);
      expect(r.json().errors[kolom], JSON.stringify(over)).toEqual(expect.any(String));
    }
    expect(await jumlahAkun()).toBe(sebelum);
  });

  it('a field that applies and is required is asked for per field', async () => {
    const kasus: [Record<string, unknown>, string, RegExp][] = [
      [{ role: 'pemda' }, 'm_daerah_id', /Daerah wajib diisi/],
      [{ role: 'upt', m_daerah_id: bandung }, 'opd_perangkat_id', /OPD \/ Instansi wajib/],
      [{ role: 'upt', m_daerah_id: bandung, opd_perangkat_id: opdBandung }, 'upt_id', /UPTD wajib/],
    ];
    for (const [over, kolom, pesan] of kasus) {
      const r = await tambah(tokens.admin!, over);
      expect(r.statusCode, JSON.stringify(over)).toBe(422);
      expect(r.json().errors[kolom], JSON.stringify(over)).toMatch(pesan);
    }
  });

  it('the right fields per role are accepted; an OPD account may leave its OPD empty (the hint)', async () => {
    const v = await tambah(tokens.admin!, { role: 'verifikator', area: 2 });
    expect(v.statusCode, v.body).toBe(201);
    expect(v.json().data).toMatchObject({ area: 2, m_daerah_id: null, opd_perangkat_id: null, upt_id: null });
    const o = await tambah(tokens.admin!, { role: 'opd', m_daerah_id: bandung });
    expect(o.statusCode, o.body).toBe(201);
    const u = await tambah(tokens.admin!, { role: 'upt', m_daerah_id: bandung, opd_perangkat_id: opdBandung, upt_id: uptBandung });
    expect(u.statusCode, u.body).toBe(201);
    expect(u.json().data).toMatchObject({ role: 'upt', m_daerah_id: bandung, opd_perangkat_id: opdBandung, upt_id: uptBandung, area: 0 });
    // a UPTD of another OPD, or an OPD of another region, is refused
    const asing = await tambah(tokens.admin!, { role: 'opd', m_daerah_id: bandung, opd_perangkat_id: opdBanyuwangi });
    expect(asing.statusCode).toBe(422);
    expect(asing.json().errors.opd_perangkat_id).toBeDefined();
  });

  it('changing the role clears the stored fields that no longer apply', async () => {
    const u = (await tambah(tokens.admin!, { role: 'upt', m_daerah_id: bandung, opd_perangkat_id: opdBandung, upt_id: uptBandung })).json().data;
    const r = await t.req({ method: 'POST', url: `/crud/usr_asn/${u.id}`, token: tokens.admin, payload: { role: 'asn' } });
    expect(r.statusCode, r.body).toBe(200);
    const [row] = await sql<Record<string, unknown>>(`select role, m_daerah_id, opd_perangkat_id, upt_id from usr_asn where id = ${u.id}`);
    expect(row).toEqual({ role: 'asn', m_daerah_id: bandung, opd_perangkat_id: null, upt_id: null });
    // and the other way: becoming a verifier with a region sent is refused, the stored region is not a refusal
    const v = await t.req({ method: 'POST', url: `/crud/usr_asn/${u.id}`, token: tokens.admin, payload: { role: 'verifikator', area: 1 } });
    expect(v.statusCode, v.body).toBe(200);
  });
});

describe('a pemda manages its own OPD and UPT accounts only (ACC-02)', () => {
  it('creates OPD and UPT accounts locked to its region; other roles are refused', async () => {
    const o = await tambah(tokens.pemda!, { role: 'opd', opd_perangkat_id: opdBandung });
    expect(o.statusCode, o.body).toBe(201);
    expect(o.json().data).toMatchObject({ role: 'opd', m_daerah_id: bandung, opd_perangkat_id: opdBandung });
    const u = await tambah(tokens.pemda!, { role: 'upt', opd_perangkat_id: opdBandung, upt_id: uptBandung });
    expect(u.statusCode, u.body).toBe(201);
    for (const role of ROLES.filter((r) => r !== 'opd' && r !== 'upt')) {
      const r = await tambah(tokens.pemda!, { role });
      expect(r.statusCode, role).toBe(422);
      expect(r.json().errors.role, role).toBeDefined();
    }
    const asing = await tambah(tokens.pemda!, { role: 'opd', opd_perangkat_id: opdBanyuwangi });
    expect(asing.statusCode).toBe(422);
    expect(asing.json().errors.opd_perangkat_id).toBeDefined();
    const daerahLain = await tambah(tokens.pemda!, { role: 'opd', m_daerah_id: banyuwangi });
    expect(daerahLain.statusCode).toBe(422);
    expect(daerahLain.json().errors.m_daerah_id).toBeDefined();
  });

  it("cannot read, change, delete or deactivate another region's accounts", async () => {
    const lain = (await tambah(tokens['pemda.lain']!, { role: 'opd', opd_perangkat_id: opdBanyuwangi })).json().data;
    const list = (await t.req({ method: 'GET', url: '/crud/usr_asn?per_page=100', token: tokens.pemda })).json().data as { id: number; m_daerah_id: number; role: string }[];
    expect(list.map((r) => r.id)).not.toContain(lain.id);
    expect(list.every((r) => r.m_daerah_id === bandung && (r.role === 'opd' || r.role === 'upt'))).toBe(true);
    expect((await t.req({ method: 'GET', url: `/crud/usr_asn/${lain.id}`, token: tokens.pemda })).statusCode).toBe(404);
    expect((await t.req({ method: 'POST', url: `/crud/usr_asn/${lain.id}`, token: tokens.pemda, payload: { nama_lengkap: 'Diambil alih' } })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: `/crud/usr_asn/${lain.id}`, token: tokens.pemda })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: `/account/${lain.id}`, token: tokens.pemda })).statusCode).toBe(404);
    // nor its own pemda account or an admin
    const [adm] = await sql<{ id: number }>(`select id from usr_asn where username = 'admin'`);
    expect((await t.req({ method: 'DELETE', url: `/account/${adm!.id}`, token: tokens.pemda })).statusCode).toBe(404);
    const [row] = await sql<{ nama_lengkap: string; is_active: number }>(`select nama_lengkap, is_active from usr_asn where id = ${lain.id}`);
    expect(row).toEqual({ nama_lengkap: expect.stringMatching(/^Akun Uji/), is_active: 1 });
  });
});

describe('deactivate instead of delete where records refer to the account', () => {
  it('an account nothing refers to is deleted', async () => {
    const o = (await tambah(tokens.pemda!, { role: 'opd', opd_perangkat_id: opdBandung })).json().data;
    const r = await t.req({ method: 'DELETE', url: `/account/${o.id}`, token: tokens.pemda });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ id: o.id, tindakan: 'dihapus', rujukan: [] });
    expect(await sql(`select id from usr_asn where id = ${o.id}`)).toEqual([]);
  });

  it('an account that created innovations is deactivated (signs in no more), its records keep their author', async () => {
    const o = (await tambah(tokens.pemda!, { role: 'opd', opd_perangkat_id: opdBandung })).json().data;
    const [ino] = await sql<{ id: number }>(`select id from iga2020_inovasi where profil_id = ${bandung} order by id limit 1`);
    await sql(`update iga2020_inovasi set created_by = ${o.id} where id = ${ino!.id}`);
    const masuk = await t.app.inject({ method: 'POST', url: '/login', payload: { username: o.username, password: 'Rahasia123' }, remoteAddress: '10.77.0.1' });
    expect(masuk.statusCode).toBe(200);
    // the generic delete refuses with the reason
    const generik = await t.req({ method: 'DELETE', url: `/crud/usr_asn/${o.id}`, token: tokens.pemda });
    expect(generik.statusCode).toBe(409);
    expect(generik.json().message).toMatch(/nonaktifkan/);
    const r = await t.req({ method: 'DELETE', url: `/account/${o.id}`, token: tokens.pemda });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ id: o.id, tindakan: 'dinonaktifkan', rujukan: [{ data: 'Inovasi Daerah', jumlah: 1 }] });
    expect(r.json().message).toMatch(/dinonaktifkan, bukan dihapus/);
    const [row] = await sql<{ is_active: number }>(`select is_active from usr_asn where id = ${o.id}`);
    expect(row!.is_active).toBe(0);
    expect((await sql<{ created_by: number }>(`select created_by from iga2020_inovasi where id = ${ino!.id}`))[0]!.created_by).toBe(o.id);
    // the old session ends, a new sign-in is refused
    expect((await t.req({ method: 'GET', url: '/me', token: masuk.json().token })).statusCode).toBe(401);
    const lagi = await t.app.inject({ method: 'POST', url: '/login', payload: { username: o.username, password: 'Rahasia123' }, remoteAddress: '10.77.0.2' });
    expect(lagi.statusCode).not.toBe(200);
    // asking again: it is already inactive
    const dua = await t.req({ method: 'DELETE', url: `/account/${o.id}`, token: tokens.pemda });
    expect(dua.statusCode).toBe(409);
  });

  it('the account policy still applies: own account and a superadmin account are refused', async () => {
    const [adm] = await sql<{ id: number }>(`select id from usr_asn where username = 'admin'`);
    const sendiri = await t.req({ method: 'DELETE', url: `/account/${adm!.id}`, token: tokens.admin });
    expect(sendiri.statusCode).toBe(409);
    expect(sendiri.json().message).toBe('Anda tidak dapat menghapus akun Anda sendiri.');
    const [sa] = await sql<{ id: number }>(`select id from usr_asn where username = 'superadmin'`);
    expect((await t.req({ method: 'DELETE', url: `/account/${sa!.id}`, token: tokens.admin })).statusCode).toBe(403);
    expect((await t.req({ method: 'DELETE', url: '/account/0', token: tokens.admin })).statusCode).toBe(422);
    expect((await t.req({ method: 'DELETE', url: '/account/99999999', token: tokens.admin })).statusCode).toBe(404);
    void DEMO_PASSWORD;
  });
});
