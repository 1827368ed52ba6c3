import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatPaidAmount,
  formatPercent,
  formatUsd,
  planDisplay,
  revenueChangeText,
  statusDisplay,
  statusOptions,
  storeDisplay,
} from './subscription-format';

describe('amounts', () => {
  it("formats in the purchase's own currency", () => {
    expect(formatAmount(6.99, 'USD')).toBe('$6.99');
    expect(formatAmount(59.99, 'eur')).toBe('€59.99');
    expect(formatAmount(900, 'JPY')).toBe('¥900');
  });

  it('says N/A when the price or the currency is missing', () => {
    expect(formatAmount(null, 'USD')).toBe('N/A');
    expect(formatAmount(6.99, null)).toBe('N/A');
    expect(formatAmount(6.99, ' ')).toBe('N/A');
  });

  it('says a refunded amount was refunded', () => {
    expect(formatPaidAmount(6.99, 'USD', 'refunded')).toBe('$6.99 refunded');
    expect(formatPaidAmount(6.99, 'USD', 'expired')).toBe('$6.99');
    expect(formatPaidAmount(null, 'USD', 'refunded')).toBe('N/A');
  });

  it('survives a currency Intl does not know', () => {
    expect(formatAmount(5, 'XXXX')).toBe('5.00 XXXX');
  });

  it('shows revenue in USD with its change from last month', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(revenueChangeText(12.46)).toBe('+12.5% from last month');
    expect(revenueChangeText(-3)).toBe('-3% from last month');
    expect(revenueChangeText(0)).toBe('0% from last month');
    expect(formatPercent(33.333)).toBe('33.3%');
  });
});

describe('statuses, plans and stores', () => {
  it('offers the six purchase statuses and Refunded, and shows any other as Unknown', () => {
    expect(statusOptions.map((option) => option.value)).toEqual([
      'active',
      'cancelled',
      'grace_period',
      'on_hold',
      'paused',
      'expired',
      'refunded',
    ]);
    expect(statusDisplay('grace_period')).toEqual({ text: 'Grace Period', tone: 'warning' });
    expect(statusDisplay('unknown').text).toBe('Unknown');
    expect(statusDisplay('refunded')).toEqual({ text: 'Refunded', tone: 'danger' });
  });

  it('names plans and stores', () => {
    expect(planDisplay('pro')).toBe('Pro');
    expect(planDisplay('whatever')).toBe('Free');
    expect(storeDisplay('PLAY_STORE')).toBe('Play Store');
    expect(storeDisplay('AMAZON')).toBe('AMAZON');
    expect(storeDisplay(null)).toBe('N/A');
  });
});
