import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listSubscriptionsResponseSchema, type Purchase } from '~/core/subscriptions/list-subscriptions';
import { apiClient } from '~/web/lib/api-client';
import { type ListSubscriptionsInput, subscriptionsKeys } from './subscriptions-keys';

/** GET /admin/subscriptions: one page of purchases from `offset` (limit 50). */
export const listSubscriptions = (query: ListSubscriptionsInput, offset: number, signal?: AbortSignal) =>
  apiClient.get('/admin/subscriptions', listSubscriptionsResponseSchema, {
    query: { ...query, offset },
    signal,
  });

/** The page token is the next offset; a token that is not one ends the list. */
export function nextOffset(pageToken: string | undefined): number | undefined {
  if (pageToken === undefined || !/^\d+$/.test(pageToken)) return undefined;
  return Number(pageToken);
}

export const listSubscriptionsQuery = (query: ListSubscriptionsInput) =>
  infiniteQueryOptions({
    queryKey: subscriptionsKeys.list(query),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => listSubscriptions(query, pageParam, signal),
    getNextPageParam: (lastPage) => nextOffset(lastPage.pageToken),
  });

/**
 * The loaded pages' purchases, each once. Pages are read at offsets of a list newest first, so a
 * purchase that arrives between two Load Mores pushes the rows down by one and the next page starts
 * with the last row already shown: it is not shown twice.
 */
export function purchasesOfPages(pages: readonly { items: readonly Purchase[] }[]): Purchase[] {
  const seen = new Set<string>();
  const purchases: Purchase[] = [];
  for (const page of pages) {
    for (const purchase of page.items) {
      if (seen.has(purchase.id)) continue;
      seen.add(purchase.id);
      purchases.push(purchase);
    }
  }
  return purchases;
}

/** Pages of purchases; "Load More" asks for the next one with the page token as its offset. */
export function useSubscriptions(query: ListSubscriptionsInput) {
  return useInfiniteQuery(listSubscriptionsQuery(query));
}
