import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type PurchaseStatusCode, platformOfStore } from '~/core/purchases/purchase-values';
import type { Tx } from '~/server/db/client';
import { purchase, user } from '~/server/db/schema';
import type { RevenueCatEvent } from './revenuecat-payload';

export type PurchaseRecord = typeof purchase.$inferSelect;
export type PurchaseInsert = typeof purchase.$inferInsert;
export type Buyer = { id: string; email: string; name: string } | undefined;
/** What one applied event reports: a line for the webhook log, and whose premium may have changed. */
export type Applied = { outcome: string; userIds: (string | null | undefined)[] };

/** When the event happened (RevenueCat keeps it across retries); the arrival time if it is missing. */
export function eventTimeOf(event: RevenueCatEvent, receivedAtMs: number): number {
  return event.event_timestamp_ms ?? receivedAtMs;
}

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

/**
 * Events of one store transaction, and of one subscription, are applied one after the other: a lock
 * for the rest of the transaction on each transaction id the event names (its own and its
 * subscription's first), taken in one order so two events never wait on each other in a circle.
 * Locking the row is not enough: when RevenueCat delivers two events of a purchase we have not stored
 * at once (the purchase and its cancellation, or a retry racing the original), there is no row yet,
 * both would insert it, and the second would fail on the unique transaction id. With the lock the
 * second waits, then finds the row the first stored and applies its event to it.
 */
export async function lockTransactionsOf(tx: Tx, event: RevenueCatEvent): Promise<void> {
  const ids = [event.transaction_id, event.original_transaction_id].filter((id): id is string => Boolean(id));
  const keys = [...new Set(ids.map((id) => `revenuecat:${event.store ?? ''}:${id}`))].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * The purchase row an event is about, locked for the rest of the transaction (two events of one
 * purchase are applied one after the other): its own transaction, else the latest period of its
 * subscription in the same store. Not that period when the event names a transaction we have not
 * stored, bought after it: a renewal whose RENEWAL has not arrived (RevenueCat retries a failed
 * delivery for hours, so the period's refund or EXPIRATION can come first). Undefined then: the
 * caller gives that transaction its own row, and the previous period keeps its state.
 */
export async function findPurchase(tx: Tx, event: RevenueCatEvent): Promise<PurchaseRecord | undefined> {
  if (event.store && event.transaction_id) {
    const [own] = await tx
      .select()
      .from(purchase)
      .where(and(eq(purchase.store, event.store), eq(purchase.transactionId, event.transaction_id)))
      .limit(1)
      .for('update');
    if (own) return own;
  }
  const original = event.original_transaction_id ?? event.transaction_id;
  if (!original) return undefined;
  const [latest] = await tx
    .select()
    .from(purchase)
    .where(
      and(
        eq(purchase.originalTransactionId, original),
        event.store ? eq(purchase.store, event.store) : undefined,
      ),
    )
    .orderBy(desc(purchase.purchasedAt))
    .limit(1)
    .for('update');
  const laterPeriod =
    event.transaction_id != null &&
    event.purchased_at_ms != null &&
    latest !== undefined &&
    event.purchased_at_ms > latest.purchasedAt.getTime();
  return laterPeriod ? undefined : latest;
}

/** Rows of the event's buyer: owned by them, or bought under the event's app user id (undefined: no one). */
export function buyerRowsSql(buyer: Buyer, event: RevenueCatEvent): SQL | undefined {
  return or(
    buyer ? eq(purchase.ownerId, buyer.id) : undefined,
    event.app_user_id ? eq(purchase.appUserId, event.app_user_id) : undefined,
  );
}

/** The owner columns for a row that has none yet (a known buyer is never replaced by an event). */
export function ownerFields(buyer: Buyer, row: PurchaseRecord | undefined): Partial<PurchaseInsert> {
  if (!buyer || row?.ownerId) return {};
  return { ownerId: buyer.id, userEmail: buyer.email, userName: buyer.name || null };
}

/** Entitlement ids as the event states them; undefined when it does not mention them. */
export function entitlementIdsOf(event: RevenueCatEvent): string[] | undefined {
  if (event.entitlement_ids !== undefined) return event.entitlement_ids ?? [];
  if (event.entitlement_id !== undefined) return event.entitlement_id ? [event.entitlement_id] : [];
  return undefined;
}

/**
 * What was paid: only purchase events carry it (a refund's CANCELLATION carries a negative amount,
 * and the row keeps what was paid: its status says it was refunded). Only fields the event has.
 */
export function paymentFieldsOf(event: RevenueCatEvent): Partial<PurchaseInsert> {
  const fields: Partial<PurchaseInsert> = {};
  if (event.price !== undefined) fields.priceUsd = event.price;
  if (event.price_in_purchased_currency !== undefined)
    fields.priceInPurchasedCurrency = event.price_in_purchased_currency;
  if (event.currency !== undefined) fields.currency = event.currency;
  if (event.period_type) fields.periodType = event.period_type;
  if (event.purchased_at_ms != null) {
    fields.purchasedAt = new Date(event.purchased_at_ms);
    fields.purchasedAtMs = event.purchased_at_ms;
  }
  return fields;
}

function subscriberAttribute(event: RevenueCatEvent, key: string): string | null {
  return event.subscriber_attributes?.[key]?.value ?? null;
}

/** A new row from an event we have no row for, in the given status (payment fields: see paymentFieldsOf). */
export function newPurchaseOf(
  event: RevenueCatEvent,
  buyer: Buyer,
  fields: { status: PurchaseStatusCode; eventAtMs: number } & Partial<PurchaseInsert>,
): PurchaseInsert {
  const { eventAtMs, ...rest } = fields;
  const store = event.store ?? 'UNKNOWN';
  const productId = event.product_id ?? null;
  const products = [productId, event.new_product_id].filter((id): id is string => Boolean(id));
  return {
    ownerId: buyer?.id ?? null,
    userEmail: buyer?.email ?? subscriberAttribute(event, '$email'),
    userName: buyer?.name || subscriberAttribute(event, '$displayName'),
    // RevenueCat acknowledges store purchases itself before it reports them.
    isAcknowledged: true,
    isAutoRenewing: false,
    orderId: event.transaction_id ?? null,
    packageName: event.app_id ?? null,
    purchasedAt: new Date(event.purchased_at_ms ?? eventAtMs),
    purchasedAtMs: event.purchased_at_ms ?? null,
    quantity: 1,
    productId,
    newProductId: event.new_product_id ?? null,
    products: [...new Set(products)],
    platform: platformOfStore(store),
    appUserId: event.app_user_id ?? event.original_app_user_id ?? null,
    originalAppUserId: event.original_app_user_id ?? null,
    transactionId: event.transaction_id ?? null,
    originalTransactionId: event.original_transaction_id ?? event.transaction_id ?? null,
    store,
    environment: event.environment ?? 'PRODUCTION',
    periodType: event.period_type ?? 'NORMAL',
    entitlementIds: entitlementIdsOf(event) ?? [],
    expirationAtMs: event.expiration_at_ms ?? null,
    countryCode: event.country_code ?? null,
    cancelReason: event.cancel_reason ?? null,
    expirationReason: event.expiration_reason ?? null,
    revenuecatEventType: event.type,
    revenuecatEventId: event.id,
    lastEventAtMs: eventAtMs,
    ...rest,
  };
}
