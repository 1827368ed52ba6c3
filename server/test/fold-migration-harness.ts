import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { listWordsQuerySchema } from '~/core/dictionary/list-global-words';
import { type Database, openPostgres, wrapPglite } from '~/server/db/client';
import { migrationsFolder } from '~/server/db/migrate';
import { globalWord } from '~/server/db/schema';
import { listWords } from '~/server/dictionary/list-global-words';
import { createTestDatabase, type TestDbKind } from '~/server/test/databases';

// For the tests of a migration that changes search_fold: run an earlier or the new migration's
// statements on a test database, then search from another session through the folded trigram indexes.

/** A migration file's statements, split where drizzle's migrator splits them. */
export const statementsOf = (file: string) =>
  fs
    .readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

export async function runStatements(database: Database, statements: string[]) {
  for (const statement of statements) {
    await database.db.execute(sql.raw(statement));
  }
}

/**
 * A test database (all migrations run) with search_fold back to the one `file` created: words inserted
 * next are indexed by that fold, as in a database from before the migration under test.
 */
export async function databaseWithFoldOf(kind: TestDbKind, file: string): Promise<Database> {
  const database = await createTestDatabase(kind);
  await runStatements(database, statementsOf(file).slice(0, 1));
  return database;
}

/**
 * Another session on the same data. A session plans with the index expressions it read first (the SQL
 * function inlined), so only a new one, like a restarted server's, reaches for the rebuilt or stale index.
 */
export async function newSession(database: Database): Promise<Database> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof pg.Pool) return openPostgres(client.options.connectionString!, 1);
  return wrapPglite((await client.clone()) as PGlite);
}

/**
 * The admin's word search, through the trigram indexes only (no table scan, no walk of the
 * creation-order index), so that stale index entries would show as a miss. Values in the order found.
 */
export const searchThroughTrigramIndexes = (session: Database, query: string) =>
  session.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return (await listWords(tx, listWordsQuerySchema.parse({ search: query }))).items.map((w) => w.value);
  });

/** The word's stored keys, search keys sorted. */
export async function storedKeysOf(database: Database, value: string) {
  const [row] = await database.db
    .select({ valueKey: globalWord.valueKey, searchKeys: globalWord.searchKeys })
    .from(globalWord)
    .where(eq(globalWord.value, value));
  return { valueKey: row!.valueKey, searchKeys: [...row!.searchKeys].sort() };
}
