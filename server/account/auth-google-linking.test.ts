import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from '~/e2e/support/oidc-provider';
import { account, user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { freePort } from '~/server/test/processes';
import { createTestApp, type TestApp } from '~/server/test/test-app';

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

// Google sign-in against a local OpenID Connect provider: account linking needs `email_verified: true`.
describe.each(testDbKinds)('Google sign-in and account linking (%s)', (kind) => {
  let t: TestApp;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    oidc = await startOidcProvider(await freePort());
    t = await createTestApp(kind, {
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.server.stop();
  });

  /** Runs the redirect flow as the browser would; returns where the callback sends the browser. */
  const signInWithGoogle = async (identity: { sub: string; email: string; email_verified: boolean }) => {
    Object.assign(oidc.identity, identity);
    const start = await t.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' },
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const authorize = await fetch(url, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    const landing = await t.app.request(callback.pathname + callback.search, {
      headers: { cookie: cookiesOf(start) },
    });
    expect(landing.status).toBe(302);
    return { location: landing.headers.get('location')!, session: landing.headers.getSetCookie().join(';') };
  };
  const accountsOf = async (email: string) => {
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    return t.database.db.select().from(account).where(eq(account.userId, row!.id));
  };

  it('refuses to link to an existing account when the provider says the email is unverified', async () => {
    await t.createVerifiedUser('owner@example.com', 'secret123');
    const result = await signInWithGoogle({
      sub: 'attacker-1',
      email: 'owner@example.com',
      email_verified: false,
    });
    expect(result.location).toBe('/login?error=account_not_linked');
    expect(result.session).not.toContain('session_token');
    expect((await accountsOf('owner@example.com')).map((a) => a.providerId)).toEqual(['credential']);
  });

  it('links to the existing account when the provider asserts email_verified: true', async () => {
    await t.createVerifiedUser('linked@example.com', 'secret123');
    const result = await signInWithGoogle({
      sub: 'google-linked-1',
      email: 'linked@example.com',
      email_verified: true,
    });
    expect(result.location).toBe('/dashboard');
    expect(result.session).toContain('session_token');
    expect((await accountsOf('linked@example.com')).map((a) => a.providerId).sort()).toEqual([
      'credential',
      'google',
    ]);
  });

  it('treats a new account with an unverified provider email like an unverified email/password one', async () => {
    const result = await signInWithGoogle({
      sub: 'google-new-1',
      email: 'unverified.new@example.com',
      email_verified: false,
    });
    expect(result.location).toBe('/login?error=email_not_verified');
    expect(result.session).not.toContain('session_token');
    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'unverified.new@example.com'));
    expect(row?.emailVerified).toBe(false);
    expect(await t.latestMail('unverified.new@example.com', 'verify-email')).toBeDefined();
  });
});
