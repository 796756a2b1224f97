import { ApiError, apiRequest, buildQuery, toApiError, type Query } from '../../lib/api';
import { session } from '../../lib/session';

export type Sumber = 'self' | 'verified';

export interface BarisRataRata {
  id: number | string;
  nama: string;
  jumlah_daerah: number;
  jumlah_dinilai: number;
  rata_rata: number;
  tertinggi: number;
  terendah: number;
  predikat: { predikat: string; jumlah: number }[];
  nilai_provinsi?: number;
  predikat_provinsi?: string | null;
}
export interface BarisRekapDaerah {
  id: number;
  profil_id: number;
  nama: string;
  jenis: string;
  propinsi: string | null;
  jumlah_inovasi: number;
  iid_self: number;
  predikat_self: string | null;
  iid_verified: number;
  predikat_verified: string | null;
}
export interface BarisOpd {
  opd_id: number | null;
  nama_opd: string;
  jumlah_inovasi: number;
  penerapan: number;
  rata_kematangan: number;
  rata_verifikasi: number;
}
export interface BarisRekap {
  kunci: string;
  nama: string;
  inisiatif: number;
  ujicoba: number;
  penerapan: number;
  total: number;
}
export interface Tabulasi {
  baris: { kunci: string; label: string }[];
  kolom: { kunci: string; label: string }[];
  sel: number[][];
  total_baris: number[];
  total_kolom: number[];
  total: number;
}

type Env<T> = { data: T } & Record<string, unknown>;
const get = async <T>(path: string, query?: Query, signal?: AbortSignal) => (await apiRequest<T>(path, { query, signal })) as Env<T>;

export const laporanApi = {
  rataRata: (kelompok: string, sumber: Sumber, tahun: number | null, signal?: AbortSignal) =>
    get<BarisRataRata[]>(`/indeks/average/${kelompok}`, { sumber, tahun }, signal).then((r) => ({ data: r.data, tahun: r.tahun as number })),
  rekapNasional: (tahun: number | null, signal?: AbortSignal) => get<BarisRekapDaerah[]>('/indeks/average/nasional/rekap', { tahun }, signal).then((r) => r.data),
  rekapPropinsi: (id: number, tahun: number | null, signal?: AbortSignal) =>
    get<BarisRekapDaerah[]>(`/indeks/average/propinsi/${id}/rekap`, { tahun }, signal).then((r) => ({ data: r.data, propinsi: r.propinsi as { id: number; nama: string } })),
  rekapOpd: (id: number, signal?: AbortSignal) => get<BarisOpd[]>(`/indeks/average/opd/${id}/rekap`, undefined, signal).then((r) => ({ data: r.data, profil: r.profil as { id: number; nama: string } })),
  rekap: (jenis: string, q: { tahun: number | null; propinsi_id: number | null }, signal?: AbortSignal) =>
    get<BarisRekap[]>(`/laporan/rekap/${jenis}`, q, signal).then((r) => ({ data: r.data, jumlah: r.jumlah as Omit<BarisRekap, 'kunci' | 'nama'>, total_inovasi: r.total_inovasi as number, judul: r.judul as string })),
  analisis: (q: { baris: string; kolom: string; tahun: number | null; propinsi_id: number | null }, signal?: AbortSignal) =>
    get<Tabulasi>('/laporan/analisis', q, signal).then((r) => ({ data: r.data, dimensi: r.dimensi as { value: string; label: string }[] })),
  propinsi: (signal?: AbortSignal) => get<{ value: number; label: string }[]>('/propinsi/lookup', undefined, signal).then((r) => r.data),
};

/** Downloads a file answer (Excel) with the session token and saves it under `nama`. */
export async function unduh(path: string, query: Query, nama: string): Promise<void> {
  const token = session.getToken();
  let res: Response;
  try {
    res = await fetch(path + buildQuery(query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
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
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = nama;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
