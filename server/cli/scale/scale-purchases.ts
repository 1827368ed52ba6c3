import { type PurchaseStatusCode, platformOfStore, products } from '~/core/purchases/purchase-values';
import type { CopyValue } from './copy-rows';
import { alnum, rowRng, uuidFrom } from './random';
import { SALT, type ScalePlan, scaleUser } from './scale-people';

const DAY = 86_400_000;

export const purchaseColumns = [
  'id',
  'owner_id',
  'user_email',
  'user_name',
  'is_acknowledged',
  'is_auto_renewing',
  'order_id',
  'package_name',
  'purchased_at',
  'purchase_token',
  'quantity',
  'product_id',
  'products',
  'platform',
  'status',
  'revenuecat_event_type',
  'revenuecat_event_id',
  'app_user_id',
  'original_app_user_id',
  'entitlement_ids',
  'expiration_at_ms',
  'purchased_at_ms',
  'environment',
  'transaction_id',
  'original_transaction_id',
  'store',
  'price_in_purchased_currency',
  'currency',
  'price_usd',
  'country_code',
  'period_type',
  'cancel_reason',
  'expiration_reason',
  'created_at',
  'updated_at',
];

const statusWeights: [PurchaseStatusCode, number][] = [
  [1, 0.55],
  [2, 0.65],
  [3, 0.69],
  [4, 0.72],
  [5, 0.75],
  [6, 1],
];
const eventOf: Record<PurchaseStatusCode, string> = {
  1: 'RENEWAL',
  2: 'CANCELLATION',
  3: 'BILLING_ISSUE',
  4: 'BILLING_ISSUE',
  5: 'SUBSCRIPTION_PAUSED',
  6: 'EXPIRATION',
};
const markets = [
  ['US', 'USD', 1],
  ['GB', 'GBP', 0.79],
  ['DE', 'EUR', 0.92],
  ['IL', 'ILS', 3.7],
  ['BR', 'BRL', 5],
] as const;

/** Purchase j: its owner, status, plan and period (premium follows in SQL: refreshAllPremium). */
export function scalePurchase(plan: ScalePlan, j: number) {
  const r = rowRng(plan.seed, SALT.purchase, j);
  const owner = r.int(0, plan.users - 1);
  const roll = r.next();
  const status = statusWeights.find(([, upTo]) => roll < upTo)![0];
  const plan_ = r.chance(0.7) ? products.proMonthly : products.proYearly;
  const trial = r.chance(0.1);
  const periodDays = trial ? 7 : plan_.periodDays;
  const entitledNow = status === 1 || status === 2;
  // Entitled purchases are inside their period; the rest ended (at most a year ago).
  const ageDays = entitledNow ? r.int(0, periodDays - 1) : periodDays + r.int(0, 365);
  const purchasedAt = plan.now - ageDays * DAY - r.int(0, DAY);
  const expirationAtMs = purchasedAt + periodDays * DAY;
  return { r, owner, status, plan: plan_, trial, purchasedAt, expirationAtMs };
}

export function purchaseRow(plan: ScalePlan, j: number): CopyValue[] {
  const p = scalePurchase(plan, j);
  const { r } = p;
  const u = scaleUser(plan, p.owner);
  const store = r.pick(['APP_STORE', 'APP_STORE', 'PLAY_STORE', 'STRIPE'] as const);
  const [country, currency, rate] = r.pick(markets);
  const price = p.trial ? 0 : p.plan.priceUsd;
  // Unique by construction (j), not by chance: the generator's streams can overlap at scale.
  const transaction =
    store === 'STRIPE'
      ? `in_${alnum(r, 12)}${plan.runTag}${j}`
      : `${plan.runTag}${j}${r.int(100000, 999999)}`;
  const when = new Date(p.purchasedAt);
  return [
    // From its own stream's start: an id drawn after a varying number of draws could repeat.
    uuidFrom(rowRng(plan.seed, SALT.purchase + 300, j)),
    u.id,
    u.email,
    u.name,
    true,
    p.status === 1 || p.status === 3,
    transaction,
    store === 'PLAY_STORE'
      ? 'app.vocably.android'
      : store === 'APP_STORE'
        ? 'app.vocably.ios'
        : 'vocably.app',
    when,
    store === 'PLAY_STORE' ? alnum(r, 80) : null,
    1,
    p.plan.productId,
    [p.plan.productId],
    platformOfStore(store),
    p.status,
    eventOf[p.status],
    uuidFrom(r).toUpperCase(),
    u.id,
    u.id,
    ['pro'],
    p.expirationAtMs,
    p.purchasedAt,
    r.chance(0.08) ? 'SANDBOX' : 'PRODUCTION',
    transaction,
    transaction,
    store,
    Math.round(price * rate * 100) / 100,
    currency,
    price,
    country,
    p.trial ? 'TRIAL' : 'NORMAL',
    p.status === 2 ? 'UNSUBSCRIBE' : null,
    p.status === 6 ? 'UNSUBSCRIBE' : null,
    when,
    when,
  ];
}
