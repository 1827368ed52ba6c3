import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { boot } from './boot';
import { createDemoAdminIfNone } from './cli/demo/demo-admin';
import { seedDemoData } from './cli/demo/demo-data';
import { DataDirLockedError } from './db/lock';
import { importShippedContent } from './dictionary/content/import-content';
import { EnvError, parseEnv, seedsDemoData } from './env';
import { createApp } from './http/app';
import { closeServer } from './http/close-server';
import { serverOptions } from './http/server-options';
import { createLogger } from './logger';

const webRoot = fileURLToPath(new URL('../build/client', import.meta.url));

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const booted = await boot(env, logger, 'server');
  const { deps } = booted;

  const embedded = !env.DATABASE_URL;
  // The shipped dictionary: imported on first start and after an upgrade changes it; otherwise a no-op.
  const imported = await importShippedContent(deps.database.db, {
    limit: env.CONTENT_LIMIT,
    now: new Date(),
  });
  if (imported.length) logger.info({ imported }, 'dictionary content imported');
  if (seedsDemoData(env)) {
    await createDemoAdminIfNone({ db: deps.database.db, auth: deps.auth, dataDir: env.DATA_DIR, logger });
    // Once per data directory (an audit-log marker), so every admin screen has something real to show.
    await seedDemoData(deps.database.db, logger);
  }

  const app = createApp({ ...deps, webRoot });
  booted.mailWorker.start();
  booted.importWorker.start();
  const options = { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: serverOptions(env) };
  const server = serve(options, (info) => {
    logger.info(
      `Vocably is running on ${env.publicUrl} (port ${info.port}, database: ${deps.database.kind}${embedded ? ` in ${path.resolve(env.DATA_DIR)}` : ''}, mail: ${deps.mailer.transport})`,
    );
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing requests and closing the database`);
    const forced = setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    closeServer(server, async () => {
      await booted.shutdown();
      logger.info('stopped cleanly');
      process.exit(0);
    });
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('Vocably could not start:', error);
  }
  process.exit(1);
});
