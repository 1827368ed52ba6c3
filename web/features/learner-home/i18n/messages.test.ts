import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { homeEn } from './en';
import { homeHe } from './he';
import { signOutEn } from './sign-out-en';
import { signOutHe } from './sign-out-he';

describe('the learner layout’s, home’s and onboarding’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    expect(messageTableProblems(homeEn, homeHe)).toEqual([]);
    expect(messageTableProblems(signOutEn, signOutHe)).toEqual([]);
  });
});
