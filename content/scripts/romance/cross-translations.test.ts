import { describe, expect, it } from 'vitest';
import type { Bidix } from './bidix';
import { crossTranslate } from './cross-translations';
import type { DraftEntry } from './draft';
import type { RomanceCode } from './languages';

function entry(lemma: string, en: string[]): DraftEntry {
  return {
    lemma,
    senses: [{ pos: 'noun', gender: 'm', en }],
    en,
    forms: [],
    sources: new Set(),
    frequency: 0,
    proxy: 0,
  };
}

const bidix = (pairs: [string, string[]][]): Bidix =>
  new Map(pairs.map(([lemma, words]) => [lemma, new Map([['noun', words]])]));

const toSpanish: Record<string, Bidix> = {
  fr: bidix([['temps', ['tiempo']]]),
  it: bidix([]),
};
const fromSpanish: Record<string, Bidix> = {
  fr: bidix([['tiempo', ['temps']]]),
  it: bidix([['tiempo', ['tempo', 'clima']]]),
};
const bidixes = {
  toSpanish: (code: RomanceCode) => ({ bidix: toSpanish[code]!, source: `apertium-${code}` }),
  fromSpanish: (code: RomanceCode) => ({ bidix: fromSpanish[code]!, source: `apertium-${code}` }),
};

describe('crossTranslate', () => {
  it('takes Spanish pairs straight from Apertium, for words the target dictionary has', () => {
    const target = new Map([['temps', entry('temps', ['time'])]]);
    expect(crossTranslate(entry('tiempo', ['time', 'weather']), 'es', 'fr', bidixes, target)).toEqual({
      words: ['temps'],
      pivot: null,
      source: 'apertium-fr',
    });
  });

  it('goes through Spanish between the others, keeping only words whose English matches', () => {
    const italian = new Map([
      ['tempo', entry('tempo', ['time'])],
      ['clima', entry('clima', ['climate'])],
    ]);
    expect(crossTranslate(entry('temps', ['time']), 'fr', 'it', bidixes, italian)).toEqual({
      words: ['tempo'],
      pivot: 'es',
      source: 'apertium-fr+apertium-it',
    });
  });
});
