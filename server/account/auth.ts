import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin, bearer, genericOAuth } from 'better-auth/plugins';
import { and, eq, like } from 'drizzle-orm';
import { signInProblems } from '~/core/account/auth-fallbacks';
import { MIN_PASSWORD_LENGTH } from '~/core/account/auth-rules';
import type { Db } from '~/server/db/client';
import * as schema from '~/server/db/schema';
import type { Env } from '~/server/env';
import { loggableError } from '~/server/loggable-error';
import type { Logger } from '~/server/logger';
import type { Mailer } from '~/server/mail/mailer';
import {
  existingAccountEmail,
  type MailLocale,
  passwordResetEmail,
  verificationEmail,
} from '~/server/mail/templates';
import { beginPasswordChange, type SessionEmail, settlePasswordChange } from './password-change-attempts';
import type { PasswordHashing } from './password-hash';
import {
  beginSignInAttempt,
  clearFailedSignIns,
  isLockedOut,
  LOCKED_OUT_MESSAGE,
  liftLockout,
  recordFailedSignIn,
  settleSignInAttempt,
} from './sign-in-lockout';
import { keepOtherSessionOnVerify } from './verify-email-keeps-session';

// A sign-in's attempt, from the hook before the password check to the one after it.
const signInAttempts = new WeakMap<Request, string>();

// The language of a sign-up, by address, from the hook before it to the one after it: Better Auth
// gives onExistingUserSignUp only the user (the request it passes has lost its body, callbackURL
// with it), and the mail it sends must be in the language of the page the learner signed up on.
const signUpLocales = new Map<string, MailLocale>();

// The header our own server sets from the socket's address (see app.ts): Better Auth keys its
// rate limits on it. A client cannot forge it because app.ts overwrites whatever was sent.
export const CLIENT_IP_HEADER = 'x-vocably-client-ip';

export type AuthDeps = {
  db: Db;
  env: Env;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** Better Auth's own scrypt unless given (the API tests give a cheaper cost: server/test/test-password-hashing.ts). */
  passwordHashing?: PasswordHashing;
};

