import { isValidDate } from '../fields/validate';
import { DEFAULT_SETTINGS, parseYears, type SettingName } from './settings';
import { validasiHariPengingat } from '../pengingat/jadwal';

/**
 * The settings screen (PLT-13): what each known application setting is, how
 * it is entered and which values are valid. The API checks every write of
 * `app_settings` with `validasiPengaturan`; the screen uses the same function
 * before it sends. Unknown settings are free text (at most 5000 characters).
 */
export type JenisPengaturan = 'flag' | 'tahun' | 'daftar_tahun' | 'tanggal' | 'angka' | 'teks';

export interface DefinisiPengaturan {
  label: string;
  jenis: JenisPengaturan;
  grup: GrupPengaturan;
  /** Help text under the input. */
  bantuan: string;
  /** For a min/max pair: the other setting and which end this one is. */
  pasangan?: { lawan: SettingName; ujung: 'min' | 'max' };
  /** A year list that may be empty (e.g. nothing published yet). */
  bolehKosong?: boolean;
  /** An extra rule of this setting's value (after its type's own): the message, or null when valid. */
  validasi?: (v: string) => string | null;
}

export const GRUP_PENGATURAN = ['Periode dan pengisian', 'Tahun data dan arsip', 'Lomba inovasi', 'Umum'] as const;
export type GrupPengaturan = (typeof GRUP_PENGATURAN)[number];

const help = (name: SettingName) => DEFAULT_SETTINGS[name].keterangan;

