import { translationGroups } from '~/core/dictionary/word-values';
import { studyableFrom } from '~/core/study/study-queue';
import type { MyWord } from '~/core/words/my-word';
import type { globalWord, userWord } from '~/server/db/schema';
import { cardScheduleOf } from '~/server/study/card-row';

type UserWordRow = typeof userWord.$inferSelect;
type GlobalWordRow = typeof globalWord.$inferSelect;

/** The learner's word as the API gives it; `timeZone` is the learner's, for when it can be studied. */
export function toMyWord(row: UserWordRow, timeZone: string): MyWord {
  return {
    id: row.id,
    globalWordId: row.globalWordId,
    custom: row.word.custom === true,
    word: wordViewOf(row),
    status: row.status,
    card: cardScheduleOf(row),
    studyableAt:
      row.cardState === 'new' || !row.dueAt
        ? null
        : studyableFrom({ state: row.cardState, due: row.dueAt }, timeZone).toISOString(),
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The word's content as the API gives it. */
export function wordViewOf(row: UserWordRow): MyWord['word'] {
  const word = row.word;
  return {
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
