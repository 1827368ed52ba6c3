import { queryOptions, useQuery } from '@tanstack/react-query';
import { progressSchema } from '~/core/study/progress';
import { apiClient } from '~/web/lib/api-client';

// The same key the study screen marks stale after each answer: the figures refetch when next shown.
export const progressKey = ['me', 'progress'] as const;

/** GET /api/me/progress: streaks, reviews per day, true retention, the forecast, words by status. */
export const getProgress = (signal?: AbortSignal) =>
  apiClient.get('/me/progress', progressSchema, { signal });

export const progressQuery = () =>
  queryOptions({ queryKey: progressKey, queryFn: ({ signal }) => getProgress(signal) });

export function useProgress() {
  return useQuery(progressQuery());
}
