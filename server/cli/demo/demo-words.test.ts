import { describe, expect, it } from 'vitest';
import { wordLanguages } from '~/core/dictionary/word-values';
import { createFactoryContext } from '~/server/db/factories/context';
import { curatedConcepts } from '~/server/db/factories/curated-words';
import { buildGlobalWord } from '~/server/db/factories/global-words';
import { readWordnetEntries } from '~/server/dictionary/wordnet/read-wordnet';
import { buildDemoWords } from './demo-words';

const words = buildDemoWords(createFactoryContext(20260115, new Date('2026-03-01T00:00:00Z')));
const english = words.filter((word) => word.languageCode === 'en');
const wordnet = readWordnetEntries(english.map((word) => word.value));
const glossesOf = (lemma: string) =>
  Object.values(wordnet.get(lemma)?.byPartOfSpeech ?? {})
    .flat()
    .map(({ partOfSpeech, definition, examples }) => ({ partOfSpeech, definition, examples }));
const everyText = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(everyText)
      : value && typeof value === 'object' && !(value instanceof Date)
        ? Object.values(value).flatMap(everyText)
        : [];

describe('demo dictionary content', () => {
  it('has no phonetic at all (WordNet has no transcriptions), and no placeholder text', () => {
    expect(words.filter((word) => word.phonetic != null)).toEqual([]);
    const texts = words.flatMap((word) => everyText({ ...word, id: '' }));
    expect(texts.filter((text) => /lorem|ipsum|dolor sit|consectetur/i.test(text))).toEqual([]);
    // The shapes of the former faker glosses and template examples.
    expect(
      texts.filter((text) =>
        /or handle a .* in a .* way|having the \w+ quality of a|Can you use|whenever the .* allows it|over dinner\.$/.test(
          text,
        ),
      ),
    ).toEqual([]);
  });

  it('gives English entries exactly WordNet definitions, parts of speech and examples of that lemma', () => {
    expect(english.length).toBeGreaterThanOrEqual(700);
    for (const word of english) {
      const senses = glossesOf(word.value);
      expect(senses.length, word.value).toBeGreaterThan(0);
      expect(word.definitions!.length, word.value).toBeGreaterThan(0);
      for (const definition of word.definitions!) expect(senses, word.value).toContainEqual(definition);
      for (const example of word.examples!) {
        expect(
          senses.flatMap((sense) => sense.examples),
          word.value,
        ).toContain(example);
      }
    }
    const table = english.find((word) => word.value === 'table')!;
    expect(table.definitions![0]!.definition).toMatch(/^a piece of furniture having a smooth flat top/);
    expect(table.translations).toMatchObject({ es: ['mesa'], de: ['Tisch'], fr: ['table'] });
  });

  it('has at least 150 curated concepts, each in all six languages with the true translations both ways', () => {
    expect(curatedConcepts.length).toBeGreaterThanOrEqual(150);
    const byKey = new Map(words.map((word) => [`${word.languageCode}:${word.value}`, word]));
    for (const concept of curatedConcepts) {
      for (const language of wordLanguages) {
        const entry = byKey.get(`${language}:${concept.words[language]}`);
        expect(entry, `${language}:${concept.words[language]}`).toBeDefined();
        for (const other of wordLanguages.filter((code) => code !== language)) {
          expect(entry!.translations![other], `${language}:${concept.words[language]} → ${other}`).toContain(
            concept.words[other],
          );
        }
        // Every language's entry means that WordNet sense of the English word.
        const gloss = glossesOf(concept.words.en).filter(
          (sense) => sense.partOfSpeech === concept.partOfSpeech,
        )[concept.sense - 1]!.definition;
        expect(entry!.definitions!.map((definition) => definition.definition)).toContain(gloss);
      }
    }
  });

  it('derives difficulty and frequency from WordNet, covering every level in every language', () => {
    for (const language of wordLanguages) {
      const own = words.filter((word) => word.languageCode === language);
      expect(new Set(own.map((word) => word.difficulty)), language).toEqual(
        new Set(['beginner', 'intermediate', 'advanced']),
      );
      expect(new Set(own.map((word) => word.frequency)), language).toEqual(
        new Set(['high', 'medium', 'low']),
      );
    }
    const concept = (en: string) => words.filter((word) => word.translations?.en?.includes(en));
    expect(new Set(concept('serendipity').map((word) => `${word.difficulty}/${word.frequency}`))).toEqual(
      new Set(['advanced/low']),
    );
    expect(english.find((word) => word.value === 'house')).toMatchObject({
      difficulty: 'beginner',
      frequency: 'high',
    });
  });

  it('builds factory words from the same real content', () => {
    const ctx = createFactoryContext(5);
    for (let i = 0; i < 20; i++) {
      const word = buildGlobalWord(ctx);
      const concept = curatedConcepts.find(
        (candidate) => candidate.words[word.languageCode as (typeof wordLanguages)[number]] === word.value,
      );
      expect(concept, word.value).toBeDefined();
      expect(word.phonetic).toBeNull();
    }
  });
});
