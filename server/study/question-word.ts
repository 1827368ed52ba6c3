import { translationGroups } from '~/core/dictionary/word-values';
import type { QuestionWord } from '~/core/study/question';
import type { UserWordData } from '~/core/words/user-word-data';
import type { globalWord } from '~/server/db/schema';

type DictionaryEntry = Pick<
  typeof globalWord.$inferSelect,
  | 'value'
  | 'baseForm'
  | 'languageCode'
  | 'definitions'
  | 'translations'
  | 'synonyms'
  | 'variants'
  | 'difficulty'
  | 'frequency'
>;

/** The question rules' view of a learner's word or a dictionary entry. */
export function questionWordOf(word: UserWordData | DictionaryEntry): QuestionWord {
  return {
    value: word.value,
    baseForm: word.baseForm ?? null,
    languageCode: word.languageCode ?? null,
    definitions: word.definitions ?? [],
    translations: translationGroups(word.translations, word.languageCode),
    synonyms: word.synonyms ?? [],
    variants: word.variants ?? [],
    difficulty: word.difficulty ?? null,
    frequency: word.frequency ?? null,
    sentences: ('sentences' in word ? word.sentences : undefined) ?? [],
  };
}
