import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '~/server/db/client';
import { insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import {
  databaseWithFoldOf,
  newSession,
  runStatements,
  searchThroughTrigramIndexes,
  statementsOf,
  storedKeysOf,
} from '~/server/test/fold-migration-harness';

// Migration 0034 on a dictionary written under 0033's fold (the maqaf dropped, hyphens kept), in a
// session that has already used the old fold's indexes, as a first start does: the function is
// replaced, the folded trigram indexes rebuilt with the new one, and the stored keys refolded.

describe.each(testDbKinds)('migration 0034 on existing words (%s)', (kind) => {
  let database: Database;
  const keysOf = (value: string) => storedKeysOf(database, value);

  beforeAll(async () => {
    // The words below are indexed and keyed by 0033's fold, as in a database before 0034.
    database = await databaseWithFoldOf(kind, '0033_folded_word_search.sql');
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
    await runStatements(database, statementsOf('0034_fold_word_separators.sql'));
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
      const search = (query: string) => searchThroughTrigramIndexes(session, query);
      for (const query of ['בית ספר', 'בית-ספר', 'בית־ספר']) {
        expect((await search(query)).sort()).toEqual(['בית־ספר', 'בתי ספר']);
      }
      expect(await search('t shirt')).toEqual(['t-shirt']);
    } finally {
      await session.close();
    }
  });
});
