import { describe, expect, it } from 'vitest';
import { foldKey } from './fold';

describe('foldKey', () => {
  // Case, accents and special letters: server/dictionary/content/import-content.test.ts.
  it('drops Hebrew points and cantillation', () => {
    expect(foldKey('שָׁלוֹם')).toBe('שלום');
    expect(foldKey('בְּרֵאשִׁ֖ית')).toBe('בראשית');
  });

  it('folds the maqaf, hyphens and dashes to a space, like whitespace: every spelling of בית ספר is one key', () => {
    const key = 'בית ספר';
    for (const spelling of [
      'בית ספר',
      'בית־ספר',
      'בית-ספר',
      'בֵּית־סֵפֶר',
      'בית – ספר',
      'בית\u00a0ספר',
      'בית\t ספר',
    ]) {
      expect(foldKey(spelling)).toBe(key);
    }
    for (const spelling of [
      'well-known',
      'well‐known',
      'well‑known',
      'Well－Known',
      'well  known',
      'well—known',
    ]) {
      expect(foldKey(spelling)).toBe('well known');
    }
  });

  it('drops separators at either end, so a lone hyphen or maqaf folds to nothing', () => {
    expect(foldKey('-ness')).toBe('ness');
    expect(foldKey('ש־')).toBe('ש');
    expect(foldKey('־')).toBe('');
    expect(foldKey(' - ')).toBe('');
  });

  it('folds every apostrophe to \' and every double quotation mark to ", geresh and gershayim included', () => {
    for (const spelling of ["צ'יפס", 'צ׳יפס', 'צ’יפס', 'צʼיפס']) {
      expect(foldKey(spelling)).toBe("צ'יפס");
    }
    for (const spelling of ['צה"ל', 'צה״ל', 'צה”ל', 'צה“ל']) {
      expect(foldKey(spelling)).toBe('צה"ל');
    }
    for (const spelling of [
      "aujourd'hui",
      'aujourd’hui',
      'aujourdʼhui',
      'Aujourd‘hui',
      'aujourd‛hui',
      'aujourd＇hui',
    ]) {
      expect(foldKey(spelling)).toBe("aujourd'hui");
    }
    expect(foldKey('„Zitat‟ “quoted”')).toBe('"zitat" "quoted"');
    // With the points dropped around them, as they are written in pointed text.
    expect(foldKey('צִ׳יפְּס')).toBe("צ'יפס");
  });
});
