import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBerkas } from '@sigap/domain';
import { buildTestApp, type TestApp } from './helpers';

/** What the endpoint contracts guarantee for every route at once (packages/domain/src/kontrak, plugins/kontrak.ts). */
let t: TestApp;
let superadmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  superadmin = await t.loginAs('superadmin');
});
afterAll(() => t.close());

/** Routes of plugins (the OpenAPI viewer) are not ours to describe. */
const milikPlugin = (url: string) => url === '/docs' || url.startsWith('/docs/') || url === '*' || url === '/*';

describe('endpoint contracts', () => {
  it('every API route is registered from a contract', () => {
    const tanpa = t.app.semuaRute.filter((r) => !r.kontrak && !milikPlugin(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(tanpa).toEqual([]);
    expect(t.app.semuaRute.filter((r) => r.kontrak).length).toBeGreaterThan(90);
  });

  it('OpenAPI at /docs shows the request and answer schemas of every route', async () => {
    const res = await t.req({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { parameters?: { in: string }[]; requestBody?: unknown; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };
    const kurang: string[] = [];
    for (const r of t.app.semuaRute) {
      if (!r.kontrak) continue;
      const path = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      // a wildcard path is written `{*}` by the OpenAPI generator
      const op = (doc.paths[path] ?? doc.paths[path.replace(/\*$/, '{*}')])?.[r.method.toLowerCase()];
      if (!op) {
        kurang.push(`${r.method} ${path}: tidak ada di OpenAPI`);
        continue;
      }
      const ok = op.responses?.['200']?.content;
      if (!ok || !Object.values(ok).some((c) => c.schema)) kurang.push(`${r.method} ${path}: jawaban tanpa skema`);
      if (r.kontrak.params && !op.parameters?.some((p) => p.in === 'path')) kurang.push(`${r.method} ${path}: parameter alamat tanpa skema`);
      if (r.kontrak.body && !r.kontrak.multipart && !op.requestBody) kurang.push(`${r.method} ${path}: isi permintaan tanpa skema`);
      if (!isBerkas(r.kontrak.jawaban) && !ok?.['application/json']) kurang.push(`${r.method} ${path}: jawaban JSON tanpa skema`);
    }
    expect(kurang).toEqual([]);
  });

  it('an id in a path is a positive integer written plainly: 0x2, 2e0, 002 and 1 OR 1=1 are 422, never record 2', async () => {
    const salah: string[] = [];
    let dinilai = 0;
    for (const r of t.app.semuaRute) {
      if (!r.kontrak?.params || !r.url.includes(':id')) continue;
      for (const v of ['0x2', '2e0', '002', '1%20OR%201%3D1', '-1', '0']) {
        const url = r.url.replace(':table', 'm_daerah').replace(/:([A-Za-z_]+)/g, (_, n: string) => (n === 'id' ? v : '2024'));
        const res = await t.req({ method: r.method as 'GET', url, token: superadmin, payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
        if (res.statusCode === 403 || res.statusCode === 401) continue; // the permission is checked first
        dinilai++;
        if (res.statusCode !== 422 || !res.json().errors?.id) salah.push(`${r.method} ${url} -> ${res.statusCode}`);
      }
    }
    expect(salah).toEqual([]);
    expect(dinilai).toBeGreaterThan(60);
  });

  it('every list answers the same 422 to a bad page, page size or order', async () => {
    const salah: string[] = [];
    const daftar = t.app.semuaRute.filter((r) => r.method === 'GET' && r.kontrak?.query && 'shape' in r.kontrak.query && 'per_page' in (r.kontrak.query as unknown as { shape: object }).shape);
    for (const r of daftar) {
      const base = r.url.replace(':table', 'm_daerah').replace(/:([A-Za-z_]+)/g, '1');
      for (const [q, kolom] of [
        ['page=abc', 'page'],
        ['page=-1', 'page'],
        ['per_page=0', 'per_page'],
        ['pageSize=1000000', 'pageSize'],
        ['orderBy[sort]=sideways', 'orderBy.sort'],
      ] as const) {
        const res = await t.req({ method: 'GET', url: `${base}?${q}`, token: superadmin });
        if (res.statusCode === 403) continue;
        if (res.statusCode !== 422 || !res.json().errors?.[kolom]) salah.push(`GET ${base}?${q} -> ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(salah).toEqual([]);
    expect(daftar.length).toBeGreaterThan(10);
  });

  it('validation messages are Indonesian and per field', async () => {
    const res = await t.req({ method: 'POST', url: '/penugasan/1', token: superadmin, payload: { area: 'Barat', m_daerah_ids: 'semua', lain: 1 } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ status: 0, code: 'VALIDATION_FAILED' });
    expect(body.errors.area).toMatch(/Pilih wilayah/);
    expect(body.errors.m_daerah_ids).toMatch(/Daftar daerah tidak valid/);
    expect(body.errors.lain).toBe('Kolom ini tidak dikenal.');
  });
});
