import { and, count, eq, gte, isNull, lt, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import { type PurchaseStatusCode, purchaseStatus } from '~/core/purchases/purchase-values';
import type { SubscriptionsSummary } from '~/core/subscriptions/list-subscriptions';
import { REFUND_CANCEL_REASON } from '~/core/subscriptions/purchase-status-filter';
import { churnRatePercent, percentOf, revenueChangePercent, roundTo } from '~/core/subscriptions/revenue';
import type { Db } from '~/server/db/client';
import { purchase } from '~/server/db/schema';
import { accessEndMs, accessRunsAt } from './access-end';
import { PRODUCTION } from './subscription-filters';

/** Start of the calendar month (UTC) that contains `now`, shifted by `monthsBack`. */
export function monthStart(now: Date, monthsBack = 0) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

const usd = (value: string | number | null | undefined) => roundTo(Number(value ?? 0), 2);

/** The churn rate's window: subscriptions in force this long ago, and which of them still are. */
export const CHURN_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const notRefunded = or(isNull(purchase.cancelReason), ne(purchase.cancelReason, REFUND_CANCEL_REASON))!;
const refunded = eq(purchase.cancelReason, REFUND_CANCEL_REASON);

/**
 * Paid periods in force in the instant before `end`: bought before it and expiring at or after it
 * (or never). Each renewal is its own row and closes the previous one's status, so revenue at a
 * moment is read from the periods' times; refunds earned nothing.
 */
function inForceJustBefore(end: Date): SQL {
  return and(
    lt(purchase.purchasedAt, end),
    or(isNull(purchase.expirationAtMs), gte(purchase.expirationAtMs, end.getTime())),
    notRefunded,
  )!;
}

// When a refunded period's access ended: the refund, the last event applied to its row (a refund is
// final, only REFUND_REVERSED reopens it), or its expiry when the store moved that earlier. Null
// (neither known): never in force.
const refundedAtMs = sql`least(${purchase.expirationAtMs}, ${purchase.lastEventAtMs})`;

/**
 * Periods whose access runs in the instant before `end`: as inForceJustBefore, but a billing grace
 * period keeps the subscription until its end (access-end.ts), so a store still retrying the payment
 * is not counted as lost; and a refunded period ran until its refund, so a subscription
 * refunded within the churn window was in force at its start and is lost, whether the refund took
 * its only period or a renewal (the earlier periods of which ran anyway).
 */
function accessRunsJustBefore(end: Date): SQL {
  return and(
    lt(purchase.purchasedAt, end),
    or(
      and(notRefunded, sql`(${accessEndMs} is null or ${accessEndMs} >= ${end.getTime()})`),
      and(refunded, sql`${refundedAtMs} >= ${end.getTime()}`),
    ),
  )!;
}

/**
 * Whether any of a subscription's periods has the status and still runs at `now` (only its latest
 * period is not expired; a status whose EXPIRATION never came ends with its time all the same).
 */
const anyRunningWith = (code: PurchaseStatusCode, runs: SQL) =>
  sql<boolean>`coalesce(bool_or(${and(eq(purchase.status, code), runs)}), false)`;

/** Whether any of a subscription's periods matches: the subscription was in force then. */
const anyPeriod = (inForce: SQL) => sql<boolean>`coalesce(bool_or(${inForce}), false)`;

// The four cards of the Subscriptions page, over subscriptions (the periods sharing a store's
// original transaction; a row without one stands alone), not rows: a year of monthly renewals is
// one subscription, not twelve purchases. Temporary grants (access RevenueCat gave while the store
// could not be reached) are no store purchase and count in none of them. docs/admin-portal.md
// defines each card.
// - Monthly revenue: prices of the periods in force now (spec section 2, "active purchases"). Status
//   cannot say which periods were in force before: a renewal marks the previous period expired.
// - Change from last month (section 9): that figure against the same at the end of last month (UTC),
//   so an unchanged business shows 0 on any day of the month; 0 when last month had none.
// - Active, grace period and cancelled: subscriptions in that status whose access still runs now
//   (access-end.ts: a grace end left from a billing issue since resolved does not extend it).
// - Active share: active subscriptions as a share of all subscriptions.
// - Churn: of the subscriptions in force 30 days ago, the share not in force now (lost to a lapsed
//   cancellation, an unpaid renewal or a refund, a refunded period counting as in force until the
//   refund): a rate over a window, which time passing does not wear down.
export async function subscriptionsSummary(
  db: Db,
  { includeSandbox, now }: { includeSandbox: boolean; now: Date },
): Promise<SubscriptionsSummary> {
  const price = (inForce: SQL) => sum(sql`case when ${inForce} then ${purchase.priceUsd} end`);
  const windowStart = new Date(now.getTime() - CHURN_WINDOW_DAYS * DAY_MS);
  // One test for the three statuses, the one the list's Period ended badge negates (access-end.ts).
  const runs = accessRunsAt(now);
  const perSubscription = db
    .select({
      active: anyRunningWith(purchaseStatus.active, runs).as('active'),
      grace: anyRunningWith(purchaseStatus.gracePeriod, runs).as('grace'),
      cancelled: anyRunningWith(purchaseStatus.cancelled, runs).as('cancelled'),
      inForceAtWindowStart: anyPeriod(accessRunsJustBefore(windowStart)).as('in_force_at_window_start'),
      inForceNow: anyPeriod(accessRunsJustBefore(now)).as('in_force_now'),
      revenueNow: price(inForceJustBefore(now)).as('revenue_now'),
      revenueLastMonth: price(inForceJustBefore(monthStart(now))).as('revenue_last_month'),
    })
    .from(purchase)
    .where(
      and(
        eq(purchase.temporaryGrant, false),
        includeSandbox ? undefined : eq(purchase.environment, PRODUCTION),
      ),
    )
    .groupBy(purchase.store, sql`coalesce(${purchase.originalTransactionId}, ${purchase.id})`)
    .as('subscription');
  const [row] = await db
    .select({
      total: count(),
      active: count(sql`case when ${perSubscription.active} then 1 end`),
      grace: count(sql`case when ${perSubscription.grace} then 1 end`),
      cancelled: count(sql`case when ${perSubscription.cancelled} then 1 end`),
      inForceAtWindowStart: count(sql`case when ${perSubscription.inForceAtWindowStart} then 1 end`),
      lost: count(
        sql`case when ${perSubscription.inForceAtWindowStart} and not ${perSubscription.inForceNow} then 1 end`,
      ),
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
    churnRatePercent: churnRatePercent(row?.lost ?? 0, row?.inForceAtWindowStart ?? 0),
  };
}
