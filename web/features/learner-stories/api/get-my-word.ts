import { useQuery } from '@tanstack/react-query';
import { myWordSchema } from '~/core/learner/my-word';
import { apiClient, segment } from '~/web/lib/api-client';
import { ApiRequestError } from '~/web/lib/api-error';
import { storiesKeys } from './stories-keys';

/** GET /api/me/words/{id}: one of the learner's words, for its meaning in the story reader. */
export const getMyWord = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/me/words/${segment(id)}`, myWordSchema, { signal });

/** Loaded when the reader first opens the word (`enabled`), then kept. A deleted word is a 404. */
export function useMyWord(id: string, enabled: boolean) {
  return useQuery({
    queryKey: storiesKeys.word(id),
    queryFn: ({ signal }) => getMyWord(id, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status === 404),
  });
}
