import type { TipeIndikator } from '../indeks/types';
import type { BentukIsian } from './jawaban';
import type { JenisDokumen } from './dokumen';
import type { StatusIndikator, StatusKeseluruhan } from './status';

/**
 * The answer contract of the indicator editors (GET /daerah/{id}/indikator, /inovasi/{id}/indikator[/ujicoba]) and
 * their documents: built by the API, read by the web app. One definition for both (docs/API.md "Indicator editors").
 */

export interface DokumenTampil {
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
  /** Problems of this document for its indicator (wrong kind, broken link, missing letter data). */
  masalah: { kode: string; pesan: string }[];
}

export interface ItemIndikator {
  id: number;
  indikator_id: number;
  no_urut: number;
  nomor: string;
  /** The engine's code (the catalogue code, else the order number as text). */
  kode: string;
  nama: string;
  keterangan: string | null;
  data_pendukung: string | null;
  tipe: TipeIndikator;
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
  skala: { id: number; nilai: number; mulai_dari: number | null; sampai_dengan: number | null; keterangan: string }[];
  nilai: string | null;
  nilai_sebelum: number | null;
  nilai_sesudah: number | null;
  skala_id: number | null;
  informasi: string | null;
  /** G/X/Y/Z/D: the value scored (percent change, difference); else null. */
  nilai_turunan: number | null;
  level: number;
  skor: number;
  terisi: boolean;
  evaluasi: { nilai: string | null; nilai_sebelum: number | null; nilai_sesudah: number | null; skala_id: number | null; skor: number | null; catatan: string | null; alasan: string | null; verified_at: string | null } | null;
  files: DokumenTampil[];
  jumlah_dokumen: number;
  status: StatusIndikator;
  updated_at: string | null;
  subs: ItemIndikator[];
}

export interface RingkasanIndikator {
  tahun: number;
  jumlah_indikator: number;
  terisi: number;
  wajib: number;
  wajib_terpenuhi: number;
  jumlah_dokumen: number;
  /** Self score: SPD (region) or kematangan (innovation), by the domain engine. */
  skor_total: number;
  skor_maks: number;
  /** Verified total: the verifier's score where given, else the self score (null when nothing is verified). */
  skor_verifikasi: number | null;
  status: StatusKeseluruhan;
  /** The checker's counts, where the route adds them. */
  periksa?: { blocking: number; catatan: number; lengkap: boolean };
}
