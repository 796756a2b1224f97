import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, can, isResourceName, type CrudAction, type Role } from '@sigap/domain';
import { TABLES } from '../src/crud/tables';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Generated from the permission matrix: every role x every protected route
 * must answer 403 exactly when can() says no. Allowed requests are sent with
 * harmless input (empty body, unknown id) so nothing changes.
 */
let t: TestApp;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  t = await buildTestApp();
  for (const r of ROLES) tokens[r] = await t.loginAs(r);
});
afterAll(() => t.close());

const CRUD: { action: CrudAction; method: 'GET' | 'POST' | 'DELETE'; url: (tbl: string) => string }[] = [
  { action: 'list', method: 'GET', url: (x) => `/crud/${x}` },
  { action: 'list', method: 'GET', url: (x) => `/crud/${x}/lookup` },
  { action: 'read', method: 'GET', url: (x) => `/crud/${x}/999999` },
  { action: 'create', method: 'POST', url: (x) => `/crud/${x}` },
  { action: 'update', method: 'POST', url: (x) => `/crud/${x}/999999` },
  { action: 'delete', method: 'DELETE', url: (x) => `/crud/${x}/999999` },
];

describe('generic CRUD permissions from the matrix', () => {
  for (const table of Object.keys(TABLES)) {
    it(`/crud/${table}: every role x every action`, async () => {
      if (!isResourceName(table)) throw new Error(table);
      const wrong: string[] = [];
      for (const role of ROLES) {
        for (const c of CRUD) {
          const res = await t.req({ method: c.method, url: c.url(table), token: tokens[role], payload: c.method === 'GET' ? undefined : {} });
          const allowed = can(role, c.action, table);
          if (allowed === (res.statusCode === 403) || res.statusCode === 401 || res.statusCode >= 500) wrong.push(`${role} ${c.method} ${c.url(table)} -> ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('other protected routes', () => {
  it('lists the routes that declare a permission', () => {
    const urls = t.app.protectedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /activities', 'POST /media/upload', 'POST /account/:id/activate']));
  });

  it('every role x every non-CRUD protected route', async () => {
    const wrong: string[] = [];
    for (const r of t.app.protectedRoutes.filter((x) => x.resource !== ':table')) {
      if (!isResourceName(r.resource)) throw new Error(`unknown resource ${r.resource}`);
      const url = r.url.replace(':id', '999999');
      for (const role of ROLES) {
        const res = await t.req({ method: r.method as 'GET', url, token: tokens[role], payload: r.method === 'GET' ? undefined : {} });
        const allowed = can(role, r.action, r.resource);
        if (allowed === (res.statusCode === 403) || res.statusCode === 401 || res.statusCode >= 500) wrong.push(`${role} ${r.method} ${url} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('without a token every protected route answers 401', async () => {
    for (const r of t.app.protectedRoutes) {
      const url = r.url.replace(':table', 'm_daerah').replace(':id', '1');
      const res = await t.req({ method: r.method as 'GET', url });
      expect(res.statusCode, `${r.method} ${url}`).toBe(401);
    }
  });

  it('an unknown table is 404', async () => {
    const res = await t.req({ method: 'GET', url: '/crud/pg_user', token: tokens.superadmin });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('UNKNOWN_RESOURCE');
  });
});

describe('module registry', () => {
  it('returns only the modules of the role, with the 9 sections in order (and the samples in demo mode)', async () => {
    const pemda = (await t.req({ method: 'GET', url: '/platform/modules', token: tokens.pemda })).json();
    const slugs = pemda.data.map((m: { slug: string }) => m.slug);
    expect(slugs).toContain('inovasi-daerah');
    expect(slugs).not.toContain('account-admin');
    const admin = (await t.req({ method: 'GET', url: '/platform/modules', token: tokens.superadmin })).json();
    expect(admin.sections.map((s: { title: string }) => s.title)).toEqual([
      'Dashboard',
      'Penilaian Indeks',
      'Database Inovasi Daerah',
      'Lomba Inovasi Daerah',
      'Innovative Government Award',
      'Laporan',
      'Laporan Diklat',
      'Master Data',
      'Konfigurasi',
      'Contoh',
    ]);
    expect(admin.data.every((m: { roles: string[] }) => m.roles.includes('superadmin'))).toBe(true);
  });
});

describe('diklat account configuration (supporting spec 6: superadmin, pemda, admin.diklat)', () => {
  it('admin.diklat.daerah neither lists, reads nor creates accounts; admin.diklat does', async () => {
    const jumlah = async () => (await t.req({ method: 'GET', url: '/crud/usr_asn?per_page=1', token: tokens.superadmin })).json().total as number;
    const peserta = (await t.req({ method: 'GET', url: '/crud/usr_asn?search=peserta.diklat', token: tokens.superadmin })).json().data[0] as { id: number };
    const sebelum = await jumlah();
    const daerah = tokens['admin.diklat.daerah'];
    const baru = { username: 'uji.peserta.daerah', password: 'Rahasia123', role: 'peserta.diklat', nama_lengkap: 'Peserta Uji', email: 'peserta@contoh.go.id' };
    for (const [method, url] of [
      ['GET', '/crud/usr_asn'],
      ['GET', '/crud/usr_asn/lookup'],
      ['GET', `/crud/usr_asn/${peserta.id}`],
      ['POST', '/crud/usr_asn'],
      ['POST', `/crud/usr_asn/${peserta.id}`],
    ] as const) {
      const r = await t.req({ method, url, token: daerah, payload: method === 'POST' ? (url === '/crud/usr_asn' ? baru : { nama_lengkap: 'Diubah' }) : undefined });
      expect(r.statusCode, `${method} ${url}`).toBe(403);
      expect(r.json().message, `${method} ${url}`).toMatch(/akses|izin|wewenang|berwenang/i);
    }
    expect(await jumlah()).toBe(sebelum);
    const ok = await t.req({ method: 'POST', url: '/crud/usr_asn', token: tokens['admin.diklat'], payload: { ...baru, username: 'uji.peserta.pusat' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await t.req({ method: 'GET', url: '/crud/usr_asn', token: tokens['admin.diklat'] })).statusCode).toBe(200);
    expect(await jumlah()).toBe(sebelum + 1);
  });
});
