import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type MyWordList, myWordListSchema } from '~/core/words/my-word';
import { apiClient } from '~/web/lib/api-client';
import { myWordsKeys } from './my-words-keys';
import type { WordListFilters } from './word-filters';

export const WORDS_PAGE_SIZE = 50;

export type WordPages = InfiniteData<MyWordList, number>;

/** GET /api/me/words: a page of the learner's words, newest first, filtered (status, tag, set, text). */
export const listMyWords = (filters: WordListFilters, offset: number, signal?: AbortSignal) =>
  apiClient.get('/me/words', myWordListSchema, {
    query: { ...filters, limit: WORDS_PAGE_SIZE, offset },
    signal,
  });

export const myWordsQuery = (filters: WordListFilters) =>
  infiniteQueryOptions({
    queryKey: myWordsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listMyWords(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });

export function useMyWordList(filters: WordListFilters, enabled = true) {
  return useInfiniteQuery({ ...myWordsQuery(filters), enabled });
}
