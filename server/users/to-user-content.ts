import { translationGroups } from '~/core/dictionary/word-values';
import type { Story, StudySet, UserWord } from '~/core/users/user-content';
import type { story, studySet, userWord } from '~/server/db/schema';

export function toUserWord(row: typeof userWord.$inferSelect): UserWord {
  const word = row.word;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    tags: row.tags ?? [],
    word: {
      id: row.globalWordId,
      value: word.value ?? null,
      baseForm: word.baseForm ?? null,
      phonetic: word.phonetic ?? null,
      definitions: word.definitions ?? [],
      // The Words tab shows one flat list; the map keeps languages together in order.
      translations: Object.values(translationGroups(word.translations, word.languageCode)).flat(),
      synonyms: word.synonyms ?? [],
      difficulty: word.difficulty ?? null,
    },
  };
}

export function toStudySet(
  row: typeof studySet.$inferSelect,
  items: { id: string; userWordId: string | null }[],
): StudySet {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    items,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toStory(row: typeof story.$inferSelect): Story {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    actualWordCount: row.actualWordCount,
    createdAt: row.createdAt.toISOString(),
  };
}
