import { describe, expect, it } from 'vitest';
import {
  pagerSummary,
  pageUpdate,
  parseWordsListState,
  toWordsQuery,
  wordsFilterUpdate,
} from './words-list-state';

describe('words list state', () => {
  it('reads search, known filters and the page from the URL', () => {
    const state = parseWordsListState(new URLSearchParams('q= casa &language=es&difficulty=advanced&page=3'));
    expect(state).toEqual({ search: 'casa', language: 'es', difficulty: 'advanced', page: 3 });
    expect(parseWordsListState(new URLSearchParams('language=xx&difficulty=hard&page=-1'))).toEqual({
      search: '',
      language: undefined,
      difficulty: undefined,
      page: 1,
    });
  });

  it('asks for 10 words at offset (page - 1) * 10', () => {
    expect(toWordsQuery({ search: '', page: 3, language: 'fr' })).toEqual({
      limit: 10,
      offset: 20,
      search: undefined,
      language: 'fr',
      difficulty: undefined,
    });
  });

  it('sends every search or filter change back to page 1', () => {
    expect(wordsFilterUpdate('language', 'de')).toEqual({ language: 'de', page: null });
    expect(wordsFilterUpdate('q', ' haus ')).toEqual({ q: 'haus', page: null });
    expect(pageUpdate(1)).toEqual({ page: null });
    expect(pageUpdate(4)).toEqual({ page: 4 });
  });

  it('writes the pager line of section 2', () => {
    expect(pagerSummary(2, 10, true)).toBe('Showing page 2 \u2022 10 items \u2022 More available');
    expect(pagerSummary(5, 1, false)).toBe('Showing page 5 \u2022 1 item');
  });
});
