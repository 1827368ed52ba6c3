import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Platform, PurchaseStatusCode } from '~/core/purchases/purchase-values';
import { user } from './auth';

// One row per billing period of a store transaction (a renewal is a new row), so that revenue per
// month is a sum over rows. Status changes (cancellation, billing issue, expiration) update the row of
// the current period. Fields follow spec section 3 "Purchase".
export const purchase = pgTable(
  'purchase',
  {
    // Text so that substring search by id works with the same trigram index as the other fields.
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    // Null when RevenueCat names an app user we do not know (e.g. an anonymous id), and after the
    // owner is deleted: the purchase stays, so revenue history does not change (ADR 0006).
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    // Copies at purchase time: the subscriptions list searches them without a join, and they remain
    // after the owner is deleted.
    userEmail: text('user_email'),
    userName: text('user_name'),
    isAcknowledged: boolean('is_acknowledged').notNull().default(false),
    isAutoRenewing: boolean('is_auto_renewing').notNull().default(false),
    orderId: text('order_id'),
    packageName: text('package_name'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    purchaseToken: text('purchase_token'),
    quantity: integer('quantity').notNull().default(1),
    // Null only for a TEMPORARY_ENTITLEMENT_GRANT that did not name its product.
    productId: text('product_id'),
    // The product a PRODUCT_CHANGE switches to (at the next renewal, or now for an upgrade).
    newProductId: text('new_product_id'),
    products: jsonb('products').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    platform: text('platform').$type<Platform>(),
    status: integer('status').$type<PurchaseStatusCode>().notNull(),
    revenuecatEventType: text('revenuecat_event_type'),
    revenuecatEventId: text('revenuecat_event_id'),
    appUserId: text('app_user_id'),
    originalAppUserId: text('original_app_user_id'),
    entitlementIds: jsonb('entitlement_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    expirationAtMs: bigint('expiration_at_ms', { mode: 'number' }),
    // From BILLING_ISSUE: access continues until then while the store retries the charge.
    gracePeriodExpirationAtMs: bigint('grace_period_expiration_at_ms', { mode: 'number' }),
    // event_timestamp_ms of the latest event applied to this row: an older event arriving later does
    // not change its status (RevenueCat retries and reorders deliveries).
    lastEventAtMs: bigint('last_event_at_ms', { mode: 'number' }),
    // A TEMPORARY_ENTITLEMENT_GRANT (store unreachable): grants premium until its expiration or until
    // the validated purchase replaces it.
    temporaryGrant: boolean('temporary_grant').notNull().default(false),
    purchasedAtMs: bigint('purchased_at_ms', { mode: 'number' }),
    environment: text('environment').notNull().default('PRODUCTION'),
    transactionId: text('transaction_id'),
    originalTransactionId: text('original_transaction_id'),
    store: text('store').notNull(),
    priceInPurchasedCurrency: numeric('price_in_purchased_currency', {
      precision: 14,
      scale: 4,
      mode: 'number',
    }),
    currency: text('currency'),
    // USD at purchase time (RevenueCat's `price`), so revenue sums without exchange rates.
    priceUsd: numeric('price_usd', { precision: 14, scale: 4, mode: 'number' }),
    countryCode: text('country_code'),
    periodType: text('period_type').notNull().default('NORMAL'),
    cancelReason: text('cancel_reason'),
    expirationReason: text('expiration_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_store_transaction_unique').on(t.store, t.transactionId),
    index('purchase_owner_idx').on(t.ownerId, t.purchasedAt),
    index('purchase_original_transaction_idx').on(t.originalTransactionId),
    index('purchase_app_user_idx').on(t.appUserId),
    // The subscriptions list: newest first, filtered by status / environment / store.
    index('purchase_purchased_at_idx').on(t.purchasedAt, t.id),
    index('purchase_status_idx').on(t.status, t.purchasedAt),
    index('purchase_environment_idx').on(t.environment, t.purchasedAt),
    index('purchase_store_idx').on(t.store),
    index('purchase_product_idx').on(t.productId),
    // Search "by name, email, ID" (and order / transaction id): substring matches.
    index('purchase_user_email_trgm_idx').using('gin', t.userEmail.op('gin_trgm_ops')),
    index('purchase_user_name_trgm_idx').using('gin', t.userName.op('gin_trgm_ops')),
    index('purchase_id_trgm_idx').using('gin', t.id.op('gin_trgm_ops')),
    index('purchase_order_id_trgm_idx').using('gin', t.orderId.op('gin_trgm_ops')),
    index('purchase_transaction_id_trgm_idx').using('gin', t.transactionId.op('gin_trgm_ops')),
    check('purchase_status_check', sql`${t.status} between 1 and 6`),
    check('purchase_quantity_check', sql`${t.quantity} >= 1`),
  ],
);
