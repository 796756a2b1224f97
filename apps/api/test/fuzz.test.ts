import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

/** Whatever a user can type must never produce a 500. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const JUNK_VALUES: unknown[] = ['', ' ', 'abc', -1, 0, 1e308, '1e9999', 'NaN', null, true, [], [1, 'a'], {}, { a: { b: { c: 1 } } }, "'; drop table usr_asn; --", '\u0000', 'x'.repeat(70_000), '😀'.repeat(50), '2023-02-30', '../../etc/passwd'];
const JUNK_QUERIES = [
  'page=abc',
  'page=1e9',
  'per_page=-5',
  'pageSize=0',
  'orderBy=x',
  'orderBy[field][x]=1',
  'orderBy[field]=password&orderBy[sort]=sideways',
  'search[]=a&search[]=b',
  'search=%00',
  'tahun[a][b][c]=1',
  'tahun[]=2024&tahun[]=abc',
  'id=1;drop',
  'tingkat=9',
  'is_active=maybe',
  `search=${'%25'.repeat(300)}`,
];

describe('no 500 for anything a user can type', () => {
  it('generic list, read and write endpoints', async () => {
    const token = await t.loginAs('superadmin');
    const bad: string[] = [];
    for (const table of ['m_daerah', 'iga2020_inovasi', 'usr_asn', 'profil_pemda', 'app_settings', 'winners', 'laporan_diklat']) {
      for (const q of JUNK_QUERIES) {
        for (const suffix of ['', '/lookup']) {
          const r = await t.req({ method: 'GET', url: `/crud/${table}${suffix}?${q}`, token });
          if (r.statusCode >= 500) bad.push(`GET /crud/${table}${suffix}?${q} -> ${r.statusCode}`);
        }
      }
      for (const id of ['0', '-1', 'abc', '99999999999999', '1.5', '%00']) {
        const r = await t.req({ method: 'GET', url: `/crud/${table}/${id}`, token });
        if (r.statusCode >= 500) bad.push(`GET /crud/${table}/${id} -> ${r.statusCode}`);
      }
      const sample = await t.req({ method: 'GET', url: `/crud/${table}?per_page=1`, token });
      expect(sample.statusCode, `${table}: ${sample.body.slice(0, 200)}`).toBe(200);
      const fields = Object.keys(sample.json().data[0] ?? { nama: 1 });
      // write to someone else's record: the caller's own account is protected separately
      const target = table === 'usr_asn' ? (await t.req({ method: 'GET', url: '/crud/usr_asn?search=viewer', token })).json().data[0].id : 1;
      for (const f of fields) {
        for (const v of JUNK_VALUES) {
          for (const url of [`/crud/${table}`, `/crud/${table}/${target}`]) {
            const r = await t.req({ method: 'POST', url, token, payload: { [f]: v } });
            if (r.statusCode >= 500) bad.push(`POST ${url} {${f}: ${JSON.stringify(v)?.slice(0, 40)}} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('sign-in, registration and password endpoints', async () => {
    const bad: string[] = [];
    for (const url of ['/login', '/register', '/password/forgot', '/password/reset']) {
      for (const v of JUNK_VALUES) {
        for (const key of ['username', 'password', 'email', 'token', 'm_daerah_id', 'role']) {
          const r = await t.req({ method: 'POST', url, payload: { [key]: v }, remoteAddress: `10.77.${bad.length % 250}.${JUNK_VALUES.indexOf(v)}` });
          if (r.statusCode >= 500) bad.push(`POST ${url} {${key}: ${JSON.stringify(v)?.slice(0, 30)}} -> ${r.statusCode}`);
        }
      }
      const raw = await t.req({ method: 'POST', url, payload: '{"username":', headers: { 'content-type': 'application/json' } });
      if (raw.statusCode !== 400) bad.push(`POST ${url} broken JSON -> ${raw.statusCode}`);
      const text = await t.req({ method: 'POST', url, payload: 'username=a', headers: { 'content-type': 'text/plain' } });
      if (text.statusCode >= 500) bad.push(`POST ${url} text/plain -> ${text.statusCode}`);
    }
    const token = await t.loginAs('admin');
    for (const q of ['since_id=abc', 'start_from=kemarin', 'until=2024-13-45', 'account_id=-1', 'limit=100000']) {
      const r = await t.req({ method: 'GET', url: `/activities?${q}`, token });
      if (r.statusCode >= 500) bad.push(`GET /activities?${q} -> ${r.statusCode}`);
    }
    expect(bad).toEqual([]);
  });

  it('every other route: junk ids, junk query strings and junk bodies', async () => {
    const token = await t.loginAs('superadmin');
    const bad: string[] = [];
    const routes = t.app.protectedRoutes.filter((r) => r.resource !== ':table' && !r.url.startsWith('/media'));
    const fill = (url: string, v: string) => url.replace(/:[a-z_]+/g, v).replace('*', v);
    // a streamed answer that breaks off half-way is a failure too (light-my-request rejects)
    const req = async (o: Parameters<TestApp['req']>[0]) => {
      try {
        return await t.req(o);
      } catch (e) {
        return { statusCode: 599, body: `${o.method} ${o.url}: ${String(e)}` };
      }
    };
    for (const r of routes) {
      const method = r.method as 'GET' | 'POST' | 'DELETE';
      for (const id of ['0', '-1', 'abc', '99999999999999', '1.5', '%00', '1e9']) {
        const res = await req({ method, url: fill(r.url, id), token, payload: method === 'GET' ? undefined : {} });
        if (res.statusCode >= 500) bad.push(`${method} ${fill(r.url, id)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      const url = fill(r.url, '1');
      if (method === 'GET') {
        for (const q of [...JUNK_QUERIES, 'tahun=abc', 'tahun=99999', 'klaster=x', 'sumber=x', 'tab=9', 'baris=x&kolom=y', 'propinsi=abc', 'qc=7', 'dari=2024-13-45&sampai=x']) {
          const res = await req({ method, url: `${url}?${q}`, token });
          if (res.statusCode >= 500) bad.push(`GET ${url}?${q} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      } else {
        for (const key of ['indikator_id', 'nilai', 'skala_id', 'catatan', 'alasan', 'file_url', 'setuju', 'tahun', 'k', 'area', 'm_daerah_ids', 'id', 'ids']) {
          for (const v of JUNK_VALUES) {
            const res = await req({ method, url, token, payload: { [key]: v } });
            if (res.statusCode >= 500) bad.push(`${method} ${url} {${key}: ${JSON.stringify(v)?.slice(0, 30)}} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
        const raw = await req({ method, url, token, payload: '[1,2', headers: { 'content-type': 'application/json' } });
        if (raw.statusCode >= 500) bad.push(`${method} ${url} broken JSON -> ${raw.statusCode}`);
      }
    }
    expect(routes.length).toBeGreaterThan(40);
    expect(bad).toEqual([]);
  }, 600_000);
});
