import { verifyJWT } from 'better-auth/crypto';
import { VERIFIED_FOR_OTHER_ACCOUNT } from '~/core/account/verify-email-page';
import type { SessionEmail } from './password-change-attempts';

type VerifyEmailCall = {
  query?: { token?: unknown; callbackURL?: unknown } | undefined;
  headers?: Headers | undefined;
  context: { options: { emailVerification?: object | undefined } };
};

/**
 * What a before-hook of /verify-email changes when the browser that opened the link is signed in as
 * someone else: Better Auth's autoSignInAfterVerification would verify the address and then replace
 * that session with a new one for the link's owner, behind the back of whoever was signed in (a shared
 * computer, a link forwarded by mistake). The address is still verified; the sign-in is skipped for
 * this request only, and the page it lands on is told the session was kept. Undefined when nothing
 * changes: nobody signed in, the owner signed in, a link Better Auth will refuse, or an email change
 * (Better Auth refuses those itself when the session is someone else's).
 */
export async function keepOtherSessionOnVerify(
  ctx: VerifyEmailCall,
  secret: string,
  sessionEmail: SessionEmail,
) {
  const token = ctx.query?.token;
  if (typeof token !== 'string' || !ctx.headers) return undefined;
  const payload = await verifyJWT(token, secret);
  if (typeof payload?.email !== 'string' || payload.updateTo !== undefined) return undefined;
  const signedIn = await sessionEmail(ctx.headers);
  // Better Auth signs in anew exactly when this differs (a case-sensitive comparison of its own).
  if (!signedIn || signedIn === payload.email) return undefined;
  const callbackURL = typeof ctx.query?.callbackURL === 'string' ? ctx.query.callbackURL : undefined;
  return {
    context: {
      query: { ...ctx.query, ...(callbackURL ? { callbackURL: withOtherAccount(callbackURL) } : {}) },
      // Merged into this request's copy of the auth context (Better Auth merges a before-hook's
      // `context` into the endpoint's), never into the shared options.
      context: { options: { emailVerification: { autoSignInAfterVerification: false } } },
    },
  };
}

function withOtherAccount(callbackURL: string) {
  const url = new URL(callbackURL, 'http://relative.invalid');
  url.searchParams.set(VERIFIED_FOR_OTHER_ACCOUNT.param, VERIFIED_FOR_OTHER_ACCOUNT.value);
  return url.origin === 'http://relative.invalid' ? url.pathname + url.search + url.hash : url.toString();
}
