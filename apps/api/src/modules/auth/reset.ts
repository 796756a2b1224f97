import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordReset } from '../../db/schema';

/**
 * Ends every unused reset link of an account (marks it used): called when a newer link is issued and whenever the
 * password changes (by a link, by `/password/change` or by an account administrator), inside that write's transaction.
 */
export async function cabutTautanReset(db: DbOrTx, usrAsnId: number): Promise<void> {
  await db
    .update(passwordReset)
    .set({ used_at: sql`now()` })
    .where(and(eq(passwordReset.usr_asn_id, usrAsnId), isNull(passwordReset.used_at)));
}
