// Spec section 9: (this month - last month) / last month, as a percentage; 0 when last month had none.
export function revenueChangePercent(thisMonth: number, lastMonth: number): number {
  if (!lastMonth) return 0;
  return roundTo(((thisMonth - lastMonth) / lastMonth) * 100, 1);
}

/** Share of `part` in `total` as a percentage (active share, churn rate); 0 for an empty total. */
export function percentOf(part: number, total: number): number {
  if (!total) return 0;
  return roundTo((part / total) * 100, 1);
}

/**
 * Churn rate over a window: the subscriptions lost during it as a share of those in force at its
 * start. Not a share of every subscription ever made, which shrinks towards zero as time passes.
 */
export function churnRatePercent(lost: number, inForceAtStart: number): number {
  return percentOf(lost, inForceAtStart);
}

export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Sums money without binary-float drift by adding whole cents. */
export function sumUsd(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += Math.round(amount * 100);
  return cents / 100;
}
