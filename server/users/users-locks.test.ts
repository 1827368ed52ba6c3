import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalWord, userProfile, userWord } from '~/server/db/schema';
import { lockLearnerProfile } from '~/server/profile/learner-profile-row';
import { adminActors, insertUser, insertWord } from '~/server/test/admin-fixtures';
import { testDbKinds, waitForALockWaiter } from '~/server/test/databases';
import { call } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// Administrators' changes and learners' own writes on PostgreSQL, where they run side by side (PGlite
// has one connection): they take their locks in one order, so they wait for each other, never deadlock.
describe.runIf(testDbKinds.includes('postgres'))('admin changes beside learner writes (postgres)', () => {
  const kind = 'postgres' as const;
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof adminActors>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    actors = await adminActors(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('changes a learner’s limits while that learner’s own write holds their profile, without a deadlock', async () => {
    const learner = await insertUser(t.database.db, { email: 'busy.learner@example.com' });
    await t.database.db.insert(userProfile).values({ userId: learner.id });
    // The learner's write (an import batch, a new word): the profile locked, then a row of theirs
    // inserted, whose foreign key locks the user row too. Meanwhile the administrator saves limits.
    // The request is returned wrapped: the transaction must commit without waiting for it.
    const { saving } = await t.database.db.transaction(async (tx) => {
      await lockLearnerProfile(tx, learner.id, new Date());
      const saving = t.request(`/api/admin/users/${learner.id}/constraints`, {
        method: 'PUT',
        token: actors.admin.token,
        json: {
          regularUser: { constraints: [{ collectionName: 'words', maxValue: 40 }] },
          premiumUser: { constraints: [] },
        },
      });
      await waitForALockWaiter(t.database.db);
      await tx.insert(userWord).values({
        userId: learner.id,
        word: { value: 'gato', definitions: [], translations: ['cat'], synonyms: [], languageCode: 'es' },
      });
      return { saving };
    });
    const saved = await saving;
    expect(saved.status, await saved.clone().text()).toBe(200);
    const [profile] = await t.database.db
      .select()
      .from(userProfile)
      .where(eq(userProfile.userId, learner.id));
    expect(profile?.regularUserConstraints).toEqual([{ collectionName: 'words', maxValue: 40 }]);
  });

  it('a dictionary entry deleted while a learner adds it: the learner is told it is gone, not a 500', async () => {
    const learner = await t.createVerifiedUser('adds.late@example.com');
    const entry = await insertWord(t.database.db, { value: 'efímero', languageCode: 'es' });
    const { adding } = await t.database.db.transaction(async (tx) => {
      await tx.delete(globalWord).where(eq(globalWord.id, entry.id));
      const adding = call(t, learner.token, '/api/me/words', {
        method: 'POST',
        json: { globalWordId: entry.id },
      });
      await waitForALockWaiter(t.database.db);
      return { adding };
    });
    const added = await adding;
    expect(added.status).toBe(404);
    expect(added.body).toMatchObject({ code: 'WORD_NOT_FOUND' });
  });

  it('deletes two other administrators at once, each waiting for the other', async () => {
    const [first, second] = await Promise.all(
      ['first', 'second'].map((name) =>
        insertUser(t.database.db, { email: `admin.${name}@example.com`, role: 'admin' }),
      ),
    );
    const answers = await Promise.all(
      [first!, second!].map((admin) =>
        t.request(`/api/admin/users/${admin.id}`, { method: 'DELETE', token: actors.admin.token }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
  });
});
