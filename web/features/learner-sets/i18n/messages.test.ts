import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { setsEn } from './en';
import { setsHe } from './he';

describe('the study sets screens’ messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    expect(messageTableProblems(setsEn, setsHe)).toEqual([]);
  });
});
