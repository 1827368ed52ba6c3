import { and, eq, ilike, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PlanTier } from '~/core/purchases/purchase-values';
import { purchaseStatusCodes } from '~/core/purchases/purchase-values';
import { purchaseStatusCodeOf } from '~/core/subscriptions/purchase-status-filter';
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

export function subscriptionFilterClause(filters: SubscriptionFilters): SQL | undefined {
  const pattern = filters.search ? likeContains(filters.search) : undefined;
  const code = filters.status ? purchaseStatusCodeOf(filters.status) : undefined;
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
    filters.status === undefined
      ? undefined
      : code !== undefined
        ? eq(purchase.status, code)
        : notInArray(purchase.status, purchaseStatusCodes),
    filters.plan ? planClause(filters.plan) : undefined,
  );
}
