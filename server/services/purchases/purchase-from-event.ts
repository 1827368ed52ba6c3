import { and, desc, eq, inArray } from 'drizzle-orm';
import { type PurchaseStatusCode, platformOfStore } from '../../../core/purchases';
import type { Tx } from '../../db/client';
import { purchase, user } from '../../db/schema';
import type { RevenueCatEvent } from './revenuecat-payload';

export type PurchaseRecord = typeof purchase.$inferSelect;
export type Buyer = { id: string; email: string; name: string } | undefined;

/** The ids RevenueCat may know the buyer by: our user id is the app user id the apps log in with. */
export function candidateUserIds(event: RevenueCatEvent): string[] {
  const all = [event.app_user_id, event.original_app_user_id, ...(event.aliases ?? [])];
  return [...new Set(all.filter((id): id is string => Boolean(id) && !id!.startsWith('$RCAnonymousID:')))];
}

export async function findBuyer(tx: Tx, userIds: string[]): Promise<Buyer> {
  if (userIds.length === 0) return undefined;
  const rows = await tx
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(inArray(user.id, userIds));
  // Prefer the earliest-listed id (the last seen app user id) when several exist.
  return userIds.map((id) => rows.find((row) => row.id === id)).find(Boolean);
}

/** The purchase row an event is about: its own transaction, else the latest of its subscription. */
export async function findPurchase(tx: Tx, event: RevenueCatEvent): Promise<PurchaseRecord | undefined> {
  if (event.store && event.transaction_id) {
    const [own] = await tx
      .select()
      .from(purchase)
      .where(and(eq(purchase.store, event.store), eq(purchase.transactionId, event.transaction_id)))
      .limit(1);
    if (own) return own;
  }
  const original = event.original_transaction_id ?? event.transaction_id;
  if (!original) return undefined;
  const [latest] = await tx
    .select()
    .from(purchase)
    .where(eq(purchase.originalTransactionId, original))
    .orderBy(desc(purchase.purchasedAt))
    .limit(1);
  return latest;
}

function subscriberAttribute(event: RevenueCatEvent, key: string): string | null {
  return event.subscriber_attributes?.[key]?.value ?? null;
}

/** The purchase columns an event carries (only those it actually has, so updates keep the rest). */
export function purchaseFieldsOf(event: RevenueCatEvent, status: PurchaseStatusCode, withPrice: boolean) {
  const fields: Partial<typeof purchase.$inferInsert> = {
    status,
    revenuecatEventType: event.type,
    revenuecatEventId: event.id,
    updatedAt: new Date(),
  };
  if (event.product_id) {
    fields.productId = event.product_id;
    fields.products = event.new_product_id ? [event.product_id, event.new_product_id] : [event.product_id];
  }
  if (event.entitlement_ids) fields.entitlementIds = event.entitlement_ids;
  else if (event.entitlement_id) fields.entitlementIds = [event.entitlement_id];
  if (event.expiration_at_ms != null) fields.expirationAtMs = event.expiration_at_ms;
  if (event.environment) fields.environment = event.environment;
  // Only purchase events set the price: a refund's CANCELLATION carries a negative amount, and the
  // row keeps what was paid (its status says it was refunded).
  if (withPrice) {
    if (event.period_type) fields.periodType = event.period_type;
    if (event.price !== undefined) fields.priceUsd = event.price;
    if (event.price_in_purchased_currency !== undefined)
      fields.priceInPurchasedCurrency = event.price_in_purchased_currency;
    if (event.currency !== undefined) fields.currency = event.currency;
  }
  if (event.country_code) fields.countryCode = event.country_code;
  if (event.cancel_reason) fields.cancelReason = event.cancel_reason;
  if (event.expiration_reason) fields.expirationReason = event.expiration_reason;
  return fields;
}

/** A new purchase row from a purchase event (the validator guarantees product, store, time, transaction). */
export function newPurchaseOf(
  event: RevenueCatEvent,
  buyer: Buyer,
  status: PurchaseStatusCode,
): typeof purchase.$inferInsert {
  const purchasedAtMs = event.purchased_at_ms ?? event.event_timestamp_ms ?? Date.now();
  const store = event.store ?? 'UNKNOWN';
  const productId = event.product_id ?? 'unknown';
  return {
    ownerId: buyer?.id ?? null,
    userEmail: buyer?.email ?? subscriberAttribute(event, '$email'),
    userName: buyer?.name || subscriberAttribute(event, '$displayName'),
    // RevenueCat acknowledges store purchases itself before it reports them.
    isAcknowledged: true,
    isAutoRenewing:
      event.type !== 'NON_RENEWING_PURCHASE' &&
      event.type !== 'TEMPORARY_ENTITLEMENT_GRANT' &&
      event.expiration_at_ms != null,
    orderId: event.transaction_id ?? null,
    packageName: event.app_id ?? null,
    purchasedAt: new Date(purchasedAtMs),
    purchasedAtMs,
    quantity: 1,
    productId,
    products: [productId],
    platform: platformOfStore(store),
    appUserId: event.app_user_id ?? event.original_app_user_id ?? null,
    originalAppUserId: event.original_app_user_id ?? null,
    transactionId: event.transaction_id ?? null,
    originalTransactionId: event.original_transaction_id ?? event.transaction_id ?? null,
    store,
    environment: event.environment ?? 'PRODUCTION',
    periodType: event.period_type ?? 'NORMAL',
    entitlementIds: [],
    ...purchaseFieldsOf(event, status, true),
    status,
  };
}
