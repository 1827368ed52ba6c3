// Purchase value lists and rules (spec sections 3, 4, 9). Shared by server and web; no zod here.

/** Status codes of a purchase (spec section 4). Anything else is shown as unknown. */
export const purchaseStatus = {
  active: 1,
  cancelled: 2,
  gracePeriod: 3,
  onHold: 4,
  paused: 5,
  expired: 6,
} as const;
export type PurchaseStatusCode = (typeof purchaseStatus)[keyof typeof purchaseStatus];
export const purchaseStatusCodes = Object.values(purchaseStatus) as PurchaseStatusCode[];

export const purchaseStatusLabels: Record<PurchaseStatusCode, string> = {
  1: 'active',
  2: 'cancelled',
  3: 'grace_period',
  4: 'on_hold',
  5: 'paused',
  6: 'expired',
};

export function purchaseStatusLabel(code: number | null | undefined): string {
  return purchaseStatusLabels[code as PurchaseStatusCode] ?? 'unknown';
}

// Which purchases give access, and until when, is decided on the server from status and times
// (server/purchases/purchase-access.ts, ADR 0006).

/** The stores of spec section 3; RevenueCat may send others, stored as given. */
export const stores = ['APP_STORE', 'PLAY_STORE', 'STRIPE'] as const;
export type Store = (typeof stores)[number];

export const platforms = ['ios', 'android', 'web'] as const;
export type Platform = (typeof platforms)[number];

export const environments = ['PRODUCTION', 'SANDBOX'] as const;
export type PurchaseEnvironment = (typeof environments)[number];

/** Spec section 3 names NORMAL and TRIAL; RevenueCat also sends INTRO, PROMOTIONAL and PREPAID. */
export const periodTypes = ['NORMAL', 'TRIAL', 'INTRO', 'PROMOTIONAL', 'PREPAID'] as const;
export type PeriodType = (typeof periodTypes)[number];

/** Which platform a store sells on. */
export function platformOfStore(store: string | null | undefined): Platform | null {
  if (store === 'APP_STORE' || store === 'MAC_APP_STORE') return 'ios';
  if (store === 'PLAY_STORE' || store === 'AMAZON') return 'android';
  if (store === 'STRIPE' || store === 'RC_BILLING' || store === 'PADDLE') return 'web';
  return null;
}

export const planTiers = ['premium', 'pro', 'basic', 'free'] as const;
export type PlanTier = (typeof planTiers)[number];

/** Plan tier from a product id (spec section 4). */
export function planTierOf(productId: string | null | undefined): PlanTier {
  const id = (productId ?? '').toLowerCase();
  if (id.includes('premium')) return 'premium';
  if (id.includes('pro')) return 'pro';
  if (id.includes('basic')) return 'basic';
  return 'free';
}

/** Product ids of the plans of spec section 9, as the stores know them. */
export const products = {
  proMonthly: { productId: 'vocably_pro_monthly', priceUsd: 6.99, periodDays: 30 },
  proYearly: { productId: 'vocably_pro_yearly', priceUsd: 59.99, periodDays: 365 },
} as const;
