import { describe, expect, it } from 'vitest';
import { messageTableProblems } from '~/web/lib/i18n/table-check';
import { importEn } from './en';
import { importHe } from './he';

describe('the import screen’s messages', () => {
  it('say everything in Hebrew that they say in English, with the same placeholders', () => {
    // Only in Hebrew: an English page shows the server's own words, which name what the page cannot know
    // (how many imports may run at once; why a file was refused, which the Hebrew page quotes).
    expect(messageTableProblems(importEn, importHe)).toEqual([
      '.refusals.IMPORTS_BUSY: only in Hebrew',
      '.refusals.IMPORT_FILE_REFUSED: only in Hebrew',
    ]);
    expect(importEn.refusals).not.toHaveProperty('IMPORTS_BUSY');
    expect(importEn.refusals).not.toHaveProperty('IMPORT_FILE_REFUSED');
    expect(importHe.refusals.IMPORT_FILE_REFUSED).toContain('{reason}');
  });
});
