import { useInfiniteQuery } from '@tanstack/react-query';
import { myWordListSchema } from '~/core/learner/my-word';
import { apiClient } from '~/web/lib/api-client';
import { storiesKeys } from './stories-keys';

const PAGE_SIZE = 50;

/** GET /api/me/words: the learner's words to choose a story's from, searched by `q`, 50 at a time. */
export const listMyWords = (q: string, offset: number, signal?: AbortSignal) =>
  apiClient.get('/me/words', myWordListSchema, { query: { q, limit: PAGE_SIZE, offset }, signal });

export function useMyWords(q: string) {
  return useInfiniteQuery({
    queryKey: storiesKeys.words(q),
    queryFn: ({ pageParam, signal }) => listMyWords(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}
