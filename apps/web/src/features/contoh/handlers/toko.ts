import { http, type HttpHandler } from 'msw';
import type { BarisKeranjang, DataContoh, Hitungan, HitunganRating, Keranjang } from '../jenis';
import { angka, bacaBadan, idDari, jawab, kueri } from './alat';

/**
 * E-commerce (supporting-spec sections 3, 4, 7): products, counts per category, brand and rating, and a cart per
 * user: adding a product already in the cart raises its amount by 1, a new product starts at 1; an amount can be
 * set (a whole number from 1 to 999) and a product taken out. Cart calls answer the cart with its products.
 */

function hitung(nilai: string[]): Hitungan[] {
  const m = new Map<string, number>();
  for (const v of nilai) m.set(v, (m.get(v) ?? 0) + 1);
  return [...m].map(([title, amount]) => ({ title, amount }));
}

export function handlerToko(asal: string, data: DataContoh): HttpHandler[] {
  const p = `${asal}/api/ecommerce`;
  const keranjang = (uid: string): Keranjang | undefined => data.toko.keranjang.find((k) => k.uid === uid);
  const isi = (uid: string): BarisKeranjang[] =>
    (keranjang(uid)?.list ?? []).flatMap((baris) => {
      const produk = data.toko.produk.find((x) => x.id === baris.productId);
      return produk ? [{ ...produk, amount: baris.amount }] : [];
    });
  /** A cart command: `uid` and `productId` of a known product, else nothing changes. */
  const perintah = (nama: string, ubah: (k: Keranjang, productId: string, b: Record<string, unknown>) => void) =>
    http.post(`${p}/${nama}`, async ({ request }) => {
      const b = await bacaBadan(request);
      const uid = idDari(b.uid);
      const productId = idDari(b.productId);
      if (uid && productId && data.toko.produk.some((x) => x.id === productId)) {
        let k = keranjang(uid);
        if (!k) {
          k = { uid, list: [] };
          data.toko.keranjang.push(k);
        }
        ubah(k, productId, b);
      }
      return jawab(uid ? isi(uid) : []);
    });

  return [
    http.get(`${p}/get-product-list`, () => jawab(data.toko.produk)),
    http.get(`${p}/get-category-list`, () => jawab(hitung(data.toko.produk.map((x) => x.category)))),
    http.get(`${p}/get-brand-list`, () => jawab(hitung(data.toko.produk.map((x) => x.brand)))),
    http.get(`${p}/get-rating-list`, () =>
      jawab(
        [5, 4, 3, 2, 1].map((rate): HitunganRating => ({ rate, amount: data.toko.produk.filter((x) => Math.round(x.rating) === rate).length })),
      ),
    ),
    http.get(`${p}/get-cart-list`, ({ request }) => jawab(isi(kueri(request, 'uid')))),
    perintah('add-to-cart', (k, productId) => {
      const baris = k.list.find((x) => x.productId === productId);
      if (baris) baris.amount = Math.min(999, baris.amount + 1);
      else k.list.push({ productId, amount: 1 });
    }),
    perintah('delete-from-cart', (k, productId) => {
      k.list = k.list.filter((x) => x.productId !== productId);
    }),
    perintah('update-cart-amount', (k, productId, b) => {
      const amount = angka(b.amount, 1, 999, true);
      const baris = k.list.find((x) => x.productId === productId);
      if (baris && amount !== undefined) baris.amount = amount;
    }),
  ];
}
