import type { UserWordData } from '~/core/words/user-word-data';
import type { globalWord } from '~/server/db/schema';
import { snapshotOf } from '~/server/words/to-my-word';
import type { ImportItem } from './import-item';

type GlobalWordRow = typeof globalWord.$inferSelect;

/**
 * The word an imported note becomes: the dictionary's entry when it has the word (with all its data,
 * and the note's meaning added as a translation into the learner's language when it is not there),
 * else the learner's own word with the note's meaning as its translation (or, without a native
 * language, its definition).
 */
export function wordOfItem(
  item: ImportItem,
  context: { entry: GlobalWordRow | undefined; languageCode: string; nativeLanguage: string | null },
): UserWordData {
  const { entry, nativeLanguage } = context;
  const meaning = item.meaning;
  if (entry) {
    const snapshot = snapshotOf(entry);
    if (!meaning || !nativeLanguage) return snapshot;
    const translations = { ...(entry.translations as Record<string, string[]>) };
    const known = translations[nativeLanguage] ?? [];
    if (!known.some((text) => text.toLowerCase() === meaning.toLowerCase())) {
      translations[nativeLanguage] = [...known, meaning];
    }
    return { ...snapshot, translations };
  }
  return {
    value: item.word,
    baseForm: null,
    phonetic: null,
    languageCode: context.languageCode,
    definitions: nativeLanguage ? [] : [{ partOfSpeech: '', definition: meaning ?? '', examples: [] }],
    translations: nativeLanguage ? { [nativeLanguage]: [meaning ?? ''] } : {},
    synonyms: [],
    difficulty: null,
    custom: true,
  };
}
