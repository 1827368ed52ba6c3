import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListUsersResponse } from '~/core/users/list-users';
import { createAuth } from '~/server/account/auth';
import { auditLog, session, user, userProfile, userWord, verification } from '~/server/db/schema';
import { adminActors, insertLearnerData, insertUser } from '~/server/test/admin-fixtures';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { testPasswordHashing } from '~/server/test/test-password-hashing';
import { resetUserPassword } from './reset-password';
import { setUsersDisabled } from './set-users-disabled';
import { updateClaims } from './update-claims';

describe.each(testDbKinds)('admin users API, changes (%s)', (kind) => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof adminActors>>;
  const get = async <T>(path: string) => {
    const response = await t.request(path, { token: actors.admin.token });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    actors = await adminActors(t);
    await insertLearnerData(t.database.db, actors.learner.userId);
    for (let i = 0; i < 23; i++) {
      await insertUser(t.database.db, {
        email: `bulk${String(i).padStart(2, '0')}@example.com`,
        name: i === 7 ? 'Zoë 50%_Off' : `Bulk ${i}`,
        premiumGranted: i % 5 === 0,
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets claims, refuses self-demotion and demoting the last administrator', async () => {
    const promote = await t.request(`/api/admin/users/${actors.learner.userId}`, {
      method: 'PUT',
      token: actors.admin.token,
      json: { claims: { isAdminUser: false, isPremium: true } },
    });
    expect(promote.status).toBe(200);
    expect((await promote.json()).customClaims).toEqual({ isAdminUser: false, isPremium: true });

    const self = await t.request(`/api/admin/users/${actors.admin.userId}`, {
      method: 'PUT',
      token: actors.admin.token,
      json: { claims: { isAdminUser: false, isPremium: false } },
    });
    expect(self.status).toBe(409);
    expect((await self.json()).code).toBe('CANNOT_DEMOTE_SELF');

    // A second admin tries to demote the first, who is then the only other (active) admin.
    const second = await t.createVerifiedUser('second-admin@example.com', 'secret123', 'admin');
    const demoteFirst = await t.request(`/api/admin/users/${actors.admin.userId}`, {
      method: 'PUT',
      token: second.token,
      json: { claims: { isAdminUser: false, isPremium: false } },
    });
    expect(demoteFirst.status).toBe(200);
    const demoteLast = await t.request(`/api/admin/users/${second.userId}`, {
      method: 'PUT',
      token: second.token,
      json: { claims: { isAdminUser: false, isPremium: false } },
    });
    expect(demoteLast.status).toBe(409);
    // The last active admin: reachable when two admins demote each other at once; the service
    // re-counts under lock, so the second of the two is refused.
    const race = updateClaims(t.database.db, {
      id: second.userId,
      claims: { isAdminUser: false, isPremium: false },
      actor: { id: actors.admin.userId, email: 'admin@example.com' },
      now: new Date(),
    });
    await expect(race).rejects.toMatchObject({ code: 'LAST_ADMIN', status: 409 });
    // Restore for the other tests.
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, actors.admin.userId));
    const bad = await t.request(`/api/admin/users/${actors.learner.userId}`, {
      method: 'PUT',
      token: actors.admin.token,
      json: { claims: { isAdminUser: 'yes' } },
    });
    expect(bad.status).toBe(400);
  });

  it('disabling revokes the bearer token at once; enabling lets the user sign in again', async () => {
    const victim = await t.createVerifiedUser('victim@example.com');
    const before = await t.request('/api/auth/get-session', { token: victim.token });
    expect((await before.json())?.user?.email).toBe('victim@example.com');
    const disable = await t.request(`/api/admin/users/${victim.userId}/disable`, {
      method: 'POST',
      token: actors.admin.token,
    });
    expect(disable.status).toBe(200);
    expect((await disable.json()).disabled).toBe(true);
    expect(await (await t.request('/api/auth/get-session', { token: victim.token })).json()).toBeNull();
    expect(await t.database.db.select().from(session).where(eq(session.userId, victim.userId))).toHaveLength(
      0,
    );
    const enable = await t.request(`/api/admin/users/${victim.userId}/enable`, {
      method: 'POST',
      token: actors.admin.token,
    });
    expect((await enable.json()).disabled).toBe(false);
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'victim@example.com', password: 'secret123' },
    });
    expect(signIn.status).toBe(200);
    const self = await t.request(`/api/admin/users/${actors.admin.userId}/disable`, {
      method: 'POST',
      token: actors.admin.token,
    });
    expect(self.status).toBe(409);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, victim.userId));
    expect(audit.map((row) => row.action).sort()).toEqual(['user.disable', 'user.enable']);
    expect(audit[0]?.actorEmail).toBe('admin@example.com');
  });

  it('bulk-disables all or nothing and says how many changed', async () => {
    const { items } = await get<ListUsersResponse>('/api/admin/users?search=bulk0');
    const ids = items.map((item) => item.uid);
    const partial = await t.request('/api/admin/users/bulk-disable', {
      method: 'POST',
      token: actors.admin.token,
      json: { userIds: [...ids, 'ghost'] },
    });
    expect(partial.status).toBe(404);
    const stillActive = await get<ListUsersResponse>('/api/admin/users?search=bulk0&disabled=true');
    expect(stillActive.totalCount).toBe(0);
    const withSelf = await t.request('/api/admin/users/bulk-disable', {
      method: 'POST',
      token: actors.admin.token,
      json: { userIds: [...ids, actors.admin.userId] },
    });
    expect(withSelf.status).toBe(409);
    const ok = await t.request('/api/admin/users/bulk-disable', {
      method: 'POST',
      token: actors.admin.token,
      json: { userIds: ids },
    });
    expect(await ok.json()).toEqual({ requested: ids.length, changed: ids.length });
    const again = await t.request('/api/admin/users/bulk-disable', {
      method: 'POST',
      token: actors.admin.token,
      json: { userIds: ids },
    });
    expect(await again.json()).toEqual({ requested: ids.length, changed: 0 });
    const enable = await t.request('/api/admin/users/bulk-enable', {
      method: 'POST',
      token: actors.admin.token,
      json: { userIds: ids },
    });
    expect((await enable.json()).changed).toBe(ids.length);
    const tooMany = await t.request('/api/admin/users/bulk-enable', {
      method: 'POST',
      token: actors.admin.token,
      json: { userIds: Array.from({ length: 1001 }, (_, i) => `u${i}`) },
    });
    expect(tooMany.status).toBe(400);
    const empty = await t.request('/api/admin/users/bulk-enable', {
      method: 'POST',
      token: actors.admin.token,
      json: { userIds: [] },
    });
    expect(empty.status).toBe(400);
  });

  it('validates constraints and collection metadata (400, nothing stored) and saves valid ones', async () => {
    const path = `/api/admin/users/${actors.learner.userId}`;
    const badBodies: [string, unknown][] = [
      [
        'constraints',
        {
          regularUser: { constraints: [{ collectionName: '  ', maxValue: 1 }] },
          premiumUser: { constraints: [] },
        },
      ],
      [
        'constraints',
        {
          regularUser: { constraints: [{ collectionName: 'words', maxValue: -1 }] },
          premiumUser: { constraints: [] },
        },
      ],
      [
        'constraints',
        {
          regularUser: { constraints: [{ collectionName: 'words', maxValue: 1.5 }] },
          premiumUser: { constraints: [] },
        },
      ],
      ['collection-metadata', { collectionsMetadata: [{ collectionName: 'words', totalItems: -3 }] }],
      [
        'collection-metadata',
        { collectionsMetadata: [{ collectionName: 'words', totalItems: 2, updatedAt: 'yesterday' }] },
      ],
    ];
    for (const [part, json] of badBodies) {
      const response = await t.request(`${path}/${part}`, { method: 'PUT', token: actors.admin.token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    const [unchanged] = await t.database.db
      .select()
      .from(userProfile)
      .where(eq(userProfile.userId, actors.learner.userId));
    expect(unchanged?.regularUserConstraints).toEqual([]);
    expect(unchanged?.collectionsMetadata).toEqual([]);

    const good = await t.request(`${path}/constraints`, {
      method: 'PUT',
      token: actors.admin.token,
      json: {
        regularUser: { constraints: [{ collectionName: ' words ', maxValue: 20 }] },
        premiumUser: { constraints: [{ collectionName: 'words' }] },
      },
    });
    expect(good.status).toBe(200);
    expect((await good.json()).constraints).toEqual({
      regularUser: { constraints: [{ collectionName: 'words', maxValue: 20 }] },
      premiumUser: { constraints: [{ collectionName: 'words', maxValue: 0 }] },
    });
    const unknownKey = await t.request(`${path}/user-settings/isAdmin`, {
      method: 'POST',
      token: actors.admin.token,
      json: {},
    });
    expect(unknownKey.status).toBe(400);
    const attempts = await t.request(`${path}/user-settings/invalidWordAttempts`, {
      method: 'POST',
      token: actors.admin.token,
      json: { invalidWordAttempts: { invalid_word_attempts_en: 2 } },
    });
    expect((await attempts.json()).invalidWordAttempts).toEqual({ invalid_word_attempts_en: 2 });
    const badPlatforms = await t.request(`${path}/user-settings/platforms`, {
      method: 'POST',
      token: actors.admin.token,
      json: { invalidWordAttempts: { x: 1 } },
    });
    expect(badPlatforms.status).toBe(400);
  });

  it('sends the reset email', async () => {
    const response = await t.request(`/api/admin/users/${actors.learner.userId}/reset-password`, {
      method: 'POST',
      token: actors.admin.token,
    });
    expect(response.status).toBe(200);
    const mail = await t.latestMail('learner@example.com', 'password-reset');
    expect(mail?.link).toContain('/reset-password');
  });

  it('refuses a reset whose email is not queued, and changes nothing: password, sessions, audit', async () => {
    const gus = await t.createVerifiedUser('gus@example.com', 'gus-secret-1');
    // The five reset mails an hour this address may get, asked for through "Forgot password".
    for (let i = 0; i < 5; i++) {
      const asked = await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: 'gus@example.com', redirectTo: '/reset-password' },
      });
      expect(asked.status).toBe(200);
    }
    const resetTokens = () =>
      t.database.db
        .select({ identifier: verification.identifier })
        .from(verification)
        .where(and(eq(verification.value, gus.userId), like(verification.identifier, 'reset-password:%')))
        .orderBy(verification.identifier);
    const mailedTokens = await resetTokens();
    expect(mailedTokens).toHaveLength(5);
    const reset = await t.request(`/api/admin/users/${gus.userId}/reset-password`, {
      method: 'POST',
      token: actors.admin.token,
    });
    expect(reset.status).toBe(429);
    expect(await reset.json()).toMatchObject({ code: 'RESET_MAIL_NOT_SENT' });
    // A mail that could not be written (the outbox failing) is refused alike.
    const failingAuth = createAuth({
      db: t.database.db,
      env: t.deps.env,
      logger: t.deps.logger,
      secret: 'test-secret-test-secret-test-secret-0123',
      passwordHashing: testPasswordHashing,
      mailer: {
        transport: 'outbox',
        send: async () => {
          throw new Error('the outbox cannot be written');
        },
      },
    });
    await expect(
      resetUserPassword(t.database.db, failingAuth, {
        id: gus.userId,
        actor: { id: actors.admin.userId, email: 'admin@example.com' },
      }),
    ).rejects.toMatchObject({ code: 'RESET_MAIL_NOT_SENT', status: 503 });
    // Neither refusal leaves a reset token behind: no mail carries it, so nobody should hold one.
    expect(await resetTokens()).toEqual(mailedTokens);
    // Their session still works, and so does their password; nothing was recorded.
    const sessionKept = await t.request('/api/auth/get-session', { token: gus.token });
    expect((await sessionKept.json())?.user?.email).toBe('gus@example.com');
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'gus@example.com', password: 'gus-secret-1' },
    });
    expect(signIn.status).toBe(200);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, gus.userId))).toEqual([]);
  });

  it('refuses an administrator’s reset of their own password, which would sign them out', async () => {
    const self = await t.request(`/api/admin/users/${actors.admin.userId}/reset-password`, {
      method: 'POST',
      token: actors.admin.token,
    });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({
      message: 'You cannot reset your own password.',
      code: 'CANNOT_RESET_OWN_PASSWORD',
    });
    const still = await t.request('/api/auth/get-session', { token: actors.admin.token });
    expect((await still.json())?.user?.email).toBe('admin@example.com');
    expect(await t.latestMail('admin@example.com', 'password-reset')).toBeUndefined();
  });

  it('two administrators disabling each other at once leave one; disabling every other one is allowed', async () => {
    const activeAdmins = async () =>
      (
        await t.database.db
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
      ).map((row) => row.id);
    const [ann, ben] = await Promise.all(
      ['ann', 'ben'].map((name) =>
        insertUser(t.database.db, { email: `${name}.admin@example.com`, role: 'admin' }),
      ),
    );
    // Ann and Ben the only active administrators: the others step aside meanwhile.
    const others = (await activeAdmins()).filter((id) => id !== ann!.id && id !== ben!.id);
    await t.database.db.update(user).set({ role: 'user' }).where(inArray(user.id, others));
    try {
      const disable = (actor: typeof ann, target: typeof ann) =>
        setUsersDisabled(t.database.db, {
          userIds: [target!.id],
          disabled: true,
          actor: { id: actor!.id, email: actor!.email },
          action: 'user.disable',
          now: new Date(),
        });
      const outcomes = await Promise.allSettled([disable(ann, ben), disable(ben, ann)]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toMatchObject({ code: 'LAST_ADMIN', status: 409 });
      expect(await activeAdmins()).toHaveLength(1);
    } finally {
      await t.database.db.update(user).set({ role: 'admin' }).where(inArray(user.id, others));
    }
    // The caller stays, so every other administrator may go at once.
    const otherActive = (await activeAdmins()).filter((id) => id !== actors.admin.userId);
    const bulk = await t.request('/api/admin/users/bulk-disable', {
      method: 'POST',
      token: actors.admin.token,
      json: { userIds: otherActive },
    });
    expect(await bulk.json()).toEqual({ requested: otherActive.length, changed: otherActive.length });
    expect(await activeAdmins()).toEqual([actors.admin.userId]);
    await t.database.db.update(user).set({ banned: false }).where(inArray(user.id, otherActive));
  });

  it('deletes a user with all their data, but never yourself', async () => {
    const self = await t.request(`/api/admin/users/${actors.admin.userId}`, {
      method: 'DELETE',
      token: actors.admin.token,
    });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({
      message: 'You cannot delete your own account.',
      code: 'CANNOT_DELETE_SELF',
    });
    expect(await t.database.db.select().from(user).where(eq(user.id, actors.admin.userId))).toHaveLength(1);
    const response = await t.request(`/api/admin/users/${actors.learner.userId}`, {
      method: 'DELETE',
      token: actors.admin.token,
    });
    expect(response.status).toBe(204);
    expect(await t.database.db.select().from(user).where(eq(user.id, actors.learner.userId))).toHaveLength(0);
    expect(
      await t.database.db.select().from(userWord).where(eq(userWord.userId, actors.learner.userId)),
    ).toHaveLength(0);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.delete'));
    expect(audit?.before).toMatchObject({ email: 'learner@example.com' });
  });
});
