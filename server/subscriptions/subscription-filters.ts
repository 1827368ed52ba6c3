import { and, eq, ilike, lte, ne, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PlanTier } from '~/core/purchases/purchase-values';
import { purchaseStatus, purchaseStatusCodes } from '~/core/purchases/purchase-values';
import {
  purchaseStatusCodeOf,
  REFUND_CANCEL_REASON,
  REFUNDED,
} from '~/core/subscriptions/purchase-status-filter';
import { likeContains } from '~/server/db/like-pattern';
import { purchase } from '~/server/db/schema';

export type SubscriptionFilters = {
  includeSandbox: boolean;
  search?: string;
  status?: string;
  plan?: PlanTier;
};

// A temporary grant may have no product: it counts as free, as planTierOf(null) says.
const productId = sql`lower(coalesce(${purchase.productId}, ''))`;

// Spec section 4's tier rule as SQL, so the plan filter runs over every purchase, not one page.
function planClause(plan: PlanTier): SQL {
  const has = (word: string) => sql`${productId} like ${`%${word}%`}`;
  const hasNot = (word: string) => sql`${productId} not like ${`%${word}%`}`;
  if (plan === 'premium') return has('premium');
  if (plan === 'pro') return and(hasNot('premium'), has('pro'))!;
  if (plan === 'basic') return and(hasNot('premium'), hasNot('pro'), has('basic'))!;
  return and(hasNot('premium'), hasNot('pro'), hasNot('basic'))!;
}

export const PRODUCTION = 'PRODUCTION';

/**
 * A refund: RevenueCat's CANCELLATION with CUSTOMER_SUPPORT ended the period and left that reason.
 * Never null (a row without a reason is simply not refunded), so it can be negated.
 */
export const refundedSql = sql<boolean>`coalesce(${and(
  eq(purchase.status, purchaseStatus.expired),
  eq(purchase.cancelReason, REFUND_CANCEL_REASON),
)}, false)`;

/**
 * A temporary grant whose time is past, still in a status that is not expired: no purchase or
 * EXPIRATION follows a grant the store never confirmed, so only the clock ends it.
 */
export const lapsedGrantSql = (now: Date) =>
  sql<boolean>`coalesce(${and(
    eq(purchase.temporaryGrant, true),
    ne(purchase.status, purchaseStatus.expired),
    lte(purchase.expirationAtMs, now.getTime()),
  )}, false)`;

/** The rows the list shows under a status label (see toPurchase: the same rules, row by row). */
function statusClause(status: string, now: Date): SQL {
  if (status === REFUNDED) return refundedSql;
  const code = purchaseStatusCodeOf(status);
  if (code === undefined) return notInArray(purchase.status, purchaseStatusCodes);
  if (code === purchaseStatus.expired) {
    return or(and(eq(purchase.status, code), not(refundedSql)), lapsedGrantSql(now))!;
  }
  return and(eq(purchase.status, code), not(lapsedGrantSql(now)))!;
}

export function subscriptionFilterClause(filters: SubscriptionFilters, now: Date): SQL | undefined {
  const pattern = filters.search ? likeContains(filters.search) : undefined;
  return and(
    filters.includeSandbox ? undefined : eq(purchase.environment, PRODUCTION),
    pattern
      ? or(
          ilike(purchase.userName, pattern),
          ilike(purchase.userEmail, pattern),
          ilike(purchase.id, pattern),
          ilike(purchase.orderId, pattern),
          ilike(purchase.transactionId, pattern),
        )
      : undefined,
    filters.status === undefined ? undefined : statusClause(filters.status, now),
    filters.plan ? planClause(filters.plan) : undefined,
  );
}
