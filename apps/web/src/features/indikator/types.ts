import type { DokumenTampil, ItemIndikator, ItemPeriksa, JenisDokumen, RingkasanIndikator, StatusIndikator } from '@sigap/domain';

/** Whose indicators: a region (profile), an innovation, or an innovation's trial results. */
export type Pemilik = 'daerah' | 'inovasi' | 'ujicoba';

/** The answer contract is defined once in the domain (the API builds it, this screen reads it). */
export type Item = ItemIndikator;
export type Dokumen = DokumenTampil;
export type Ringkasan = RingkasanIndikator;
export type Skala = ItemIndikator['skala'][number];
export type Masalah = DokumenTampil['masalah'][number];
export type Evaluasi = NonNullable<ItemIndikator['evaluasi']>;

export interface PemilikInfo {
  profil_id: number;
  nama: string;
  inovasi_id?: number;
  tahun?: number;
  inovasi_status?: number;
  kematangan?: number;
  submitable?: number;
}

export interface EditorPayload {
  status: 1;
  tahun: number;
  boleh_ubah: boolean;
  alasan_kunci: string | null;
  evaluasi_terlihat?: boolean;
  alasan_evaluasi_tersembunyi?: string | null;
  registrasi?: { nomor: string | null; status_nomor: number; qc: number } | null;
  pemilik: PemilikInfo;
  data: Item[];
  ringkasan: Ringkasan;
  message?: string;
}

export interface PeriksaPayload {
  data: ItemPeriksa[];
  total: number;
  tahun: number;
  pemilik: PemilikInfo;
  ringkasan: { blocking: number; catatan: number; lengkap: boolean };
  submitable?: 0 | 1;
}

export interface DokumenPayload {
  data: (Dokumen & { indikator: { id: number; nomor: string; nama: string } })[];
  total: number;
  indikator?: { id: number; nomor: string; nama: string; jenis_dokumen: JenisDokumen; jenis_dokumen_label: string; jumlah_dokumen: number; terisi: boolean; status: StatusIndikator };
  message?: string;
}
