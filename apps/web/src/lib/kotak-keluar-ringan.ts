import { session } from './session';

/**
 * What the signed-in frame needs of the offline outbox (decision 107) without its engine: how many saves of the
 * account wait on this device, removing them when signing out of a shared computer, and the listeners of its store.
 * lib/kotak-keluar.ts (the engine, loaded with the outbox indicator and the forms) builds on these.
 */

export const kunciSimpanan = (akun: number) => `sigap:kotak-keluar:${akun}`;

export const pendengar = new Set<() => void>();
export const umumkan = () => pendengar.forEach((f) => f());

/** Saves of the signed-in account still on this device (waiting or refused), read without loading the engine. */
export function jumlahDiPerangkat(): number {
  const akun = session.getState().user?.id;
  if (akun == null) return 0;
  try {
    const k = JSON.parse(localStorage.getItem(kunciSimpanan(akun)) ?? 'null') as { antrian?: unknown[]; ditolak?: unknown[] } | null;
    return (k?.antrian?.length ?? 0) + (k?.ditolak?.length ?? 0);
  } catch {
    return 0;
  }
}

/** Removes the signed-in account's outbox from this device (signing out of a shared computer). */
export function buangDariPerangkat(): void {
  const akun = session.getState().user?.id;
  if (akun == null) return;
  localStorage.removeItem(kunciSimpanan(akun));
  umumkan();
}
