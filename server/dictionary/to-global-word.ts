import type { GlobalWord } from '~/core/dictionary/global-word';
import { translationGroups } from '~/core/dictionary/word-values';
import type { globalWord } from '~/server/db/schema';

export function toGlobalWord(row: typeof globalWord.$inferSelect): GlobalWord {
  return {
    id: row.id,
    value: row.value,
    baseForm: row.baseForm,
    phonetic: row.phonetic,
    languageCode: row.languageCode,
    gender: row.gender,
    rank: row.rank,
    source: row.source,
    editedByAdmin: row.editedByAdmin,
    difficulty: row.difficulty,
    frequency: row.frequency,
    definitions: row.definitions,
    examples: row.examples,
    sentences: row.sentences,
    translations: translationGroups(row.translations, row.languageCode),
    synonyms: row.synonyms,
    variants: row.variants,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
