import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';

export const advancedAnalyticsKey = ['me', 'analytics'] as const;

/** GET /api/me/analytics: Pro's advanced analytics (a Free learner is refused, so never asks). */
export const getAdvancedAnalytics = (signal?: AbortSignal) =>
  apiClient.get('/me/analytics', advancedAnalyticsSchema, { signal });

// Loaded by development builds only (to check the answer), as the other learner reads do.
const advancedAnalyticsSchema = () =>
  import('~/core/stats/advanced-analytics').then((module) => module.advancedAnalyticsSchema);

export const advancedAnalyticsQuery = () =>
  queryOptions({ queryKey: advancedAnalyticsKey, queryFn: ({ signal }) => getAdvancedAnalytics(signal) });

/** The analytics, asked only when `enabled` (the learner is Pro). */
export function useAdvancedAnalytics(enabled: boolean) {
  return useQuery({ ...advancedAnalyticsQuery(), enabled });
}
