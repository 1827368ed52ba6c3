import {
  type PeriodType,
  type PurchaseStatusCode,
  platformOfStore,
  products,
  purchaseStatus,
  type Store,
  stores,
} from '~/core/purchases/purchase-values';
import type { purchase } from '~/server/db/schema';
import { addDays, daysAgo, type FactoryContext, uuid } from './context';

export type PurchaseRow = typeof purchase.$inferInsert & { id: string };

/** Country -> currency and an approximate USD rate, so local prices look real. */
const markets = [
  { countryCode: 'US', currency: 'USD', rate: 1 },
  { countryCode: 'GB', currency: 'GBP', rate: 0.79 },
  { countryCode: 'DE', currency: 'EUR', rate: 0.92 },
  { countryCode: 'FR', currency: 'EUR', rate: 0.92 },
  { countryCode: 'ES', currency: 'EUR', rate: 0.92 },
  { countryCode: 'IL', currency: 'ILS', rate: 3.7 },
  { countryCode: 'BR', currency: 'BRL', rate: 5.0 },
  { countryCode: 'JP', currency: 'JPY', rate: 150 },
] as const;

const eventTypeOfStatus: Record<PurchaseStatusCode, string> = {
  1: 'INITIAL_PURCHASE',
  2: 'CANCELLATION',
  3: 'BILLING_ISSUE',
  4: 'BILLING_ISSUE',
  5: 'SUBSCRIPTION_PAUSED',
  6: 'EXPIRATION',
};

export type PurchaseOptions = {
  status?: PurchaseStatusCode;
  store?: Store;
  environment?: 'PRODUCTION' | 'SANDBOX';
  periodType?: PeriodType;
  plan?: keyof typeof products;
  purchasedAt?: Date;
};

type Owner = { id: string; email: string; name?: string | null } | null;

export function buildPurchase(
  ctx: FactoryContext,
  owner: Owner,
  options: PurchaseOptions = {},
  overrides: Partial<PurchaseRow> = {},
): PurchaseRow {
  const { faker } = ctx;
  const status = options.status ?? purchaseStatus.active;
  const store = options.store ?? faker.helpers.arrayElement(stores);
  const environment = options.environment ?? (faker.datatype.boolean(0.1) ? 'SANDBOX' : 'PRODUCTION');
  const periodType = options.periodType ?? (faker.datatype.boolean(0.15) ? 'TRIAL' : 'NORMAL');
  const plan =
    products[options.plan ?? faker.helpers.arrayElement(['proMonthly', 'proMonthly', 'proYearly'] as const)];
  const market = faker.helpers.arrayElement(markets);
  const trial = periodType === 'TRIAL';
  const periodDays = trial ? 7 : plan.periodDays;
  const entitled = status === purchaseStatus.active || status === purchaseStatus.cancelled;
  // Entitled purchases end in the future; the others ended already (grace/hold: payment failed lately).
  const purchasedAt =
    options.purchasedAt ??
    (entitled
      ? daysAgo(ctx, Math.min(periodDays - 1, 90), 0)
      : daysAgo(ctx, periodDays + 60, periodDays + 1));
  const expiresAt = addDays(purchasedAt, periodDays);
  const priceUsd = trial ? 0 : plan.priceUsd;
  const transactionId =
    store === 'PLAY_STORE'
      ? `GPA.${faker.string.numeric(4)}-${faker.string.numeric(4)}-${faker.string.numeric(4)}-${faker.string.numeric(5)}`
      : faker.string.numeric(16);
  const platform = platformOfStore(store);
  return {
    id: uuid(ctx),
    ownerId: owner?.id ?? null,
    userEmail: owner?.email ?? null,
    userName: owner?.name || null,
    isAcknowledged: true,
    isAutoRenewing: status === purchaseStatus.active || status === purchaseStatus.gracePeriod,
    orderId: store === 'STRIPE' ? `in_${faker.string.alphanumeric(24)}` : transactionId,
    packageName:
      platform === 'android' ? 'app.vocably.android' : platform === 'ios' ? 'app.vocably.ios' : 'vocably.app',
    purchasedAt,
    purchaseToken: store === 'PLAY_STORE' ? faker.string.alpha({ length: 96, casing: 'lower' }) : null,
    quantity: 1,
    productId: plan.productId,
    products: [plan.productId],
    platform,
    status,
    revenuecatEventType: eventTypeOfStatus[status],
    revenuecatEventId: uuid(ctx).toUpperCase(),
    appUserId:
      owner?.id ?? `$RCAnonymousID:${faker.string.hexadecimal({ length: 32, prefix: '', casing: 'lower' })}`,
    originalAppUserId: owner?.id ?? null,
    entitlementIds: ['pro'],
    expirationAtMs: expiresAt.getTime(),
    purchasedAtMs: purchasedAt.getTime(),
    environment,
    transactionId,
    originalTransactionId: transactionId,
    store,
    priceInPurchasedCurrency: Math.round(priceUsd * market.rate * 100) / 100,
    currency: market.currency,
    priceUsd,
    countryCode: market.countryCode,
    periodType,
    cancelReason:
      status === purchaseStatus.cancelled
        ? faker.helpers.arrayElement(['UNSUBSCRIBE', 'PRICE_INCREASE', 'CUSTOMER_SUPPORT'])
        : null,
    expirationReason:
      status === purchaseStatus.expired ? faker.helpers.arrayElement(['UNSUBSCRIBE', 'BILLING_ERROR']) : null,
    createdAt: purchasedAt,
    updatedAt: purchasedAt,
    ...overrides,
  };
}
