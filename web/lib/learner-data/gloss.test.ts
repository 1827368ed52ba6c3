import { describe, expect, it } from 'vitest';
import { testWord } from '~/web/lib/test/test-words';
import { gloss } from './gloss';

const word = (translations: Record<string, string[]>, definition?: string) => {
  const base = testWord('w1', 'maison');
  return testWord('w1', 'maison', {
    word: {
      ...base.word,
      translations,
      definitions: definition ? [{ definition, partOfSpeech: 'noun', examples: [] }] : [],
    },
  });
};

describe('gloss', () => {
  it('is the translation into the learner’s language, else the first definition, else any translation', () => {
    expect(gloss(word({ en: ['house'], he: ['בית'] }, 'a building'), 'he')).toBe('בית');
    expect(gloss(word({ en: ['house'] }, 'a building'), 'he')).toBe('a building');
    expect(gloss(word({ en: [], de: ['Haus'] }), 'he')).toBe('Haus');
    expect(gloss(word({}), 'he')).toBe('');
  });
});
