import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsSchema } from '~/core/stats/admin-stats';
import { adminKeys } from '~/web/lib/admin-query-keys';
import { apiClient } from '~/web/lib/api-client';

/** GET /admin/stats: the six totals, their changes and Recent Activity. */
export const getAdminStats = (signal?: AbortSignal) =>
  apiClient.get('/admin/stats', adminStatsSchema, { signal });

export const adminStatsQuery = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQuery());
}
