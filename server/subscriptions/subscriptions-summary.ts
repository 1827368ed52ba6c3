import { and, count, eq, gte, isNull, lt, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import { type PurchaseStatusCode, purchaseStatus } from '~/core/purchases/purchase-values';
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

// RevenueCat reports a refund as a CANCELLATION with this reason; the row keeps what was paid
// (REFUND_REVERSED clears the reason), so a refunded period is told by it, not by its price.
const REFUNDED = 'CUSTOMER_SUPPORT';

/**
 * Paid periods in force in the instant before `end`: bought before it and expiring at or after it
 * (or never). Each renewal is its own row and closes the previous one's status, so revenue at a
 * moment is read from the periods' times; refunds earned nothing.
 */
function inForceJustBefore(end: Date): SQL {
  return and(
    lt(purchase.purchasedAt, end),
    or(isNull(purchase.expirationAtMs), gte(purchase.expirationAtMs, end.getTime())),
    or(isNull(purchase.cancelReason), ne(purchase.cancelReason, REFUNDED)),
  )!;
}

/** Whether any of a subscription's periods has the status (only its latest one is not expired). */
const anyWithStatus = (code: PurchaseStatusCode) => sql<boolean>`bool_or(${eq(purchase.status, code)})`;

// The four cards of the Subscriptions page, over subscriptions (the periods sharing a store's
// original transaction; a row without one stands alone), not rows: a year of monthly renewals is
// one subscription, not twelve purchases.
// - Monthly revenue: prices of the periods in force now (spec section 2, "active purchases"). Status
//   cannot say which periods were in force before: a renewal marks the previous period expired.
// - Change from last month (section 9): that figure against the same at the end of last month (UTC),
//   so an unchanged business shows 0 on any day of the month; 0 when last month had none.
// - Active share and churn: active and cancelled subscriptions as shares of all subscriptions.
export async function subscriptionsSummary(
  db: Db,
  { includeSandbox, now }: { includeSandbox: boolean; now: Date },
): Promise<SubscriptionsSummary> {
  const price = (inForce: SQL) => sum(sql`case when ${inForce} then ${purchase.priceUsd} end`);
  const perSubscription = db
    .select({
      active: anyWithStatus(purchaseStatus.active).as('active'),
      grace: anyWithStatus(purchaseStatus.gracePeriod).as('grace'),
      cancelled: anyWithStatus(purchaseStatus.cancelled).as('cancelled'),
      revenueNow: price(inForceJustBefore(now)).as('revenue_now'),
      revenueLastMonth: price(inForceJustBefore(monthStart(now))).as('revenue_last_month'),
    })
    .from(purchase)
    .where(includeSandbox ? undefined : eq(purchase.environment, PRODUCTION))
    .groupBy(purchase.store, sql`coalesce(${purchase.originalTransactionId}, ${purchase.id})`)
    .as('subscription');
  const [row] = await db
    .select({
      total: count(),
      active: count(sql`case when ${perSubscription.active} then 1 end`),
      grace: count(sql`case when ${perSubscription.grace} then 1 end`),
      cancelled: count(sql`case when ${perSubscription.cancelled} then 1 end`),
      thisMonth: sum(perSubscription.revenueNow),
      lastMonth: sum(perSubscription.revenueLastMonth),
    })
    .from(perSubscription);
  const total = row?.total ?? 0;
  const revenueThisMonthUsd = usd(row?.thisMonth);
  const revenueLastMonthUsd = usd(row?.lastMonth);
  return {
    monthlyRevenueUsd: revenueThisMonthUsd,
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
