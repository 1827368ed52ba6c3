import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { LIFETIME_PREMIUM_UNTIL } from './purchase-access';

// "Is this user premium now": the one rule every reader uses (the admin list, detail, filters and
// export, the dashboard's Premium Users, the learner's limits). ADR 0006: an administrator's grant, or
// a purchase whose access has not run out. Time passing ends premium; no webhook or sweep is needed.

type PremiumFields = { premiumGranted: boolean; premiumUntil: Date | null };

/** SQL over the "user" table: true when the user is premium at `now` (never null). */
export function premiumNowSql(now: Date): SQL<boolean> {
  return sql<boolean>`(${user.premiumGranted} or coalesce(${user.premiumUntil} > ${now.toISOString()}::timestamptz, false))`;
}

/** The same rule for a user row already loaded. */
export function premiumNowOf(row: PremiumFields, now: Date): boolean {
  return row.premiumGranted || (row.premiumUntil !== null && row.premiumUntil.getTime() > now.getTime());
}

/** Whether the user is premium at `now`; false for an unknown id. */
export async function isPremiumNow(db: Db | Tx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ premium: premiumNowSql(now) })
    .from(user)
    .where(eq(user.id, userId));
  return row?.premium === true;
}

/** Why a user is premium, for the admin record: the grant, and the purchase access still running. */
export function premiumSourcesOf(row: PremiumFields, now: Date) {
  const purchaseRuns = row.premiumUntil !== null && row.premiumUntil.getTime() > now.getTime();
  const lifetime = row.premiumUntil?.getTime() === LIFETIME_PREMIUM_UNTIL.getTime();
  return {
    grantedByAdmin: row.premiumGranted,
    purchase: purchaseRuns ? { until: lifetime ? null : row.premiumUntil!.toISOString() } : null,
  };
}
