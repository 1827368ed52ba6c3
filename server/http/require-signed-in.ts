import { createMiddleware } from 'hono/factory';
import { readSession } from '~/server/account/read-session';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { authMessages } from './require-admin';

// Learner routes: a live session (bearer token for the apps, the cookie for the web) of a verified
// user who is not disabled. Sign-in already requires a verified email; checking it here too keeps a
// session made before verification was required (or by an admin tool) out.
export const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c.var.db, c.var.deps.auth, c.req.raw.headers);
  if (!session?.user || session.user.banned || !session.user.emailVerified) {
    throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated, 401);
  }
  c.set('user', session.user);
  await next();
});
