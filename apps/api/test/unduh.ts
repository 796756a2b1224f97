import { expect } from 'vitest';
import type { TestApp } from './helpers';

/**
 * A file address opened as a plain link: asks POST /unduh/token as the signed-in `token` and returns the
 * address with `?unduh=` (or `&unduh=`) appended, as the web does (apps/web/src/lib/berkas.ts).
 */
export async function tautanUnduh(t: TestApp, token: string, url: string): Promise<string> {
  const r = await t.req({ method: 'POST', url: '/unduh/token', token, payload: { url } });
  expect(r.statusCode, r.body).toBe(200);
  return `${url}${url.includes('?') ? '&' : '?'}unduh=${encodeURIComponent(r.json().data.token as string)}`;
}
