import { desc, getTableColumns } from 'drizzle-orm';
import type { ListSubscriptionsQuery } from '~/core/subscriptions/list-subscriptions';
import type { Db } from '~/server/db/client';
import { purchase } from '~/server/db/schema';
import { accessEndMs } from './access-end';
import { subscriptionFilterClause } from './subscription-filters';
import { toPurchase } from './to-purchase';

// Newest purchases first; search, status and plan are applied here over all purchases (deviation 5).
// `now` decides whether a temporary grant has run out (it is then listed as expired). Each row
// carries the end of its access as the cards compute it, read by the database in the same pass.
export async function listSubscriptions(db: Db, query: ListSubscriptionsQuery, now: Date) {
  const rows = await db
    .select({ ...getTableColumns(purchase), accessEndsAtMs: accessEndMs })
    .from(purchase)
    .where(subscriptionFilterClause(query, now))
    .orderBy(desc(purchase.purchasedAt), desc(purchase.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  const items = rows.slice(0, query.limit).map((row) => toPurchase(row, now));
  return rows.length > query.limit ? { items, pageToken: String(query.offset + query.limit) } : { items };
}
