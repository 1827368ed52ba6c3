import { languageNames } from '~/core/languages';

/** A language's name in the page's language (Intl), else its English name, else its code. */
export function languageName(code: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code);
    if (name && name !== code) return name;
  } catch {
    // An engine without DisplayNames: the English name below.
  }
  return (languageNames as Record<string, string>)[code] ?? code;
}
