import type { FastifyInstance } from 'fastify';
import { accountHooks, uptHooks } from './hooks';
import { akunRute } from './routes';

/**
 * Accounts (ACC-*): the server rules of account and UPT records, and the account screens' own calls
 * (`/account/lookup`, `/account/opd_perangkat/{m_daerah_id}`, `/account/upt`, `DELETE /account/{id}`). The rules
 * themselves (roles one may give, row actions, password and username policy, fields per role) are the domain's
 * `akun/`.
 */
export async function akunRoutes(app: FastifyInstance) {
  app.crudHooks.set('usr_asn', accountHooks);
  app.crudHooks.set('upt', uptHooks);
  akunRute(app);
}
