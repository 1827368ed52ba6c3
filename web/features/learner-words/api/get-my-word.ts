import { queryOptions, useQuery } from '@tanstack/react-query';
import { myWordSchema } from '~/core/learner/my-word';
import { apiClient, segment } from '~/web/lib/api-client';
import { ApiRequestError } from '~/web/lib/api-error';
import { wordsKeys } from '~/web/lib/learner-data/words-keys';

/** GET /api/me/words/{id}: one of the learner's words, with its card's schedule. */
export const getMyWord = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/me/words/${segment(id)}`, myWordSchema, { signal });

export const myWordQuery = (id: string) =>
  queryOptions({
    queryKey: wordsKeys.detail(id),
    queryFn: ({ signal }) => getMyWord(id, signal),
    // A removed word is an answer, not a hiccup.
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status === 404),
  });

export function useMyWord(id: string) {
  return useQuery(myWordQuery(id));
}
