import { z } from 'zod';
import { queryBoolean } from '../api/query-boolean';
import { planTiers } from '../purchases/purchase-values';
import { subscriptionStatusValues } from './purchase-status-filter';

export const SUBSCRIPTIONS_PAGE_SIZE = 50;
export const SUBSCRIPTIONS_MAX_PAGE_SIZE = 200;

export const subscriptionFiltersSchema = z.object({
  includeSandbox: queryBoolean.default(false),
  search: z.string().trim().max(200).optional().meta({
    description: 'Case-insensitive substring of user name, email, purchase id, order id or transaction id',
  }),
  status: z.enum(subscriptionStatusValues).optional().meta({
    description:
      'A status label; "refunded" is an expired purchase whose cancel reason is CUSTOMER_SUPPORT (then not under "expired"), and a temporary grant whose time is past is "expired"',
  }),
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
    statusLabel: z.enum(subscriptionStatusValues).meta({
      description:
        'The status as the list shows it: "refunded" for a refund, "expired" for a temporary grant whose time is past',
    }),
    plan: z.enum(planTiers),
    revenuecatEventType: z.string().nullable(),
    revenuecatEventId: z.string().nullable(),
    appUserId: z.string().nullable(),
    entitlementIds: z.array(z.string()),
    expirationAtMs: z.number().nullable(),
    accessEndsAtMs: z.number().nullable().meta({
      description:
        "When access ends: expirationAtMs, or the later of it and the billing grace period's end while the row is in that grace period (or the billing failure expired it); null when not known. The summary counts an active, grace period or cancelled subscription only until then; a row whose status says otherwise once this is past is one whose EXPIRATION the store never sent",
    }),
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
    temporaryGrant: z.boolean().meta({
      description:
        'Access RevenueCat gave while the store could not be reached (TEMPORARY_ENTITLEMENT_GRANT)',
    }),
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
    activeCount: z.number().int().meta({
      description: 'Subscriptions with an active period that runs now (no expiry, or expiry after now)',
    }),
    totalCount: z
      .number()
      .int()
      .meta({ description: 'Store subscriptions ever recorded; temporary grants excluded' }),
    activeSharePercent: z.number(),
    gracePeriodCount: z
      .number()
      .int()
      .meta({ description: 'Subscriptions in a billing grace period whose access still runs now' }),
    cancelledCount: z
      .number()
      .int()
      .meta({ description: 'Subscriptions cancelled (not renewing) whose paid period still runs now' }),
    churnRatePercent: z.number().meta({
      description:
        'Subscriptions in force 30 days ago that are not in force now, as a share of those in force 30 days ago',
    }),
  })
  .meta({ id: 'SubscriptionsSummary' });

export type ListSubscriptionsQuery = z.infer<typeof listSubscriptionsQuerySchema>;
export type Purchase = z.infer<typeof purchaseSchema>;
export type SubscriptionsSummary = z.infer<typeof subscriptionsSummarySchema>;
