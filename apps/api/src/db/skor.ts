import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** SQL twin of the domain's `skorTerverifikasi`: the verifier's score where given, else the self score. */
export const skorTerverifikasiSql = (t: { skor: PgColumn | SQL; verifikasi_skor: PgColumn | SQL }): SQL => sql`coalesce(${t.verifikasi_skor}, ${t.skor})`;

/** Sum of verified scores of a set of answers (0 when none). */
export const jumlahTerverifikasiSql = (t: { skor: PgColumn | SQL; verifikasi_skor: PgColumn | SQL }): SQL<number> =>
  sql<number>`coalesce(sum(${skorTerverifikasiSql(t)}), 0)::float8`;
