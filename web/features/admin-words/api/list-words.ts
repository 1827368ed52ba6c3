import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listWordsResponseSchema } from '~/core/dictionary/list-global-words';
import { apiClient } from '~/web/lib/api-client';
import { globalWordsKeys, type ListWordsInput } from './global-words-keys';

/** GET /admin/words: limit, offset, search, language, difficulty. */
export const listWords = (query: ListWordsInput, signal?: AbortSignal) =>
  apiClient.get('/admin/words', listWordsResponseSchema, { query, signal });

export const listWordsQuery = (query: ListWordsInput) =>
  queryOptions({ queryKey: globalWordsKeys.list(query), queryFn: ({ signal }) => listWords(query, signal) });

const sameFilters = (a: ListWordsInput, b: ListWordsInput) =>
  a.search === b.search && a.language === b.language && a.difficulty === b.difficulty;

export function useWords(query: ListWordsInput) {
  return useQuery({
    ...listWordsQuery(query),
    // Paging keeps the old page on screen until the next arrives; a new search or filter clears the
    // list instead, so old rows never pass for results of the new query.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameFilters(previousQuery.queryKey[3] as ListWordsInput, query)
        ? keepPreviousData(previous)
        : undefined,
  });
}
