import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { statsEn } from './en';
import { statsHe } from './he';

describe('the statistics screen’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    expect(messageTableProblems(statsEn, statsHe)).toEqual([]);
  });
});
