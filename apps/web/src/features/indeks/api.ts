import { A_INDEKS, type SimpanMetodologiBody, type SumberIndeks } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { unduhBerkas } from '../../lib/berkas';
import { isiAlamat, panggil } from '../../lib/kontrak';
import { ambilRanking, tahunQ } from './kueri';

export { KOLOM_METODOLOGI } from '@sigap/domain';
export type {
  AsalMetodologi as Asal,
  AspeklogRow as AspekLogRow,
  AturanJumlahTampil as AturanJumlah,
  BandPredikat as Band,
  BarisRankingIndeks as BarisRanking,
  BarisRekapAkhir as BarisRekap,
  HasilHitungUlang as HasilHitung,
  KelayakanTampil as Kelayakan,
  KolomMetodologi,
  MetodologiTampil as MetodologiRow,
  RawlogRow,
  BarisIndikatorRincian,
  InovasiRincian,
  RincianSkorDaerah as RincianDaerah,
  RincianSkorInovasi,
  SisiRincian,
} from '@sigap/domain';
export type Sumber = SumberIndeks;

export const indeksApi = {
  ranking: ambilRanking,
  /** The region's breakdown, self and verified side by side; `sumber` picks the source of `hasil` and of each innovation's `dihitung`. */
  rincian: async (profilId: number, q: { tahun: number | null; sumber?: Sumber }, signal?: AbortSignal) =>
    (await panggil(A_INDEKS.rincian, { params: { profil_id: profilId }, query: { ...q, tahun: tahunQ(q.tahun) }, signal })).data,
  rincianInovasi: async (profilId: number, inovasiId: number, tahun: number | null, signal?: AbortSignal) =>
    (await panggil(A_INDEKS.rincianInovasi, { params: { profil_id: profilId, id: inovasiId }, query: { tahun: tahunQ(tahun) }, signal })).data,
  rekap: async (q: { klaster: string; tahun: number | null }, signal?: AbortSignal) => {
    const r = await panggil(A_INDEKS.rekap, { query: { ...q, tahun: tahunQ(q.tahun) }, signal });
    return { data: r.data, tahun: r.tahun };
  },
  flag: async (profilId: number) => (await panggil(A_INDEKS.flag, { params: { profil_id: profilId } })).data,
  ubahFlag: async (profilId: number) => panggil(A_INDEKS.ubahFlag, { params: { profil_id: profilId } }),
  recount: async (tahun: number | null) => panggil(A_INDEKS.recount, { query: { tahun: tahunQ(tahun) } }),
  aspeklog: async (q: { page: number; per_page: number; profil_id: number | null }, signal?: AbortSignal) => {
    const r = await panggil(A_INDEKS.aspeklog, { query: { page: q.page, per_page: q.per_page, profil_id: q.profil_id ?? undefined }, signal });
    return { data: r.data, total: r.total };
  },
  rawlog: async (q: Query, signal?: AbortSignal) => {
    const r = await panggil(A_INDEKS.rawlog, { query: q, signal });
    return { data: r.data, total: r.total };
  },
  metodologi: async (signal?: AbortSignal) => (await panggil(A_INDEKS.metodologi, { signal })).data,
  simpanMetodologi: async (tahun: number, body: SimpanMetodologiBody) => panggil(A_INDEKS.simpanMetodologi, { params: { tahun }, body }),
};

/** Address of the recap Excel (downloaded with a download token: lib/berkas.ts). */
export function rekapExcelPath(klaster: string, tahun: number | null): string {
  return `${isiAlamat(A_INDEKS.rekapExcel)}?klaster=${encodeURIComponent(klaster)}${tahun ? `&tahun=${tahun}` : ''}`;
}

/** Downloads the recap Excel. */
export const unduhRekapExcel = (klaster: string, tahun: number | null): Promise<void> => unduhBerkas(rekapExcelPath(klaster, tahun), `rekap-akhir-${klaster}-${tahun ?? ''}.xlsx`);

/** Address of a region's score breakdown PDF. */
export function rincianPdfPath(profilId: number, tahun: number | null): string {
  return `${isiAlamat(A_INDEKS.rincianPdf, { profil_id: profilId })}${tahun ? `?tahun=${tahun}` : ''}`;
}

/** Downloads a region's score breakdown ("Rincian Skor") as a PDF. */
export const unduhRincianPdf = (profilId: number, tahun: number | null): Promise<void> => unduhBerkas(rincianPdfPath(profilId, tahun), `rincian-skor-${profilId}-${tahun ?? ''}.pdf`);

/** The screen address of a region's score breakdown. */
export const alamatRincianSkor = (profilId: number, tahun?: number | null): string => `/rincian-skor/${profilId}${tahun ? `?tahun=${tahun}` : ''}`;
