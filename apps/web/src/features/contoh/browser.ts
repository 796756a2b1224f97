import { setupWorker, type SetupWorker } from 'msw/browser';
import { buatDataContoh } from './data';
import { handlerContoh } from './handlers';
import type { DataContoh } from './jenis';

/**
 * The Service Worker of the samples (Mock Service Worker, public/mockServiceWorker.js). It answers only while a
 * sample screen is open: the first sample screen starts it, leaving the last one stops it (the worker then lets
 * every request through untouched, without asking the page). Only the spec's sample paths on the page's own origin
 * are answered; everything else, the product's calls included, goes to the network (`onUnhandledRequest: 'bypass'`).
 * The sample data lives as long as the tab: changes stay while moving between the sample screens.
 */

let data: DataContoh | null = null;
let berjalan: Promise<SetupWorker> | null = null;
let pemakai = 0;
let penundaan: ReturnType<typeof setTimeout> | undefined;
/** The last stop: a new start waits for it, so its "stop answering" never reaches the worker after the new start. */
let berhenti: Promise<void> = Promise.resolve();

async function mulai(): Promise<SetupWorker> {
  data ??= buatDataContoh();
  const worker = setupWorker(...handlerContoh(data, window.location.origin));
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

/** A sample screen opens: the worker answers once the promise resolves. */
export function pakaiContoh(): Promise<void> {
  pemakai++;
  clearTimeout(penundaan);
  if (!berjalan) {
    berjalan = berhenti.then(mulai);
    // a failed start is tried again by the next screen
    berjalan.catch(() => {
      berjalan = null;
    });
  }
  return berjalan.then(() => undefined);
}

/** A sample screen closes; when no other one opens soon after (moving between samples), the worker stops answering. */
export function lepasContoh(): void {
  pemakai = Math.max(0, pemakai - 1);
  if (pemakai > 0) return;
  clearTimeout(penundaan);
  penundaan = setTimeout(() => {
    if (pemakai > 0 || !berjalan) return;
    const w = berjalan;
    berjalan = null;
    berhenti = w.then((worker) => worker.stop()).catch(() => undefined);
  }, 2000);
}
