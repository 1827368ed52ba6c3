import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, purchaseStatus } from '~/core/purchases/purchase-values';
import type { SubscriptionsSummary } from '~/core/subscriptions/list-subscriptions';
import { buildUser, createFactoryContext } from '~/server/db/factories';
import { user } from '~/server/db/schema';
import { adminActors, insertPurchase } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import {
  DAY_MS,
  deliverRevenueCat,
  HOUR_MS,
  revenueCatBody,
  subscription,
} from '~/server/test/revenuecat-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// The Subscriptions list and cards as the clock moves: a refund is listed as refunded, a temporary
// grant nobody confirmed stops being active when its time is up, and the churn rate is a rate over
// the last 30 days rather than a share of every subscription ever made.

const SECRET = 'Bearer rc-webhook-secret-for-tests';
const PRICE = products.proMonthly.priceUsd;
const paid = { price: PRICE, price_in_purchased_currency: PRICE, currency: 'USD' };

type Listed = {
  id: string;
  statusLabel: string;
  temporaryGrant: boolean;
  expirationAtMs: number | null;
  accessEndsAtMs: number | null;
};

describe.each(testDbKinds)('the Subscriptions page against the clock (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let clock = new Date('2026-05-01T00:00:00Z');
  const ctx = createFactoryContext(23);
  beforeAll(async () => {
    t = await createTestApp(kind, { REVENUECAT_WEBHOOK_SECRET: SECRET });
    t.deps.now = () => clock;
    token = (await adminActors(t)).admin.token;
  });
  afterAll(async () => {
    await t.close();
  });

  const deliver = (body: unknown) => deliverRevenueCat(t.app, SECRET, body);
  const buyer = async () => {
    const row = buildUser(ctx);
    await t.database.db.insert(user).values(row);
    return row.id;
  };
  const get = async <T>(path: string) => {
    const response = await t.request(`/api/admin/subscriptions${path}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const list = async (query = '') => (await get<{ items: Listed[] }>(`?limit=200${query}`)).items;
  const summary = () => get<SubscriptionsSummary>('/summary');

  it('lists a refund as refunded, and finds it under Refunded but not under Expired', async () => {
    const startMs = Date.parse('2026-04-20T00:00:00Z');
    const sub = subscription({ appUserId: await buyer(), startMs, transactionPrefix: 'REFUND' });
    await deliver(sub.event('INITIAL_PURCHASE', 1, startMs, paid));
    await deliver(
      sub.event('CANCELLATION', 1, startMs + DAY_MS, { cancel_reason: 'CUSTOMER_SUPPORT', price: -PRICE }),
    );
    const lapsed = subscription({ appUserId: await buyer(), startMs, transactionPrefix: 'LAPSED' });
    await deliver(lapsed.event('INITIAL_PURCHASE', 1, startMs, paid));
    await deliver(lapsed.event('EXPIRATION', 1, lapsed.expiresAt(1)));

    const refunded = await list('&status=refunded');
    expect(refunded.map((item) => item.statusLabel)).toEqual(['refunded']);
    const expired = await list('&status=expired');
    expect(expired.map((item) => item.statusLabel)).toEqual(['expired']);
    expect((await list()).map((item) => item.statusLabel).sort()).toEqual(['expired', 'refunded']);
  });

  it('counts a temporary grant in no card, and lists it as active only until its time is up', async () => {
    const before = await summary();
    const grantedAt = Date.parse('2026-05-10T12:00:00Z');
    clock = new Date(grantedAt);
    const appUserId = await buyer();
    await deliver(
      revenueCatBody('TEMPORARY_ENTITLEMENT_GRANT', {
        app_user_id: appUserId,
        event_timestamp_ms: grantedAt,
      }),
    );
    // The store is never reached again: no purchase follows the grant.
    clock = new Date(grantedAt + 23 * HOUR_MS);
    const [running] = await list('&status=active');
    expect(running).toMatchObject({ statusLabel: 'active', temporaryGrant: true });
    expect(await summary()).toMatchObject({ activeCount: before.activeCount, totalCount: before.totalCount });

    clock = new Date(grantedAt + 25 * HOUR_MS);
    expect(await list('&status=active')).toEqual([]);
    const expired = (await list('&status=expired')).find((item) => item.temporaryGrant);
    expect(expired).toMatchObject({ id: running!.id, statusLabel: 'expired' });
    expect(await summary()).toMatchObject({ activeCount: before.activeCount, totalCount: before.totalCount });
  });

  it('counts an active subscription whose EXPIRATION never came only while its period runs', async () => {
    const startMs = Date.parse('2026-05-20T00:00:00Z');
    clock = new Date(startMs + DAY_MS);
    const before = await summary();
    const sub = subscription({ appUserId: await buyer(), startMs, transactionPrefix: 'SILENT' });
    await deliver(sub.event('INITIAL_PURCHASE', 1, startMs, paid));
    expect((await summary()).activeCount).toBe(before.activeCount + 1);
    clock = new Date(sub.expiresAt(1) + HOUR_MS);
    expect((await summary()).activeCount).toBe(before.activeCount);
  });

  // The store sends no EXPIRATION after a grace period it gave up on: the list still says Grace
  // Period, so each row says when its access ends, the moment the Grace Period card lets it go.
  it('gives each row the end of its access, where the Grace Period card stops counting it', async () => {
    const expiresMs = Date.parse('2026-06-10T00:00:00Z');
    const graceEndsMs = Date.parse('2026-06-26T00:00:00Z');
    const grace = (transactionId: string, gracePeriodExpirationAtMs: number | null) =>
      insertPurchase(t.database.db, {
        purchasedAt: new Date('2026-05-10T00:00:00Z'),
        expirationAtMs: expiresMs,
        gracePeriodExpirationAtMs,
        status: purchaseStatus.gracePeriod,
        transactionId,
      });
    clock = new Date(expiresMs - HOUR_MS);
    const before = await summary();
    await grace('GRACE-WITH-END', graceEndsMs);
    await grace('GRACE-WITHOUT-END', null);
    const accessEnd = async (transactionId: string) => {
      const [item] = await list(`&search=${transactionId}`);
      return item?.accessEndsAtMs;
    };
    expect(await accessEnd('GRACE-WITH-END')).toBe(graceEndsMs);
    expect(await accessEnd('GRACE-WITHOUT-END')).toBe(expiresMs);
    expect((await summary()).gracePeriodCount).toBe(before.gracePeriodCount + 2);

    // Past the expiry, the row without a grace end is out of the card; the other still counts.
    clock = new Date(expiresMs + HOUR_MS);
    expect((await summary()).gracePeriodCount).toBe(before.gracePeriodCount + 1);
    expect(await accessEnd('GRACE-WITHOUT-END')).toBeLessThan(clock.getTime());
    expect(await accessEnd('GRACE-WITH-END')).toBeGreaterThan(clock.getTime());

    // Past the grace period's end, neither counts, and both rows' access ends before now.
    clock = new Date(graceEndsMs + HOUR_MS);
    expect((await summary()).gracePeriodCount).toBe(before.gracePeriodCount);
    expect(await accessEnd('GRACE-WITH-END')).toBeLessThan(clock.getTime());
  });

  // A grace end outlives its billing issue: a renewal of the same transaction, UNCANCELLATION or
  // SUBSCRIPTION_EXTENDED makes the row active (or cancelled) again and leaves it there. The cards
  // and the Period ended badge (periodEndedUnconfirmed: active, grace or cancelled with
  // accessEndsAtMs not after now) must then both go by the expiry alone.
  it('ends an active or cancelled period at its expiry for the cards and the list alike, stale grace end or not', async () => {
    const expiresMs = Date.parse('2026-07-10T00:00:00Z');
    const staleGraceEndsMs = expiresMs + 16 * DAY_MS;
    const rows = [
      ['STALE-GRACE-ACTIVE', purchaseStatus.active, staleGraceEndsMs],
      ['STALE-GRACE-CANCELLED', purchaseStatus.cancelled, staleGraceEndsMs],
      ['NO-GRACE-ACTIVE', purchaseStatus.active, null],
    ] as const;
    const before = new Date(expiresMs - HOUR_MS);
    const after = new Date(expiresMs + HOUR_MS);
    const countsAt = async (moment: Date) => {
      clock = moment;
      const { activeCount, cancelledCount } = await summary();
      return { activeCount, cancelledCount };
    };
    const baseline = { before: await countsAt(before), after: await countsAt(after) };
    for (const [transactionId, status, gracePeriodExpirationAtMs] of rows) {
      await insertPurchase(t.database.db, {
        purchasedAt: new Date('2026-06-10T00:00:00Z'),
        expirationAtMs: expiresMs,
        gracePeriodExpirationAtMs,
        status,
        transactionId,
      });
    }
    const badgedAt = async (moment: Date) => {
      clock = moment;
      const badged: Record<string, boolean> = {};
      for (const [transactionId] of rows) {
        const [item] = await list(`&search=${transactionId}`);
        expect(item?.accessEndsAtMs).toBe(expiresMs);
        badged[transactionId] = item!.accessEndsAtMs! <= moment.getTime();
      }
      return badged;
    };
    const none = { 'STALE-GRACE-ACTIVE': false, 'STALE-GRACE-CANCELLED': false, 'NO-GRACE-ACTIVE': false };
    const all = { 'STALE-GRACE-ACTIVE': true, 'STALE-GRACE-CANCELLED': true, 'NO-GRACE-ACTIVE': true };

    // Before the expiry: counted, and no badge.
    expect(await countsAt(before)).toEqual({
      activeCount: baseline.before.activeCount + 2,
      cancelledCount: baseline.before.cancelledCount + 1,
    });
    expect(await badgedAt(before)).toEqual(none);

    // After it: out of the cards, and every row says its period ended.
    expect(await countsAt(after)).toEqual(baseline.after);
    expect(await badgedAt(after)).toEqual(all);
  });
});

describe.each(testDbKinds)('the churn rate (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let clock = new Date('2026-03-01T00:00:00Z');
  const ctx = createFactoryContext(29);
  beforeAll(async () => {
    t = await createTestApp(kind, { REVENUECAT_WEBHOOK_SECRET: SECRET });
    t.deps.now = () => clock;
    token = (await adminActors(t)).admin.token;
    // Ten monthly subscribers from March 1st; on March 20th two of them cancel: their March period
    // is their last. The other eight renew every month.
    const startMs = Date.parse('2026-03-01T00:00:00Z');
    for (let i = 0; i < 10; i++) {
      const row = buildUser(ctx);
      await t.database.db.insert(user).values(row);
      const sub = subscription({ appUserId: row.id, startMs, transactionPrefix: `CHURN-${i}` });
      await deliverRevenueCat(t.app, SECRET, sub.event('INITIAL_PURCHASE', 1, startMs, paid));
      if (i < 2) {
        await deliverRevenueCat(
          t.app,
          SECRET,
          sub.event('CANCELLATION', 1, Date.parse('2026-03-20T00:00:00Z'), { cancel_reason: 'UNSUBSCRIBE' }),
        );
        continue;
      }
      for (let n = 2; n <= 6; n++) {
        await deliverRevenueCat(t.app, SECRET, sub.event('RENEWAL', n, sub.expiresAt(n - 1), paid));
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const summaryAt = async (iso: string) => {
    clock = new Date(iso);
    const response = await t.request('/api/admin/subscriptions/summary', { token });
    expect(response.status).toBe(200);
    return (await response.json()) as SubscriptionsSummary;
  };

  it('is the share of the subscriptions in force 30 days ago that are not in force now', async () => {
    // Cancelled but still paid for: not lost yet.
    expect(await summaryAt('2026-03-25T00:00:00Z')).toMatchObject({ cancelledCount: 2, churnRatePercent: 0 });
    // Their periods ended on March 31st: 2 of the 10 in force on March 11th are gone.
    expect(await summaryAt('2026-04-10T00:00:00Z')).toMatchObject({
      cancelledCount: 0,
      churnRatePercent: 20,
    });
  });

  it('goes back to zero once the window has passed the losses, however many subscriptions there were', async () => {
    expect((await summaryAt('2026-05-20T00:00:00Z')).churnRatePercent).toBe(0);
    expect((await summaryAt('2026-07-20T00:00:00Z')).churnRatePercent).toBe(0);
  });
});

describe.each(testDbKinds)('a refund in the churn rate (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let clock = new Date('2026-01-05T00:00:00Z');
  const ctx = createFactoryContext(31);
  const refundedAt = Date.parse('2026-04-10T00:00:00Z');
  const refund = { cancel_reason: 'CUSTOMER_SUPPORT' };
  beforeAll(async () => {
    t = await createTestApp(kind, { REVENUECAT_WEBHOOK_SECRET: SECRET });
    t.deps.now = () => clock;
    token = (await adminActors(t)).admin.token;
    // From January 5th: two yearly subscribers, whose only period runs all year, and two monthly
    // ones. On April 10th one of each is refunded: the yearly one its only period, the monthly one
    // the renewal it is in.
    const startMs = Date.parse('2026-01-05T00:00:00Z');
    const yearly = {
      productId: products.proYearly.productId,
      periodMs: products.proYearly.periodDays * DAY_MS,
    };
    const yearlyPaid = { ...paid, price: products.proYearly.priceUsd };
    for (let i = 0; i < 2; i++) {
      const row = buildUser(ctx);
      await t.database.db.insert(user).values(row);
      const sub = subscription({ appUserId: row.id, startMs, transactionPrefix: `YEARLY-${i}`, ...yearly });
      await deliverRevenueCat(t.app, SECRET, sub.event('INITIAL_PURCHASE', 1, startMs, yearlyPaid));
      if (i === 0) await deliverRevenueCat(t.app, SECRET, sub.event('CANCELLATION', 1, refundedAt, refund));
    }
    for (let i = 0; i < 2; i++) {
      const row = buildUser(ctx);
      await t.database.db.insert(user).values(row);
      const sub = subscription({ appUserId: row.id, startMs, transactionPrefix: `MONTHLY-${i}` });
      await deliverRevenueCat(t.app, SECRET, sub.event('INITIAL_PURCHASE', 1, startMs, paid));
      // Period 4 runs from April 5th to May 5th.
      const lastPeriod = i === 0 ? 4 : 8;
      for (let n = 2; n <= lastPeriod; n++) {
        await deliverRevenueCat(t.app, SECRET, sub.event('RENEWAL', n, sub.expiresAt(n - 1), paid));
      }
      if (i === 0) await deliverRevenueCat(t.app, SECRET, sub.event('CANCELLATION', 4, refundedAt, refund));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const churnAt = async (iso: string) => {
    clock = new Date(iso);
    const response = await t.request('/api/admin/subscriptions/summary', { token });
    expect(response.status).toBe(200);
    return ((await response.json()) as SubscriptionsSummary).churnRatePercent;
  };

  it('loses a subscription refunded within the window, whether its only period or a renewal', async () => {
    // In force until April 10th, so in force on March 21st, and gone now: 2 of the 4.
    expect(await churnAt('2026-04-20T00:00:00Z')).toBe(50);
  });

  it('leaves out a subscription refunded before the window began', async () => {
    // The window began on June 2nd, when neither refunded subscription was in force any more.
    expect(await churnAt('2026-07-02T00:00:00Z')).toBe(0);
  });
});
