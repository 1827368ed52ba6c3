import type { Purchase } from '~/core/subscriptions/list-subscriptions';
import type { BadgeTone } from '~/web/components/ui/badge';

// How the Subscriptions page shows money, statuses and plans.

/** An amount in the purchase's own currency; "N/A" when the price or currency is missing or unknown. */
export function formatAmount(amount: number | null | undefined, currency: string | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || !currency?.trim()) return 'N/A';
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.trim().toUpperCase(),
    }).format(amount);
  } catch {
    // Not an ISO 4217 code: the number with the code beside it beats throwing in a table cell.
    return `${amount.toFixed(2)} ${currency.trim().toUpperCase()}`;
  }
}

/** A refunded purchase's amount says the money went back (Monthly Revenue leaves it out). */
export function formatPaidAmount(
  amount: number | null | undefined,
  currency: string | null | undefined,
  statusLabel: string,
): string {
  const text = formatAmount(amount, currency);
  return statusLabel === 'refunded' && text !== 'N/A' ? `${text} refunded` : text;
}

/** Revenue is shown in USD. */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/** "12.5%"; one decimal at most. */
export function formatPercent(percent: number): string {
  return `${Math.round(percent * 10) / 10}%`;
}

/** "+12.5% from last month", "-3% from last month", "0% from last month". */
export function revenueChangeText(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : ''}${rounded}% from last month`;
}

/**
 * The six purchase statuses, in code order, then Refunded (a period the store refunded: stored as
 * expired, told apart by the server), for the filter and the badges.
 */
export const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'grace_period', label: 'Grace Period' },
  { value: 'on_hold', label: 'On Hold' },
  { value: 'paused', label: 'Paused' },
  { value: 'expired', label: 'Expired' },
  { value: 'refunded', label: 'Refunded' },
] as const;

export const planOptions = [
  { value: 'premium', label: 'Premium' },
  { value: 'pro', label: 'Pro' },
  { value: 'basic', label: 'Basic' },
  { value: 'free', label: 'Free' },
] as const;

const statusTones: Record<string, BadgeTone> = {
  active: 'success',
  cancelled: 'danger',
  grace_period: 'warning',
  on_hold: 'warning',
  paused: 'info',
  expired: 'neutral',
  refunded: 'danger',
};

export function statusDisplay(label: string): { text: string; tone: BadgeTone } {
  const option = statusOptions.find((candidate) => candidate.value === label);
  return { text: option?.label ?? 'Unknown', tone: statusTones[label] ?? 'neutral' };
}

// The statuses the cards count only while the row's access runs (its accessEndsAtMs).
const statusesThatEnd = new Set(['active', 'grace_period', 'cancelled']);

/**
 * A row that still says active, grace period or cancelled though its access has ended: the store's
 * EXPIRATION (or renewal) never came, so the cards already leave it out while the status stays.
 */
export function periodEndedUnconfirmed(
  purchase: Pick<Purchase, 'statusLabel' | 'accessEndsAtMs'>,
  nowMs: number,
): boolean {
  return (
    statusesThatEnd.has(purchase.statusLabel) &&
    purchase.accessEndsAtMs !== null &&
    purchase.accessEndsAtMs <= nowMs
  );
}

export const PERIOD_ENDED_EXPLANATION =
  'The store has not confirmed a renewal or an expiry: not counted in the cards';

export function planDisplay(plan: string): string {
  return planOptions.find((option) => option.value === plan)?.label ?? 'Free';
}

const storeNames: Record<string, string> = {
  APP_STORE: 'App Store',
  PLAY_STORE: 'Play Store',
  STRIPE: 'Stripe',
};

export function storeDisplay(store: string | null | undefined): string {
  if (!store) return 'N/A';
  return storeNames[store] ?? store;
}
