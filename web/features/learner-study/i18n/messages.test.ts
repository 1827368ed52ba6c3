import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { studyEn } from './en';
import { studyHe } from './he';

describe('the study screen’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    expect(messageTableProblems(studyEn, studyHe)).toEqual([]);
  });
});
