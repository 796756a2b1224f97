import type { KendaliUnggah, OpsiUnggahTus, UnggahanTertunda } from './unggah-tus-mesin';

/**
 * Resumable uploads (tus, decision 106): the face every upload field uses. The engine with tus-js-client
 * (./unggah-tus-mesin.ts) is loaded on the first use, so a form with an upload field does not carry it in its
 * first load (the per-route size budget of ARCHITECTURE.md section 8).
 */
export type { Kemajuan, KendaliUnggah, OpsiUnggahTus, StatusUnggah, UnggahanTertunda } from './unggah-tus-mesin';

const mesin = () => import('./unggah-tus-mesin');

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
    hentikan: () => void k.then((x) => x.hentikan()),
  };
}
