import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';

// The web rides on its HttpOnly cookie: a session read made with that cookie never shows the bearer
// token, so a script on the page has no credential to carry off. The apps, asking with the token, keep it.

describe.each(testDbKinds)('the session token and the cookie (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function signInWithCookie(email: string, password: string) {
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password },
    });
    expect(response.ok).toBe(true);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toContain('session_token');
    return cookie;
  }

  it('get-session with the cookie alone answers the session without its token', async () => {
    const learner = await t.createVerifiedUser('cookie-only@example.com');
    const cookie = await signInWithCookie(learner.email, learner.password);
    const response = await t.request('/api/auth/get-session', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-auth-token')).toBeNull();
    const body = (await response.json()) as { session: Record<string, unknown>; user: { email: string } };
    expect(body.user.email).toBe('cookie-only@example.com');
    expect(body.session.userId).toBe(learner.userId);
    expect(body.session).not.toHaveProperty('token');
    expect(JSON.stringify(body)).not.toContain(learner.token);
  });

  it('list-sessions with the cookie alone shows no session’s token', async () => {
    const learner = await t.createVerifiedUser('cookie-list@example.com');
    const cookie = await signInWithCookie(learner.email, learner.password);
    const response = await t.request('/api/auth/list-sessions', { headers: { cookie } });
    expect(response.status).toBe(200);
    const sessions = (await response.json()) as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of sessions) expect(session).not.toHaveProperty('token');
  });

  it('a cookie read with any Authorization header beside it still shows no token', async () => {
    const learner = await t.createVerifiedUser('cookie-plus-header@example.com');
    const cookie = await signInWithCookie(learner.email, learner.password);
    for (const authorization of ['x', 'Basic Zm9v', 'Bearer not-a-token', `Bearer ${learner.token}`]) {
      for (const path of ['/api/auth/get-session', '/api/auth/list-sessions']) {
        const response = await t.request(path, { headers: { cookie, authorization } });
        // A bearer that is not a token is refused outright (401), the others answered: none with a token.
        expect(response.headers.get('set-auth-token')).toBeNull();
        const text = await response.text();
        expect([authorization, path, text.includes('"token"')]).toEqual([authorization, path, false]);
      }
    }
  });

  it('an app asking with its bearer token still gets it', async () => {
    const learner = await t.createVerifiedUser('bearer-app@example.com');
    const response = await t.request('/api/auth/get-session', { token: learner.token });
    const body = (await response.json()) as { session: { token: string } };
    // The bearer token is the session token, signed: the session's own token is its first part.
    expect(learner.token.startsWith(body.session.token)).toBe(true);
  });
});
