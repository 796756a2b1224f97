import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { RESOURCES } from '@sigap/domain';
import * as schema from '../../db/schema';
import type { Tx } from '../../db/client';

/** Names of referring tables that are not resources. */
const LABEL: Record<string, string> = {
  nomor_registrasi: 'Registrasi Inovasi',
  nomor_registrasi_history: 'Riwayat Registrasi',
  dokumen_indikator: 'Dokumen Indikator',
  evaluasi: 'Catatan Evaluasi',
  media: 'Berkas Unggahan',
  kuesioner_jawaban: 'Jawaban Kuesioner',
};

interface Kolom {
  tabel: PgTable;
  nama: string;
  kolom: PgColumn;
}

let cache: Kolom[] | null = null;

/**
 * The columns that record an account as author, reviewer or uploader: foreign keys to usr_asn that the database
 * empties (ON DELETE SET NULL) when the account is deleted. The account's own parts (ON DELETE CASCADE: its
 * region assignments, reset links, API keys, notices) are not references. Built once from the schema, so a new
 * table of another area counts without a change here.
 */
function kolomRujukan(): Kolom[] {
  if (cache) return cache;
  const out: Kolom[] = [];
  for (const t of Object.values(schema) as unknown[]) {
    if (!is(t, PgTable)) continue;
    const cfg = getTableConfig(t);
    for (const fk of cfg.foreignKeys) {
      const ref = fk.reference();
      if (getTableName(ref.foreignTable) !== 'usr_asn' || fk.onDelete !== 'set null' || ref.columns.length !== 1) continue;
      out.push({ tabel: t, nama: cfg.name, kolom: ref.columns[0]! });
    }
  }
  return (cache = out);
}

/** What still records this account (per table, how many rows); empty = it can be deleted without loss. */
export async function rujukanAkun(tx: Pick<Tx, 'execute'>, id: number): Promise<{ data: string; jumlah: number }[]> {
  const kolom = kolomRujukan();
  if (!kolom.length) return [];
  const counts = kolom.map((k, i) => sql`(select count(*) from ${k.tabel} where ${k.kolom} = ${id})::int as ${sql.identifier(`n${i}`)}`);
  const res = (await tx.execute(sql`select ${sql.join(counts, sql`, `)}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = res.rows[0] ?? {};
  const perTabel = new Map<string, number>();
  kolom.forEach((k, i) => {
    const n = Number(row[`n${i}`] ?? 0);
    if (!n) return;
    const label = RESOURCES[k.nama as keyof typeof RESOURCES]?.label ?? LABEL[k.nama] ?? k.nama;
    perTabel.set(label, (perTabel.get(label) ?? 0) + n);
  });
  return [...perTabel].map(([data, jumlah]) => ({ data, jumlah }));
}
