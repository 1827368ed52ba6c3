import { and, eq, gte } from 'drizzle-orm';
import { purchaseStatus } from '~/core/purchases/purchase-values';
import type { Tx } from '~/server/db/client';
import { purchase } from '~/server/db/schema';
import {
  type Applied,
  buyerRowsSql,
  candidateUserIds,
  eventTimeOf,
  findBuyer,
  findPurchase,
  newPurchaseOf,
  paymentFieldsOf,
} from './purchase-from-event';
import type { RevenueCatEvent } from './revenuecat-payload';

/** RevenueCat: a temporary entitlement "is always at most 24 hours in the future". */
export const TEMPORARY_GRANT_MS = 24 * 60 * 60 * 1000;

/**
 * TEMPORARY_ENTITLEMENT_GRANT: RevenueCat could not validate a purchase with the store and grants
 * access meanwhile. Its sample carries only the app user, the store and the event time, so the row
 * has no product, price or transaction, and lasts until expiration_at_ms or, when that is missing, the
 * documented 24 hours. Recorded as already replaced when the validated purchase came first.
 */
export async function recordTemporaryGrant(
  tx: Tx,
  event: RevenueCatEvent,
  receivedAtMs: number,
): Promise<Applied> {
  const eventAtMs = eventTimeOf(event, receivedAtMs);
  const buyer = await findBuyer(tx, candidateUserIds(event));
  const existing = event.transaction_id ? await findPurchase(tx, event) : undefined;
  if (existing) {
    return { outcome: `temporary grant ${existing.id} already recorded`, userIds: [existing.ownerId] };
  }
  const grantedAtMs = event.purchased_at_ms ?? eventAtMs;
  const sameUser = buyerRowsSql(buyer, event);
  // The validated purchase was made when the grant was (the grant stood in for it), give or take the
  // grant's own lifetime.
  const [validated] = sameUser
    ? await tx
        .select({ id: purchase.id })
        .from(purchase)
        .where(
          and(
            eq(purchase.temporaryGrant, false),
            eq(purchase.store, event.store!),
            sameUser,
            gte(purchase.purchasedAt, new Date(grantedAtMs - TEMPORARY_GRANT_MS)),
          ),
        )
        .limit(1)
    : [];
  const [row] = await tx
    .insert(purchase)
    .values(
      newPurchaseOf(event, buyer, {
        ...paymentFieldsOf(event),
        status: validated ? purchaseStatus.expired : purchaseStatus.active,
        temporaryGrant: true,
        expirationAtMs: event.expiration_at_ms ?? eventAtMs + TEMPORARY_GRANT_MS,
        eventAtMs,
      }),
    )
    .returning({ id: purchase.id });
  const replaced = validated ? ` (already replaced by purchase ${validated.id})` : '';
  return {
    outcome: `temporary grant recorded (${row!.id})${replaced}${buyer ? '' : ' for an unknown app user'}`,
    userIds: [buyer?.id],
  };
}
