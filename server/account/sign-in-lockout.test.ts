import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimit } from '~/server/db/schema';
import { createApp } from '~/server/http/app';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, TEST_ORIGIN, type TestApp } from '~/server/test/test-app';
import { testPasswordHashing } from '~/server/test/test-password-hashing';
import { createAuth } from './auth';
import { isLockedOut, LOCKOUT_MS, recordFailedSignIn } from './sign-in-lockout';

const MINUTE = 60 * 1000;

describe.each(testDbKinds)('account lockout: 10 failed sign-ins within 15 minutes (%s)', (kind) => {
  let t: TestApp;
  // A second server process on the same database (its own Better Auth instance and app).
  let other: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_SIGN_IN_RATE_LIMIT: '8' });
    const auth = createAuth({
      ...t.deps,
      db: t.database.db,
      secret: 'test-secret-test-secret-test-secret-0123',
      passwordHashing: testPasswordHashing,
    });
    other = createApp({ ...t.deps, auth });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.close();
  });

  let clock = 0;
  const startClock = () => {
    clock = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: clock });
  };
  const advance = (ms: number) => {
    clock += ms;
    vi.setSystemTime(clock);
  };

  // Each address gets its own per-minute rate limit (8 here), as Better Auth keys it.
  const signIn = (email: string, password: string, address = '203.0.113.10', app = t.app) =>
    app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email, password }),
      },
      { incoming: { socket: { remoteAddress: address, remotePort: 1, remoteFamily: 'IPv4' } } },
    );
  const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

  it('a password reset by the owner lifts the lock at once', async () => {
    const owner = await t.createVerifiedUser('locked.owner@example.com', 'right-password');
    for (let i = 0; i < 10; i++) await signIn(owner.email, 'wrong', `198.51.100.${100 + i}`);
    expect((await signIn(owner.email, 'right-password', '198.51.100.120')).status).toBe(429);
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: owner.email, redirectTo: '/reset-password' },
    });
    const mail = await t.latestMail(owner.email, 'password-reset');
    const link = new URL(mail!.link!);
    const landing = await t.app.request(link.pathname + link.search);
    const token = new URL(landing.headers.get('location')!, 'http://localhost').searchParams.get('token');
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { newPassword: 'a-new-password', token },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(owner.email, 'a-new-password', '198.51.100.121')).status).toBe(200);
  });

  it('a burst of guesses sent at once gets no more than ten password checks, from any number of addresses', async () => {
    const victim = await t.createVerifiedUser('burst@example.com', 'right-password');
    // 39 wrong guesses and the right password, all at once, each from its own address.
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(victim.email, i === 39 ? 'right-password' : `wrong-${i}`, `192.0.2.${i + 1}`),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 200 || status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    // Ten wrong passwords were checked: the account is locked, the right password refused too.
    if (statuses.filter((status) => status === 401).length === 10) {
      expect((await signIn(victim.email, 'right-password', '192.0.2.200')).status).toBe(429);
    }
  });

  it('locks the account, even against the right password, and leaves other accounts alone', async () => {
    const victim = await t.createVerifiedUser('victim@example.com', 'right-password');
    await t.createVerifiedUser('bystander@example.com', 'right-password');
    for (let i = 0; i < 10; i++)
      expect((await signIn(victim.email, 'wrong', `198.51.100.${i}`)).status).toBe(401);

    const locked = await signIn(victim.email, 'right-password', '198.51.100.50');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      message: 'Too many failed attempts. Please try again later.',
      code: 'ACCOUNT_LOCKED',
    });
    // Case does not matter: it is the same account.
    expect((await signIn('VICTIM@example.com', 'right-password', '198.51.100.51')).status).toBe(429);
    expect((await signIn('bystander@example.com', 'right-password', '198.51.100.52')).status).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await t.createVerifiedUser('forgetful.typist@example.com', 'right-password');
    for (let i = 0; i < 9; i++) await signIn(user.email, 'wrong', `198.51.101.${i}`);
    expect((await signIn(user.email, 'right-password', '198.51.101.20')).status).toBe(200);
    for (let i = 0; i < 9; i++) await signIn(user.email, 'wrong', `198.51.101.${30 + i}`);
    expect((await signIn(user.email, 'right-password', '198.51.101.50')).status).toBe(200);
  });

  it('lasts 15 minutes across rate-limit window roll-overs, in every server process', async () => {
    const user = await t.createVerifiedUser('patient@example.com', 'right-password');
    startClock();
    for (let i = 0; i < 8; i++) expect((await signIn(user.email, 'wrong')).status).toBe(401);
    // The per-address limit answers in between; that is not a failed password and not the lock.
    const limited = await signIn(user.email, 'wrong');
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).not.toBe('ACCOUNT_LOCKED');
    for (let i = 0; i < 2; i++) expect((await signIn(user.email, 'wrong', '203.0.113.11')).status).toBe(401);

    // 61 s later the 60-s rate-limit window rolls over (Better Auth then prunes its counters table).
    advance(61 * 1000);
    expect((await signIn('someone.else@example.com', 'wrong')).status).toBe(401);
    expect(await t.database.db.select().from(rateLimit)).not.toHaveLength(0);
    const afterRollOver = await signIn(user.email, 'right-password', '203.0.113.12');
    expect(afterRollOver.status).toBe(429);
    expect(await codeOf(afterRollOver)).toBe('ACCOUNT_LOCKED');
    // Another process (or a restarted one) sees the same lock.
    expect((await signIn(user.email, 'right-password', '203.0.113.13', other)).status).toBe(429);

    advance(13 * MINUTE);
    expect((await signIn(user.email, 'right-password', '203.0.113.14', other)).status).toBe(429);
    advance(MINUTE);
    expect((await signIn(user.email, 'right-password', '203.0.113.15')).status).toBe(200);
  });

  it('counts failures within 15 minutes: three bursts of 8 a minute apart lock the account', async () => {
    const user = await t.createVerifiedUser('bursty@example.com', 'right-password');
    startClock();
    const statuses: number[] = [];
    for (let burst = 0; burst < 3; burst++) {
      for (let i = 0; i < 8; i++) statuses.push((await signIn(user.email, 'wrong', '203.0.113.20')).status);
      advance(MINUTE);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const locked = await signIn(user.email, 'right-password', '203.0.113.21');
    expect(locked.status).toBe(429);
    expect(await codeOf(locked)).toBe('ACCOUNT_LOCKED');
  });

  it('unlocks 15 minutes after the tenth failure and then needs ten new failures', async () => {
    const start = Date.now();
    for (let i = 0; i < 10; i++)
      await recordFailedSignIn(t.database.db, 'sleepy@example.com', start + i * MINUTE);
    const tenth = start + 9 * MINUTE;
    expect(await isLockedOut(t.database.db, 'sleepy@example.com', tenth + LOCKOUT_MS - 1)).toBe(true);
    expect(await isLockedOut(t.database.db, 'sleepy@example.com', tenth + LOCKOUT_MS)).toBe(false);
    expect(await recordFailedSignIn(t.database.db, 'sleepy@example.com', tenth + LOCKOUT_MS + 1)).toBe(1);
    // Failures older than 15 minutes no longer count.
    for (let i = 0; i < 9; i++)
      await recordFailedSignIn(t.database.db, 'slow@example.com', start + i * 2 * MINUTE);
    expect(await recordFailedSignIn(t.database.db, 'slow@example.com', start + 18 * MINUTE)).toBe(8);
    expect(await isLockedOut(t.database.db, 'slow@example.com', start + 18 * MINUTE)).toBe(false);
  });
});
