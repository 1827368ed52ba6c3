import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createFactoryContext } from '~/server/db/factories';
import { auditLog, purchase, user, webhookEvent } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { DAY_MS, revenueCatBody, subscription } from '~/server/test/revenuecat-fixtures';
import { revenueCatSamples, type SampleType } from '~/server/test/revenuecat-samples';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { isPremiumNow } from './premium';

const SECRET = 'Bearer rc-webhook-secret-for-tests';
const path = '/api/webhooks/revenuecat';

// One event at a time: authorisation, validation, and what each documented event type records.
// Sequences (reordering, duplicates, grace periods, transfers, time passing) are in revenuecat-scenarios.test.ts.
describe.each(testDbKinds)('POST /api/webhooks/revenuecat (%s)', (kind) => {
  let t: TestApp;
  const ctx = createFactoryContext(99);

  beforeAll(async () => {
    t = await createTestApp(kind, { REVENUECAT_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const send = (body: unknown, authorization: string | null = SECRET) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const deliver = async (body: unknown) => {
    const response = await send(body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { duplicate: boolean; outcome: string };
  };
  const newUser = async () => {
    const row = buildUser(ctx);
    await db().insert(user).values(row);
    return row;
  };
  const premiumOf = (id: string) => isPremiumNow(db(), id, new Date());
  const purchasesOf = async (id: string) =>
    db().select().from(purchase).where(eq(purchase.ownerId, id)).orderBy(purchase.purchasedAt);
  const eventCount = async () => (await db().select({ n: count() }).from(webhookEvent))[0]!.n;
  /** A buyer with a subscription bought a day ago and running for 29 more days. */
  const subscriber = async (store = 'APP_STORE') => {
    const buyer = await newUser();
    const now = Date.now();
    const sub = subscription({ appUserId: buyer.id, startMs: now - DAY_MS, store });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now - DAY_MS));
    return { buyer, sub, now };
  };

  it('answers 503 with a clear message when no secret is configured', async () => {
    const unconfigured = await createTestApp(kind);
    try {
      const response = await unconfigured.app.request(path, {
        method: 'POST',
        headers: { authorization: SECRET, 'content-type': 'application/json' },
        body: JSON.stringify(revenueCatBody('TEST')),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'WEBHOOK_NOT_CONFIGURED' });
    } finally {
      await unconfigured.close();
    }
  });

  it('rejects a missing or wrong Authorization header with 401 before reading the body', async () => {
    const before = await eventCount();
    expect((await send(revenueCatBody('INITIAL_PURCHASE'), null)).status).toBe(401);
    const wrong = await send(revenueCatBody('INITIAL_PURCHASE'), 'Bearer guess');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    // Not JSON at all: still 401, so the secret is checked first.
    expect((await send('{not json', 'Bearer guess')).status).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('rejects malformed events with 400 and writes nothing', async () => {
    const before = await eventCount();
    const purchasesBefore = (await db().select({ n: count() }).from(purchase))[0]!.n;
    expect((await send('{not json')).status).toBe(400);
    expect((await send({ api_version: '1.0' })).status).toBe(400);
    expect((await send(revenueCatBody('INITIAL_PURCHASE', { id: '' }))).status).toBe(400);
    const noProduct = await send(revenueCatBody('INITIAL_PURCHASE', { product_id: null }));
    expect(noProduct.status).toBe(400);
    expect(await noProduct.json()).toMatchObject({ code: 'INVALID_WEBHOOK_PAYLOAD' });
    expect((await send(revenueCatBody('RENEWAL', { price: 'free' }))).status).toBe(400);
    expect((await send(revenueCatBody('TRANSFER', { transferred_to: [] }))).status).toBe(400);
    expect((await send(revenueCatBody('TEMPORARY_ENTITLEMENT_GRANT', { app_user_id: null }))).status).toBe(
      400,
    );
    expect(await eventCount()).toBe(before);
    expect((await db().select({ n: count() }).from(purchase))[0]!.n).toBe(purchasesBefore);
  });

  it.each(Object.keys(revenueCatSamples) as SampleType[])(
    "accepts RevenueCat's documented %s sample as published",
    async (type) => {
      const body = revenueCatBody(type);
      const result = await deliver(body);
      expect(result.duplicate).toBe(false);
      const [stored] = await db().select().from(webhookEvent).where(eq(webhookEvent.eventId, body.event.id));
      expect(stored).toMatchObject({ provider: 'revenuecat', type });
    },
  );

  it('INITIAL_PURCHASE records the sample fields, grants premium and audits it; a redelivery changes nothing', async () => {
    const buyer = await newUser();
    const now = Date.now();
    const body = revenueCatBody('INITIAL_PURCHASE', {
      app_user_id: buyer.id,
      transaction_id: 'T-1',
      original_transaction_id: 'T-1',
      purchased_at_ms: now - 1000,
      expiration_at_ms: now + 7 * DAY_MS,
      event_timestamp_ms: now,
    });
    const first = await send(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, duplicate: false });
    const [row] = await purchasesOf(buyer.id);
    expect(row).toMatchObject({
      ownerId: buyer.id,
      userEmail: buyer.email,
      userName: buyer.name,
      status: 1,
      productId: 'com.subscription.weekly',
      products: ['com.subscription.weekly'],
      newProductId: null,
      platform: 'ios',
      store: 'APP_STORE',
      environment: 'PRODUCTION',
      periodType: 'NORMAL',
      transactionId: 'T-1',
      originalTransactionId: 'T-1',
      orderId: 'T-1',
      priceUsd: 4.99,
      priceInPurchasedCurrency: 4.99,
      currency: 'USD',
      countryCode: 'US',
      entitlementIds: ['pro'],
      appUserId: buyer.id,
      isAutoRenewing: true,
      isAcknowledged: true,
      quantity: 1,
      revenuecatEventType: 'INITIAL_PURCHASE',
      revenuecatEventId: body.event.id,
      purchasedAtMs: now - 1000,
      expirationAtMs: now + 7 * DAY_MS,
      lastEventAtMs: now,
      temporaryGrant: false,
    });
    expect(await premiumOf(buyer.id)).toBe(true);
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, buyer.id));
    expect(audits.map((a) => a.action)).toEqual(['user.premium-granted']);

    const again = await send(body);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
  });

  it('CANCELLATION keeps access until expiration; UNCANCELLATION restores auto-renewal', async () => {
    const { buyer, sub, now } = await subscriber();
    await deliver(sub.event('CANCELLATION', 1, now, { cancel_reason: 'UNSUBSCRIBE' }));
    let [row] = await purchasesOf(buyer.id);
    expect(row).toMatchObject({
      status: 2,
      cancelReason: 'UNSUBSCRIBE',
      isAutoRenewing: false,
      priceUsd: 4.99,
    });
    expect(await premiumOf(buyer.id)).toBe(true);
    await deliver(sub.event('UNCANCELLATION', 1, now + 1));
    [row] = await purchasesOf(buyer.id);
    expect(row).toMatchObject({ status: 1, cancelReason: null, isAutoRenewing: true });
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('BILLING_ISSUE without a grace period puts the purchase on hold and ends premium', async () => {
    const { buyer, sub, now } = await subscriber();
    await deliver(
      sub.event('BILLING_ISSUE', 1, now, {
        grace_period_expiration_at_ms: null,
        expiration_at_ms: now - 1000,
      }),
    );
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ status: 4, gracePeriodExpirationAtMs: null });
    expect(await premiumOf(buyer.id)).toBe(false);
  });

  it('a refund (CANCELLATION with CUSTOMER_SUPPORT) ends premium and keeps the price paid; REFUND_REVERSED restores it', async () => {
    const { buyer, sub, now } = await subscriber();
    await deliver(sub.event('CANCELLATION', 1, now, { cancel_reason: 'CUSTOMER_SUPPORT', price: -4.99 }));
    const [refunded] = await purchasesOf(buyer.id);
    expect(refunded).toMatchObject({ status: 6, cancelReason: 'CUSTOMER_SUPPORT', priceUsd: 4.99 });
    expect(await premiumOf(buyer.id)).toBe(false);
    await deliver(sub.event('REFUND_REVERSED', 1, now + 1));
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ status: 1, cancelReason: null });
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('SUBSCRIPTION_PAUSED keeps access until the period ends; EXPIRATION for the pause ends it', async () => {
    const { buyer, sub, now } = await subscriber('PLAY_STORE');
    await deliver(sub.event('SUBSCRIPTION_PAUSED', 1, now, { auto_resume_at_ms: now + 60 * DAY_MS }));
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ status: 5, platform: 'android' });
    expect(await premiumOf(buyer.id)).toBe(true);
    await deliver(
      sub.event('EXPIRATION', 1, now + 1, {
        expiration_reason: 'SUBSCRIPTION_PAUSED',
        expiration_at_ms: now - 1,
      }),
    );
    expect((await purchasesOf(buyer.id))[0]!.status).toBe(5);
    expect(await premiumOf(buyer.id)).toBe(false);
  });

  it('NON_RENEWING_PURCHASE without expiration is lifetime premium', async () => {
    const buyer = await newUser();
    await deliver(
      revenueCatBody('NON_RENEWING_PURCHASE', {
        app_user_id: buyer.id,
        transaction_id: 'LIFETIME-1',
        store: 'STRIPE',
        event_timestamp_ms: Date.now(),
      }),
    );
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({
      status: 1,
      isAutoRenewing: false,
      platform: 'web',
      expirationAtMs: null,
    });
    expect(await premiumOf(buyer.id)).toBe(true);
    expect(await isPremiumNow(db(), buyer.id, new Date('2999-01-01'))).toBe(true);
  });

  it('a purchase mapped to no entitlement (entitlement_ids null) records revenue but grants nothing', async () => {
    const buyer = await newUser();
    const now = Date.now();
    const sub = subscription({ appUserId: buyer.id, startMs: now, productId: 'coins_100' });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now, { entitlement_ids: null }));
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ status: 1, entitlementIds: [] });
    expect(await premiumOf(buyer.id)).toBe(false);
  });

  it('PRODUCT_CHANGE keeps new_product_id, also after later events; status and premium stay', async () => {
    const { buyer, sub, now } = await subscriber();
    await deliver(sub.event('PRODUCT_CHANGE', 1, now, { new_product_id: 'vocably_pro_yearly' }));
    const expected = {
      status: 1,
      productId: 'vocably_pro_monthly',
      newProductId: 'vocably_pro_yearly',
      products: ['vocably_pro_monthly', 'vocably_pro_yearly'],
    };
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({
      ...expected,
      revenuecatEventType: 'PRODUCT_CHANGE',
    });
    await deliver(sub.event('CANCELLATION', 1, now + 1, { cancel_reason: 'UNSUBSCRIBE' }));
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ ...expected, status: 2 });
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('SUBSCRIPTION_EXTENDED moves the expiration and keeps the purchase active', async () => {
    const { buyer, sub, now } = await subscriber();
    const later = now + 60 * DAY_MS;
    await deliver(sub.event('SUBSCRIPTION_EXTENDED', 1, now, { expiration_at_ms: later }));
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ status: 1, expirationAtMs: later });
    expect(await isPremiumNow(db(), buyer.id, new Date(now + 45 * DAY_MS))).toBe(true);
  });

  it('records a purchase for an app user we do not know, without an owner', async () => {
    const now = Date.now();
    const result = await deliver(
      revenueCatBody('INITIAL_PURCHASE', {
        app_user_id: '$RCAnonymousID:abc',
        transaction_id: 'ANON-1',
        event_timestamp_ms: now,
      }),
    );
    expect(result.outcome).toContain('unknown app user');
    const [row] = await db().select().from(purchase).where(eq(purchase.transactionId, 'ANON-1'));
    expect(row).toMatchObject({ ownerId: null, userEmail: 'firstlast@gmail.com' });
  });

  it.each([
    'TEST',
    'INVOICE_ISSUANCE',
    'VIRTUAL_CURRENCY_TRANSACTION',
    'EXPERIMENT_ENROLLMENT',
    'SUBSCRIBER_ALIAS',
    'SOME_FUTURE_TYPE',
  ])('%s is acknowledged and recorded without touching purchases or premium', async (type) => {
    const buyer = await newUser();
    const before = (await db().select({ n: count() }).from(purchase))[0]!.n;
    const body = revenueCatBody(type, { app_user_id: buyer.id, transaction_id: `${type}-1` });
    expect((await send(body)).status).toBe(200);
    expect((await db().select({ n: count() }).from(purchase))[0]!.n).toBe(before);
    expect(await premiumOf(buyer.id)).toBe(false);
    const [stored] = await db().select().from(webhookEvent).where(eq(webhookEvent.eventId, body.event.id));
    expect(stored).toMatchObject({ provider: 'revenuecat', type });
  });
});
