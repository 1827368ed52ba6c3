import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createFactoryContext } from '~/server/db/factories';
import { user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { DAY_MS, deliverRevenueCat, subscription } from '~/server/test/revenuecat-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { subscriptionsSummary } from './subscriptions-summary';

// Purchases in euros, shekels, yen and reais, as RevenueCat reports them: `price` in USD beside
// `price_in_purchased_currency` in the buyer's currency. Revenue sums the USD; each row keeps its own.

const SECRET = 'Bearer rc-webhook-secret-for-tests';

describe.each(testDbKinds)('revenue across currencies (%s)', (kind) => {
  let t: TestApp;
  const ctx = createFactoryContext(7);
  beforeAll(async () => {
    t = await createTestApp(kind, { REVENUECAT_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sums the USD price of active purchases, never the local amounts', async () => {
    const now = Date.now();
    const bought = [
      { currency: 'EUR', local: 6.49, usd: 6.99 },
      { currency: 'ILS', local: 25.9, usd: 6.99 },
      { currency: 'JPY', local: 1100, usd: 6.99 },
      { currency: 'BRL', local: 34.9, usd: 6.99 },
    ];
    for (const sale of bought) {
      const buyer = buildUser(ctx);
      await t.database.db.insert(user).values(buyer);
      const sub = subscription({ appUserId: buyer.id, startMs: now - DAY_MS });
      const body = sub.event('INITIAL_PURCHASE', 1, now - DAY_MS);
      Object.assign(body.event, {
        currency: sale.currency,
        price: sale.usd,
        price_in_purchased_currency: sale.local,
      });
      await deliverRevenueCat(t.app, SECRET, body);
    }
    const summary = await subscriptionsSummary(t.database.db, { includeSandbox: true, now: new Date(now) });
    expect(summary.monthlyRevenueUsd).toBe(27.96);
    expect(summary.activeCount).toBe(4);
  });
});
