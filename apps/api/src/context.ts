import type { ResourceName, SessionUser } from '@sigap/domain';
import type { ResourceHooks } from './crud/hooks';
import type { AppConfig } from './config/env';
import type { Database, Db } from './db/client';
import type { Antrian } from './lib/antrian';
import type { Mailer } from './lib/mailer';
import type { SettingsStore } from './lib/settings';
import type { Storage } from './lib/storage';

/** Everything a route needs, built once per app (tests build their own). */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  settings: SettingsStore;
  mailer: Mailer;
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route guarded by a permission (the permission tests walk this list). */
    protectedRoutes: { method: string; url: string; resource: string; action: string }[];
    /** Server rules of the generic CRUD per resource, registered by the module that owns the resource. */
    crudHooks: Map<ResourceName, ResourceHooks>;
    /** The job queue of this process (lib/antrian.ts): modules register their jobs; polled every 30 s outside tests. */
    antrian: Antrian;
  }
  interface FastifyRequest {
    /** The signed-in user; set by the authenticate hook. */
    auth: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Resource and action checked before the handler (routes listed in the permission tests). */
    permission?: { resource: string; action: string };
    /** Route needs a signed-in user (set automatically when permission is set). */
    auth?: boolean;
  }
}
