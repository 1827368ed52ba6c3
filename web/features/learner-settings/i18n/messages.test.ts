import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { settingsEn } from './en';
import { settingsHe } from './he';

describe('the Settings page’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    // Only in Hebrew: an English page shows the server's own words, which name what the page cannot know
    // (the plan's limit, the reviews needed, what a story left out).
    expect(messageTableProblems(settingsEn, settingsHe)).toEqual([
      '.refusals.NOT_ENOUGH_REVIEWS: only in Hebrew',
    ]);
    expect(settingsEn.refusals).not.toHaveProperty('NOT_ENOUGH_REVIEWS');
  });
});
