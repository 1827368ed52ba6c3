import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The PostgreSQL advisory lock servers hold while they migrate one database. Drizzle's migrator
 * reads what has run before its transaction, so two servers starting together would both apply
 * the same migration and the second would fail; with the lock the second waits, then finds
 * everything applied.
 */
const migrationLock = sql`select pg_advisory_lock(hashtext('vocably.migrations'))`;
const migrationUnlock = sql`select pg_advisory_unlock(hashtext('vocably.migrations'))`;

// Applied on every start; drizzle records what has run, so this is a no-op when up to date.
export async function migrateDatabase(database: Database) {
  if (database.kind === 'pglite') {
    // One process owns a PGlite directory (the data directory lock): nobody to race with.
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // The lock and the migration on one connection: a session's advisory lock is held by the
  // connection that took it, and goes with it if this process dies midway.
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    const db = drizzleNodePg(connection);
    await db.execute(migrationLock);
    try {
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await db.execute(migrationUnlock);
    }
  } finally {
    connection.release();
  }
}
