/** A language's English name (es → "Spanish"), for prompts and the server's messages; the code itself when unknown. */
export function englishLanguageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
