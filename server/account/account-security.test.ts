import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '~/core/profile/learner-profile';
import { account, session, signInFailure, user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { call } from '~/server/test/learner-fixtures';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { LOCKED_OUT_MESSAGE } from './sign-in-lockout';

// Account security: re-authentication for deleting an account is throttled and counted with the
// sign-in failures, a password change ends the other sessions, and so does an administrator's reset.

const MINUTE = 60_000;

describe.each(testDbKinds)('account security (%s)', (kind) => {
  let t: TestApp;
  let clock: Date;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.now = () => clock;
  });
  afterAll(async () => {
    await t.close();
  });

  const sessionsOf = async (userId: string) =>
    (await t.database.db.select().from(session).where(eq(session.userId, userId))).length;

  it('throttles wrong passwords on DELETE /api/me and counts them toward the sign-in lockout', async () => {
    const dee = await t.createVerifiedUser('dee@example.com', 'dee-secret-1');
    // The session is more than ten minutes old: the password is asked for.
    clock = new Date(Date.now() + 11 * MINUTE);
    const guess = (password: string) =>
      call(t, dee.token, '/api/me', { method: 'DELETE', json: { password } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await guess(`wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const throttled = await guess('dee-secret-1');
    expect(throttled).toEqual({
      status: 429,
      body: {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many wrong passwords. Please wait a minute and try again.',
      },
    });

    // A minute later the learner may try again; five more wrong guesses make ten failures: locked out,
    // here and at sign-in, even with the right password.
    clock = new Date(clock.getTime() + MINUTE + 1000);
    for (let i = 0; i < 5; i++) expect((await guess(`again-${i}`)).status).toBe(401);
    const locked = await guess('dee-secret-1');
    expect(locked).toEqual({ status: 429, body: { code: 'ACCOUNT_LOCKED', message: LOCKED_OUT_MESSAGE } });
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'dee@example.com', password: 'dee-secret-1' },
    });
    expect(signIn.status).toBe(429);
    expect(await t.database.db.select().from(user).where(eq(user.id, dee.userId))).toHaveLength(1);
  });

  it('checks at most five passwords a minute on DELETE /api/me, even when the guesses come all at once', async () => {
    const eli = await t.createVerifiedUser('eli.burst@example.com', 'eli-secret-1');
    clock = new Date(Date.now() + 11 * MINUTE);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(t, eli.token, '/api/me', { method: 'DELETE', json: { password: `burst-${i}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(await t.database.db.select().from(user).where(eq(user.id, eli.userId))).toHaveLength(1);
    // The right password a minute later deletes the account, and takes its attempt back.
    clock = new Date(clock.getTime() + MINUTE + 1000);
    expect(
      (await call(t, eli.token, '/api/me', { method: 'DELETE', json: { password: 'eli-secret-1' } })).status,
    ).toBe(204);
    expect(await t.database.db.select().from(user).where(eq(user.id, eli.userId))).toHaveLength(0);
  });

  it('tells an account without a password to sign in again, counting nothing, and lets a fresh session delete it', async () => {
    clock = new Date();
    const gil = await t.createVerifiedUser('gil.google@example.com');
    expect((await call<MyProfile>(t, gil.token, '/api/me/profile')).body.hasPassword).toBe(true);
    // As a Google sign-up is stored: a google account row, and no credential one (no password).
    await t.database.db
      .update(account)
      .set({ providerId: 'google', accountId: '104857600000000000001', password: null })
      .where(eq(account.userId, gil.userId));
    expect((await call<MyProfile>(t, gil.token, '/api/me/profile')).body.hasPassword).toBe(false);

    clock = new Date(Date.now() + 11 * MINUTE);
    for (const json of [{ password: 'any-guess-1' }, { password: 'secret123' }, {}]) {
      const refused = await call(t, gil.token, '/api/me', { method: 'DELETE', json });
      expect(refused).toEqual({
        status: 401,
        body: {
          code: 'REAUTHENTICATION_REQUIRED',
          message:
            'Your account has no password: sign in again, then delete your account within ten minutes.',
        },
      });
    }
    const failures = await t.database.db
      .select()
      .from(signInFailure)
      .where(eq(signInFailure.emailKey, 'gil.google@example.com'));
    expect(failures).toEqual([]);
    expect(await t.database.db.select().from(user).where(eq(user.id, gil.userId))).toHaveLength(1);

    clock = new Date();
    expect((await call(t, gil.token, '/api/me', { method: 'DELETE' })).status).toBe(204);
    expect(await t.database.db.select().from(user).where(eq(user.id, gil.userId))).toHaveLength(0);
  });

  it('ends every other session when the password changes, unless the client asks to keep them', async () => {
    clock = new Date();
    const eve = await t.createVerifiedUser('eve@example.com', 'eve-secret-1');
    const phone = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'eve@example.com', password: 'eve-secret-1' },
    });
    const phoneToken = phone.headers.get('set-auth-token')!;
    // The verification link signed in once (as a browser would), the helper once more, and the phone.
    expect(await sessionsOf(eve.userId)).toBe(3);

    const changed = await call<{ token: string | null }>(t, eve.token, '/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'eve-secret-1', newPassword: 'eve-secret-2' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.token).toEqual(expect.any(String));
    expect((await call(t, phoneToken, '/api/me/profile')).status).toBe(401);
    expect((await call(t, changed.body.token!, '/api/me/profile')).status).toBe(200);
    expect(await sessionsOf(eve.userId)).toBe(1);

    // Asked explicitly, the other sessions stay.
    const tablet = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'eve@example.com', password: 'eve-secret-2' },
    });
    const tabletToken = tablet.headers.get('set-auth-token')!;
    const kept = await call(t, tabletToken, '/api/auth/change-password', {
      method: 'POST',
      json: { currentPassword: 'eve-secret-2', newPassword: 'eve-secret-3', revokeOtherSessions: false },
    });
    expect(kept.status).toBe(200);
    expect((await call(t, changed.body.token!, '/api/me/profile')).status).toBe(200);
  });

  // A POST from an address of its own each time (as a botnet sends guesses), with a bearer token or none.
  let host = 0;
  const post = async (path: string, json: object, token?: string) => {
    const response = await t.app.request(
      path,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(json),
      },
      {
        incoming: {
          socket: {
            remoteAddress: `203.0.${Math.floor(++host / 250)}.${host % 250}`,
            remotePort: 1,
            remoteFamily: 'IPv4',
          },
        },
      },
    );
    return { status: response.status, code: ((await response.json()) as { code?: string }).code };
  };

  // Better Auth alone held change-password to three tries in ten seconds an address, with no lockout:
  // a stolen session guessed from many addresses for ever.
  it('throttles wrong current passwords on change-password and counts them toward the sign-in lockout', async () => {
    clock = new Date();
    const cy = await t.createVerifiedUser('cy@example.com', 'cy-secret-1');
    const change = (currentPassword: string) =>
      post('/api/auth/change-password', { currentPassword, newPassword: 'taken-over-1' }, cy.token);
    const signIn = (password: string) =>
      post('/api/auth/sign-in/email', { email: 'cy@example.com', password });
    for (let i = 0; i < 5; i++)
      expect(await change(`wrong-${i}`)).toEqual({ status: 400, code: 'INVALID_PASSWORD' });
    // Even the right password waits out the minute.
    expect(await change('cy-secret-1')).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    // Five wrong sign-ins make ten failures: locked, even with the right password; nothing changed.
    for (let i = 0; i < 5; i++) expect((await signIn(`guess-${i}`)).status).toBe(401);
    expect(await signIn('cy-secret-1')).toEqual({ status: 429, code: 'ACCOUNT_LOCKED' });
    expect(await change('cy-secret-1')).toEqual({ status: 429, code: 'ACCOUNT_LOCKED' });
  });

  it('lets change-password check a password again once the minute of five wrong ones is over, not before', async () => {
    // Better Auth reads the wall clock: the clock is the test's.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      const di = await t.createVerifiedUser('di@example.com', 'di-secret-1');
      const change = (currentPassword: string) =>
        post('/api/auth/change-password', { currentPassword, newPassword: 'di-secret-2' }, di.token);
      for (let i = 0; i < 5; i++)
        expect(await change(`wrong-${i}`)).toEqual({ status: 400, code: 'INVALID_PASSWORD' });
      vi.setSystemTime(start + MINUTE - 1);
      expect(await change('di-secret-1')).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
      vi.setSystemTime(start + MINUTE);
      expect((await change('di-secret-1')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the learner’s sessions when an administrator resets their password', async () => {
    clock = new Date();
    const admin = await t.createVerifiedUser('root@example.com', 'root-secret-1', 'admin');
    const fay = await t.createVerifiedUser('fay@example.com', 'fay-secret-1');
    expect((await call(t, fay.token, '/api/me/profile')).status).toBe(200);
    const reset = await call(t, admin.token, `/api/admin/users/${fay.userId}/reset-password`, {
      method: 'POST',
    });
    expect(reset.status).toBe(200);
    expect((await call(t, fay.token, '/api/me/profile')).status).toBe(401);
    expect(await sessionsOf(fay.userId)).toBe(0);
    // The old password no longer signs anyone in (it did, until the emailed link was used).
    const old = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'fay@example.com', password: 'fay-secret-1' },
    });
    expect(old.status).toBe(401);
    expect(await sessionsOf(fay.userId)).toBe(0);
    // The emailed link still sets a new one.
    const link = new URL((await t.latestMail('fay@example.com', 'password-reset'))!.link!);
    const landing = await t.app.request(link.pathname + link.search);
    const resetToken = new URL(landing.headers.get('location')!, 'http://localhost').searchParams.get(
      'token',
    );
    const chosen = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'fay-secret-2', token: resetToken },
    });
    expect(chosen.status).toBe(200);
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'fay@example.com', password: 'fay-secret-2' },
    });
    expect(signIn.status).toBe(200);
    expect((await call(t, admin.token, '/api/me/profile')).status).toBe(200);
  });
});
