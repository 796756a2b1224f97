import { http, type HttpHandler } from 'msw';
import type { DataContoh, Label, Tugas } from '../jenis';
import { bacaBadan, bool, idBaru, idDari, jawab, kueri, objek, tanggal, tanpaKosong, teks, teksWajib } from './alat';

/**
 * Todo (supporting-spec sections 3, 4, 7): the list, its tags, one todo by `?id=`, reorder, add, update (the flags
 * important, starred, done, read and selected), delete, and adding or deleting a tag (a deleted tag leaves every
 * todo). Every todo call answers the whole list, every tag call the tags.
 */

function nilaiTugas(o: Record<string, unknown>, data: DataContoh): Partial<Tugas> {
  const tag = Array.isArray(o.tag) ? [...new Set(o.tag.map(idDari).filter((t): t is string => !!t && data.label.some((l) => l.id === t)))] : undefined;
  return tanpaKosong({
    title: teksWajib(o.title, 200),
    note: teks(o.note, 2000),
    important: bool(o.important),
    starred: bool(o.starred),
    done: bool(o.done),
    read: bool(o.read),
    selected: bool(o.selected),
    startDate: tanggal(o.startDate),
    dueDate: tanggal(o.dueDate),
    tag,
  });
}

/** The todo of a body: `{todo: {...}}` as the spec sends it, or the todo itself. */
const tugasDari = (b: Record<string, unknown>) => objek(b.todo) ?? b;
const labelDari = (b: Record<string, unknown>) => objek(b.tag) ?? b;

export function handlerTugas(asal: string, data: DataContoh): HttpHandler[] {
  const p = `${asal}/api/todo`;
  return [
    http.get(`${p}/all`, () => jawab(data.tugas)),
    http.get(`${p}/tag`, () => jawab(data.label)),
    http.get(p, ({ request }) => jawab(data.tugas.find((t) => t.id === kueri(request, 'id')) ?? null)),
    http.post(`${p}/reorder`, async ({ request }) => {
      const b = await bacaBadan(request);
      if (Array.isArray(b.todoList)) {
        // the new order of the ids sent; todos the list does not name keep their place after them
        const ids = b.todoList.map((x) => idDari(objek(x)?.id ?? x)).filter((x): x is string => !!x);
        const urut = [...new Set(ids)].map((id) => data.tugas.find((t) => t.id === id)).filter((t): t is Tugas => !!t);
        data.tugas = [...urut, ...data.tugas.filter((t) => !urut.includes(t))];
      }
      return jawab(data.tugas);
    }),
    http.post(`${p}/add`, async ({ request }) => {
      const v = nilaiTugas(tugasDari(await bacaBadan(request)), data);
      if (v.title) {
        const hari = new Date().toISOString().slice(0, 10);
        data.tugas = [
          ...data.tugas,
          { id: idBaru(data, 'tugas'), note: '', important: false, starred: false, done: false, read: false, selected: false, startDate: hari, dueDate: hari, tag: [], ...v, title: v.title },
        ];
      }
      return jawab(data.tugas);
    }),
    http.post(`${p}/update`, async ({ request }) => {
      const t = tugasDari(await bacaBadan(request));
      const id = idDari(t.id);
      const v = nilaiTugas(t, data);
      data.tugas = data.tugas.map((x) => (x.id === id ? { ...x, ...v } : x));
      return jawab(data.tugas);
    }),
    http.post(`${p}/delete`, async ({ request }) => {
      const id = idDari(tugasDari(await bacaBadan(request)).id);
      data.tugas = data.tugas.filter((x) => x.id !== id);
      return jawab(data.tugas);
    }),
    http.post(`${p}/tag/add`, async ({ request }) => {
      const name = teksWajib(labelDari(await bacaBadan(request)).name, 40);
      if (name && !data.label.some((l) => l.name.toLowerCase() === name.toLowerCase())) data.label = [...data.label, { id: idBaru(data, 'label'), name } satisfies Label];
      return jawab(data.label);
    }),
    http.post(`${p}/tag/delete`, async ({ request }) => {
      const id = idDari(labelDari(await bacaBadan(request)).id);
      data.label = data.label.filter((l) => l.id !== id);
      data.tugas = data.tugas.map((t) => (t.tag.includes(id ?? '') ? { ...t, tag: t.tag.filter((x) => x !== id) } : t));
      return jawab(data.label);
    }),
  ];
}
