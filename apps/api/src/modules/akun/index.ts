import type { FastifyInstance } from 'fastify';
import { accountHooks, uptHooks } from './hooks';

/** Accounts (ACC-*): the server rules of account and UPT records (roles one may give, fields per role, passwords). */
export async function akunRoutes(app: FastifyInstance) {
  app.crudHooks.set('usr_asn', accountHooks);
  app.crudHooks.set('upt', uptHooks);
}

export { assignableRoles } from './hooks';
