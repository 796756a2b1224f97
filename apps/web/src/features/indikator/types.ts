import type { BentukIsian, ItemPeriksa, JenisDokumen, StatusIndikator, StatusKeseluruhan } from '@sigap/domain';

/** Whose indicators: a region (profile), an innovation, or an innovation's trial results. */
export type Pemilik = 'daerah' | 'inovasi' | 'ujicoba';

export interface Skala {
  id: number;
  nilai: number;
  mulai_dari: number | null;
  sampai_dengan: number | null;
  keterangan: string;
}

export interface Masalah {
  kode: string;
  pesan: string;
}

export interface Dokumen {
  id: number;
  indikator_id: number;
  nomor_surat: string | null;
  tanggal_surat: string | null;
  nama: string | null;
  file_url: string | null;
  youtube: string | null;
  mime: string | null;
  nama_berkas: string | null;
  created_at: string;
  masalah: Masalah[];
}

export interface Evaluasi {
  nilai: string | null;
  nilai_sebelum: number | null;
  nilai_sesudah: number | null;
  skala_id: number | null;
  skor: number | null;
  catatan: string | null;
  alasan: string | null;
  verified_at: string | null;
}

/** One indicator as GET /daerah/{id}/indikator (and the innovation forms) returns it (docs/API.md). */
export interface Item {
  id: number;
  indikator_id: number;
  no_urut: number;
  nomor: string;
  kode: string;
  nama: string;
  keterangan: string | null;
  data_pendukung: string | null;
  tipe: 'P' | 'I' | 'V' | 'R';
  jenis: string;
  jenis_label: string | null;
  bentuk_isian: BentukIsian;
  group_id: number | null;
  group_label: string | null;
  document_type: string | null;
  jenis_dokumen: JenisDokumen;
  jenis_dokumen_label: string;
  satuan: string | null;
  bobot: number | null;
  skor_maks: number;
  required: number;
  parent_id: number | null;
  skala: Skala[];
  nilai: string | null;
  nilai_sebelum: number | null;
  nilai_sesudah: number | null;
  skala_id: number | null;
  informasi: string | null;
  nilai_turunan: number | null;
  level: number;
  skor: number;
  terisi: boolean;
  evaluasi: Evaluasi | null;
  files: Dokumen[];
  jumlah_dokumen: number;
  status: StatusIndikator;
  updated_at: string | null;
  subs: Item[];
}

export interface Ringkasan {
  tahun: number;
  jumlah_indikator: number;
  terisi: number;
  wajib: number;
  wajib_terpenuhi: number;
  jumlah_dokumen: number;
  skor_total: number;
  skor_maks: number;
  skor_verifikasi: number | null;
  status: StatusKeseluruhan;
  periksa?: { blocking: number; catatan: number; lengkap: boolean };
}

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
