import type { Difficulty, Frequency } from '~/core/dictionary/word-values';

/**
 * What the study rules need to know of a word, whether the learner's own or from the dictionary. The
 * API maps its rows to this: translations flattened to the learner's language, definitions to text.
 */
export type StudyWord = {
  id: string;
  value: string;
  /** The word's language (ISO code). */
  language: string;
  partOfSpeech: string | null;
  definitions: string[];
  translations: string[];
  synonyms: string[];
  /** Other accepted spellings or forms of the word (British/American, with or without an article). */
  variants: string[];
  difficulty: Difficulty | null;
  frequency: Frequency | null;
};
