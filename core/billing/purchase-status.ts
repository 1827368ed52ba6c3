// Spec section 4: purchase status codes and their labels; any other code is "unknown".
export const purchaseStatuses = {
  1: 'active',
  2: 'cancelled',
  3: 'grace_period',
  4: 'on_hold',
  5: 'paused',
  6: 'expired',
} as const;

export type PurchaseStatusLabel = (typeof purchaseStatuses)[keyof typeof purchaseStatuses] | 'unknown';
export const purchaseStatusLabels = [...Object.values(purchaseStatuses), 'unknown'] as const;

export const PURCHASE_ACTIVE = 1;
export const PURCHASE_CANCELLED = 2;
export const PURCHASE_GRACE_PERIOD = 3;

export function purchaseStatusLabel(status: number | null | undefined): PurchaseStatusLabel {
  return purchaseStatuses[status as keyof typeof purchaseStatuses] ?? 'unknown';
}

/** The status code of a label, or undefined for "unknown" (which matches every other code). */
export function purchaseStatusCode(label: PurchaseStatusLabel): number | undefined {
  const entry = Object.entries(purchaseStatuses).find(([, value]) => value === label);
  return entry ? Number(entry[0]) : undefined;
}
