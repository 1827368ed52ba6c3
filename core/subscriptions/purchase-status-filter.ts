import { type PurchaseStatusCode, purchaseStatusLabels } from '../purchases/purchase-values';

/** The labels the subscriptions status filter accepts: the six of spec section 4 plus "unknown". */
export const purchaseStatusFilterValues = ['unknown', ...Object.values(purchaseStatusLabels)] as [
  string,
  ...string[],
];

/** The status code of a label, or undefined for "unknown" (which matches every other code). */
export function purchaseStatusCodeOf(label: string): PurchaseStatusCode | undefined {
  const entry = Object.entries(purchaseStatusLabels).find(([, value]) => value === label);
  return entry ? (Number(entry[0]) as PurchaseStatusCode) : undefined;
}
