import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { isLockedOut, LOCKOUT_MS, recordFailedSignIn } from './sign-in-lockout';

describe.each(testDbKinds)('account lockout after 10 consecutive failed sign-ins (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string) =>
    t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

  it('locks the account, even against the right password, and leaves other accounts alone', async () => {
    const victim = await t.createVerifiedUser('victim@example.com', 'right-password');
    await t.createVerifiedUser('bystander@example.com', 'right-password');
    for (let i = 0; i < 10; i++) expect((await signIn(victim.email, 'wrong')).status).toBe(401);

    const locked = await signIn(victim.email, 'right-password');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      message: 'Too many failed attempts. Please try again later.',
      code: 'ACCOUNT_LOCKED',
    });
    // Case does not matter: it is the same account.
    expect((await signIn('VICTIM@example.com', 'right-password')).status).toBe(429);
    expect((await signIn('bystander@example.com', 'right-password')).status).toBe(200);
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    const user = await t.createVerifiedUser('forgetful.typist@example.com', 'right-password');
    for (let i = 0; i < 9; i++) await signIn(user.email, 'wrong');
    expect((await signIn(user.email, 'right-password')).status).toBe(200);
    for (let i = 0; i < 9; i++) await signIn(user.email, 'wrong');
    expect((await signIn(user.email, 'right-password')).status).toBe(200);
  });

  it('unlocks after 15 minutes', async () => {
    const start = Date.now();
    for (let i = 0; i < 10; i++) await recordFailedSignIn(t.database.db, 'sleepy@example.com', start);
    expect(await isLockedOut(t.database.db, 'sleepy@example.com', start + 1000)).toBe(true);
    expect(await isLockedOut(t.database.db, 'sleepy@example.com', start + LOCKOUT_MS + 1)).toBe(false);
    // A failure after the window starts a new streak rather than re-locking at once.
    expect(await recordFailedSignIn(t.database.db, 'sleepy@example.com', start + LOCKOUT_MS + 2)).toBe(1);
  });
});
