// Counted phrases ("1 question shown", "2 questions shown") by the language's own plural rules
// (Intl.PluralRules): English has one and other, Hebrew also two. `other` is required; a language
// adds the categories it uses. Placeholders: {count}.
export type PluralForms = { readonly one: string; readonly other: string } & Partial<
  Record<'zero' | 'two' | 'few' | 'many', string>
>;

/** The categories beyond `one` and `other`, which only some languages have. */
export const extraPluralCategories = ['zero', 'two', 'few', 'many'] as const;

export function plural(forms: PluralForms, count: number, locale: string): string {
  const category = new Intl.PluralRules(locale).select(count) as keyof PluralForms;
  return (forms[category] ?? forms.other).replace('{count}', String(count));
}
