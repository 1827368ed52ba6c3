import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { settingsEn } from './en';
import { settingsHe } from './he';

describe('the Settings page’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    expect(messageTableProblems(settingsEn, settingsHe)).toEqual([]);
  });
});