export const PENGATURAN: Record<SettingName, DefinisiPengaturan> = {
  iga_status: { label: 'Pengisian data IGA dibuka', jenis: 'flag', grup: 'Periode dan pengisian', bantuan: 'Bila aktif, pemerintah daerah dapat menambah dan mengubah data inovasi dan indikator (selama periode pengisian).' },
  kirim_inovasi: { label: 'Pengiriman inovasi ke Kemendagri dibuka', jenis: 'flag', grup: 'Periode dan pengisian', bantuan: 'Bila aktif, inovasi yang lengkap dapat dikirim ke Kemendagri.' },
  periode_selesai: { label: 'Akhir periode pengisian', jenis: 'tanggal', grup: 'Periode dan pengisian', bantuan: 'Setelah tanggal ini isian ditutup.' },
  tahun_penilaian: { label: 'Tahun penilaian', jenis: 'tahun', grup: 'Periode dan pengisian', bantuan: help('tahun_penilaian') },
  tanggal_penerapan_min: {
    label: 'Tanggal penerapan paling awal',
    jenis: 'tanggal',
    grup: 'Periode dan pengisian',
    bantuan: help('tanggal_penerapan_min'),
    pasangan: { lawan: 'tanggal_penerapan_max', ujung: 'min' },
  },
  tanggal_penerapan_max: {
    label: 'Tanggal penerapan paling akhir',
    jenis: 'tanggal',
    grup: 'Periode dan pengisian',
    bantuan: help('tanggal_penerapan_max'),
    pasangan: { lawan: 'tanggal_penerapan_min', ujung: 'max' },
  },
  tahun_kirim_min: {
    label: 'Tahun inovasi terkecil yang boleh dikirim',
    jenis: 'tahun',
    grup: 'Periode dan pengisian',
    bantuan: help('tahun_kirim_min'),
    pasangan: { lawan: 'tahun_kirim_max', ujung: 'min' },
  },
  tahun_kirim_max: {
    label: 'Tahun inovasi terbesar yang boleh dikirim',
    jenis: 'tahun',
    grup: 'Periode dan pengisian',
    bantuan: help('tahun_kirim_max'),
    pasangan: { lawan: 'tahun_kirim_min', ujung: 'max' },
  },
  data_tahun_all: { label: 'Pengguna daerah melihat data semua tahun', jenis: 'flag', grup: 'Tahun data dan arsip', bantuan: 'Bila aktif, pengguna daerah melihat data semua tahun; bila mati, hanya tahun pada "Tahun data pengguna daerah".' },
  tahun_data: {
    label: 'Tahun data pengguna daerah',
    jenis: 'daftar_tahun',
    grup: 'Tahun data dan arsip',
    bantuan: 'Tahun data yang boleh dilihat pengguna daerah bila "Pengguna daerah melihat data semua tahun" mati.',
  },
  tahun_arsip_min: {
    label: 'Tahun awal arsip',
    jenis: 'tahun',
    grup: 'Tahun data dan arsip',
    bantuan: help('tahun_arsip_min'),
    pasangan: { lawan: 'tahun_arsip_max', ujung: 'min' },
  },
  tahun_arsip_max: {
    label: 'Tahun akhir arsip',
    jenis: 'tahun',
    grup: 'Tahun data dan arsip',
    bantuan: help('tahun_arsip_max'),
    pasangan: { lawan: 'tahun_arsip_min', ujung: 'max' },
  },
  lomba_status: { label: 'Lomba inovasi daerah dibuka', jenis: 'flag', grup: 'Lomba inovasi', bantuan: 'Bila aktif, lomba inovasi daerah dibuka untuk pendaftaran.' },
  lomba_edit_indikator: { label: 'Indikator lomba dapat diubah', jenis: 'flag', grup: 'Lomba inovasi', bantuan: 'Bila aktif, peserta lomba dapat mengubah isian indikator lomba.' },
  lomba_kirim_inovasi: { label: 'Pengiriman inovasi lomba dibuka', jenis: 'flag', grup: 'Lomba inovasi', bantuan: 'Bila aktif, peserta lomba dapat mengirim inovasi lomba.' },
  tanggal_lomba_min: {
    label: 'Tanggal penerapan lomba paling awal',
    jenis: 'tanggal',
    grup: 'Lomba inovasi',
    bantuan: help('tanggal_lomba_min'),
    pasangan: { lawan: 'tanggal_lomba_max', ujung: 'min' },
  },
  tanggal_lomba_max: {
    label: 'Tanggal penerapan lomba paling akhir',
    jenis: 'tanggal',
    grup: 'Lomba inovasi',
    bantuan: help('tanggal_lomba_max'),
    pasangan: { lawan: 'tanggal_lomba_min', ujung: 'max' },
  },
  tahun_publikasi: {
    label: 'Tahun indeks yang diumumkan',
    jenis: 'daftar_tahun',
    grup: 'Tahun data dan arsip',
    bantuan: 'Indeks terverifikasi tahun-tahun ini tampil di halaman publik pemda (/landing/pemda/…). Kosongkan bila belum ada yang diumumkan.',
    bolehKosong: true,
  },
  pengingat_hari: { label: 'Hari pengingat sebelum akhir periode', jenis: 'teks', grup: 'Periode dan pengisian', bantuan: help('pengingat_hari'), bolehKosong: true, validasi: validasiHariPengingat },
  app_name: { label: 'Nama aplikasi', jenis: 'teks', grup: 'Umum', bantuan: 'Nama aplikasi yang ditampilkan.' },
};

export const TAHUN_PENGATURAN_MIN = 1990;
export const TAHUN_PENGATURAN_MAX = 2100;
export const PANJANG_PENGATURAN_MAX = 5000;

export function definisiPengaturan(name: string): DefinisiPengaturan | undefined {
  return Object.prototype.hasOwnProperty.call(PENGATURAN, name) ? PENGATURAN[name as SettingName] : undefined;
}

/** The value as it is stored: trimmed; a list of years sorted, without duplicates. */
export function normalisasiPengaturan(name: string, value: string | null | undefined): string {
  const v = String(value ?? '').trim();
  const def = definisiPengaturan(name);
  if (def?.jenis === 'daftar_tahun' && /^[\d,\s]*$/.test(v)) return [...new Set(parseYears(v))].sort((a, b) => a - b).join(',');
  return v;
}

const isYear = (v: string) => /^\d{4}$/.test(v) && Number(v) >= TAHUN_PENGATURAN_MIN && Number(v) <= TAHUN_PENGATURAN_MAX;

