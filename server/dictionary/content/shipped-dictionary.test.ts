import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionarySearchQuerySchema } from '~/core/dictionary/dictionary-search';
import type { Database } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import { createTestDatabase } from '~/server/test/databases';
import { searchDictionary } from '../search-dictionary';
import { normalizeMeaning, readLemmaChecks, readQueryChecks } from './content-checks';
import { contentLanguages, importShippedContent } from './import-content';

// The whole shipped dictionary, imported once, checked against everyday words we did not take from
// its sources (content/curated/checks): at least 95% of them found by lemma with a right meaning in
// the learner's language (English; Hebrew for English entries) and an IPA pronunciation; every
// inflected form, accent-free spelling and native-language query finds its word.

const MIN_FOUND = 0.95;
/**
 * Queries the shipped content cannot answer yet, because the content lacks the word, not the search:
 * the Italian lexicon has no caffè, and the curated Hebrew for "mother" spells אימא, not אמא. Listed so
 * that any other failure still fails (French œ words, sœur, œuf, œil, were here until 2026-12).
 */
const KNOWN_CONTENT_GAPS = ['it accent caffe -> caffè', 'en native אמא -> mother'];

describe('the shipped dictionary (full import, PGlite)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await importShippedContent(database.db, { now: new Date('2026-11-28T00:00:00Z') });
  }, 600_000);
  afterAll(async () => {
    await database?.close();
  });

  it.each(contentLanguages)(
    'finds at least 95 in 100 of the everyday words of %s with a right meaning and IPA',
    async (language) => {
      const meaningIn = language === 'en' ? 'he' : 'en';
      const checks = readLemmaChecks(language);
      const missing: string[] = [];
      for (const check of checks) {
        const [row] = await database.db
          .select({ phonetic: globalWord.phonetic, translations: globalWord.translations })
          .from(globalWord)
          .where(and(eq(globalWord.languageCode, language), eq(globalWord.value, check.lemma)));
        const meanings = (row?.translations[meaningIn] ?? []).map(normalizeMeaning);
        const right = meanings.some((meaning) => check.accepted.includes(meaning));
        if (!row?.phonetic || !right) missing.push(check.lemma);
      }
      const found = (checks.length - missing.length) / checks.length;
      expect(found, `missing or wrong: ${missing.join(', ')}`).toBeGreaterThanOrEqual(MIN_FOUND);
    },
  );

  it('answers every inflected form, accent-free spelling and native-language query with its word', async () => {
    const failed: string[] = [];
    for (const check of readQueryChecks()) {
      const native = check.kind === 'native' ? (check.language === 'en' ? 'he' : 'en') : 'en';
      const query = dictionarySearchQuerySchema.parse({ language: check.language, q: check.query });
      const { items } = await searchDictionary(database.db, query, native);
      const hit = items.find((item) => item.value === check.lemma);
      if (!hit) failed.push(`${check.language} ${check.kind} ${check.query} -> ${check.lemma}`);
    }
    expect(failed).toEqual(KNOWN_CONTENT_GAPS);
  });
});
