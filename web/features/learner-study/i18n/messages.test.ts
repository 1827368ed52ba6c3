import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { emptyMessages } from './empty-messages';
import { studyEn } from './en';
import { studyHe } from './he';

describe('the study screen’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    // The plan's limit only in Hebrew: an English page shows the server's words, which name the limit.
    expect(messageTableProblems(studyEn, studyHe)).toEqual([
      '.refusals.LIMIT_REACHED:regularUser: only in Hebrew',
      '.refusals.LIMIT_REACHED:premiumUser: only in Hebrew',
      '.refusals.LIMIT_REACHED: only in Hebrew',
    ]);
    expect(studyEn.refusals).not.toHaveProperty('LIMIT_REACHED');
  });

  it('say as much in Hebrew as in English when there is nothing to study', () => {
    expect(messageTableProblems(emptyMessages.en, emptyMessages.he)).toEqual([]);
  });

  it('say in Hebrew when the month’s study sessions renew: 04:00 on the 1st, not at midnight', () => {
    // The month turns at the study day's start, so "next month" alone misleads just after midnight.
    expect(studyHe.refusals.LIMIT_REACHED).toContain('ב־1 בכל חודש בשעה 04:00');
  });
});
