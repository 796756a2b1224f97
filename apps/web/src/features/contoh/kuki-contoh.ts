/**
 * The cookie jar of the sample handlers (decision 120). Mock Service Worker keeps the cookies its handlers set in a
 * `CookieJar` of tough-cookie (`msw/lib/core/utils/cookieStore.mjs`), which brings the public suffix list and a URL
 * parser: ~110 KB of the ~266 KB the sample screens download. The web build and the dev server load this module
 * in its place (vite-msw.ts); MSW uses only two calls of it:
 * - `getCookiesSync(url)` (core/utils/request/getRequestCookies.mjs): the cookies a request to `url` carries, each
 *   with `key`, `value` and `toString()` (appended to the request's `cookie` header, as tough-cookie's Cookie does);
 * - `setCookie(header, url)` (core/utils/request/storeResponseCookies.mjs): a handler's `Set-Cookie` (one string,
 *   several headers joined by `, ` as `Headers.get` gives them, or a list).
 *
 * A real if small RFC 6265 jar, kept in memory for the tab (like the sample data; MSW kept it in localStorage):
 * host-only cookies match their host exactly, a `Domain` cookie its domain and subdomains; path prefix matching
 * with the default path of the request; `Max-Age` (over `Expires`), `Expires`, deletion by `Max-Age=0` or a past
 * date; the same name, domain and path replace a cookie (keeping its creation time); `Secure` cookies go only to
 * https/wss; longer paths first, then older cookies. No public suffix list: a `Domain` must match the request's
 * host and hold a dot (or be the host itself), which refuses `Domain=com` but not `Domain=co.uk`; harmless for a jar
 * that only sample handlers on the page's own origin fill and read.
 */

export interface Kuki {
  key: string;
  value: string;
  /** host (host-only) or the `Domain` attribute, lowercase, without a leading dot */
  domain: string;
  path: string;
  hostOnly: boolean;
  secure: boolean;
  httpOnly: boolean;
  /** `Strict`, `Lax` or `None` as written; absent when not given */
  sameSite?: string;
  /** the `Expires` attribute (ms since the epoch), when given and valid */
  expires?: number;
  /** the `Max-Age` attribute (seconds), when given */
  maxAge?: number;
  /** attributes the jar does not know, kept as written */
  extensions: string[];
  /** when the first cookie of this name, domain and path was stored (ms) */
  creation: number;
  /** the cookie as tough-cookie's `Cookie#toString` writes it: `key=value; Expires=…; Max-Age=…; Domain=…; Path=…; …` */
  toString(): string;
}

export interface ToplesKuki {
  getCookiesSync(url: string): Kuki[];
  setCookie(header: string | readonly string[], url: string): void;
}

/** A header with a control character (but tab) is ignored whole (RFC 6265bis 5.6, as browsers do). */
const KENDALI = /[\x00-\x08\x0A-\x1F\x7F]/;
/** Several `Set-Cookie` headers joined by commas: a comma followed by `name=` starts the next one (the split of
 * `Headers#getSetCookie`); the comma of an `Expires` date is followed by a day, not by `name=`. */
const ANTAR_HEADER = /,(?=\s*[^;,=\s]+=)/;
const IP = /^(\d{1,3}\.){3}\d{1,3}$|:/;

function cocokDomain(host: string, domain: string): boolean {
  return host === domain || (!IP.test(host) && host.endsWith(`.${domain}`));
}

function cocokPath(jalur: string, kukiPath: string): boolean {
  return jalur === kukiPath || (jalur.startsWith(kukiPath) && (kukiPath.endsWith('/') || jalur[kukiPath.length] === '/'));
}

/** RFC 6265 5.1.4: the request path up to its last `/`, or `/`. */
function pathBawaan(jalur: string): string {
  if (!jalur.startsWith('/')) return '/';
  const akhir = jalur.lastIndexOf('/');
  return akhir <= 0 ? '/' : jalur.slice(0, akhir);
}

const SAME_SITE: Record<string, string> = { strict: 'Strict', lax: 'Lax', none: 'None' };

function tulis(this: Kuki): string {
  let s = `${this.key}=${this.value}`;
  if (this.expires !== undefined) s += `; Expires=${new Date(this.expires).toUTCString()}`;
  if (this.maxAge !== undefined) s += `; Max-Age=${this.maxAge}`;
  if (!this.hostOnly) s += `; Domain=${this.domain}`;
  s += `; Path=${this.path}`;
  if (this.secure) s += '; Secure';
  if (this.httpOnly) s += '; HttpOnly';
  if (this.sameSite && this.sameSite !== 'None') s += `; SameSite=${this.sameSite}`;
  for (const e of this.extensions) s += `; ${e}`;
  return s;
}

