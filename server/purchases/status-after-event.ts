import { type PurchaseStatusCode, purchaseStatus } from '~/core/purchases/purchase-values';
import { entitlementIdsOf, type PurchaseInsert, type PurchaseRecord } from './purchase-from-event';
import type { RevenueCatEvent } from './revenuecat-payload';

type Current = Pick<
  PurchaseRecord,
  'status' | 'expirationAtMs' | 'gracePeriodExpirationAtMs' | 'productId' | 'newProductId'
>;

/** Event types that change the state of a known purchase (not a new payment). */
export const statusEventTypes = [
  'CANCELLATION',
  'UNCANCELLATION',
  'BILLING_ISSUE',
  'SUBSCRIPTION_PAUSED',
  'EXPIRATION',
  'PRODUCT_CHANGE',
  'SUBSCRIPTION_EXTENDED',
  'REFUND_REVERSED',
] as const;

/**
 * A store that cannot charge: RevenueCat says a billing issue is not an expiry. Access lasts until the
 * grace period ends or, where the store reports no end of one, until expiration_at_ms (Stripe's
 * grace_period_expiration_at_ms is always null, its grace period is inside the expiration). While
 * either lies ahead the purchase is in its grace period, which access (purchase-access.ts) and the
 * Grace Period card count; with neither, it is on hold.
 */
function billingFailureStatus(
  graceEndMs: number | null | undefined,
  expirationMs: number | null | undefined,
  nowMs: number,
): PurchaseStatusCode {
  const paidPeriodRuns = expirationMs != null && expirationMs > nowMs;
  return graceEndMs != null || paidPeriodRuns ? purchaseStatus.gracePeriod : purchaseStatus.onHold;
}

/**
 * The status a status event leads to from the row's current one (undefined: we never saw the
 * purchase). Which purchases give access, and until when, follows from status and times
 * (purchase-access.ts); the clock decides only labels: a reversed refund's, and whether a billing
 * failure still has a paid period running.
 */
export function statusAfter(
  event: RevenueCatEvent,
  row: Current | undefined,
  nowMs: number,
): PurchaseStatusCode {
  const current = row?.status as PurchaseStatusCode | undefined;
  // A refund or the end of a period is final for that period; only these two events reopen it.
  const ended = current === purchaseStatus.expired;
  const expiration = event.expiration_at_ms ?? row?.expirationAtMs;
  switch (event.type) {
    case 'CANCELLATION':
      if (event.cancel_reason === 'CUSTOMER_SUPPORT' || ended) return purchaseStatus.expired;
      // The store could not charge: RevenueCat sends BILLING_ISSUE (with the grace period) at the same
      // moment, in either order. Whichever comes second finds the grace period on the row.
      if (event.cancel_reason === 'BILLING_ERROR') {
        const graceEnd = event.grace_period_expiration_at_ms ?? row?.gracePeriodExpirationAtMs;
        return billingFailureStatus(graceEnd, expiration, nowMs);
      }
      return purchaseStatus.cancelled;
    case 'UNCANCELLATION':
      if (current === undefined || current === purchaseStatus.cancelled) return purchaseStatus.active;
      return current;
    case 'BILLING_ISSUE':
      if (ended) return purchaseStatus.expired;
      // The event's grace period replaces the row's (fieldsAfter).
      return billingFailureStatus(event.grace_period_expiration_at_ms, expiration, nowMs);
    case 'SUBSCRIPTION_PAUSED':
      // Announced ahead: access continues until the paid period ends (RevenueCat: revoke on EXPIRATION).
      return ended ? purchaseStatus.expired : purchaseStatus.paused;
    case 'EXPIRATION':
      return event.expiration_reason === 'SUBSCRIPTION_PAUSED'
        ? purchaseStatus.paused
        : purchaseStatus.expired;
    case 'SUBSCRIPTION_EXTENDED':
      return current === purchaseStatus.cancelled ? purchaseStatus.cancelled : purchaseStatus.active;
    case 'REFUND_REVERSED':
      return expiration == null || expiration > nowMs ? purchaseStatus.active : purchaseStatus.expired;
    default:
      // PRODUCT_CHANGE: the change takes effect at the next renewal, which arrives as its own event.
      return current ?? purchaseStatus.active;
  }
}

/**
 * A store that cannot charge makes RevenueCat send BILLING_ISSUE (with the grace period) and
 * CANCELLATION(BILLING_ERROR) together, in either order, their timestamps apart by some milliseconds
 * either way. When the second is older than the first, it would be dropped as late: a grace period
 * never recorded leaves the subscriber on hold, without the access the store still grants. So while
 * the row is in that billing failure, a late half of the pair still adds what only it knows (null:
 * nothing to add, the late event changes nothing).
 */
export function lateBillingFields(
  event: RevenueCatEvent,
  row: Pick<PurchaseRecord, 'status' | 'gracePeriodExpirationAtMs' | 'cancelReason'>,
): (Partial<PurchaseInsert> & { status: PurchaseStatusCode }) | null {
  const status = row.status as PurchaseStatusCode;
  if (status !== purchaseStatus.onHold && status !== purchaseStatus.gracePeriod) return null;
  if (
    event.type === 'BILLING_ISSUE' &&
    event.grace_period_expiration_at_ms != null &&
    row.gracePeriodExpirationAtMs == null
  ) {
    return {
      gracePeriodExpirationAtMs: event.grace_period_expiration_at_ms,
      status: purchaseStatus.gracePeriod,
    };
  }
  if (event.type === 'CANCELLATION' && event.cancel_reason === 'BILLING_ERROR' && row.cancelReason == null) {
    return { cancelReason: 'BILLING_ERROR', isAutoRenewing: false, status };
  }
  return null;
}

/** The columns a status event sets on the row it applies to (besides status and bookkeeping). */
export function fieldsAfter(event: RevenueCatEvent, row: Current | undefined, eventAtMs: number) {
  const fields: Partial<PurchaseInsert> = {};
  if (event.expiration_at_ms != null) fields.expirationAtMs = event.expiration_at_ms;
  if (event.environment) fields.environment = event.environment;
  if (event.country_code) fields.countryCode = event.country_code;
  if (!row?.productId && event.product_id) fields.productId = event.product_id;
  const entitlementIds = entitlementIdsOf(event);
  if (entitlementIds !== undefined) fields.entitlementIds = entitlementIds;
  switch (event.type) {
    case 'CANCELLATION':
      fields.isAutoRenewing = false;
      fields.cancelReason = event.cancel_reason ?? null;
      break;
    case 'UNCANCELLATION':
      fields.isAutoRenewing = true;
      fields.cancelReason = null;
      break;
    case 'BILLING_ISSUE':
      fields.gracePeriodExpirationAtMs = event.grace_period_expiration_at_ms ?? null;
      break;
    case 'SUBSCRIPTION_PAUSED':
      fields.isAutoRenewing = false;
      break;
    case 'EXPIRATION':
      fields.isAutoRenewing = false;
      fields.expirationAtMs = event.expiration_at_ms ?? eventAtMs;
      fields.expirationReason = event.expiration_reason ?? null;
      break;
    case 'REFUND_REVERSED':
      fields.cancelReason = null;
      break;
    case 'PRODUCT_CHANGE':
      if (event.new_product_id) {
        const productId = fields.productId ?? row?.productId;
        fields.newProductId = event.new_product_id;
        fields.products = [...new Set([productId, event.new_product_id].filter((id): id is string => !!id))];
      }
      break;
  }
  return fields;
}
