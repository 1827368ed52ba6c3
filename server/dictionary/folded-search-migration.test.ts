import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWordsQuerySchema } from '~/core/dictionary/list-global-words';
import { type Database, openPostgres, wrapPglite } from '~/server/db/client';
import { migrationsFolder } from '~/server/db/migrate';
import { globalWord } from '~/server/db/schema';
import { insertWord } from '~/server/test/admin-fixtures';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { listWords } from './list-global-words';

// Migration 0034 on a dictionary written under 0033's fold (the maqaf dropped, hyphens kept), in a
// session that has already used the old fold's indexes, as a first start does: the function is
// replaced, the folded trigram indexes rebuilt with the new one, and the stored keys refolded.

const statementsOf = (file: string) =>
  fs
    .readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

/**
 * Another session on the same data. A session plans with the index expressions it read first (the SQL
 * function inlined), so only a new one, like a restarted server's, reaches for the rebuilt or stale index.
 */
async function newSession(database: Database): Promise<Database> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof pg.Pool) return openPostgres(client.options.connectionString!, 1);
  return wrapPglite((await client.clone()) as PGlite);
}

describe.each(testDbKinds)('migration 0034 on existing words (%s)', (kind) => {
  let database: Database;
  const keysOf = async (value: string) => {
    const [row] = await database.db
      .select({ valueKey: globalWord.valueKey, searchKeys: globalWord.searchKeys })
      .from(globalWord)
      .where(eq(globalWord.value, value));
    return { valueKey: row!.valueKey, searchKeys: [...row!.searchKeys].sort() };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Back to 0033's fold; the words below are indexed and keyed by it, as a database before 0034 was.
    const [oldFunction] = statementsOf('0033_folded_word_search.sql');
    await database.db.execute(sql.raw(oldFunction!));
    await insertWord(database.db, { value: 'בית־ספר', languageCode: 'he', valueKey: 'ביתספר' });
    // Keys the new fold leaves as they are: no update rewrites this row; only the rebuilt index has its
    // base form refolded.
    await insertWord(database.db, {
      value: 'בתי ספר',
      baseForm: 'בית־ספר',
      languageCode: 'he',
      translations: {},
    });
    await insertWord(database.db, {
      value: 'school',
      translations: { he: ['בית־ספר', 'ש־'], es: ['escuela'] },
      searchKeys: ['he:ביתספר', 'he:ש', 'es:escuela'],
    });
    await insertWord(database.db, {
      value: 't-shirt',
      valueKey: 't-shirt',
      translations: {},
      searchKeys: ['f:t shirt', 'f:t-shirts'],
    });
    await insertWord(database.db, { value: 'unkeyed', valueKey: null, translations: {} });
    for (const statement of statementsOf('0034_fold_word_separators.sql')) {
      await database.db.execute(sql.raw(statement));
    }
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('refolds value_key from the value, and fills a missing one', async () => {
    expect((await keysOf('בית־ספר')).valueKey).toBe('בית ספר');
    expect((await keysOf('t-shirt')).valueKey).toBe('t shirt');
    expect((await keysOf('unkeyed')).valueKey).toBe('unkeyed');
  });

  it('rebuilds search keys: translations refolded from the translations, forms from their keys', async () => {
    expect((await keysOf('school')).searchKeys).toEqual(['es:escuela', 'he:בית ספר', 'he:ש']);
    // "t shirt" is now the entry's own key, so no form key repeats it.
    expect((await keysOf('t-shirt')).searchKeys).toEqual(['f:t shirts']);
    expect((await keysOf('unkeyed')).searchKeys).toEqual([]);
  });

  it('rebuilds the folded trigram index: a search through it finds the word by any separator', async () => {
    const session = await newSession(database);
    try {
      const search = (query: string) =>
        session.db.transaction(async (tx) => {
          // Through the trigram indexes only (no table scan, no walk of the creation-order index), so
          // that stale index entries would show as a miss.
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_indexscan = off`);
          return (await listWords(tx, listWordsQuerySchema.parse({ search: query }))).items.map(
            (w) => w.value,
          );
        });
      for (const query of ['בית ספר', 'בית-ספר', 'בית־ספר']) {
        expect((await search(query)).sort()).toEqual(['בית־ספר', 'בתי ספר']);
      }
      expect(await search('t shirt')).toEqual(['t-shirt']);
    } finally {
      await session.close();
    }
  });
});
