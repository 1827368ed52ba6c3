import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';

// The same key the study screen marks stale after each answer: the figures refetch when next shown.
export const progressKey = ['me', 'progress'] as const;

/** GET /api/me/progress: streaks, reviews per day, true retention, the forecast, words by status. */
export const getProgress = (signal?: AbortSignal) =>
  apiClient.get('/me/progress', progressSchema, { signal });

// Loaded by development builds only (to check the answer): the dashboard's budget has no room for zod.
const progressSchema = () => import('~/core/study/progress').then((module) => module.progressSchema);

export const progressQuery = () =>
  queryOptions({ queryKey: progressKey, queryFn: ({ signal }) => getProgress(signal) });

export function useProgress() {
  return useQuery(progressQuery());
}
