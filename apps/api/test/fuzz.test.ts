import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

/**
 * Whatever a user can type must never produce a 500. The contracts (kontrak.test.ts) already refuse every
 * badly shaped id, list parameter and body with a 422 before a handler runs; this file covers what they do not:
 * values of the right shape that handlers and the database must survive (records that do not exist, extreme
 * numbers, odd text), the generic CRUD whose fields are checked by the resource definitions, deep nesting and
 * broken JSON.
 */
let t: TestApp;
let superadmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  superadmin = await t.loginAs('superadmin');
});
afterAll(() => t.close());

/** 5,000 nested arrays, sent as raw JSON (JSON.stringify itself overflows on it): a recursive walk must not. */
const dalam = (key: string) => `{"${key}":${'['.repeat(5000)}1${']'.repeat(5000)}}`;
const JUNK_VALUES: unknown[] = ['', 'abc', -1, 1e308, '1e9999', null, true, [1, 'a'], { toString: 1 }, { a: { b: { c: 1 } } }, "'; drop table usr_asn; --", '\u0000', 'x'.repeat(70_000), '2023-02-30'];
const JSON_HEADER = { 'content-type': 'application/json' };
const JUNK_QUERIES = ['search=%00', `search=${'%25'.repeat(300)}`, 'tahun[a][b][c]=1', 'tahun[]=2024&tahun[]=abc', 'id=1;drop', 'is_active=maybe', 'orderBy[field]=password'];

/** A streamed answer that breaks off half-way is a failure too (light-my-request rejects). */
async function req(o: Parameters<TestApp['req']>[0]) {
  try {
    return await t.req(o);
  } catch (e) {
    return { statusCode: 599, body: `${o.method} ${o.url}: ${String(e)}` };
  }
}

describe('no 500 for anything a user can type', () => {
  it('generic CRUD: every field of the busiest resources with odd values', async () => {
    const bad: string[] = [];
    for (const table of ['iga2020_inovasi', 'usr_asn', 'profil_pemda', 'app_settings', 'winners', 'laporan_diklat']) {
      for (const q of JUNK_QUERIES) {
        for (const suffix of ['', '/lookup']) {
          const r = await req({ method: 'GET', url: `/crud/${table}${suffix}?${q}`, token: superadmin });
          if (r.statusCode >= 500) bad.push(`GET /crud/${table}${suffix}?${q} -> ${r.statusCode}`);
        }
      }
      const sample = await t.req({ method: 'GET', url: `/crud/${table}?per_page=1`, token: superadmin });
      expect(sample.statusCode, `${table}: ${sample.body.slice(0, 200)}`).toBe(200);
      const fields = Object.keys(sample.json().data[0] ?? { nama: 1 });
      // someone else's record: the caller's own account is protected separately
      const target = table === 'usr_asn' ? (await t.req({ method: 'GET', url: '/crud/usr_asn?search=viewer', token: superadmin })).json().data[0].id : 1;
      for (const f of fields) {
        for (const v of JUNK_VALUES) {
          for (const url of [`/crud/${table}`, `/crud/${table}/${target}`]) {
            const r = await req({ method: 'POST', url, token: superadmin, payload: { [f]: v } });
            if (r.statusCode >= 500) bad.push(`POST ${url} {${f}: ${JSON.stringify(v)?.slice(0, 40)}} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
          }
        }
        const r = await req({ method: 'POST', url: `/crud/${table}/${target}`, token: superadmin, payload: dalam(f), headers: JSON_HEADER });
        if (r.statusCode >= 500) bad.push(`POST /crud/${table}/${target} {${f}: [[[…5000]]]} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
      }
    }
    expect(bad).toEqual([]);
  }, 300_000);

  it('every contract route: records that do not exist, extreme values, deep nesting, broken JSON', async () => {
    const bad: string[] = [];
    const routes = t.app.semuaRute.filter((r) => r.kontrak && !r.kontrak.multipart && !r.url.startsWith('/crud/') && r.kontrak.izin !== 'publik');
    const fill = (url: string, v: string) => url.replace(/:[a-z_]+/g, v);
    for (const r of routes) {
      const method = r.method as 'GET' | 'POST' | 'DELETE';
      // well-formed ids of records that are not there: 404, never a crash
      for (const id of ['2147483647', '999999']) {
        const res = await req({ method, url: fill(r.url, id), token: superadmin, payload: method === 'GET' ? undefined : {} });
        if (res.statusCode >= 500) bad.push(`${method} ${fill(r.url, id)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      const url = fill(r.url, '1');
      if (method === 'GET') {
        for (const q of [...JUNK_QUERIES, 'tahun=99999', 'tahun=1900', 'klaster=x', 'sumber=x', 'qc=7', 'dari=2024-13-45&sampai=x']) {
          const res = await req({ method, url: `${url}?${q}`, token: superadmin });
          if (res.statusCode >= 500) bad.push(`GET ${url}?${q} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        continue;
      }
      for (const key of ['indikator_id', 'nilai', 'skala_id', 'catatan', 'setuju', 'tahun', 'area', 'm_daerah_ids', 'files', 'profil_id', 'is_active']) {
        for (const v of JUNK_VALUES) {
          const res = await req({ method, url, token: superadmin, payload: { [key]: v } });
          if (res.statusCode >= 500) bad.push(`${method} ${url} {${key}: ${JSON.stringify(v)?.slice(0, 30)}} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        const res = await req({ method, url, token: superadmin, payload: dalam(key), headers: JSON_HEADER });
        if (res.statusCode >= 500) bad.push(`${method} ${url} {${key}: [[[…5000]]]} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      const raw = await req({ method, url, token: superadmin, payload: '[1,2', headers: { 'content-type': 'application/json' } });
      if (raw.statusCode !== 400 && raw.statusCode !== 403) bad.push(`${method} ${url} broken JSON -> ${raw.statusCode}`);
    }
    expect(routes.length).toBeGreaterThan(60);
    expect(bad).toEqual([]);
  }, 600_000);

  it('sign-in, registration and password endpoints (public)', async () => {
    const bad: string[] = [];
    for (const url of ['/login', '/register', '/password/forgot', '/password/reset']) {
      for (const v of JUNK_VALUES) {
        for (const key of ['username', 'password', 'email', 'token', 'm_daerah_id', 'role']) {
          const r = await req({ method: 'POST', url, payload: { [key]: v }, remoteAddress: `10.77.${JUNK_VALUES.indexOf(v)}.${key.length}` });
          if (r.statusCode >= 500) bad.push(`POST ${url} {${key}: ${JSON.stringify(v)?.slice(0, 30)}} -> ${r.statusCode}`);
        }
      }
      for (const key of ['username', 'password', 'token']) {
        const r = await req({ method: 'POST', url, payload: dalam(key), headers: JSON_HEADER, remoteAddress: `10.78.${key.length}.${url.length}` });
        if (r.statusCode >= 500) bad.push(`POST ${url} {${key}: [[[…5000]]]} -> ${r.statusCode}`);
      }
      const raw = await req({ method: 'POST', url, payload: '{"username":', headers: { 'content-type': 'application/json' } });
      if (raw.statusCode !== 400) bad.push(`POST ${url} broken JSON -> ${raw.statusCode}`);
      const text = await req({ method: 'POST', url, payload: 'username=a', headers: { 'content-type': 'text/plain' } });
      if (text.statusCode >= 500) bad.push(`POST ${url} text/plain -> ${text.statusCode}`);
    }
    expect(bad).toEqual([]);
  });
});
