import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session, user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { readSession } from './read-session';

// Every signed-in API call reads its session. readSession answers the common case itself (one
// prepared query) and must give exactly what Better Auth's getSession gives, refuse exactly what it
// refuses, and leave to it the sessions it writes to (the daily extension, an expired one's removal).

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDbKinds)('reading a request’s session (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const read = (headers: Record<string, string>) =>
    readSession(t.database.db, t.deps.auth, new Headers(headers));
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const betterAuth = (headers: Record<string, string>) =>
    t.deps.auth.api.getSession({ headers: new Headers(headers), query: { disableRefresh: true } });
  const sessionTokenOf = (signed: string) => signed.slice(0, signed.lastIndexOf('.'));

  async function signInWithCookie(email: string, password: string) {
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
    });
    expect(response.ok).toBe(true);
    return response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  it('gives what Better Auth gives, for a signed bearer token, the plain session token and the cookie, without asking it', async () => {
    const learner = await t.createVerifiedUser('read-session@example.com');
    const cookie = await signInWithCookie(learner.email, learner.password);
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession');
    const signed = await read(bearer(learner.token));
    const plain = await read(bearer(sessionTokenOf(learner.token)));
    const fromCookie = await read({ cookie });
    expect(getSession).not.toHaveBeenCalled();
    getSession.mockRestore();

    expect(signed).toEqual(await betterAuth(bearer(learner.token)));
    expect(plain).toEqual(signed);
    expect(signed?.user).toMatchObject({
      id: learner.userId,
      email: learner.email,
      emailVerified: true,
      banned: false,
    });
    // Columns Better Auth does not know stay out, as they do from getSession.
    expect(signed?.user).not.toHaveProperty('isPremium');
    expect(fromCookie).toEqual(await betterAuth({ cookie }));
    expect(fromCookie?.session.token).not.toBe(signed?.session.token);
  });

  it('refuses a forged signature, an unknown token and a request with none', async () => {
    const learner = await t.createVerifiedUser('read-session-forged@example.com');
    const token = sessionTokenOf(learner.token);
    const forged = `${token}.${'A'.repeat(43)}=`;
    expect(await read(bearer(forged))).toBeNull();
    expect(await read({ cookie: `vocably.session_token=${encodeURIComponent(forged)}` })).toBeNull();
    expect(await read(bearer('x'.repeat(32)))).toBeNull();
    expect(await read({})).toBeNull();
    // A forged bearer token does not fall back to someone else's valid cookie either way round:
    // whatever Better Auth decides for it is the answer.
    const cookie = await signInWithCookie(learner.email, learner.password);
    expect(await read({ ...bearer(forged), cookie })).toEqual(
      await betterAuth({ ...bearer(forged), cookie }),
    );
  });

  it('sees a revoked session and a disabled user at once (nothing is cached)', async () => {
    const learner = await t.createVerifiedUser('read-session-revoked@example.com');
    expect(await read(bearer(learner.token))).not.toBeNull();
    await t.database.db.update(user).set({ banned: true }).where(eq(user.id, learner.userId));
    expect((await read(bearer(learner.token)))?.user.banned).toBe(true);
    await t.database.db.delete(session).where(eq(session.token, sessionTokenOf(learner.token)));
    expect(await read(bearer(learner.token))).toBeNull();
    const me = await t.request('/api/me/profile', { token: learner.token });
    expect(me.status).toBe(401);
  });

  it('leaves the daily extension to Better Auth: a session older than a day is extended, a newer one is not', async () => {
    const learner = await t.createVerifiedUser('read-session-extend@example.com');
    const token = sessionTokenOf(learner.token);
    const expiresAtOf = async () =>
      (
        await t.database.db
          .select({ expiresAt: session.expiresAt })
          .from(session)
          .where(eq(session.token, token))
      )[0]!.expiresAt;
    // 30-day sessions, extended once a day: made 23 h ago, then 25 h ago.
    const madeAgo = async (ms: number) => {
      const expiresAt = new Date(Date.now() + 30 * DAY_MS - ms);
      await t.database.db.update(session).set({ expiresAt }).where(eq(session.token, token));
      return expiresAt;
    };
    const fresh = await madeAgo(23 * 60 * 60 * 1000);
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession');
    expect(await read(bearer(learner.token))).not.toBeNull();
    expect(getSession).not.toHaveBeenCalled();
    expect((await expiresAtOf()).getTime()).toBe(fresh.getTime());

    const due = await madeAgo(25 * 60 * 60 * 1000);
    expect((await read(bearer(learner.token)))?.user.id).toBe(learner.userId);
    expect(getSession).toHaveBeenCalledTimes(1);
    expect((await expiresAtOf()).getTime()).toBeGreaterThan(due.getTime() + DAY_MS - 60_000);
  });

  it('refuses an expired session, and Better Auth removes it', async () => {
    const learner = await t.createVerifiedUser('read-session-expired@example.com');
    const token = sessionTokenOf(learner.token);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect(await read(bearer(learner.token))).toBeNull();
    expect(await t.database.db.select().from(session).where(eq(session.token, token))).toEqual([]);
  });
});
