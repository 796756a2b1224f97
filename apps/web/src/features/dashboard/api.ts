import { apiRequest, type Query } from '../../lib/api';

export type Sumber = 'self' | 'verified';

export interface PerTahun {
  tahun: number;
  inisiatif: number;
  ujicoba: number;
  penerapan: number;
  total: number;
}
export interface PerTema {
  kode: number | null;
  nama: string;
  asta_cita: boolean;
  jumlah: number;
}
export interface PerUrusan {
  id: number;
  nama: string;
  yandas: boolean;
  jumlah: number;
}
export interface StatIndeks {
  jumlah_daerah: number;
  jumlah_dinilai: number;
  rata_rata: number;
  tertinggi: number;
  terendah: number;
  predikat: { predikat: string; jumlah: number }[];
}
export interface RingkasanInovasi {
  inovasi: { total: number; inisiatif: number; ujicoba: number; penerapan: number; digital: number; non_digital: number };
  pengiriman: { belum_dikirim: number; menunggu: number; terverifikasi: number; ditolak: number; ditarik: number; qc_terverifikasi: number };
  per_tahun: PerTahun[];
  per_tema: PerTema[];
  per_tema_tahun: { kode: number | null; tahun: number; jumlah: number }[];
  per_urusan: PerUrusan[];
  per_urusan_tahun: { urusan_id: number; tahun: number; jumlah: number }[];
}
export interface Ringkasan extends RingkasanInovasi {
  tahun: number;
  sumber: Sumber;
  lingkup: { jenis: 'nasional' | 'provinsi' | 'wilayah' | 'daerah'; daerah: { id: number; nama: string } | null; jumlah_daerah: number | null };
  indeks: StatIndeks;
}
export interface NilaiIndeks {
  spd: number;
  sid: number;
  total: number;
  iid: number;
  predikat: string | null;
  jumlah_inovasi: number;
}
export interface PosisiKlaster extends StatIndeks {
  kode: string;
  klaster: string;
  nilai: number;
  peringkat: number;
}
export interface RingkasanDaerah extends RingkasanInovasi {
  tahun: number;
  sumber: Sumber;
  profil: { id: number; nama: string; daerah: string; kode: string; tingkat: number; jenis: string; is_iga: number };
  indeks: { self: NilaiIndeks | null; verified: NilaiIndeks | null };
  klaster: PosisiKlaster[];
}
export interface RingkasanLogin {
  akun: { total: number; aktif: number; pernah_masuk: number; masuk_7_hari: number; masuk_30_hari: number };
  per_role: { role: string; label: string; total: number; aktif: number; pernah_masuk: number; masuk_7_hari: number; masuk_30_hari: number }[];
  terakhir: { id: number; username: string; nama_lengkap: string; role: string; last_login_at: string }[];
}
export interface DetailTema {
  id: number;
  nama: string;
  group_id: number;
  tema: string | null;
  jumlah: number;
}
export interface TemaTahun {
  data: { kode: number | null; tahun: number; jumlah: number }[];
  tema: PerTema[];
  tahun: number[];
  total: number;
}
export interface BarisDaerah {
  id: number;
  nama: string;
  jenis: string | null;
  jumlah_daerah: number;
  inovasi: number;
  penerapan: number;
  dikirim: number;
  terverifikasi: number;
  rata_rata_self: number;
  rata_rata_verified: number;
  jumlah_dinilai: number;
}
export interface BarisIndikator {
  indikator_id: number;
  nomor: string;
  kode: string | null;
  nama: string;
  bobot: number | null;
  skor_maks: number | null;
  required: number;
  jumlah_jawaban: number;
  rata_rata_skor: number;
  distribusi: { level: number; jumlah: number }[];
}

const get = async <T>(path: string, query?: Query, signal?: AbortSignal) => (await apiRequest<T>(path, { query, signal })) as { data: T } & Record<string, unknown>;

export const statistikApi = {
  ringkasan: (sumber: Sumber, tahun: number | null, signal?: AbortSignal) => get<Ringkasan>(sumber === 'verified' ? '/summary-verified' : '/summary', { tahun }, signal).then((r) => r.data),
  ringkasanDaerah: (id: number, sumber: Sumber, tahun: number | null, signal?: AbortSignal) =>
    get<RingkasanDaerah>(`${sumber === 'verified' ? '/summary-verified' : '/summary'}/${id}`, { tahun }, signal).then((r) => r.data),
  login: (signal?: AbortSignal) => get<RingkasanLogin>('/summary/login', undefined, signal).then((r) => r.data),
  detailTema: (signal?: AbortSignal) => get<DetailTema[]>('/summary/covid/klaster', undefined, signal).then((r) => r.data),
  temaTahun: (id: number | null, signal?: AbortSignal) => get<TemaTahun['data']>(id ? `/summary/covid/overall/${id}` : '/summary/covid/overall', undefined, signal).then((r) => r as unknown as TemaTahun),
  daerah: (propinsi: number | null, tahun: number | null, signal?: AbortSignal) =>
    get<BarisDaerah[]>('/statistik/daerah', { propinsi_id: propinsi, tahun }, signal).then((r) => ({ data: r.data, tahun: r.tahun as number, propinsi: r.propinsi as { id: number; nama: string } | null })),
  perIndikator: (tipe: 'P' | 'I', sumber: Sumber, tahun: number | null, signal?: AbortSignal) =>
    get<BarisIndikator[]>('/statistik/per-indikator', { tipe, sumber, tahun }, signal).then((r) => ({ data: r.data, tahun: r.tahun as number })),
  propinsi: (signal?: AbortSignal) => get<{ value: number; label: string }[]>('/propinsi/lookup', undefined, signal).then((r) => r.data),
};
