import { defaultOptions, Upload, type DetailedError, type HttpResponse } from 'tus-js-client';
import { A_MEDIA, UKURAN_POTONGAN_TUS } from '@sigap/domain';
import { ApiError, toApiError, type UploadResult } from './api';
import { panggil } from './kontrak';
import { session } from './session';

/**
 * The engine of resumable uploads, loaded on demand by ./unggah-tus.ts (tus-js-client stays out of every form's
 * first load). Resumable uploads (tus protocol, server modules/media/tus.ts, decisions 106 and 127): the file goes in
 * requests of UKURAN_POTONGAN_TUS (1 MB), the first with the request that creates the upload (a file up to 1 MB is one
 * request), a dropped connection is resumed from the server's offset automatically, the user can pause and
 * continue, and after a reload picking the same file again continues where it stopped (the upload's address is kept in localStorage
 * under the file's fingerprint). Resolves to the stored file ({@link UploadResult}, the answer of `POST /media/upload`).
 */

/** Quick retries first; after them the upload waits for the connection (see `tungguLagi`) instead of failing. */
const JEDA_ULANG = [0, 1000, 3000, 5000, 10000, 20000];
const JEDA_TUNGGU_MS = 15000;
const UMUR_MS = 24 * 60 * 60 * 1000;

export type StatusUnggah =
  | { jenis: 'mengunggah' }
  | { jenis: 'terputus' }
  | { jenis: 'dilanjutkan'; persen: number }
  | { jenis: 'dijeda' }
  | { jenis: 'menyimpan' };

export interface Kemajuan {
  persen: number;
  terkirim: number;
  total: number;
}

export interface OpsiUnggahTus {
  onProgress?: (k: Kemajuan) => void;
  onStatus?: (s: StatusUnggah) => void;
  /** Continue an earlier unfinished upload of this same file (default true); false starts from the beginning. */
  lanjutkan?: boolean;
  /** The form field uploading (kept with the upload's address in this browser, see {@link tertundaDiKolom}). */
  kolom?: string;
}

export interface KendaliUnggah {
  hasil: Promise<UploadResult>;
  jeda(): void;
  lanjutkan(): void;
  /** While the connection is down: try again now instead of at the next scheduled retry (up to 20 s away). */
  cobaSekarang(): void;
  /** Stops for good (the partial stays on the server a day, so the same file can still continue later). */
  hentikan(): void;
}

/** An earlier unfinished upload of a file, found after a reload. */
export interface UnggahanTertunda {
  nama: string;
  persen: number;
}

const endpoint = () => new URL(A_MEDIA.tusBuat.path, window.location.origin).href;
const persenDari = (terkirim: number, total: number) => (total > 0 ? Math.floor((terkirim / total) * 100) : 0);

/** The account is part of the fingerprint: another account on this browser never tries someone else's upload. */
function sidikJari(file: File): Promise<string> {
  const akun = session.getState().user?.id ?? 0;
  return Promise.resolve(['sigap-tus', akun, file.name, file.type, file.size, file.lastModified].join('-'));
}

function opsiDasar(): { endpoint: string; fingerprint: (file: File) => Promise<string>; headers: Record<string, string> } {
  const token = session.getToken();
  return { endpoint: endpoint(), fingerprint: sidikJari, headers: token ? { Authorization: `Bearer ${token}` } : {} };
}

/** A tus failure as the app's ApiError: the server's JSON refusal when there is one, else no answer (status 0). */
export function galatTus(e: unknown): ApiError {
  const res = (e as Partial<DetailedError> | null)?.originalResponse;
  const status = res?.getStatus() ?? 0;
  if (!res || status === 0) return new ApiError('NO_RESPONSE', 0);
  let body: unknown = {};
  try {
    body = JSON.parse(res.getBody() || '{}');
  } catch {
    /* a proxy page: the status decides */
  }
  return toApiError(status, body);
}

/** Retry while the server did not refuse (network errors, 5xx, a conflict of offsets); a 4xx refusal is final. */
const bolehUlang = (e: unknown) => {
  const status = (e as Partial<DetailedError> | null)?.originalResponse?.getStatus() ?? 0;
  return status === 0 || status >= 500 || status === 409 || status === 423;
};

async function hasilDari(res: HttpResponse | null, uploadUrl: string | null, file: File): Promise<UploadResult> {
  const fileUrl = res?.getHeader('Upload-File-Url');
  if (fileUrl) return { file_url: fileUrl, mime: res?.getHeader('Upload-File-Type') || file.type, size: file.size, nama: file.name };
  // the last answer did not reach us with its headers: ask the server what became of the upload
  const id = uploadUrl?.split('/').pop() ?? '';
  return (await panggil(A_MEDIA.tusHasil, { params: { id } })).data;
}

/**
 * Names of the files whose upload from this field stopped before the end (a reload, a closed tab), for the hint
 * "pick the same file again": the browser no longer has the file itself, only the upload's address.
 */
export async function tertundaDiKolom(kolom: string): Promise<string[]> {
  const awalan = `tus::sigap-tus-${session.getState().user?.id ?? 0}-`;
  const semua = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
  // the server forgets an unfinished upload after a day (UMUR_UNGGAHAN_MS): so does this browser
  const basi = semua.filter((u) => u.urlStorageKey.startsWith(awalan) && Date.now() - Date.parse(u.creationTime) > UMUR_MS);
  for (const u of basi) await defaultOptions.urlStorage.removeUpload(u.urlStorageKey).catch(() => {});
  const nama = semua.filter((u) => !basi.includes(u)).filter((u) => u.urlStorageKey.startsWith(awalan) && u.metadata?.kolom === kolom).map((u) => u.metadata?.filename ?? '');
  return [...new Set(nama.filter(Boolean))];
}

