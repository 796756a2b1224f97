import { uraiUrl } from './url';

/**
 * Map embed of a region profile (PRF-03). The form accepts the provider's
 * embed code (an <iframe>) or its address; only the iframe's `src` from an
 * allowed provider is stored, so no markup of the user ever reaches a page.
 */

/** Allowed providers: https only, these hosts and paths. */
export const PENYEDIA_PETA: readonly { host: string; path: RegExp; contoh: string }[] = [
  { host: 'www.google.com', path: /^\/maps\/embed(\/|$)/, contoh: 'https://www.google.com/maps/embed?pb=…' },
  { host: 'maps.google.com', path: /^\//, contoh: 'https://maps.google.com/maps?q=…&output=embed' },
  { host: 'www.openstreetmap.org', path: /^\/export\/embed\.html$/, contoh: 'https://www.openstreetmap.org/export/embed.html?bbox=…' },
];

export const PESAN_PETA_DITOLAK =
  'Hanya kode sematan peta (iframe) dari Google Maps (https://www.google.com/maps/embed, https://maps.google.com) atau OpenStreetMap (https://www.openstreetmap.org/export/embed.html) yang diizinkan.';

const MAKS = 2000;

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#(\d{1,7});/g, (_, d: string) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The src of the only element, which must be one <iframe> (optionally closed) and nothing else. */
function srcDariIframe(html: string): string | null {
  const m = /^<iframe\b([^<>]*)>\s*(?:<\/iframe\s*>)?$/i.exec(html);
  if (!m) return null;
  const attrs = m[1]!;
  // event handlers and inline documents are never part of a provider's embed code
  if (/(^|\s)(on[a-z]+|srcdoc)\s*=/i.test(attrs)) return null;
  const src = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+))/i.exec(attrs);
  if (!src) return null;
  return decodeEntities(src[1] ?? src[2] ?? src[3] ?? '');
}

/**
 * Validates a map embed and returns the URL to store:
 * - empty (null, '', spaces) clears the map: `{ src: null }`;
 * - an `<iframe …>` (and nothing else) or a bare URL is accepted when the URL
 *   is https on an allowed provider (see {@link PENYEDIA_PETA}), with no
 *   credentials, port, spaces or control characters;
 * - anything else (a <script>, another host, javascript:, several tags) is
 *   refused with {@link PESAN_PETA_DITOLAK}.
 */
export function sanitasiPeta(input: unknown): { src: string | null; error: string | null } {
  if (input === null || input === undefined) return { src: null, error: null };
  if (typeof input !== 'string') return { src: null, error: PESAN_PETA_DITOLAK };
  const s = input.trim();
  if (!s) return { src: null, error: null };
  if (s.length > MAKS) return { src: null, error: `Kode sematan peta paling banyak ${MAKS} karakter.` };
  const raw = s.startsWith('<') ? srcDariIframe(s) : s.includes('<') || s.includes('>') ? null : s;
  if (raw === null) return { src: null, error: PESAN_PETA_DITOLAK };
  const url = raw.trim();
  if (!url || /[\s\u0000-\u001f\u007f\\<>"']/.test(url)) return { src: null, error: PESAN_PETA_DITOLAK };
  const u = uraiUrl(url);
  if (!u) return { src: null, error: PESAN_PETA_DITOLAK };
  if (u.protocol !== 'https:' || u.username || u.password || u.port) return { src: null, error: PESAN_PETA_DITOLAK };
  const penyedia = PENYEDIA_PETA.find((p) => p.host === u.hostname.toLowerCase());
  if (!penyedia || !penyedia.path.test(u.pathname)) return { src: null, error: PESAN_PETA_DITOLAK };
  const out = u.toString();
  if (out.length > MAKS) return { src: null, error: `Kode sematan peta paling banyak ${MAKS} karakter.` };
  return { src: out, error: null };
}
