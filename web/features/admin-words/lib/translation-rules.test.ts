import { describe, expect, it } from 'vitest';
import {
  addLanguage,
  addTranslation,
  checkNewLanguage,
  editTranslation,
  languageLabel,
  languageName,
  normalizeLanguageCode,
  removeLanguage,
  removeTranslation,
} from './translation-rules';

describe('new languages', () => {
  it('trims and lower-cases the code', () => {
    expect(normalizeLanguageCode('  ES ')).toBe('es');
    expect(checkNewLanguage({}, ' PT-br ', ' casa ')).toEqual({
      ok: true,
      code: 'pt-br',
      translation: 'casa',
    });
  });

  it('refuses a code longer than five characters, an empty one, or one already present', () => {
    expect(checkNewLanguage({}, 'abcdef', 'x')).toMatchObject({
      ok: false,
      errors: { code: 'Language code must be at most 5 characters' },
    });
    expect(checkNewLanguage({}, '  ', 'x')).toMatchObject({
      ok: false,
      errors: { code: 'Language code is required' },
    });
    expect(checkNewLanguage({ es: ['casa'] }, 'ES', 'hogar')).toMatchObject({
      ok: false,
      errors: { code: 'Spanish (es) is already present' },
    });
  });

  it('refuses a code that is not two or three letters with an optional region', () => {
    for (const code of ['f', 'e1', 'e n', 'pt_br', '12']) {
      expect([code, checkNewLanguage({}, code, 'x')]).toMatchObject([
        code,
        {
          ok: false,
          errors: { code: 'Language code must be 2 or 3 letters (en), with a region if needed (pt-br)' },
        },
      ]);
    }
    for (const code of ['ja', 'haw', 'pt-br', ' ZH ']) expect(checkNewLanguage({}, code, 'x').ok).toBe(true);
  });

  it('requires a first translation', () => {
    expect(checkNewLanguage({}, 'fr', '   ')).toMatchObject({
      ok: false,
      errors: { translation: 'The first translation is required' },
    });
  });
});

describe('translations', () => {
  const start = { es: ['casa', 'hogar'], fr: ['maison'] };

  it('adds, edits and removes within a language', () => {
    expect(addLanguage(start, 'de', 'Haus')).toEqual({ ...start, de: ['Haus'] });
    expect(addTranslation(start, 'fr', 'foyer')).toEqual({ ...start, fr: ['maison', 'foyer'] });
    expect(editTranslation(start, 'es', 1, 'vivienda')).toEqual({ ...start, es: ['casa', 'vivienda'] });
    expect(removeTranslation(start, 'es', 0)).toEqual({ es: ['hogar'], fr: ['maison'] });
  });

  it('removing the last translation of a language removes the language', () => {
    expect(removeTranslation(start, 'fr', 0)).toEqual({ es: ['casa', 'hogar'] });
    expect(removeLanguage(start, 'es')).toEqual({ fr: ['maison'] });
  });
});

describe('language names', () => {
  it('knows the twenty translation language codes', () => {
    const known = 'en es fr de it pt ru zh ja ko ar he hi nl sv pl tr th vi id'.split(' ');
    for (const code of known) expect(languageName(code)).not.toBe(code.toUpperCase());
    expect(languageName('vi')).toBe('Vietnamese');
    expect(languageLabel('ja')).toBe('Japanese (ja)');
    expect(languageName('xx')).toBe('XX');
  });
});
