import { translationGroups } from '~/core/dictionary/word-values';
import type { MyWord } from '~/core/words/my-word';
import type { globalWord, userWord } from '~/server/db/schema';
import { cardScheduleOf } from '~/server/study/card-row';

type UserWordRow = typeof userWord.$inferSelect;
type GlobalWordRow = typeof globalWord.$inferSelect;

export function toMyWord(row: UserWordRow): MyWord {
  const word = row.word;
  return {
    id: row.id,
    globalWordId: row.globalWordId,
    custom: row.word.custom === true,
    word: {
      value: word.value,
      baseForm: word.baseForm ?? null,
      phonetic: word.phonetic ?? null,
      languageCode: word.languageCode ?? null,
      definitions: word.definitions ?? [],
      translations: translationGroups(word.translations, word.languageCode),
      synonyms: word.synonyms ?? [],
      variants: word.variants ?? [],
      difficulty: word.difficulty ?? null,
      sentences: word.sentences ?? [],
    },
    status: row.status,
    card: cardScheduleOf(row),
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The learner's copy of a dictionary entry, so later dictionary edits do not change their cards. */
export function snapshotOf(entry: GlobalWordRow): UserWordRow['word'] {
  return {
    value: entry.value,
    baseForm: entry.baseForm,
    phonetic: entry.phonetic,
    languageCode: entry.languageCode,
    definitions: entry.definitions,
    translations: entry.translations,
    synonyms: entry.synonyms,
    variants: entry.variants,
    difficulty: entry.difficulty,
    frequency: entry.frequency,
    sentences: entry.sentences,
  };
}
