// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as domain from '@sigap/domain';
import { buatDataContoh } from './data';
import { handlerContoh } from './handlers';
import type { BarisKeranjang, DataContoh, Faktur, KoleksiObrolan, Kontak, Label, Notifikasi, ObrolanTerakhir, PapanLengkap, RuangObrolan, Tugas } from './jenis';

/**
 * The sample handlers in Node (msw/node), the same definitions the browser's Service Worker runs: the behaviour of
 * supporting-spec section 4, answers always 200, and nothing but the spec's sample paths answered.
 */

const ASAL = 'http://contoh.test';
let data: DataContoh;
let handlers: HttpHandler[];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  data = buatDataContoh(new Date('2026-03-10T03:00:00Z'));
  handlers = handlerContoh(data, ASAL);
  server.resetHandlers(...handlers);
});
afterAll(() => server.close());

async function get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const q = new URLSearchParams(query).toString();
  const r = await fetch(`${ASAL}${path}${q ? `?${q}` : ''}`);
  expect(r.status, path).toBe(200);
  return (await r.json()) as T;
}
async function post<T>(path: string, body: unknown): Promise<T> {
  const r = await fetch(`${ASAL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  expect(r.status, path).toBe(200);
  return (await r.json()) as T;
}

/** Every sample path of supporting-spec section 7, and nothing else. */
const JALUR = [
  'GET /api/invoices/all', 'GET /api/invoices', 'POST /api/invoices/add', 'POST /api/invoices/update', 'POST /api/invoices/delete',
  'GET /api/calendar/events/all', 'POST /api/calendar/events/add', 'POST /api/calendar/events/update', 'POST /api/calendar/events/delete',
  'GET /api/user/all', 'GET /api/user', 'POST /api/user/add', 'POST /api/user/update', 'POST /api/user/delete',
  'GET /api/inbox/all', 'GET /api/inbox', 'POST /api/inbox/add', 'POST /api/inbox/update', 'POST /api/inbox/delete',
  'GET /api/chat', 'GET /api/chat/chat-room', 'GET /api/chat/contacts/recent', 'GET /api/chat/contacts/all', 'GET /api/chat/contacts', 'POST /api/chat/add',
  'GET /api/todo/all', 'GET /api/todo/tag', 'GET /api/todo', 'POST /api/todo/reorder', 'POST /api/todo/add', 'POST /api/todo/update', 'POST /api/todo/delete', 'POST /api/todo/tag/add', 'POST /api/todo/tag/delete',
  'GET /api/list/all',
  'GET /api/scrum-board/all-member', 'GET /api/scrum-board/all-label', 'GET /api/scrum-board/all-board', 'GET /api/scrum-board',
  ...['add-board', 'add-member', 'delete-member', 'add-column', 'rename-column', 'delete-column', 'add-card', 'update-card', 'reorder-list', 'reorder-card', 'move-card'].map((x) => `POST /api/scrum-board/${x}`),
  'GET /api/notification', 'POST /api/notification/add', 'POST /api/notification/delete', 'POST /api/notification/delete-all',
  ...['get-product-list', 'get-category-list', 'get-rating-list', 'get-brand-list', 'get-cart-list'].map((x) => `GET /api/ecommerce/${x}`),
  ...['add-to-cart', 'delete-from-cart', 'update-cart-amount'].map((x) => `POST /api/ecommerce/${x}`),
];

describe('the sample paths', () => {
  it('are exactly those of supporting-spec section 7, each answered with 200', async () => {
    const ada = handlers.map((h) => `${h.info.method} ${String(h.info.path).slice(ASAL.length)}`);
    expect([...ada].sort()).toEqual([...JALUR].sort());
    for (const j of JALUR) {
      const [method, path] = j.split(' ') as [string, string];
      const r = await fetch(`${ASAL}${path}`, method === 'POST' ? { method, body: '{}', headers: { 'Content-Type': 'application/json' } } : {});
      expect(r.status, j).toBe(200);
    }
  });

  it('never answer a product call: every route of the API contracts goes to the network', async () => {
    type Alamat = { method: string; path: string };
    // the addresses of every contract (A_*, some grouped a level deeper)
    const kumpulkan = (v: unknown): Alamat[] =>
      v && typeof v === 'object' ? (typeof (v as Alamat).path === 'string' && typeof (v as Alamat).method === 'string' ? [v as Alamat] : Object.values(v).flatMap(kumpulkan)) : [];
    const alamat = Object.entries(domain)
      .filter(([k]) => /^A_[A-Z_]+$/.test(k))
      .flatMap(([, v]) => kumpulkan(v));
    expect(alamat.length).toBeGreaterThan(100);
    expect(alamat.some((a) => a.path.startsWith('/api/'))).toBe(true); // /api/access: a product route under /api
    for (const a of alamat) {
      const path = a.path.replace(/:([A-Za-z_]+)/g, '1');
      const req = new Request(`${ASAL}${path}`, { method: a.method, ...(a.method === 'GET' || a.method === 'DELETE' ? {} : { body: '{}' }) });
      expect(await getResponse(handlers, req), `${a.method} ${a.path}`).toBeUndefined();
    }
    // near misses and other origins are not answered either
    for (const [method, url] of [
      ['GET', `${ASAL}/api/invoices/all/1`],
      ['GET', `${ASAL}/api/users/all`],
      ['DELETE', `${ASAL}/api/user`],
      ['POST', `${ASAL}/api/invoices/all`],
      ['GET', `${ASAL}/api/access`],
      ['GET', 'http://lain.test/api/invoices/all'],
    ] as const) {
      expect(await getResponse(handlers, new Request(url, { method })), `${method} ${url}`).toBeUndefined();
    }
  });

  it('answer 200 and change nothing for a body that cannot be read or values of the wrong kind', async () => {
    const sebelum = structuredClone(data.faktur);
    expect(await post<Faktur[]>('/api/invoices/add', '{bukan json')).toEqual(sebelum);
    expect(await post<Faktur[]>('/api/invoices/add', { buyer: { name: '' } })).toEqual(sebelum);
    expect(await post<Faktur[]>('/api/invoices/update', { id: 'faktur-1', status: 'hilang', vat: 'sebelas', date: 'kemarin' })).toEqual(sebelum);
    expect(await get('/api/invoices', { id: 'tidak-ada' })).toBeNull();
    expect(await post('/api/scrum-board/add-column', { boardId: 'tidak-ada', listTitle: 'X' })).toBeNull();
    expect(await post<Tugas[]>('/api/todo/update', { todo: { id: 'tugas-1', done: 'ya', important: 1 } })).toEqual(data.tugas);
    expect(data.tugas[0]).toMatchObject({ done: false, important: true });
  });
});

describe('invoices, calendar, users, inbox', () => {
  it('invoices: all, one, add, update (status), delete', async () => {
    expect((await get<Faktur[]>('/api/invoices/all')).map((f) => f.status)).toEqual(expect.arrayContaining(['pending', 'processing', 'delivered']));
    expect(await get<Faktur>('/api/invoices', { id: 'faktur-2' })).toMatchObject({ id: 'faktur-2', orderNo: 'INV-2402' });
    const setelahTambah = await post<Faktur[]>('/api/invoices/add', { buyer: { name: 'Dinas Uji', address: 'Jl. Uji' }, item: [{ name: 'Pena', unit: 3, price: 5000 }] });
    const baru = setelahTambah.at(-1)!;
    expect(setelahTambah).toHaveLength(6);
    expect(baru).toMatchObject({ status: 'pending', buyer: { name: 'Dinas Uji' }, item: [{ name: 'Pena', unit: 3, price: 5000 }] });
    expect((await post<Faktur[]>('/api/invoices/update', { id: baru.id, status: 'delivered' })).at(-1)!.status).toBe('delivered');
    expect((await post<Faktur[]>('/api/invoices/delete', { id: baru.id })).map((f) => f.id)).not.toContain(baru.id);
  });

  it('calendar events, users and inbox messages: add, update, delete', async () => {
    const acara = await post<{ id: string; title: string }[]>('/api/calendar/events/add', { title: 'Rapat uji', start: '2026-03-12T02:00:00Z', allDay: false });
    const id = acara.at(-1)!.id;
    expect((await post<{ id: string; title: string }[]>('/api/calendar/events/update', { id, title: 'Rapat diganti' })).find((a) => a.id === id)!.title).toBe('Rapat diganti');
    expect((await post<{ id: string }[]>('/api/calendar/events/delete', { id })).some((a) => a.id === id)).toBe(false);

    const users = await post<{ id: string; name: string; isActive: boolean }[]>('/api/user/add', { name: 'Tono Uji', email: 'tono@contoh.go.id' });
    const u = users.at(-1)!;
    expect(u).toMatchObject({ name: 'Tono Uji', isActive: true });
    expect((await post<{ id: string; isActive: boolean }[]>('/api/user/update', { id: u.id, isActive: false })).find((x) => x.id === u.id)!.isActive).toBe(false);
    expect(await get('/api/user', { id: u.id })).toMatchObject({ name: 'Tono Uji', isActive: false });
    expect((await post<{ id: string }[]>('/api/user/delete', { id: u.id })).some((x) => x.id === u.id)).toBe(false);

    const pesan = await post<{ id: string; subject: string; selected: boolean }[]>('/api/inbox/add', { subject: 'Halo', message: '<p>Isi</p>' });
    const p = pesan.at(-1)!;
    expect((await post<{ id: string; selected: boolean }[]>('/api/inbox/update', { id: p.id, selected: true })).find((x) => x.id === p.id)!.selected).toBe(true);
    expect(await get('/api/inbox', { id: p.id })).toMatchObject({ subject: 'Halo', message: '<p>Isi</p>' });
    expect((await post<{ id: string }[]>('/api/inbox/delete', { id: p.id })).some((x) => x.id === p.id)).toBe(false);
    expect(await get<unknown[]>('/api/list/all')).toHaveLength(6);
  });
});

describe('chat', () => {
  it('contacts are online or offline; the current user is not among them', async () => {
    const semua = await get<Kontak[]>('/api/chat/contacts/all', { currentUser: 'kontak-1' });
    expect(semua.map((k) => k.id)).not.toContain('kontak-1');
    expect(new Set(semua.map((k) => k.status))).toEqual(new Set(['online', 'offline']));
    expect(await get('/api/chat/contacts', { contactId: 'kontak-3' })).toMatchObject({ name: 'Dewi Lestari', status: 'online' });
  });

  it('chat-room gives the existing room, or creates one when the user and the contact have none', async () => {
    const ada = await get<RuangObrolan>('/api/chat/chat-room', { currentUser: 'saya', contactId: 'kontak-1' });
    expect(ada.chatId).toBe('obrolan-1');
    expect(ada.messageList).toHaveLength(3);
    const koleksiSebelum = data.obrolan.koleksi.length;

    const baru = await get<RuangObrolan>('/api/chat/chat-room', { currentUser: 'saya', contactId: 'kontak-4' });
    expect(baru.chatId).toMatch(/^obrolan-b\d+$/);
    expect(baru.messageList).toEqual([]);
    expect(baru.recentListUpdated.map((r) => r.contactId)).toContain('kontak-4');
    expect(data.obrolan.koleksi).toHaveLength(koleksiSebelum + 1);
    // asked again: the same room, none created
    expect((await get<RuangObrolan>('/api/chat/chat-room', { currentUser: 'saya', contactId: 'kontak-4' })).chatId).toBe(baru.chatId);
    expect(data.obrolan.koleksi).toHaveLength(koleksiSebelum + 1);

    const time = '2026-03-10T05:00:00.000Z';
    const setelah = await post<KoleksiObrolan>('/api/chat/add', { chatId: baru.chatId, contactId: 'saya', text: 'Halo Agus', time });
    expect(setelah.chats).toEqual([{ contactId: 'saya', text: 'Halo Agus', time }]);
    expect(await get<KoleksiObrolan>('/api/chat', { chatId: baru.chatId })).toEqual(setelah);
    const terakhir = await get<ObrolanTerakhir[]>('/api/chat/contacts/recent', { currentUser: 'saya' });
    expect(terakhir[0]).toMatchObject({ contactId: 'kontak-4', lastChatTime: time, name: 'Agus Pratama' });
    // an empty message is not sent
    expect((await post<KoleksiObrolan>('/api/chat/add', { chatId: baru.chatId, contactId: 'saya', text: '  ' })).chats).toHaveLength(1);
  });
});

describe('e-commerce cart', () => {
  const keranjang = (uid: string) => get<BarisKeranjang[]>('/api/ecommerce/get-cart-list', { uid });

  it('a new product starts at 1, one already in the cart goes up by 1; amount set and product taken out', async () => {
    expect((await keranjang('saya')).map((r) => [r.id, r.amount])).toEqual([['produk-5', 1]]);
    let isi = await post<BarisKeranjang[]>('/api/ecommerce/add-to-cart', { uid: 'saya', productId: 'produk-1' });
    expect(isi.find((r) => r.id === 'produk-1')).toMatchObject({ amount: 1, title: 'Laptop 14 inci' });
    isi = await post<BarisKeranjang[]>('/api/ecommerce/add-to-cart', { uid: 'saya', productId: 'produk-1' });
    expect(isi.find((r) => r.id === 'produk-1')!.amount).toBe(2);
    isi = await post<BarisKeranjang[]>('/api/ecommerce/add-to-cart', { uid: 'saya', productId: 'produk-5' });
    expect(isi.find((r) => r.id === 'produk-5')!.amount).toBe(2);

    isi = await post<BarisKeranjang[]>('/api/ecommerce/update-cart-amount', { uid: 'saya', productId: 'produk-1', amount: 7 });
    expect(isi.find((r) => r.id === 'produk-1')!.amount).toBe(7);
    for (const amount of [0, -1, 2.5, 'banyak', 1000]) {
      isi = await post<BarisKeranjang[]>('/api/ecommerce/update-cart-amount', { uid: 'saya', productId: 'produk-1', amount });
      expect(isi.find((r) => r.id === 'produk-1')!.amount, String(amount)).toBe(7);
    }
    isi = await post<BarisKeranjang[]>('/api/ecommerce/delete-from-cart', { uid: 'saya', productId: 'produk-1' });
    expect(isi.map((r) => r.id)).toEqual(['produk-5']);
    // an unknown product changes nothing
    expect(await post<BarisKeranjang[]>('/api/ecommerce/add-to-cart', { uid: 'saya', productId: 'tidak-ada' })).toEqual(await keranjang('saya'));
  });

  it('a user without a cart gets one on the first add; carts are per user', async () => {
    expect(await keranjang('tamu')).toEqual([]);
    expect((await post<BarisKeranjang[]>('/api/ecommerce/add-to-cart', { uid: 'tamu', productId: 'produk-3' })).map((r) => [r.id, r.amount])).toEqual([['produk-3', 1]]);
    expect((await keranjang('saya')).map((r) => r.id)).toEqual(['produk-5']);
  });

  it('category, brand and rating counts follow the products', async () => {
    const kategori = await get<{ title: string; amount: number }[]>('/api/ecommerce/get-category-list');
    expect(kategori.find((k) => k.title === 'laptop')!.amount).toBe(2);
    expect(kategori.reduce((s, k) => s + k.amount, 0)).toBe(12);
    expect((await get<{ title: string; amount: number }[]>('/api/ecommerce/get-brand-list')).reduce((s, k) => s + k.amount, 0)).toBe(12);
    const rating = await get<{ rate: number; amount: number }[]>('/api/ecommerce/get-rating-list');
    expect(rating.map((r) => r.rate)).toEqual([5, 4, 3, 2, 1]);
    expect(rating.find((r) => r.rate === 5)!.amount).toBe(3);
  });
});

describe('todo', () => {
  it('the flags important, starred, done, read and selected are set and cleared one by one', async () => {
    for (const flag of ['important', 'starred', 'done', 'read', 'selected'] as const) {
      const on = await post<Tugas[]>('/api/todo/update', { todo: { id: 'tugas-4', [flag]: true } });
      expect(on.find((t) => t.id === 'tugas-4')![flag], flag).toBe(true);
      const lain = (['important', 'starred', 'done', 'read', 'selected'] as const).filter((f) => f !== flag);
      const off = await post<Tugas[]>('/api/todo/update', { todo: { id: 'tugas-4', [flag]: false } });
      const t = off.find((x) => x.id === 'tugas-4')!;
      expect(t[flag], flag).toBe(false);
      for (const f of lain) expect(t[f], `${flag} leaves ${f}`).toBe(false);
    }
    expect(await get('/api/todo', { id: 'tugas-4' })).toMatchObject({ title: 'Periksa data anggaran', important: false });
  });

  it('add, reorder, delete; tags added and deleted (a deleted tag leaves every todo)', async () => {
    let list = await post<Tugas[]>('/api/todo/add', { todo: { title: 'Tugas uji', tag: ['label-2', 'tidak-ada'] } });
    const baru = list.at(-1)!;
    expect(baru).toMatchObject({ title: 'Tugas uji', done: false, starred: false, tag: ['label-2'] });
    list = await post<Tugas[]>('/api/todo/reorder', { todoList: [{ id: baru.id }, { id: 'tugas-1' }] });
    expect(list.map((t) => t.id).slice(0, 3)).toEqual([baru.id, 'tugas-1', 'tugas-2']);
    expect(list).toHaveLength(6);
    list = await post<Tugas[]>('/api/todo/delete', { todo: { id: baru.id } });
    expect(list.map((t) => t.id)).not.toContain(baru.id);

    let tags = await post<Label[]>('/api/todo/tag/add', { tag: { name: 'Anggaran' } });
    expect(tags.map((t) => t.name)).toContain('Anggaran');
    expect(await post<Label[]>('/api/todo/tag/add', { tag: { name: 'anggaran' } })).toHaveLength(tags.length);
    tags = await post<Label[]>('/api/todo/tag/delete', { tag: { id: 'label-1' } });
    expect(tags.map((t) => t.id)).not.toContain('label-1');
    expect((await get<Tugas[]>('/api/todo/all')).filter((t) => t.tag.includes('label-1'))).toEqual([]);
    expect((await get<Tugas[]>('/api/todo/all')).find((t) => t.id === 'tugas-5')!.tag).toEqual(['label-2']);
  });
});

describe('scrum board', () => {
  const kolom = (b: PapanLengkap) => b.list.map((k) => k.title);
  const kartu = (b: PapanLengkap, i: number) => b.list[i]!.cardList.map((c) => c.title);

  it('columns: add, rename, reorder, delete', async () => {
    let b = await post<PapanLengkap>('/api/scrum-board/add-column', { boardId: 'papan-1', listTitle: 'Ditinjau' });
    expect(kolom(b)).toEqual(['Rencana', 'Dikerjakan', 'Selesai', 'Ditinjau']);
    const id = b.list[3]!.id;
    b = await post<PapanLengkap>('/api/scrum-board/rename-column', { boardId: 'papan-1', listId: id, listTitle: 'Tinjauan' });
    expect(kolom(b)[3]).toBe('Tinjauan');
    b = await post<PapanLengkap>('/api/scrum-board/reorder-list', { boardId: 'papan-1', startIndex: 3, endIndex: 0 });
    expect(kolom(b)).toEqual(['Tinjauan', 'Rencana', 'Dikerjakan', 'Selesai']);
    b = await post<PapanLengkap>('/api/scrum-board/reorder-list', { boardId: 'papan-1', startIndex: 0, endIndex: 9 });
    expect(kolom(b)).toEqual(['Tinjauan', 'Rencana', 'Dikerjakan', 'Selesai']);
    b = await post<PapanLengkap>('/api/scrum-board/delete-column', { boardId: 'papan-1', listId: id });
    expect(kolom(b)).toEqual(['Rencana', 'Dikerjakan', 'Selesai']);
    expect(await get<PapanLengkap>('/api/scrum-board', { id: 'papan-1' })).toEqual(b);
  });

  it('cards: add, update, reorder in a column, move between columns', async () => {
    let b = await post<PapanLengkap>('/api/scrum-board/add-card', { boardId: 'papan-1', listId: 'kolom-1', cardTitle: 'Kartu uji' });
    expect(kartu(b, 0)).toEqual(['Susun kerangka acuan', 'Kumpulkan data awal', 'Kartu uji']);
    const id = b.list[0]!.cardList[2]!.id;
    b = await post<PapanLengkap>('/api/scrum-board/update-card', { boardId: 'papan-1', listId: 'kolom-1', card: { id, title: 'Kartu diganti', labels: ['lbl-1', 'palsu'], members: ['anggota-3'], description: 'Uraian' } });
    expect(b.list[0]!.cardList[2]).toMatchObject({ id, title: 'Kartu diganti', labels: ['lbl-1'], members: ['anggota-3'], description: 'Uraian' });
    b = await post<PapanLengkap>('/api/scrum-board/reorder-card', { boardId: 'papan-1', listId: 'kolom-1', startIndex: 2, endIndex: 0 });
    expect(kartu(b, 0)).toEqual(['Kartu diganti', 'Susun kerangka acuan', 'Kumpulkan data awal']);
    b = await post<PapanLengkap>('/api/scrum-board/move-card', { boardId: 'papan-1', sourcelistId: 'kolom-1', destinationlistId: 'kolom-3', source: { index: 0 }, destination: { index: 1 } });
    expect(kartu(b, 0)).toEqual(['Susun kerangka acuan', 'Kumpulkan data awal']);
    expect(kartu(b, 2)).toEqual(['Tetapkan tim pelaksana', 'Kartu diganti']);
    // a source index outside the column moves nothing
    const sebelum = b;
    b = await post<PapanLengkap>('/api/scrum-board/move-card', { boardId: 'papan-1', sourcelistId: 'kolom-2', destinationlistId: 'kolom-3', source: { index: 5 }, destination: { index: 0 } });
    expect(b).toEqual(sebelum);
  });

  it('boards and members: add a board, members in and out (answered in full)', async () => {
    const boards = await post<{ id: string; title: string }[]>('/api/scrum-board/add-board', { title: 'Papan uji' });
    expect(boards.map((x) => x.title)).toEqual(['Peluncuran inovasi', 'Perbaikan layanan', 'Papan uji']);
    expect(await get('/api/scrum-board/all-board')).toEqual(boards);
    let b = await post<PapanLengkap>('/api/scrum-board/add-member', { boardId: 'papan-1', memberId: 'anggota-4' });
    expect(b.members.map((m) => m.name)).toEqual(['Siti Rahmawati', 'Budi Santoso', 'Agus Pratama']);
    b = await post<PapanLengkap>('/api/scrum-board/add-member', { boardId: 'papan-1', memberId: 'anggota-4' });
    expect(b.members).toHaveLength(3);
    b = await post<PapanLengkap>('/api/scrum-board/delete-member', { boardId: 'papan-1', memberId: 'anggota-1' });
    expect(b.members.map((m) => m.id)).toEqual(['anggota-2', 'anggota-4']);
    expect(await get<unknown[]>('/api/scrum-board/all-member')).toHaveLength(4);
    expect(await get<unknown[]>('/api/scrum-board/all-label')).toHaveLength(3);
  });
});

describe('notifications', () => {
  it('add, delete one, delete all', async () => {
    let n = await post<Notifikasi[]>('/api/notification/add', { notification: { title: 'Uji', heading: 'Info' } });
    expect(n).toHaveLength(4);
    expect(n[0]).toMatchObject({ title: 'Uji', heading: 'Info', icon: { name: 'info' } });
    n = await post<Notifikasi[]>('/api/notification/delete', { id: 'notifikasi-2' });
    expect(n.map((x) => x.id)).not.toContain('notifikasi-2');
    expect(n).toHaveLength(3);
    expect(await post('/api/notification/delete-all', {})).toEqual([]);
    expect(await get('/api/notification')).toEqual([]);
  });
});
