import { A_LAPORAN, A_PROPINSI_ANAK, A_RATA_RATA, A_REKAP_LAPORAN, type Dimensi, type JenisDaerahPropinsi, type JenisRekap, type KelompokRataRata, type Kontrak, type SumberSkor } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { panggil } from '../../lib/kontrak';
import { alamatBerkas, unduhBerkas } from '../../lib/berkas';

export type { BarisRataRata, BarisRekapDaerah, SumberSkor as Sumber } from '@sigap/domain';

/** The filters of a report: innovation year and province (null = all). */
export interface FilterLaporan {
  tahun: number | null;
  propinsi_id: number | null;
}
const filter = (q: FilterLaporan) => ({ tahun: q.tahun ?? undefined, propinsi_id: q.propinsi_id ?? undefined });

export const laporanApi = {
  rataRata: async (kelompok: KelompokRataRata, sumber: SumberSkor, tahun: number | null, signal?: AbortSignal) => {
    const r = await panggil(A_RATA_RATA[kelompok], { query: { sumber, tahun: tahun ?? undefined }, signal });
    return { data: r.data, tahun: r.tahun };
  },
  rekapNasional: async (tahun: number | null, signal?: AbortSignal) => (await panggil(A_LAPORAN.rekapNasional, { query: { tahun: tahun ?? undefined }, signal })).data,
  rekapPropinsi: async (id: number, tahun: number | null, signal?: AbortSignal) => {
    const r = await panggil(A_LAPORAN.rekapPropinsi, { params: { id }, query: { tahun: tahun ?? undefined }, signal });
    return { data: r.data, propinsi: r.propinsi };
  },
  rekapOpd: async (id: number, signal?: AbortSignal) => {
    const r = await panggil(A_LAPORAN.rekapOpd, { params: { id }, signal });
    return { data: r.data, profil: r.profil };
  },
  rekap: async (jenis: JenisRekap, q: FilterLaporan, signal?: AbortSignal) => {
    const r = await panggil(A_REKAP_LAPORAN[jenis], { query: filter(q), signal });
    return { data: r.data, jumlah: r.jumlah, total_inovasi: r.total_inovasi, judul: r.judul };
  },
  analisis: async (q: FilterLaporan & { baris: Dimensi; kolom: Dimensi }, signal?: AbortSignal) => {
    const r = await panggil(A_LAPORAN.analisis, { query: { ...filter(q), baris: q.baris, kolom: q.kolom }, signal });
    return { data: r.data, dimensi: r.dimensi };
  },
  propinsi: async (signal?: AbortSignal) => (await panggil(A_LAPORAN.propinsi, { signal })).data,
  /** Ids of the regions of a kind (kota, kabupaten, perbatasan, ...) in one province. */
  anggotaPropinsi: async (id: number, jenis: JenisDaerahPropinsi, signal?: AbortSignal) => (await panggil(A_PROPINSI_ANAK[jenis], { params: { id }, signal })).data.map((r) => r.id),
};

/** Downloads a file answer (Excel) of a contract under `nama`, with a download token for its address (lib/berkas.ts). */
export const unduh = (k: Pick<Kontrak, 'path'>, query: Query, nama: string): Promise<void> => unduhBerkas(alamatBerkas(k, { query }), nama);
