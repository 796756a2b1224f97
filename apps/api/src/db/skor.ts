import { Column, getTableName, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dokumenIndikator } from './schema';

/**
 * A column written with its table ("tabel"."kolom"). Drizzle writes columns bare in a select from one table;
 * inside the evidence subquery a bare outer name (`"id"`, `"indikator_id"`) would read the document's own
 * column and compare it with itself.
 */
const berTabel = (c: PgColumn | SQL): SQL => (is(c, Column) ? sql.raw(`"${getTableName(c.table)}"."${c.name}"`) : (c as SQL));

/**
 * SQL of "this answer is backed by evidence": a stored supporting document (a file or a link) of the same
 * owner ('daerah' + profil_id, or 'inovasi' + inovasi_id) and indicator. Uploads are checked by content and
 * kind when stored, so a stored document is evidence. The documents are read under their own alias and the
 * owner's columns with their table, so the test is right in a select from one table too.
 */
export const adaBuktiSql = (pemilik: 'daerah' | 'inovasi', pemilikId: PgColumn | SQL, indikatorId: PgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${dokumenIndikator} as "bukti" where "bukti"."pemilik" = ${pemilik} and "bukti"."pemilik_id" = ${berTabel(pemilikId)} and "bukti"."indikator_id" = ${berTabel(indikatorId)} and (coalesce("bukti"."file_url", '') <> '' or coalesce("bukti"."youtube", '') <> ''))`;

/**
 * SQL twin of the domain's `skorTerverifikasi`: the verifier's score where given, else the self score when
 * the answer has evidence, else 0 (null when unanswered).
 */
export const skorTerverifikasiSql = (t: { skor: PgColumn | SQL; verifikasi_skor: PgColumn | SQL }, adaBukti: SQL): SQL =>
  sql`coalesce(${t.verifikasi_skor}, case when ${t.skor} is null then null when ${adaBukti} then ${t.skor} else 0 end)`;

/** Sum of verified scores of a set of answers (0 when none). */
export const jumlahTerverifikasiSql = (t: { skor: PgColumn | SQL; verifikasi_skor: PgColumn | SQL }, adaBukti: SQL): SQL<number> =>
  sql<number>`coalesce(sum(${skorTerverifikasiSql(t, adaBukti)}), 0)::float8`;
