import type { FastifyInstance } from 'fastify';
import { isBerkas, K_MEDIA } from '@sigap/domain';
import { AppError, validationError } from '../../lib/errors';
import { alamatKanonik, tandaiUnduh } from '../../lib/unduh-token';
import { findAccount } from '../../plugins/auth';
import { rute } from '../../plugins/kontrak';

/** A Fastify path (`/inovasi/download-pdf/:id`, `/media/*`) as a pattern over a URL's path. */
function polaRute(path: string): RegExp {
  const bagian = path.split('/').map((seg) => (seg === '*' ? '.*' : seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${bagian.join('/')}$`);
}

/**
 * POST /unduh/token: a download token for one file address of the caller (lib/unduh-token.ts). Only addresses
 * of file answers get one (the routes whose contract answers a file); whether the caller may read the file is
 * decided when it is opened, by the route's own permission and scope, exactly as with the header.
 */
export function tokenUnduhRoutes(app: FastifyInstance) {
  let polaBerkas: RegExp[] | null = null;
  // read at the first request: every route is registered by then
  const rutesBerkas = () =>
    (polaBerkas ??= app.semuaRute.filter((r) => r.method === 'GET' && r.kontrak && isBerkas(r.kontrak.jawaban)).map((r) => polaRute(r.url)));

  rute(app, K_MEDIA.tokenUnduh, async ({ user, body }) => {
    const path = alamatKanonik(body.url).split('?')[0]!;
    if (!rutesBerkas().some((re) => re.test(path))) throw validationError({ url: 'Alamat ini bukan berkas yang dapat diunduh.' });
    const acc = await findAccount(app.ctx.db, user.id);
    if (!acc) throw new AppError('UNAUTHENTICATED');
    const { token, kedaluwarsa } = tandaiUnduh(app, acc, body.url);
    return { status: 1 as const, data: { token, kedaluwarsa: kedaluwarsa.toISOString() } };
  });
}
