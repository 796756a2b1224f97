import { getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { RESOURCES, type ResourceDef } from '@sigap/domain';
import * as schema from '../db/schema';
import type { Tx } from '../db/client';
import { AppError } from '../lib/errors';
import { sanitizeRichText } from '../lib/sanitize';
import { TABLES } from './tables';

/**
 * Referential integrity of the generic CRUD, driven by the schema's foreign keys and the resource definitions'
 * lookups (issue 14): a record still referred to is not deleted (409 naming who refers to it and how often), and
 * a lookup value pointing at no row is refused on write (422 on the field).
 */

/** One column that refers to the records of a table. */
interface Rujukan {
  tabel: PgTable;
  namaTabel: string;
  kolom: PgColumn;
  /** The key (in the referred row) of the value stored: `id`, or e.g. the theme's `kode`. */
  tujuan: string;
  /** Comma-joined ids ("1,6"): a multiselect of a lookup. */
  daftar: boolean;
  label: string;
}

/**
 * Rows of these tables are parts of the record they refer to (ON DELETE CASCADE by design): they go with it and
 * do not refuse its deletion. Every other reference refuses, except ON DELETE SET NULL ones (optional by design).
 */
const BAGIAN: Record<string, readonly string[]> = {
  iga2020_inovasi: ['iga2020_inovasi_skor', 'indikator_inovasi', 'nomor_registrasi'],
  usr_asn: ['api_keys', 'notifikasi', 'password_reset', 'usr_asn_daerah'],
  // stored index results are derived from the region's data
  profil_pemda: ['indeks_hasil'],
};

/** Known id columns that are neither foreign keys nor lookups of a resource definition. */
const LAIN: readonly { tabel: string; kolom: string; ke: string; tujuan: string }[] = [
  // detail themes are grouped by the theme's code
  { tabel: 'iga2020_covid', kolom: 'group_id', ke: 'iga2020_tematik', tujuan: 'kode' },
];

/** Names of referring tables that are not resources (resources use their label). */
const LABEL_TABEL: Record<string, string> = {
  indikator_daerah: 'Jawaban Indikator Daerah',
  indikator_inovasi: 'Jawaban Indikator Inovasi',
  dokumen_indikator: 'Dokumen Indikator',
  evaluasi: 'Catatan Evaluasi',
  usr_asn_daerah: 'Penugasan Daerah Akun',
  nomor_registrasi: 'Registrasi Inovasi',
  nomor_registrasi_history: 'Riwayat Registrasi',
  iga2020_inovasi_skor: 'Skor Inovasi',
  indeks_hasil: 'Hasil Indeks',
};

const semuaTabel = (): PgTable[] => (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

const keyOf = (table: PgTable, dbName: string): string =>
  Object.entries(getTableColumns(table)).find(([, c]) => (c as PgColumn).name === dbName)?.[0] ?? dbName;

let cache: Map<string, Rujukan[]> | null = null;

/** Every reference to every table, built once from the schema and the resource definitions. */
function rujukan(): Map<string, Rujukan[]> {
  if (cache) return cache;
  const out = new Map<string, Rujukan[]>();
  const tambah = (ke: string, r: Omit<Rujukan, 'label'>) => {
    const list = out.get(ke) ?? [];
    if (list.some((x) => x.namaTabel === r.namaTabel && x.kolom.name === r.kolom.name)) return;
    list.push({ ...r, label: RESOURCES[r.namaTabel as keyof typeof RESOURCES]?.label ?? LABEL_TABEL[r.namaTabel] ?? r.namaTabel });
    out.set(ke, list);
  };
  const berFk = new Set<string>();
  for (const t of semuaTabel()) {
    const cfg = getTableConfig(t);
    for (const fk of cfg.foreignKeys) {
      const ref = fk.reference();
      const kolom = ref.columns[0];
      if (ref.columns.length !== 1 || !kolom) continue;
      berFk.add(`${cfg.name}.${kolom.name}`);
      if (fk.onDelete === 'set null') continue;
      const ke = getTableName(ref.foreignTable);
      if (BAGIAN[ke]?.includes(cfg.name)) continue;
      tambah(ke, { tabel: t, namaTabel: cfg.name, kolom, tujuan: keyOf(ref.foreignTable, ref.foreignColumns[0]!.name), daftar: false });
    }
  }
  for (const res of Object.values(RESOURCES)) {
    const t = res && TABLES[res.name];
    // a resource that is a view of another's table (lomba_inovasi on iga2020_inovasi) adds no references of its own
    if (!res || !t || getTableName(t) !== res.name) continue;
    const cols = getTableColumns(t) as Record<string, PgColumn>;
    for (const [k, d] of Object.entries(res.fields)) {
      const kolom = cols[k];
      if (!d.lookup || (d.kind !== 'lookup' && d.kind !== 'multiselect') || !kolom || berFk.has(`${res.name}.${kolom.name}`)) continue;
      tambah(d.lookup.resource, { tabel: t, namaTabel: res.name, kolom, tujuan: d.lookup.value ?? 'id', daftar: d.kind === 'multiselect' });
    }
  }
  for (const l of LAIN) {
    const t = semuaTabel().find((x) => getTableName(x) === l.tabel);
    const kolom = t && (getTableColumns(t) as Record<string, PgColumn>)[l.kolom];
    if (t && kolom) tambah(l.ke, { tabel: t, namaTabel: l.tabel, kolom, tujuan: l.tujuan, daftar: false });
  }
  return (cache = out);
}

/** The columns that refer to the records of a table (for tests and the report of a refused delete). */
export const rujukanKe = (tabel: string): readonly Rujukan[] => rujukan().get(tabel) ?? [];

/** Refuses (409) deleting a record that other rows still refer to, naming them and how many. */
export async function pastikanTidakDirujuk(tx: Pick<Tx, 'execute'>, tabel: string, current: Record<string, unknown>): Promise<void> {
  const refs = rujukanKe(tabel)
    .map((r) => ({ r, v: current[r.tujuan] }))
    .filter(({ v }) => v !== null && v !== undefined && v !== '');
  if (!refs.length) return;
  const counts = refs.map(({ r, v }, i) => {
    const where = r.daftar ? sql`${String(v)} = any(string_to_array(replace(${r.kolom}, ' ', ''), ','))` : sql`${r.kolom} = ${v}`;
    return sql`(select count(*) from ${r.tabel} where ${where})::int as ${sql.identifier(`n${i}`)}`;
  });
  const res = (await tx.execute(sql`select ${sql.join(counts, sql`, `)}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = res.rows[0] ?? {};
  const dipakai = refs.map(({ r }, i) => ({ r, n: Number(row[`n${i}`] ?? 0) })).filter((x) => x.n > 0);
  if (!dipakai.length) return;
  const siapa = dipakai.map(({ r, n }) => `${n} ${r.label} (${r.namaTabel}.${r.kolom.name})`).join(', ');
  throw new AppError('IN_USE', `Data ini masih dipakai oleh ${siapa} sehingga tidak dapat dihapus.`);
}

/**
 * Lookup values that point at no row of their resource (or at a row outside the lookup's `filterBy`): per-field
 * Indonesian messages. Only values being written are checked; an unchanged value of an update passes (a stored
 * value that an old rule allowed stays editable around it).
 */
export async function periksaLookup(
  tx: Pick<Tx, 'execute'>,
  resource: ResourceDef,
  values: Record<string, unknown>,
  current?: Record<string, unknown>,
): Promise<Record<string, string>> {
  const merged = { ...(current ?? {}), ...values };
  const checks: { field: string; label: string; q: SQL }[] = [];
  for (const [field, def] of Object.entries(resource.fields)) {
    const v = values[field];
    const target = def.lookup && TABLES[def.lookup.resource];
    if (!def.lookup || !target || (def.kind !== 'lookup' && def.kind !== 'multiselect') || v === null || v === undefined) continue;
    if (current && String(current[field] ?? '') === String(v)) continue;
    const items = def.kind === 'multiselect' ? String(v).split(',').filter(Boolean) : [String(v)];
    if (!items.length) continue;
    const cols = getTableColumns(target) as Record<string, PgColumn>;
    const col = cols[def.lookup.value ?? 'id'];
    if (!col) continue;
    const where: SQL[] = [sql`${col}::text = any(${sql.param(items)}::text[])`];
    for (const [k, f] of Object.entries(def.lookup.filterBy ?? {})) {
      const fv = f.startsWith('$') ? merged[f.slice(1)] : f;
      if (cols[k] && fv !== null && fv !== undefined && fv !== '') where.push(sql`${cols[k]}::text = ${String(fv)}`);
    }
    checks.push({
      field,
      label: def.label,
      q: sql`(select count(distinct ${col}::text) from ${target} where ${sql.join(where, sql` and `)})::int = ${items.length}`,
    });
  }
  if (!checks.length) return {};
  const cols = checks.map((c, i) => sql`${c.q} as ${sql.identifier(`f${i}`)}`);
  const res = (await tx.execute(sql`select ${sql.join(cols, sql`, `)}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = res.rows[0] ?? {};
  const errors: Record<string, string> = {};
  checks.forEach((c, i) => {
    if (row[`f${i}`] !== true) errors[c.field] = `Pilihan ${c.label} tidak ditemukan.`;
  });
  return errors;
}

/** Every rich-text value of a write, cleaned by the one sanitiser (lib/sanitize) before it is stored. */
export function bersihkanRichText(resource: ResourceDef, values: Record<string, unknown>): void {
  for (const [field, def] of Object.entries(resource.fields)) {
    if (def.kind === 'richtext' && typeof values[field] === 'string') values[field] = sanitizeRichText(values[field] as string);
  }
}
