import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionsSummary } from '~/core/subscriptions/list-subscriptions';
import { adminActors, insertPurchase } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { DAY_MS } from '~/server/test/revenuecat-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { subscriptionsSummary } from './subscriptions-summary';

const now = new Date('2026-05-15T12:00:00Z');
const thisMonth = new Date('2026-05-03T00:00:00Z');
const lastMonth = new Date('2026-04-20T00:00:00Z');
const older = new Date('2026-01-10T00:00:00Z');

describe.each(testDbKinds)('admin subscriptions API (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => now;
    token = (await adminActors(t)).admin.token;
    const db = t.database.db;
    // In force on the 15th (now): 2 bought this month (6.99 + 59.99), 1 monthly bought last month
    // (6.99) and 1 cancelled but still running (6.99). At the end of April: those two last-month ones
    // and the grace-period one, whose renewal failed on May 10th (6.99 each).
    await insertPurchase(db, {
      purchasedAt: thisMonth,
      expirationAtMs: +thisMonth + 30 * DAY_MS,
      priceUsd: 6.99,
      userName: 'Ana Gomez',
      orderId: 'GPA.1111',
    });
    await insertPurchase(db, {
      purchasedAt: thisMonth,
      expirationAtMs: +thisMonth + 365 * DAY_MS,
      priceUsd: 59.99,
      productId: 'vocably_pro_yearly',
      userEmail: 'yearly@example.com',
    });
    await insertPurchase(db, {
      purchasedAt: lastMonth,
      expirationAtMs: +lastMonth + 30 * DAY_MS,
      priceUsd: 6.99,
    });
    // Still marked active, its period ended in February (its EXPIRATION never came): no revenue now,
    // and not an active subscription.
    await insertPurchase(db, {
      purchasedAt: older,
      expirationAtMs: +older + 30 * DAY_MS,
      priceUsd: 6.99,
      productId: 'vocably_premium_monthly',
    });
    await insertPurchase(db, {
      purchasedAt: lastMonth,
      expirationAtMs: +lastMonth + 30 * DAY_MS,
      priceUsd: 6.99,
      status: 2,
      cancelReason: 'UNSUBSCRIBE',
    });
    // The store retries the payment until May 26th.
    await insertPurchase(db, {
      purchasedAt: new Date('2026-04-10T00:00:00Z'),
      expirationAtMs: Date.parse('2026-05-10T00:00:00Z'),
      gracePeriodExpirationAtMs: Date.parse('2026-05-26T00:00:00Z'),
      priceUsd: 6.99,
      status: 3,
      transactionId: 'TXN-GRACE-1',
    });
    await insertPurchase(db, { purchasedAt: older, priceUsd: 0, status: 6, productId: 'lifetime_basic' });
    await insertPurchase(db, { purchasedAt: older, priceUsd: 0, status: 4, productId: 'free_trial' });
    // Sandbox purchases count only when asked for.
    await insertPurchase(db, { purchasedAt: thisMonth, priceUsd: 100, environment: 'SANDBOX' });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const response = await t.request(`/api/admin/subscriptions${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as {
      items: { productId: string; plan: string; statusLabel: string }[];
      pageToken?: string;
    };
  };

  it('pages with limit and offset, sandbox excluded unless asked', async () => {
    const first = await list('?limit=5');
    expect(first.items).toHaveLength(5);
    expect(first.pageToken).toBe('5');
    const rest = await list(`?limit=5&offset=${first.pageToken}`);
    expect(rest.items).toHaveLength(3);
    expect(rest.pageToken).toBeUndefined();
    expect((await list('?includeSandbox=true&limit=200')).items).toHaveLength(9);
    expect((await t.request('/api/admin/subscriptions?limit=201', { token })).status).toBe(400);
  });

  it('filters by search, status and plan over all purchases', async () => {
    expect((await list('?search=ana%20GOM')).items).toHaveLength(1);
    expect((await list('?search=gpa.11')).items).toHaveLength(1);
    expect((await list('?search=YEARLY@')).items).toHaveLength(1);
    expect((await list('?search=txn-grace')).items[0]?.statusLabel).toBe('grace_period');
    expect((await list('?status=active')).items).toHaveLength(4);
    expect((await list('?status=cancelled')).items).toHaveLength(1);
    const premium = await list('?plan=premium');
    expect(premium.items.map((item) => item.productId)).toEqual(['vocably_premium_monthly']);
    expect((await list('?plan=pro')).items).toHaveLength(5);
    expect((await list('?plan=basic')).items.map((item) => item.plan)).toEqual(['basic']);
    expect((await list('?plan=free')).items.map((item) => item.productId)).toEqual(['free_trial']);
    expect((await t.request('/api/admin/subscriptions?status=bogus', { token })).status).toBe(400);
  });

  it('computes the four cards', async () => {
    const summary = await subscriptionsSummary(t.database.db, { includeSandbox: false, now });
    expect(summary).toEqual<SubscriptionsSummary>({
      monthlyRevenueUsd: 80.96, // 6.99 + 59.99 + 6.99 + 6.99
      revenueThisMonthUsd: 80.96,
      revenueLastMonthUsd: 20.97, // 6.99 * 3
      revenueChangePercent: 286.1, // (80.96 - 20.97) / 20.97
      activeCount: 3,
      totalCount: 8,
      activeSharePercent: 37.5,
      gracePeriodCount: 1,
      cancelledCount: 1,
      churnRatePercent: 0, // nothing in force on April 15th has been lost since
    });
    const withSandbox = await subscriptionsSummary(t.database.db, { includeSandbox: true, now });
    expect(withSandbox.monthlyRevenueUsd).toBe(180.96);
    const march = await subscriptionsSummary(t.database.db, {
      includeSandbox: false,
      now: new Date('2026-03-02T00:00:00Z'),
    });
    expect(march.revenueChangePercent).toBe(0); // nothing paid in force at the end of February: 0 by definition
    const response = await t.request('/api/admin/subscriptions/summary', { token });
    expect(response.status).toBe(200);
    expect((await response.json()).activeCount).toBe(3);
  });
});
