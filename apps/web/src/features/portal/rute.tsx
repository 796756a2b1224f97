import { lazy, useEffect, type ComponentType } from 'react';
import { useParams } from 'react-router';

/**
 * The portal's public routes (issue 17 item 1), each page its own chunk; composed by app/router.tsx. `/` itself
 * is routed there (signed-in users go to their dashboard). Nothing here is loaded by the sign-in page.
 */
export const BerandaPortal = lazy(() => import('./BerandaPage'));
const KatalogPage = lazy(() => import('./KatalogPage'));
const InovasiPage = lazy(() => import('./InovasiPage'));
const BeritaDaftarPage = lazy(() => import('./BeritaPage').then((m) => ({ default: m.BeritaDaftarPage })));
const BeritaItemPage = lazy(() => import('./BeritaPage').then((m) => ({ default: m.BeritaItemPage })));
const PengumumanDaftarPage = lazy(() => import('./PengumumanPage').then((m) => ({ default: m.PengumumanDaftarPage })));
const PengumumanItemPage = lazy(() => import('./PengumumanPage').then((m) => ({ default: m.PengumumanItemPage })));
const KontenPage = lazy(() => import('./KontenPage'));
const PemenangPage = lazy(() => import('./PemenangPage'));
const UrusanPage = lazy(() => import('./UrusanPage'));
const TinyPage = lazy(() => import('./TinyPage'));

/** A short link followed inside the app: the server answers it (302 to its page). */
function BukaTautan() {
  const { kode = '' } = useParams();
  useEffect(() => window.location.replace(`/tiny/${encodeURIComponent(kode)}`), [kode]);
  return null;
}

const Panduan = () => <KontenPage halaman="panduan" />;
const Laporan = () => <KontenPage halaman="laporan" />;
const Dokumen = () => <KontenPage halaman="dokumen" />;

export const RUTE_PORTAL: readonly { path: string; Halaman: ComponentType }[] = [
  { path: '/katalog', Halaman: KatalogPage },
  { path: '/katalog/:id', Halaman: InovasiPage },
  { path: '/berita', Halaman: BeritaDaftarPage },
  { path: '/berita/:id', Halaman: BeritaItemPage },
  { path: '/pengumuman', Halaman: PengumumanDaftarPage },
  { path: '/pengumuman/:slug', Halaman: PengumumanItemPage },
  { path: '/panduan', Halaman: Panduan },
  { path: '/laporan', Halaman: Laporan },
  { path: '/dokumen', Halaman: Dokumen },
  { path: '/pemenang', Halaman: PemenangPage },
  { path: '/urusan', Halaman: UrusanPage },
  { path: '/tiny', Halaman: TinyPage },
  { path: '/tiny/:kode', Halaman: BukaTautan },
];
