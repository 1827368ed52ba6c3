import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DictionarySearchQuery, dictionarySearchQuerySchema } from '~/core/dictionary/dictionary-search';
import type { Database } from '~/server/db/client';
import { insertWord } from '~/server/test/admin-fixtures';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { searchDictionary } from './search-dictionary';

// The edges of the one-statement search: kinds that could overlap (a lemma found by a form that also
// starts with the query), one- and two-letter prefixes read in rank order from their own indexes, and
// a page that earlier kinds already fill.

describe.each(testDbKinds)('searchDictionary (%s)', (kind) => {
  let database: Database;
  const search = async (query: Partial<DictionarySearchQuery>, nativeLanguage = 'he') =>
    (
      await searchDictionary(
        database.db,
        dictionarySearchQuerySchema.parse({ language: 'en', ...query }),
        nativeLanguage,
      )
    ).items.map((item) => [item.value, item.match, item.form]);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const english: [string, number | null, string[]][] = [
      ['go', 1, ['f:goes', 'f:went', 'he:ללכת']],
      ['good', 2, []],
      ['gone', 3, ['f:go']],
      ['going', null, []],
      ['goal', 40, []],
      ['go-kart', 7, []],
      ['ago', 5, []],
      ['G', 6, []],
      ['ghost', 4, []],
      ['wentworth', 8, []],
      ['5%', 9, []],
      ['50', 10, []],
    ];
    for (const [value, rank, searchKeys] of english) {
      await insertWord(database.db, { value, rank, searchKeys, languageCode: 'en' });
    }
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('lists a one- or two-letter prefix commonest first, the unranked last, the exact word before them', async () => {
    expect(await search({ q: 'g' })).toEqual([
      ['G', 'exact', null],
      ['go', 'prefix', null],
      ['good', 'prefix', null],
      ['gone', 'prefix', null],
      ['ghost', 'prefix', null],
      ['go-kart', 'prefix', null],
      ['goal', 'prefix', null],
      ['going', 'prefix', null],
    ]);
    expect(await search({ q: 'GÖ', limit: 3 })).toEqual([
      ['go', 'exact', null],
      ['gone', 'form', 'GÖ'],
      ['good', 'prefix', null],
    ]);
  });

  it('lists a word once, under the first kind that finds it', async () => {
    // "gone" has the form "go" and starts with "go": it is a form match, not also a prefix one.
    expect((await search({ q: 'go' })).filter(([value]) => value === 'gone')).toEqual([
      ['gone', 'form', 'go'],
    ]);
    // "went" is a form of "go" and the start of "wentworth".
    expect(await search({ q: 'went' })).toEqual([
      ['go', 'form', 'went'],
      ['wentworth', 'prefix', null],
    ]);
  });

  it('answers a translation in the native language only, before prefix matches', async () => {
    expect(await search({ q: 'ללכת' })).toEqual([['go', 'translation', null]]);
    expect(await search({ q: 'ללכת' }, 'en')).toEqual([]);
  });

  it('stops when earlier kinds fill the page', async () => {
    expect(await search({ q: 'goes', limit: 1 })).toEqual([['go', 'form', 'goes']]);
    expect(await search({ q: 'go', limit: 2 })).toEqual([
      ['go', 'exact', null],
      ['gone', 'form', 'go'],
    ]);
  });

  it('treats % and _ in a short prefix as plain characters', async () => {
    expect(await search({ q: '5%' })).toEqual([['5%', 'exact', null]]);
    expect(await search({ q: '%' })).toEqual([]);
    expect(await search({ q: '_' })).toEqual([]);
    expect(await search({ q: '5' })).toEqual([
      ['5%', 'prefix', null],
      ['50', 'prefix', null],
    ]);
  });
});
