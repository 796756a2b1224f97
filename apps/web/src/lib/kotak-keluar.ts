import { useSyncExternalStore } from 'react';
import { KotakKeluar, type HasilKirimUlang, type JenisEntri, type KeadaanKotakKeluar, type MetodeTulis } from '@sigap/domain';
import { apiRequest, isApiError, koneksiPutus, kunciIdempoten } from './api';
import { kunciSimpanan, pendengar, umumkan } from './kotak-keluar-ringan';
import { session } from './session';

/**
 * The offline outbox of the signed-in account (decision 107): the domain's engine bound to localStorage (one store
 * per account, so another account signing in on the same browser never sends them) and to the API client. A form
 * saves through `simpanAtauAntre`: every such write carries an Idempotency-Key, and when the server cannot be
 * reached the write is queued with that same key (the attempt may have arrived: the server then answers it once).
 * The queue is sent on the `online` event, when the app starts and every 30 s while something waits.
 */

export const PESAN_DIANTRE = 'Tersimpan di perangkat, akan dikirim saat koneksi kembali.';
const SETIAP_MS = 30_000;

export { buangDariPerangkat, jumlahDiPerangkat } from './kotak-keluar-ringan';
let terikat: { akun: number; kotak: KotakKeluar } | null = null;

/** Sends one queued write; a failure without an answer (network) throws, any answer is returned as status and body. */
async function kirim(p: { kunci: string; method: MetodeTulis; path: string; body: unknown }) {
  try {
    return { status: 200, body: await apiRequest(p.path, { method: p.method, body: p.body, kunci: p.kunci }) };
  } catch (e) {
    if (isApiError(e) && e.status > 0) return { status: e.status, body: { status: 0, code: e.code, message: e.message, errors: e.errors, data: e.data } };
    throw e;
  }
}

/** The outbox of the account signed in now (null when nobody is). */
export function kotakKeluarAkun(): KotakKeluar | null {
  const akun = session.getState().user?.id;
  if (akun == null) return null;
  if (terikat?.akun !== akun) {
    const k = kunciSimpanan(akun);
    const kotak = new KotakKeluar(
      {
        baca: () => {
          const raw = localStorage.getItem(k);
          return raw ? JSON.parse(raw) : null;
        },
        // a full or blocked storage throws: the form then reports the failed save instead of losing it quietly
        tulis: (v) => {
          localStorage.setItem(k, JSON.stringify(v));
          umumkan();
        },
      },
      kirim,
    );
    terikat = { akun, kotak };
  }
  return terikat.kotak;
}

export interface PermintaanTulis {
  method: MetodeTulis;
  /** Address with its query; `:id` for the record of a create still waiting. */
  path: string;
  body: unknown;
  /** What the outbox lists ("Simpan inovasi 'X'"). */
  label: string;
  jenis: JenisEntri;
  /** The record written: a save of a record with an earlier one waiting queues behind it, to keep the order. */
  sasaran: string;
}

export type HasilSimpan<J> = { diantre: false; jawaban: J } | { diantre: true; kunci: string };

/** Sends a form's write, or queues it when the server cannot be reached (or an earlier write of the record waits). */
export async function simpanAtauAntre<J>(p: PermintaanTulis): Promise<HasilSimpan<J>> {
  const kotak = kotakKeluarAkun();
  if (kotak && (kotak.menunggu(p.sasaran) || (typeof navigator !== 'undefined' && navigator.onLine === false))) {
    const e = kotak.tambah({ id: kunciIdempoten(), ...p });
    if (navigator.onLine !== false) void kirimUlangKotakKeluar();
    return { diantre: true, kunci: e.id };
  }
  const kunci = kunciIdempoten();
  try {
    return { diantre: false, jawaban: (await apiRequest(p.path, { method: p.method, body: p.body, kunci })) as J };
  } catch (e) {
    if (!kotak || !koneksiPutus(e)) throw e;
    kotak.tambah({ id: kunci, ...p });
    return { diantre: true, kunci };
  }
}

const setelahKirim = new Set<(h: HasilKirimUlang) => void>();
/** Called after each replay that sent or refused something (the indicator refreshes the screens' data). */
export function saatTerkirim(fn: (h: HasilKirimUlang) => void): () => void {
  setelahKirim.add(fn);
  return () => setelahKirim.delete(fn);
}

/** Sends what waits, in order (nothing when empty or signed out). */
export async function kirimUlangKotakKeluar(): Promise<HasilKirimUlang | null> {
  const kotak = kotakKeluarAkun();
  if (!kotak || !kotak.keadaan().antrian.length) return null;
  const h = await kotak.kirimUlang();
  if (h.terkirim || h.ditolak) setelahKirim.forEach((f) => f(h));
  return h;
}

/** Starts the replays (app start, `online`, every 30 s while entries wait); answers the stop. */
export function mulaiKotakKeluar(): () => void {
  const coba = () => void kirimUlangKotakKeluar().catch(() => null);
  const diStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('sigap:kotak-keluar:')) umumkan();
  };
  window.addEventListener('online', coba);
  window.addEventListener('storage', diStorage);
  const t = window.setInterval(() => {
    if (navigator.onLine !== false) coba();
  }, SETIAP_MS);
  coba();
  return () => {
    window.removeEventListener('online', coba);
    window.removeEventListener('storage', diStorage);
    window.clearInterval(t);
  };
}

const KOSONG: KeadaanKotakKeluar = { antrian: [], ditolak: [], selesai: {} };
let terakhir: { raw: string | null; keadaan: KeadaanKotakKeluar } = { raw: null, keadaan: KOSONG };
function potret(): KeadaanKotakKeluar {
  const akun = session.getState().user?.id;
  let raw: string | null = null;
  try {
    raw = akun == null ? null : localStorage.getItem(kunciSimpanan(akun));
  } catch {
    raw = null;
  }
  if (raw !== terakhir.raw) terakhir = { raw, keadaan: kotakKeluarAkun()?.keadaan() ?? KOSONG };
  return terakhir.keadaan;
}
const langganan = (f: () => void) => {
  pendengar.add(f);
  const lepas = session.subscribe(f);
  return () => {
    pendengar.delete(f);
    lepas();
  };
};

/** The signed-in account's outbox, re-rendered on every change (this tab or another). */
export const useKotakKeluar = (): KeadaanKotakKeluar => useSyncExternalStore(langganan, potret);
