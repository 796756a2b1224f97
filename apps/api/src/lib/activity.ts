import type { DbOrTx } from '../db/client';
import { activityLog } from '../db/schema';

export interface Actor {
  id: number;
  username: string;
}

/** Turns any object into the activity log's list of name/value pairs. */
export function toPairs(data: Record<string, unknown>): { name: string; value: string }[] {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]) => ({ name, value: v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v) }))
    .map((p) => ({ ...p, value: p.value.length > 2000 ? `${p.value.slice(0, 2000)}…` : p.value }));
}

/** Writes one activity row; call it inside the transaction of the change it records. */
export async function logActivity(db: DbOrTx, actor: Actor | null, name: string, data: Record<string, unknown>): Promise<void> {
  await db.insert(activityLog).values({
    account_id: actor?.id ?? null,
    username: actor?.username ?? null,
    name,
    data: toPairs(data),
  });
}
