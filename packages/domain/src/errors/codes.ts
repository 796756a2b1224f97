/** Error codes of the API with their Indonesian messages and HTTP status. */
export const ERRORS = {
  VALIDATION_FAILED: { status: 422, message: 'Isian belum valid. Periksa kembali kolom yang ditandai.' },
  BAD_REQUEST: { status: 400, message: 'Permintaan tidak valid.' },
  INVALID_JSON: { status: 400, message: 'Format data yang dikirim tidak valid.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Nama pengguna atau kata sandi salah.' },
  ACCOUNT_INACTIVE: { status: 403, message: 'Akun Anda belum diaktifkan oleh admin.' },
  UNAUTHENTICATED: { status: 401, message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' },
  FORBIDDEN: { status: 403, message: 'Anda tidak memiliki hak akses untuk tindakan ini.' },
  NOT_FOUND: { status: 404, message: 'Data tidak ditemukan atau sudah dihapus.' },
  UNKNOWN_RESOURCE: { status: 404, message: 'Sumber data tidak dikenal.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Alamat tidak ditemukan.' },
  DUPLICATE: { status: 409, message: 'Data dengan nilai tersebut sudah terdaftar.' },
  IN_USE: { status: 409, message: 'Data masih dipakai oleh data lain sehingga tidak dapat dihapus.' },
  /** Optimistic concurrency: the record changed since the form loaded it (`data` carries the current record). */
  DIUBAH_PENGGUNA_LAIN: { status: 409, message: 'Data telah diubah oleh pengguna lain. Periksa perubahan terbaru sebelum menyimpan lagi.' },
  /** The same write (Idempotency-Key) is still running: the client sends it again a little later (decision 107). */
  SEDANG_DIPROSES: { status: 409, message: 'Permintaan yang sama sedang diproses. Coba lagi sebentar lagi.' },
  INVALID_TRANSITION: { status: 409, message: 'Tindakan ini tidak dapat dilakukan pada status data saat ini.' },
  /** A state of the period (filling or sending closed), not a permission: the session stays, the form explains. */
  PERIODE_DITUTUP: { status: 409, message: 'Pengisian sedang ditutup.' },
  TOKEN_INVALID: { status: 400, message: 'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa.' },
  FILE_TOO_LARGE: { status: 413, message: 'Ukuran berkas melebihi batas yang diizinkan.' },
  FILE_TYPE: { status: 415, message: 'Jenis berkas tidak diizinkan. Gunakan PDF, JPEG, PNG atau WebP.' },
  FILE_MISSING: { status: 400, message: 'Berkas belum dipilih.' },
  RATE_LIMITED: { status: 429, message: 'Terlalu banyak percobaan. Silakan coba beberapa saat lagi.' },
  INTERNAL: { status: 500, message: 'Terjadi kesalahan pada sistem. Silakan coba beberapa saat lagi.' },
  /** The database cannot be reached (restart, connection lost): no write is acknowledged; the client may retry. */
  DATABASE_UNAVAILABLE: { status: 503, message: 'Basis data sedang tidak dapat dihubungi. Coba lagi sebentar lagi.' },
  NO_RESPONSE: { status: 0, message: 'Server tidak merespons. Periksa koneksi Anda lalu coba lagi.' },
  /** An innovation already sent and pending or verified (frozen; never sent twice). */
  SUDAH_DIKIRIM: { status: 409, message: 'Inovasi ini sudah dikirim ke Kemendagri.' },
  /** The innovation's year may not be sent (archive, outside the account's years or the sending window). */
  TAHUN_TIDAK_DAPAT_DIKIRIM: { status: 409, message: 'Inovasi tahun ini tidak dapat dikirim.' },
  /** Sending refused: the innovation's own fields are incomplete (`errors` lists them). */
  PROFIL_BELUM_LENGKAP: { status: 422, message: 'Isian profil inovasi belum lengkap.' },
  /** Sending refused: indicator answers or evidence are incomplete (`errors` lists them). */
  INDIKATOR_BELUM_LENGKAP: { status: 422, message: 'Indikator dan bukti dukung inovasi belum lengkap.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The error body of every failed API call. */
export interface ApiErrorBody {
  status: 0;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  /** DIUBAH_PENGGUNA_LAIN: the record as it is now, for the form to show beside what the user typed. */
  data?: unknown;
}

export const errorMessage = (code: string): string =>
  (ERRORS as Record<string, { message: string }>)[code]?.message ?? ERRORS.INTERNAL.message;
