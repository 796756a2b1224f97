import { http, type HttpHandler } from 'msw';
import type { Anggota, DataContoh, Kartu, Kolom, Papan, PapanLengkap } from '../jenis';
import { angka, bacaBadan, idBaru, idDari, jawab, kueri, objek, pindahkan, tanpaKosong, teks, teksWajib } from './alat';

/**
 * Scrum board (supporting-spec section 7): members, labels, boards; per board: members in and out, columns
 * added, renamed, deleted and reordered, cards added, updated, reordered in a column and moved between columns.
 * Every board call answers the board with its members in full (null for an unknown board).
 */

function lengkap(data: DataContoh, papan: Papan | undefined): PapanLengkap | null {
  if (!papan) return null;
  return { ...papan, members: papan.members.map((id) => data.scrum.anggota.find((a) => a.id === id)).filter((a): a is Anggota => !!a) };
}

function nilaiKartu(o: Record<string, unknown>, data: DataContoh): Partial<Kartu> {
  const ids = (v: unknown, ada: (id: string) => boolean) => (Array.isArray(v) ? [...new Set(v.map(idDari).filter((x): x is string => !!x && ada(x)))] : undefined);
  return tanpaKosong({
    title: teksWajib(o.title, 200),
    description: teks(o.description, 5000),
    coverImage: teks(o.coverImage, 500),
    members: ids(o.members, (id) => data.scrum.anggota.some((a) => a.id === id)),
    labels: ids(o.labels, (id) => data.scrum.label.some((l) => l.id === id)),
  });
}

export function handlerScrum(asal: string, data: DataContoh): HttpHandler[] {
  const p = `${asal}/api/scrum-board`;
  const papanDari = (b: Record<string, unknown>) => data.scrum.papan.find((x) => x.id === idDari(b.boardId));
  const kolomDari = (papan: Papan | undefined, id: unknown): Kolom | undefined => papan?.list.find((k) => k.id === idDari(id));
  /** A board command: reads the body, runs the change on the board (when it exists), answers the board. */
  const perintah = (nama: string, ubah: (papan: Papan, b: Record<string, unknown>) => void) =>
    http.post(`${p}/${nama}`, async ({ request }) => {
      const b = await bacaBadan(request);
      const papan = papanDari(b);
      if (papan) ubah(papan, b);
      return jawab(lengkap(data, papan));
    });
  const ringkas = () => data.scrum.papan.map(({ id, title }) => ({ id, title }));

  return [
    http.get(`${p}/all-member`, () => jawab(data.scrum.anggota)),
    http.get(`${p}/all-label`, () => jawab(data.scrum.label)),
    http.get(`${p}/all-board`, () => jawab(ringkas())),
    http.get(p, ({ request }) => jawab(lengkap(data, data.scrum.papan.find((x) => x.id === kueri(request, 'id'))))),
    http.post(`${p}/add-board`, async ({ request }) => {
      const title = teksWajib((await bacaBadan(request)).title, 120);
      if (title) data.scrum.papan.push({ id: idBaru(data, 'papan'), title, list: [], members: [] });
      return jawab(ringkas());
    }),
    perintah('add-member', (papan, b) => {
      const id = idDari(b.memberId);
      if (id && data.scrum.anggota.some((a) => a.id === id) && !papan.members.includes(id)) papan.members.push(id);
    }),
    perintah('delete-member', (papan, b) => {
      papan.members = papan.members.filter((m) => m !== idDari(b.memberId));
    }),
    perintah('add-column', (papan, b) => {
      const title = teksWajib(b.listTitle, 120);
      if (title) papan.list.push({ id: idBaru(data, 'kolom'), title, cardList: [] });
    }),
    perintah('rename-column', (papan, b) => {
      const kolom = kolomDari(papan, b.listId);
      const title = teksWajib(b.listTitle, 120);
      if (kolom && title) kolom.title = title;
    }),
    perintah('delete-column', (papan, b) => {
      papan.list = papan.list.filter((k) => k.id !== idDari(b.listId));
    }),
    perintah('add-card', (papan, b) => {
      const kolom = kolomDari(papan, b.listId);
      const title = teksWajib(b.cardTitle, 200);
      if (kolom && title) kolom.cardList.push({ id: idBaru(data, 'kartu'), title, coverImage: '', members: [], labels: [], description: '', attachments: [], comments: [] });
    }),
    perintah('update-card', (papan, b) => {
      const kolom = kolomDari(papan, b.listId);
      const kartu = objek(b.card);
      const id = idDari(kartu?.id);
      if (kolom && kartu) kolom.cardList = kolom.cardList.map((c) => (c.id === id ? { ...c, ...nilaiKartu(kartu, data) } : c));
    }),
    perintah('reorder-list', (papan, b) => {
      papan.list = pindahkan(papan.list, b.startIndex, b.endIndex);
    }),
    perintah('reorder-card', (papan, b) => {
      const kolom = kolomDari(papan, b.listId);
      if (kolom) kolom.cardList = pindahkan(kolom.cardList, b.startIndex, b.endIndex);
    }),
    perintah('move-card', (papan, b) => {
      const asalKolom = kolomDari(papan, b.sourcelistId);
      const tujuan = kolomDari(papan, b.destinationlistId);
      if (!asalKolom || !tujuan) return;
      if (asalKolom === tujuan) {
        asalKolom.cardList = pindahkan(asalKolom.cardList, objek(b.source)?.index, objek(b.destination)?.index);
        return;
      }
      const dari = angka(objek(b.source)?.index, 0, asalKolom.cardList.length - 1, true);
      const ke = angka(objek(b.destination)?.index, 0, tujuan.cardList.length, true);
      if (dari === undefined || ke === undefined) return;
      const [kartu] = asalKolom.cardList.splice(dari, 1);
      tujuan.cardList.splice(ke, 0, kartu!);
    }),
  ];
}
