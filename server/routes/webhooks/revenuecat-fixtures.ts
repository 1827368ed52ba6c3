import { randomUUID } from 'node:crypto';

const DAY = 86_400_000;

/**
 * A webhook body shaped like RevenueCat's documented samples (integrations/webhooks/sample-events):
 * the common fields plus the subscription lifecycle fields, with overrides per test.
 */
export function revenueCatBody(type: string, overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    api_version: '1.0',
    event: {
      event_timestamp_ms: now,
      product_id: 'vocably_pro_monthly',
      period_type: 'NORMAL',
      purchased_at_ms: now - 1000,
      expiration_at_ms: now + 30 * DAY,
      environment: 'PRODUCTION',
      entitlement_id: null,
      entitlement_ids: ['pro'],
      presented_offering_id: 'default',
      transaction_id: '2000000123456789',
      original_transaction_id: '2000000123456789',
      is_family_share: false,
      country_code: 'DE',
      app_user_id: 'user-id',
      aliases: ['$RCAnonymousID:8069238d6049ce87cc529853916d624c'],
      original_app_user_id: '$RCAnonymousID:8069238d6049ce87cc529853916d624c',
      currency: 'EUR',
      price: 6.99,
      price_in_purchased_currency: 6.49,
      subscriber_attributes: { $email: { updated_at_ms: now, value: 'buyer@example.com' } },
      store: 'APP_STORE',
      takehome_percentage: 0.85,
      tax_percentage: 0.16,
      commission_percentage: 0.15,
      offer_code: null,
      type,
      id: randomUUID().toUpperCase(),
      app_id: 'app1a2b3c4d5e',
      ...overrides,
    },
  };
}

export const DAY_MS = DAY;
