import type { ExampleSentence } from '../dictionary/example-sentence';
import type { Difficulty, Frequency, Translations, WordDefinition } from '../dictionary/word-values';

// `new` until first studied (core/words/word-status.ts); `other` is kept for rows older apps wrote.
export const userWordStatuses = ['new', 'learning', 'learned', 'other'] as const;
export type UserWordStatus = (typeof userWordStatuses)[number];

/**
 * The learner's own copy of a word (spec section 3 "User word"). Older clients sent translations as a
 * plain list; readers treat a list as one group under the word's language (see translationGroups).
 */
export type UserWordData = {
  value: string;
  baseForm?: string | null;
  phonetic?: string | null;
  languageCode?: string | null;
  definitions: WordDefinition[];
  translations: Translations | string[];
  synonyms: string[];
  /** Other accepted spellings or forms (British/American, with or without an article). */
  variants?: string[];
  difficulty?: Difficulty | null;
  /** The dictionary's frequency band, for choosing multiple-choice distractors of similar rank. */
  frequency?: Frequency | null;
  /** The dictionary's example sentences when the word was added (absent on older copies). */
  sentences?: ExampleSentence[];
  /** True for a word the learner defined, not copied from the dictionary. */
  custom?: boolean;
};
