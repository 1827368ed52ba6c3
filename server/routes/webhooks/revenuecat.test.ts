import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createFactoryContext } from '../../db/factories';
import { auditLog, purchase, user, webhookEvent } from '../../db/schema';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DAY_MS, revenueCatBody } from './revenuecat-fixtures';

const SECRET = 'Bearer rc-webhook-secret-for-tests';
const path = '/api/webhooks/revenuecat';

describe.each(testDbKinds)('POST /api/webhooks/revenuecat (%s)', (kind) => {
  let t: TestApp;
  const ctx = createFactoryContext(99);
  let transaction = 1000;

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
  const deliver = async (type: string, overrides: Record<string, unknown> = {}) => {
    const response = await send(revenueCatBody(type, overrides));
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { duplicate: boolean; outcome: string };
  };
  const newUser = async () => {
    const row = buildUser(ctx, { isPremium: false });
    await db().insert(user).values(row);
    return row;
  };
  const premiumOf = async (id: string) =>
    (await db().select({ isPremium: user.isPremium }).from(user).where(eq(user.id, id)))[0]?.isPremium;
  const purchasesOf = async (id: string) =>
    db().select().from(purchase).where(eq(purchase.ownerId, id)).orderBy(purchase.purchasedAt);
  const nextTransaction = () => String(++transaction);
  /** A buyer with an active subscription bought through an INITIAL_PURCHASE event. */
  const subscriber = async (overrides: Record<string, unknown> = {}) => {
    const buyer = await newUser();
    const tx = nextTransaction();
    const ids = { app_user_id: buyer.id, transaction_id: tx, original_transaction_id: tx };
    await deliver('INITIAL_PURCHASE', { ...ids, ...overrides });
    return { buyer, ids };
  };
  const eventCount = async () => (await db().select({ n: count() }).from(webhookEvent))[0]!.n;

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

  it('rejects a missing or wrong Authorization header with 401 and writes nothing', async () => {
    const before = await eventCount();
    expect((await send(revenueCatBody('INITIAL_PURCHASE'), null)).status).toBe(401);
    const wrong = await send(revenueCatBody('INITIAL_PURCHASE'), 'Bearer guess');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'UNAUTHORIZED' });
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
    expect(await eventCount()).toBe(before);
    expect((await db().select({ n: count() }).from(purchase))[0]!.n).toBe(purchasesBefore);
  });

  it('INITIAL_PURCHASE records every field, grants premium and audits it; a redelivery changes nothing', async () => {
    const buyer = await newUser();
    const body = revenueCatBody('INITIAL_PURCHASE', {
      app_user_id: buyer.id,
      transaction_id: 'T-1',
      original_transaction_id: 'T-1',
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
      productId: 'vocably_pro_monthly',
      products: ['vocably_pro_monthly'],
      platform: 'ios',
      store: 'APP_STORE',
      environment: 'PRODUCTION',
      periodType: 'NORMAL',
      transactionId: 'T-1',
      originalTransactionId: 'T-1',
      orderId: 'T-1',
      priceUsd: 6.99,
      priceInPurchasedCurrency: 6.49,
      currency: 'EUR',
      countryCode: 'DE',
      entitlementIds: ['pro'],
      appUserId: buyer.id,
      isAutoRenewing: true,
      isAcknowledged: true,
      quantity: 1,
      revenuecatEventType: 'INITIAL_PURCHASE',
      revenuecatEventId: body.event.id,
      purchasedAtMs: body.event.purchased_at_ms,
      expirationAtMs: body.event.expiration_at_ms,
    });
    expect(await premiumOf(buyer.id)).toBe(true);
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, buyer.id));
    expect(audits.map((a) => a.action)).toEqual(['user.premium-granted']);

    const again = await send(body);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
  });

  it('RENEWAL adds the new period and closes the earlier one; premium stays', async () => {
    const { buyer, ids } = await subscriber();
    await deliver('RENEWAL', { ...ids, transaction_id: nextTransaction(), is_trial_conversion: false });
    const rows = await purchasesOf(buyer.id);
    expect(rows.map((row) => row.status)).toEqual([6, 1]);
    expect(rows[1]!.revenuecatEventType).toBe('RENEWAL');
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('CANCELLATION keeps access until expiration; UNCANCELLATION restores auto-renewal', async () => {
    const { buyer, ids } = await subscriber();
    await deliver('CANCELLATION', { ...ids, cancel_reason: 'UNSUBSCRIBE' });
    let [row] = await purchasesOf(buyer.id);
    expect(row).toMatchObject({ status: 2, cancelReason: 'UNSUBSCRIBE', isAutoRenewing: false });
    expect(await premiumOf(buyer.id)).toBe(true);
    await deliver('UNCANCELLATION', ids);
    [row] = await purchasesOf(buyer.id);
    expect(row).toMatchObject({ status: 1, cancelReason: null, isAutoRenewing: true });
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('BILLING_ISSUE in a grace period keeps premium; EXPIRATION after it revokes premium', async () => {
    const { buyer, ids } = await subscriber();
    await deliver('BILLING_ISSUE', { ...ids, grace_period_expiration_at_ms: Date.now() + 6 * DAY_MS });
    expect((await purchasesOf(buyer.id))[0]!.status).toBe(3);
    expect(await premiumOf(buyer.id)).toBe(true);
    await deliver('EXPIRATION', {
      ...ids,
      expiration_reason: 'BILLING_ERROR',
      expiration_at_ms: Date.now() - 1000,
    });
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ status: 6, expirationReason: 'BILLING_ERROR' });
    expect(await premiumOf(buyer.id)).toBe(false);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.targetId, buyer.id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['user.premium-granted', 'user.premium-revoked']);
  });

  it('BILLING_ISSUE without a grace period puts the purchase on hold and revokes premium', async () => {
    const { buyer, ids } = await subscriber();
    await deliver('BILLING_ISSUE', {
      ...ids,
      grace_period_expiration_at_ms: null,
      expiration_at_ms: Date.now() - 1000,
    });
    expect((await purchasesOf(buyer.id))[0]!.status).toBe(4);
    expect(await premiumOf(buyer.id)).toBe(false);
  });

  it('a refund (CANCELLATION with CUSTOMER_SUPPORT) revokes premium; REFUND_REVERSED grants it back', async () => {
    const { buyer, ids } = await subscriber();
    await deliver('CANCELLATION', { ...ids, cancel_reason: 'CUSTOMER_SUPPORT', price: -6.99 });
    const [refunded] = await purchasesOf(buyer.id);
    expect(refunded).toMatchObject({ status: 6, cancelReason: 'CUSTOMER_SUPPORT', priceUsd: 6.99 });
    expect(await premiumOf(buyer.id)).toBe(false);
    await deliver('REFUND_REVERSED', ids);
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ status: 1, cancelReason: null });
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('SUBSCRIPTION_PAUSED keeps access until the period ends; EXPIRATION for the pause ends it', async () => {
    const { buyer, ids } = await subscriber({ store: 'PLAY_STORE' });
    await deliver('SUBSCRIPTION_PAUSED', {
      ...ids,
      store: 'PLAY_STORE',
      auto_resume_at_ms: Date.now() + 60 * DAY_MS,
    });
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ status: 5, platform: 'android' });
    expect(await premiumOf(buyer.id)).toBe(true);
    await deliver('EXPIRATION', {
      ...ids,
      store: 'PLAY_STORE',
      expiration_reason: 'SUBSCRIPTION_PAUSED',
      expiration_at_ms: Date.now() - 1,
    });
    expect((await purchasesOf(buyer.id))[0]!.status).toBe(5);
    expect(await premiumOf(buyer.id)).toBe(false);
  });

  it('NON_RENEWING_PURCHASE grants premium without auto-renewal', async () => {
    const buyer = await newUser();
    await deliver('NON_RENEWING_PURCHASE', {
      app_user_id: buyer.id,
      transaction_id: nextTransaction(),
      product_id: 'vocably_pro_lifetime',
      store: 'STRIPE',
      expiration_at_ms: null,
    });
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({
      status: 1,
      isAutoRenewing: false,
      platform: 'web',
    });
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('PRODUCT_CHANGE records the new product and leaves status and premium as they were', async () => {
    const { buyer, ids } = await subscriber();
    await deliver('PRODUCT_CHANGE', { ...ids, new_product_id: 'vocably_pro_yearly' });
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({
      status: 1,
      products: ['vocably_pro_monthly', 'vocably_pro_yearly'],
      revenuecatEventType: 'PRODUCT_CHANGE',
    });
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('SUBSCRIPTION_EXTENDED moves the expiration and keeps the purchase active', async () => {
    const { buyer, ids } = await subscriber();
    const later = Date.now() + 60 * DAY_MS;
    await deliver('SUBSCRIPTION_EXTENDED', { ...ids, expiration_at_ms: later });
    expect((await purchasesOf(buyer.id))[0]).toMatchObject({ status: 1, expirationAtMs: later });
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('TRANSFER moves the purchases and premium from one user to another', async () => {
    const { buyer: giver } = await subscriber();
    const receiver = await newUser();
    const body = revenueCatBody('TRANSFER', { transferred_from: [giver.id], transferred_to: [receiver.id] });
    delete (body.event as Record<string, unknown>).app_user_id;
    expect((await send(body)).status).toBe(200);
    expect(await purchasesOf(giver.id)).toHaveLength(0);
    expect((await purchasesOf(receiver.id))[0]).toMatchObject({
      appUserId: receiver.id,
      userEmail: receiver.email,
    });
    expect(await premiumOf(giver.id)).toBe(false);
    expect(await premiumOf(receiver.id)).toBe(true);
  });

  it('TEMPORARY_ENTITLEMENT_GRANT grants premium until an EXPIRATION of the same transaction', async () => {
    const buyer = await newUser();
    const tx = nextTransaction();
    const ids = { app_user_id: buyer.id, transaction_id: tx, original_transaction_id: null };
    await deliver('TEMPORARY_ENTITLEMENT_GRANT', {
      ...ids,
      price: null,
      price_in_purchased_currency: null,
      expiration_at_ms: Date.now() + DAY_MS,
    });
    expect(await premiumOf(buyer.id)).toBe(true);
    await deliver('EXPIRATION', { ...ids, expiration_reason: 'UNKNOWN', expiration_at_ms: Date.now() - 1 });
    expect((await purchasesOf(buyer.id))[0]!.status).toBe(6);
    expect(await premiumOf(buyer.id)).toBe(false);
  });

  it('keeps premium while another subscription still grants it', async () => {
    const { buyer, ids } = await subscriber();
    const other = nextTransaction();
    await deliver('INITIAL_PURCHASE', {
      app_user_id: buyer.id,
      transaction_id: other,
      original_transaction_id: other,
      store: 'PLAY_STORE',
    });
    await deliver('EXPIRATION', {
      ...ids,
      expiration_reason: 'UNSUBSCRIBE',
      expiration_at_ms: Date.now() - 1,
    });
    expect(await premiumOf(buyer.id)).toBe(true);
  });

  it('records a purchase for an app user we do not know, without an owner', async () => {
    const tx = nextTransaction();
    const result = await deliver('INITIAL_PURCHASE', {
      app_user_id: '$RCAnonymousID:abc',
      transaction_id: tx,
      environment: 'SANDBOX',
    });
    expect(result.outcome).toContain('unknown app user');
    const [row] = await db().select().from(purchase).where(eq(purchase.transactionId, tx));
    expect(row).toMatchObject({ ownerId: null, userEmail: 'buyer@example.com', environment: 'SANDBOX' });
  });

  it.each([
    'TEST',
    'INVOICE_ISSUANCE',
    'VIRTUAL_CURRENCY_TRANSACTION',
    'SUBSCRIBER_ALIAS',
    'SOME_FUTURE_TYPE',
  ])('%s is acknowledged and recorded without touching purchases', async (type) => {
    const before = (await db().select({ n: count() }).from(purchase))[0]!.n;
    const body = revenueCatBody(type, { app_user_id: 'nobody', transaction_id: nextTransaction() });
    expect((await send(body)).status).toBe(200);
    expect((await db().select({ n: count() }).from(purchase))[0]!.n).toBe(before);
    const [stored] = await db().select().from(webhookEvent).where(eq(webhookEvent.eventId, body.event.id));
    expect(stored).toMatchObject({ provider: 'revenuecat', type });
  });
});
