import type { z } from 'zod';
import type { listSubscriptionsQuerySchema } from '~/core/subscriptions/list-subscriptions';

/** The list query without its offset: the page token supplies that, page by page. */
export type ListSubscriptionsInput = Omit<z.input<typeof listSubscriptionsQuerySchema>, 'offset'>;

export const subscriptionsKeys = {
  all: ['admin', 'subscriptions'] as const,
  list: (query: ListSubscriptionsInput) => [...subscriptionsKeys.all, 'list', query] as const,
  summary: (includeSandbox: boolean) => [...subscriptionsKeys.all, 'summary', includeSandbox] as const,
};
