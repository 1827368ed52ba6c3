import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { type PurchaseStatusCode, purchaseStatus } from '../../../core/purchases';
import type { Tx } from '../../db/client';
import { purchase } from '../../db/schema';
import {
  type Buyer,
  candidateUserIds,
  findBuyer,
  findPurchase,
  newPurchaseOf,
  type PurchaseRecord,
  purchaseFieldsOf,
} from './purchase-from-event';
import type { RevenueCatEvent } from './revenuecat-payload';
import { syncPremium } from './sync-premium';

type Applied = { outcome: string; userIds: (string | null | undefined)[] };

const superseded = [
  purchaseStatus.active,
  purchaseStatus.cancelled,
  purchaseStatus.gracePeriod,
  purchaseStatus.onHold,
];

/** Applies one event to the purchases and then brings the affected users' premium claim in step. */
export async function applyRevenueCatEvent(tx: Tx, event: RevenueCatEvent): Promise<string> {
  const applied = await applyToPurchases(tx, event);
  const userIds = [...new Set(applied.userIds.filter((id): id is string => Boolean(id)))];
  const changes = await syncPremium(tx, userIds, { eventId: event.id, eventType: event.type });
  const premium = changes.map(
    (change) => `${change.userId} premium ${change.isPremium ? 'granted' : 'revoked'}`,
  );
  return [applied.outcome, ...premium].join('; ');
}

async function applyToPurchases(tx: Tx, event: RevenueCatEvent): Promise<Applied> {
  const now = Date.now();
  switch (event.type) {
    case 'TEST':
      return { outcome: 'test event acknowledged', userIds: [] };
    case 'INITIAL_PURCHASE':
    case 'NON_RENEWING_PURCHASE':
    case 'TEMPORARY_ENTITLEMENT_GRANT':
    case 'RENEWAL':
      return recordPurchase(tx, event);
    case 'CANCELLATION': {
      // A refund (CUSTOMER_SUPPORT) ends access now; a failed charge starts the grace period (or
      // puts the subscription on hold without one); any other reason keeps access until expiration.
      const refund = event.cancel_reason === 'CUSTOMER_SUPPORT';
      const billing = event.cancel_reason === 'BILLING_ERROR';
      return updateStatus(
        tx,
        event,
        (row) => {
          if (refund) return purchaseStatus.expired;
          if (billing) return inGrace(event, row, now) ? purchaseStatus.gracePeriod : purchaseStatus.onHold;
          return purchaseStatus.cancelled;
        },
        { isAutoRenewing: false },
      );
    }
    case 'UNCANCELLATION':
      return updateStatus(tx, event, () => purchaseStatus.active, {
        isAutoRenewing: true,
        cancelReason: null,
      });
    case 'BILLING_ISSUE':
      return updateStatus(tx, event, (row) =>
        inGrace(event, row, now) ? purchaseStatus.gracePeriod : purchaseStatus.onHold,
      );
    case 'SUBSCRIPTION_PAUSED':
      // Access continues until the current period ends (see isEntitled); EXPIRATION then ends it.
      return updateStatus(tx, event, () => purchaseStatus.paused, { isAutoRenewing: false });
    case 'EXPIRATION':
      return updateStatus(
        tx,
        event,
        () =>
          event.expiration_reason === 'SUBSCRIPTION_PAUSED' ? purchaseStatus.paused : purchaseStatus.expired,
        { isAutoRenewing: false, expirationAtMs: event.expiration_at_ms ?? now },
      );
    case 'PRODUCT_CHANGE':
      // The change takes effect at the next renewal, which arrives as its own RENEWAL event.
      return updateStatus(tx, event, (row) => (row?.status as PurchaseStatusCode) ?? purchaseStatus.active);
    case 'SUBSCRIPTION_EXTENDED':
      return updateStatus(tx, event, (row) =>
        row?.status === purchaseStatus.cancelled ? purchaseStatus.cancelled : purchaseStatus.active,
      );
    case 'REFUND_REVERSED':
      return updateStatus(
        tx,
        event,
        (row) =>
          (event.expiration_at_ms ?? row?.expirationAtMs ?? 0) > now
            ? purchaseStatus.active
            : purchaseStatus.expired,
        { cancelReason: null },
      );
    case 'TRANSFER':
      return transfer(tx, event);
    default:
      // INVOICE_ISSUANCE (an unpaid invoice), VIRTUAL_CURRENCY_TRANSACTION (Vocably sells none),
      // SUBSCRIBER_ALIAS, experiments and types added later: recorded, nothing to change.
      return { outcome: `${event.type} recorded; no purchase change`, userIds: [] };
  }
}

