import { and, asc, between, count, eq, inArray } from 'drizzle-orm';
import type { CollectionSummary, SiteLocale } from '~/core/collections/collection';
import {
  type CollectionDefinition,
  collectionIdOf,
  levelOf,
  splitCollectionId,
  type ThemeEntry,
} from '~/core/collections/curated-collections';
import type { Db, Tx } from '~/server/db/client';
import { globalWord } from '~/server/db/schema';
import { AppError } from '~/server/http/errors';
import { collectionDefinitions, isCollectionLanguage, themesOf } from './read-collections';

// A collection's dictionary entries: a theme's by language and spelling (global_word's unique key),
// in the list's order; a tier's by rank. A lemma the database lacks (a smaller import) is left out.

export type GlobalWordRow = typeof globalWord.$inferSelect;
export type Collection = { id: string; languageCode: string; definition: CollectionDefinition };

/** The collection with this id, or 404 COLLECTION_NOT_FOUND. */
export function findCollection(id: string): Collection {
  const { languageCode, slug } = splitCollectionId(id);
  const definition = collectionDefinitions().find((candidate) => candidate.slug === slug);
  const exists =
    definition &&
    isCollectionLanguage(languageCode) &&
    (definition.kind === 'frequency' || themesOf(languageCode).has(slug));
  if (!exists) throw new AppError('COLLECTION_NOT_FOUND', 'There is no collection with this id.', 404);
  return { id, languageCode, definition };
}

export function collectionsOf(languageCode: string): Collection[] {
  const themes = themesOf(languageCode);
  return collectionDefinitions()
    .filter((definition) => definition.kind === 'frequency' || themes.has(definition.slug))
    .map((definition) => ({ id: collectionIdOf(languageCode, definition.slug), languageCode, definition }));
}

const themeEntriesOf = (collection: Collection): ThemeEntry[] =>
  themesOf(collection.languageCode).get(collection.definition.slug) ?? [];

export async function entriesOf(db: Db | Tx, collection: Collection): Promise<GlobalWordRow[]> {
  const { languageCode, definition } = collection;
  if (definition.ranks) {
    return db
      .select()
      .from(globalWord)
      .where(
        and(
          eq(globalWord.languageCode, languageCode),
          between(globalWord.rank, definition.ranks.from, definition.ranks.to),
        ),
      )
      .orderBy(asc(globalWord.rank));
  }
  const lemmas = themeEntriesOf(collection).map((entry) => entry.lemma);
  const rows = await db
    .select()
    .from(globalWord)
    .where(and(eq(globalWord.languageCode, languageCode), inArray(globalWord.value, lemmas)));
  const byLemma = new Map(rows.map((row) => [row.value, row]));
  return lemmas.flatMap((lemma) => byLemma.get(lemma) ?? []);
}

/** The part of speech a theme names for this entry, else the entry's first. */
export function partOfSpeechIn(collection: Collection, entry: GlobalWordRow): string | null {
  const named = themeEntriesOf(collection).find((item) => item.lemma === entry.value)?.partOfSpeech;
  return named ?? entry.definitions[0]?.partOfSpeech ?? null;
}

/** How many of each collection's words the dictionary holds: one query for tiers, one for themes. */
export async function wordCountsOf(db: Db | Tx, collections: Collection[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const languageCode = collections[0]?.languageCode;
  if (!languageCode) return counts;
  const lemmas = collections.flatMap((collection) => themeEntriesOf(collection).map((entry) => entry.lemma));
  const present = new Set(
    lemmas.length === 0
      ? []
      : (
          await db
            .select({ value: globalWord.value })
            .from(globalWord)
            .where(and(eq(globalWord.languageCode, languageCode), inArray(globalWord.value, lemmas)))
        ).map((row) => row.value),
  );
  for (const collection of collections) {
    const { ranks } = collection.definition;
    if (!ranks) {
      counts.set(
        collection.id,
        themeEntriesOf(collection).filter((entry) => present.has(entry.lemma)).length,
      );
      continue;
    }
    const [row] = await db
      .select({ n: count() })
      .from(globalWord)
      .where(and(eq(globalWord.languageCode, languageCode), between(globalWord.rank, ranks.from, ranks.to)));
    counts.set(collection.id, row?.n ?? 0);
  }
  return counts;
}

/** Who reads: their native language (null for a visitor) and the page's language, if it says. */
export type Reader = { nativeLanguage: string | null; locale?: SiteLocale | undefined };

/**
 * The site speaks English and Hebrew: the page's language when it says it, else Hebrew for a
 * Hebrew-speaking learner and English for everyone else.
 */
export const siteLanguageOf = (reader: Reader): SiteLocale =>
  reader.locale ?? (reader.nativeLanguage === 'he' ? 'he' : 'en');

export function summaryOf(collection: Collection, wordCount: number, reader: Reader): CollectionSummary {
  const { definition } = collection;
  const language = siteLanguageOf(reader);
  return {
    id: collection.id,
    languageCode: collection.languageCode,
    kind: definition.kind,
    level: levelOf(definition),
    name: definition.name[language],
    description: definition.description[language],
    wordCount,
  };
}
