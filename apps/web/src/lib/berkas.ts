import type { MouseEvent } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { A_MEDIA } from '@sigap/domain';
import type { Alamat, Kontrak } from '@sigap/domain';
import { ApiError, buildQuery, toApiError, type Query } from './api';
import { isiAlamat, panggil } from './kontrak';
import { notifyError } from './notify';
import { session, useToken } from './session';

/**
 * Files of the API opened by the browser itself (a download, a PDF in a frame, a new tab, an image): the one
 * place that makes their addresses. A plain link cannot send the Authorization header, and the session token
 * never goes into an address (it would land in logs and history and last hours): each file gets a download
 * token from `POST /unduh/token`, valid five minutes and for that one address, appended as `?unduh=`
 * (docs/API.md "Downloads"). Images are fetched with the header instead and shown from an object URL
 * (docs/decisions.md): one request per image, kept for the session, no token round trip in lists.
 */

/** An address of this site (`/media/…`, `/inovasi/download-pdf/3`); outside links (`https://…`) need no token. */
export function alamatSitus(alamat: string): boolean {
  return /^\/(?![/\\])/.test(alamat);
}

/** The address of a contract's file answer with its parameters and query: what {@link unduhBerkas} opens. */
export function alamatBerkas<K extends Kontrak>(k: K | Alamat<K> | Pick<Kontrak, 'path'>, opts: { params?: Record<string, string | number>; query?: Query } = {}): string {
  return isiAlamat(k, opts.params) + buildQuery(opts.query);
}

/** A token is reused for this long after it was issued (it lives five minutes on the server). */
const PAKAI_ULANG_MS = 2 * 60_000;
const tokenTersimpan = new Map<string, { href: string; sampai: number; sesi: string }>();

/** The address with a fresh download token (`?unduh=`); outside links and signed-out calls as they are. */
export async function alamatBertoken(alamat: string): Promise<string> {
  const sesi = session.getToken();
  if (!sesi || !alamatSitus(alamat)) return alamat;
  const ada = tokenTersimpan.get(alamat);
  if (ada && ada.sesi === sesi && ada.sampai > Date.now()) return ada.href;
  const r = await panggil(A_MEDIA.tokenUnduh, { body: { url: alamat } });
  const href = `${alamat}${alamat.includes('?') ? '&' : '?'}unduh=${encodeURIComponent(r.data.token)}`;
  if (tokenTersimpan.size >= 200) tokenTersimpan.clear();
  tokenTersimpan.set(alamat, { href, sampai: Date.now() + PAKAI_ULANG_MS, sesi });
  return href;
}

/** Forgets the tokens kept for reuse (tests; a sign-out makes them useless anyway). */
export function lupakanTokenUnduh(): void {
  tokenTersimpan.clear();
}

/**
 * Downloads a file: asks for its token, then lets the browser fetch it as a download (streamed to disk, the
 * browser's own progress). `nama` is the suggested file name (the server's Content-Disposition wins).
 */
export async function unduhBerkas(alamat: string, nama?: string): Promise<void> {
  const href = await alamatBertoken(alamat);
  const a = document.createElement('a');
  a.href = href;
  a.download = nama ?? '';
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Opens a file in a new tab (a PDF to read, an uploaded document). The tab opens inside the click, so no
 * pop-up blocker stops it, and goes to the file once its token is there.
 */
export async function bukaBerkas(alamat: string): Promise<void> {
  const perluToken = alamatSitus(alamat) && Boolean(session.getToken());
  const tab = perluToken ? window.open('', '_blank') : null;
  if (tab) tab.opener = null;
  try {
    const href = await alamatBertoken(alamat);
    if (tab) tab.location.replace(href);
    // a blocked pop-up: this tab goes to the file (back returns to the page)
    else if (perluToken) window.location.assign(href);
    else window.open(href, '_blank', 'noopener,noreferrer');
  } catch (e) {
    tab?.close();
    throw e;
  }
}

/** A click that downloads a file (buttons of lists and toolbars); a failure becomes a notification. */
export function klikUnduh(alamat: string, nama?: string, judulGagal = 'Berkas gagal diunduh') {
  return () => {
    unduhBerkas(alamat, nama).catch((e: unknown) => notifyError(e, judulGagal));
  };
}

/**
 * Props of a link to a file that opens in a new tab: `href` stays the plain address (what the link shows),
 * a click (or a middle click) opens it with its token. Outside links open as they are.
 */
export function tautanBerkas(alamat: string) {
  const base = { href: alamat, target: '_blank', rel: 'noopener noreferrer' } as const;
  if (!alamatSitus(alamat)) return base;
  const buka = (e: MouseEvent) => {
    if (e.button > 1) return;
    e.preventDefault();
    bukaBerkas(alamat).catch((err: unknown) => notifyError(err, 'Berkas gagal dibuka'));
  };
  return { ...base, onClick: buka, onAuxClick: buka };
}

/**
 * The address with its token for a frame (`<iframe src>` of a PDF): null while the token is asked for or
 * when it could not be had. Outside links and signed-out use: the address as it is.
 */
export function useAlamatBerkas(alamat: string | null | undefined): string | null {
  const sesi = useToken();
  const perlu = Boolean(alamat && sesi && alamatSitus(alamat));
  const q = useQuery({
    queryKey: ['berkas-alamat', alamat],
    queryFn: () => alamatBertoken(alamat!),
    enabled: perlu,
    staleTime: PAKAI_ULANG_MS,
    gcTime: PAKAI_ULANG_MS,
    retry: false,
  });
  if (!alamat) return null;
  if (!perlu) return alamat;
  return q.data ?? null;
}

const KUNCI_GAMBAR = 'berkas-gambar';
const berpembersih = new WeakSet<QueryClient>();
/** Object URLs of images are released when their cache entry goes (5 minutes after the last viewer). */
function pasangPembersih(qc: QueryClient) {
  if (berpembersih.has(qc)) return;
  berpembersih.add(qc);
  qc.getQueryCache().subscribe((ev) => {
    if (ev.type === 'removed' && ev.query.queryKey[0] === KUNCI_GAMBAR && typeof ev.query.state.data === 'string') URL.revokeObjectURL(ev.query.state.data);
  });
}

async function ambilGambar(alamat: string, signal: AbortSignal): Promise<string> {
  const sesi = session.getToken();
  let res: Response;
  try {
    res = await fetch(alamat, { headers: sesi ? { Authorization: `Bearer ${sesi}` } : {}, signal });
  } catch (e) {
    if (signal.aborted) throw e;
    throw new ApiError('NO_RESPONSE', 0);
  }
  if (!res.ok) {
    let body: unknown = {};
    try {
      body = await res.json();
    } catch {
      /* not JSON */
    }
    throw toApiError(res.status, body);
  }
  return URL.createObjectURL(await res.blob());
}

/**
 * An uploaded image (logo, thumbnail, evidence photo) for `<img src>`: fetched with the Authorization header
 * and shown from an object URL, kept while it is on screen and five minutes after. Null while loading or
 * when it cannot be read. Outside links and signed-out use (public files): the address as it is.
 */
export function useGambarBerkas(alamat: string | null | undefined): string | null {
  const sesi = useToken();
  const qc = useQueryClient();
  pasangPembersih(qc);
  const perlu = Boolean(alamat && sesi && alamatSitus(alamat));
  const q = useQuery({
    queryKey: [KUNCI_GAMBAR, alamat],
    queryFn: ({ signal }) => ambilGambar(alamat!, signal),
    enabled: perlu,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
  if (!alamat) return null;
  if (!perlu) return alamat;
  return q.data ?? null;
}
