import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planTierOf, purchaseStatusLabel } from '../purchases/purchase-values';
import { purchaseStatusCodeOf } from './purchase-status-filter';
import { churnRatePercent, percentOf, revenueChangePercent, sumUsd } from './revenue';

describe('plan tier (spec section 4)', () => {
  it.each([
    ['vocably_premium_monthly', 'premium'],
    ['premium_pro_bundle', 'premium'],
    ['vocably_pro_yearly', 'pro'],
    ['VOCABLY_PRO_MONTHLY', 'pro'],
    ['basic_plan', 'basic'],
    ['lifetime', 'free'],
    [null, 'free'],
  ] as const)('%s is %s', (productId, tier) => {
    expect(planTierOf(productId)).toBe(tier);
  });
});

describe('purchase status labels', () => {
  it('maps the six codes and calls anything else unknown', () => {
    expect([1, 2, 3, 4, 5, 6].map(purchaseStatusLabel)).toEqual([
      'active',
      'cancelled',
      'grace_period',
      'on_hold',
      'paused',
      'expired',
    ]);
    expect(purchaseStatusLabel(0)).toBe('unknown');
    expect(purchaseStatusLabel(null)).toBe('unknown');
    expect(purchaseStatusCodeOf('grace_period')).toBe(3);
    expect(purchaseStatusCodeOf('unknown')).toBeUndefined();
  });
});

describe('revenue arithmetic (spec section 9)', () => {
  it('is the change from last month as a percentage, 0 when last month had none', () => {
    expect(revenueChangePercent(150, 100)).toBe(50);
    expect(revenueChangePercent(50, 100)).toBe(-50);
    expect(revenueChangePercent(6.99, 0)).toBe(0);
    expect(revenueChangePercent(0, 0)).toBe(0);
    expect(revenueChangePercent(13.98, 6.99)).toBe(100);
  });

  it('computes shares and churn, 0 for no purchases', () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(churnRatePercent(0, 0)).toBe(0);
    expect(churnRatePercent(2, 8)).toBe(25);
  });

  it('sums prices in whole cents', () => {
    expect(sumUsd([0.1, 0.2])).toBe(0.3);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 })), (cents) => {
        expect(sumUsd(cents.map((c) => c / 100))).toBe(cents.reduce((a, b) => a + b, 0) / 100);
      }),
    );
  });
});
