import { inArray } from 'drizzle-orm';
import { isEntitled } from '../../../core/purchases';
import type { Tx } from '../../db/client';
import { auditLog, purchase, user } from '../../db/schema';

/**
 * Sets each user's isPremium claim to whether any of their purchases grants access now, and records
 * each change in the audit log (the claim decides what the apps unlock, so changes must be traceable).
 */
export async function syncPremium(tx: Tx, userIds: string[], source: { eventId: string; eventType: string }) {
  if (userIds.length === 0) return [];
  const now = Date.now();
  const owners = await tx
    .select({ id: user.id, email: user.email, isPremium: user.isPremium })
    .from(user)
    .where(inArray(user.id, userIds));
  const purchases = await tx
    .select({
      ownerId: purchase.ownerId,
      status: purchase.status,
      expirationAtMs: purchase.expirationAtMs,
      entitlementIds: purchase.entitlementIds,
    })
    .from(purchase)
    .where(inArray(purchase.ownerId, userIds));
  const changes: { userId: string; isPremium: boolean }[] = [];
  for (const owner of owners) {
    const premium = purchases.some((row) => row.ownerId === owner.id && isEntitled(row, now));
    if (premium === owner.isPremium) continue;
    await tx
      .update(user)
      .set({ isPremium: premium, updatedAt: new Date() })
      .where(inArray(user.id, [owner.id]));
    await tx.insert(auditLog).values({
      actorId: null,
      actorEmail: 'revenuecat',
      action: premium ? 'user.premium-granted' : 'user.premium-revoked',
      targetType: 'user',
      targetId: owner.id,
      before: { isPremium: owner.isPremium },
      after: { isPremium: premium, ...source },
    });
    changes.push({ userId: owner.id, isPremium: premium });
  }
  return changes;
}
