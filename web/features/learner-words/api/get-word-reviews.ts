import { useQuery } from '@tanstack/react-query';
import { reviewHistorySchema } from '~/core/study/review';
import { apiClient, segment } from '~/web/lib/api-client';
import { myWordsKeys } from '~/web/lib/learner-data/my-words-keys';

/** GET /api/me/words/{id}/reviews: the word's review history, oldest first. */
export const getWordReviews = (id: string, signal?: AbortSignal) =>
  apiClient.get(`/me/words/${segment(id)}/reviews`, reviewHistorySchema, { signal });

export function useWordReviews(id: string) {
  return useQuery({
    queryKey: myWordsKeys.reviews(id),
    queryFn: ({ signal }) => getWordReviews(id, signal),
  });
}
