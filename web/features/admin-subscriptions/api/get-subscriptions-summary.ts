import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionsSummarySchema } from '~/core/subscriptions/list-subscriptions';
import { apiClient } from '~/web/lib/api-client';
import { subscriptionsKeys } from './subscriptions-keys';

/** GET /admin/subscriptions/summary: the four cards (revenue, active, grace period, canceled). */
export const getSubscriptionsSummary = (includeSandbox: boolean, signal?: AbortSignal) =>
  apiClient.get('/admin/subscriptions/summary', subscriptionsSummarySchema, {
    query: { includeSandbox: String(includeSandbox) },
    signal,
  });

export const subscriptionsSummaryQuery = (includeSandbox: boolean) =>
  queryOptions({
    queryKey: subscriptionsKeys.summary(includeSandbox),
    queryFn: ({ signal }) => getSubscriptionsSummary(includeSandbox, signal),
  });

export function useSubscriptionsSummary(includeSandbox: boolean) {
  return useQuery(subscriptionsSummaryQuery(includeSandbox));
}
