import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit, session, user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';

describe.each(testDbKinds)('authentication over HTTP (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('requires a verified email before the first sign-in, then issues a bearer token', async () => {
    const email = 'new.learner@example.com';
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret123', name: '' },
    });
    expect(signUp.status).toBe(200);

    const early = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'secret123' },
    });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const mail = await t.latestMail(email, 'verify-email');
    expect(mail?.subject).toContain('Vocably');
    expect(mail?.html).toContain((mail?.link ?? 'missing').replaceAll('&', '&#38;'));
    const link = new URL(mail!.link!);
    expect(link.searchParams.get('callbackURL')).toBe('/verify-email');
    const verify = await t.app.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toContain('/verify-email');

    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'secret123' },
    });
    expect(signIn.status).toBe(200);
    const token = signIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();

    const sessionResponse = await t.request('/api/auth/get-session', { token: token! });
    const body = (await sessionResponse.json()) as { user: Record<string, unknown> };
    expect(body.user.email).toBe(email);
    // Premium changes with time and purchases: the session does not carry a copy that could go stale.
    expect(Object.keys(body.user).filter((key) => /premium/i.test(key))).toEqual([]);

    // The last sign-in is the newest session's own creation time.
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    const sessions = await t.database.db.select().from(session).where(eq(session.userId, row!.id));
    const newest = Math.max(...sessions.map((each) => each.createdAt.getTime()));
    expect(row?.lastSignInAt?.getTime()).toBe(newest);
  });

  it('rejects passwords shorter than 6 characters', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'short@example.com', password: '12345', name: '' },
    });
    expect(response.status).toBe(400);
    const rows = await t.database.db.select().from(user).where(eq(user.email, 'short@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('shows the wrong-password message without revealing whether the account exists', async () => {
    await t.createVerifiedUser('known@example.com');
    const wrong = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'known@example.com', password: 'not-it' },
    });
    const unknown = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'nobody@example.com', password: 'not-it' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).message).toBe((await unknown.json()).message);
  });

  it('does not let a user make themselves premium or admin', async () => {
    const signUp = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'sneaky@example.com', password: 'secret123', name: '', isPremium: true, role: 'admin' },
    });
    expect(signUp.status).toBeGreaterThanOrEqual(400);
    const rows = await t.database.db.select().from(user).where(eq(user.email, 'sneaky@example.com'));
    expect(rows.every((row) => !row.premiumGranted && row.role === 'user')).toBe(true);
    const premiumOnly = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email: 'sneaky-premium@example.com',
        password: 'secret123',
        name: '',
        isPremium: true,
        premiumGranted: true,
        premiumUntil: '2100-01-01T00:00:00.000Z',
      },
    });
    expect(premiumOnly.status).toBeLessThan(500);
    const [premiumRow] = await t.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'sneaky-premium@example.com'));
    expect(premiumRow === undefined || (!premiumRow.premiumGranted && premiumRow.premiumUntil === null)).toBe(
      true,
    );
  });

  it('resets a password through the emailed link and revokes old sessions', async () => {
    const { token } = await t.createVerifiedUser('forgetful@example.com', 'old-password');
    const ask = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'forgetful@example.com', redirectTo: '/reset-password' },
    });
    expect(ask.status).toBe(200);
    const mail = await t.latestMail('forgetful@example.com', 'password-reset');
    const link = new URL(mail!.link!);
    const landing = await t.app.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/reset-password');
    const resetToken = location.searchParams.get('token');
    expect(resetToken).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'new-password', token: resetToken },
    });
    expect(reset.status).toBe(200);
    const stale = await t.request('/api/auth/get-session', { token });
    expect(await stale.json()).toBeNull();
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'forgetful@example.com', password: 'new-password' },
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses a banned user's existing bearer token on its very next request", async () => {
    const learner = await t.createVerifiedUser('to-ban@example.com');
    const admin = await t.createVerifiedUser('boss@example.com', 'secret123', 'admin');
    const before = await t.request('/api/auth/get-session', { token: learner.token });
    expect((await before.json())?.user?.email).toBe('to-ban@example.com');

    const ban = await t.request(`/api/admin/users/${learner.userId}/disable`, {
      method: 'POST',
      token: admin.token,
    });
    expect(ban.status).toBe(200);

    const after = await t.request('/api/auth/get-session', { token: learner.token });
    expect(await after.json()).toBeNull();
    const sessions = await t.database.db.select().from(session).where(eq(session.userId, learner.userId));
    expect(sessions).toHaveLength(0);
    const again = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'to-ban@example.com', password: 'secret123' },
    });
    expect(again.status).toBe(403);
  });

  it("does not serve the admin plugin's own endpoints, which would skip our rules and the audit log", async () => {
    const admin = await t.createVerifiedUser('only.admin@example.com', 'secret123', 'admin');
    const other = await t.createVerifiedUser('other.admin@example.com', 'secret123', 'admin');
    const learner = await t.createVerifiedUser('target@example.com');
    const calls: [string, Record<string, unknown>][] = [
      ['/api/auth/admin/set-role', { userId: admin.userId, role: 'user' }],
      ['/api/auth/admin/list-user-sessions', { userId: other.userId }],
      ['/api/auth/admin/impersonate-user', { userId: learner.userId }],
      ['/api/auth/admin/ban-user', { userId: learner.userId }],
      ['/api/auth/admin/remove-user', { userId: learner.userId }],
      ['/api/auth/admin/set-user-password', { userId: learner.userId, newPassword: 'taken-over-1' }],
      [
        '/api/auth/admin/create-user',
        { email: 'made@example.com', password: 'secret123', name: 'x', role: 'admin' },
      ],
      ['/api/auth/admin/update-user', { userId: learner.userId, data: { role: 'admin' } }],
      // However the path is spelled.
      ['/api/auth//admin/set-role', { userId: admin.userId, role: 'user' }],
      ['/api/auth/ADMIN/set-role', { userId: admin.userId, role: 'user' }],
      ['/api/auth/%61dmin/set-role', { userId: admin.userId, role: 'user' }],
    ];
    for (const [path, json] of calls) {
      const response = await t.request(path, { method: 'POST', token: admin.token, json });
      expect([path, response.status]).toEqual([path, 404]);
    }
    const listed = await t.request('/api/auth/admin/list-users', { token: admin.token });
    expect(listed.status).toBe(404);

    const rows = await t.database.db.select().from(user);
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(byEmail['only.admin@example.com']?.role).toBe('admin');
    expect(byEmail['target@example.com']).toMatchObject({ role: 'user', banned: false });
    expect(byEmail['made@example.com']).toBeUndefined();
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'target@example.com', password: 'secret123' },
    });
    expect(signIn.status).toBe(200);
  });

  // Served, it answered a session's password guesses (400, then 200 for the right one) without the
  // sign-in lockout: a stolen session became a free password oracle.
  it('does not serve verify-password, however its path is spelled', async () => {
    const learner = await t.createVerifiedUser('oracle@example.com', 'secret123');
    for (const path of [
      '/api/auth/verify-password',
      '/api/auth/Verify-Password',
      '/api/auth//verify-password/',
    ]) {
      for (const password of ['wrong-guess', 'secret123']) {
        const response = await t.request(path, { method: 'POST', token: learner.token, json: { password } });
        expect([path, password, response.status]).toEqual([path, password, 404]);
      }
    }
  });
});

