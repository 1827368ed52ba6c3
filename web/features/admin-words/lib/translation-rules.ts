import { WORD_TEXT_MAX_LENGTH } from '~/core/dictionary/word-edits';
import {
  LANGUAGE_CODE_FORMAT_MESSAGE,
  LANGUAGE_CODE_MAX_LENGTH,
  LANGUAGE_CODE_PATTERN,
  translationLanguageNames,
} from '~/core/dictionary/word-values';
import { normalizeEntry, tooLongMessage } from './list-rules';

// Translations editor rules.

export type Translations = Record<string, string[]>;

export function normalizeLanguageCode(raw: string): string {
  return raw.trim().toLowerCase();
}

/** "Spanish (es)" for the twenty known codes, the upper-case code otherwise. */
export function languageName(code: string): string {
  return translationLanguageNames[code] ?? code.toUpperCase();
}

export function languageLabel(code: string): string {
  const name = translationLanguageNames[code];
  return name ? `${name} (${code})` : code.toUpperCase();
}

export type NewLanguageCheck =
  | { ok: true; code: string; translation: string }
  | { ok: false; errors: { code?: string; translation?: string } };

/**
 * A new language: code trimmed, lower-cased, at most 5 characters, two or three letters with an
 * optional region, not present; a first translation.
 */
export function checkNewLanguage(translations: Translations, rawCode: string, rawTranslation: string) {
  const code = normalizeLanguageCode(rawCode);
  const translation = normalizeEntry(rawTranslation);
  const errors: { code?: string; translation?: string } = {};
  if (!code) errors.code = 'Language code is required';
  else if (code.length > LANGUAGE_CODE_MAX_LENGTH)
    errors.code = `Language code must be at most ${LANGUAGE_CODE_MAX_LENGTH} characters`;
  else if (!LANGUAGE_CODE_PATTERN.test(code)) errors.code = LANGUAGE_CODE_FORMAT_MESSAGE;
  else if (Object.hasOwn(translations, code)) errors.code = `${languageLabel(code)} is already present`;
  if (!translation) errors.translation = 'The first translation is required';
  else if (translation.length > WORD_TEXT_MAX_LENGTH)
    errors.translation = tooLongMessage('The first translation', WORD_TEXT_MAX_LENGTH);
  if (errors.code || errors.translation) return { ok: false, errors } as NewLanguageCheck;
  return { ok: true, code, translation } as NewLanguageCheck;
}

export function addLanguage(translations: Translations, code: string, first: string): Translations {
  return { ...translations, [code]: [first] };
}

export function removeLanguage(translations: Translations, code: string): Translations {
  const { [code]: _removed, ...rest } = translations;
  return rest;
}

export function addTranslation(translations: Translations, code: string, value: string): Translations {
  return { ...translations, [code]: [...(translations[code] ?? []), value] };
}

export function editTranslation(
  translations: Translations,
  code: string,
  index: number,
  value: string,
): Translations {
  return {
    ...translations,
    [code]: (translations[code] ?? []).map((item, i) => (i === index ? value : item)),
  };
}

/** Removing the last translation of a language removes the language. */
export function removeTranslation(translations: Translations, code: string, index: number): Translations {
  const remaining = (translations[code] ?? []).filter((_, i) => i !== index);
  return remaining.length > 0 ? { ...translations, [code]: remaining } : removeLanguage(translations, code);
}
