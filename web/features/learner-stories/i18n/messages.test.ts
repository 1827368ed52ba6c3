import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { storiesEn } from './en';
import { storiesHe } from './he';

describe('the stories screens’ messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    expect(messageTableProblems(storiesEn, storiesHe)).toEqual([]);
  });
});
