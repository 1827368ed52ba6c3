import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabaseUrl } from '~/server/test/databases';
import { type Database, openPostgres } from './client';
import { migrateDatabase } from './migrate';

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

// Several servers starting against one new PostgreSQL database migrate it together.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrating PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('lets servers starting together migrate one new database: one applies, the others find it applied', async () => {
    const empty = await createEmptyPostgresDatabaseUrl();
    cleanups.push(empty.drop);
    const servers = [openPostgres(empty.url, 2), openPostgres(empty.url, 2), openPostgres(empty.url, 2)];
    for (const server of servers) cleanups.push(server.close);

    const outcomes = await Promise.allSettled(servers.map((server) => migrateDatabase(server)));
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok')),
    ).toEqual(['ok', 'ok', 'ok']);

    const applied = await rowsOf<{ hash: string; times: number }>(
      servers[0]!,
      sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
    );
    expect(applied.length).toBeGreaterThan(30);
    expect(applied.filter((migration) => migration.times !== 1)).toEqual([]);
    // The lock went with each migration: none is still held on this database. pg_locks shows the whole
    // cluster, where other test files' advisory locks (a purchase's, another template's migration) may
    // be held at that moment.
    const held = await rowsOf<{ held: number }>(
      servers[0]!,
      sql`select count(*)::int as held from pg_locks where locktype = 'advisory'
            and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held[0]!.held).toBe(0);
  });
});
