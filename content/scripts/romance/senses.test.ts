import { describe, expect, it } from 'vitest';
import type { AcceptedTranslation } from './cross-check';
import type { LexiconEntry } from './morphology';
import type { Gender, PartOfSpeech } from './pos';
import { buildSenses } from './senses';

const english = {
  frequency: (word: string) => ({ this: 1000, east: 10, duty: 20, owe: 15, obligation: 5 })[word] ?? 1,
  display: (word: string) => word,
};

function lexiconEntry(lemma: string, pos: [PartOfSpeech, Gender[]][]): LexiconEntry {
  return { lemma, pos: new Map(pos.map(([p, genders]) => [p, new Set(genders)])), forms: new Set() };
}

function translation(word: string, pos: PartOfSpeech[]): AcceptedTranslation {
  return { word, pos: new Set(pos), support: 1, sources: ['s'] };
}

describe('buildSenses', () => {
  it('orders senses by the English frequency of their best translation and gives nouns a gender', () => {
    const este = lexiconEntry('este', [
      ['noun', ['m']],
      ['determiner', []],
    ]);
    const senses = buildSenses(
      este,
      [translation('east', ['noun']), translation('this', ['determiner'])],
      english,
    );
    expect(senses).toEqual([
      { pos: 'determiner', gender: null, en: ['this'] },
      { pos: 'noun', gender: 'm', en: ['east'] },
    ]);
  });

  it('drops an unplaced translation of a lemma with several parts of speech', () => {
    const deber = lexiconEntry('deber', [
      ['verb', []],
      ['noun', ['m']],
    ]);
    const senses = buildSenses(
      deber,
      [translation('obligation', []), translation('owe', ['verb']), translation('duty', ['noun'])],
      english,
    );
    expect(senses.flatMap((sense) => sense.en)).toEqual(['duty', 'owe']);
  });

  it('puts unplaced translations under the only part of speech, and drops ones the lexicon contradicts', () => {
    const perro = lexiconEntry('perro', [['noun', ['m']]]);
    const senses = buildSenses(perro, [translation('dog', []), translation('bark', ['verb'])], english);
    expect(senses).toEqual([{ pos: 'noun', gender: 'm', en: ['dog'] }]);
  });

  it('keeps English articles for articles only, and a determiner translation for an article', () => {
    const en = lexiconEntry('en', [['preposition', []]]);
    expect(buildSenses(en, [translation('a', []), translation('in', ['preposition'])], english)).toEqual([
      { pos: 'preposition', gender: null, en: ['in'] },
    ]);
    const el = lexiconEntry('el', [['article', []]]);
    expect(buildSenses(el, [translation('the', ['determiner'])], english)).toEqual([
      { pos: 'article', gender: null, en: ['the'] },
    ]);
  });
});
