// Value lists and shapes of words (spec sections 2, 3, 5, 9). Shared by server and web; no zod here.
import { dictionaryLanguages, languageNames } from './languages';

/** Languages the words list filters by (spec section 2, Words Management): see core/languages.ts. */
export const wordLanguages = dictionaryLanguages;
export type WordLanguage = (typeof wordLanguages)[number];

export const wordLanguageNames = Object.fromEntries(
  wordLanguages.map((code) => [code, languageNames[code]]),
) as Record<WordLanguage, string>;

/** Language names the translations editor knows (spec section 9): the one list in core/languages.ts. */
export const translationLanguageNames: Record<string, string> = languageNames;

export const LANGUAGE_CODE_MAX_LENGTH = 5;

export const difficulties = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof difficulties)[number];

export const frequencies = ['high', 'medium', 'low'] as const;
export type Frequency = (typeof frequencies)[number];

/** The ten suggested parts of speech; the editor also accepts free text (stored lower case). */
export const partsOfSpeech = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'determiner',
  'article',
] as const;
export type PartOfSpeech = (typeof partsOfSpeech)[number];

export type WordDefinition = { partOfSpeech: string; definition: string; examples: string[] };

/** Language code -> translations. */
export type Translations = Record<string, string[]>;

// `new` until first studied (core/learner/word-status.ts); `other` is kept for rows older apps wrote.
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
  /** True for a word the learner defined, not copied from the dictionary. */
  custom?: boolean;
};

/** Normalises translations: a plain array becomes one group under the word's language or "unknown". */
export function translationGroups(
  translations: Translations | string[] | null | undefined,
  languageCode?: string | null,
): Translations {
  if (!translations) return {};
  if (Array.isArray(translations))
    return translations.length ? { [languageCode || 'unknown']: translations } : {};
  return translations;
}

export const storyLengths = ['Very Short', 'Short', 'Medium', 'Long'] as const;
export type StoryLength = (typeof storyLengths)[number];
export const STORY_MIN_WORDS = 3;
