import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { wordsEn } from './en';
import { wordsHe } from './he';

describe('the words screens’ messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    expect(messageTableProblems(wordsEn, wordsHe)).toEqual([]);
  });
});