/** Earlier unfinished uploads of this file (newest first) that the server still has for this account. */
export async function cariUnggahanTertunda(file: File): Promise<UnggahanTertunda | null> {
  const up = new Upload(file, opsiDasar());
  const lama = await up.findPreviousUploads().catch(() => []);
  for (const p of [...lama].sort((a, b) => b.creationTime.localeCompare(a.creationTime))) {
    if (!p.uploadUrl) continue;
    const token = session.getToken();
    const res = await fetch(p.uploadUrl, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', ...(token ? { Authorization: `Bearer ${token}` } : {}) } }).catch(() => null);
    if (res?.ok) {
      const offset = Number(res.headers.get('Upload-Offset') ?? 0);
      const total = Number(res.headers.get('Upload-Length') ?? file.size);
      return { nama: file.name, persen: persenDari(offset, total) };
    }
    // expired, finished and forgotten, or never this account's: nothing to continue
    if (res && res.status >= 400 && res.status < 500) await defaultOptions.urlStorage.removeUpload(p.urlStorageKey).catch(() => {});
  }
  return null;
}

/** Starts (or continues) the resumable upload of one file. */
export function unggahTus(file: File, opsi: OpsiUnggahTus = {}): KendaliUnggah {
  let berhenti = false;
  let dijeda = false;
  let terputus = false;
  let tunggu: ReturnType<typeof setTimeout> | null = null;
  let selesai!: (r: UploadResult) => void;
  let gagal!: (e: unknown) => void;
  const hasil = new Promise<UploadResult>((res, rej) => {
    selesai = res;
    gagal = rej;
  });

  const kabar = (s: StatusUnggah) => opsi.onStatus?.(s);
  const lepasTunggu = () => {
    if (tunggu) clearTimeout(tunggu);
    tunggu = null;
    window.removeEventListener('online', mulaiLagi);
  };
  function mulaiLagi() {
    lepasTunggu();
    if (!berhenti && !dijeda) up.start();
  }
  /** After the quick retries: wait for the connection to come back (or try again every few seconds). */
  function tungguLagi() {
    lepasTunggu();
    terputus = true;
    kabar({ jenis: 'terputus' });
    window.addEventListener('online', mulaiLagi);
    tunggu = setTimeout(mulaiLagi, JEDA_TUNGGU_MS);
  }

  const up = new Upload(file, {
    ...opsiDasar(),
    chunkSize: UKURAN_POTONGAN_TUS,
    // the first chunk travels with the creation request: one request fewer per file, and a small file is one request
    uploadDataDuringCreation: true,
    retryDelays: JEDA_ULANG,
    removeFingerprintOnSuccess: true,
    metadata: { filename: file.name, filetype: file.type, ...(opsi.kolom ? { kolom: opsi.kolom } : {}) },
    onShouldRetry: (err) => {
      if (!bolehUlang(err)) return false;
      if (!terputus) {
        terputus = true;
        kabar({ jenis: 'terputus' });
      }
      // offline: stop the quick retries now, wait for the `online` event
      return navigator.onLine !== false;
    },
    onAfterResponse: (req, res) => {
      // the server's offset after a break (or a reload): where the upload continues from
      if (req.getMethod() === 'HEAD' && res.getStatus() === 200) {
        const persen = persenDari(Number(res.getHeader('Upload-Offset') ?? 0), Number(res.getHeader('Upload-Length') ?? file.size));
        terputus = false;
        if (persen > 0) kabar({ jenis: 'dilanjutkan', persen });
      }
    },
    onProgress: (terkirim, total) => {
      opsi.onProgress?.({ persen: persenDari(terkirim, total), terkirim, total });
      if (terkirim === total) kabar({ jenis: 'menyimpan' });
    },
    onSuccess: ({ lastResponse }) => {
      lepasTunggu();
      hasilDari(lastResponse, up.url, file).then((r) => {
        opsi.onProgress?.({ persen: 100, terkirim: file.size, total: file.size });
        selesai(r);
      }, gagal);
    },
    onError: (err) => {
      if (berhenti) return;
      if (bolehUlang(err)) return tungguLagi();
      lepasTunggu();
      gagal(galatTus(err));
    },
  });

  void (async () => {
    kabar({ jenis: 'mengunggah' });
    if (opsi.lanjutkan !== false) {
      const lama = await up.findPreviousUploads().catch(() => []);
      const terbaru = [...lama].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (terbaru) up.resumeFromPreviousUpload(terbaru);
    }
    if (!berhenti && !dijeda) up.start();
  })();

  return {
    hasil,
    jeda() {
      if (berhenti || dijeda) return;
      dijeda = true;
      lepasTunggu();
      void up.abort();
      kabar({ jenis: 'dijeda' });
    },
    lanjutkan() {
      if (berhenti || !dijeda) return;
      dijeda = false;
      terputus = false;
      kabar({ jenis: 'mengunggah' });
      up.start();
    },
    cobaSekarang() {
      if (berhenti || dijeda || !terputus) return;
      lepasTunggu();
      // the scheduled retry and any request still hanging go; the new start asks the server's offset first (HEAD)
      void up.abort();
      terputus = false;
      up.start();
    },
    hentikan() {
      berhenti = true;
      lepasTunggu();
      void up.abort();
      gagal(new DOMException('Unggahan dihentikan.', 'AbortError'));
    },
  };
}
