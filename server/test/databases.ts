import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPostgres, pgliteExtensions, wrapPglite } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';

// Test databases. PGlite: one migrated template per worker, cloned per test database (a fresh
// PGlite costs seconds; a clone costs milliseconds). PostgreSQL: a new database per call, created
// from a migrated template database made once per worker, dropped at close.

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKinds: TestDbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let pgliteTemplate: Promise<PGlite> | undefined;

async function migratedPgliteTemplate() {
  pgliteTemplate ??= (async () => {
    const template = await PGlite.create({ extensions: pgliteExtensions });
    await migrateDatabase(wrapPglite(template));
    return template;
  })();
  return pgliteTemplate;
}

let postgresTemplate: Promise<string> | undefined;

function adminUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

function databaseUrl(name: string) {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function migratedPostgresTemplate() {
  postgresTemplate ??= (async () => {
    const name = `vocably_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
    const database = openPostgres(databaseUrl(name), 2);
    await migrateDatabase(database);
    await database.close();
    process.once('exit', () => {
      // Best effort: templates of a crashed run are dropped by the next cleanup below.
    });
    return name;
  })();
  return postgresTemplate;
}

export async function createTestDatabase(kind: TestDbKind): Promise<Database> {
  if (kind === 'pglite') {
    const template = await migratedPgliteTemplate();
    // clone() is typed as the interface; it is a full PGlite instance.
    return wrapPglite((await template.clone()) as PGlite);
  }
  const template = await migratedPostgresTemplate();
  const name = `vocably_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = openPostgres(databaseUrl(name), 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
}

/** Drops this worker's PostgreSQL template; call from a global teardown or afterAll of the last file. */
export async function dropPostgresTemplate() {
  if (!postgresTemplate) return;
  const name = await postgresTemplate;
  postgresTemplate = undefined;
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
}

/** A fresh, migrated PostgreSQL database for tests that start real server processes against a URL. */
export async function createPostgresDatabaseUrl() {
  const template = await migratedPostgresTemplate();
  const name = `vocably_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** A new PostgreSQL database with nothing in it: what a server finds on its first start. */
export async function createEmptyPostgresDatabaseUrl() {
  const name = `vocably_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * Waits until a statement of this test's database waits on a lock (at most five seconds): the moment
 * a test that holds a lock in one connection goes on, the other request being blocked by it.
 */
export async function waitForALockWaiter(db: Database['db']) {
  for (let waited = 0; waited < 5000; waited += 20) {
    const result = await db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((result as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no statement came to wait on a lock');
}
