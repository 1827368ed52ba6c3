import { eq } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { purchase } from '~/server/db/schema';
import {
  type Applied,
  candidateUserIds,
  eventTimeOf,
  findBuyer,
  findPurchase,
  newPurchaseOf,
  ownerFields,
} from './purchase-from-event';
import { closeEarlierPeriods } from './record-purchase';
import type { RevenueCatEvent } from './revenuecat-payload';
import { fieldsAfter, lateBillingFields, statusAfter } from './status-after-event';

/**
 * A status event (cancellation, billing issue, expiration, ...) applied to its purchase. An event that
 * happened before the last one applied to the row changes nothing: RevenueCat retries and reorders,
 * and a late CANCELLATION must not reopen a period its EXPIRATION closed (the one exception: the two
 * halves of a billing failure, lateBillingFields). A purchase we never saw is
 * created from the event (its payment arrives with the purchase event, whenever that comes), and so
 * is a renewal we have not seen yet (findPurchase).
 */
export async function updatePurchaseStatus(
  tx: Tx,
  event: RevenueCatEvent,
  receivedAtMs: number,
): Promise<Applied> {
  const eventAtMs = eventTimeOf(event, receivedAtMs);
  const row = await findPurchase(tx, event);
  const buyer = await findBuyer(tx, candidateUserIds(event));
  if (row) {
    const owner = ownerFields(buyer, row);
    if (row.lastEventAtMs !== null && eventAtMs < row.lastEventAtMs) {
      const billing = lateBillingFields(event, row);
      if (billing) {
        await tx
          .update(purchase)
          .set({ ...billing, ...owner, updatedAt: new Date(receivedAtMs) })
          .where(eq(purchase.id, row.id));
        return {
          outcome: `purchase ${row.id}: ${event.type} arrived after its paired billing event; status ${billing.status}`,
          userIds: [row.ownerId, owner.ownerId],
        };
      }
      if (owner.ownerId) await tx.update(purchase).set(owner).where(eq(purchase.id, row.id));
      return {
        outcome: `purchase ${row.id}: ${event.type} happened before its last applied event; status ${row.status} kept`,
        userIds: [row.ownerId, owner.ownerId],
      };
    }
    const status = statusAfter(event, row, receivedAtMs);
    await tx
      .update(purchase)
      .set({
        ...fieldsAfter(event, row, eventAtMs),
        ...owner,
        status,
        revenuecatEventType: event.type,
        revenuecatEventId: event.id,
        lastEventAtMs: eventAtMs,
        updatedAt: new Date(receivedAtMs),
      })
      .where(eq(purchase.id, row.id));
    return { outcome: `purchase ${row.id} now status ${status}`, userIds: [row.ownerId, owner.ownerId] };
  }
  if (!event.product_id || !event.store) {
    return { outcome: `${event.type} for an unknown purchase; nothing to update`, userIds: [] };
  }
  const status = statusAfter(event, undefined, receivedAtMs);
  const [created] = await tx
    .insert(purchase)
    .values(newPurchaseOf(event, buyer, { ...fieldsAfter(event, undefined, eventAtMs), status, eventAtMs }))
    .returning({ id: purchase.id });
  // A renewal first seen through its own later event: the periods before it ended all the same.
  await closeEarlierPeriods(tx, event, created!.id, { eventAtMs, receivedAtMs });
  return { outcome: `purchase created (${created!.id}) with status ${status}`, userIds: [buyer?.id] };
}
