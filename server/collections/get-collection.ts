import type { CollectionDetail } from '~/core/collections/collection';
import type { Db } from '~/server/db/client';
import {
  entriesOf,
  findCollection,
  type GlobalWordRow,
  partOfSpeechIn,
  type Reader,
  summaryOf,
} from './collection-entries';

/**
 * The meaning in the learner's language when the entry has it; else English: the first sense, whose
 * definition is the English meaning (translations for es/fr/it/pt/de, WordNet's gloss for English).
 */
function meaningOf(entry: GlobalWordRow, nativeLanguage: string | null): string | null {
  const native = nativeLanguage && nativeLanguage !== 'en' ? entry.translations[nativeLanguage] : null;
  if (native && native.length > 0) return native.slice(0, 3).join(', ');
  return entry.definitions[0]?.definition ?? null;
}

/** One collection with its words, enough to preview it before adding it. */
export async function getCollection(
  db: Db,
  input: { id: string; reader: Reader },
): Promise<CollectionDetail> {
  const collection = findCollection(input.id);
  const entries = await entriesOf(db, collection);
  return {
    ...summaryOf(collection, entries.length, input.reader),
    words: entries.map((entry) => ({
      globalWordId: entry.id,
      lemma: entry.value,
      partOfSpeech: partOfSpeechIn(collection, entry),
      meaning: meaningOf(entry, input.reader.nativeLanguage),
    })),
  };
}
