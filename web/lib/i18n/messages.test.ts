import { describe, expect, it } from 'vitest';
import { format } from './format';
import { extraPluralCategories } from './plural';
import { messages } from './site-messages';

/** Every string of a table with its path, in a stable order. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${at}.${key}`));
}

describe('translation tables', () => {
  const en = strings(messages.en);
  const he = strings(messages.he);

  it('have the same entries in both languages, including list lengths', () => {
    // Plural categories beyond one and other belong to one language (Hebrew's "two").
    const extra = new RegExp(`\\.(${extraPluralCategories.join('|')})$`);
    const paths = (table: [string, string][]) => table.map(([at]) => at).filter((at) => !extra.test(at));
    expect(paths(he)).toEqual(paths(en));
  });

  it('leave no Hebrew text untranslated or empty', () => {
    const hebrew = /[\u0590-\u05FF]/;
    // Category keys, image paths and the marketing figures are the same in every language.
    const sameEverywhere = /(\.category|\.image|\.value)$/;
    const untranslated = he.filter(([at, text]) => !sameEverywhere.test(at) && !hebrew.test(text));
    expect(untranslated).toEqual([]);
    for (const [at, text] of [...en, ...he]) expect(text.trim(), at).not.toBe('');
  });

  it('keep the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const heByPath = new Map(he);
    for (const [at, text] of en) {
      const hebrew = placeholders(heByPath.get(at) ?? '');
      // A plural form for one may spell the number out ("מוצגת שאלה אחת"), but adds no placeholder.
      if (/\.one$/.test(at)) expect(placeholders(text), at).toEqual(expect.arrayContaining(hebrew));
      else expect(hebrew, at).toEqual(placeholders(text));
    }
  });

  it('fills placeholders', () => {
    expect(format('Save {percent}%', { percent: 28.5 })).toBe('Save 28.5%');
    expect(format('{missing} stays', {})).toBe('{missing} stays');
  });
});
