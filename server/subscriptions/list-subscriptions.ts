import { desc } from 'drizzle-orm';
import type { ListSubscriptionsQuery } from '~/core/subscriptions/list-subscriptions';
import type { Db } from '~/server/db/client';
import { purchase } from '~/server/db/schema';
import { subscriptionFilterClause } from './subscription-filters';
import { toPurchase } from './to-purchase';

// Newest purchases first; search, status and plan are applied here over all purchases (deviation 5).
export async function listSubscriptions(db: Db, query: ListSubscriptionsQuery) {
  const rows = await db
    .select()
    .from(purchase)
    .where(subscriptionFilterClause(query))
    .orderBy(desc(purchase.purchasedAt), desc(purchase.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  const items = rows.slice(0, query.limit).map(toPurchase);
  return rows.length > query.limit ? { items, pageToken: String(query.offset + query.limit) } : { items };
}