describe.each(testDbKinds)('sign-in rate limiting (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_SIGN_IN_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = (address: string, forgedHeader?: string) =>
    t.app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          ...(forgedHeader ? { 'x-vocably-client-ip': forgedHeader } : {}),
        },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      },
      { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } },
    );

  it('limits attempts per client address with counters kept in the database', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('203.0.113.7')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const rows = await t.database.db.select().from(rateLimit);
    expect(rows.some((row) => row.key.includes('203.0.113.7') && row.count >= 3)).toBe(true);
    // Another address is not affected, and a forged header cannot pose as one.
    expect((await attempt('203.0.113.8')).status).toBe(401);
    const refused = await attempt('203.0.113.7', '198.51.100.1');
    expect(refused.status).toBe(429);
    // With a code, so the pages say it in their language.
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe.each(testDbKinds)('session reads and the general auth rate limit (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string) =>
    t.app.request(
      path,
      {},
      { incoming: { socket: { remoteAddress: '203.0.113.9', remotePort: 1, remoteFamily: 'IPv4' } } },
    );

  it('never limits session reads (every page load makes one), while other auth routes stay limited', async () => {
    const other = [];
    for (let i = 0; i < 4; i++) other.push((await get('/api/auth/ok')).status);
    expect(other).toEqual([200, 200, 200, 429]);
    const reads = [];
    for (let i = 0; i < 10; i++) reads.push((await get('/api/auth/get-session')).status);
    expect(reads).toEqual(Array(10).fill(200));
  });
});

describe('sign-in rate limiting behind a load balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_SIGN_IN_RATE_LIMIT: '2', CLIENT_IP_HEADER: 'X-Forwarded-For' });
  });
  afterAll(async () => {
    await t.close();
  });

  const attempt = (forwardedFor: string) =>
    t.app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          'x-forwarded-for': forwardedFor,
        },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.2', remotePort: 1, remoteFamily: 'IPv4' } } },
    );

  it('keys limits on the address the balancer appended, not on the balancer or a forged prefix', async () => {
    expect((await attempt('198.51.100.1')).status).toBe(401);
    expect((await attempt('1.1.1.1, 198.51.100.1')).status).toBe(401);
    expect((await attempt('2.2.2.2, 198.51.100.1')).status).toBe(429);
    expect((await attempt('198.51.100.2')).status).toBe(401);
  });
});
