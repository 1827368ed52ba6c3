import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '~/core/stats/admin-stats';
import type { Purchase, SubscriptionsSummary } from '~/core/subscriptions/list-subscriptions';
import type { AdminUser } from '~/core/users/admin-user';
import type { ListUsersResponse } from '~/core/users/list-users';
import { insertUser } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { parseCsv } from '~/server/test/parse-csv';
import { DAY_MS, HOUR_MS, revenueCatBody, subscription } from '~/server/test/revenuecat-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { isPremiumNow } from './premium';

const SECRET = 'Bearer rc-webhook-secret-for-tests';
type Buyer = { id: string; email: string; name: string };

// Sequences of RevenueCat events as they really arrive (retried, reordered, paired), built from the
// documented samples. After each step the purchases list and whether the user is premium are read
// through the admin API (detail, list filters, stats, export) and the learner's isPremiumNow, which
// must all agree.
describe.each(testDbKinds)('RevenueCat event sequences (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let buyers = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { REVENUECAT_WEBHOOK_SECRET: SECRET });
    token = (await t.createVerifiedUser('sequences-admin@example.com', 'secret123', 'admin')).token;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const deliver = async (body: unknown) => {
    const response = await t.app.request('/api/webhooks/revenuecat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: SECRET },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { duplicate: boolean; outcome: string };
  };
  const call = async <T>(path: string, init: { method?: string; json?: unknown } = {}) => {
    const response = await t.request(path, { ...init, token });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (response.headers.get('content-type')?.includes('json') ? response.json() : response.text()) as T;
  };
  const newBuyer = async (): Promise<Buyer> => {
    const n = ++buyers;
    return insertUser(t.database.db, { email: `buyer${n}-${kind}@example.com`, name: `Buyer ${n}` });
  };
  /** The buyer's purchases as the Subscriptions page lists them, oldest period first. */
  const purchasesOf = async (buyer: Buyer, includeSandbox = true) => {
    const { items } = await call<{ items: Purchase[] }>(
      `/api/admin/subscriptions?limit=200&includeSandbox=${includeSandbox}&search=${encodeURIComponent(buyer.email)}`,
    );
    return items.sort(
      (a, b) => (a.purchasedAtMs ?? 0) - (b.purchasedAtMs ?? 0) || a.createdAt.localeCompare(b.createdAt),
    );
  };
  const statusesOf = async (buyer: Buyer) => (await purchasesOf(buyer)).map((item) => item.status);
  /** Whether the buyer is premium, after checking that every reader says the same. */
  const premiumOf = async (buyer: Buyer) => {
    const detail = await call<AdminUser>(`/api/admin/users/${buyer.id}`);
    const isPremium = detail.customClaims.isPremium;
    const search = encodeURIComponent(buyer.email);
    const premiumList = await call<ListUsersResponse>(`/api/admin/users?premium=true&search=${search}`);
    const regularList = await call<ListUsersResponse>(`/api/admin/users?premium=false&search=${search}`);
    expect([premiumList.totalCount, regularList.totalCount]).toEqual(isPremium ? [1, 0] : [0, 1]);
    expect((await call<{ isPremium: boolean }>(`/api/admin/users/${buyer.id}/claims`)).isPremium).toBe(
      isPremium,
    );
    const [row] = parseCsv(
      await call<string>('/api/admin/users/export', { method: 'POST', json: { userIds: [buyer.id] } }),
    );
    expect(row?.isPremium).toBe(String(isPremium));
    const stats = await call<AdminStats>('/api/admin/stats');
    const everyone = await call<ListUsersResponse>('/api/admin/users?premium=true&pageSize=1');
    expect(stats.premiumUsers).toBe(everyone.totalCount);
    expect(await isPremiumNow(t.database.db, buyer.id, new Date())).toBe(isPremium);
    return isPremium;
  };
  const premiumUsers = async () => (await call<AdminStats>('/api/admin/stats')).premiumUsers;

  it('a redelivered event changes nothing, even after later events', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    const sub = subscription({ appUserId: buyer.id, startMs: now - 10 * DAY_MS });
    const initial = sub.event('INITIAL_PURCHASE', 1, now - 10 * DAY_MS);
    expect((await deliver(initial)).duplicate).toBe(false);
    expect((await deliver(initial)).duplicate).toBe(true);
    expect(await statusesOf(buyer)).toEqual([1]);
    await deliver(sub.event('CANCELLATION', 1, now - 2 * HOUR_MS, { cancel_reason: 'UNSUBSCRIBE' }));
    await deliver(sub.event('EXPIRATION', 1, now - HOUR_MS, { expiration_at_ms: now - HOUR_MS }));
    expect(await premiumOf(buyer)).toBe(false);
    // RevenueCat's retry of the first delivery: same id, same event_timestamp_ms.
    expect((await deliver(initial)).duplicate).toBe(true);
    expect(await statusesOf(buyer)).toEqual([6]);
    expect(await premiumOf(buyer)).toBe(false);
  });

  it('a CANCELLATION or UNCANCELLATION arriving after the EXPIRATION of the same period does not re-grant premium', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    const sub = subscription({ appUserId: buyer.id, startMs: now - 10 * DAY_MS });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now - 10 * DAY_MS));
    expect(await premiumOf(buyer)).toBe(true);
    await deliver(sub.event('EXPIRATION', 1, now - HOUR_MS, { expiration_reason: 'DEVELOPER_INITIATED' }));
    expect(await statusesOf(buyer)).toEqual([6]);
    expect(await premiumOf(buyer)).toBe(false);
    await deliver(sub.event('CANCELLATION', 1, now - 3 * HOUR_MS, { cancel_reason: 'UNSUBSCRIBE' }));
    expect(await statusesOf(buyer)).toEqual([6]);
    expect(await premiumOf(buyer)).toBe(false);
    await deliver(sub.event('UNCANCELLATION', 1, now - 2 * HOUR_MS));
    expect(await statusesOf(buyer)).toEqual([6]);
    expect(await premiumOf(buyer)).toBe(false);
  });

  it('a late RENEWAL of period 2 does not expire period 3', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    const sub = subscription({ appUserId: buyer.id, startMs: now - 70 * DAY_MS });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now - 70 * DAY_MS));
    await deliver(sub.event('RENEWAL', 3, now - 10 * DAY_MS));
    expect(await statusesOf(buyer)).toEqual([6, 1]);
    expect(await premiumOf(buyer)).toBe(true);
    await deliver(sub.event('RENEWAL', 2, now - 40 * DAY_MS));
    const rows = await purchasesOf(buyer);
    expect(rows.map((row) => [row.transactionId, row.status])).toEqual([
      [sub.transactionId(1), 6],
      [sub.transactionId(2), 6],
      [sub.transactionId(3), 1],
    ]);
    // The late period's payment still counts as revenue history.
    expect(rows[1]).toMatchObject({ priceUsd: 8.14, currency: 'EUR' });
    expect(await premiumOf(buyer)).toBe(true);
  });

  it('an INITIAL_PURCHASE delivered after its CANCELLATION keeps the cancellation and records the payment', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    const sub = subscription({ appUserId: buyer.id, startMs: now - DAY_MS });
    await deliver(sub.event('CANCELLATION', 1, now - HOUR_MS, { cancel_reason: 'UNSUBSCRIBE', price: 0 }));
    expect(await purchasesOf(buyer)).toMatchObject([{ status: 2, priceUsd: null }]);
    await deliver(sub.event('INITIAL_PURCHASE', 1, now - DAY_MS));
    expect(await purchasesOf(buyer)).toMatchObject([
      { status: 2, cancelReason: 'UNSUBSCRIBE', priceUsd: 4.99, isAutoRenewing: false },
    ]);
    // Cancelled, not expired: premium until the period ends.
    expect(await premiumOf(buyer)).toBe(true);
  });

  it.each([
    ['BILLING_ISSUE first', ['BILLING_ISSUE', 'CANCELLATION'] as const, 0],
    ['CANCELLATION(BILLING_ERROR) first', ['CANCELLATION', 'BILLING_ISSUE'] as const, 0],
    ['CANCELLATION first, stamped later', ['CANCELLATION', 'BILLING_ISSUE'] as const, 1],
    ['BILLING_ISSUE first, stamped later', ['BILLING_ISSUE', 'CANCELLATION'] as const, -1],
  ])(
    'a billing grace period keeps premium when its paired events arrive together (%s)',
    async (_, order, cancellationLaterMs) => {
      const buyer = await newBuyer();
      const now = Date.now();
      const sub = subscription({ appUserId: buyer.id, startMs: now - 30 * DAY_MS - HOUR_MS });
      await deliver(sub.event('INITIAL_PURCHASE', 1, now - 30 * DAY_MS - HOUR_MS));
      const graceEnds = now + 6 * DAY_MS;
      const events = {
        BILLING_ISSUE: sub.event('BILLING_ISSUE', 1, now - HOUR_MS, {
          grace_period_expiration_at_ms: graceEnds,
        }),
        CANCELLATION: sub.event('CANCELLATION', 1, now - HOUR_MS + cancellationLaterMs, {
          cancel_reason: 'BILLING_ERROR',
        }),
      };
      for (const type of order) await deliver(events[type]);
      expect(await purchasesOf(buyer)).toMatchObject([
        { status: 3, cancelReason: 'BILLING_ERROR', isAutoRenewing: false },
      ]);
      expect(await premiumOf(buyer)).toBe(true);
      // The store charged after all: a RENEWAL closes the grace period and the new period runs.
      await deliver(sub.event('RENEWAL', 2, now));
      expect(await statusesOf(buyer)).toEqual([6, 1]);
      expect(await premiumOf(buyer)).toBe(true);
    },
  );

  it('a grace period ends on its own when its time passes, then EXPIRATION(BILLING_ERROR) closes the row', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const sub = subscription({ appUserId: buyer.id, startMs: now - 30 * DAY_MS - HOUR_MS });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now - 30 * DAY_MS - HOUR_MS));
    const graceEnds = now + DAY_MS;
    await deliver(sub.event('BILLING_ISSUE', 1, now - HOUR_MS, { grace_period_expiration_at_ms: graceEnds }));
    await deliver(sub.event('CANCELLATION', 1, now - HOUR_MS, { cancel_reason: 'BILLING_ERROR' }));
    vi.setSystemTime(graceEnds - 1);
    expect(await premiumOf(buyer)).toBe(true);
    vi.setSystemTime(graceEnds + 1);
    expect(await statusesOf(buyer)).toEqual([3]);
    expect(await premiumOf(buyer)).toBe(false);
    await deliver(sub.event('EXPIRATION', 1, graceEnds, { expiration_reason: 'BILLING_ERROR' }));
    expect(await purchasesOf(buyer)).toMatchObject([{ status: 6, cancelReason: 'BILLING_ERROR' }]);
    expect(await premiumOf(buyer)).toBe(false);
  });

  it('a Stripe billing issue (no grace period end: it is inside the expiration) keeps premium until the expiration and counts as a grace period', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const sub = subscription({ appUserId: buyer.id, startMs: now - 30 * DAY_MS, store: 'STRIPE' });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now - 30 * DAY_MS));
    const graceBefore = (await call<SubscriptionsSummary>('/api/admin/subscriptions/summary'))
      .gracePeriodCount;
    const paidUntil = now + 7 * DAY_MS;
    const billing = { grace_period_expiration_at_ms: null, expiration_at_ms: paidUntil };
    await deliver(sub.event('BILLING_ISSUE', 1, now - HOUR_MS, billing));
    await deliver(
      sub.event('CANCELLATION', 1, now - HOUR_MS, { ...billing, cancel_reason: 'BILLING_ERROR' }),
    );
    expect(await statusesOf(buyer)).toEqual([3]);
    expect((await call<SubscriptionsSummary>('/api/admin/subscriptions/summary')).gracePeriodCount).toBe(
      graceBefore + 1,
    );
    vi.setSystemTime(paidUntil - 1);
    expect(await premiumOf(buyer)).toBe(true);
    vi.setSystemTime(paidUntil + 1);
    expect(await premiumOf(buyer)).toBe(false);
  });

  it.each([
    ['a refund', { type: 'CANCELLATION', overrides: { cancel_reason: 'CUSTOMER_SUPPORT' } }],
    ['an expiration', { type: 'EXPIRATION', overrides: { expiration_reason: 'DEVELOPER_INITIATED' } }],
  ] as const)(
    '%s of a renewal delivered before its RENEWAL (retried) ends that renewal, not the period before',
    async (_, ending) => {
      const buyer = await newBuyer();
      const now = Date.now();
      const sub = subscription({ appUserId: buyer.id, startMs: now - 40 * DAY_MS });
      await deliver(sub.event('INITIAL_PURCHASE', 1, now - 40 * DAY_MS));
      const renewedAt = now - 10 * DAY_MS;
      // Our server was down when period 2 began: RevenueCat's retry of the RENEWAL comes after the
      // period's later event.
      const endedAt = ending.type === 'EXPIRATION' ? { expiration_at_ms: now - HOUR_MS } : {};
      await deliver(sub.event(ending.type, 2, now - HOUR_MS, { ...ending.overrides, ...endedAt }));
      await deliver(sub.event('RENEWAL', 2, renewedAt));
      const rows = await purchasesOf(buyer);
      expect(rows.map((row) => [row.transactionId, row.status])).toEqual([
        [sub.transactionId(1), 6],
        [sub.transactionId(2), 6],
      ]);
      // The renewal's payment is still recorded on its own row.
      expect(rows[1]).toMatchObject({ priceUsd: 8.14, purchasedAtMs: renewedAt });
      expect(await premiumOf(buyer)).toBe(false);
    },
  );

  it("a TRANSFER moves only that store's subscriptions between the named app users", async () => {
    const giver = await newBuyer();
    const receiver = await newBuyer();
    const now = Date.now();
    const apple = subscription({ appUserId: giver.id, startMs: now - DAY_MS, store: 'APP_STORE' });
    const google = subscription({ appUserId: giver.id, startMs: now - DAY_MS, store: 'PLAY_STORE' });
    await deliver(apple.event('INITIAL_PURCHASE', 1, now - DAY_MS));
    await deliver(google.event('INITIAL_PURCHASE', 1, now - DAY_MS));
    // RevenueCat's TRANSFER sample: no app_user_id, the store, the ids from and to.
    await deliver(
      revenueCatBody('TRANSFER', {
        event_timestamp_ms: now,
        store: 'APP_STORE',
        transferred_from: [giver.id],
        transferred_to: [receiver.id],
      }),
    );
    expect((await purchasesOf(giver)).map((row) => row.store)).toEqual(['PLAY_STORE']);
    expect(await purchasesOf(receiver)).toMatchObject([
      { store: 'APP_STORE', ownerId: receiver.id, appUserId: receiver.id, userEmail: receiver.email },
    ]);
    expect(await premiumOf(giver)).toBe(true);
    expect(await premiumOf(receiver)).toBe(true);
    await deliver(google.event('EXPIRATION', 1, now + 1, { expiration_at_ms: now }));
    expect(await premiumOf(giver)).toBe(false);
    expect(await premiumOf(receiver)).toBe(true);
  });

  it('a TRANSFER delivered late (a retry) does not undo a later one, and a chain ends where the latest put it', async () => {
    const first = await newBuyer();
    const second = await newBuyer();
    const third = await newBuyer();
    const now = Date.now();
    const apple = subscription({ appUserId: first.id, startMs: now - DAY_MS, store: 'APP_STORE' });
    await deliver(apple.event('INITIAL_PURCHASE', 1, now - DAY_MS));
    const transfer = (at: number, from: { id: string }, to: { id: string }) =>
      revenueCatBody('TRANSFER', {
        event_timestamp_ms: at,
        store: 'APP_STORE',
        transferred_from: [from.id],
        transferred_to: [to.id],
      });
    // Restored on the second's device (t1), then back on the first's (t2); t1's delivery failed
    // and RevenueCat retries it after t2 arrived.
    const late = transfer(now + 1000, first, second);
    await deliver(transfer(now + 2000, second, first));
    await deliver(late);
    expect(await purchasesOf(first)).toMatchObject([{ store: 'APP_STORE', ownerId: first.id }]);
    expect(await purchasesOf(second)).toEqual([]);
    expect(await premiumOf(second)).toBe(false);

    // A chain: first to second (late), second to third (arrived first): the purchases end with third.
    const toSecond = transfer(now + 3000, first, second);
    await deliver(transfer(now + 4000, second, third));
    await deliver(toSecond);
    expect(await purchasesOf(third)).toMatchObject([
      { store: 'APP_STORE', ownerId: third.id, appUserId: third.id },
    ]);
    expect(await purchasesOf(first)).toEqual([]);
    expect(await premiumOf(third)).toBe(true);
    expect(await premiumOf(first)).toBe(false);
  });

  it('a TEMPORARY_ENTITLEMENT_GRANT in the sample shape grants premium, the validated purchase replaces it, and its expiry ends premium', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    // Exactly the documented sample's fields: no product_id, purchased_at_ms, transaction_id or expiration.
    await deliver(
      revenueCatBody('TEMPORARY_ENTITLEMENT_GRANT', { app_user_id: buyer.id, event_timestamp_ms: now }),
    );
    expect(await purchasesOf(buyer)).toMatchObject([
      { status: 1, productId: null, transactionId: null, priceUsd: null, expirationAtMs: now + DAY_MS },
    ]);
    expect(await premiumOf(buyer)).toBe(true);
    expect((await call<AdminUser>(`/api/admin/users/${buyer.id}`)).premium).toEqual({
      grantedByAdmin: false,
      purchase: { until: new Date(now + DAY_MS).toISOString() },
    });
    // The store answers: the real purchase (its own transaction id), running one hour.
    const sub = subscription({ appUserId: buyer.id, startMs: now - 1000, periodMs: HOUR_MS });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now + 60_000));
    expect((await purchasesOf(buyer)).map((row) => [row.transactionId, row.status])).toEqual([
      [null, 6],
      [sub.transactionId(1), 1],
    ]);
    expect(await premiumOf(buyer)).toBe(true);
    await deliver(sub.event('EXPIRATION', 1, sub.expiresAt(1), { expiration_reason: 'UNSUBSCRIBE' }));
    vi.setSystemTime(sub.expiresAt(1) + 1);
    // The grant's own 24 hours have not run out, yet it no longer makes the buyer premium.
    expect(await premiumOf(buyer)).toBe(false);
  });

  it('a TEMPORARY_ENTITLEMENT_GRANT arriving after its validated purchase is recorded as already replaced', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    const sub = subscription({ appUserId: buyer.id, startMs: now - 1000, periodMs: HOUR_MS });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now));
    await deliver(
      revenueCatBody('TEMPORARY_ENTITLEMENT_GRANT', { app_user_id: buyer.id, event_timestamp_ms: now - 500 }),
    );
    expect((await purchasesOf(buyer)).map((row) => [row.transactionId, row.status])).toEqual([
      [null, 6],
      [sub.transactionId(1), 1],
    ]);
    expect((await call<AdminUser>(`/api/admin/users/${buyer.id}`)).premium.purchase).toEqual({
      until: new Date(sub.expiresAt(1)).toISOString(),
    });
  });

  it("a validated purchase under the temporary grant's own transaction id becomes that row, active", async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    const sub = subscription({ appUserId: buyer.id, startMs: now - 1000 });
    // The grant names the transaction it stands in for; the validated purchase then reports that same one.
    await deliver(
      revenueCatBody('TEMPORARY_ENTITLEMENT_GRANT', {
        app_user_id: buyer.id,
        event_timestamp_ms: now - 500,
        transaction_id: sub.transactionId(1),
      }),
    );
    await deliver(sub.event('INITIAL_PURCHASE', 1, now));
    expect(await purchasesOf(buyer)).toMatchObject([
      { transactionId: sub.transactionId(1), status: 1, priceUsd: 4.99, expirationAtMs: sub.expiresAt(1) },
    ]);
    expect(await premiumOf(buyer)).toBe(true);
  });

  it('sandbox purchases never grant premium in production, and stay listed under Include Sandbox', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    const before = await premiumUsers();
    const sub = subscription({ appUserId: buyer.id, startMs: now, environment: 'SANDBOX' });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now));
    expect(await purchasesOf(buyer, false)).toEqual([]);
    expect(await purchasesOf(buyer, true)).toMatchObject([{ status: 1, environment: 'SANDBOX' }]);
    expect(await premiumOf(buyer)).toBe(false);
    expect(await premiumUsers()).toBe(before);
  });

  it('a staging server may let sandbox purchases grant premium (REVENUECAT_SANDBOX_GRANTS_PREMIUM=true)', async () => {
    const staging = await createTestApp(kind, {
      REVENUECAT_WEBHOOK_SECRET: SECRET,
      REVENUECAT_SANDBOX_GRANTS_PREMIUM: 'true',
    });
    try {
      const tester = await insertUser(staging.database.db, { email: 'tester@example.com' });
      const now = Date.now();
      const sub = subscription({ appUserId: tester.id, startMs: now, environment: 'SANDBOX' });
      const response = await staging.app.request('/api/webhooks/revenuecat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: SECRET },
        body: JSON.stringify(sub.event('INITIAL_PURCHASE', 1, now)),
      });
      expect(response.status).toBe(200);
      expect(await isPremiumNow(staging.database.db, tester.id, new Date())).toBe(true);
    } finally {
      await staging.close();
    }
  });

  it('premium ends on its own when the expiration passes, with no webhook, everywhere at once', async () => {
    const active = await newBuyer();
    const cancelled = await newBuyer();
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const expiresAt = now + HOUR_MS;
    for (const buyer of [active, cancelled]) {
      const sub = subscription({ appUserId: buyer.id, startMs: expiresAt - 30 * DAY_MS });
      await deliver(sub.event('INITIAL_PURCHASE', 1, now - DAY_MS));
      if (buyer === cancelled) {
        await deliver(sub.event('CANCELLATION', 1, now - HOUR_MS, { cancel_reason: 'UNSUBSCRIBE' }));
      }
    }
    vi.setSystemTime(expiresAt - 1);
    const premiumBefore = await premiumUsers();
    expect(await premiumOf(active)).toBe(true);
    expect(await premiumOf(cancelled)).toBe(true);
    vi.setSystemTime(expiresAt + 1);
    expect(await premiumOf(active)).toBe(false);
    expect(await premiumOf(cancelled)).toBe(false);
    expect(await premiumUsers()).toBe(premiumBefore - 2);
    // Nothing was written: the rows still say what the store last said.
    expect(await statusesOf(active)).toEqual([1]);
    expect(await statusesOf(cancelled)).toEqual([2]);
  });

  it("an administrator's grant and a purchase are separate sources of premium", async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    const sub = subscription({ appUserId: buyer.id, startMs: now - DAY_MS, periodMs: DAY_MS + HOUR_MS });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now - DAY_MS));
    const setGrant = (isPremium: boolean) =>
      call<AdminUser>(`/api/admin/users/${buyer.id}`, {
        method: 'PUT',
        json: { claims: { isAdminUser: false, isPremium } },
      });
    // Removing a grant does not hide an active purchase.
    let record = await setGrant(false);
    expect(record.customClaims.isPremium).toBe(true);
    expect(record.premium).toEqual({
      grantedByAdmin: false,
      purchase: { until: new Date(sub.expiresAt(1)).toISOString() },
    });
    // A purchase running out does not remove a grant.
    record = await setGrant(true);
    expect(record.premium.grantedByAdmin).toBe(true);
    vi.setSystemTime(sub.expiresAt(1) + 1);
    await deliver(sub.event('EXPIRATION', 1, sub.expiresAt(1)));
    expect(await premiumOf(buyer)).toBe(true);
    expect((await call<AdminUser>(`/api/admin/users/${buyer.id}`)).premium).toEqual({
      grantedByAdmin: true,
      purchase: null,
    });
    await setGrant(false);
    expect(await premiumOf(buyer)).toBe(false);
  });

  it('deleting a buyer keeps their purchases (owner cleared, name and email kept) and the Subscriptions figures', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    const sub = subscription({ appUserId: buyer.id, startMs: now - 40 * DAY_MS });
    await deliver(sub.event('INITIAL_PURCHASE', 1, now - 40 * DAY_MS));
    await deliver(sub.event('RENEWAL', 2, now - 10 * DAY_MS));
    const sandbox = subscription({ appUserId: buyer.id, startMs: now, environment: 'SANDBOX' });
    await deliver(sandbox.event('INITIAL_PURCHASE', 1, now));
    const summaries = () =>
      Promise.all(
        [false, true].map((includeSandbox) =>
          call<SubscriptionsSummary>(`/api/admin/subscriptions/summary?includeSandbox=${includeSandbox}`),
        ),
      );
    const before = await summaries();
    const listed = await purchasesOf(buyer);
    expect(listed).toHaveLength(3);
    await call(`/api/admin/users/${buyer.id}`, { method: 'DELETE' });
    expect(await summaries()).toEqual(before);
    const after = await purchasesOf(buyer);
    expect(after.map((row) => ({ ...row, updatedAt: undefined }))).toEqual(
      listed.map((row) => ({ ...row, ownerId: null, updatedAt: undefined })),
    );
    expect(after.every((row) => row.userEmail === buyer.email && row.userName === buyer.name)).toBe(true);
  });
});
