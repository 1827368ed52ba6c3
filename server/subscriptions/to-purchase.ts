import { planTierOf, purchaseStatusLabel } from '~/core/purchases/purchase-values';
import type { Purchase } from '~/core/subscriptions/list-subscriptions';
import type { purchase } from '~/server/db/schema';

export function toPurchase(row: typeof purchase.$inferSelect): Purchase {
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
    statusLabel: purchaseStatusLabel(row.status) as Purchase['statusLabel'],
    plan: planTierOf(row.productId),
    revenuecatEventType: row.revenuecatEventType,
    revenuecatEventId: row.revenuecatEventId,
    appUserId: row.appUserId,
    entitlementIds: row.entitlementIds,
    expirationAtMs: row.expirationAtMs,
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
