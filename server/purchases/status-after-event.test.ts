import { describe, expect, it } from 'vitest';
import type { PurchaseStatusCode } from '~/core/purchases/purchase-values';
import type { RevenueCatEvent } from './revenuecat-payload';
import { fieldsAfter, statusAfter } from './status-after-event';

const now = Date.parse('2026-11-23T12:00:00Z');
const event = (type: string, fields: Partial<RevenueCatEvent> = {}) =>
  ({ id: 'e', type, ...fields }) as RevenueCatEvent;
const row = (
  status: PurchaseStatusCode,
  fields: { gracePeriodExpirationAtMs?: number | null; expirationAtMs?: number | null } = {},
) => ({
  status,
  expirationAtMs: fields.expirationAtMs ?? now + 1000,
  gracePeriodExpirationAtMs: fields.gracePeriodExpirationAtMs ?? null,
  productId: 'vocably_pro_monthly',
  newProductId: null,
});

describe('statusAfter', () => {
  it.each([
    ['an unsubscribe cancels', event('CANCELLATION', { cancel_reason: 'UNSUBSCRIBE' }), row(1), 2],
    ['a refund ends the period', event('CANCELLATION', { cancel_reason: 'CUSTOMER_SUPPORT' }), row(1), 6],
    [
      'a billing error without a known grace period, its period over, is on hold',
      event('CANCELLATION', { cancel_reason: 'BILLING_ERROR' }),
      row(1, { expirationAtMs: now - 1 }),
      4,
    ],
    [
      'a billing error without a known grace period, its paid period running, is in its grace period',
      event('CANCELLATION', { cancel_reason: 'BILLING_ERROR' }),
      row(1, { expirationAtMs: now + 1000 }),
      3,
    ],
    [
      'a billing error after BILLING_ISSUE keeps the grace period',
      event('CANCELLATION', { cancel_reason: 'BILLING_ERROR' }),
      row(3, { gracePeriodExpirationAtMs: now + 1000 }),
      3,
    ],
    [
      'BILLING_ISSUE with a grace period',
      event('BILLING_ISSUE', { grace_period_expiration_at_ms: now + 1000 }),
      row(4),
      3,
    ],
    [
      'BILLING_ISSUE without one, its period over',
      event('BILLING_ISSUE', { grace_period_expiration_at_ms: null, expiration_at_ms: now - 1 }),
      row(1),
      4,
    ],
    [
      'BILLING_ISSUE without one (Stripe), its paid period running',
      event('BILLING_ISSUE', { grace_period_expiration_at_ms: null, expiration_at_ms: now + 1000 }),
      row(1, { expirationAtMs: now - 1 }),
      3,
    ],
    [
      'an ended period stays ended on a cancellation',
      event('CANCELLATION', { cancel_reason: 'UNSUBSCRIBE' }),
      row(6),
      6,
    ],
    ['an ended period stays ended on an uncancellation', event('UNCANCELLATION'), row(6), 6],
    ['an uncancellation reactivates a cancelled period', event('UNCANCELLATION'), row(2), 1],
    ['an uncancellation leaves a grace period alone', event('UNCANCELLATION'), row(3), 3],
    ['a pause is announced ahead', event('SUBSCRIPTION_PAUSED'), row(1), 5],
    [
      'EXPIRATION of a pause stays paused',
      event('EXPIRATION', { expiration_reason: 'SUBSCRIPTION_PAUSED' }),
      row(5),
      5,
    ],
    ['EXPIRATION ends it', event('EXPIRATION', { expiration_reason: 'UNSUBSCRIBE' }), row(2), 6],
    ['an extension keeps a cancellation', event('SUBSCRIPTION_EXTENDED'), row(2), 2],
    ['a reversed refund within the period is active', event('REFUND_REVERSED'), row(6), 1],
    [
      'a reversed refund after the period is expired',
      event('REFUND_REVERSED'),
      row(6, { expirationAtMs: now - 1 }),
      6,
    ],
    ['a product change leaves the status', event('PRODUCT_CHANGE', { new_product_id: 'y' }), row(2), 2],
  ])('%s', (_, input, current, expected) => {
    expect(statusAfter(input, current, now)).toBe(expected);
  });

  it('creates a status for a purchase never seen', () => {
    expect(statusAfter(event('CANCELLATION', { cancel_reason: 'UNSUBSCRIBE' }), undefined, now)).toBe(2);
    expect(statusAfter(event('PRODUCT_CHANGE'), undefined, now)).toBe(1);
  });
});

describe('fieldsAfter', () => {
  it('keeps the new product of a PRODUCT_CHANGE beside the current one', () => {
    expect(
      fieldsAfter(event('PRODUCT_CHANGE', { new_product_id: 'vocably_pro_yearly' }), row(1), now),
    ).toMatchObject({
      newProductId: 'vocably_pro_yearly',
      products: ['vocably_pro_monthly', 'vocably_pro_yearly'],
    });
  });

  it('records the grace period of a BILLING_ISSUE, and an EXPIRATION without a time at the event time', () => {
    expect(
      fieldsAfter(event('BILLING_ISSUE', { grace_period_expiration_at_ms: now + 5 }), row(1), now),
    ).toMatchObject({
      gracePeriodExpirationAtMs: now + 5,
    });
    expect(fieldsAfter(event('EXPIRATION'), row(1), now)).toMatchObject({
      expirationAtMs: now,
      isAutoRenewing: false,
    });
  });
});
