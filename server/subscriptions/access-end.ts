import { sql } from 'drizzle-orm';
import { purchaseStatus } from '~/core/purchases/purchase-values';
import { purchase } from '~/server/db/schema';

/**
 * When a period's access ends (null: never, or not known). RevenueCat sets a grace period's end with
 * BILLING_ISSUE, and no later event clears it: a renewal of the same transaction, UNCANCELLATION or
 * SUBSCRIPTION_EXTENDED leave it on the row. So it counts only while the billing failure that set it
 * lasts: in a grace period (the later of expiry and grace end, as purchase-access.ts grants access;
 * greatest skips a null, Stripe's), or when that failure ended the period (EXPIRATION with reason
 * BILLING_ERROR, whose expiry is the unpaid renewal's date, not the grace end). Any other status
 * ends with its expiry. The cards count a subscription while this runs and the list shows it on each
 * row, so the two cannot disagree about when a period ended. Read as a number: PostgreSQL's driver
 * returns a bigint as a string.
 */
export const accessEndMs = sql<number | null>`case
  when ${purchase.status} = ${purchaseStatus.gracePeriod}
    or (${purchase.status} = ${purchaseStatus.expired} and ${purchase.expirationReason} = 'BILLING_ERROR')
    then greatest(${purchase.expirationAtMs}, ${purchase.gracePeriodExpirationAtMs})
  else ${purchase.expirationAtMs}
end`.mapWith(Number);

/** Whether the period's access still runs at `now` (the cards' test; the list's badge is its negation). */
export const accessRunsAt = (now: Date) => sql`(${accessEndMs} is null or ${accessEndMs} > ${now.getTime()})`;
