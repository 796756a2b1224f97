import type { FastifyInstance } from 'fastify';
import { averageRoutes } from './average';
import { rekapRoutes } from './rekap';
import { summaryRoutes } from './summary';

/** Summaries and dashboards (IDX-04), index averages and lookups (IDX-05), reports and analisis (IDX-06). */
export async function laporanRoutes(app: FastifyInstance) {
  await summaryRoutes(app);
  await averageRoutes(app);
  await rekapRoutes(app);
}
