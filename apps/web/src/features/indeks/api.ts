import { A_INDEKS, type SimpanMetodologiBody, type SumberIndeks } from '@sigap/domain';
import { ApiError, toApiError, type Query } from '../../lib/api';
import { isiAlamat, panggil } from '../../lib/kontrak';
import { session } from '../../lib/session';

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
  RincianSkorDaerah as RincianDaerah,
} from '@sigap/domain';
export type Sumber = SumberIndeks;

/** A year that is not chosen yet is not sent (the server takes the first assessment year of the settings). */
const tahunQ = (tahun: number | null | undefined) => tahun ?? undefined;

export const indeksApi = {
  ranking: async (q: { klaster: string; sumber: Sumber; tahun: number | null }, signal?: AbortSignal) => {
    const r = await panggil(A_INDEKS.ranking, { query: { ...q, tahun: tahunQ(q.tahun) }, signal });
    return { data: r.data, tahun: r.tahun };
  },
  rincian: async (profilId: number, q: { tahun: number | null; sumber: Sumber }, signal?: AbortSignal) =>
    (await panggil(A_INDEKS.rincian, { params: { profil_id: profilId }, query: { ...q, tahun: tahunQ(q.tahun) }, signal })).data,
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

/** Address of the recap Excel (a download with the sign-in token). */
export function rekapExcelPath(klaster: string, tahun: number | null): string {
  return `${isiAlamat(A_INDEKS.rekapExcel)}?klaster=${encodeURIComponent(klaster)}${tahun ? `&tahun=${tahun}` : ''}`;
}

/** Downloads the recap Excel with the sign-in token (fetch + blob, as a link cannot send the header). */
export async function unduhRekapExcel(klaster: string, tahun: number | null): Promise<void> {
  const token = session.getToken();
  let res: Response;
  try {
    res = await fetch(rekapExcelPath(klaster, tahun), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
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
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `rekap-akhir-${klaster}-${tahun ?? ''}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
