import { describe, expect, it } from 'vitest';
import { lemmaScores, parseFrequencyList } from './frequency';
import { rankEntries } from './rank';

describe('parseFrequencyList', () => {
  it('folds case and French elisions, keeping the first rank', () => {
    expect(parseFrequencyList("de\nLe\nle\nd'effets\neffets\n\n")).toEqual(['de', 'le', 'effets']);
  });
});

describe('lemmaScores', () => {
  const analyses: Record<string, string[]> = {
    como: ['comer', 'como'],
    una: ['uno', 'unir'],
    comer: ['comer'],
  };
  const prior: Record<string, number | null> = {
    comer: 10,
    como: 100,
    uno: 300,
    unir: 9,
    asir: 5,
    así: null,
  };

  it('counts 1/rank, shared by prior and doubled for the lemma spelled like the form', () => {
    const scores = lemmaScores(
      ['como', 'una', 'comer'],
      (form) => analyses[form] ?? [],
      (lemma) => prior[lemma]!,
    );
    // como (rank 1): comer 11 vs como 101*2 -> como takes 202/213.
    expect(scores.get('como')).toBeCloseTo(202 / 213);
    expect(scores.get('comer')).toBeCloseTo(11 / 213 + 1 / 3);
    expect(scores.get('uno')! / scores.get('unir')!).toBeCloseTo(301 / 10);
  });

  it('gives a lemma with no prior the largest prior of the others', () => {
    const scores = lemmaScores(
      ['así'],
      () => ['asir', 'así'],
      (lemma) => prior[lemma]!,
    );
    expect(scores.get('así')).toBeCloseTo((6 * 2) / (6 + 12));
  });
});

describe('rankEntries', () => {
  const entry = (lemma: string, frequency: number, proxy: number) => ({
    lemma,
    frequency,
    proxy,
    senses: [],
    en: [],
    forms: [],
    sources: new Set<string>(),
  });

  it('ranks listed lemmas by score, then unlisted ones by proxy, alphabetically on ties, up to the size', () => {
    const ranked = rankEntries(
      [entry('b', 0, 5), entry('a', 0.5, 0), entry('c', 0.9, 0), entry('d', 0, 7), entry('e', 0, 5)],
      4,
    );
    expect(ranked.map((e) => e.lemma)).toEqual(['c', 'a', 'd', 'b']);
  });
});
