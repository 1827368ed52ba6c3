import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createFactoryContext } from '~/server/db/factories';
import { purchase, user, webhookEvent } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { DAY_MS, HOUR_MS, subscription } from '~/server/test/revenuecat-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { isPremiumNow } from './premium';

const SECRET = 'Bearer rc-webhook-secret-for-tests';

// Deliveries of one purchase arriving together, on PostgreSQL (PGlite has one connection, so its
// requests never overlap). To make them overlap every time, the test holds the buyer's row: the first
// request to insert the purchase waits there (the row's foreign key) with its insert not committed,
// while the other request comes as far as it can before it waits too.
describe.runIf(testDbKinds.includes('postgres'))('RevenueCat deliveries arriving together (postgres)', () => {
  let t: TestApp;
  const ctx = createFactoryContext(117);
  beforeAll(async () => {
    t = await createTestApp('postgres', { REVENUECAT_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const send = (body: unknown) =>
    t.app.request('/api/webhooks/revenuecat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: SECRET },
      body: JSON.stringify(body),
    });
  const newBuyer = async () => {
    const row = buildUser(ctx);
    await db().insert(user).values(row);
    return row;
  };
  /** Until `n` statements of this database wait on a lock (at most five seconds). */
  const waitForLockWaiters = async (n: number) => {
    for (let waited = 0; waited < 5000; waited += 20) {
      const result = await db().execute(
        sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((result as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${n} statements came to wait on a lock`);
  };
  /** Sends the bodies at once while the buyer's row is held, then lets them go; their answers. */
  const sendTogether = async (buyerId: string, bodies: unknown[]) => {
    const { sending } = await db().transaction(async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, buyerId)).for('update');
      const sending = Promise.all(bodies.map(send));
      await waitForLockWaiters(bodies.length);
      return { sending };
    });
    const responses = await sending;
    return Promise.all(
      responses.map(async (response) => ({ status: response.status, body: await response.text() })),
    );
  };
  const purchasesOf = (buyerId: string) => db().select().from(purchase).where(eq(purchase.ownerId, buyerId));

  it.each([
    [
      'INITIAL_PURCHASE and its CANCELLATION',
      'INITIAL_PURCHASE',
      'CANCELLATION',
      { status: 2, isAutoRenewing: false },
    ],
    ['INITIAL_PURCHASE and its BILLING_ISSUE', 'INITIAL_PURCHASE', 'BILLING_ISSUE', { status: 3 }],
    [
      'INITIAL_PURCHASE and its RENEWAL retried',
      'INITIAL_PURCHASE',
      'RENEWAL',
      { status: 1, isAutoRenewing: true },
    ],
    [
      'TEMPORARY_ENTITLEMENT_GRANT and the INITIAL_PURCHASE it stood for',
      'TEMPORARY_ENTITLEMENT_GRANT',
      'INITIAL_PURCHASE',
      { status: 1, temporaryGrant: false },
    ],
  ] as const)(
    '%s of a new transaction, together: both answer 200 and one row holds both',
    async (_, first, second, expected) => {
      const buyer = await newBuyer();
      const now = Date.now();
      const sub = subscription({ appUserId: buyer.id, startMs: now - DAY_MS });
      const extra = (type: string) =>
        type === 'CANCELLATION'
          ? { cancel_reason: 'UNSUBSCRIBE' }
          : type === 'BILLING_ISSUE'
            ? { grace_period_expiration_at_ms: now + 3 * DAY_MS }
            : {};
      const answers = await sendTogether(buyer.id, [
        sub.event(first, 1, now - 2 * HOUR_MS, extra(first)),
        sub.event(second, 1, now - HOUR_MS, extra(second)),
      ]);
      expect(answers, JSON.stringify(answers)).toMatchObject([{ status: 200 }, { status: 200 }]);
      const rows = await purchasesOf(buyer.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ transactionId: sub.transactionId(1), ...expected });
      // Every one of these leaves the period paid for and running.
      expect(await isPremiumNow(db(), buyer.id, new Date())).toBe(true);
    },
  );

  it('the same event delivered twice at once is applied once', async () => {
    const buyer = await newBuyer();
    const now = Date.now();
    const body = subscription({ appUserId: buyer.id, startMs: now - DAY_MS }).event(
      'INITIAL_PURCHASE',
      1,
      now,
    );
    const answers = await sendTogether(buyer.id, [body, body]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const duplicates = answers.map((answer) => (JSON.parse(answer.body) as { duplicate: boolean }).duplicate);
    expect(duplicates.sort()).toEqual([false, true]);
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
    const [stored] = await db()
      .select({ n: count() })
      .from(webhookEvent)
      .where(eq(webhookEvent.eventId, body.event.id));
    expect(stored!.n).toBe(1);
    expect(await isPremiumNow(db(), buyer.id, new Date())).toBe(true);
  });
});
