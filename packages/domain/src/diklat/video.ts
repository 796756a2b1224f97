import { isHttpUrl } from '../indikator/jawaban';
import { uraiUrl, type UrlTerurai } from '../indikator/url';

type Url = UrlTerurai & { search: string };
/** One query parameter of a parsed URL (the domain compiles without URLSearchParams). */
const param = (u: Url, nama: string): string | null => {
  const m = new RegExp(`[?&]${nama}=([^&#]*)`).exec(u.search ?? '');
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
};

/**
 * The video of a training report (`file_video`, a URL): YouTube and Vimeo links are shown embedded through
 * the providers' privacy-enhanced players (no cookies until the visitor plays: youtube-nocookie.com, Vimeo
 * with `dnt=1`); any other http(s) link is shown as a link. The embed address is built from the video id
 * only, never from the link as typed, so nothing else the link carries reaches the frame.
 */
export type SematanVideo = { jenis: 'youtube' | 'vimeo'; src: string; id: string } | { jenis: 'tautan'; href: string };

const ID_YOUTUBE = /^[A-Za-z0-9_-]{11}$/;
const ID_VIMEO = /^\d{1,12}$/;
const HOST_YT = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const HOST_VIMEO = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function idYoutube(u: Url): string | null {
  const host = u.hostname.toLowerCase();
  const seg = u.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = seg[0];
  else if (HOST_YT.has(host)) {
    if (seg[0] === 'watch') id = param(u, 'v');
    else if (['embed', 'shorts', 'live', 'v'].includes(seg[0] ?? '')) id = seg[1];
  }
  return id && ID_YOUTUBE.test(id) ? id : null;
}

function idVimeo(u: Url): { id: string; h: string | null } | null {
  const host = u.hostname.toLowerCase();
  if (!HOST_VIMEO.has(host)) return null;
  const seg = u.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') {
    const id = seg[0] === 'video' ? seg[1] : undefined;
    const h = param(u, 'h');
    return id && ID_VIMEO.test(id) ? { id, h: h && /^[0-9a-f]{6,20}$/i.test(h) ? h : null } : null;
  }
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123
  const i = seg.findIndex((x: string) => ID_VIMEO.test(x));
  if (i < 0) return null;
  const hash = seg[i + 1];
  return { id: seg[i]!, h: hash && /^[0-9a-f]{6,20}$/i.test(hash) ? hash : null };
}

/** How a report's video is shown: an embed of YouTube or Vimeo, a plain link, or nothing (no or bad URL). */
export function sematanVideo(url: unknown): SematanVideo | null {
  if (!isHttpUrl(url)) return null;
  const href = url.trim();
  const u = uraiUrl(href) as Url | null;
  if (!u) return null;
  const yt = idYoutube(u);
  if (yt) return { jenis: 'youtube', id: yt, src: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vm = idVimeo(u);
  if (vm) return { jenis: 'vimeo', id: vm.id, src: `https://player.vimeo.com/video/${vm.id}?dnt=1${vm.h ? `&h=${vm.h}` : ''}` };
  return { jenis: 'tautan', href };
}

/** The rule of `file_video` on write: empty, or an http(s) address. Null when acceptable. */
export function periksaTautanVideo(v: unknown): string | null {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
  return isHttpUrl(v) ? null : 'Tautan video harus berupa alamat http(s) yang valid, misalnya https://www.youtube.com/watch?v=…';
}
