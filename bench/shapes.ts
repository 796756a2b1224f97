/**
 * The list shapes every screen offers, generated from the definitions the screens and the API share (bench
 * --shapes, issue 21 item 1): nothing here is a hand-picked query.
 *
 * - Generic resources (`packages/domain/src/resources`, served by `/crud/{table}`): every resource's list as its
 *   screen asks for it (page 3 of 20, the screen's `fields`). A resource with a year scope and a national data set
 *   (the innovation database) gets every sort it offers (`sortable` fields, its date and title field, id and the
 *   timestamps) under every context a screen gives it: no filter, the year, the year with a name search, the
 *   regency operator's own region and the verifier's area; then each filterable field with the most common value
 *   of the year, the search alone, the archive (the oldest year), a deep page (page 100 of the year, page 500 of all)
 *   and the full row without `fields` (integrations).
 * - Other list contracts (`packages/domain/src/kontrak`, `K_*`): every GET whose query extends the list contract
 *   (`page`, `orderBy`, `search`), plus every report and index screen (K_LAPORAN, K_INDEKS), for each value of the
 *   enum path parameters and query fields (`sumber`, ...), as opened (the contract's defaults) and at page 3.
 *   Contracts that need a record id are details, not lists, and are left out.
 */
import type { z } from 'zod';
import * as domain from '@sigap/domain';
import { bisaDiurutkan, kolomDaftarRingkas, RESOURCES, type Kontrak, type ResourceDef } from '@sigap/domain';
import { TABLES } from '../apps/api/src/crud/tables';
import { columnsOf } from '../apps/api/src/crud/query';

export type Siapa = 'admin' | 'verifikator' | 'operator';
export interface Bentuk {
  id: string;
  /** screen family, for the table */
  grup: string;
  label: string;
  path: string;
  siapa: Siapa;
  /** other roles to try when the first is refused (contracts whose permission is not the admin's) */
  lain?: Siapa[];
}

/** Most common values per filterable column of the year, read from the bench database. */
export type Nilai = (resource: ResourceDef, field: string, tahun: number | null) => Promise<string | null>;

