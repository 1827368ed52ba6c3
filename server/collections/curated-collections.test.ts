import { describe, expect, it } from 'vitest';
import { parseDefinitions, parseThemes, problemsOf } from '~/core/collections/curated-collections';
import { readContentRows } from '~/server/dictionary/content/import-content';
import { collectionDefinitions, collectionLanguages, themesOf } from './read-collections';

// The curated lists of content/curated/collections against the shipped dictionaries: every lemma is
// an entry of its language (among those imported at start), with the part of speech it names.

describe('curated collections', () => {
  it('have an English and a Hebrew name and description, and tiers their ranks', () => {
    const definitions = collectionDefinitions();
    expect(definitions.length).toBeGreaterThanOrEqual(12);
    expect(problemsOf(definitions, new Map())).toEqual(
      definitions.filter((d) => d.kind === 'theme').map((d) => `${d.slug}: no words`),
    );
  });

  it.each(collectionLanguages)('%s: at least 12 collections, 15–40 distinct words a theme', (language) => {
    const themes = themesOf(language);
    expect(problemsOf(collectionDefinitions(), themes)).toEqual([]);
    const tiers = collectionDefinitions().filter((d) => d.kind === 'frequency').length;
    expect(tiers + themes.size).toBeGreaterThanOrEqual(12);
  });

  it.each(collectionLanguages)(
    '%s: every lemma is in the dictionary, with its part of speech',
    (language) => {
      const entries = new Map(readContentRows(language).map((row) => [row.value, row]));
      const missing: string[] = [];
      for (const [slug, words] of themesOf(language)) {
        for (const { lemma, partOfSpeech } of words) {
          const entry = entries.get(lemma);
          const parts = entry?.definitions.map((d) => d.partOfSpeech) ?? [];
          if (!entry || (partOfSpeech && !parts.includes(partOfSpeech))) missing.push(`${slug}: ${lemma}`);
        }
      }
      expect(missing).toEqual([]);
    },
    60_000,
  );
});

describe('the collection rules', () => {
  const definitions = parseDefinitions(
    'slug\tkind\tranks\tname_en\tname_he\tdescription_en\tdescription_he\n' +
      'first-100\ttier\t1-100\tFirst\tראשון\tThe first\tהראשונות\n' +
      'pets\ttheme\t\tPets\t\tAnimals at home\tחיות בית\n',
  );

  it('reads tiers with their ranks and themes without', () => {
    expect(definitions[0]).toMatchObject({ kind: 'frequency', ranks: { from: 1, to: 100 } });
    expect(definitions[1]).toMatchObject({ kind: 'theme', ranks: null });
  });

  it('finds a missing translation, a duplicate, a short list and an undefined theme', () => {
    const few = Array.from({ length: 13 }, (_, i) => `cat${i}`);
    const themes = parseThemes(
      `collection\tlemma\tpart_of_speech\n${[...few, 'cat0']
        .map((lemma) => `pets\t${lemma}\t`)
        .join('\n')}\nbirds\towl\tnoun\n`,
    );
    expect(themes.get('birds')).toEqual([{ lemma: 'owl', partOfSpeech: 'noun' }]);
    expect(problemsOf(definitions, themes)).toEqual([
      'pets: no he name',
      'pets: 14 words, not 15–40',
      'pets: cat0 twice',
      'birds: not a defined collection',
      'birds: 1 words, not 15–40',
    ]);
  });
});
