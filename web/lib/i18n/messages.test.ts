import { describe, expect, it } from 'vitest';
import { dictionaryLanguages, languageNames } from '~/core/languages';
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

describe('what the public pages promise', () => {
  const tables = [
    { locale: 'en', table: strings(messages.en) },
    { locale: 'he', table: strings(messages.he) },
  ] as const;
  const sentences = (text: string) => text.split(/(?<=[.;:!?])\s+/);

  it('never makes cloud sync or offline study a Pro feature: every plan has both', () => {
    // A sentence about either that names Pro but not Free presents it as Pro's ("Cloud sync is part of Pro").
    const syncOrOffline = /sync|offline|סנכרון|מסתנכרנ|מקוון/i;
    const free = /free|חינם/i;
    const proOnly = tables.flatMap(({ table }) =>
      table.flatMap(([at, text]) =>
        sentences(text)
          .filter(
            (sentence) => syncOrOffline.test(sentence) && /\bPro\b/.test(sentence) && !free.test(sentence),
          )
          .map((sentence) => `${at}: ${sentence}`),
      ),
    );
    expect(proOnly).toEqual([]);
  });

  it('promise no statistic the Statistics page does not show (accuracy, trends per set)', () => {
    const missing = { en: /accuracy|trends/i, he: /הדיוק|דיוק ו|דיוק,|מגמות/ };
    const promised = tables.flatMap(({ locale, table }) =>
      table.filter(([, text]) => missing[locale].test(text)).map(([at]) => `${locale}${at}`),
    );
    expect(promised).toEqual([]);
  });

  it('quote learners of languages the product teaches', () => {
    for (const { locale } of tables) {
      // The names the learner pages give these languages: core's in English, Intl's in Hebrew.
      const hebrew = new Intl.DisplayNames(['he'], { type: 'language' });
      const taught = dictionaryLanguages.map((code) =>
        locale === 'en' ? languageNames[code] : (hebrew.of(code) ?? code),
      );
      for (const { name, role } of messages[locale].home.testimonials.items)
        expect(
          taught.some((language) => role.includes(language)),
          `${locale}: ${name}, ${role}`,
        ).toBe(true);
    }
  });
});
