import { z } from 'zod';

// The one list of languages (ISO 639-1 codes) the product knows: the learner's native and target
// language, the admin's translation editor and words filter, and the web's language pickers.

export const languageNames = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ru: 'Russian',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  ar: 'Arabic',
  he: 'Hebrew',
  hi: 'Hindi',
  nl: 'Dutch',
  sv: 'Swedish',
  pl: 'Polish',
  tr: 'Turkish',
  th: 'Thai',
  vi: 'Vietnamese',
  id: 'Indonesian',
} as const;
export type LanguageCode = keyof typeof languageNames;

export const languageCodes = Object.keys(languageNames) as [LanguageCode, ...LanguageCode[]];

/** The languages the dictionary holds words of (the admin words list filters by these). */
export const dictionaryLanguages = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
] as const satisfies readonly LanguageCode[];

export const languageCodeSchema = z.enum(languageCodes, {
  error: () => `Unknown language code; expected one of ${languageCodes.join(', ')}`,
});

export type DictionaryLanguage = (typeof dictionaryLanguages)[number];

/** A learner's target language: only a language the dictionary holds words of can be learned. */
export const targetLanguageCodeSchema = z.enum(dictionaryLanguages, {
  error: () =>
    `There is no dictionary for this language yet; the languages you can learn are ${dictionaryLanguages.map((code) => `${languageNames[code]} (${code})`).join(', ')}`,
});

export function isLanguageCode(code: string): code is LanguageCode {
  return (languageCodes as readonly string[]).includes(code);
}
