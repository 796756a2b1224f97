import { http, type HttpHandler } from 'msw';
import type { Acara, DataContoh, Faktur, ItemFaktur, Notifikasi, Pengguna, Pesan, Pihak, StatusFaktur } from '../jenis';
import { gambarInisial } from '../data';
import { angka, bacaBadan, bool, idBaru, idDari, jawab, kueri, objek, tanggal, tanpaKosong, teks, teksWajib } from './alat';

/**
 * The list-shaped samples (supporting-spec section 7): invoices, calendar events, users and inbox messages
 * (all, one by `?id=`, add, update, delete: every change answers the whole collection), the project list and the
 * notifications (add, delete by id, delete all).
 */

interface Koleksi<T extends { id: string }> {
  /** e.g. `/api/invoices`: `<dasar>/all`, `<dasar>?id=`, `<dasar>/add|update|delete`. */
  dasar: string;
  /** Also answer `GET <dasar>?id=` (calendar events have no single read in the spec). */
  satu: boolean;
  daftar: (d: DataContoh) => T[];
  ganti: (d: DataContoh, l: T[]) => void;
  /** The record an add body describes, or undefined when a required value is missing (nothing is added). */
  baru: (b: Record<string, unknown>, d: DataContoh) => T | undefined;
  /** The valid values of an update body (the id stays). */
  ubah: (b: Record<string, unknown>, lama: T) => Partial<T>;
}

function koleksi<T extends { id: string }>(asal: string, data: DataContoh, k: Koleksi<T>): HttpHandler[] {
  const p = asal + k.dasar;
  const out = [
    http.get(`${p}/all`, () => jawab(k.daftar(data))),
    http.post(`${p}/add`, async ({ request }) => {
      const r = k.baru(await bacaBadan(request), data);
      if (r) k.ganti(data, [...k.daftar(data), r]);
      return jawab(k.daftar(data));
    }),
    http.post(`${p}/update`, async ({ request }) => {
      const b = await bacaBadan(request);
      const id = idDari(b.id);
      k.ganti(
        data,
        k.daftar(data).map((x) => (x.id === id ? { ...x, ...k.ubah(b, x), id: x.id } : x)),
      );
      return jawab(k.daftar(data));
    }),
    http.post(`${p}/delete`, async ({ request }) => {
      const id = idDari((await bacaBadan(request)).id);
      k.ganti(
        data,
        k.daftar(data).filter((x) => x.id !== id),
      );
      return jawab(k.daftar(data));
    }),
  ];
  if (k.satu) out.push(http.get(p, ({ request }) => jawab(k.daftar(data).find((x) => x.id === kueri(request, 'id')) ?? null)));
  return out;
}

const STATUS_FAKTUR: readonly StatusFaktur[] = ['pending', 'processing', 'delivered'];

function pihak(v: unknown): Pihak | undefined {
  const o = objek(v);
  const name = teksWajib(o?.name, 120);
  return o && name ? { name, address: teks(o.address, 200) ?? '' } : undefined;
}

function itemFaktur(v: unknown): ItemFaktur[] | undefined {
  if (!Array.isArray(v) || v.length > 50) return undefined;
  const out: ItemFaktur[] = [];
  for (const x of v) {
    const o = objek(x);
    const name = teksWajib(o?.name, 120);
    const unit = angka(o?.unit, 0, 100_000, true);
    const price = angka(o?.price, 0, 1e12);
    if (!name || unit === undefined || price === undefined) return undefined;
    out.push({ name, unit, price });
  }
  return out;
}

function nilaiFaktur(b: Record<string, unknown>): Partial<Faktur> {
  const status = STATUS_FAKTUR.find((s) => s === b.status);
  return tanpaKosong({
    orderNo: teksWajib(b.orderNo, 40),
    status,
    date: tanggal(b.date),
    currency: teksWajib(b.currency, 10),
    vat: angka(b.vat, 0, 100),
    buyer: pihak(b.buyer),
    seller: pihak(b.seller),
    item: itemFaktur(b.item),
  });
}

function nilaiAcara(b: Record<string, unknown>): Partial<Acara> {
  const kelas = Array.isArray(b.classNames) ? b.classNames.filter((c): c is string => typeof c === 'string').slice(0, 5) : undefined;
  return tanpaKosong({ title: teksWajib(b.title, 120), start: tanggal(b.start), end: tanggal(b.end), allDay: bool(b.allDay), classNames: kelas });
}

function nilaiPengguna(b: Record<string, unknown>): Partial<Pengguna> {
  const gender = b.gender === 'male' || b.gender === 'female' ? b.gender : undefined;
  return tanpaKosong({
    isActive: bool(b.isActive),
    balance: angka(b.balance, 0, 1e12),
    age: angka(b.age, 0, 150, true),
    name: teksWajib(b.name, 120),
    gender,
    company: teks(b.company, 120),
    email: teks(b.email, 120),
    phone: teks(b.phone, 40),
    address: teks(b.address, 200),
    bd: tanggal(b.bd),
  });
}

