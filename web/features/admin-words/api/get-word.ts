import { queryOptions, useQuery } from '@tanstack/react-query';
import { globalWordSchema } from '~/core/dictionary/global-word';
import { apiClient, segment } from '~/web/lib/api-client';
import { isNotFound } from '~/web/lib/api-error';
import { globalWordsKeys } from './global-words-keys';

/** GET /admin/words/{id}. */
export const getWord = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/admin/words/${segment(id)}`, globalWordSchema, { signal });

export const wordQuery = (id: string) =>
  queryOptions({
    queryKey: globalWordsKeys.detail(id),
    queryFn: ({ signal }) => getWord(id, signal),
    // A missing word is an answer, not a hiccup: do not retry a 404.
    retry: (count, error) => count < 2 && !isNotFound(error),
  });

export function useWord(id: string) {
  return useQuery(wordQuery(id));
}
