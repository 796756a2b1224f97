import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/env';
import { adaSuperadmin, pesanMulai } from './config/mulai';
import { buildApp, createContext } from './app';
import { DatabaseLockedError } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/demo';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  const ctx = await createContext(config);
  const webDist = config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.resolve(here, '../../web/dist');
  const app = await buildApp(ctx, { webDist });
  const close = async () => {
    await app.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  const lines = pesanMulai({ config, databaseKind: ctx.database.kind, adaSuperadmin: await adaSuperadmin(ctx.db), demoAccounts: DEMO_ACCOUNTS });
  console.log(lines.join('\n'));
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DatabaseLockedError) {
    console.error(e.message);
    process.exit(1);
  }
  console.error(e);
  process.exit(1);
});
