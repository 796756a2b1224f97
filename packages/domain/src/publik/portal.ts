/**
 * Rules of the public portal (issue 17 item 1, decisions 68-70): which innovations the public sees, which
 * content categories the public pages list, and which addresses a short link may point to. Pure functions;
 * the API module applies the same rule in SQL (modules/publik/katalog.ts `syaratPublikSql`).
 */

/** The registration state the public rule reads (nomor_registrasi). */
export interface RegistrasiPublik {
  /** -1 withdrawn, 0 pending, 1 verified, 2 rejected. */
  status_nomor: number;
  /** 0 pending, 1 verified, 2 returned by QC. */
  qc: number;
}

/**
 * Decision 68: an innovation is public when its registration was approved by a verifier (status_nomor 1) and QC
 * did not send it back (qc not 2), and no admin took it out of the index (keluar_indeks_alasan empty). The same
 * rule as the verified index (decision 49: an approval QC has not looked at yet counts provisionally) and the
 * region page, so the catalogue, the region page and the published index never disagree. A QC return or an
 * admin's exclusion removes it from every public answer at once. Drafts, pending, rejected and withdrawn
 * registrations and innovations never sent are never public, whatever their stage.
 */
export function inovasiTerbitPublik(reg: RegistrasiPublik | null | undefined, inovasi: { keluar_indeks_alasan?: string | null }): boolean {
  if (!reg) return false;
  if (inovasi.keluar_indeks_alasan) return false;
  return reg.status_nomor === 1 && reg.qc !== 2;
}

/** Public content pages and the content_categories slug each lists (master seed). */
export const HALAMAN_KONTEN = {
  panduan: { slug: 'panduan', judul: 'Panduan', deskripsi: 'Panduan penggunaan aplikasi dan pengisian Indeks Inovasi Daerah.' },
  laporan: { slug: 'laporan-tahunan', judul: 'Laporan Tahunan', deskripsi: 'Laporan tahunan Indeks Inovasi Daerah yang diterbitkan Kementerian.' },
  dokumen: { slug: 'dokumen', judul: 'Dokumen', deskripsi: 'Regulasi, pedoman, dan dokumen publik lain yang dapat diunduh.' },
} as const;
export type HalamanKonten = keyof typeof HALAMAN_KONTEN;
export const DAFTAR_HALAMAN_KONTEN = Object.keys(HALAMAN_KONTEN) as HalamanKonten[];

/** "lat,lng" as numbers inside Indonesia (the form's check), or null: a point on the public map. */
export function titikKoordinat(v: string | null | undefined): { lat: number; lng: number } | null {
  if (!v) return null;
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(v);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (lat < -11.5 || lat > 6.5 || lng < 94.5 || lng > 141.5) return null;
  return { lat, lng };
}

/** Public pages a short link may open: path patterns of the portal (no sign-in pages, no other site). */
const POLA_PUBLIK: readonly RegExp[] = [
  /^\/$/,
  /^\/(berita|pengumuman|katalog|pemenang|panduan|laporan|dokumen|urusan)$/,
  /^\/berita\/[1-9]\d{0,9}$/,
  /^\/pengumuman\/[a-z0-9][a-z0-9-]{0,149}$/,
  /^\/katalog\/[1-9]\d{0,9}$/,
  /^\/landing\/pemda\/[1-9]\d{0,9}$/,
];

/** Longest address a short link keeps (path and query). */
export const PANJANG_MAKS_TUJUAN = 300;

/**
 * Decision 70: the address a short link may point to, normalised (path and the query of a catalogue or winners
 * filter, no fragment), or an Indonesian message. Only the portal's own public pages: a short link can never
 * send a visitor to another site or to a page behind sign-in.
 */
export function cekTujuanTautan(v: unknown): { ok: true; tujuan: string } | { ok: false; pesan: string } {
  if (typeof v !== 'string' || v.trim() === '') return { ok: false, pesan: 'Alamat halaman wajib diisi.' };
  const s = v.trim();
  if (s.length > PANJANG_MAKS_TUJUAN) return { ok: false, pesan: `Alamat halaman maksimal ${PANJANG_MAKS_TUJUAN} karakter.` };
  if (!s.startsWith('/') || s.startsWith('//') || /[\s\\\u0000-\u001f\u007f]/.test(s)) return { ok: false, pesan: 'Alamat harus berupa halaman publik di situs ini (diawali "/").' };
  const [tanpaFragmen] = s.split('#') as [string];
  const q = tanpaFragmen.indexOf('?');
  const path = q < 0 ? tanpaFragmen : tanpaFragmen.slice(0, q);
  const query = q < 0 ? '' : tanpaFragmen.slice(q + 1);
  if (!POLA_PUBLIK.some((p) => p.test(path))) return { ok: false, pesan: 'Hanya halaman publik portal yang dapat dibuatkan tautan pendek.' };
  if (query && !/^[A-Za-z0-9_=&%.,+-]*$/.test(query)) return { ok: false, pesan: 'Parameter alamat mengandung karakter yang tidak diizinkan.' };
  // the same page with its parameters in another order is the same address (one code)
  const qs = query
    .split('&')
    .filter((p) => p !== '' && !p.startsWith('='))
    .sort()
    .join('&');
  return { ok: true, tujuan: qs ? `${path}?${qs}` : path };
}

/** Characters of a short code: no 0/O, 1/l/I (read aloud or typed from a screenshot). */
export const ABJAD_KODE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PANJANG_KODE = 7;
export const POLA_KODE = new RegExp(`^[${ABJAD_KODE}]{${PANJANG_KODE}}$`);

/** A short code from random bytes (the API passes crypto bytes; tests pass fixed ones). */
export function kodeDariAcak(bytes: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < PANJANG_KODE; i++) out += ABJAD_KODE[(bytes[i] ?? 0) % ABJAD_KODE.length];
  return out;
}

/** Plain text of rich text, shortened for a description (meta tags, cards). */
export function ringkasTeks(html: string | null | undefined, max = 160): string {
  const t = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
