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
 * The status a status event leads to from the row's current one (undefined: we never saw the
 * purchase). Which purchases give access, and until when, follows from status and times
 * (purchase-access.ts), so nothing here depends on the clock except REFUND_REVERSED's label.
 */
export function statusAfter(
  event: RevenueCatEvent,
  row: Current | undefined,
  nowMs: number,
): PurchaseStatusCode {
  const current = row?.status as PurchaseStatusCode | undefined;
  // A refund or the end of a period is final for that period; only these two events reopen it.
  const ended = current === purchaseStatus.expired;
  const graceKnown = (event.grace_period_expiration_at_ms ?? row?.gracePeriodExpirationAtMs) != null;
  switch (event.type) {
    case 'CANCELLATION':
      if (event.cancel_reason === 'CUSTOMER_SUPPORT' || ended) return purchaseStatus.expired;
      // The store could not charge: RevenueCat sends BILLING_ISSUE (with the grace period) at the same
      // moment, in either order. Whichever comes second finds the grace period on the row.
      if (event.cancel_reason === 'BILLING_ERROR')
        return graceKnown ? purchaseStatus.gracePeriod : purchaseStatus.onHold;
      return purchaseStatus.cancelled;
    case 'UNCANCELLATION':
      if (current === undefined || current === purchaseStatus.cancelled) return purchaseStatus.active;
      return current;
    case 'BILLING_ISSUE':
      if (ended) return purchaseStatus.expired;
      return event.grace_period_expiration_at_ms != null ? purchaseStatus.gracePeriod : purchaseStatus.onHold;
    case 'SUBSCRIPTION_PAUSED':
      // Announced ahead: access continues until the paid period ends (RevenueCat: revoke on EXPIRATION).
      return ended ? purchaseStatus.expired : purchaseStatus.paused;
    case 'EXPIRATION':
      return event.expiration_reason === 'SUBSCRIPTION_PAUSED'
        ? purchaseStatus.paused
        : purchaseStatus.expired;
    case 'SUBSCRIPTION_EXTENDED':
      return current === purchaseStatus.cancelled ? purchaseStatus.cancelled : purchaseStatus.active;
    case 'REFUND_REVERSED': {
      const expiration = event.expiration_at_ms ?? row?.expirationAtMs;
      return expiration == null || expiration > nowMs ? purchaseStatus.active : purchaseStatus.expired;
    }
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
