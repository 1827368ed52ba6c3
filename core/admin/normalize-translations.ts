// Spec section 3: translations are a map by language; a plain array is one group under the word's
// language (or "unknown"). Languages left without translations disappear (section 5).
export function normalizeTranslations(
  input: Record<string, string[]> | string[],
  wordLanguage: string | null | undefined,
): Record<string, string[]> {
  const entries = Array.isArray(input) ? [[wordLanguage?.trim().toLowerCase() || 'unknown', input] as const] : Object.entries(input);
  const result: Record<string, string[]> = {};
  for (const [language, values] of entries) {
    const cleaned = values.map((value) => value.trim()).filter(Boolean);
    if (cleaned.length > 0) result[language] = [...(result[language] ?? []), ...cleaned];
  }
  return result;
}
