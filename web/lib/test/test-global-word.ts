import type { GlobalWord } from '~/core/dictionary/global-word';

/** For component tests: a dictionary entry as the admin's editor gets it, with what `overrides` changes. */
export function testGlobalWord(overrides: Partial<GlobalWord> = {}): GlobalWord {
  return {
    id: 'w1',
    value: 'run',
    baseForm: null,
    phonetic: null,
    languageCode: 'en',
    gender: null,
    rank: null,
    source: null,
    editedByAdmin: false,
    difficulty: 'beginner',
    frequency: 'high',
    definitions: [],
    examples: [],
    sentences: [],
    translations: {},
    synonyms: [],
    variants: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
