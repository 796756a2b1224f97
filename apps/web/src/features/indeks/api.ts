import { ApiError, apiRequest, toApiError, type Query } from '../../lib/api';
import { session } from '../../lib/session';

export type Sumber = 'self' | 'verified';

export interface RincianBaris {
  k: number;
  pembagi: number;
  rata_kematangan: number;
  skor_jumlah_inovasi: number | null;
  total: number;
  skor_maks_total: number | null;
}

export interface BarisRanking {
  profil_id: number;
  nama: string;
  total_score: number;
  peringkat: number;
  predikat: string;
  tab: number;
  isIga: boolean;
  jumlah_inovasi: number;
  spd: number;
  sid: number;
  rincian: RincianBaris;
}

export interface BarisRekap {
  profil_id: number;
  nama: string;
  total_inovasi: number;
  skor: number;
  skor_final_raw: number;
  iga: boolean;
  predikat: string;
}

export interface RincianDaerah {
  profil_id: number;
  nama: string;
  tahun: number;
  sumber: Sumber;
  hasil: {
    spd: number;
    jumlah_kematangan: number;
    jumlah_inovasi: number;
    k: number;
    pembagi: number;
    rata_kematangan: number;
    skor_jumlah_inovasi: number | null;
    sid: number;
    total: number;
    skor_maks_total: number | null;
    iid: number | null;
    iid_tampil: number | null;
    predikat: string;
    catatan: { kode: string; pesan: string }[];
  };
  urusan_yandas_tercakup: number;
  syarat_urusan_yandas_min: number | null;
  tersimpan: { iid: number; updated_at: string } | null;
  inovasi: { id: number; nama: string; dihitung: boolean; alasan: string[]; kematangan: number | null }[];
}

export type Asal = 'resmi' | 'pihak_ketiga' | 'admin' | 'tidak_diketahui';
export const KOLOM_METODOLOGI = ['k', 'skor_maks_total', 'skor_maks_spd', 'skor_maks_kematangan', 'skor_jumlah_inovasi', 'predikat', 'kelayakan'] as const;
export type KolomMetodologi = (typeof KOLOM_METODOLOGI)[number];

export interface AturanJumlah {
  rumus: 'linear' | 'tabel' | null;
  faktor?: number;
  batas_n?: number;
  batas?: { min_n: number; skor: number }[];
  maks: number | null;
  syarat_urusan_yandas_min?: number;
}
export interface Band {
  nama: string;
  mulai_dari: number;
  sampai_dengan: number;
}
export interface Kelayakan {
  tahapan_min?: number;
  is_index?: 0 | 1;
  waktu_penerapan_min?: string;
  waktu_penerapan_max?: string;
  tahun_terakhir?: number;
}

export interface MetodologiRow {
  id: number;
  tahun: number;
  k: number | null;
  skor_maks_total: number | null;
  skor_maks_spd: number | null;
  skor_maks_kematangan: number | null;
  skor_jumlah_inovasi: AturanJumlah | null;
  predikat: Band[] | null;
  kelayakan: Kelayakan | null;
  catatan: string | null;
  sumber: Record<string, string>;
  asal: Record<KolomMetodologi, Asal>;
  valid: boolean;
  masalah: string[];
  peringatan: string[];
  updated_at: string;
}

export interface HasilHitung {
  tahun: number;
  dihitung: number;
  berubah: number;
  durasi_ms: number;
}

export interface AspekLogRow {
  id: number;
  profil_id: number | null;
  nama: string | null;
  tahun: number | null;
  aspek: string;
  nilai_lama: number | null;
  nilai_baru: number | null;
  oleh: string | null;
  created_at: string;
}

export interface RawlogRow {
  id: number;
  ts: string;
  account_id: number | null;
  username: string | null;
  name: string;
  data: { name: string; value: string }[];
}

export const indeksApi = {
  ranking: async (q: Query, signal?: AbortSignal) => {
    const r = await apiRequest<BarisRanking[]>('/ranking-index', { query: q, signal });
    return { data: r.data ?? [], tahun: Number(r.tahun) };
  },
  rincian: async (profilId: number, q: Query, signal?: AbortSignal) => (await apiRequest<RincianDaerah>(`/ranking-index/${profilId}/rincian`, { query: q, signal })).data,
  rekap: async (q: Query, signal?: AbortSignal) => {
    const r = await apiRequest<BarisRekap[]>('/rekap-akhir', { query: q, signal });
    return { data: r.data ?? [], tahun: Number(r.tahun) };
  },
  flag: async (profilId: number) => (await apiRequest<{ id: number; nama: string; is_iga: number }>(`/ranking-index/${profilId}/flag`)).data,
  ubahFlag: async (profilId: number) => apiRequest<{ id: number; nama: string; is_iga: number }>(`/ranking-index/${profilId}/flag`, { method: 'POST' }),
  recount: async (tahun: number | null) => apiRequest<HasilHitung>('/recount', { method: 'POST', query: { tahun } }),
  aspeklog: async (q: Query, signal?: AbortSignal) => {
    const r = await apiRequest<AspekLogRow[]>('/aspeklog', { query: q, signal });
    return { data: r.data ?? [], total: r.total ?? 0 };
  },
  rawlog: async (q: Query, signal?: AbortSignal) => {
    const r = await apiRequest<RawlogRow[]>('/rawlog', { query: q, signal });
    return { data: r.data ?? [], total: r.total ?? 0 };
  },
  metodologi: async (signal?: AbortSignal) => (await apiRequest<MetodologiRow[]>('/metodologi', { signal })).data ?? [],
  simpanMetodologi: async (tahun: number, body: Record<string, unknown>) =>
    apiRequest<MetodologiRow>(`/metodologi/${tahun}`, { method: 'POST', body }) as Promise<{ data: MetodologiRow; message?: string; hitung?: HasilHitung | null }>,
};

/** Address of the recap Excel (a download with the sign-in token). */
export function rekapExcelPath(klaster: string, tahun: number | null): string {
  return `/rekap-akhir/excel?klaster=${encodeURIComponent(klaster)}${tahun ? `&tahun=${tahun}` : ''}`;
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
