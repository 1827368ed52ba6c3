import { type PurchaseStatusCode, purchaseStatusLabels } from '../purchases/purchase-values';

/** The labels of the stored status codes: the six of spec section 4 plus "unknown". */
export const purchaseStatusFilterValues = ['unknown', ...Object.values(purchaseStatusLabels)] as [
  string,
  ...string[],
];

/**
 * What the administrator's Subscriptions list shows and filters by: the stored labels, plus
 * "refunded", which is no status code of its own. RevenueCat reports a refund as a CANCELLATION with
 * cancel_reason CUSTOMER_SUPPORT, which ends the period (status expired) and keeps that reason.
 */
export const REFUNDED = 'refunded';
export const subscriptionStatusValues = [...purchaseStatusFilterValues, REFUNDED] as [string, ...string[]];

/** The cancel_reason RevenueCat gives a refund (REFUND_REVERSED clears it). */
export const REFUND_CANCEL_REASON = 'CUSTOMER_SUPPORT';

/** The status code of a label, or undefined for "unknown" (which matches every other code). */
export function purchaseStatusCodeOf(label: string): PurchaseStatusCode | undefined {
  const entry = Object.entries(purchaseStatusLabels).find(([, value]) => value === label);
  return entry ? (Number(entry[0]) as PurchaseStatusCode) : undefined;
}
