import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldKey } from '~/core/dictionary/fold';
import type { Database } from '~/server/db/client';
import { contentVersion, globalWord } from '~/server/db/schema';
import { createTestDatabase, testDbKinds } from '~/server/test/databases';
import { rowOfContentLine, searchKeysOf } from './content-entries';
import { contentLanguages, importShippedContent } from './import-content';

// The import at server start, on a small slice (the 300 commonest entries per language).
const LIMIT = 300;
const now = new Date('2026-11-28T09:00:00Z');

describe('foldKey', () => {
  it('folds case, accents and ß, so a learner can type without them', () => {
    expect(foldKey('Straße')).toBe('strasse');
    expect(foldKey('pequeño')).toBe('pequeno');
    expect(foldKey('ÖL')).toBe('ol');
    expect(foldKey('Œuvre')).toBe('oeuvre');
    expect(foldKey('  Dog  ')).toBe('dog');
  });
});

describe('content rows', () => {
  it('keeps the gender of the first noun sense, the English as the meaning, and keys for forms and translations', () => {
    const row = rowOfContentLine('es', {
      lemma: 'perro',
      rank: 700,
      ipa: 'pˈero',
      senses: [{ pos: 'noun', gender: 'm', en: ['dog', 'hound'] }],
      translations: { en: ['dog', 'hound'], he: ['כלב'] },
      forms: ['perro', 'perros'],
      sources: ['apertium-eng-spa'],
    });
    expect(row).toMatchObject({
      value: 'perro',
      gender: 'm',
      rank: 700,
      phonetic: 'pˈero',
      difficulty: 'beginner',
      frequency: 'high',
      definitions: [{ partOfSpeech: 'noun', definition: 'dog, hound', examples: [] }],
    });
    expect(row.searchKeys.sort()).toEqual(['en:dog', 'en:hound', 'f:perros', 'he:כלב']);
    expect(searchKeysOf('Straße', ['Straßen'], {})).toEqual(['f:strassen']);
  });
});

describe.each(testDbKinds)('importShippedContent (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const countOf = async (language: string) =>
    (
      await database.db
        .select({ id: globalWord.id })
        .from(globalWord)
        .where(eq(globalWord.languageCode, language))
    ).length;

  it('imports every language once, then does nothing while the shipped content is the same', async () => {
    const first = await importShippedContent(database.db, { limit: LIMIT, now });
    expect(first.map((one) => [one.language, one.entries])).toEqual(
      contentLanguages.map((code) => [code, LIMIT]),
    );
    for (const language of contentLanguages) expect(await countOf(language)).toBe(LIMIT);
    expect(await importShippedContent(database.db, { limit: LIMIT, now })).toEqual([]);
  }, 120_000);

  it('attaches the curated example sentences: English under a German entry, Hebrew under an English one', async () => {
    const sentencesOf = async (language: string, value: string) =>
      (
        await database.db
          .select({ sentences: globalWord.sentences })
          .from(globalWord)
          .where(and(eq(globalWord.languageCode, language), eq(globalWord.value, value)))
      )[0]!.sentences;
    const heute = await sentencesOf('de', 'heute');
    expect(heute.length).toBeGreaterThan(0);
    expect(heute[0]!.text).toMatch(/heute/i);
    expect(heute[0]!.translations.en).toMatch(/today/i);
    const house = await sentencesOf('en', 'house');
    expect(house[0]!.text).toMatch(/house/);
    expect(house[0]!.translations.he).toMatch(/[\u0590-\u05FF]/);
    // Nearly every one of the commonest German entries has one (the skip list names the few without).
    const withSentences = await database.db
      .select({ id: globalWord.id })
      .from(globalWord)
      .where(and(eq(globalWord.languageCode, 'de'), sql`jsonb_array_length(${globalWord.sentences}) > 0`));
    expect(withSentences.length).toBeGreaterThan(LIMIT * 0.9);
  }, 120_000);

  it('on an upgrade updates content entries but never one an admin edited', async () => {
    const [casa] = await database.db
      .select()
      .from(globalWord)
      .where(and(eq(globalWord.languageCode, 'es'), eq(globalWord.value, 'casa')));
    expect(casa).toMatchObject({ gender: 'f', valueKey: 'casa' });
    expect(casa!.translations.en).toContain('house');
    expect(casa!.phonetic).toBeTruthy();
    const edited = [{ partOfSpeech: 'noun', definition: 'an admin wrote this', examples: [] }];
    await database.db
      .update(globalWord)
      .set({ definitions: edited, editedByAdmin: true })
      .where(eq(globalWord.id, casa!.id));
    const [tiempo] = await database.db
      .update(globalWord)
      .set({ definitions: [], phonetic: null })
      .where(and(eq(globalWord.languageCode, 'es'), eq(globalWord.value, 'tiempo')))
      .returning();
    // A different shipped version (as after an upgrade) imports Spanish again.
    await database.db
      .update(contentVersion)
      .set({ version: 'older' })
      .where(eq(contentVersion.name, 'dictionary-es'));

    const again = await importShippedContent(database.db, { limit: LIMIT, now });
    expect(again.map((one) => one.language)).toEqual(['es']);
    const [casaAfter] = await database.db.select().from(globalWord).where(eq(globalWord.id, casa!.id));
    expect(casaAfter!.definitions).toEqual(edited);
    const [tiempoAfter] = await database.db.select().from(globalWord).where(eq(globalWord.id, tiempo!.id));
    expect(tiempoAfter!.phonetic).toBeTruthy();
    expect(tiempoAfter!.definitions.length).toBeGreaterThan(0);
    expect(await countOf('es')).toBe(LIMIT);
  }, 120_000);

  it('gives an entry an upgrade changes a new version, so an editor who read the old one is refused', async () => {
    const entry = async (value: string) =>
      (
        await database.db
          .select()
          .from(globalWord)
          .where(and(eq(globalWord.languageCode, 'fr'), eq(globalWord.value, value)))
      )[0]!;
    const maison = await entry('maison');
    const [changed] = await database.db
      .update(globalWord)
      .set({ phonetic: null })
      .where(and(eq(globalWord.languageCode, 'fr'), eq(globalWord.value, 'temps')))
      .returning();
    await database.db
      .update(contentVersion)
      .set({ version: 'older' })
      .where(eq(contentVersion.name, 'dictionary-fr'));

    await importShippedContent(database.db, { limit: LIMIT, now: new Date('2026-12-01T00:00:00Z') });

    const changedAfter = await entry('temps');
    expect(changedAfter.phonetic).toBeTruthy();
    expect(changedAfter.version).toBe(changed!.version + 1);
    // What the upgrade left as it was keeps its version (and its time): no one is told it changed.
    const maisonAfter = await entry('maison');
    expect(maisonAfter.version).toBe(maison.version);
    expect(maisonAfter.updatedAt).toEqual(maison.updatedAt);
  }, 120_000);
});