export function trustedOriginsOf(env: Env) {
  const extra = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const dev =
    env.NODE_ENV === 'production'
      ? []
      : ['http://localhost:5173', `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  return [...new Set([env.publicUrl, ...dev, ...extra])];
}

/** Where Better Auth's own routes live; they read the raw request (its body included) themselves. */
export const AUTH_BASE_PATH = '/api/auth';

/** What became of the reset mail that sendPasswordResetMail asked for. */
export type ResetMailOutcome = 'queued' | 'capped' | 'failed';
// The outcome reported from inside Better Auth's sendResetPassword to sendPasswordResetMail, which
// Better Auth answers alike whatever became of the mail (it logs and swallows the callback's errors).
const resetMailReports = new AsyncLocalStorage<{ outcome: ResetMailOutcome }>();

/**
 * Asks Better Auth to mail the user a reset link (the "Forgot password" link and page) and tells
 * whether the mail was written to the outbox: `capped` when the recipient's hourly cap for reset mail
 * is reached, `failed` when writing it failed. Better Auth's own answer says neither.
 */
export async function sendPasswordResetMail(auth: Auth, email: string): Promise<ResetMailOutcome> {
  const report: { outcome: ResetMailOutcome } = { outcome: 'failed' };
  await resetMailReports.run(report, () =>
    auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } }),
  );
  return report.outcome;
}

/** How long a password reset link works (the mail says one hour). */
export const RESET_LINK_VALID_MS = 60 * 60 * 1000;
/** How long an email verification link works. */
export const VERIFY_LINK_VALID_MS = 24 * 60 * 60 * 1000;
/** Reset or verification mails one address gets an hour, of each kind, however many ask for them. */
export const AUTH_MAILS_PER_RECIPIENT_HOURLY = 5;

export function createAuth({ db, env, mailer, logger, secret, passwordHashing }: AuthDeps) {
  const googleConfigured = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  const appleConfigured = Boolean(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET);

  // Set once the instance exists: a hook asks it for the session a request carries.
  let sessionEmail: SessionEmail = async () => null;
  const auth = betterAuth({
    appName: 'Vocably',
    baseURL: env.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: trustedOriginsOf(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      resetPasswordTokenExpiresIn: RESET_LINK_VALID_MS / 1000,
      // A sign-up for an existing email answers with a made-up user; it must look exactly like a new
      // one (the admin plugin's fields included), or the answer reveals that the email exists.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
      // A sign-up for an address that has an account answers as if it were new, and Better Auth sends
      // nothing: the learner who forgot they had signed up (or did with Google) would wait for a
      // verification mail that never comes. They get a mail saying how to sign in instead; never a
      // verification link, which would confirm the password this sign-up (anyone's) chose.
      onExistingUserSignUp: async ({ user }) => {
        const locale = signUpLocales.get(user.email.toLowerCase()) ?? 'en';
        const page = (path: string) =>
          new URL(locale === 'he' ? `/he${path}` : path, env.publicUrl).toString();
        const signIn = page('/login');
        const queued = await mailer.send({
          to: user.email,
          kind: 'existing-account',
          perRecipientHourly: AUTH_MAILS_PER_RECIPIENT_HOURLY,
          link: signIn,
          ...existingAccountEmail({ signIn, forgotPassword: page('/forgot-password') }, locale),
        });
        if (!queued)
          logger.warn(
            { kind: 'existing-account' },
            'mail not queued: the recipient has had the most of this kind for an hour',
          );
      },
      // Better Auth consumes only the token that was used: every other outstanding reset link of the
      // user (an older email, one an attacker requested) must stop working too.
      onPasswordReset: async ({ user }) => {
        await db
          .delete(schema.verification)
          .where(
            and(
              eq(schema.verification.value, user.id),
              like(schema.verification.identifier, 'reset-password:%'),
            ),
          );
        // The owner proved the address: someone else's wrong guesses no longer keep them out.
        await liftLockout(db, user.email);
      },
      sendResetPassword: async ({ user, url, token }) => {
        // In Hebrew when the request came from the Hebrew page (its link returns to /he/reset-password).
        const hebrew = new URL(url).searchParams.get('callbackURL')?.startsWith('/he/') ?? false;
        const report = resetMailReports.getStore();
        // Better Auth wrote the token before asking for the mail. A mail not queued carries it nowhere,
        // and an administrator's reset is then refused as "nothing was changed": the token must not
        // stay usable for an hour in the table.
        const forgetToken = () =>
          db.delete(schema.verification).where(eq(schema.verification.identifier, `reset-password:${token}`));
        let queued: boolean;
        try {
          queued = await mailer.send({
            to: user.email,
            kind: 'password-reset',
            perRecipientHourly: AUTH_MAILS_PER_RECIPIENT_HOURLY,
            link: url,
            linkValidForMs: RESET_LINK_VALID_MS,
            ...passwordResetEmail(url, hebrew ? 'he' : 'en'),
          });
        } catch (error) {
          await forgetToken();
          throw error;
        }
        if (report) report.outcome = queued ? 'queued' : 'capped';
        if (!queued) {
          await forgetToken();
          logger.warn(
            { kind: 'password-reset' },
            'mail not queued: the recipient has had the most of this kind for an hour',
          );
        }
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The link signs the learner in: they go on to onboarding without typing the password again.
      // Not when someone else is signed in in that browser: their session is kept (the before-hook).
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_LINK_VALID_MS / 1000,
      sendVerificationEmail: async ({ user, url }) => {
        // Every verification link lands on our page, whichever flow (sign-up, sign-in retry) sent it:
        // the Hebrew one when the learner signed up in Hebrew, else the English one.
        const link = new URL(url);
        const hebrew = link.searchParams.get('callbackURL') === '/he/verify-email';
        link.searchParams.set('callbackURL', hebrew ? '/he/verify-email' : '/verify-email');
        const href = link.toString();
        const queued = await mailer.send({
          to: user.email,
          kind: 'verify-email',
          perRecipientHourly: AUTH_MAILS_PER_RECIPIENT_HOURLY,
          link: href,
          linkValidForMs: VERIFY_LINK_VALID_MS,
          ...verificationEmail(href, hebrew ? 'he' : 'en'),
        });
        if (!queued)
          logger.warn(
            { kind: 'verify-email' },
            'mail not queued: the recipient has had the most of this kind for an hour',
          );
      },
    },
    socialProviders: appleConfigured
      ? {
          apple: {
            clientId: env.APPLE_CLIENT_ID!,
            clientSecret: env.APPLE_CLIENT_SECRET!,
            appBundleIdentifier: env.APPLE_APP_BUNDLE_IDENTIFIER,
            scope: ['email', 'name'],
            // An account whose provider email is unverified is treated like an unverified
            // email/password account: a verification email, no session until it is confirmed.
            requireEmailVerification: true,
          },
        }
      : {},
    account: {
      // A provider links to an existing account only when it asserts `email_verified: true` (no
      // trusted-provider bypass): otherwise anyone who can set that address at a provider could take
      // the account over. A refused link ends on /login?error=account_not_linked.
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    // Premium is not a field of the session's user: it changes with time and purchases, so it is read
    // when needed (server/purchases/premium.ts, ADR 0006). Columns Better Auth does not know
    // are neither accepted from sign-up nor returned.
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: env.AUTH_RATE_LIMIT,
      customRules: {
        // Every page load reads the session. The library's counter only resets after a whole quiet
        // window, so an active browser would hit any cap and be signed out for a minute; a session
        // read reveals nothing and costs one indexed lookup.
        '/get-session': false,
        '/sign-in/email': { window: 60, max: env.AUTH_SIGN_IN_RATE_LIMIT },
        '/sign-up/email': { window: 60, max: env.AUTH_SIGN_UP_RATE_LIMIT },
        '/request-password-reset': { window: 60, max: env.AUTH_EMAIL_RATE_LIMIT },
        '/send-verification-email': { window: 60, max: env.AUTH_EMAIL_RATE_LIMIT },
      },
    },
    advanced: {
      cookiePrefix: 'vocably',
      // HttpOnly and SameSite=Lax always; Secure in production (and whenever PUBLIC_URL is https).
      useSecureCookies: env.NODE_ENV === 'production' || env.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/verify-email') {
          return keepOtherSessionOnVerify(ctx, secret, (headers) => sessionEmail(headers));
        }
        // A changed password ends every other session unless the client asks to keep them: whoever
        // knew the old password (or holds a stolen session) is out at once.
        if (ctx.path === '/change-password' && ctx.body && typeof ctx.body === 'object') {
          await beginPasswordChange(db, ctx, (headers) => sessionEmail(headers));
          return {
            context: { body: { ...ctx.body, revokeOtherSessions: ctx.body.revokeOtherSessions ?? true } },
          };
        }
        if (ctx.path === '/sign-up/email' && typeof ctx.body?.email === 'string') {
          const callbackURL = typeof ctx.body.callbackURL === 'string' ? ctx.body.callbackURL : '';
          signUpLocales.set(ctx.body.email.toLowerCase(), callbackURL.startsWith('/he/') ? 'he' : 'en');
          return;
        }
        if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
        const refused = () =>
          new APIError('TOO_MANY_REQUESTS', { message: LOCKED_OUT_MESSAGE, code: 'ACCOUNT_LOCKED' });
        // A server-side call has no request to carry its attempt: it is counted after the fact.
        if (!ctx.request) {
          if (await isLockedOut(db, ctx.body.email)) throw refused();
          return;
        }
        const attempt = await beginSignInAttempt(db, ctx.body.email);
        if (!attempt) throw refused();
        signInAttempts.set(ctx.request, attempt);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password') return settlePasswordChange(db, ctx);
        if (ctx.path === '/sign-up/email' && typeof ctx.body?.email === 'string') {
          signUpLocales.delete(ctx.body.email.toLowerCase());
          return;
        }
        if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
        const attempt = ctx.request ? signInAttempts.get(ctx.request) : undefined;
        const returned = ctx.context.returned;
        const outcome = isAPIError(returned)
          ? returned.statusCode === 401
            ? 'wrong-password'
            : 'other'
          : returned
            ? 'signed-in'
            : 'other';
        if (attempt) await settleSignInAttempt(db, ctx.body.email, attempt, outcome);
        // Called without a request (a server-side call): counted after the fact, as before.
        else if (outcome === 'wrong-password') await recordFailedSignIn(db, ctx.body.email);
        else if (outcome === 'signed-in') await clearFailedSignIns(db, ctx.body.email);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // The "last sign-in" of the admin user record: the instant the session was made.
          after: async (session) => {
            await db
              .update(schema.user)
              .set({ lastSignInAt: session.createdAt })
              .where(eq(schema.user.id, session.userId));
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        bannedUserMessage: signInProblems.accountDisabled,
      }),
      bearer(),
      // Google through the generic OIDC plugin so that its endpoints come from a discovery document
      // (Google's by default), which lets the tests point it at a local OIDC server. See docs/decisions.
      ...(googleConfigured
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                  clientId: env.GOOGLE_CLIENT_ID!,
                  clientSecret: env.GOOGLE_CLIENT_SECRET!,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                  requireEmailVerification: true,
                },
              ],
            }),
          ]
        : []),
    ],
    logger: {
      log: (level, message, ...args) => {
        const log = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.debug;
        // Better Auth passes what it was working on (a user, a query's error): only errors, filtered, and
        // the kinds of the rest reach the log, never their content.
        const details = args.map((arg) => (arg instanceof Error ? loggableError(arg) : typeof arg));
        log.call(logger, { args: details }, `auth: ${message}`);
      },
    },
  });
  sessionEmail = async (headers) => (await auth.api.getSession({ headers }))?.user.email ?? null;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

export function enabledProviders(env: Env) {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    apple: Boolean(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET),
  };
}
