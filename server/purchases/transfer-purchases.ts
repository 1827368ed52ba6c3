import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { purchase } from '~/server/db/schema';
import { type Applied, findBuyer } from './purchase-from-event';
import type { RevenueCatEvent } from './revenuecat-payload';

/**
 * TRANSFER: the transactions of one store account (a restore on a device signed in to another app
 * user) move from the transferred_from app users to the transferred_to user. Only that store's
 * purchases move; the old user's purchases in other stores stay theirs.
 */
export async function transferPurchases(
  tx: Tx,
  event: RevenueCatEvent,
  receivedAtMs: number,
): Promise<Applied> {
  const from = event.transferred_from ?? [];
  const to = event.transferred_to ?? [];
  const receiver = await findBuyer(tx, to);
  const moved = await tx
    .update(purchase)
    .set({
      appUserId: to[0],
      ownerId: receiver?.id ?? null,
      userEmail: receiver?.email ?? null,
      userName: receiver?.name || null,
      updatedAt: new Date(receivedAtMs),
    })
    .where(
      and(
        // Without a store (not in RevenueCat's samples) the event names no narrower set than the users.
        event.store ? eq(purchase.store, event.store) : undefined,
        or(inArray(purchase.appUserId, from), inArray(purchase.ownerId, from)),
      ),
    )
    .returning({ id: purchase.id });
  const where = event.store ? ` (${event.store})` : '';
  return {
    outcome: `${moved.length} purchase(s)${where} transferred to ${to[0]}`,
    userIds: [...from, receiver?.id],
  };
}
