import { WORDS_PAGE_SIZE } from '../../../../core/admin/word-constants';
import { type Difficulty, difficulties, type WordLanguage, wordLanguages } from '../../../../core/words';
import type { Query } from '../../../lib/api-client';
import { readEnum, readPositiveInt, readText, type UrlUpdates } from '../../../lib/url-state';

// Words Management's search, filters and page as they live in the URL.
export type WordsListState = {
  search: string;
  language?: WordLanguage;
  difficulty?: Difficulty;
  page: number;
};

export function parseWordsListState(params: URLSearchParams): WordsListState {
  return {
    search: readText(params, 'q'),
    language: readEnum(params, 'language', wordLanguages),
    difficulty: readEnum(params, 'difficulty', difficulties),
    page: readPositiveInt(params, 'page'),
  };
}

/** GET /admin/words (spec section 7): limit 10, offset (page - 1) * 10, optional filters. */
export function toWordsQuery(state: WordsListState): Query {
  return {
    limit: WORDS_PAGE_SIZE,
    offset: (state.page - 1) * WORDS_PAGE_SIZE,
    search: state.search || undefined,
    language: state.language,
    difficulty: state.difficulty,
  };
}

/** Any search or filter change goes back to page 1 (spec section 4). */
export function wordsFilterUpdate(key: 'q' | 'language' | 'difficulty', value: string): UrlUpdates {
  return { [key]: key === 'q' ? value.trim() : value, page: null };
}

export function pageUpdate(page: number): UrlUpdates {
  return { page: page > 1 ? page : null };
}

/** "Showing page N • count items • More available" (the last part only when a page token came back). */
export function pagerSummary(page: number, count: number, hasMore: boolean): string {
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return [`Showing page ${page}`, items, hasMore ? 'More available' : null].filter(Boolean).join(' \u2022 ');
}
