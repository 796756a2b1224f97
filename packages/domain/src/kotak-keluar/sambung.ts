/**
 * How a queued write continues an earlier one of the same record (decision 107). A form saved twice while offline
 * queues two writes; the second was made from the same version (`updated_at`) as the first, and a create's follow-up
 * does not know the new record's id. When the earlier write is answered, a short summary of its answer is kept
 * (`ringkas`), and the later write takes from it what it lacked (`sambung`): the id for `:id` in its path and the
 * version the earlier write produced. A version is only replaced where the later write carried the same version the
 * earlier one was queued with for that row (both made from the same form state): a row the chain did not touch keeps the version the user read, so a change by
 * someone else in between is still refused (409) rather than silently overwritten.
 */

/** `biasa`: nothing to continue; `rekaman`: a /crud record ({data: row}); `indikator`: indicator answers ({data: items}). */
export type JenisEntri = 'biasa' | 'rekaman' | 'indikator';

/** What is kept of an answered write for the writes that continue it. */
export interface Ringkasan {
  /** The record's id (a create's answer). */
  id?: number | null;
  /** Per row (`_` for the record itself): [version the write was queued with, version answered]. */
  versi: Record<string, [string | null, string | null]>;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
const teks = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The answers of an indicator save body: one answer, a list, or `{data|jawaban: […]}`. */
function jawabanBody(body: unknown): Obj[] {
  if (Array.isArray(body)) return body.map(obj).filter((x): x is Obj => !!x);
  const b = obj(body);
  if (!b) return [];
  const daftar = Array.isArray(b.data) ? b.data : Array.isArray(b.jawaban) ? b.jawaban : null;
  return daftar ? daftar.map(obj).filter((x): x is Obj => !!x) : [b];
}

/** Every indicator of an editor answer, sub-rows included: id -> updated_at. */
function versiEditor(jawaban: unknown): Map<number, string | null> {
  const out = new Map<number, string | null>();
  const jalan = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const i of items) {
      const o = obj(i);
      if (!o || typeof o.id !== 'number') continue;
      out.set(o.id, teks(o.updated_at));
      jalan(o.subs);
    }
  };
  jalan(obj(jawaban)?.data);
  return out;
}

/** The summary of a 2xx answer to `body`, for the writes queued after it. */
export function ringkas(jenis: JenisEntri, body: unknown, jawaban: unknown): Ringkasan | null {
  if (jenis === 'rekaman') {
    const row = obj(obj(jawaban)?.data);
    const id = typeof row?.id === 'number' ? row.id : null;
    return { id, versi: { _: [teks(obj(body)?.updated_at), teks(row?.updated_at)] } };
  }
  if (jenis === 'indikator') {
    const baru = versiEditor(jawaban);
    const versi: Ringkasan['versi'] = {};
    for (const j of jawabanBody(body)) {
      const id = j.indikator_id;
      if (typeof id === 'number' && baru.has(id)) versi[String(id)] = [teks(j.updated_at), baru.get(id) ?? null];
    }
    return { versi };
  }
  return null;
}

const ganti = (versiBody: unknown, pasangan: [string | null, string | null] | undefined): string | null | undefined =>
  pasangan && teks(versiBody) === pasangan[0] && pasangan[1] ? pasangan[1] : undefined;

/** The path and body of a write continuing an earlier one whose answer is summarised by `r`. */
export function sambung(jenis: JenisEntri, path: string, body: unknown, r: Ringkasan): { path: string; body: unknown } {
  if (jenis === 'rekaman') {
    const p = r.id != null ? path.replace(/:id(?=\/|$)/, String(r.id)) : path;
    const b = obj(body);
    const v = b ? ganti(b.updated_at, r.versi._) : undefined;
    return { path: p, body: b && v ? { ...b, updated_at: v } : body };
  }
  if (jenis === 'indikator') {
    const satu = (j: unknown) => {
      const o = obj(j);
      if (!o) return j;
      const v = ganti(o.updated_at, r.versi[String(o.indikator_id)]);
      return v ? { ...o, updated_at: v } : o;
    };
    if (Array.isArray(body)) return { path, body: body.map(satu) };
    const b = obj(body);
    if (!b) return { path, body };
    if (Array.isArray(b.data)) return { path, body: { ...b, data: b.data.map(satu) } };
    if (Array.isArray(b.jawaban)) return { path, body: { ...b, jawaban: b.jawaban.map(satu) } };
    return { path, body: satu(b) };
  }
  return { path, body };
}
