import { describe, expect, it } from 'vitest';
import { paramsObject } from '~/web/components/list/url-schema';
import { pagerSummary, toListWordsQuery, wordsUrlSchema } from './words-filters';

const parse = (query: string) => wordsUrlSchema.parse(paramsObject(new URLSearchParams(query)));

describe('Words Management URL state', () => {
  it('reads search, filters and page, and drops values the filters do not offer', () => {
    expect(parse('q=%20casa%20&language=es&difficulty=advanced&page=2')).toEqual({
      q: 'casa',
      language: 'es',
      difficulty: 'advanced',
      page: 2,
    });
    expect(parse('language=xx&difficulty=expert&page=-1')).toEqual({
      q: '',
      language: undefined,
      difficulty: undefined,
      page: 1,
    });
  });

  it('asks for limit 10 at offset (page - 1) * 10', () => {
    expect(toListWordsQuery(parse('page=3&language=fr'))).toEqual({
      limit: 10,
      offset: 20,
      search: undefined,
      language: 'fr',
      difficulty: undefined,
    });
  });

  it('writes the pager text', () => {
    expect(pagerSummary(1, 10, true)).toBe('Showing page 1 \u2022 10 items \u2022 More available');
    expect(pagerSummary(3, 1, false)).toBe('Showing page 3 \u2022 1 item');
  });
});
