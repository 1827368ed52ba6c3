import { describe, expect, it } from 'vitest';
import { addWordBodySchema, listMyWordsQuerySchema } from './my-word';

describe('a word’s spelling as it is added and searched', () => {
  it('is one spelling however its letters were composed, with single spaces', () => {
    const decomposed = 'cafe\u0301';
    expect(addWordBodySchema.parse({ value: decomposed, languageCode: 'fr' }).value).toBe('café');
    expect(addWordBodySchema.parse({ value: '  le \u00a0 chat ', languageCode: 'fr' }).value).toBe('le chat');
    expect(listMyWordsQuerySchema.parse({ q: decomposed }).q).toBe('café');
  });

  it('still refuses a word of spaces alone', () => {
    expect(addWordBodySchema.safeParse({ value: ' \u00a0 ', languageCode: 'fr' }).success).toBe(false);
  });
});
