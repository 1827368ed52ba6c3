import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { importEn } from './en';
import { importHe } from './he';

describe('the import screen’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    expect(messageTableProblems(importEn, importHe)).toEqual([]);
  });
});
