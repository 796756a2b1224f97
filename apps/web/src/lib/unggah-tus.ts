import type { UploadResult } from './api';
import type { KendaliUnggah, OpsiUnggahTus, UnggahanTertunda } from './unggah-tus-mesin';

/**
 * Resumable uploads (tus, decision 106): the face every upload field uses. The engine with tus-js-client
 * (./unggah-tus-mesin.ts) is loaded on the first use, so a form with an upload field does not carry it in its
 * first load (the per-route size budget of ARCHITECTURE.md section 8).
 */
export type { Kemajuan, KendaliUnggah, OpsiUnggahTus, StatusUnggah, UnggahanTertunda } from './unggah-tus-mesin';

const mesin = () => import('./unggah-tus-mesin');

/** What an upload says while its connection is down (it waits and resumes by itself). */
export const PESAN_TERPUTUS = 'Koneksi terputus, mencoba melanjutkan…';

/** A size for people: `850 KB`, `2,4 MB`. */
export function ukuranBerkas(bita: number): string {
  if (bita < 1024 * 1024) return `${Math.max(1, Math.round(bita / 1024))} KB`;
  return `${(bita / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;
}

/** Names of this field's files whose upload stopped before the end (see the engine). */
export async function tertundaDiKolom(kolom: string): Promise<string[]> {
  return (await mesin()).tertundaDiKolom(kolom);
}

/** An earlier unfinished upload of this file the server still has for this account. */
export async function cariUnggahanTertunda(file: File): Promise<UnggahanTertunda | null> {
  return (await mesin()).cariUnggahanTertunda(file);
}

/** Starts (or continues) the resumable upload of one file; the controls act once the engine has loaded. */
export function unggahTus(file: File, opsi: OpsiUnggahTus = {}): KendaliUnggah {
  const k = mesin().then((m) => m.unggahTus(file, opsi));
  return {
    hasil: k.then((x) => x.hasil),
    jeda: () => void k.then((x) => x.jeda()),
    lanjutkan: () => void k.then((x) => x.lanjutkan()),
    cobaSekarang: () => void k.then((x) => x.cobaSekarang()),
    hentikan: () => void k.then((x) => x.hentikan()),
  };
}

/**
 * One file through the resumable upload, for a screen with its own progress line (the profile's documents, the
 * integrity pact, the logo, a jury sheet's photos): `onProgress` in percent, `onTerputus` while the connection is
 * down (the upload waits for it and resumes from the server's offset by itself, where a multipart POST failed as a
 * whole), `signal` stops it (an AbortError). Answers the stored file like every upload.
 */
export function unggahBerkas(file: File, opsi: { onProgress?: (persen: number) => void; onTerputus?: (terputus: boolean) => void; signal?: AbortSignal } = {}): Promise<UploadResult> {
  const k = unggahTus(file, { onProgress: (x) => opsi.onProgress?.(x.persen), onStatus: (s) => opsi.onTerputus?.(s.jenis === 'terputus') });
  if (opsi.signal?.aborted) k.hentikan();
  else opsi.signal?.addEventListener('abort', () => k.hentikan(), { once: true });
  return k.hasil;
}
