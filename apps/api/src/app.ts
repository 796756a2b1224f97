import { lepasCacheRujukan, pasangCacheRujukan } from './lib/rujukan';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import qs from 'qs';
import { fastifyTrustProxy, type AppConfig } from './config/env';
import { openDatabase } from './db/client';
import { seedMaster } from './db/seed/master';
import { seedDemo } from './db/seed/demo';
import { lengkapiJumlahKata } from './modules/inovasi';
import type { AppContext } from './context';
import { createMailer } from './lib/mailer';
import { SettingsStore } from './lib/settings';
import { buatStorage } from './lib/storage';
import { tokoBatasLaju } from './lib/batas-laju';
import { opsiLogger } from './lib/log';
import { registerAuthHooks } from './plugins/auth';
import { idempotenPlugin } from './plugins/idempoten';
import { catatRute, openApiTransform, setCheckAnswers } from './plugins/kontrak';
import { notFoundBody, registerErrorHandling } from './plugins/errors';
import { crudRoutes } from './crud/routes';
import { authRoutes } from './modules/auth';
import { mediaRoutes } from './modules/media';
import { platformRoutes } from './modules/platform';
import { inovasiRoutes } from './modules/inovasi';
import { reviewRoutes } from './modules/review';
import { indeksRoutes } from './modules/indeks';
import { htmlDenganMeta, publikRoutes } from './modules/publik';
import { indikatorRoutes } from './modules/indikator';
import { profilRoutes } from './modules/profil';
import { akunRoutes } from './modules/akun';
import { aksesRoutes } from './modules/akses';
import { kuesionerRoutes } from './modules/kuesioner';
import { berandaRoutes } from './modules/beranda';
import { simulasiRoutes } from './modules/simulasi';
import { tenggatRoutes } from './modules/tenggat';
import { pengingatRoutes } from './modules/pengingat';
import { replikasiRoutes } from './modules/replikasi';
import { notifikasiRoutes } from './modules/notifikasi';
import { eksporRoutes } from './modules/ekspor';
import { opendataRoutes } from './modules/opendata';
import { kontenRoutes } from './modules/konten';
import { diklatRoutes } from './modules/diklat';
import { lombaRoutes } from './modules/lomba';
import { igaRoutes } from './modules/iga';
import { Antrian } from './lib/antrian';

/** Seconds between two polls of the job queue. */
const DETIK_ANTRIAN = 30;

export interface ContextOptions {
  /** Use this PostgreSQL URL (else config.DATABASE_URL, else PGlite). */
  databaseUrl?: string;
  /** PGlite directory; `memory://` in tests. */
  pgliteDir?: string;
  seed?: boolean;
}

/** Opens the database, applies migrations and seeds (master always, demo in demo mode). */
export async function createContext(config: AppConfig, opts: ContextOptions = {}): Promise<AppContext> {
  const database = await openDatabase({ url: opts.databaseUrl ?? config.DATABASE_URL, pgliteDir: opts.pgliteDir ?? config.pgliteDir });
  const storage = buatStorage(config);
  try {
    await database.migrate();
    if (opts.seed !== false) {
      await seedMaster(database.db);
      if (config.demo) await seedDemo(database.db, { password: config.DEMO_PASSWORD, storage });
    }
    // derived columns of rows written outside the API's write path (before a migration, seeds, bulk loads)
    await lengkapiJumlahKata(database.db);
  } catch (e) {
    await database.close();
    throw e;
  }
  return {
    config,
    database,
    db: database.db,
    settings: new SettingsStore(database.db),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir }),
    storage,
  };
}

const API_PREFIXES = ['/ranking-index', '/rekap-akhir', '/recount', '/aspeklog', '/review', '/evaluasi', '/notifikasi', '/nomor_registrasi', '/inovasi/download-pdf', '/inovasi/download-excel', '/crud', '/media', '/platform', '/me', '/activities', '/health', '/docs', '/password', '/account', '/app_settings', '/daerah', '/daerah-binaan', '/daerah_verifikasi', '/indikator', '/pakta', '/logo', '/profil', '/profil_pemda', '/propinsi', '/kabkota', '/api', '/questions', '/result', '/simulasi', '/tenggat', '/pengingat', '/replikasi', '/kuesioner', '/beranda', '/v1'];

