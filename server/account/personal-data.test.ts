import { asc, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyExport } from '~/core/account/my-export';
import { buildPurchase, createFactoryContext } from '~/server/db/factories';
import { mailOutbox, purchase, session, signInFailure, user, verification } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { call } from '~/server/test/learner-fixtures';
import {
  answer,
  flashcard,
  insertSpanishNouns,
  learnerWithWords,
  startSession,
} from '~/server/test/study-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// What is stored about a learner: all of it in their export, none of it (their address included)
// after they delete their account, and none of their answers kept by a cache on the way.

describe.each(testDbKinds)('personal data (%s)', (kind) => {
  let t: TestApp;
  let dictionary: Awaited<ReturnType<typeof insertSpanishNouns>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    dictionary = await insertSpanishNouns(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('exports study sessions and per-day totals with everything else', async () => {
    const gus = await learnerWithWords(
      t,
      'gus@example.com',
      dictionary.map((row) => row.id),
    );
    const session = await startSession(t, gus.token, { scope: 'new', method: 'flashcards', limit: 5 });
    expect(session.status).toBe(201);
    const first = session.body.items[0]!;
    expect(
      (await answer(t, gus.token, { ...flashcard(first.cardId, 3), sessionId: session.body.id })).status,
    ).toBe(200);
    const exported = await call<MyExport>(t, gus.token, '/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body.studySessions).toEqual([
      expect.objectContaining({
        id: session.body.id,
        method: 'flashcards',
        cardCount: session.body.items.length,
      }),
    ]);
    expect(exported.body.studyDays).toEqual([
      expect.objectContaining({ reviews: 1, newCards: 1, durationMs: 4000 }),
    ]);
    expect(exported.body.reviewHistory).toHaveLength(1);
  });

  it('exports purchases, sign-in sessions and methods and the last sign-in, without tokens or hash', async () => {
    const kim = await t.createVerifiedUser('kim@example.com', 'kim-secret-1');
    const owned = buildPurchase(
      createFactoryContext(7),
      { id: kim.userId, email: kim.email },
      { store: 'PLAY_STORE', status: 1, environment: 'PRODUCTION' },
    );
    expect(owned.purchaseToken).toBeTruthy();
    await t.database.db.insert(purchase).values(owned);
    // The verification link signed kim in once, and the password sign-in again.
    const signedIn = await t.database.db
      .select()
      .from(session)
      .where(eq(session.userId, kim.userId))
      .orderBy(asc(session.createdAt));
    expect(signedIn).toHaveLength(2);

    const exported = await call<MyExport>(t, kim.token, '/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body.purchases).toEqual([
      {
        productId: owned.productId,
        store: 'PLAY_STORE',
        status: 'active',
        priceInPurchasedCurrency: owned.priceInPurchasedCurrency,
        currency: owned.currency,
        countryCode: owned.countryCode,
        purchasedAt: owned.purchasedAt.toISOString(),
        expiresAt: new Date(owned.expirationAtMs!).toISOString(),
        isAutoRenewing: true,
        environment: 'PRODUCTION',
      },
    ]);
    expect(exported.body.signInSessions).toEqual(
      signedIn.map((row) => ({
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
      })),
    );
    expect(exported.body.signInMethods).toEqual([
      { providerId: 'credential', createdAt: expect.any(String) },
    ]);
    expect(exported.body.account.lastSignInAt).toBe(signedIn[1]!.createdAt.toISOString());
    const text = JSON.stringify(exported.body);
    for (const row of signedIn) expect(text).not.toContain(row.token);
    expect(text).not.toContain(kim.token);
    expect(text).not.toContain(owned.purchaseToken!);
    expect(text).not.toContain(owned.transactionId!);
    expect(text).not.toContain('kim-secret-1');
  });

  it('answers every /api/me JSON with Cache-Control: no-store', async () => {
    const hal = await t.createVerifiedUser('hal@example.com');
    for (const path of ['/api/me/export', '/api/me/profile', '/api/me/words', '/api/me/limits']) {
      const response = await t.request(path, { token: hal.token });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await t.request('/api/me/words/not-a-uuid', { token: hal.token });
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves no mail, lockout counter or token holding the address after DELETE /api/me', async () => {
    const ivy = await t.createVerifiedUser('ivy@example.com', 'ivy-secret-1');
    // A reset mail waiting in the outbox and a failed sign-in: both hold the address.
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'ivy@example.com', redirectTo: '/reset-password' },
    });
    await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'ivy@example.com', password: 'wrong-password' },
    });
    const held = async () => ({
      mail: (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'ivy@example.com')))
        .length,
      mailText: (
        await t.database.db
          .select()
          .from(mailOutbox)
          .where(or(like(mailOutbox.text, '%ivy@example.com%'), like(mailOutbox.html, '%ivy@example.com%')))
      ).length,
      failures: (
        await t.database.db.select().from(signInFailure).where(eq(signInFailure.emailKey, 'ivy@example.com'))
      ).length,
      tokens: (await t.database.db.select().from(verification).where(eq(verification.value, ivy.userId)))
        .length,
    });
    expect((await held()).mail).toBeGreaterThanOrEqual(2); // verification and reset
    expect((await held()).failures).toBe(1);
    expect((await held()).tokens).toBe(1);

    expect((await call(t, ivy.token, '/api/me', { method: 'DELETE' })).status).toBe(204);
    expect(await t.database.db.select().from(user).where(eq(user.id, ivy.userId))).toHaveLength(0);
    expect(await held()).toEqual({ mail: 0, mailText: 0, failures: 0, tokens: 0 });
  });
});
