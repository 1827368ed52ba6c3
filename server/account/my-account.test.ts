import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyExport } from '~/core/account/my-export';
import type { MyLimits } from '~/core/plans/my-limits';
import { purchase, session, user, userProfile, userWord } from '~/server/db/schema';
import { createStory } from '~/server/stories/create-story';
import { insertPurchase } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import {
  addDictionaryWord,
  call,
  FIXED_NOW,
  insertDictionaryWords,
  metadataTotals,
} from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

const storyText = 'Maya put the kettle on. The cat watched the kettle, then the window, then Maya.';

describe.each(testDbKinds)('learner limits, export and account deletion (%s)', (kind) => {
  let t: TestApp;
  let ada: Awaited<ReturnType<TestApp['createVerifiedUser']>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => FIXED_NOW;
    ada = await t.createVerifiedUser('ada@example.com');
    for (const entry of await insertDictionaryWords(t, 3)) await addDictionaryWord(t, ada.token, entry.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives used / limit / tier per collection, following premium now and the tier’s own constraint', async () => {
    const free = await call<MyLimits>(t, ada.token, '/api/me/limits');
    expect(free.status).toBe(200);
    expect(free.body).toEqual({
      tier: 'regularUser',
      limits: {
        words: { used: 3, limit: 20, tier: 'regularUser' },
        studySets: { used: 0, limit: 4, tier: 'regularUser' },
        stories: { used: 0, limit: 3, tier: 'regularUser' },
        // The study-session month turns at 04:00 on the 1st in the learner's zone (UTC here).
        studySessions: { used: 0, limit: 50, tier: 'regularUser', renewsAt: '2026-12-01T04:00:00.000Z' },
      },
    });
    // An admin's constraint in the premium panel applies once the learner is premium, not before.
    await t.database.db
      .update(userProfile)
      .set({ premiumUserConstraints: [{ collectionName: 'words', maxValue: 2500 }] })
      .where(eq(userProfile.userId, ada.userId));
    expect((await call<MyLimits>(t, ada.token, '/api/me/limits')).body.limits.words.limit).toBe(20);
    await t.database.db.update(user).set({ premiumGranted: true }).where(eq(user.id, ada.userId));
    const premium = await call<MyLimits>(t, ada.token, '/api/me/limits');
    expect(premium.body.tier).toBe('premiumUser');
    expect(premium.body.limits.words).toEqual({ used: 3, limit: 2500, tier: 'premiumUser' });
    expect(premium.body.limits.studySets.limit).toBe(50);
    await t.database.db.update(user).set({ premiumGranted: false }).where(eq(user.id, ada.userId));
  });

  it('stores a story with its real word count, within the stories limit, and counts it', async () => {
    const story = await createStory(t.database.db, {
      userId: ada.userId,
      now: FIXED_NOW,
      story: {
        title: 'Tea time',
        text: storyText,
        length: 'Very Short',
        languageCode: 'en',
        words: ['kettle', 'cat', 'window'],
      },
    });
    expect(story.actualWordCount).toBe(15);
    expect(await metadataTotals(t, ada.userId)).toMatchObject({ words: 3, stories: 1 });
    for (let i = 0; i < 2; i++) {
      await createStory(t.database.db, {
        userId: ada.userId,
        now: FIXED_NOW,
        story: { title: null, text: storyText, length: 'Short', languageCode: 'en', words: ['a', 'b', 'c'] },
      });
    }
    await expect(
      createStory(t.database.db, {
        userId: ada.userId,
        now: FIXED_NOW,
        story: { title: null, text: storyText, length: 'Short', languageCode: 'en', words: ['a', 'b', 'c'] },
      }),
    ).rejects.toMatchObject({ code: 'LIMIT_REACHED', status: 403 });
  });

  it('exports the learner’s data as one JSON document', async () => {
    await call(t, ada.token, '/api/me/study-sets', { method: 'POST', json: { name: 'Kitchen' } });
    const exported = await call<MyExport>(t, ada.token, '/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body.account).toMatchObject({ id: ada.userId, email: 'ada@example.com' });
    expect(exported.body.words).toHaveLength(3);
    expect(exported.body.studySets).toEqual([expect.objectContaining({ name: 'Kitchen', wordIds: [] })]);
    expect(exported.body.stories).toHaveLength(3);
    expect(exported.body.stories[0]).toMatchObject({ title: 'Tea time', actualWordCount: 15 });
    expect(exported.body.reviewHistory).toEqual([]);
    expect(exported.body.exportedAt).toBe(FIXED_NOW.toISOString());
  });

  it('deletes the account only after re-authentication, keeping purchases with the owner cleared', async () => {
    const bea = await t.createVerifiedUser('bea@example.com', 'bea-secret-1');
    await addDictionaryWord(t, bea.token, (await insertDictionaryWords(t, 1, 'bea'))[0]!.id);
    const bought = await insertPurchase(t.database.db, { ownerId: bea.userId, userEmail: 'bea@example.com' });
    // Sessions older than ten minutes need the password.
    t.deps.now = () => new Date(Date.now() + 11 * 60_000);
    const none = await call(t, bea.token, '/api/me', { method: 'DELETE' });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('REAUTHENTICATION_REQUIRED');
    const wrong = await call(t, bea.token, '/api/me', { method: 'DELETE', json: { password: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    expect(await t.database.db.select().from(user).where(eq(user.id, bea.userId))).toHaveLength(1);

    const done = await call(t, bea.token, '/api/me', {
      method: 'DELETE',
      json: { password: 'bea-secret-1' },
    });
    expect(done.status).toBe(204);
    expect(await t.database.db.select().from(user).where(eq(user.id, bea.userId))).toHaveLength(0);
    expect(await t.database.db.select().from(userWord).where(eq(userWord.userId, bea.userId))).toHaveLength(
      0,
    );
    expect(await t.database.db.select().from(session).where(eq(session.userId, bea.userId))).toHaveLength(0);
    const [kept] = await t.database.db.select().from(purchase).where(eq(purchase.id, bought.id));
    expect(kept).toMatchObject({ ownerId: null, userEmail: 'bea@example.com' });
    expect((await call(t, bea.token, '/api/me/profile')).status).toBe(401);
  });

  it('lets a fresh session delete without the password', async () => {
    t.deps.now = () => new Date();
    const cy = await t.createVerifiedUser('cy@example.com');
    expect((await call(t, cy.token, '/api/me', { method: 'DELETE' })).status).toBe(204);
    expect(await t.database.db.select().from(user).where(eq(user.id, cy.userId))).toHaveLength(0);
  });

  // Clients that always send a JSON content type: the validator took the empty body for malformed JSON.
  it('takes an empty body with a JSON content type as no body, and refuses malformed JSON', async () => {
    t.deps.now = () => new Date();
    const dee = await t.createVerifiedUser('dee@example.com');
    const remove = (body: string) =>
      t.request('/api/me', {
        method: 'DELETE',
        token: dee.token,
        headers: { 'content-type': 'application/json' },
        body,
      });
    const malformed = await remove('{"password":');
    expect(malformed.status).toBe(400);
    expect(await t.database.db.select().from(user).where(eq(user.id, dee.userId))).toHaveLength(1);
    expect((await remove('')).status).toBe(204);
    expect(await t.database.db.select().from(user).where(eq(user.id, dee.userId))).toHaveLength(0);
  });

  it('refuses the last active administrator, even when a disabled one is left', async () => {
    t.deps.now = () => new Date();
    await t.database.db.update(user).set({ role: 'user' }).where(eq(user.role, 'admin'));
    const ada = await t.createVerifiedUser('ada.admin@example.com', 'secret123', 'admin');
    const ben = await t.createVerifiedUser('ben.admin@example.com', 'secret123', 'admin');
    expect(
      (await call(t, ada.token, `/api/admin/users/${ben.userId}/disable`, { method: 'POST' })).status,
    ).toBe(200);

    const refused = await call(t, ada.token, '/api/me', { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('LAST_ADMIN');
    expect(await t.database.db.select().from(user).where(eq(user.id, ada.userId))).toHaveLength(1);

    // With the other administrator enabled again, there is someone left to run the service.
    expect(
      (await call(t, ada.token, `/api/admin/users/${ben.userId}/enable`, { method: 'POST' })).status,
    ).toBe(200);
    expect((await call(t, ada.token, '/api/me', { method: 'DELETE' })).status).toBe(204);
  });
});
