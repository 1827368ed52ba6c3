import type { Translations, WordDefinition } from '../dictionary/word-values';

/**
 * What a word means, in a few words: its translation into `language` (the learner's own) when it
 * has one, else its first definition, else any translation.
 */
export function meaningOf(
  word: { translations: Translations; definitions: WordDefinition[] },
  language: string | null | undefined,
): string {
  const { translations, definitions } = word;
  return (
    (language ? translations[language]?.[0] : undefined) ??
    definitions[0]?.definition ??
    Object.values(translations).find((list) => list.length > 0)?.[0] ??
    ''
  );
}
