import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, session, user } from '~/server/db/schema';
import { testDbKinds } from '~/server/test/databases';
import { createTestApp, type TestApp } from '~/server/test/test-app';
import { AUTH_MAILS_PER_RECIPIENT_HOURLY } from './auth';
import { EVEN_ANSWER_MS } from './even-timing';

describe.each(testDbKinds)('sign-up, password reset and verification (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (email: string) =>
    t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret123', name: 'Dana' },
    });

  it('answers a sign-up for an existing email exactly like one for a new email', async () => {
    await t.createVerifiedUser('taken@example.com');
    const fresh = await signUp('fresh@example.com');
    const taken = await signUp('taken@example.com');
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    const a = (await fresh.json()) as { token: unknown; user: Record<string, unknown> };
    const b = (await taken.json()) as { token: unknown; user: Record<string, unknown> };
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.token).toEqual(a.token);
    expect(Object.keys(b.user).sort()).toEqual(Object.keys(a.user).sort());
    const comparable = ({
      id: _id,
      email: _email,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    }: Record<string, unknown>) => rest;
    expect(comparable(b.user)).toEqual(comparable(a.user));
    expect(b.user.role).toBe('user');
    expect(b.user.emailVerified).toBe(false);
  });

  const resetToken = async (email: string) => {
    const ask = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: '/reset-password' },
    });
    expect(ask.status).toBe(200);
    const link = new URL((await t.latestMail(email, 'password-reset'))!.link!);
    const landing = await t.app.request(link.pathname + link.search);
    return new URL(landing.headers.get('location')!, 'http://localhost').searchParams.get('token')!;
  };
  const reset = (token: string, newPassword: string) =>
    t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });

  it('makes every other outstanding reset token of the user stop working after a reset', async () => {
    await t.createVerifiedUser('two.links@example.com', 'old-password');
    await t.createVerifiedUser('bystander.reset@example.com', 'old-password');
    const first = await resetToken('two.links@example.com');
    const second = await resetToken('two.links@example.com');
    const someoneElses = await resetToken('bystander.reset@example.com');
    expect(first).not.toBe(second);

    expect((await reset(second, 'new-password')).status).toBe(200);
    const stale = await reset(first, 'attacker-password');
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'two.links@example.com', password: 'new-password' },
    });
    expect(signIn.status).toBe(200);
    // Other users' links are untouched.
    expect((await reset(someoneElses, 'bystander-new')).status).toBe(200);
  });

  it('is told "Email not verified" and can have the verification email sent again', async () => {
    const email = 'unverified@example.com';
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret123', name: '' },
    });
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'secret123' },
    });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    const before = await t.latestMail(email, 'verify-email');

    const resend = await t.request('/api/auth/send-verification-email', {
      method: 'POST',
      json: { email, callbackURL: '/verify-email' },
    });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ status: true });
    const after = await t.latestMail(email, 'verify-email');
    expect(after?.id).not.toBe(before?.id);
    const link = new URL(after!.link!);
    const verify = await t.app.request(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/verify-email');
    // The link signs the learner in: its answer carries a session cookie that reads as them.
    const cookie = verify.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const session = await t.app.request('/api/auth/get-session', { headers: { cookie } });
    expect(
      ((await session.json()) as { user: { email: string; emailVerified: boolean } }).user,
    ).toMatchObject({
      email,
      emailVerified: true,
    });
    // A second click finds the email verified already and signs no one in.
    const twice = await t.app.request(link.pathname + link.search);
    expect(twice.status).toBe(302);
    expect(twice.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
    const again = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'secret123' },
    });
    expect(again.status).toBe(200);
  });

  // Better Auth's autoSignInAfterVerification signed in whoever the link was for, replacing the session
  // of someone else signed in in that browser (a shared computer, a link forwarded by mistake).
  it('verifies the address of a link opened while someone else is signed in, and keeps their session', async () => {
    const other = await t.createVerifiedUser('signed.in.other@example.com');
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: other.email, password: other.password },
    });
    const cookieOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    const otherCookie = cookieOf(signIn);
    const email = 'verified.elsewhere@example.com';
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret123', name: '', callbackURL: '/he/verify-email' },
    });
    const link = new URL((await t.latestMail(email, 'verify-email'))!.link!);

    const verify = await t.app.request(link.pathname + link.search, { headers: { cookie: otherCookie } });
    expect(verify.status).toBe(302);
    // The page is told the session was kept, in the language of the link.
    expect(verify.headers.get('location')).toBe('/he/verify-email?account=other');
    expect(verify.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
    const [verified] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(verified?.emailVerified).toBe(true);
    expect(await t.database.db.select().from(session).where(eq(session.userId, verified!.id))).toEqual([]);
    const current = await t.app.request('/api/auth/get-session', { headers: { cookie: otherCookie } });
    expect(((await current.json()) as { user: { email: string } }).user.email).toBe(other.email);
    // The verified learner signs in as usual.
    const theirs = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'secret123' },
    });
    expect(theirs.status).toBe(200);
    // Only that request skipped the sign-in: a link opened with nobody signed in still signs in.
    const next = 'verified.next@example.com';
    await signUp(next);
    const nextLink = new URL((await t.latestMail(next, 'verify-email'))!.link!);
    const nextVerify = await t.app.request(nextLink.pathname + nextLink.search);
    expect(nextVerify.headers.get('location')).toBe('/verify-email');
    const nextSession = await t.app.request('/api/auth/get-session', {
      headers: { cookie: cookieOf(nextVerify) },
    });
    expect(((await nextSession.json()) as { user: { email: string } }).user.email).toBe(next);
  });

  it('writes the verification and reset mails in Hebrew when they come from the Hebrew pages', async () => {
    const email = 'hebrew.mail@example.com';
    await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'secret123', name: '', callbackURL: '/he/verify-email' },
    });
    const verify = await t.latestMail(email, 'verify-email');
    expect(verify?.subject).toBe('אימות האימייל שלך ב־Vocably');
    expect(decodeURIComponent(verify!.link!)).toContain('callbackURL=/he/verify-email');
    const reset = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: '/he/reset-password' },
    });
    expect(reset.status).toBe(200);
    expect((await t.latestMail(email, 'password-reset'))?.subject).toBe('איפוס הסיסמה שלך ב־Vocably');
    // From the English pages, English.
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: '/reset-password' },
    });
    expect((await t.latestMail(email, 'password-reset'))?.subject).toBe('Reset your Vocably password');
  });

  it('sends one address at most five reset mails an hour however many ask, and answers each alike', async () => {
    const email = 'flooded@example.com';
    expect((await signUp(email)).status).toBe(200);
    const asks = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email, redirectTo: '/reset-password' },
        }),
      ),
    );
    expect(asks.map((ask) => ask.status)).toEqual(Array(8).fill(200));
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(mails.filter((mail) => mail.kind === 'password-reset')).toHaveLength(
      AUTH_MAILS_PER_RECIPIENT_HOURLY,
    );
    // The cap is the kind's own: the verification mail of the sign-up went out before and still counts alone.
    expect(mails.filter((mail) => mail.kind === 'verify-email')).toHaveLength(1);
  });

  // A known address's answer also wrote a token and queued the mail: measurably slower than an
  // unknown one's, which told which addresses have accounts.
  it('answers a reset request for a known and an unknown address no sooner than the same floor', async () => {
    expect((await signUp('timed@example.com')).status).toBe(200);
    for (const email of ['timed@example.com', 'nobody.timed@example.com']) {
      const started = performance.now();
      const ask = await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email, redirectTo: '/reset-password' },
      });
      expect(ask.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
    }
  });

  // Better Auth answers a sign-up for a known address as if it were new and sent nothing: the learner
  // who forgot they had an account waited for a verification mail that never came.
  it('mails a second sign-up with one address how to sign in, and no verification link', async () => {
    expect((await signUp('twice@example.com')).status).toBe(200);
    expect((await signUp('twice@example.com')).status).toBe(200);
    const mail = await t.latestMail('twice@example.com', 'existing-account');
    expect(mail?.subject).toBe('You already have a Vocably account');
    const origin = t.deps.env.publicUrl;
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain(`${origin}/login`);
      expect(body).toContain(`${origin}/forgot-password`);
      expect(body).not.toContain('verify-email');
      expect(body).not.toContain('token=');
    }
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'twice@example.com'));
    expect(mails.map((row) => row.kind).sort()).toEqual(['existing-account', 'verify-email']);
  });

  it('writes that mail in Hebrew when the sign-up came from the Hebrew page', async () => {
    const signUpInHebrew = () =>
      t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: {
          email: 'shalom@example.com',
          password: 'secret123',
          name: '',
          callbackURL: '/he/verify-email',
        },
      });
    expect((await signUpInHebrew()).status).toBe(200);
    expect((await signUpInHebrew()).status).toBe(200);
    const mail = await t.latestMail('shalom@example.com', 'existing-account');
    expect(mail?.subject).toBe('כבר יש לך חשבון ב־Vocably');
    const origin = t.deps.env.publicUrl;
    expect(mail!.text).toContain(`${origin}/he/login`);
    expect(mail!.text).toContain(`${origin}/he/forgot-password`);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).not.toContain('verify-email');
  });

  // The known address queues that mail, the new one creates a user and queues the verification
  // mail: their own times differ, so both wait for the same floor.
  it('answers a sign-up for a new and a known address no sooner than the same floor', async () => {
    for (const email of ['timed.signup@example.com', 'timed.signup@example.com']) {
      const started = performance.now();
      expect((await signUp(email)).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 1);
    }
  });

  it('answers the same for an unknown email, and nothing is sent', async () => {
    const resend = await t.request('/api/auth/send-verification-email', {
      method: 'POST',
      json: { email: 'nobody.here@example.com', callbackURL: '/verify-email' },
    });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ status: true });
    expect(await t.latestMail('nobody.here@example.com', 'verify-email')).toBeUndefined();
  });
});

describe('an auth endpoint that fails unexpectedly', () => {
  it('answers { message, code } rather than an empty 500 (a mail transport that throws)', async () => {
    const t = await createTestApp('pglite');
    try {
      const email = 'mail.fails@example.com';
      await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email, password: 'secret123', name: '' },
      });
      t.deps.mailer.send = async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      };
      const resend = await t.request('/api/auth/send-verification-email', {
        method: 'POST',
        json: { email },
      });
      expect(resend.status).toBe(500);
      expect(await resend.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
    } finally {
      await t.close();
    }
  });
});
