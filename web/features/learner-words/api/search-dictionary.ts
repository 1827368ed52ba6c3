import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dictionarySearchResponseSchema } from '~/core/dictionary/dictionary-search';
import type { WordLanguage } from '~/core/dictionary/word-values';
import { apiClient } from '~/web/lib/api-client';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';

/** GET /api/dictionary: one language of the shared dictionary, prefix matches first. */
export const searchDictionary = (language: WordLanguage, q: string, signal?: AbortSignal) =>
  apiClient.get('/dictionary', dictionarySearchResponseSchema, { query: { language, q, limit: 20 }, signal });

/** Runs once `q` (already debounced by the caller) has a character; keeps the last results meanwhile. */
export function useDictionarySearch(language: WordLanguage, q: string) {
  return useQuery({
    queryKey: myWordsKeys.dictionary(language, q),
    queryFn: ({ signal }) => searchDictionary(language, q, signal),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
