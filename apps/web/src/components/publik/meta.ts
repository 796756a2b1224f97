import { useEffect } from 'react';

const SITUS = 'SIGAP Inovasi';

/**
 * The page's title and description on the client (the server writes the same into index.html for crawlers and
 * link previews: apps/api/src/modules/publik/meta.ts). Restores the plain title when the page closes.
 */
export function useMetaHalaman(judul: string | null | undefined, deskripsi?: string | null) {
  useEffect(() => {
    document.title = judul ? (judul.startsWith(SITUS) ? judul : `${judul} — ${SITUS}`) : SITUS;
    const el = document.querySelector('meta[name="description"]');
    const lama = el?.getAttribute('content') ?? null;
    if (el && deskripsi) el.setAttribute('content', deskripsi);
    return () => {
      document.title = SITUS;
      if (el && lama !== null) el.setAttribute('content', lama);
    };
  }, [judul, deskripsi]);
}
