import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldKey } from '~/core/dictionary/fold';
import { listWordsQuerySchema } from '~/core/dictionary/list-global-words';
import { listMyWordsQuerySchema } from '~/core/words/my-word';
import type { Database } from '~/server/db/client';
import { userWord } from '~/server/db/schema';
import { insertUser, insertWord } from '~/server/test/admin-fixtures';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { listWords as listMyWords } from '~/server/words/list-my-words';
import { listWords as listGlobalWords } from './list-global-words';

// A search typed without accents, niqqud or capitals finds the word that has them: the admin's word
// list and a learner's own words, like the learner's dictionary search (value_key) already did.

describe('foldKey', () => {
  it('drops Hebrew points and cantillation, maqaf included', () => {
    expect(foldKey('שָׁלוֹם')).toBe('שלום');
    expect(foldKey('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(foldKey('בֵּית־סֵפֶר')).toBe('ביתספר');
  });
});

describe.each(testDbKinds)('folded word search (%s)', (kind) => {
  let database: Database;
  let learnerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await insertWord(database.db, { value: 'café', languageCode: 'fr' });
    await insertWord(database.db, { value: 'cafés', baseForm: 'Café', languageCode: 'fr' });
    await insertWord(database.db, { value: 'שָׁלוֹם', languageCode: 'he' });
    await insertWord(database.db, { value: 'Straße', languageCode: 'de' });
    await insertWord(database.db, { value: 'coffee', languageCode: 'en' });
    learnerId = (await insertUser(database.db)).id;
    await database.db.insert(userWord).values(
      ['café', 'שָׁלוֹם', 'Straße', 'coffee'].map((value) => ({
        userId: learnerId,
        word: { value, definitions: [], translations: {}, synonyms: [], languageCode: 'fr' },
      })),
    );
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const admin = async (search: string) =>
    (await listGlobalWords(database.db, listWordsQuerySchema.parse({ search }))).items
      .map((word) => word.value)
      .sort();
  const learner = async (q: string) =>
    (await listMyWords(database.db, { userId: learnerId, query: listMyWordsQuerySchema.parse({ q }) })).items
      .map((word) => word.word.value)
      .sort();

  it('admin search ignores accents, case and niqqud, in the value and the base form', async () => {
    expect(await admin('cafe')).toEqual(['café', 'cafés']);
    expect(await admin('CAFÉ')).toEqual(['café', 'cafés']);
    expect(await admin('שלום')).toEqual(['שָׁלוֹם']);
    expect(await admin('strasse')).toEqual(['Straße']);
    expect(await admin('ffe')).toEqual(['coffee']);
  });

  it("a learner's word search ignores accents, case and niqqud", async () => {
    expect(await learner('cafe')).toEqual(['café']);
    expect(await learner('Café')).toEqual(['café']);
    expect(await learner('שלום')).toEqual(['שָׁלוֹם']);
    expect(await learner('STRASSE')).toEqual(['Straße']);
    expect(await learner('xyz')).toEqual([]);
  });

  it('has a trigram index on the folded value and base form for the admin search', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from global_word
          where search_fold(value) like search_fold(${'%cafe%'}) or search_fold(base_form) like search_fold(${'%cafe%'})`,
      );
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).toContain('global_word_value_fold_trgm_idx');
    expect(text).toContain('global_word_base_form_fold_trgm_idx');
  });
});
