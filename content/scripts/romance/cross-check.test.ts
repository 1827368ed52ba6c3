import { describe, expect, it } from 'vitest';
import { crossCheck, withoutDated } from './cross-check';
import { vulgarEnglish } from './register';

const frequency = (word: string) => ({ time: 100, weather: 50, tense: 5, purpose: 60, plan: 40 })[word] ?? 1;

describe('crossCheck', () => {
  it('keeps what two sources agree on, drops the rest, orders by support then English frequency', () => {
    const accepted = crossCheck(
      [
        {
          source: 'apertium',
          candidates: [
            { word: 'weather', pos: 'noun' },
            { word: 'time', pos: 'noun' },
          ],
        },
        {
          source: 'freedict',
          candidates: [
            { word: 'time', pos: null },
            { word: 'tense', pos: null },
          ],
        },
        {
          source: 'pivot',
          candidates: [
            { word: 'time', pos: 'noun' },
            { word: 'weather', pos: 'noun' },
          ],
        },
      ],
      frequency,
    );
    expect(accepted.map((t) => [t.word, t.support])).toEqual([
      ['time', 3],
      ['weather', 2],
    ]);
    expect([...accepted[0]!.pos]).toEqual(['noun']);
  });

  it('lets the most trusted source win when no candidate has a second source', () => {
    const accepted = crossCheck(
      [
        { source: 'apertium', candidates: [{ word: 'purpose', pos: 'noun' }] },
        { source: 'freedict', candidates: [{ word: 'plan', pos: null }] },
      ],
      frequency,
    );
    expect(accepted.map((t) => t.word)).toEqual(['purpose']);
  });

  it("keeps the trusted source's commonest translation per part of speech even when another one is agreed", () => {
    const accepted = crossCheck(
      [
        {
          source: 'apertium',
          candidates: [
            { word: 'purpose', pos: 'noun' },
            { word: 'plan', pos: 'noun' },
          ],
          keepsDefaults: true,
        },
        {
          source: 'freedict',
          candidates: [
            { word: 'plan', pos: null },
            { word: 'tense', pos: null },
          ],
        },
      ],
      frequency,
    );
    expect(accepted.map((t) => t.word)).toEqual(['plan', 'purpose']);
  });

  it('takes a lone source whole', () => {
    const accepted = crossCheck(
      [
        { source: 'apertium', candidates: [] },
        {
          source: 'freedict',
          candidates: [
            { word: 'tense', pos: null },
            { word: 'time', pos: null },
          ],
        },
      ],
      frequency,
    );
    expect(accepted.map((t) => t.word)).toEqual(['time', 'tense']);
  });

  it('keeps no unconfirmed default of a pivot', () => {
    const accepted = crossCheck(
      [
        {
          source: 'pivot',
          candidates: [
            { word: 'purpose', pos: 'noun' },
            { word: 'plan', pos: 'noun' },
          ],
        },
        { source: 'freedict', candidates: [{ word: 'plan', pos: null }] },
      ],
      frequency,
    );
    expect(accepted.map((t) => t.word)).toEqual(['plan']);
  });

  describe('with vulgar words (English frequency is counted in film subtitles)', () => {
    const counts: Record<string, number> = { fucking: 900, damned: 40, cursed: 20, cock: 300, rooster: 30 };
    const often = (word: string) => counts[word] ?? 1;
    const isVulgar = vulgarEnglish([
      { word: 'cock', partOfSpeech: 'noun' },
      { word: 'cunt', partOfSpeech: 'noun' },
      { word: 'fucking', partOfSpeech: 'any' },
    ]);

    it("does not make a vulgar word a direct source's likeliest translation while it has a plain one", () => {
      const sources = [
        {
          source: 'apertium',
          keepsDefaults: true,
          candidates: [
            { word: 'fucking', pos: 'adjective' as const },
            { word: 'damned', pos: 'adjective' as const },
          ],
        },
        { source: 'freedict', candidates: [{ word: 'cursed', pos: 'adjective' as const }] },
      ];
      expect(crossCheck(sources, often).map((t) => t.word)).toEqual(['fucking']);
      expect(crossCheck(sources, often, isVulgar).map((t) => t.word)).toEqual(['damned']);
    });

    it('puts a plain word before a vulgar one of the same support', () => {
      const both = [
        { word: 'cock', pos: 'noun' as const },
        { word: 'rooster', pos: 'noun' as const },
      ];
      const accepted = crossCheck(
        [
          { source: 'apertium', candidates: both },
          { source: 'freedict', candidates: both },
        ],
        often,
        isVulgar,
      );
      expect(accepted.map((t) => t.word)).toEqual(['rooster', 'cock']);
    });

    it('keeps vulgar words where they are all the sources give', () => {
      const accepted = crossCheck(
        [
          { source: 'apertium', keepsDefaults: true, candidates: [{ word: 'fucking', pos: 'adjective' }] },
          { source: 'freedict', candidates: [{ word: 'cunt', pos: 'noun' }] },
        ],
        often,
        isVulgar,
      );
      expect(accepted.map((t) => t.word)).toEqual(['fucking']);
    });
  });
});

describe('withoutDated', () => {
  const isDated = (word: string) => ['thou', 'ye', 'ya'].includes(word);
  const translation = (word: string, ...pos: ('pronoun' | 'noun')[]) => ({
    word,
    pos: new Set(pos),
    support: 1,
    sources: ['freedict-fra-eng'],
  });

  it('drops a dated word beside a current one of the same part of speech', () => {
    const vous = [translation('you', 'pronoun'), translation('thou', 'pronoun'), translation('ye')];
    expect(withoutDated(vous, isDated).map(({ word }) => word)).toEqual(['you']);
  });

  it('keeps a dated word that is all a part of speech has', () => {
    const entry = [translation('thing', 'noun'), translation('thou', 'pronoun')];
    expect(withoutDated(entry, isDated).map(({ word }) => word)).toEqual(['thing', 'thou']);
    expect(withoutDated([translation('ye', 'pronoun')], isDated)).toHaveLength(1);
  });
});
