import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { wordsEn } from './en';
import { wordsHe } from './he';

describe('the words screens’ messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    // Only in Hebrew: an English page shows the server's own words, which name what the page cannot know
    // (the plan's limit, the reviews needed, what a story left out).
    expect(messageTableProblems(wordsEn, wordsHe)).toEqual([
      '.refusals.LIMIT_REACHED:regularUser: only in Hebrew',
      '.refusals.LIMIT_REACHED:premiumUser: only in Hebrew',
      '.refusals.LIMIT_REACHED: only in Hebrew',
    ]);
    expect(wordsEn.refusals).not.toHaveProperty('LIMIT_REACHED');
  });
});
