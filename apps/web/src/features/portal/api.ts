import { queryOptions } from '@tanstack/react-query';
import { A_PUBLIK, type HalamanKonten } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { panggil } from '../../lib/kontrak';

/** Query keys and calls of the public portal (contracts K_PUBLIK, addresses A_PUBLIK: no zod in these chunks). */
export const kunciPortal = {
  beranda: ['portal', 'beranda'] as const,
  berita: (page: number) => ['portal', 'berita', page] as const,
  beritaItem: (id: string) => ['portal', 'berita', 'item', id] as const,
  pengumuman: (page: number) => ['portal', 'pengumuman', page] as const,
  pengumumanItem: (slug: string) => ['portal', 'pengumuman', 'item', slug] as const,
  konten: (h: HalamanKonten, page: number, search: string) => ['portal', 'konten', h, page, search] as const,
  pemenang: (tahun: string, kategori: string) => ['portal', 'pemenang', tahun, kategori] as const,
  katalog: (q: Record<string, string>) => ['portal', 'katalog', q] as const,
  peta: (q: Record<string, string>) => ['portal', 'peta', q] as const,
  opsi: ['portal', 'opsi'] as const,
  inovasi: (id: string) => ['portal', 'inovasi', id] as const,
  urusan: ['portal', 'urusan'] as const,
};

/** Unknown (404) or refused by the contract (422): the page does not exist. */
export const tidakAda = (e: unknown) => isApiError(e) && (e.status === 404 || e.status === 422);
const ulang = (n: number, e: unknown) => !tidakAda(e) && n < 2;
const LAMA = 5 * 60_000;

export const qBeranda = () => queryOptions({ queryKey: kunciPortal.beranda, queryFn: ({ signal }) => panggil(A_PUBLIK.beranda, { signal }).then((r) => r.data), staleTime: LAMA });
export const qBerita = (page: number) =>
  queryOptions({ queryKey: kunciPortal.berita(page), queryFn: ({ signal }) => panggil(A_PUBLIK.berita, { query: { page, per_page: 9 }, signal }), staleTime: LAMA });
export const qBeritaItem = (id: string) =>
  queryOptions({ queryKey: kunciPortal.beritaItem(id), queryFn: ({ signal }) => panggil(A_PUBLIK.beritaItem, { params: { id }, signal }).then((r) => r.data), retry: ulang, staleTime: LAMA });
export const qPengumuman = (page: number) =>
  queryOptions({ queryKey: kunciPortal.pengumuman(page), queryFn: ({ signal }) => panggil(A_PUBLIK.pengumuman, { query: { page, per_page: 10 }, signal }), staleTime: LAMA });
export const qPengumumanItem = (slug: string) =>
  queryOptions({ queryKey: kunciPortal.pengumumanItem(slug), queryFn: ({ signal }) => panggil(A_PUBLIK.pengumumanItem, { params: { slug }, signal }).then((r) => r.data), retry: ulang, staleTime: LAMA });
export const qKonten = (halaman: HalamanKonten, page: number, search: string) =>
  queryOptions({
    queryKey: kunciPortal.konten(halaman, page, search),
    queryFn: ({ signal }) => panggil(A_PUBLIK[halaman] as typeof A_PUBLIK.panduan, { query: { page, per_page: 20, ...(search ? { search } : {}) }, signal }),
    staleTime: LAMA,
  });
export const qPemenang = (tahun: string, kategori: string) =>
  queryOptions({
    queryKey: kunciPortal.pemenang(tahun, kategori),
    queryFn: ({ signal }) => panggil(A_PUBLIK.pemenang, { query: { ...(tahun ? { tahun } : {}), ...(kategori ? { kategori } : {}) }, signal }).then((r) => r.data),
    staleTime: LAMA,
  });
export const qKatalog = (q: Record<string, string>) =>
  queryOptions({ queryKey: kunciPortal.katalog(q), queryFn: ({ signal }) => panggil(A_PUBLIK.katalog, { query: { per_page: 12, ...q }, signal }), staleTime: LAMA, placeholderData: (p) => p });
export const qPeta = (q: Record<string, string>) =>
  queryOptions({ queryKey: kunciPortal.peta(q), queryFn: ({ signal }) => panggil(A_PUBLIK.peta, { query: q, signal }).then((r) => r.data), staleTime: LAMA });
export const qOpsi = () => queryOptions({ queryKey: kunciPortal.opsi, queryFn: ({ signal }) => panggil(A_PUBLIK.opsiKatalog, { signal }).then((r) => r.data), staleTime: LAMA });
export const qInovasi = (id: string) =>
  queryOptions({ queryKey: kunciPortal.inovasi(id), queryFn: ({ signal }) => panggil(A_PUBLIK.inovasi, { params: { id }, signal }).then((r) => r.data), retry: ulang, staleTime: LAMA });
export const qUrusan = () => queryOptions({ queryKey: kunciPortal.urusan, queryFn: ({ signal }) => panggil(A_PUBLIK.urusan, { signal }).then((r) => r.data), staleTime: LAMA });
