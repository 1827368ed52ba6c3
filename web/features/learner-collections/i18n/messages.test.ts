import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { collectionsEn } from './en';
import { collectionsHe } from './he';

describe('the collections screen’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    expect(messageTableProblems(collectionsEn, collectionsHe)).toEqual([]);
  });
});
