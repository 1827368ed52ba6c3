import { eq } from 'drizzle-orm';
import { createAuth } from '~/server/account/auth';
import type { Database } from '~/server/db/client';
import { mailOutbox, user } from '~/server/db/schema';
import { parseEnv } from '~/server/env';
import { createApp } from '~/server/http/app';
import type { AppDeps } from '~/server/http/context';
import { createLogger } from '~/server/logger';
import { createMailer } from '~/server/mail/mailer';
import { createTestDatabase, type TestDbKind } from './databases';
import { testPasswordHashing } from './test-password-hashing';

export const TEST_ORIGIN = 'http://localhost:3000';

// A real app (real Better Auth, real database, outbox mail) for app.request-based API tests; only
// its password hashing is cheaper (./test-password-hashing.ts).
export async function createTestApp(kind: TestDbKind, envOverrides: Record<string, string> = {}) {
  const database: Database = await createTestDatabase(kind);
  const env = parseEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SIGN_IN_RATE_LIMIT: '1000',
    AUTH_SIGN_UP_RATE_LIMIT: '1000',
    AUTH_EMAIL_RATE_LIMIT: '1000',
    ...envOverrides,
  });
  const logger = createLogger('silent', false);
  // As boot.ts decides: mail goes out by SMTP only with SMTP_URL (no worker runs here: it stays in the outbox).
  const mailer = createMailer({ db: database.db, smtp: Boolean(env.SMTP_URL) });
  const auth = createAuth({
    db: database.db,
    env,
    mailer,
    logger,
    secret: 'test-secret-test-secret-test-secret-0123',
    passwordHashing: testPasswordHashing,
  });
  const deps: AppDeps = { env, database, auth, mailer, logger };
  const app = createApp(deps);

  const request = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_ORIGIN);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(path, { ...init, headers, body });
  };

  const latestMail = async (to: string, kind: string) => {
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    return rows.filter((row) => row.kind === kind).sort((a, b) => +b.createdAt - +a.createdAt)[0];
  };

  /** Signs up through the real endpoints, follows the verification mail, signs in: returns a bearer token. */
  const createVerifiedUser = async (email: string, password = 'secret123', role?: 'admin') => {
    const signUp = await request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password, name: '' },
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    const mail = await latestMail(email, 'verify-email');
    if (!mail?.link) throw new Error('no verification mail');
    const verify = await app.request(new URL(mail.link).pathname + new URL(mail.link).search);
    if (verify.status >= 400) throw new Error(`verification failed: ${verify.status}`);
    if (role) await database.db.update(user).set({ role }).where(eq(user.email, email));
    const signIn = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    const token = signIn.headers.get('set-auth-token');
    if (!signIn.ok || !token) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const body = (await signIn.json()) as { user: { id: string } };
    return { token, userId: body.user.id, email, password };
  };

  return {
    app,
    deps,
    database,
    auth,
    request,
    latestMail,
    createVerifiedUser,
    close: () => database.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The app's routes under `prefix`, one per method and path (the authorisation matrices walk these). */
export function routesUnder(t: TestApp, prefix: string) {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith(prefix) && route.method !== 'ALL')
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((route) => ({ method: route.method, path: route.path }));
}

/** The settings a production server needs, for tests of production behaviour (mail stays in the outbox). */
export const productionTestEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://vocably.example',
  BETTER_AUTH_SECRET: 'p'.repeat(40),
  MAIL_OUTBOX_ONLY: 'true',
};