/** One value on its own: null when valid, else the message shown under the input. */
export function validasiNilaiPengaturan(name: string, value: string | null | undefined): string | null {
  const v = String(value ?? '').trim();
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v)) return 'Nilai mengandung karakter yang tidak diizinkan.';
  const def = definisiPengaturan(name);
  if (!def) return v.length > PANJANG_PENGATURAN_MAX ? `Nilai paling banyak ${PANJANG_PENGATURAN_MAX} karakter.` : null;
  switch (def.jenis) {
    case 'flag':
      return v === '0' || v === '1' ? null : 'Nilai harus 0 (tidak) atau 1 (ya).';
    case 'tahun':
      return isYear(v) ? null : `Isi tahun empat angka antara ${TAHUN_PENGATURAN_MIN} dan ${TAHUN_PENGATURAN_MAX}.`;
    case 'daftar_tahun': {
      if (!v) return def.bolehKosong ? null : 'Pilih paling sedikit satu tahun.';
      const parts = v.split(',').map((s) => s.trim());
      if (parts.some((p) => !isYear(p))) return `Isi tahun empat angka antara ${TAHUN_PENGATURAN_MIN} dan ${TAHUN_PENGATURAN_MAX}, dipisah koma (contoh: 2025,2026).`;
      return null;
    }
    case 'tanggal':
      return isValidDate(v) ? null : 'Isi tanggal yang valid (format YYYY-MM-DD).';
    case 'angka':
      return /^-?\d+(\.\d+)?$/.test(v) ? null : 'Isi angka.';
    case 'teks':
      if (!v) return def.bolehKosong ? null : `${def.label} wajib diisi.`;
      if (def.validasi) return def.validasi(v);
      return v.length > 100 ? `${def.label} paling banyak 100 karakter.` : null;
  }
}

/**
 * Checks the values to be saved against each other and against the stored
 * ones (`tersimpan`): every value on its own, then each min/max pair whose one
 * end changes. Answers errors by setting name (empty when all is valid).
 */
export function validasiPengaturan(perubahan: Record<string, string | null | undefined>, tersimpan: Record<string, string | null | undefined> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(perubahan)) {
    const e = validasiNilaiPengaturan(name, value);
    if (e) errors[name] = e;
  }
  const nilaiSalah = new Set(Object.keys(errors));
  const nilai = (n: string) => normalisasiPengaturan(n, n in perubahan ? perubahan[n] : tersimpan[n]);
  for (const name of Object.keys(perubahan)) {
    const def = definisiPengaturan(name);
    if (!def?.pasangan || nilaiSalah.has(name)) continue;
    const lawan = def.pasangan.lawan;
    if (nilaiSalah.has(lawan)) continue;
    const a = nilai(name);
    const b = nilai(lawan);
    if (validasiNilaiPengaturan(lawan, b)) continue; // the stored other end is broken: nothing to compare with
    // years and YYYY-MM-DD dates compare as strings of equal length
    const salah = def.pasangan.ujung === 'min' ? a > b : a < b;
    if (salah) {
      const lawanLabel = PENGATURAN[lawan].label;
      errors[name] = def.pasangan.ujung === 'min' ? `Tidak boleh setelah "${lawanLabel}".` : `Tidak boleh sebelum "${lawanLabel}".`;
    }
  }
  return errors;
}

/**
 * An order in which the changes can be saved one by one so that each is
 * valid against what is stored by then (a min/max pair moved past its old
 * other end must save the far end first). Null when no such order exists.
 */
export function urutanSimpanPengaturan(perubahan: Record<string, string>, tersimpan: Record<string, string | null | undefined>): string[] | null {
  const sisa = new Set(Object.keys(perubahan));
  const keadaan: Record<string, string | null | undefined> = { ...tersimpan };
  const urutan: string[] = [];
  while (sisa.size) {
    const bisa = [...sisa].find((n) => Object.keys(validasiPengaturan({ [n]: perubahan[n] }, keadaan)).length === 0);
    if (!bisa) return null;
    urutan.push(bisa);
    keadaan[bisa] = normalisasiPengaturan(bisa, perubahan[bisa]);
    sisa.delete(bisa);
  }
  return urutan;
}
