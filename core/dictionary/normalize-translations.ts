import { translationGroups } from './word-values';

// Spec section 3: a plain array is one group under the word's language (or "unknown"); section 5:
// values are trimmed, and a language left without translations disappears.
export function normalizeTranslations(
  input: Record<string, string[]> | string[],
  wordLanguage: string | null | undefined,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [language, values] of Object.entries(
    translationGroups(input, wordLanguage?.trim().toLowerCase()),
  )) {
    const cleaned = values.map((value) => value.trim()).filter(Boolean);
    if (cleaned.length > 0) result[language] = [...(result[language] ?? []), ...cleaned];
  }
  return result;
}
