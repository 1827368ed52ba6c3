// Words and answers keep their own language's direction inside a page of the other one (a Hebrew
// word on an English page, an English word on a Hebrew page).
const rightToLeft = new Set(['he', 'ar', 'fa', 'ur', 'yi']);

export function directionOf(language: string | null | undefined): 'rtl' | 'ltr' | undefined {
  if (!language) return undefined;
  return rightToLeft.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** lang and dir attributes for a text in `language` (nothing when the language is unknown). */
export function languageAttributes(language: string | null | undefined) {
  return language ? { lang: language, dir: directionOf(language) } : { dir: 'auto' as const };
}
