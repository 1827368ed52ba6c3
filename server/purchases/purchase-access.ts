import { and, eq, type SQL, sql } from 'drizzle-orm';
import { purchaseStatus } from '~/core/purchases/purchase-values';
import { purchase } from '~/server/db/schema';

/** premium_until of a purchase without expiration (lifetime): far future, so comparisons need no special case. */
export const LIFETIME_PREMIUM_UNTIL = new Date('9999-12-31T23:59:59.000Z');

/** Which purchases may grant premium. Sandbox ones only where REVENUECAT_SANDBOX_GRANTS_PREMIUM allows. */
export type PremiumPolicy = { sandboxGrantsPremium: boolean };

const msToTime = (ms: SQL | typeof purchase.expirationAtMs) => sql`to_timestamp(${ms} / 1000.0)`;

/**
 * Until when one purchase gives access (timestamptz; null: none). RevenueCat's rule: active and
 * cancelled keep access until the expiration (none = lifetime); a billing grace period until its end
 * or the expiration, whichever is later (a store that reports no grace end, Stripe, keeps it inside
 * the expiration; greatest() skips the null); a pause is announced ahead, so the paid period runs out;
 * on hold (a billing failure with neither ahead, status-after-event.ts) and expired give none.
 */
export const purchaseAccessEndsSql = sql`case
  when ${purchase.status} in (${purchaseStatus.active}, ${purchaseStatus.cancelled})
    then coalesce(${msToTime(purchase.expirationAtMs)}, ${LIFETIME_PREMIUM_UNTIL.toISOString()}::timestamptz)
  when ${purchase.status} = ${purchaseStatus.gracePeriod}
    then ${msToTime(sql`greatest(${purchase.gracePeriodExpirationAtMs}, ${purchase.expirationAtMs})`)}
  when ${purchase.status} = ${purchaseStatus.paused} then ${msToTime(purchase.expirationAtMs)}
end`;

/**
 * Whether a purchase can grant premium at all: it unlocks an entitlement (RevenueCat sends no
 * entitlement ids for products mapped to none; a temporary grant is one by definition) and its
 * environment counts.
 */
export function purchaseCountsSql(policy: PremiumPolicy): SQL {
  return and(
    sql`(${purchase.temporaryGrant} or jsonb_array_length(${purchase.entitlementIds}) > 0)`,
    policy.sandboxGrantsPremium ? undefined : eq(purchase.environment, 'PRODUCTION'),
  )!;
}