function nilaiPesan(b: Record<string, unknown>): Partial<Pesan> {
  const s = objek(b.sender);
  const name = teksWajib(s?.name, 120);
  return tanpaKosong({
    sender: name ? { name, photo: gambarInisial(name) } : undefined,
    date: tanggal(b.date),
    selected: bool(b.selected),
    subject: teksWajib(b.subject, 200),
    message: teks(b.message, 20_000),
  });
}

const sekarang = () => new Date().toISOString();

export function handlerDasar(asal: string, data: DataContoh): HttpHandler[] {
  return [
    ...koleksi<Faktur>(asal, data, {
      dasar: '/api/invoices',
      satu: true,
      daftar: (d) => d.faktur,
      ganti: (d, l) => void (d.faktur = l),
      baru: (b, d) => {
        const v = nilaiFaktur(b);
        if (!v.buyer) return undefined;
        const id = idBaru(d, 'faktur');
        return { id, orderNo: `INV-${id.slice(-4).toUpperCase()}`, status: 'pending', date: sekarang(), currency: 'IDR', vat: 11, seller: { name: 'CV Maju Bersama', address: '' }, item: [], ...v, buyer: v.buyer };
      },
      ubah: (b) => nilaiFaktur(b),
    }),
    ...koleksi<Acara>(asal, data, {
      dasar: '/api/calendar/events',
      satu: false,
      daftar: (d) => d.acara,
      ganti: (d, l) => void (d.acara = l),
      baru: (b, d) => {
        const v = nilaiAcara(b);
        if (!v.title || !v.start) return undefined;
        return { id: idBaru(d, 'acara'), classNames: [], allDay: false, end: v.start, ...v, title: v.title, start: v.start };
      },
      ubah: (b) => nilaiAcara(b),
    }),
    ...koleksi<Pengguna>(asal, data, {
      dasar: '/api/user',
      satu: true,
      daftar: (d) => d.pengguna,
      ganti: (d, l) => void (d.pengguna = l),
      baru: (b, d) => {
        const v = nilaiPengguna(b);
        if (!v.name) return undefined;
        const index = d.pengguna.reduce((m, p) => Math.max(m, p.index + 1), 0);
        const id = idBaru(d, 'pengguna');
        return { id, index, guid: `guid-${id}`, isActive: true, balance: 0, age: 30, gender: 'female', company: '', email: '', phone: '', address: '', bd: '1990-01-01', ...v, name: v.name, imgUrl: gambarInisial(v.name, index) };
      },
      ubah: (b, lama) => {
        const v = nilaiPengguna(b);
        return v.name ? { ...v, imgUrl: gambarInisial(v.name, lama.index) } : v;
      },
    }),
    ...koleksi<Pesan>(asal, data, {
      dasar: '/api/inbox',
      satu: true,
      daftar: (d) => d.pesan,
      ganti: (d, l) => void (d.pesan = l),
      baru: (b, d) => {
        const v = nilaiPesan(b);
        if (!v.subject) return undefined;
        return { id: idBaru(d, 'pesan'), sender: { name: 'Admin Contoh', photo: gambarInisial('Admin Contoh', 4) }, date: sekarang(), selected: false, message: '', ...v, subject: v.subject };
      },
      ubah: (b) => nilaiPesan(b),
    }),
    http.get(`${asal}/api/list/all`, () => jawab(data.daftar)),
    http.get(`${asal}/api/notification`, () => jawab(data.notifikasi)),
    http.post(`${asal}/api/notification/add`, async ({ request }) => {
      const b = await bacaBadan(request);
      const n = objek(b.notification) ?? b;
      const title = teksWajib(n.title, 120);
      if (title) {
        const ikon = objek(n.icon);
        const baru: Notifikasi = {
          id: idBaru(data, 'notifikasi'),
          heading: teksWajib(n.heading, 60) ?? 'Info',
          icon: { name: teksWajib(ikon?.name, 40) ?? 'info', color: teksWajib(ikon?.color, 20) ?? 'blue' },
          timestamp: sekarang(),
          title,
          subtitle: teks(n.subtitle, 200) ?? '',
          path: teks(n.path, 200) ?? '',
        };
        data.notifikasi = [baru, ...data.notifikasi];
      }
      return jawab(data.notifikasi);
    }),
    http.post(`${asal}/api/notification/delete`, async ({ request }) => {
      const id = idDari((await bacaBadan(request)).id);
      data.notifikasi = data.notifikasi.filter((n) => n.id !== id);
      return jawab(data.notifikasi);
    }),
    http.post(`${asal}/api/notification/delete-all`, () => {
      data.notifikasi = [];
      return jawab(data.notifikasi);
    }),
  ];
}
