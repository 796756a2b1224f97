import { http, type HttpHandler } from 'msw';
import type { DataContoh, KoleksiObrolan, ObrolanTerakhir, PenggunaObrolan, RuangObrolan } from '../jenis';
import { bacaBadan, idBaru, idDari, jawab, kueri, tanggal, teksWajib } from './alat';

/**
 * Chat (supporting-spec section 7): contacts, the recent conversations of a user, a conversation by id, the room
 * of a user and a contact (created, with an empty message list, when they have none yet) and sending a message.
 */

/** The user's conversations with their contact, newest first. */
function terakhir(data: DataContoh, pengguna: PenggunaObrolan | undefined): ObrolanTerakhir[] {
  if (!pengguna) return [];
  return pengguna.chatInfo
    .map((info) => {
      const k = data.obrolan.kontak.find((c) => c.id === info.contactId);
      return k ? { ...k, ...info } : null;
    })
    .filter((x): x is ObrolanTerakhir => x !== null)
    .sort((a, b) => b.lastChatTime.localeCompare(a.lastChatTime));
}

const penggunaDari = (data: DataContoh, id: string) => data.obrolan.pengguna.find((u) => u.id === id);

export function handlerObrolan(asal: string, data: DataContoh): HttpHandler[] {
  const p = `${asal}/api/chat`;
  return [
    http.get(p, ({ request }) => jawab(data.obrolan.koleksi.find((c) => c.id === kueri(request, 'chatId')) ?? null)),
    http.get(`${p}/contacts`, ({ request }) => jawab(data.obrolan.kontak.find((c) => c.id === kueri(request, 'contactId')) ?? null)),
    http.get(`${p}/contacts/all`, ({ request }) => jawab(data.obrolan.kontak.filter((c) => c.id !== kueri(request, 'currentUser')))),
    http.get(`${p}/contacts/recent`, ({ request }) => jawab(terakhir(data, penggunaDari(data, kueri(request, 'currentUser'))))),
    http.get(`${p}/chat-room`, ({ request }) => {
      const pengguna = penggunaDari(data, kueri(request, 'currentUser'));
      const kontakId = kueri(request, 'contactId');
      const kontak = data.obrolan.kontak.find((c) => c.id === kontakId);
      if (!pengguna || !kontak) return jawab({ chatId: '', messageList: [], recentListUpdated: terakhir(data, pengguna) } satisfies RuangObrolan);
      let info = pengguna.chatInfo.find((i) => i.contactId === kontakId);
      if (!info) {
        // no conversation yet: a new room, listed for the user (and for the contact, when the contact is a user too)
        const chatId = idBaru(data, 'obrolan');
        const waktu = new Date().toISOString();
        data.obrolan.koleksi.push({ id: chatId, chats: [] });
        info = { chatId, contactId: kontakId, unread: 0, lastChatTime: waktu };
        pengguna.chatInfo.push(info);
        penggunaDari(data, kontakId)?.chatInfo.push({ chatId, contactId: pengguna.id, unread: 0, lastChatTime: waktu });
      } else {
        info.unread = 0;
      }
      const koleksi = data.obrolan.koleksi.find((c) => c.id === info.chatId);
      return jawab({ chatId: info.chatId, messageList: koleksi?.chats ?? [], recentListUpdated: terakhir(data, pengguna) } satisfies RuangObrolan);
    }),
    http.post(`${p}/add`, async ({ request }) => {
      const b = await bacaBadan(request);
      const koleksi: KoleksiObrolan | undefined = data.obrolan.koleksi.find((c) => c.id === idDari(b.chatId));
      const contactId = idDari(b.contactId);
      const text = teksWajib(b.text, 2000);
      if (koleksi && contactId && text) {
        const time = tanggal(b.time) ?? new Date().toISOString();
        koleksi.chats.push({ contactId, text, time });
        for (const u of data.obrolan.pengguna) for (const i of u.chatInfo) if (i.chatId === koleksi.id) i.lastChatTime = time;
      }
      return jawab(koleksi ?? null);
    }),
  ];
}
