import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { purchaseStatus } from '~/core/purchases/purchase-values';
import type { SubscriptionsSummary } from '~/core/subscriptions/list-subscriptions';
import { churnRatePercent, percentOf, revenueChangePercent, roundTo } from '~/core/subscriptions/revenue';
import type { Db } from '~/server/db/client';
import { purchase } from '~/server/db/schema';
import { PRODUCTION } from './subscription-filters';

/** Start of the calendar month (UTC) that contains `now`, shifted by `monthsBack`. */
export function monthStart(now: Date, monthsBack = 0) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

const usd = (value: string | number | null | undefined) => roundTo(Number(value ?? 0), 2);

// The four cards of the Subscriptions page in one aggregate query.
// - Monthly revenue: sum of priceUsd over active purchases (spec section 2).
// - Change from last month (section 9): active revenue of purchases made this calendar month (UTC)
//   against those made last calendar month; 0 when last month had none.
// - Active share and churn: active and cancelled purchases as shares of all purchases.
export async function subscriptionsSummary(
  db: Db,
  { includeSandbox, now }: { includeSandbox: boolean; now: Date },
): Promise<SubscriptionsSummary> {
  const active = eq(purchase.status, purchaseStatus.active);
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(now, 1);
  const [row] = await db
    .select({
      total: count(),
      active: count(sql`case when ${active} then 1 end`),
      grace: count(sql`case when ${purchase.status} = ${purchaseStatus.gracePeriod} then 1 end`),
      cancelled: count(sql`case when ${purchase.status} = ${purchaseStatus.cancelled} then 1 end`),
      revenue: sum(sql`case when ${active} then ${purchase.priceUsd} end`),
      thisMonth: sum(
        sql`case when ${and(active, gte(purchase.purchasedAt, thisMonth))} then ${purchase.priceUsd} end`,
      ),
      lastMonth: sum(
        sql`case when ${and(active, gte(purchase.purchasedAt, lastMonth), lt(purchase.purchasedAt, thisMonth))} then ${purchase.priceUsd} end`,
      ),
    })
    .from(purchase)
    .where(includeSandbox ? undefined : eq(purchase.environment, PRODUCTION));
  const total = row?.total ?? 0;
  const revenueThisMonthUsd = usd(row?.thisMonth);
  const revenueLastMonthUsd = usd(row?.lastMonth);
  return {
    monthlyRevenueUsd: usd(row?.revenue),
    revenueThisMonthUsd,
    revenueLastMonthUsd,
    revenueChangePercent: revenueChangePercent(revenueThisMonthUsd, revenueLastMonthUsd),
    activeCount: row?.active ?? 0,
    totalCount: total,
    activeSharePercent: percentOf(row?.active ?? 0, total),
    gracePeriodCount: row?.grace ?? 0,
    cancelledCount: row?.cancelled ?? 0,
    churnRatePercent: churnRatePercent(row?.cancelled ?? 0, total),
  };
}