/** One `Set-Cookie` header for `url`: the cookie and when it expires (ms; -Infinity: delete), or null if refused. */
function urai(header: string, url: URL, sekarang: number): { kuki: Kuki; habis: number } | null {
  if (KENDALI.test(header)) return null;
  const [pasangan = '', ...atribut] = header.trim().split(';');
  const sama = pasangan.indexOf('=');
  if (sama <= 0) return null;
  const key = pasangan.slice(0, sama).trim();
  const value = pasangan.slice(sama + 1).trim();
  if (!key) return null;
  const host = url.hostname.toLowerCase();
  const kuki: Kuki = { key, value, domain: host, path: pathBawaan(url.pathname), hostOnly: true, secure: false, httpOnly: false, extensions: [], creation: sekarang, toString: tulis };
  for (const a of atribut) {
    const i = a.indexOf('=');
    const nama = (i < 0 ? a : a.slice(0, i)).trim().toLowerCase();
    const nilai = i < 0 ? '' : a.slice(i + 1).trim();
    if (nama === 'expires') {
      const t = Date.parse(nilai);
      if (!Number.isNaN(t)) kuki.expires = t;
    } else if (nama === 'max-age') {
      if (/^-?\d+$/.test(nilai)) kuki.maxAge = Number.parseInt(nilai, 10);
    } else if (nama === 'domain') {
      const d = nilai.replace(/^\./, '').toLowerCase();
      if (d) {
        kuki.domain = d;
        kuki.hostOnly = false;
      }
    } else if (nama === 'path') {
      if (nilai.startsWith('/')) kuki.path = nilai;
    } else if (nama === 'secure') kuki.secure = true;
    else if (nama === 'httponly') kuki.httpOnly = true;
    else if (nama === 'samesite') {
      const s = SAME_SITE[nilai.toLowerCase()];
      if (s) kuki.sameSite = s;
    } else if (a.trim()) kuki.extensions.push(a.trim());
  }
  // a Domain must cover the host and not be a bare top-level name (no public suffix list: see above)
  if (!kuki.hostOnly && (!cocokDomain(host, kuki.domain) || (!kuki.domain.includes('.') && kuki.domain !== host))) return null;
  const habis = kuki.maxAge !== undefined ? (kuki.maxAge <= 0 ? -Infinity : sekarang + kuki.maxAge * 1000) : (kuki.expires ?? Infinity);
  return { kuki, habis };
}

/** A new, empty jar; `sekarang` is the clock (tests move it). */
export function buatToplesKuki(sekarang: () => number = Date.now): ToplesKuki {
  const isi: { kuki: Kuki; habis: number; urutan: number }[] = [];
  let urutan = 0;
  return {
    setCookie(header, url) {
      const u = new URL(url);
      const now = sekarang();
      const daftar = typeof header === 'string' ? header.split(ANTAR_HEADER) : header;
      for (const h of daftar) {
        const baru = urai(h, u, now);
        if (!baru) continue;
        const { kuki, habis } = baru;
        const i = isi.findIndex((x) => x.kuki.key === kuki.key && x.kuki.domain === kuki.domain && x.kuki.path === kuki.path);
        if (habis <= now) {
          if (i >= 0) isi.splice(i, 1);
          continue;
        }
        if (i >= 0) {
          kuki.creation = isi[i]!.kuki.creation;
          isi[i] = { kuki, habis, urutan: isi[i]!.urutan };
        } else isi.push({ kuki, habis, urutan: urutan++ });
      }
    },
    getCookiesSync(url) {
      const u = new URL(url);
      const now = sekarang();
      const host = u.hostname.toLowerCase();
      const aman = u.protocol === 'https:' || u.protocol === 'wss:';
      for (let i = isi.length - 1; i >= 0; i--) if (isi[i]!.habis <= now) isi.splice(i, 1);
      return isi
        .filter(({ kuki }) => (kuki.hostOnly ? host === kuki.domain : cocokDomain(host, kuki.domain)) && cocokPath(u.pathname, kuki.path) && (aman || !kuki.secure))
        .sort((a, b) => b.kuki.path.length - a.kuki.path.length || a.kuki.creation - b.kuki.creation || a.urutan - b.urutan)
        .map((x) => x.kuki);
    },
  };
}

/** The tab's jar: what MSW imports as `cookieStore`. */
export const cookieStore: ToplesKuki = buatToplesKuki();
