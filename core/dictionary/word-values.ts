// Value lists and shapes of words (spec sections 2, 3, 5, 9). Shared by server and web; no zod here.
import { dictionaryLanguages, languageNames } from '../languages';

/** Languages the words list filters by (spec section 2, Words Management): see core/languages.ts. */
export const wordLanguages = dictionaryLanguages;
export type WordLanguage = (typeof wordLanguages)[number];

export const wordLanguageNames = Object.fromEntries(
  wordLanguages.map((code) => [code, languageNames[code]]),
) as Record<WordLanguage, string>;

/** Language names the translations editor knows (spec section 9): the one list in core/languages.ts. */
export const translationLanguageNames: Record<string, string> = languageNames;

export const LANGUAGE_CODE_MAX_LENGTH = 5;
/**
 * A translation's language code: two or three letters (en, haw), with a region if needed (pt-br).
 * One letter would also collide with the search keys of a word's forms ("f:…"), and would find the
 * word by a translation no one can remove.
 */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[a-z0-9]{2,3})?$/;
export const LANGUAGE_CODE_FORMAT_MESSAGE =
  'Language code must be 2 or 3 letters (en), with a region if needed (pt-br)';

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
