import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { purchaseStatus } from '~/core/purchases/purchase-values';
import type { Tx } from '~/server/db/client';
import { purchase } from '~/server/db/schema';
import {
  type Applied,
  type Buyer,
  buyerRowsSql,
  candidateUserIds,
  entitlementIdsOf,
  eventTimeOf,
  findBuyer,
  newPurchaseOf,
  ownerFields,
  type PurchaseRecord,
  paymentFieldsOf,
} from './purchase-from-event';
import type { RevenueCatEvent } from './revenuecat-payload';

// Periods a later period of the same subscription closes (the store charged again, so they ended).
const superseded = [
  purchaseStatus.active,
  purchaseStatus.cancelled,
  purchaseStatus.gracePeriod,
  purchaseStatus.onHold,
  purchaseStatus.paused,
];

/**
 * INITIAL_PURCHASE, RENEWAL, NON_RENEWING_PURCHASE: one row per store transaction (a renewal is a new
 * period). Its payment is recorded whenever it arrives; its state only if nothing later was applied
 * to the row (an INITIAL_PURCHASE delivered after its CANCELLATION keeps the cancellation).
 */
/** When the event happened (by its own clock) and when we received it (by ours). */
type EventTimes = { eventAtMs: number; receivedAtMs: number };

export async function recordPurchase(tx: Tx, event: RevenueCatEvent, receivedAtMs: number): Promise<Applied> {
  const eventAtMs = eventTimeOf(event, receivedAtMs);
  const buyer = await findBuyer(tx, candidateUserIds(event));
  const [existing] = await tx
    .select()
    .from(purchase)
    .where(and(eq(purchase.store, event.store!), eq(purchase.transactionId, event.transaction_id!)))
    .limit(1)
    .for('update');
  const state = {
    status: purchaseStatus.active,
    isAutoRenewing: event.type !== 'NON_RENEWING_PURCHASE' && event.expiration_at_ms != null,
    expirationAtMs: event.expiration_at_ms ?? null,
    entitlementIds: entitlementIdsOf(event) ?? [],
    environment: event.environment ?? 'PRODUCTION',
    productId: event.product_id!,
    revenuecatEventType: event.type,
    revenuecatEventId: event.id,
    lastEventAtMs: eventAtMs,
  };
  // Nothing later was applied to this transaction's row (a new row is always fresh).
  const fresh = !existing || existing.lastEventAtMs === null || eventAtMs >= existing.lastEventAtMs;
  let id: string;
  let outcome: string;
  if (existing) {
    id = existing.id;
    await tx
      .update(purchase)
      .set({
        ...paymentFieldsOf(event),
        // The store validated the transaction a temporary grant stood in for: the row is the purchase
        // now (left a grant, replaceTemporaryGrants would close it) and unlocks what the purchase does.
        ...(existing.temporaryGrant ? { temporaryGrant: false, entitlementIds: state.entitlementIds } : {}),
        ...(fresh
          ? {
              ...state,
              products: [...new Set([event.product_id!, existing.newProductId ?? event.product_id!])],
            }
          : existing.productId
            ? {}
            : { productId: event.product_id }),
        ...ownerFields(buyer, existing),
        updatedAt: new Date(receivedAtMs),
      })
      .where(eq(purchase.id, id));
    outcome = fresh
      ? `purchase ${id} updated`
      : `purchase ${id}: payment recorded; status ${existing.status} kept (a later event was applied first)`;
  } else {
    const later = await laterPeriodExists(tx, event);
    const [row] = await tx
      .insert(purchase)
      .values(
        newPurchaseOf(event, buyer, {
          ...paymentFieldsOf(event),
          ...state,
          // A late RENEWAL of an earlier period must not reopen it, nor close the current one.
          ...(later ? { status: purchaseStatus.expired, isAutoRenewing: false } : {}),
          eventAtMs,
        }),
      )
      .returning({ id: purchase.id });
    id = row!.id;
    outcome = later ? `purchase created (${id}) as an earlier, ended period` : `purchase created (${id})`;
  }
  // Even when a later event of this period came first (its RENEWAL retried after the period's
  // CANCELLATION or EXPIRATION), the store charged for it, so the periods before it ended.
  await closeEarlierPeriods(tx, event, id, { eventAtMs, receivedAtMs });
  const replaced = await replaceTemporaryGrants(tx, event, id, buyer, { eventAtMs, receivedAtMs });
  if (replaced > 0) outcome += `; ${replaced} temporary grant(s) replaced`;
  const owner = buyer?.id ?? existing?.ownerId;
  return {
    outcome: `${outcome}${owner ? '' : ' for an unknown app user'}`,
    userIds: [owner, existing?.ownerId],
  };
}

const purchasedAtOf = (event: RevenueCatEvent) => new Date(event.purchased_at_ms!);

/** Whether the subscription already has a period that started after this one. */
async function laterPeriodExists(tx: Tx, event: RevenueCatEvent): Promise<boolean> {
  if (!event.original_transaction_id) return false;
  const [later] = await tx
    .select({ id: purchase.id })
    .from(purchase)
    .where(
      and(
        eq(purchase.store, event.store!),
        eq(purchase.originalTransactionId, event.original_transaction_id),
        gt(purchase.purchasedAt, purchasedAtOf(event)),
      ),
    )
    .limit(1);
  return Boolean(later);
}

/**
 * A new period ends the subscription's earlier ones (a renewal during a grace period closes it too).
 * `id` is the row of the event's period; an event without its purchase time names no period.
 */
export async function closeEarlierPeriods(
  tx: Tx,
  event: RevenueCatEvent,
  id: string,
  { eventAtMs, receivedAtMs }: EventTimes,
) {
  if (!event.original_transaction_id || event.purchased_at_ms == null) return;
  await tx
    .update(purchase)
    .set({
      status: purchaseStatus.expired,
      isAutoRenewing: false,
      lastEventAtMs: sql`greatest(${purchase.lastEventAtMs}, ${eventAtMs})`,
      updatedAt: new Date(receivedAtMs),
    })
    .where(
      and(
        eq(purchase.store, event.store!),
        eq(purchase.originalTransactionId, event.original_transaction_id),
        ne(purchase.id, id),
        lt(purchase.purchasedAt, purchasedAtOf(event)),
        inArray(purchase.status, superseded),
      ),
    );
}

/**
 * RevenueCat's TEMPORARY_ENTITLEMENT_GRANT stands for a purchase it could not validate yet; the
 * validated purchase replaces it, so the grant cannot outlive that purchase. `id` is the purchase's
 * own row, never replaced (a grant that named the transaction became that row).
 */
async function replaceTemporaryGrants(
  tx: Tx,
  event: RevenueCatEvent,
  id: string,
  buyer: Buyer,
  { eventAtMs, receivedAtMs }: EventTimes,
): Promise<number> {
  const sameUser = buyerRowsSql(buyer, event);
  if (!sameUser) return 0;
  const replaced: Pick<PurchaseRecord, 'id'>[] = await tx
    .update(purchase)
    .set({ status: purchaseStatus.expired, lastEventAtMs: eventAtMs, updatedAt: new Date(receivedAtMs) })
    .where(
      and(
        eq(purchase.temporaryGrant, true),
        ne(purchase.id, id),
        eq(purchase.store, event.store!),
        sameUser,
        ne(purchase.status, purchaseStatus.expired),
        sql`coalesce(${purchase.lastEventAtMs}, 0) <= ${eventAtMs}`,
      ),
    )
    .returning({ id: purchase.id });
  return replaced.length;
}
