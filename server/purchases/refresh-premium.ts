import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { revenueCatActor } from '~/server/audit/actor';
import { recordAudit } from '~/server/audit/record-audit';
import type { Db, Tx } from '~/server/db/client';
import { purchase, user } from '~/server/db/schema';
import { premiumNowOf } from './premium';
import { type PremiumPolicy, purchaseAccessEndsSql, purchaseCountsSql } from './purchase-access';

export type PremiumChange = { userId: string; isPremium: boolean; premiumUntil: Date | null };

/** The latest access end among the counting purchases of the user the outer query is on. */
function premiumUntilOfUser(policy: PremiumPolicy) {
  return sql`(select max(${purchaseAccessEndsSql}) from ${purchase}
    where ${purchase.ownerId} = ${user.id} and ${purchaseCountsSql(policy)})`;
}

/**
 * Recomputes premium_until of these users from their purchases, in the transaction that changed the
 * purchases. When that changes whether a user is premium now, an audit row records it (actor
 * "revenuecat"): what the apps unlock must be traceable to the event that changed it.
 */
export async function refreshPremium(
  tx: Tx,
  userIds: string[],
  options: { policy: PremiumPolicy; now: Date; source: { eventId: string; eventType: string } },
): Promise<PremiumChange[]> {
  if (userIds.length === 0) return [];
  const before = await tx
    .select({ id: user.id, premiumGranted: user.premiumGranted, premiumUntil: user.premiumUntil })
    .from(user)
    .where(inArray(user.id, userIds))
    .orderBy(asc(user.id))
    .for('no key update');
  if (before.length === 0) return [];
  const after = await tx
    .update(user)
    .set({ premiumUntil: premiumUntilOfUser(options.policy) })
    .where(
      inArray(
        user.id,
        before.map((row) => row.id),
      ),
    )
    .returning({ id: user.id, premiumGranted: user.premiumGranted, premiumUntil: user.premiumUntil });
  const changes: PremiumChange[] = [];
  for (const row of after) {
    const old = before.find((candidate) => candidate.id === row.id)!;
    const wasPremium = premiumNowOf(old, options.now);
    const isPremium = premiumNowOf(row, options.now);
    if (old.premiumUntil?.getTime() === row.premiumUntil?.getTime() && wasPremium === isPremium) continue;
    changes.push({ userId: row.id, isPremium, premiumUntil: row.premiumUntil });
    if (wasPremium === isPremium) continue;
    await recordAudit(tx, {
      actor: revenueCatActor,
      action: isPremium ? 'user.premium-granted' : 'user.premium-revoked',
      targetType: 'user',
      targetId: row.id,
      before: { isPremium: wasPremium, premiumUntil: old.premiumUntil?.toISOString() ?? null },
      after: { isPremium, premiumUntil: row.premiumUntil?.toISOString() ?? null, ...options.source },
    });
  }
  return changes;
}

/** Recomputes premium_until of every purchase owner in one statement (demo and benchmark seeds). */
export async function refreshAllPremium(db: Db | Tx, policy: PremiumPolicy) {
  const latest = db
    .select({ ownerId: purchase.ownerId, until: sql`max(${purchaseAccessEndsSql})`.as('until') })
    .from(purchase)
    .where(and(isNotNull(purchase.ownerId), purchaseCountsSql(policy)))
    .groupBy(purchase.ownerId)
    .as('latest');
  await db
    .update(user)
    .set({ premiumUntil: sql`${latest.until}` })
    .from(latest)
    .where(eq(user.id, latest.ownerId));
}