const qs = (o: Record<string, string | number | undefined>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`.replace(/%5B/g, '[').replace(/%5D/g, ']'))
    .join('&');

/** The sorts a resource's list offers (as parseListQuery accepts them), with the direction a user picks first. */
export function urutan(r: ResourceDef): { field: string; sort: 'asc' | 'desc' }[] {
  const table = TABLES[r.name];
  if (!table) return [];
  const cols = columnsOf(table);
  return Object.keys(cols)
    .filter((k) => bisaDiurutkan(r, k))
    .map((field) => ({ field, sort: r.fields[field]?.kind === 'text' ? 'asc' : 'desc' }));
}

export async function bentukDaftar(opts: {
  tahun: number;
  tahunArsip: number;
  cari: string;
  barisMinimum: (r: ResourceDef) => Promise<number>;
  nilai: Nilai;
  /** Values of a query field that is text in the contract but a choice on the screen (the cluster codes). */
  pilihanData?: (field: string) => Promise<string[] | null>;
}): Promise<Bentuk[]> {
  const out: Bentuk[] = [];
  const page = { page: 2, per_page: 20 };
  for (const r of Object.values(RESOURCES)) {
    if (!r || !TABLES[r.name]) continue;
    const L = `/crud/${r.name}`;
    const fields = kolomDaftarRingkas(r)?.join(',');
    const base = { ...page, fields };
    const grup = `crud ${r.name}`;
    out.push({ id: `crud_${r.name}`, grup, label: `${r.label}: daftar`, path: `${L}?${qs(base)}`, siapa: 'admin', lain: ['verifikator', 'operator'] });
    const year = r.scope?.year;
    const baris = await opts.barisMinimum(r);
    if (!year || baris < 10_000) continue;
    const y = `${year}[]`;
    const konteks: { id: string; label: string; q: Record<string, string | number>; siapa: Siapa }[] = [
      { id: 'semua', label: 'tanpa filter', q: {}, siapa: 'admin' },
      { id: 'tahun', label: `tahun ${opts.tahun}`, q: { [y]: opts.tahun }, siapa: 'admin' },
      { id: 'tahun_cari', label: `tahun ${opts.tahun} + cari "${opts.cari}"`, q: { [y]: opts.tahun, search: opts.cari }, siapa: 'admin' },
      { id: 'op_tahun', label: `operator kab/kota, tahun ${opts.tahun}`, q: { [y]: opts.tahun }, siapa: 'operator' },
      { id: 'verif_tahun', label: `verifikator wilayah 1, tahun ${opts.tahun}`, q: { [y]: opts.tahun }, siapa: 'verifikator' },
    ];
    for (const k of konteks) {
      for (const o of urutan(r)) {
        out.push({
          id: `${r.name}_${k.id}_${o.field}`,
          grup,
          label: `${r.label}: ${k.label}, urut ${o.field} ${o.sort}`,
          path: `${L}?${qs({ ...base, ...k.q, 'orderBy[field]': o.field, 'orderBy[sort]': o.sort })}`,
          siapa: k.siapa,
        });
      }
    }
    out.push({ id: `${r.name}_cari`, grup, label: `${r.label}: cari "${opts.cari}"`, path: `${L}?${qs({ ...base, search: opts.cari })}`, siapa: 'admin' });
    out.push({ id: `${r.name}_arsip`, grup, label: `${r.label}: arsip tahun ${opts.tahunArsip}`, path: `${L}?${qs({ ...base, [y]: opts.tahunArsip })}`, siapa: 'admin' });
    for (const [f, d] of Object.entries(r.fields)) {
      if (!d.filterable || d.secret || f === year) continue;
      const v = await opts.nilai(r, f, opts.tahun);
      if (v === null) continue;
      out.push({ id: `${r.name}_tahun_${f}`, grup, label: `${r.label}: tahun ${opts.tahun} + ${f}=${v}`, path: `${L}?${qs({ ...base, [y]: opts.tahun, [f]: v })}`, siapa: 'admin' });
    }
    // a deep page of the year (page 100 of 20: offset 1,980; decision 121) and of the national list (page 500)
    out.push({ id: `${r.name}_tahun_halaman_100`, grup, label: `${r.label}: tahun ${opts.tahun}, halaman 100`, path: `${L}?${qs({ ...base, page: 99, [y]: opts.tahun })}`, siapa: 'admin' });
    // the middle of the national list (a page number typed into the pager): the farthest from both ends (decision 129)
    const tengah = Math.floor(baris / page.per_page / 2);
    out.push({ id: `${r.name}_semua_halaman_tengah`, grup, label: `${r.label}: tanpa filter, halaman ${tengah + 1} (tengah)`, path: `${L}?${qs({ ...base, page: tengah })}`, siapa: 'admin' });
    out.push({ id: `${r.name}_semua_halaman_tengah_nama`, grup, label: `${r.label}: tanpa filter, halaman ${tengah + 1} (tengah), urut nama`, path: `${L}?${qs({ ...base, page: tengah, 'orderBy[field]': r.titleField, 'orderBy[sort]': 'asc' })}`, siapa: 'admin' });
    out.push({ id: `${r.name}_semua_halaman_500`, grup, label: `${r.label}: tanpa filter, halaman 500`, path: `${L}?${qs({ ...base, page: 499 })}`, siapa: 'admin' });
    out.push({ id: `${r.name}_tahun_baris_penuh`, grup, label: `${r.label}: tahun ${opts.tahun}, baris penuh (tanpa fields, integrasi)`, path: `${L}?${qs({ ...page, [y]: opts.tahun })}`, siapa: 'admin' });
  }

  // list and report contracts
  for (const [nama, nilai] of Object.entries(domain)) {
    if (!/^K_/.test(nama) || nama === 'K_CRUD' || !nilai || typeof nilai !== 'object') continue;
    const semuaLaporan = nama === 'K_LAPORAN' || nama === 'K_INDEKS';
    for (const [kunci, k] of Object.entries(nilai as Record<string, Kontrak>)) {
      if (!k || typeof k !== 'object' || k.method !== 'GET' || !('jawaban' in k) || 'berkas' in (k.jawaban as object)) continue;
      const shape = bentukSkema(k.query);
      const daftar = Boolean(shape && 'page' in shape && 'orderBy' in shape);
      if (!daftar && !semuaLaporan) continue;
      // enum path parameters: one shape each; any other parameter is a record id (a detail, not a list)
      const params = [...k.path.matchAll(/:([a-z_]+)/gi)].map((m) => m[1]!);
      const pshape = bentukSkema(k.params);
      const pilihanParam = params.map((p) => pilihan(pshape?.[p]));
      if (pilihanParam.some((x) => !x)) continue;
      const paths = kombinasi(params, pilihanParam as string[][]).map((v) => params.reduce((s, p) => s.replace(`:${p}`, v[p]!), k.path));
      const wajib = shape ? Object.entries(shape).filter(([, s]) => !opsional(s)) : [];
      if (wajib.length) continue; // a required value the screen would choose: not generated blindly
      const grup = `${nama}.${kunci}`;
      for (const path of paths) {
        const id = `${nama.slice(2).toLowerCase()}_${kunci}${path !== k.path ? `_${path.split('/').pop()}` : ''}`;
        out.push({ id, grup, label: `${k.ringkasan.slice(0, 70)} (${path})`, path, siapa: 'admin', lain: ['verifikator', 'operator'] });
        if (daftar) out.push({ id: `${id}_hal3`, grup, label: `${k.ringkasan.slice(0, 60)} hal. 3 (${path})`, path: `${path}?${qs(page)}`, siapa: 'admin', lain: ['verifikator', 'operator'] });
        for (const [f, s] of Object.entries(shape ?? {})) {
          if (f === 'orderBy') continue;
          for (const v of pilihan(s) ?? (await opts.pilihanData?.(f)) ?? []) {
            out.push({ id: `${id}_${f}_${v}`, grup, label: `${k.ringkasan.slice(0, 60)}: ${f}=${v}`, path: `${path}?${qs({ [f]: v })}`, siapa: 'admin', lain: ['verifikator', 'operator'] });
          }
        }
      }
    }
  }
  // one id per shape
  const seen = new Set<string>();
  return out.filter((b) => !seen.has(b.id) && seen.add(b.id));
}

type Z = z.ZodType & { _zod?: { def?: Record<string, unknown> }; shape?: Record<string, Z>; options?: unknown[] };
const defOf = (s: Z | undefined) => (s?._zod?.def ?? (s as unknown as { _def?: Record<string, unknown> })?._def) as Record<string, unknown> | undefined;

/** The object shape of a schema (through refinements and pipes). */
function bentukSkema(s: unknown): Record<string, Z> | null {
  let x = s as Z | undefined;
  for (let i = 0; i < 5 && x; i++) {
    if (x.shape && typeof x.shape === 'object') return x.shape;
    const d = defOf(x);
    x = (d?.in ?? d?.innerType ?? d?.schema) as Z | undefined;
  }
  return null;
}

const opsional = (s: Z) => {
  const t = defOf(s)?.type;
  return t === 'optional' || t === 'default' || t === 'prefault' || (s as unknown as { isOptional?: () => boolean }).isOptional?.() === true;
};

/** The values of an enum (through optional/default/pipe), or null. */
function pilihan(s: Z | undefined): string[] | null {
  let x = s;
  for (let i = 0; i < 6 && x; i++) {
    const d = defOf(x);
    if (d?.type === 'enum' && d.entries && typeof d.entries === 'object') return Object.values(d.entries as Record<string, string>).map(String);
    if (d?.type === 'literal' && Array.isArray(d.values)) return (d.values as unknown[]).map(String);
    x = (d?.innerType ?? d?.in) as Z | undefined;
  }
  return null;
}

function kombinasi(keys: string[], values: string[][]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  keys.forEach((k, i) => {
    out = out.flatMap((o) => values[i]!.map((v) => ({ ...o, [k]: v })));
  });
  return out;
}
