import { describe, expect, it } from 'vitest';
import { comparisonRows, formatUsd, getPlan, monthlyEquivalent, plans, yearlySavingPercent } from './plans';

describe('plans', () => {
  it('offers Free at $0, Pro Monthly at $6.99 a month and Pro Yearly at $59.99 a year', () => {
    expect(plans.map((p) => [p.id, p.price, p.interval])).toEqual([
      ['free', 0, null],
      ['pro-monthly', 6.99, 'month'],
      ['pro-yearly', 59.99, 'year'],
    ]);
  });

  it('computes the yearly saving from the prices (about 28.5%)', () => {
    expect(yearlySavingPercent()).toBe(28.5);
    const monthly = { ...getPlan('pro-monthly'), price: 10 };
    const yearly = { ...getPlan('pro-yearly'), price: 60 };
    expect(yearlySavingPercent(monthly, yearly)).toBe(50);
    expect(yearlySavingPercent({ ...monthly, price: 0 }, yearly)).toBe(0);
  });

  it('gives the monthly equivalent of the yearly price', () => {
    expect(monthlyEquivalent(getPlan('pro-yearly'))).toBe(5);
    expect(monthlyEquivalent(getPlan('pro-monthly'))).toBe(6.99);
  });

  it('limits Free to 20 words, 4 study sets, 3 AI stories and 50 study sessions', () => {
    const { limits } = getPlan('free');
    expect([limits.words, limits.studySets, limits.aiStories, limits.studySessions]).toEqual([
      { value: 20 },
      { value: 4 },
      { value: 3 },
      { value: 50 },
    ]);
  });

  it('gives Pro 1500+ words, 50 study sets, 20 AI stories and 10,000 study sessions', () => {
    for (const id of ['pro-monthly', 'pro-yearly'] as const) {
      const { limits } = getPlan(id);
      expect(limits.words).toEqual({ value: 1500, atLeast: true });
      expect([limits.studySets.value, limits.aiStories.value, limits.studySessions.value]).toEqual([
        50, 20, 10_000,
      ]);
    }
  });

  it('gives Free offline mode and cloud sync, as the product does, and keeps the rest for Pro', () => {
    const free = getPlan('free').features;
    expect(free).toMatchObject({
      allStudyMethods: true,
      progressTracking: true,
      dailyReminders: true,
      cloudSync: true,
      offlineMode: true,
    });
    for (const key of ['prioritySupport', 'advancedAnalytics'] as const) {
      expect(free[key]).toBe(false);
      expect(getPlan('pro-monthly').features[key]).toBe(true);
      expect(getPlan('pro-yearly').features[key]).toBe(true);
    }
  });

  it('builds the comparison table from the same definition, offline mode ticked for every plan', () => {
    const rows = comparisonRows();
    const offline = rows.find((row) => row.key === 'offlineMode');
    expect(offline).toEqual({ kind: 'feature', key: 'offlineMode', values: [true, true, true] });
    expect(rows.filter((row) => row.kind === 'limit').map((row) => row.key)).toEqual([
      'words',
      'studySets',
      'aiStories',
      'studySessions',
    ]);
    for (const row of rows) expect(row.values).toHaveLength(plans.length);
  });

  it('formats prices in US dollars', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(6.99)).toBe('$6.99');
    expect(formatUsd(59.99)).toBe('$59.99');
  });
});
