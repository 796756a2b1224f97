import { queryOptions } from '@tanstack/react-query';
import { A_KONTEN } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { panggil } from '../../lib/kontrak';

export type { KontenBaris, PengumumanBaris } from '@sigap/domain';

/** The content screens and the contract address each reads (module slug -> route). */
export const LAYAR_KONTEN = {
  'content-panduan': { alamat: A_KONTEN.panduan, keterangan: 'Panduan penggunaan aplikasi dan pengisian indeks.' },
  'content-laporan': { alamat: A_KONTEN.laporan, keterangan: 'Laporan tahunan Indeks Inovasi Daerah.' },
  'content-dokumen': { alamat: A_KONTEN.dokumen, keterangan: 'Dokumen pendukung: peraturan, surat edaran, formulir.' },
} as const;
export type LayarKonten = keyof typeof LAYAR_KONTEN;

export const kontenQueries = {
  daftar: (layar: LayarKonten, query: Query) =>
    queryOptions({
      queryKey: ['konten', layar, query] as const,
      queryFn: async ({ signal }) => {
        // the three routes share one contract shape; only the path differs
        const r = await panggil(LAYAR_KONTEN[layar].alamat as typeof A_KONTEN.panduan, { query, signal });
        return { data: r.data, total: r.total };
      },
      placeholderData: (prev) => prev,
      staleTime: 30_000,
    }),
  pengumuman: (query: Query) =>
    queryOptions({
      queryKey: ['konten', 'pengumuman', query] as const,
      queryFn: async ({ signal }) => {
        const r = await panggil(A_KONTEN.pengumuman, { query, signal });
        return { data: r.data, total: r.total };
      },
      placeholderData: (prev) => prev,
      staleTime: 30_000,
    }),
};

/** "1,2 MB" / "350 KB". */
export function ukuranBerkas(n: number | null | undefined): string {
  if (!n) return '';
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(n / 1024)).toLocaleString('id-ID')} KB`;
}
