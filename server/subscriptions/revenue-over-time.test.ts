import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '~/core/purchases/purchase-values';
import { buildUser, createFactoryContext } from '~/server/db/factories';
import { purchase, user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { deliverRevenueCat, subscription } from '~/server/test/revenuecat-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { subscriptionsSummary } from './subscriptions-summary';

// Each renewal is a new row that marks the previous period expired, so the cards are read from the
// periods' times: an unchanged business shows the same revenue on any day of the month, and a year
// of renewals is one subscription in the shares.

const SECRET = 'Bearer rc-webhook-secret-for-tests';
const PRICE = products.proMonthly.priceUsd;
const at = (iso: string) => new Date(iso);

describe.each(testDbKinds)('the Subscriptions cards over time (%s)', (kind) => {
  describe('a monthly subscriber, renewed, then another refunded', () => {
    let t: TestApp;
    const ctx = createFactoryContext(11);
    beforeAll(async () => {
      t = await createTestApp(kind, { REVENUECAT_WEBHOOK_SECRET: SECRET });
    });
    afterAll(async () => {
      await t.close();
    });

    const deliver = (body: unknown) => deliverRevenueCat(t.app, SECRET, body);
    /** Bought on April 20th for 30 days (to May 20th); period 2 runs to June 19th. */
    const subscriber = async () => {
      const buyer = buildUser(ctx);
      await t.database.db.insert(user).values(buyer);
      const sub = subscription({ appUserId: buyer.id, startMs: Date.parse('2026-04-20T00:00:00Z') });
      const paid = { price: PRICE, price_in_purchased_currency: PRICE, currency: 'USD' };
      await deliver(sub.event('INITIAL_PURCHASE', 1, sub.expiresAt(0), paid));
      return { sub, renew: () => deliver(sub.event('RENEWAL', 2, sub.expiresAt(1), paid)) };
    };
    const summaryAt = (iso: string) =>
      subscriptionsSummary(t.database.db, { includeSandbox: false, now: at(iso) });

    it('shows no change from last month before and after the renewal', async () => {
      const { renew } = await subscriber();
      // Mid-May, before the renewal: April's period still runs, and it ran at the end of April.
      expect(await summaryAt('2026-05-15T12:00:00Z')).toMatchObject({
        revenueThisMonthUsd: PRICE,
        revenueLastMonthUsd: PRICE,
        revenueChangePercent: 0,
      });
      await renew();
      // The renewal marked April's period expired; it was still in force at the end of April.
      expect(await summaryAt('2026-05-25T12:00:00Z')).toMatchObject({
        monthlyRevenueUsd: PRICE,
        revenueThisMonthUsd: PRICE,
        revenueLastMonthUsd: PRICE,
        revenueChangePercent: 0,
        activeCount: 1,
        totalCount: 1,
        activeSharePercent: 100,
      });
      expect((await summaryAt('2026-05-15T12:00:00Z')).revenueChangePercent).toBe(0);
    });

    it("a refund takes the refunded period's price out of the month's revenue", async () => {
      const { sub, renew } = await subscriber();
      await renew();
      const refundedAt = Date.parse('2026-05-22T00:00:00Z');
      await deliver(
        sub.event('CANCELLATION', 2, refundedAt, { cancel_reason: 'CUSTOMER_SUPPORT', price: -PRICE }),
      );
      // The first subscriber's renewal alone is in force now; both April periods ran at its end.
      expect(await summaryAt('2026-05-25T12:00:00Z')).toMatchObject({
        revenueThisMonthUsd: PRICE,
        revenueLastMonthUsd: 2 * PRICE,
        revenueChangePercent: -50,
      });
    });
  });

  describe('100 monthly subscribers after a year of renewals, 10 of them cancelled', () => {
    let t: TestApp;
    const now = at('2026-05-25T12:00:00Z');
    beforeAll(async () => {
      t = await createTestApp(kind);
      // As the webhooks leave them on May 25th: renewal days spread over the month, one row per
      // period since May 2025, each earlier period closed by the next; the latest active or cancelled.
      const rows: (typeof purchase.$inferInsert)[] = [];
      for (let i = 0; i < 100; i++) {
        const day = 1 + (i % 28);
        const periods: number[] = [];
        for (let k = 0; Date.UTC(2025, 4 + k, day) <= +now; k++) periods.push(k);
        for (const k of periods) {
          const latest = k === periods.length - 1;
          const cancelled = latest && i % 10 === 0;
          rows.push({
            purchasedAt: new Date(Date.UTC(2025, 4 + k, day)),
            expirationAtMs: Date.UTC(2025, 5 + k, day),
            productId: products.proMonthly.productId,
            status: !latest ? 6 : cancelled ? 2 : 1,
            cancelReason: cancelled ? 'UNSUBSCRIBE' : null,
            store: 'APP_STORE',
            transactionId: `SUB-${i}-${k}`,
            originalTransactionId: `SUB-${i}-0`,
            priceUsd: PRICE,
          });
        }
      }
      await t.database.db.insert(purchase).values(rows);
    });
    afterAll(async () => {
      await t.close();
    });

    // Every period before the latest ended, yet no subscription was lost: the churn rate is 0, and the
    // ten cancelled ones count when their paid month runs out.
    it('counts subscriptions, not periods, in the active share and the churn rate', async () => {
      expect(await subscriptionsSummary(t.database.db, { includeSandbox: false, now })).toMatchObject({
        activeCount: 90,
        cancelledCount: 10,
        totalCount: 100,
        activeSharePercent: 90,
        churnRatePercent: 0,
      });
    });

    it('shows the same revenue as at the end of last month on any day of the month', async () => {
      for (const day of ['02', '10', '25']) {
        const summary = await subscriptionsSummary(t.database.db, {
          includeSandbox: false,
          now: at(`2026-05-${day}T12:00:00Z`),
        });
        expect(summary, `May ${day}`).toMatchObject({
          revenueThisMonthUsd: 699,
          revenueLastMonthUsd: 699,
          revenueChangePercent: 0,
        });
      }
    });
  });
});
