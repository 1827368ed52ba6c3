import path from 'node:path';
import { createAuth } from './account/auth';
import { resolveAuthSecret } from './account/secret';
import { type Database, openPglite, openPostgres } from './db/client';
import { acquireDataDirLock, type DataDirLock } from './db/lock';
import { migrateDatabase } from './db/migrate';
import type { Env } from './env';
import type { AppDeps } from './http/context';
import { createImportWorker, type ImportWorker } from './imports/import-worker';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';
import { createSmtpTransport } from './mail/transport';
import { createMailWorker, idleMailWorker, type MailWorker } from './mail/worker';

export type Booted = {
  deps: Omit<AppDeps, 'webRoot'>;
  lock?: DataDirLock;
  /** Delivers the mail outbox; started by the server only (tools just write to the outbox). */
  mailWorker: MailWorker;
  /** Runs learners' imports off the request path; started by the server only. */
  importWorker: ImportWorker;
  shutdown: () => Promise<void>;
};

// Opens the database the env names (locking the embedded one), migrates it, and builds the services.
// Shared by the server and the command-line tools so that both refuse a directory another process holds.
export async function boot(env: Env, logger: Logger, purpose: string): Promise<Booted> {
  let lock: DataDirLock | undefined;
  let database: Database;
  if (env.DATABASE_URL) {
    database = openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  } else {
    lock = acquireDataDirLock(env.DATA_DIR, purpose);
    try {
      database = await openPglite(env.DATA_DIR);
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    lock?.release();
    throw error;
  }
  const secret = resolveAuthSecret(env.BETTER_AUTH_SECRET, path.resolve(env.DATA_DIR));
  const mailWorker = env.SMTP_URL
    ? createMailWorker({
        db: database.db,
        transport: createSmtpTransport({
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM,
          timeoutMs: env.MAIL_SMTP_TIMEOUT_MS,
        }),
        logger,
        pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
        maxAttempts: env.MAIL_MAX_ATTEMPTS,
      })
    : idleMailWorker;
  const mailer = createMailer({ db: database.db, smtp: Boolean(env.SMTP_URL), onQueued: mailWorker.wake });
  const auth = createAuth({ db: database.db, env, mailer, logger, secret });
  const importWorker = createImportWorker({ db: database.db, logger });
  return {
    deps: { env, database, auth, mailer, logger, onImportQueued: importWorker.wake },
    lock,
    mailWorker,
    importWorker,
    shutdown: async () => {
      await importWorker.stop();
      await mailWorker.stop();
      await database.close();
      lock?.release();
    },
  };
}