function inGrace(event: RevenueCatEvent, row: PurchaseRecord | undefined, now: number): boolean {
  const graceEnds = event.grace_period_expiration_at_ms ?? event.expiration_at_ms ?? row?.expirationAtMs ?? 0;
  return graceEnds > now;
}

/** A purchase or renewal: one row per store transaction; a renewal closes the earlier periods. */
async function recordPurchase(tx: Tx, event: RevenueCatEvent): Promise<Applied> {
  const buyer = await findBuyer(tx, candidateUserIds(event));
  const [existing] = await tx
    .select()
    .from(purchase)
    .where(and(eq(purchase.store, event.store!), eq(purchase.transactionId, event.transaction_id!)))
    .limit(1);
  let id: string;
  if (existing) {
    id = existing.id;
    await tx
      .update(purchase)
      .set({ ...purchaseFieldsOf(event, purchaseStatus.active, true), ...ownerFields(buyer, existing) })
      .where(eq(purchase.id, existing.id));
  } else {
    const [row] = await tx
      .insert(purchase)
      .values(newPurchaseOf(event, buyer, purchaseStatus.active))
      .returning({ id: purchase.id });
    id = row!.id;
  }
  if (event.type === 'RENEWAL' && event.original_transaction_id) {
    await tx
      .update(purchase)
      .set({ status: purchaseStatus.expired, isAutoRenewing: false, updatedAt: new Date() })
      .where(
        and(
          eq(purchase.originalTransactionId, event.original_transaction_id),
          ne(purchase.id, id),
          inArray(purchase.status, superseded),
        ),
      );
  }
  const owner = buyer?.id ?? existing?.ownerId;
  return {
    outcome: `purchase ${existing ? 'updated' : 'created'} (${id})${owner ? '' : ' for an unknown app user'}`,
    userIds: [owner],
  };
}

function ownerFields(buyer: Buyer, row: PurchaseRecord | undefined) {
  if (!buyer || row?.ownerId) return {};
  return { ownerId: buyer.id, userEmail: buyer.email, userName: buyer.name || null };
}

/** A status change of an existing purchase; if we never saw the purchase, it is created from the event. */
async function updateStatus(
  tx: Tx,
  event: RevenueCatEvent,
  statusOf: (row: PurchaseRecord | undefined) => PurchaseStatusCode,
  extra: Partial<typeof purchase.$inferInsert> = {},
): Promise<Applied> {
  const row = await findPurchase(tx, event);
  const buyer = await findBuyer(tx, candidateUserIds(event));
  const status = statusOf(row);
  if (row) {
    await tx
      .update(purchase)
      .set({ ...purchaseFieldsOf(event, status, false), ...ownerFields(buyer, row), ...extra })
      .where(eq(purchase.id, row.id));
    return { outcome: `purchase ${row.id} now status ${status}`, userIds: [row.ownerId, buyer?.id] };
  }
  if (!event.product_id || !event.store) {
    return { outcome: `${event.type} for an unknown purchase; nothing to update`, userIds: [buyer?.id] };
  }
  const [created] = await tx
    .insert(purchase)
    .values({ ...newPurchaseOf(event, buyer, status), ...extra })
    .returning({ id: purchase.id });
  return { outcome: `purchase created (${created!.id}) with status ${status}`, userIds: [buyer?.id] };
}

/** Moves the purchases of the transferred_from app users to the (first) transferred_to user. */
async function transfer(tx: Tx, event: RevenueCatEvent): Promise<Applied> {
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
      revenuecatEventType: event.type,
      revenuecatEventId: event.id,
      updatedAt: new Date(),
    })
    .where(or(inArray(purchase.appUserId, from), inArray(purchase.ownerId, from)))
    .returning({ id: purchase.id });
  return { outcome: `${moved.length} purchase(s) transferred to ${to[0]}`, userIds: [...from, receiver?.id] };
}
