import { APIError, isAPIError } from 'better-auth/api';
import type { Db } from '~/server/db/client';
import {
  beginPasswordAttempt,
  LOCKED_OUT_MESSAGE,
  SESSION_PASSWORD_TRIES_PER_MINUTE,
  settleSignInAttempt,
  TOO_MANY_PASSWORD_TRIES_MESSAGE,
} from './sign-in-lockout';

// Changing the password checks the current one. A stolen session must not be able to guess it there
// at Better Auth's own pace (three tries in ten seconds an address, no lockout): each check is held
// to the sign-in lockout and to the per-minute throttle of the other password checks a session asks
// for, counted while it runs so that guesses sent together cannot all pass.

type HookContext = { request?: Request; headers?: Headers; context: { returned?: unknown } };

/** The email of the session a request carries (Better Auth's getSession, bearer tokens included). */
export type SessionEmail = (headers: Headers) => Promise<string | null>;

const attempts = new WeakMap<Request, { email: string; id: string }>();

/** Before the check: refuses (429) a locked or throttled account, else counts the attempt. */
export async function beginPasswordChange(db: Db, ctx: HookContext, sessionEmail: SessionEmail) {
  // A server-side call has no request, and is not a guess from outside.
  if (!ctx.request || !ctx.headers) return;
  // Asked of Better Auth's API rather than from the hook's context: the bearer plugin turns a token
  // into the session cookie only after this hook has run.
  const email = await sessionEmail(ctx.headers);
  // No session: the endpoint answers 401 itself, without checking any password.
  if (!email) return;
  const attempt = await beginPasswordAttempt(db, email, { perMinute: SESSION_PASSWORD_TRIES_PER_MINUTE });
  if ('refused' in attempt) {
    throw attempt.refused === 'locked'
      ? new APIError('TOO_MANY_REQUESTS', { message: LOCKED_OUT_MESSAGE, code: 'ACCOUNT_LOCKED' })
      : new APIError('TOO_MANY_REQUESTS', {
          message: TOO_MANY_PASSWORD_TRIES_MESSAGE,
          code: 'TOO_MANY_ATTEMPTS',
        });
  }
  attempts.set(ctx.request, { email, id: attempt.id });
}

/** After the check: a wrong current password counts as a failed sign-in; the right one clears them. */
export async function settlePasswordChange(db: Db, ctx: HookContext) {
  const attempt = ctx.request ? attempts.get(ctx.request) : undefined;
  if (!attempt) return;
  const returned = ctx.context.returned;
  const outcome = isAPIError(returned)
    ? (returned.body as { code?: string } | undefined)?.code === 'INVALID_PASSWORD'
      ? 'wrong-password'
      : 'other'
    : returned
      ? 'signed-in'
      : 'other';
  await settleSignInAttempt(db, attempt.email, attempt.id, outcome);
}
