import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictionarySearchQuerySchema } from '~/core/dictionary/dictionary-search';
import { foldKey } from '~/core/dictionary/fold';
import { openPostgres } from '~/server/db/client';
import { searchDictionary } from '~/server/dictionary/search-dictionary';
import { createPostgresDatabaseUrl, testDbKinds } from '~/server/test/databases';
import { scaleWordValue } from './scale-words';
import { seedScale } from './seed-scale';

// The scale seed (COPY, PostgreSQL only) on a tiny scale: its dictionary words are searchable like
// the real ones, by their spelling without accents.

const WORDS = 60;
const quiet = { step: () => {}, progress: () => {}, done: () => {} };

describe.skipIf(!testDbKinds.includes('postgres'))('seedScale (postgres)', () => {
  it('writes global words with their search key, so the dictionary search finds them', async () => {
    const { url, drop } = await createPostgresDatabaseUrl();
    try {
      await seedScale(
        url,
        {
          users: 5,
          words: WORDS,
          purchases: 0,
          learners: 0,
          cards: 0,
          reviews: 0,
          heavyCards: 0,
          heavyReviews: 0,
          studySets: 0,
          stories: 0,
          seed: 1,
          reset: false,
        },
        quiet,
      );
      const database = openPostgres(url, 1);
      try {
        const result = await database.db.execute(
          sql`select count(*)::int as words, count(*) filter (where value_key is distinct from search_fold(value))::int as unkeyed from global_word`,
        );
        expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ words: WORDS, unkeyed: 0 });
        const accented = Array.from({ length: WORDS }, (_, k) => scaleWordValue(k)).find(
          (word) => foldKey(word.value) !== word.value,
        )!;
        const found = await searchDictionary(
          database.db,
          dictionarySearchQuerySchema.parse({ language: accented.languageCode, q: foldKey(accented.value) }),
          'en',
        );
        expect(found.items[0]).toMatchObject({ value: accented.value, match: 'exact' });
      } finally {
        await database.close();
      }
    } finally {
      await drop();
    }
  }, 120_000);
});
