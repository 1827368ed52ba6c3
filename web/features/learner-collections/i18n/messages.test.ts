import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { collectionsEn } from './en';
import { collectionsHe } from './he';

describe('the collections screen’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    // Only in Hebrew: an English page shows the server's own words, which name what the page cannot know
    // (the plan's limit, the reviews needed, what a story left out).
    expect(messageTableProblems(collectionsEn, collectionsHe)).toEqual([
      '.refusals.LIMIT_REACHED:regularUser: only in Hebrew',
      '.refusals.LIMIT_REACHED:premiumUser: only in Hebrew',
      '.refusals.LIMIT_REACHED: only in Hebrew',
      '.refusals.LIMIT_REACHED:words:regularUser: only in Hebrew',
      '.refusals.LIMIT_REACHED:words:premiumUser: only in Hebrew',
      '.refusals.LIMIT_REACHED:words: only in Hebrew',
    ]);
    expect(collectionsEn.refusals).not.toHaveProperty('LIMIT_REACHED');
    expect(collectionsEn.refusals).not.toHaveProperty('LIMIT_REACHED:words');
  });
});
