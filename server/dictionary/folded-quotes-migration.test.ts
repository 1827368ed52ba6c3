import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionarySearchQuerySchema } from '~/core/dictionary/dictionary-search';
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
import { searchDictionary } from './search-dictionary';

// Migration 0035 on a dictionary written under 0034's fold (the geresh ׳, the gershayim ״ and the
// modifier letter apostrophe ʼ kept as they are), in a session that has already used the old fold's
// indexes, as a first start does: the function is replaced, the folded trigram indexes rebuilt with
// the new one, and the stored keys refolded, so "צ'יפס" finds צ׳יפס and "aujourd'hui" aujourdʼhui.

describe.each(testDbKinds)('migration 0035 on existing words (%s)', (kind) => {
  let database: Database;
  const keysOf = (value: string) => storedKeysOf(database, value);

  beforeAll(async () => {
    // The words below are indexed and keyed by 0034's fold, as in a database before 0035.
    database = await databaseWithFoldOf(kind, '0034_fold_word_separators.sql');
    await insertWord(database.db, {
      value: 'צ׳יפס',
      languageCode: 'he',
      valueKey: 'צ׳יפס',
      translations: {},
    });
    await insertWord(database.db, { value: 'צה״ל', languageCode: 'he', valueKey: 'צה״ל', translations: {} });
    // Keys the new fold leaves as they are: no update rewrites this row; only the rebuilt index has its
    // base form refolded.
    await insertWord(database.db, { value: 'ציפס', baseForm: 'צ׳יפס', languageCode: 'he', translations: {} });
    await insertWord(database.db, {
      value: 'aujourdʼhui',
      languageCode: 'fr',
      valueKey: 'aujourdʼhui',
      translations: {},
      searchKeys: ["f:aujourd'hui", 'f:lʼete'],
    });
    await insertWord(database.db, {
      value: 'chips',
      translations: { he: ['צ׳יפס', 'צ’יפס'], es: ['patatas'] },
      searchKeys: ['he:צ׳יפס', "he:צ'יפס", 'es:patatas'],
    });
    await runStatements(database, statementsOf('0035_fold_quote_marks.sql'));
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('refolds value_key from the value: the geresh, gershayim and ʼ become the ASCII marks', async () => {
    expect((await keysOf('צ׳יפס')).valueKey).toBe("צ'יפס");
    expect((await keysOf('צה״ל')).valueKey).toBe('צה"ל');
    expect((await keysOf('aujourdʼhui')).valueKey).toBe("aujourd'hui");
    expect((await keysOf('ציפס')).valueKey).toBe('ציפס');
  });

  it('rebuilds search keys: translations refolded from the translations, forms from their keys', async () => {
    // Two spellings of one translation are now one key.
    expect((await keysOf('chips')).searchKeys).toEqual(['es:patatas', "he:צ'יפס"]);
    // "aujourd'hui" is now the entry's own key, so no form key repeats it.
    expect((await keysOf('aujourdʼhui')).searchKeys).toEqual(["f:l'ete"]);
  });

  it('rebuilds the folded trigram index: a search through it finds the word by either mark', async () => {
    const session = await newSession(database);
    try {
      const search = (query: string) => searchThroughTrigramIndexes(session, query);
      for (const query of ["צ'יפס", 'צ׳יפס']) {
        expect((await search(query)).sort()).toEqual(['ציפס', 'צ׳יפס']);
      }
      for (const query of ['צה"ל', 'צה״ל']) {
        expect(await search(query)).toEqual(['צה״ל']);
      }
      for (const query of ["aujourd'hui", 'aujourd’hui', 'aujourdʼhui']) {
        expect(await search(query)).toEqual(['aujourdʼhui']);
      }
    } finally {
      await session.close();
    }
  });

  it("the learner's dictionary search finds them by the refolded keys", async () => {
    const dictionary = async (q: string, language: string) =>
      (
        await searchDictionary(database.db, dictionarySearchQuerySchema.parse({ language, q }), 'he')
      ).items.map((item) => [item.value, item.match]);
    expect(await dictionary("aujourd'hui", 'fr')).toEqual([['aujourdʼhui', 'exact']]);
    expect(await dictionary("l'été", 'fr')).toEqual([['aujourdʼhui', 'form']]);
    expect(await dictionary("צ'יפס", 'en')).toEqual([['chips', 'translation']]);
  });
});
