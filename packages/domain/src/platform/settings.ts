/**
 * Application settings (app_settings rows) with their defaults. The session
 * flags of the spec come from here; date windows and allowed years are here
 * so a new period needs no code change.
 */
export const DEFAULT_SETTINGS = {
  iga_status: { value: '1', keterangan: 'Pengisian data IGA dibuka (1) atau ditutup (0).' },
  kirim_inovasi: { value: '1', keterangan: 'Pengiriman inovasi ke Kemendagri dibuka (1) atau ditutup (0).' },
  lomba_status: { value: '0', keterangan: 'Lomba inovasi daerah dibuka (1) atau ditutup (0).' },
  lomba_edit_indikator: { value: '0', keterangan: 'Indikator lomba dapat diubah (1) atau tidak (0).' },
  lomba_kirim_inovasi: { value: '0', keterangan: 'Pengiriman inovasi lomba dibuka (1) atau ditutup (0).' },
  tanggal_lomba_min: { value: '2022-01-01', keterangan: 'Batas awal tanggal penerapan/pengembangan di formulir lomba inovasi.' },
  tanggal_lomba_max: { value: '2025-12-31', keterangan: 'Batas akhir tanggal penerapan/pengembangan di formulir lomba inovasi.' },
  data_tahun_all: { value: '0', keterangan: 'Pengguna daerah melihat data semua tahun (1) atau hanya tahun yang diizinkan (0).' },
  tahun_data: { value: '2023,2024,2025,2026', keterangan: 'Tahun data yang boleh dilihat pengguna daerah bila data_tahun_all = 0.' },
  tahun_arsip_min: { value: '2005', keterangan: 'Tahun terawal arsip inovasi (hanya baca bagi pengguna daerah).' },
  tahun_arsip_max: { value: '2022', keterangan: 'Tahun terakhir arsip inovasi (hanya baca bagi pengguna daerah).' },
  tahun_penilaian: { value: '2026', keterangan: 'Tahun penilaian (metodologi) yang sedang berjalan.' },
  periode_selesai: { value: '2026-12-31', keterangan: 'Batas akhir periode pengisian (YYYY-MM-DD). Setelah tanggal ini isian ditutup.' },
  tanggal_penerapan_min: { value: '2024-01-01', keterangan: 'Batas awal tanggal penerapan/pengembangan di formulir database inovasi (dipersempit ke jendela metodologi tahun penilaian).' },
  tanggal_penerapan_max: { value: '2025-12-31', keterangan: 'Batas akhir tanggal penerapan/pengembangan di formulir database inovasi (dipersempit ke jendela metodologi tahun penilaian).' },
  tahun_kirim_min: { value: '2024', keterangan: 'Tahun inovasi terkecil yang boleh dikirim (baris tidak bertanda salmon); dipersempit ke tahun jendela tanggal penerapan.' },
  tahun_kirim_max: { value: '2025', keterangan: 'Tahun inovasi terbesar yang boleh dikirim (baris tidak bertanda salmon); dipersempit ke tahun jendela tanggal penerapan.' },
  tahun_publikasi: { value: '', keterangan: 'Tahun yang indeks terverifikasinya diumumkan di halaman publik pemda (kosong: belum ada).' },
  pengingat_hari: { value: '14,7,3,1', keterangan: 'Hari sebelum akhir periode pengisian saat pengingat dikirim ke daerah yang berisiko (dipisah koma; kosong: tidak ada pengingat).' },
  app_name: { value: 'SIGAP Inovasi', keterangan: 'Nama aplikasi.' },
} as const satisfies Record<string, { value: string; keterangan: string }>;

export type SettingName = keyof typeof DEFAULT_SETTINGS;

export const SESSION_FLAGS = ['iga_status', 'kirim_inovasi', 'lomba_status', 'lomba_edit_indikator', 'lomba_kirim_inovasi', 'data_tahun_all'] as const;
export type SessionFlag = (typeof SESSION_FLAGS)[number];

/** Parses a comma list of years ("2023,2024") into numbers, ignoring junk. */
export function parseYears(v: string | null | undefined): number[] {
  return String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{4}$/.test(s)) // not Number(): '2e3' and '0x7E7' are junk, not years
    .map(Number)
    .filter((n) => n > 1900 && n < 3000);
}

/** The archive year range from settings (default 2005-2022). */
export function tahunArsip(settings: Record<string, string | undefined>): { min: number; max: number } {
  const n = (v: string | undefined, d: number) => (v && /^\d{4}$/.test(v.trim()) ? Number(v.trim()) : d);
  return { min: n(settings.tahun_arsip_min, 2005), max: n(settings.tahun_arsip_max, 2022) };
}
