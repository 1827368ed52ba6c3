import { z } from 'zod';
import { queryBoolean } from '../api/query-boolean';
import { planTiers } from '../purchases/purchase-values';
import { purchaseStatusFilterValues } from './purchase-status-filter';

export const SUBSCRIPTIONS_PAGE_SIZE = 50;
export const SUBSCRIPTIONS_MAX_PAGE_SIZE = 200;

export const subscriptionFiltersSchema = z.object({
  includeSandbox: queryBoolean.default(false),
  search: z.string().trim().max(200).optional().meta({
    description: 'Case-insensitive substring of user name, email, purchase id, order id or transaction id',
  }),
  status: z.enum(purchaseStatusFilterValues).optional(),
  plan: z
    .enum(planTiers)
    .optional()
    .meta({ description: 'Plan tier derived from productId (spec section 4)' }),
});

export const listSubscriptionsQuerySchema = subscriptionFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(SUBSCRIPTIONS_MAX_PAGE_SIZE).default(SUBSCRIPTIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});

// The purchase of spec section 3, plus the derived plan and status label.
export const purchaseSchema = z
  .object({
    id: z.string(),
    ownerId: z.string().nullable(),
    userEmail: z.string().nullable(),
    userName: z.string().nullable(),
    isAcknowledged: z.boolean().nullable(),
    isAutoRenewing: z.boolean().nullable(),
    orderId: z.string().nullable(),
    packageName: z.string().nullable(),
    purchasedAt: z.string().nullable(),
    purchaseToken: z.string().nullable(),
    quantity: z.number().nullable(),
    productId: z.string().nullable(),
    newProductId: z
      .string()
      .nullable()
      .meta({ description: 'The product a PRODUCT_CHANGE switches to (RevenueCat new_product_id)' }),
    products: z.array(z.string()),
    platform: z.string().nullable(),
    status: z.number().nullable(),
    statusLabel: z.enum(purchaseStatusFilterValues),
    plan: z.enum(planTiers),
    revenuecatEventType: z.string().nullable(),
    revenuecatEventId: z.string().nullable(),
    appUserId: z.string().nullable(),
    entitlementIds: z.array(z.string()),
    expirationAtMs: z.number().nullable(),
    purchasedAtMs: z.number().nullable(),
    environment: z.string().nullable(),
    transactionId: z.string().nullable(),
    store: z.string().nullable(),
    priceInPurchasedCurrency: z.number().nullable(),
    priceUsd: z.number().nullable(),
    currency: z.string().nullable(),
    countryCode: z.string().nullable(),
    periodType: z.string().nullable(),
    cancelReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Purchase' });

export const listSubscriptionsResponseSchema = z
  .object({
    items: z.array(purchaseSchema),
    pageToken: z.string().optional().meta({ description: 'The next offset; absent on the last page' }),
  })
  .meta({ id: 'SubscriptionList' });

export const subscriptionsSummaryQuerySchema = z.object({ includeSandbox: queryBoolean.default(false) });

export const subscriptionsSummarySchema = z
  .object({
    monthlyRevenueUsd: z
      .number()
      .meta({ description: 'Sum of priceUsd over the paid periods in force now, refunds excluded' }),
    revenueThisMonthUsd: z.number(),
    revenueLastMonthUsd: z.number(),
    revenueChangePercent: z.number(),
    activeCount: z.number().int(),
    totalCount: z.number().int(),
    activeSharePercent: z.number(),
    gracePeriodCount: z.number().int(),
    cancelledCount: z.number().int(),
    churnRatePercent: z.number(),
  })
  .meta({ id: 'SubscriptionsSummary' });

export type ListSubscriptionsQuery = z.infer<typeof listSubscriptionsQuerySchema>;
export type Purchase = z.infer<typeof purchaseSchema>;
export type SubscriptionsSummary = z.infer<typeof subscriptionsSummarySchema>;
