import type { HttpHandler } from 'msw';
import type { DataContoh } from '../jenis';
import { handlerDasar } from './dasar';
import { handlerObrolan } from './obrolan';
import { handlerScrum } from './scrum';
import { handlerTugas } from './tugas';
import { handlerToko } from './toko';

/**
 * Every sample handler of supporting-spec section 7, over one store. The same definitions run in the browser
 * (browser.ts: the Service Worker, started only on a sample screen in demo mode) and in Node (msw/node in the
 * tests). `asal` is the origin they answer for: the page's own in the browser (a request to another origin is
 * never answered), any test origin in Node. Only these exact paths are answered; every other request goes on to
 * the network (`onUnhandledRequest: 'bypass'`).
 */
export function handlerContoh(data: DataContoh, asal: string): HttpHandler[] {
  return [...handlerDasar(asal, data), ...handlerObrolan(asal, data), ...handlerTugas(asal, data), ...handlerScrum(asal, data), ...handlerToko(asal, data)];
}
