/**
 * The sample entities of the built-in in-browser handlers (supporting-spec section 3, "Sample entities of the
 * built-in mock handlers"): not product data, never sent to the API. Field names follow the spec.
 */

export type StatusFaktur = 'pending' | 'processing' | 'delivered';
export interface Pihak {
  name: string;
  address: string;
}
export interface ItemFaktur {
  name: string;
  unit: number;
  price: number;
}
export interface Faktur {
  id: string;
  orderNo: string;
  status: StatusFaktur;
  /** ISO date-time. */
  date: string;
  currency: string;
  /** VAT in percent. */
  vat: number;
  buyer: Pihak;
  seller: Pihak;
  item: ItemFaktur[];
}

export interface Acara {
  id: string;
  title: string;
  start: string;
  end: string;
  classNames: string[];
  allDay: boolean;
}

export interface Pengguna {
  id: string;
  index: number;
  guid: string;
  isActive: boolean;
  balance: number;
  age: number;
  name: string;
  gender: 'male' | 'female';
  company: string;
  email: string;
  phone: string;
  address: string;
  /** Birth date (ISO date). */
  bd: string;
  imgUrl: string;
}

export interface Pesan {
  id: string;
  sender: { name: string; photo: string };
  date: string;
  selected: boolean;
  subject: string;
  /** HTML (shown through the sanitiser). */
  message: string;
}

export type StatusKontak = 'online' | 'offline';
export interface InfoObrolan {
  chatId: string;
  contactId: string;
  unread: number;
  lastChatTime: string;
}
export interface PenggunaObrolan {
  id: string;
  name: string;
  avatar: string;
  status: StatusKontak;
  chatInfo: InfoObrolan[];
}
export interface Kontak {
  id: string;
  name: string;
  avatar: string;
  status: StatusKontak;
  mood: string;
}
export interface IsiObrolan {
  contactId: string;
  text: string;
  time: string;
}
export interface KoleksiObrolan {
  id: string;
  chats: IsiObrolan[];
}
/** A recent conversation: the contact with its chat info. */
export type ObrolanTerakhir = Kontak & InfoObrolan;
export interface RuangObrolan {
  chatId: string;
  messageList: IsiObrolan[];
  recentListUpdated: ObrolanTerakhir[];
}

export interface Tugas {
  id: string;
  title: string;
  note: string;
  important: boolean;
  starred: boolean;
  done: boolean;
  read: boolean;
  selected: boolean;
  startDate: string;
  dueDate: string;
  tag: string[];
}
export interface Label {
  id: string;
  name: string;
}

export interface ItemDaftar {
  id: string;
  email: string;
  userName: string;
  projectName: string;
  date: string;
  projectImage: string;
  userImage: string;
  comment: number;
  revision: number;
}

export interface Lampiran {
  name: string;
  size: string;
  url: string;
}
export interface Komentar {
  id: string;
  uid: string;
  text: string;
  time: string;
}
export interface Kartu {
  id: string;
  title: string;
  coverImage: string;
  /** Member ids. */
  members: string[];
  /** Label ids. */
  labels: string[];
  description: string;
  attachments: Lampiran[];
  comments: Komentar[];
}
export interface Kolom {
  id: string;
  title: string;
  cardList: Kartu[];
}
export interface Papan {
  id: string;
  title: string;
  list: Kolom[];
  /** Member ids (answers carry the members themselves). */
  members: string[];
}
export interface LabelPapan {
  id: string;
  title: string;
  color: string;
}
export interface Anggota {
  id: string;
  name: string;
  avatar: string;
}
/** A board as the handlers answer it: its members in full. */
export type PapanLengkap = Omit<Papan, 'members'> & { members: Anggota[] };

export interface Notifikasi {
  id: string;
  heading: string;
  icon: { name: string; color: string };
  timestamp: string;
  title: string;
  subtitle: string;
  path: string;
}

export interface Produk {
  id: string;
  imgUrl: string;
  price: number;
  title: string;
  category: string;
  brand: string;
  rating: number;
  freeShipping: boolean;
  description: string;
}
export interface Hitungan {
  title: string;
  amount: number;
}
export interface HitunganRating {
  rate: number;
  amount: number;
}
export interface Keranjang {
  uid: string;
  list: { productId: string; amount: number }[];
}
/** A cart line as the handlers answer it: the product with its amount. */
export type BarisKeranjang = Produk & { amount: number };

/** The whole sample store (one per browser tab, kept while the tab lives; fresh in every test). */
export interface DataContoh {
  faktur: Faktur[];
  acara: Acara[];
  pengguna: Pengguna[];
  pesan: Pesan[];
  obrolan: { pengguna: PenggunaObrolan[]; kontak: Kontak[]; koleksi: KoleksiObrolan[] };
  tugas: Tugas[];
  label: Label[];
  daftar: ItemDaftar[];
  scrum: { papan: Papan[]; label: LabelPapan[]; anggota: Anggota[] };
  notifikasi: Notifikasi[];
  toko: { produk: Produk[]; keranjang: Keranjang[] };
  /** Next number of the ids the handlers give (deterministic: tests and screens see the same ids). */
  urutan: number;
}
