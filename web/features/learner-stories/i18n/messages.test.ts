import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { storiesEn } from './en';
import { storiesHe } from './he';

describe('the stories screens’ messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    // Only in Hebrew: an English page shows the server's own words, which name what the page cannot know
    // (the plan's limit, the reviews needed, what a story left out).
    expect(messageTableProblems(storiesEn, storiesHe)).toEqual([
      '.refusals.LIMIT_REACHED:regularUser: only in Hebrew',
      '.refusals.LIMIT_REACHED:premiumUser: only in Hebrew',
      '.refusals.LIMIT_REACHED: only in Hebrew',
      '.refusals.TOO_MANY_STORIES: only in Hebrew',
      '.refusals.STORY_GENERATOR_FAILED: only in Hebrew',
      '.refusals.STORY_TOO_LONG: only in Hebrew',
      '.refusals.STORY_WRONG_LANGUAGE: only in Hebrew',
      '.refusals.STORY_INCOMPLETE: only in Hebrew',
    ]);
    expect(storiesEn.refusals).not.toHaveProperty('LIMIT_REACHED');
    expect(storiesEn.refusals).not.toHaveProperty('TOO_MANY_STORIES');
    expect(storiesEn.refusals).not.toHaveProperty('STORY_GENERATOR_FAILED');
    expect(storiesEn.refusals).not.toHaveProperty('STORY_TOO_LONG');
    expect(storiesEn.refusals).not.toHaveProperty('STORY_WRONG_LANGUAGE');
    expect(storiesEn.refusals).not.toHaveProperty('STORY_INCOMPLETE');
  });
});
