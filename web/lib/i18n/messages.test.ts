import { describe, expect, it } from 'vitest';
import { format, messages } from './messages';

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
    expect(he.map(([at]) => at)).toEqual(en.map(([at]) => at));
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
    for (const [at, text] of en) expect(placeholders(heByPath.get(at) ?? ''), at).toEqual(placeholders(text));
  });

  it('fills placeholders', () => {
    expect(format('Save {percent}%', { percent: 28.5 })).toBe('Save 28.5%');
    expect(format('{missing} stays', {})).toBe('{missing} stays');
  });
});
