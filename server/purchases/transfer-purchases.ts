import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '~/server/db/client';
import { purchase, webhookEvent } from '~/server/db/schema';
import { type Applied, findBuyer } from './purchase-from-event';
import { REVENUECAT, type RevenueCatEvent, type RevenueCatWebhook } from './revenuecat-payload';

/**
 * Where a transfer's purchases belong now. RevenueCat retries a delivery that failed, so a transfer
 * can arrive after a later one that moved the same store account on (A to B retried after B to A
 * was applied, which found nothing on B to move): applied as sent it would leave the purchases with
 * B. Every transfer is kept (webhook_event), so the later ones of the same store are followed on
 * from the destination, in the order they happened.
 */
async function latestDestination(tx: Tx, event: RevenueCatEvent): Promise<string[]> {
  let to = event.transferred_to ?? [];
  const later = await tx
    .select({ payload: webhookEvent.payload })
    .from(webhookEvent)
    .where(
      and(
        eq(webhookEvent.provider, REVENUECAT),
        // Spelled as the partial index's condition (webhook_event_transfer_time_idx), so it can serve.
        sql`${webhookEvent.type} = 'TRANSFER'`,
        ne(webhookEvent.eventId, event.id),
        sql`(${webhookEvent.payload}->'event'->>'event_timestamp_ms')::bigint > ${event.event_timestamp_ms}`,
      ),
    )
    .orderBy(asc(sql`(${webhookEvent.payload}->'event'->>'event_timestamp_ms')::bigint`));
  for (const { payload } of later) {
    const next = (payload as RevenueCatWebhook).event;
    if (event.store && next.store && next.store !== event.store) continue;
    if ((next.transferred_from ?? []).some((id) => to.includes(id))) to = next.transferred_to ?? to;
  }
  return to;
}

/**
 * TRANSFER: the transactions of one store account (a restore on a device signed in to another app
 * user) move from the transferred_from app users to the transferred_to user (or where a later
 * transfer already moved that account on). Only that store's purchases move; the old user's
 * purchases in other stores stay theirs.
 */
export async function transferPurchases(
  tx: Tx,
  event: RevenueCatEvent,
  receivedAtMs: number,
): Promise<Applied> {
  const from = event.transferred_from ?? [];
  const to = await latestDestination(tx, event);
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
  const later = to[0] === event.transferred_to?.[0] ? '' : ', where a later transfer put them';
  return {
    outcome: `${moved.length} purchase(s)${where} transferred to ${to[0]}${later}`,
    userIds: [...from, receiver?.id],
  };
}
