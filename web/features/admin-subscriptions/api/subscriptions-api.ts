import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ListSubscriptionsQuery,
  Purchase,
  SubscriptionsSummary,
} from '../../../../core/admin/subscriptions';

type ListSubscriptionsResponse = { items: Purchase[]; pageToken?: string };

import { apiClient, type Query } from '../../../lib/api-client';
import { nextOffset } from '../lib/subscriptions-state';

export const subscriptionsKeys = {
  list: (query: Query) => ['admin', 'subscriptions', 'list', query] as const,
  summary: (includeSandbox: boolean) => ['admin', 'subscriptions', 'summary', includeSandbox] as const,
};

/** Pages of purchases; "Load More" asks for the next one with the page token as its offset. */
export function useSubscriptions(query: Query) {
  return useInfiniteQuery({
    queryKey: subscriptionsKeys.list(query),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<ListSubscriptionsResponse>('/admin/subscriptions', {
        query: { ...query, offset: pageParam },
        signal,
      }),
    getNextPageParam: (lastPage) => nextOffset(lastPage.pageToken),
  });
}

export function useSubscriptionsSummary(includeSandbox: ListSubscriptionsQuery['includeSandbox']) {
  return useQuery({
    queryKey: subscriptionsKeys.summary(includeSandbox),
    queryFn: ({ signal }) =>
      apiClient.get<SubscriptionsSummary>('/admin/subscriptions/summary', {
        query: { includeSandbox },
        signal,
      }),
  });
}