/** `logger`: false for none; a stream (and level) to read the log lines (tests); else the log at LOG_LEVEL on stdout. */
export async function buildApp(ctx: AppContext, opts: { logger?: boolean | { stream: { write(line: string): void }; level?: string }; webDist?: string | null; checkAnswers?: boolean } = {}): Promise<FastifyInstance> {
  // tests check every JSON answer against its contract (plugins/kontrak.ts)
  setCheckAnswers(opts.checkAnswers ?? ctx.config.NODE_ENV === 'test');
  const app = Fastify({
    // tokens and passwords never reach a log line (lib/log.ts: URL query values, headers, body fields)
    logger:
      opts.logger === false
        ? false
        : typeof opts.logger === 'object'
          ? opsiLogger(opts.logger.level ?? ctx.config.LOG_LEVEL, opts.logger.stream)
          : opsiLogger(ctx.config.LOG_LEVEL),
    bodyLimit: 2 * 1024 * 1024,
    // the client's address (req.ip: rate limits, activity log) comes from X-Forwarded-For only through trusted proxies
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
    routerOptions: { querystringParser: (s: string) => qs.parse(s, { arrayLimit: 200, depth: 2, parameterLimit: 200 }) as Record<string, unknown> },
  });
  app.decorate('ctx', ctx);
  app.decorate('crudHooks', new Map());
  // one job queue per process (decision 112): modules register their jobs; outside tests it polls every 30 s
  app.decorate('antrian', new Antrian(ctx.db));
  app.antrian.rapikanSetiapHari(ctx.config.ANTRIAN_SIMPAN_HARI);
  if (ctx.config.NODE_ENV !== 'test') app.addHook('onReady', async () => app.antrian.mulai(DETIK_ANTRIAN * 1000));
  app.addHook('onClose', async () => app.antrian.berhenti());
  // the indicator catalogue and the methodology in memory, dropped on any committed change (decision 117)
  app.decorate('cacheRujukan', pasangCacheRujukan(ctx.database, (pesan, err) => app.log.warn({ err }, pesan)));
  app.addHook('onClose', async () => lepasCacheRujukan(ctx.database));
  catatRute(app);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
        connectSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // every route limit counts in PostgreSQL, shared by all processes (lib/batas-laju.ts)
  await app.register(rateLimit, { global: false, store: tokoBatasLaju(ctx.db) });
  await app.register(jwt, { secret: ctx.config.JWT_SECRET });
  // JSON and other text answers compressed for slow connections (a 20-row list: 21 KB -> about 4 KB); cheap brotli
  // and gzip settings keep the CPU cost small. Files already compressed (static .br/.gz, XLSX, PDF, images) pass as they are.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
  await app.register(multipart, { limits: { fileSize: Math.round(ctx.config.UPLOAD_MAX_MB * 1024 * 1024), files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SIGAP Inovasi API', version: '0.1.0', description: 'API registri dan Indeks Inovasi Daerah. Lihat docs/API.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  registerAuthHooks(app);
  await app.register(idempotenPlugin); // Idempotency-Key on writes (decision 107)
  await app.register(authRoutes);
  await app.register(platformRoutes);
  await app.register(mediaRoutes);
  await app.register(crudRoutes);
  await app.register(akunRoutes);
  await app.register(aksesRoutes);
  await app.register(kuesionerRoutes);
  await app.register(berandaRoutes);
  await app.register(simulasiRoutes);
  await app.register(tenggatRoutes);
  await app.register(pengingatRoutes);
  await app.register(replikasiRoutes);
  await app.register(notifikasiRoutes);
  await app.register(eksporRoutes);
  await app.register(opendataRoutes);
  await app.register(kontenRoutes);
  await app.register(diklatRoutes);
  await app.register(inovasiRoutes);
  await app.register(lombaRoutes);
  await app.register(igaRoutes);
  await app.register(indikatorRoutes);
  await app.register(profilRoutes);
  await app.register(reviewRoutes);
  await app.register(indeksRoutes);
  await app.register((await import('./modules/laporan')).laporanRoutes);
  await app.register(publikRoutes);

  // Unknown routes: the web app's index.html for page requests (SPA routes), JSON 404 for everything else
  const dist = opts.webDist;
  const hasWeb = Boolean(dist && fs.existsSync(path.join(dist, 'index.html')));
    if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist!,
      wildcard: false,
      index: false,
      prefix: '/',
      decorateReply: true,
      // the build writes .br and .gz beside each text asset (apps/web/scripts/compress.mjs)
      preCompressed: true,
      // hashed file names never change: cached for a year; everything else revalidates
      setHeaders: (reply, file) => reply.header('Cache-Control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  const indexHtml = hasWeb ? fs.readFileSync(path.join(dist!, 'index.html')) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url === p || req.url.startsWith(`${p}/`) || req.url.startsWith(`${p}?`));
    // the site's root answers every client (monitors and curl send no text/html): the web app, or where to go
    const isRoot = (req.method === 'GET' || req.method === 'HEAD') && req.url.split('?')[0] === '/';
    if (indexHtml && ((req.method === 'GET' && !isApi && (req.headers.accept ?? '').includes('text/html')) || isRoot)) {
      // public portal pages get their title, description and Open Graph tags in the HTML (modules/publik/meta.ts)
      const html = req.method === 'GET' ? await htmlDenganMeta(app, indexHtml.toString('utf8'), req) : null;
      return reply.type('text/html').header('Cache-Control', 'no-cache').send(html ?? indexHtml);
    }
    if (isRoot) return reply.send({ status: 1, data: { name: 'SIGAP Inovasi API', docs: '/docs', health: '/health' } });
    return reply.status(404).send(notFoundBody());
  });
  return app;
}
