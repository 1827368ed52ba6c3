import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '~/web/lib/api-client';
import { accountKeys } from './account-keys';

/** GET /api/me/limits: per collection, how many the learner has, their limit, and the tier. */
export const getLimits = (signal?: AbortSignal) => apiClient.get('/me/limits', limitsSchema, { signal });

const limitsSchema = () => import('~/core/plans/my-limits').then((module) => module.myLimitsSchema);

export const limitsQuery = () =>
  queryOptions({ queryKey: accountKeys.limits, queryFn: ({ signal }) => getLimits(signal) });

export function useLimits() {
  return useQuery(limitsQuery());
}
