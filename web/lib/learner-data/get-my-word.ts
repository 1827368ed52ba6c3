import { queryOptions, useQuery } from '@tanstack/react-query';
import { myWordSchema } from '~/core/words/my-word';
import { apiClient, segment } from '~/web/lib/api-client';
import { isNotFound } from '~/web/lib/api-error';
import { myWordsKeys } from './my-words-keys';

/** GET /api/me/words/{id}: one of the learner's words, with its card's schedule (word detail, story reader). */
export const getMyWord = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/me/words/${segment(id)}`, myWordSchema, { signal });

export const myWordQuery = (id: string) =>
  queryOptions({
    queryKey: myWordsKeys.detail(id),
    queryFn: ({ signal }) => getMyWord(id, signal),
    // A removed word is an answer, not a hiccup.
    retry: (count, error) => count < 1 && !isNotFound(error),
  });

/** `enabled`: the story reader loads a word when it is first opened; `staleTime`: how long it is kept. */
export function useMyWord(
  id: string,
  { enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({ ...myWordQuery(id), enabled, ...(staleTime === undefined ? {} : { staleTime }) });
}
