import { eq, sql } from 'drizzle-orm';
import { can, type SessionUser } from '@sigap/domain';
import { news } from '../../db/schema';
import type { ResourceHooks } from '../../crud/hooks';

/**
 * News (issue 14 item 1): a draft (`is_published` 0) is read only by the roles that write news; every other role,
 * like the public portal, reads published news only (a draft reads as not found).
 */
export const beritaHooks: ResourceHooks = {
  extraScope: (user: SessionUser) => (can(user, 'update', 'news') ? undefined : sql`${eq(news.is_published, 1)}`),
};
