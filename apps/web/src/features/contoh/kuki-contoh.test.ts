// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { buatToplesKuki, cookieStore, type ToplesKuki } from './kuki-contoh';

/**
 * The sample handlers' cookie jar (kuki-contoh.ts), which the web build gives Mock Service Worker in place of its
 * tough-cookie jar (decision 120). The cookie strings expected here are those tough-cookie 4.1's `CookieJar` gives for
 * the same steps (compared once, side by side, when the jar was written); where they differ on purpose the test
 * says so.
 */

const ASAL = 'http://localhost:5173';
let jam: number;
let toples: ToplesKuki;
const isi = (url: string) => toples.getCookiesSync(url).map((k) => k.toString());
const pasangan = (url: string) => toples.getCookiesSync(url).map((k) => `${k.key}=${k.value}`);

beforeEach(() => {
  jam = Date.parse('2026-03-10T03:00:00Z');
  toples = buatToplesKuki(() => jam);
});

describe('the cookie jar of the sample handlers', () => {
  it('has the surface MSW calls: getCookiesSync(url) with key, value, toString(), and setCookie(header, url)', () => {
    expect(typeof cookieStore.getCookiesSync).toBe('function');
    expect(typeof cookieStore.setCookie).toBe('function');
    toples.setCookie('sesi=abc; Path=/', `${ASAL}/api/todo/all`);
    const [k] = toples.getCookiesSync(`${ASAL}/api/todo`);
    expect(k?.key).toBe('sesi');
    expect(k?.value).toBe('abc');
    expect(k?.toString()).toBe('sesi=abc; Path=/');
    expect(String(k)).toBe('sesi=abc; Path=/');
  });

  it('a host-only cookie goes back to its host only (any port, not a subdomain nor a parent)', () => {
    toples.setCookie('a=1; Path=/', 'http://app.contoh.test/');
    expect(pasangan('http://app.contoh.test:8080/x')).toEqual(['a=1']);
    expect(pasangan('http://sub.app.contoh.test/')).toEqual([]);
    expect(pasangan('http://contoh.test/')).toEqual([]);
    expect(pasangan('http://lain.test/')).toEqual([]);
  });

  it('a Domain cookie goes to the domain and its subdomains; a Domain that does not cover the host, or a bare name, is refused', () => {
    toples.setCookie('d=1; Domain=.Contoh.TEST; Path=/', 'http://app.contoh.test/');
    expect(isi('http://contoh.test/')).toEqual(['d=1; Domain=contoh.test; Path=/']);
    expect(pasangan('http://a.b.contoh.test/')).toEqual(['d=1']);
    expect(pasangan('http://bukancontoh.test/')).toEqual([]);
    toples.setCookie('x=1; Domain=lain.test', 'http://app.contoh.test/');
    toples.setCookie('y=1; Domain=test', 'http://app.contoh.test/');
    toples.setCookie('z=1; Domain=localhost', `${ASAL}/`);
    expect(pasangan('http://lain.test/')).toEqual([]);
    expect(pasangan('http://test/')).toEqual([]);
    expect(pasangan('http://app.contoh.test/')).toEqual(['d=1']);
    expect(isi(`${ASAL}/`)).toEqual(['z=1; Domain=localhost; Path=/']);
  });

  it('without Path the default path is the request path up to its last slash; a path matches at a slash boundary', () => {
    toples.setCookie('a=1', `${ASAL}/api/todo/all?x=1`);
    toples.setCookie('b=2', `${ASAL}/api`);
    toples.setCookie('c=3; Path=bukan-garis-miring', `${ASAL}/api/chat/room`);
    expect(isi(`${ASAL}/api/todo`)).toEqual(['a=1; Path=/api/todo', 'b=2; Path=/']);
    expect(pasangan(`${ASAL}/api/todo/tag`)).toEqual(['a=1', 'b=2']);
    expect(pasangan(`${ASAL}/api/todos`)).toEqual(['b=2']);
    expect(pasangan(`${ASAL}/api/chat/x`)).toEqual(['c=3', 'b=2']);
    toples.setCookie('d=4; Path=/api/', `${ASAL}/`);
    expect(pasangan(`${ASAL}/api/x`)).toContain('d=4');
    expect(pasangan(`${ASAL}/api`)).not.toContain('d=4');
  });

  it('Max-Age counts from when the cookie was set and wins over Expires; Expires alone is a date', () => {
    toples.setCookie('m=1; Max-Age=60; Expires=Wed, 21 Oct 2099 07:28:00 GMT; Path=/', `${ASAL}/`);
    toples.setCookie('e=1; Expires=Tue, 10 Mar 2026 03:05:00 GMT; Path=/', `${ASAL}/`);
    expect(isi(`${ASAL}/`)).toEqual(['m=1; Expires=Wed, 21 Oct 2099 07:28:00 GMT; Max-Age=60; Path=/', 'e=1; Expires=Tue, 10 Mar 2026 03:05:00 GMT; Path=/']);
    jam += 59_999;
    expect(pasangan(`${ASAL}/`)).toEqual(['m=1', 'e=1']);
    jam += 1;
    expect(pasangan(`${ASAL}/`)).toEqual(['e=1']);
    jam = Date.parse('2026-03-10T03:05:00Z');
    expect(pasangan(`${ASAL}/`)).toEqual([]);
    // an expired cookie is gone for good, not only hidden
    jam = Date.parse('2026-03-10T03:00:00Z');
    expect(pasangan(`${ASAL}/`)).toEqual([]);
  });

  it('Max-Age=0, a negative Max-Age or a past Expires deletes the cookie of the same name, domain and path only', () => {
    toples.setCookie(['a=1; Path=/', 'b=2; Path=/', 'c=3; Path=/', 'a=9; Path=/api'], `${ASAL}/`);
    toples.setCookie('a=; Max-Age=0; Path=/', `${ASAL}/`);
    toples.setCookie('b=; Max-Age=-1; Path=/', `${ASAL}/`);
    toples.setCookie('c=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/', `${ASAL}/`);
    expect(pasangan(`${ASAL}/api/x`)).toEqual(['a=9']);
    // deleting what is not there stores nothing
    toples.setCookie('baru=1; Max-Age=0', `${ASAL}/`);
    expect(pasangan(`${ASAL}/`)).toEqual([]);
  });

  it('the same name, domain and path replace the value and keep the first creation time (its place in the order)', () => {
    toples.setCookie('a=1; Path=/', `${ASAL}/`);
    jam += 1000;
    toples.setCookie('b=2; Path=/', `${ASAL}/`);
    toples.setCookie('c=3; Path=/api', `${ASAL}/`);
    jam += 1000;
    toples.setCookie('a=10; Path=/', `${ASAL}/`);
    // longer paths first, then the older cookies
    expect(pasangan(`${ASAL}/api/x`)).toEqual(['c=3', 'a=10', 'b=2']);
    expect(toples.getCookiesSync(`${ASAL}/`)[0]?.creation).toBe(Date.parse('2026-03-10T03:00:00Z'));
    // a different path is another cookie
    toples.setCookie('a=11; Path=/api', `${ASAL}/`);
    expect(pasangan(`${ASAL}/api/x`)).toEqual(['c=3', 'a=11', 'a=10', 'b=2']);
  });

  it('Secure cookies go only to https and wss; HttpOnly, SameSite and unknown attributes are kept as written', () => {
    toples.setCookie('s=1; Secure; Path=/', 'https://localhost:5173/');
    toples.setCookie('h=2; HttpOnly; SameSite=lax; Path=/; Prioritas=tinggi', `${ASAL}/`);
    toples.setCookie('n=3; SameSite=None; Path=/', `${ASAL}/`);
    expect(isi('https://localhost/')).toEqual(['s=1; Path=/; Secure', 'h=2; Path=/; HttpOnly; SameSite=Lax; Prioritas=tinggi', 'n=3; Path=/']);
    expect(pasangan('wss://localhost/')).toEqual(['s=1', 'h=2', 'n=3']);
    expect(pasangan(`${ASAL}/`)).toEqual(['h=2', 'n=3']);
  });

  it('several Set-Cookie headers joined by commas (Headers.get) are split as getSetCookie does, not at the comma of a date', () => {
    // (tough-cookie made one cookie of it: here `a` with the path `/,c=3`, which no request matches; `a=1, b=2` gave
    // `a` the value `1, b=2`)
    toples.setCookie('a=1; Path=/, b=2; Expires=Wed, 21 Oct 2099 07:28:00 GMT; Path=/,c=3', `${ASAL}/x`);
    expect(isi(`${ASAL}/`)).toEqual(['a=1; Path=/', 'b=2; Expires=Wed, 21 Oct 2099 07:28:00 GMT; Path=/', 'c=3; Path=/']);
  });

  it('refuses a header without a name, without "=", or with a control character anywhere; a quoted value stays as written', () => {
    toples.setCookie(['tanpa-sama-dengan', '=nilai', ' =x', 'a\u0001b=1', 'r=1; Path=/\r\nSet-Cookie: s=2', 'u=1\u007f', 'q="dua kata"; Path=/'], `${ASAL}/`);
    expect(isi(`${ASAL}/`)).toEqual(['q="dua kata"; Path=/']);
    // (a tab is not a control character here)
    toples.setCookie('t=1;\tPath=/', `${ASAL}/`);
    expect(pasangan(`${ASAL}/`)).toEqual(['q="dua kata"', 't=1']);
  });

  it('the tab has one jar: what a handler sets, the next request to the origin carries', () => {
    cookieStore.setCookie('tab=1; Path=/api', `${ASAL}/api/user/add`);
    expect(cookieStore.getCookiesSync(`${ASAL}/api/user`).map((k) => k.toString())).toEqual(['tab=1; Path=/api']);
    cookieStore.setCookie('tab=; Max-Age=0; Path=/api', `${ASAL}/api/user/add`);
    expect(cookieStore.getCookiesSync(`${ASAL}/api/user`)).toEqual([]);
  });
});
