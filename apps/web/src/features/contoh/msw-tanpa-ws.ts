/**
 * Mock Service Worker's WebSocket side, emptied for the samples (decision 120; vite-msw.ts loads this module in place
 * of msw/lib/core/ws/webSocketInterceptor.mjs, handleWebSocketEvent.mjs and utils/attachWebSocketLogger.mjs).
 * The sample handlers are HTTP handlers only (`http.get`/`http.post`), so MSW's WebSocket interceptor, which
 * `worker.start()` installs over `globalThis.WebSocket` for every socket of the page, never had a connection to
 * answer: each one went through to the network. Without it the page's sockets are left as they are, and the chunk
 * loses the interceptor and the WebSocket console logger. A WebSocket handler (`ws.link`) among the samples would
 * need the real modules back: starting the worker with one fails here, loudly, instead of never answering.
 */

interface Pilihan {
  getHandlers: () => readonly unknown[];
}

const jenis = (h: unknown) => (typeof h === 'object' && h !== null && '__kind' in h ? (h as { __kind: unknown }).__kind : undefined);

export function handleWebSocketEvent(pilihan: Pilihan): void {
  if (pilihan.getHandlers().some((h) => jenis(h) === 'EventHandler'))
    throw new Error('Penangan WebSocket (ws.link) tidak didukung layar contoh: vite-msw.ts mengganti bagian WebSocket Mock Service Worker (keputusan 120).');
}

/** The calls `setupWorker` makes on the interceptor: it never intercepts anything. */
export const webSocketInterceptor = {
  on(): void {},
  apply(): void {},
  dispose(): void {},
};

export function attachWebSocketLogger(): void {}
