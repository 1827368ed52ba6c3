import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';

export const achievementsKey = ['me', 'achievements'] as const;

/** GET /api/me/achievements: each achievement with when it was earned (null while not yet). */
export const getAchievements = (signal?: AbortSignal) =>
  apiClient.get('/me/achievements', achievementsSchema, { signal });

// Loaded by development builds only (to check the answer), as the other learner reads do.
const achievementsSchema = () =>
  import('~/core/study/achievements').then((module) => module.achievementsSchema);

export const achievementsQuery = () =>
  queryOptions({ queryKey: achievementsKey, queryFn: ({ signal }) => getAchievements(signal) });

export function useAchievements() {
  return useQuery(achievementsQuery());
}
