import { planTierOf, purchaseStatus, purchaseStatusLabel } from '~/core/purchases/purchase-values';
import type { Purchase } from '~/core/subscriptions/list-subscriptions';
import { REFUND_CANCEL_REASON, REFUNDED } from '~/core/subscriptions/purchase-status-filter';
import type { purchase } from '~/server/db/schema';

// A stored row with the end of its access (access-end.ts), which the list selects beside it.
type PurchaseRow = typeof purchase.$inferSelect & { accessEndsAtMs: number | null };

/**
 * The status the list shows: a refund as refunded (its stored status is expired), and a temporary
 * grant whose time is past as expired (nothing but the clock ends one the store never confirmed).
 * subscription-filters.ts filters by the same rules.
 */
function statusLabelOf(row: PurchaseRow, now: Date): string {
  if (row.status === purchaseStatus.expired && row.cancelReason === REFUND_CANCEL_REASON) return REFUNDED;
  const grantRanOut =
    row.temporaryGrant && row.expirationAtMs !== null && row.expirationAtMs <= now.getTime();
  if (grantRanOut) return purchaseStatusLabel(purchaseStatus.expired);
  return purchaseStatusLabel(row.status);
}

export function toPurchase(row: PurchaseRow, now: Date): Purchase {
  return {
    id: row.id,
    ownerId: row.ownerId,
    userEmail: row.userEmail,
    userName: row.userName,
    isAcknowledged: row.isAcknowledged,
    isAutoRenewing: row.isAutoRenewing,
    orderId: row.orderId,
    packageName: row.packageName,
    purchasedAt: row.purchasedAt.toISOString(),
    purchaseToken: row.purchaseToken,
    quantity: row.quantity,
    productId: row.productId,
    newProductId: row.newProductId,
    products: row.products,
    platform: row.platform,
    status: row.status,
    statusLabel: statusLabelOf(row, now) as Purchase['statusLabel'],
    plan: planTierOf(row.productId),
    revenuecatEventType: row.revenuecatEventType,
    revenuecatEventId: row.revenuecatEventId,
    appUserId: row.appUserId,
    entitlementIds: row.entitlementIds,
    expirationAtMs: row.expirationAtMs,
    accessEndsAtMs: row.accessEndsAtMs,
    purchasedAtMs: row.purchasedAtMs,
    environment: row.environment,
    transactionId: row.transactionId,
    store: row.store,
    priceInPurchasedCurrency: row.priceInPurchasedCurrency,
    priceUsd: row.priceUsd,
    currency: row.currency,
    countryCode: row.countryCode,
    periodType: row.periodType,
    cancelReason: row.cancelReason,
    temporaryGrant: row.temporaryGrant,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
