import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../core/admin/admin-stats';
import { apiClient } from '../../../lib/api-client';

export const adminStatsKey = ['admin', 'stats'] as const;

export function useAdminStats() {
  return useQuery({
    queryKey: adminStatsKey,
    queryFn: ({ signal }) => apiClient.get<AdminStats>('/admin/stats', { signal }),
  });
}
